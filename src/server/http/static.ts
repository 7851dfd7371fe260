import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_ERROR_CODES } from '#shared/api-error';
import { MESSAGES } from '#shared/messages';

/**
 * Serves the built React app. Hashed files under /assets/ are cached for a year; index.html is
 * revalidated on every visit so a new deploy is picked up. Any other page GET gets index.html, and
 * the client router takes it from there.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | null): Promise<void> {
  const indexHtml = clientDir ? path.join(clientDir, 'index.html') : null;
  const hasClient = indexHtml !== null && fs.existsSync(indexHtml);

  if (hasClient && clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    // A path with a file extension (/assets/old-chunk.js after a deploy) is a missing file, not a
    // page: answering it with index.html would hand the browser HTML where it expects a script.
    // HEAD asks what GET would answer (a monitor, a link checker): the same page, headers only.
    const pathname = request.url.split('?')[0] ?? '';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const wantsPage = isRead && !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname);
    if (hasClient && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: API_ERROR_CODES.notFound, message: MESSAGES.routeNotFound });
  });
}
