import { describe, expect, it } from 'vitest';
import {
  isInQuietHours,
  isKnownPushService,
  isSilenceCheckIn,
  localTimeIn,
  nextReminderAt,
  reminderText,
  ReminderSettingsInputSchema,
} from './reminders';
import { REMINDER_TEXTS } from './reminder-push';

describe('nextReminderAt', () => {
  it('keeps 20:00 in Paris at 20:00 in Paris across the change of hour (25 October 2026)', () => {
    // Saturday 24 October 2026, 20:00 in Paris is 18:00 UTC (summer time); Sunday 25th it is 19:00 UTC.
    const first = nextReminderAt('20:00', 'Europe/Paris', new Date('2026-10-24T12:00:00Z'));
    expect(first.toISOString()).toBe('2026-10-24T18:00:00.000Z');
    const second = nextReminderAt('20:00', 'Europe/Paris', first);
    expect(second.toISOString()).toBe('2026-10-25T19:00:00.000Z');
    expect(localTimeIn('Europe/Paris', second)).toBe('20:00');
  });

  it('gives today when the time is still ahead, tomorrow when it has passed', () => {
    expect(nextReminderAt('08:30', 'America/Montreal', new Date('2026-11-27T12:00:00Z')).toISOString()).toBe('2026-11-27T13:30:00.000Z');
    expect(nextReminderAt('08:30', 'America/Montreal', new Date('2026-11-27T13:30:00Z')).toISOString()).toBe('2026-11-28T13:30:00.000Z');
  });
});

describe('quiet hours', () => {
  it('spans midnight: from 22 h included to 8 h excluded', () => {
    expect(['22:00', '23:30', '00:00', '07:30'].map((time) => isInQuietHours(time, 22, 8))).toEqual([true, true, true, true]);
    expect(['08:00', '12:00', '21:30'].map((time) => isInQuietHours(time, 22, 8))).toEqual([false, false, false]);
    expect(isInQuietHours('13:00', 12, 14)).toBe(true);
  });

  it('refuses a chosen time inside them with a French message', () => {
    const result = ReminderSettingsInputSchema.safeParse({ enabled: true, channel: 'email', time: '23:00', timeZone: 'Europe/Paris' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/heures calmes \(de 22 h à 8 h\)/);
    expect(ReminderSettingsInputSchema.parse({ enabled: true, channel: 'email', time: '21:30', timeZone: 'Europe/Paris' })).toMatchObject({
      quietFrom: 22,
      quietTo: 8,
    });
  });

  it('accepts only the hour or the half hour', () => {
    expect(ReminderSettingsInputSchema.safeParse({ enabled: true, channel: 'push', time: '20:15', timeZone: 'Europe/Paris' }).success).toBe(
      false,
    );
  });
});

describe('the words', () => {
  it('never say anything personal, and one variant a day', () => {
    expect(reminderText('2026-11-27')).toBe(reminderText('2026-11-27'));
    expect(new Set(['2026-11-27', '2026-11-28', '2026-11-29'].map(reminderText)).size).toBe(REMINDER_TEXTS.length);
  });
});

describe('isSilenceCheckIn', () => {
  const now = new Date('2026-11-27T19:00:00Z');
  const low = { id: 'a', mood: 2, localDate: '2026-11-24' };
  it('after 3 quiet days following a low mood, once per entry', () => {
    expect(isSilenceCheckIn(low, null, 'Europe/Paris', now)).toBe(true);
    expect(isSilenceCheckIn(low, 'a', 'Europe/Paris', now)).toBe(false);
  });
  it('not after 2 days, not after a mood of 4, not without an entry', () => {
    expect(isSilenceCheckIn({ ...low, localDate: '2026-11-25' }, null, 'Europe/Paris', now)).toBe(false);
    expect(isSilenceCheckIn({ ...low, mood: 4 }, null, 'Europe/Paris', now)).toBe(false);
    expect(isSilenceCheckIn(null, null, 'Europe/Paris', now)).toBe(false);
  });
});

describe('isKnownPushService', () => {
  it('accepts the browsers’ push services, over https only', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    ])
      expect(isKnownPushService(endpoint), endpoint).toBe(true);
  });

  it('refuses any other address: the server’s own network, plain http, another port, a look-alike host', () => {
    for (const endpoint of [
      'http://127.0.0.1:5432/',
      'http://169.254.169.254/latest/meta-data/',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://evilfcm.googleapis.com.example/',
      'https://localhost/',
      'pas une adresse',
    ])
      expect(isKnownPushService(endpoint), endpoint).toBe(false);
  });

  it('accepts an origin it is told of (the tests’ local push service), and only that origin', () => {
    expect(isKnownPushService('http://127.0.0.1:4567/push/a', ['http://127.0.0.1:4567'])).toBe(true);
    expect(isKnownPushService('http://127.0.0.1:4568/push/a', ['http://127.0.0.1:4567'])).toBe(false);
  });
});
