import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_ERROR_CODES } from '#shared/api-error';
import { MESSAGES } from '#shared/messages';
import { AppError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The powerful browser features Renouveau never uses, denied to its pages and to any frame, so
 * that neither an injected script nor a future dependency can ask the person for their camera,
 * microphone or location. Only names Chromium, Firefox and Safari know: an unknown one is a console
 * warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Security headers on every response, no caching of API answers, and the CSRF rule: a request
 * that changes something must come from one of our own pages (Origin header) and, if it has a
 * body, be JSON. A cross-site form can send neither, so it is refused before any route runs.
 */
export async function registerSecurity(app: FastifyInstance, options: { allowedOrigins: string[]; https: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // React sets some style attributes (the chart, progress bars); no inline <style> from people's text.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // HSTS only means something over https; on http://localhost it would be ignored or harmful.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The CSP's frame-ancestors 'none' forbids framing, and every browser that knows CSP level 2
    // obeys it over X-Frame-Options: a second header saying the same (differently) is noise.
    xFrameOptions: false,
  });

  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  // Fastify parses text/plain by default; a cross-site form can send text/plain without a
  // preflight, so the API accepts JSON only.
  app.removeContentTypeParser('text/plain');

  const allowed = new Set(options.allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    void reply.header('cache-control', 'no-store');
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) {
      throw new AppError(403, API_ERROR_CODES.forbiddenOrigin, MESSAGES.forbiddenOrigin);
    }
  });
}
