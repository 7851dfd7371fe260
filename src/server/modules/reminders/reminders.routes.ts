import type { FastifyInstance } from 'fastify';
import {
  PushSubscriptionInputSchema,
  PushUnsubscribeInputSchema,
  ReminderSettingsInputSchema,
  type ReminderSettings,
  type VapidKeyResponse,
} from '#shared/reminders';
import { unauthorized } from '#server/http/errors';
import { userOf } from '#server/http/auth-guard';
import { parseWith } from '#server/http/errors';
import type { RemindersService } from './reminders.service';

/** The signed-in person's reminders: settings, the offer, this device's subscription. */
export function remindersRoutes(service: RemindersService, vapidPublicKey: string) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/api/reminders', async (request) => (await service.get(userOf(request).id)) satisfies ReminderSettings);

    app.put('/api/reminders', async (request) => {
      return (await service.save(userOf(request).id, parseWith(ReminderSettingsInputSchema, request.body))) satisfies ReminderSettings;
    });

    app.post('/api/reminders/offer/dismiss', async (request, reply) => {
      await service.dismissOffer(userOf(request).id);
      return reply.status(204).send();
    });

    app.get('/api/reminders/vapid-key', async () => ({ publicKey: vapidPublicKey }) satisfies VapidKeyResponse);

    app.post('/api/reminders/subscriptions', async (request, reply) => {
      if (!request.session) throw unauthorized();
      await service.subscribe(userOf(request).id, request.session.token, parseWith(PushSubscriptionInputSchema, request.body));
      return reply.status(201).send({ ok: true });
    });

    app.delete('/api/reminders/subscriptions', async (request, reply) => {
      const { endpoint } = parseWith(PushUnsubscribeInputSchema, request.body);
      await service.unsubscribe(userOf(request).id, endpoint);
      return reply.status(204).send();
    });
  };
}
