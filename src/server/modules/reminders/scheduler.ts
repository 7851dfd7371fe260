import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { localDateIn } from '#shared/local-day';
import { isInQuietHours, isSilenceCheckIn, localTimeIn, nextReminderAt, reminderText, SILENCE_CHECK_IN_TEXT } from '#shared/reminders';
import type { Database } from '#server/db/client';
import { safeError } from '#server/log';
import { reminderSettings } from '#server/db/schema';
import type { JournalService } from '../journal/journal.service';
import type { ReminderSender } from './sender';

/** How often each server looks for due reminders. */
export const REMINDER_TICK_MS = 30_000;
/** How long a claim holds: a server that stopped mid-send leaves a claim that another takes after this. */
export const CLAIM_MS = 2 * 60_000;
/** Reminders claimed at once by one server. */
const BATCH = 20;
/** Tries before giving up on today's reminder (the next day's is kept). */
export const MAX_ATTEMPTS = 5;
/** After the n-th failure, wait 1, 2, 4, 8… minutes. */
export const backoffMs = (attempts: number) => 60_000 * 2 ** (attempts - 1);

export interface SchedulerClock {
  now(): Date;
}

export interface SchedulerLogger {
  info(context: unknown, message?: string): void;
  warn(context: unknown, message?: string): void;
}

/**
 * Sends each due reminder once, even with several servers on one database: due rows are claimed
 * in a transaction with `for update skip locked` (a row another server is claiming is skipped,
 * not waited for), marked with a claim id and an expiry, sent, then moved to the next day under
 * the same claim id. On PGlite the same code runs in the one process.
 *
 * Claim → send → mark: a server stopped mid-way leaves the claim to expire and the reminder to be
 * sent by the next tick (at least once; the window is one send). A failure is retried with
 * back-off; a time inside the quiet hours, or a day that already had its message, sends nothing.
 */
export class ReminderScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Database,
    /** The person's last entry, for the silence check-in: read through the journal, which owns it. */
    private readonly journal: Pick<JournalService, 'list'>,
    private readonly sender: ReminderSender,
    private readonly clock: SchedulerClock,
    private readonly logger: SchedulerLogger,
  ) {}

  /** Every REMINDER_TICK_MS until stop(); unref'd, so a pending tick never keeps a process alive. */
  start(intervalMs = REMINDER_TICK_MS): void {
    const schedule = () => {
      this.timer = setTimeout(() => {
        this.running = this.runOnce()
          .catch((error: unknown) => this.logger.warn({ error: safeError(error) }, 'reminder tick failed'))
          .finally(() => {
            if (!this.stopped) schedule();
          });
      }, intervalMs).unref();
    };
    schedule();
  }

  /** Stops the loop and waits for the reminders being sent now: nothing is left half-sent. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass: claims what is due now and sends it. How many reminders were handled. */
  async runOnce(): Promise<number> {
    const now = this.clock.now();
    const claimId = randomUUID();
    const claimed = await this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ userId: reminderSettings.userId })
        .from(reminderSettings)
        .where(
          and(
            eq(reminderSettings.enabled, true),
            lte(reminderSettings.nextDueAt, now),
            or(isNull(reminderSettings.claimedUntil), lt(reminderSettings.claimedUntil, now)),
          ),
        )
        .orderBy(reminderSettings.nextDueAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const ids = rows.map((row) => row.userId);
      if (ids.length > 0)
        await tx
          .update(reminderSettings)
          .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), claimId })
          .where(inArray(reminderSettings.userId, ids));
      return ids;
    });
    for (const userId of claimed) {
      try {
        await this.handle(userId, claimId, now);
      } catch (error) {
        this.logger.warn({ error: safeError(error) }, 'reminder not handled');
      }
    }
    return claimed.length;
  }

  private async handle(userId: string, claimId: string, now: Date): Promise<void> {
    const mine = and(eq(reminderSettings.userId, userId), eq(reminderSettings.claimId, claimId));
    const [row] = await this.db.select().from(reminderSettings).where(mine);
    if (!row) return; // the settings changed since the claim: the new schedule stands
    if (!row.enabled || !row.timeZone) {
      await this.db.update(reminderSettings).set({ nextDueAt: null, claimedUntil: null, claimId: null }).where(mine);
      return;
    }
    const today = localDateIn(row.timeZone, now);
    const next = nextReminderAt(row.time, row.timeZone, now);
    const release = { claimedUntil: null, claimId: null };
    // Never inside the quiet hours (a late retry, a server down for hours), never twice a day.
    if (isInQuietHours(localTimeIn(row.timeZone, now), row.quietFrom, row.quietTo) || row.lastSentOn === today) {
      await this.db
        .update(reminderSettings)
        .set({ ...release, nextDueAt: next, attempts: 0 })
        .where(mine);
      return;
    }
    const last = await this.lastEntry(userId);
    const isCheckIn = isSilenceCheckIn(last, row.checkInEntryId, row.timeZone, now);
    const text = isCheckIn ? SILENCE_CHECK_IN_TEXT : reminderText(today);
    try {
      const result = await this.sender.send(userId, row.channel, text);
      // Whatever happens to the claim, the day had its message.
      if (result === 'sent')
        await this.db
          .update(reminderSettings)
          .set({ lastSentOn: today, ...(isCheckIn && last ? { checkInEntryId: last.id } : {}) })
          .where(eq(reminderSettings.userId, userId));
      await this.db
        .update(reminderSettings)
        .set({ ...release, nextDueAt: next, attempts: 0 })
        .where(mine);
      this.logger.info({ result, channel: row.channel }, 'reminder');
    } catch (error) {
      const attempts = row.attempts + 1;
      const retryAt = attempts >= MAX_ATTEMPTS ? next : new Date(now.getTime() + backoffMs(attempts));
      await this.db
        .update(reminderSettings)
        .set({ ...release, nextDueAt: retryAt, attempts: attempts >= MAX_ATTEMPTS ? 0 : attempts })
        .where(mine);
      this.logger.warn({ error: safeError(error), attempts, channel: row.channel }, 'reminder not sent, will retry');
    }
  }

  /** The person's last journal entry: its id, mood and day. The text is never used. */
  private async lastEntry(userId: string) {
    const [entry] = (await this.journal.list(userId, { limit: 1 })).entries;
    return entry ? { id: entry.id, mood: entry.mood, localDate: entry.localDate } : null;
  }
}
