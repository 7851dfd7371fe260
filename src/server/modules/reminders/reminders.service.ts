import { createHash } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  DEFAULT_QUIET_FROM,
  DEFAULT_QUIET_TO,
  DEFAULT_REMINDER_TIME,
  isKnownPushService,
  nextReminderAt,
  type PushSubscriptionInput,
  type ReminderChannel,
  type ReminderSettings,
  type ReminderSettingsInput,
  ReminderSettingsInputSchema,
  UNKNOWN_PUSH_SERVICE_MESSAGE,
} from '#shared/reminders';
import type { Database } from '#server/db/client';
import { pushSubscriptions, reminderSettings, sessions } from '#server/db/schema';
import { invalid } from '../errors';

/** A row's settings as the API answers them (nothing of the queue). */
function settingsOf(row: typeof reminderSettings.$inferSelect | undefined): ReminderSettings {
  return {
    enabled: row?.enabled ?? false,
    channel: (row?.channel as ReminderChannel | undefined) ?? 'push',
    time: row?.time ?? DEFAULT_REMINDER_TIME,
    timeZone: row?.timeZone ?? null,
    quietFrom: row?.quietFrom ?? DEFAULT_QUIET_FROM,
    quietTo: row?.quietTo ?? DEFAULT_QUIET_TO,
    offerDismissed: row?.offerDismissed ?? false,
  };
}

/** Finds a device again without reading every sealed endpoint: the endpoint's hash, not the endpoint. */
export const endpointHash = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url');

export class RemindersService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    /** Push services allowed besides the browsers' own (env PUSH_SERVICE_ORIGINS). */
    private readonly extraPushOrigins: readonly string[] = [],
  ) {}

  async get(userId: string): Promise<ReminderSettings> {
    const [row] = await this.db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
    return settingsOf(row);
  }

  /**
   * Saves the person's choice and puts the next reminder in the queue (or takes it out): any claim
   * in progress is dropped, so a server sending the old one cannot move the new schedule.
   */
  async save(userId: string, input: ReminderSettingsInput): Promise<ReminderSettings> {
    const settings = ReminderSettingsInputSchema.parse(input);
    const nextDueAt = settings.enabled ? nextReminderAt(settings.time, settings.timeZone, this.now()) : null;
    const values = { ...settings, nextDueAt, claimedUntil: null, claimId: null, attempts: 0 };
    const [row] = await this.db
      .insert(reminderSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: reminderSettings.userId, set: values })
      .returning();
    return settingsOf(row);
  }

  /** « Veux-tu un petit rappel chaque jour ? » is not offered again. */
  async dismissOffer(userId: string): Promise<void> {
    await this.db
      .insert(reminderSettings)
      .values({ userId, offerDismissed: true })
      .onConflictDoUpdate({ target: reminderSettings.userId, set: { offerDismissed: true } });
  }

  /** One tap, or the mail's link: reminders off, whatever the channel. */
  async stop(userId: string): Promise<void> {
    await this.db
      .update(reminderSettings)
      .set({ enabled: false, nextDueAt: null, claimedUntil: null, claimId: null })
      .where(eq(reminderSettings.userId, userId));
  }

  /**
   * This device's subscription, tied to this session. The same endpoint again (the browser
   * renewing it, or another person signing in on the same phone) moves to this person and session.
   */
  async subscribe(userId: string, sessionToken: string, input: PushSubscriptionInput): Promise<void> {
    if (!isKnownPushService(input.endpoint, this.extraPushOrigins))
      throw invalid('reminders/unknown-push-service', UNKNOWN_PUSH_SERVICE_MESSAGE, { endpoint: UNKNOWN_PUSH_SERVICE_MESSAGE });
    const [session] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.token, sessionToken), eq(sessions.userId, userId)));
    const sessionId = session?.id ?? null;
    const values = { userId, sessionId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
    await this.db
      .insert(pushSubscriptions)
      .values({ ...values, endpointHash: endpointHash(input.endpoint) })
      .onConflictDoUpdate({ target: pushSubscriptions.endpointHash, set: values });
  }

  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpointHash, endpointHash(endpoint))));
  }

  /** The sessions whose device gets notifications, for « Mes sessions actives ». */
  async notifiedSessions(userId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ sessionId: pushSubscriptions.sessionId })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), isNotNull(pushSubscriptions.sessionId)));
    return new Set(rows.map((row) => row.sessionId).filter((id) => id !== null));
  }
}
