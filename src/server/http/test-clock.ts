import type { FastifyInstance } from 'fastify';
import { z } from '#shared/zod';
import type { OffsetClock } from '#server/clock';
import { userOf } from './auth-guard';
import { parseWith } from './errors';

const ClockInputSchema = z
  .object({
    offsetMs: z
      .number()
      .int()
      .min(-400 * 86_400_000)
      .max(400 * 86_400_000),
  })
  .strict();

/** PUT /api/test/clock { offsetMs }: registered only with TEST_CLOCK=1 (app.ts). */
export function testClockRoutes(clock: OffsetClock) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.put('/api/test/clock', async (request, reply) => {
      const { offsetMs } = parseWith(ClockInputSchema, request.body);
      clock.set(userOf(request).id, offsetMs);
      return reply.status(204).send();
    });
  };
}
