import { z } from 'zod';

/**
 * zod's global settings, for the server and the browser alike; imported first by both.
 *  - French messages (its `fr` locale) for every check that has no message of its own: a person or
 *    a client must never read « Invalid input: expected string, received number ».
 *  - jitless: zod 4 otherwise probes `new Function` to compile fast parsers, which the app's
 *    Content-Security-Policy (no 'unsafe-eval') reports as a violation on every screen.
 */
z.config(z.locales.fr());
z.config({ jitless: true });
