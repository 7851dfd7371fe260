import { describe, expect, it } from 'vitest';
import { isValidTimeZone, localDateIn } from './time-zone';

describe('time zones', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('America/Martinique')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('x'.repeat(100))).toBe(false);
  });

  it('gives the calendar day where the person lives', () => {
    const lateEvening = new Date('2026-11-21T23:30:00Z'); // 00:30 on the 22nd in Paris
    expect(localDateIn('Europe/Paris', lateEvening)).toBe('2026-11-22');
    expect(localDateIn('America/Martinique', lateEvening)).toBe('2026-11-21');
    expect(localDateIn('Pacific/Kiritimati', new Date('2026-12-31T11:00:00Z'))).toBe('2027-01-01');
  });
});
