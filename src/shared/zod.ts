import { z } from 'zod';

/**
 * zod, with the app's global settings applied before any schema can be used. Every schema module
 * of the app imports `z` from here rather than from 'zod', so the settings hold on the server and
 * in the browser alike, and a screen that uses no schema does not load zod at all.
 *  - French messages (its `fr` locale) for every check that has no message of its own: a person or
 *    a client must never read « Invalid input: expected string, received number ».
 *  - jitless: zod 4 otherwise probes `new Function` to compile fast parsers, which the app's
 *    Content-Security-Policy (no 'unsafe-eval') reports as a violation on every screen.
 */
z.config(z.locales.fr());
z.config({ jitless: true });

export { z };
