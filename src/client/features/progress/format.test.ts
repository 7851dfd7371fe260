import { describe, expect, it } from 'vitest';
import { noContactStartFor } from '#shared/progress';
import { describeStart } from './format';

describe('describeStart: what the counter says about its start', () => {
  it('a chosen last contact: « Dernier contact le 1er novembre 2026 », the picker on that day', () => {
    const start = noContactStartFor('2026-11-01', 'Europe/Paris').toISOString();
    const said = describeStart(start, 'Europe/Paris');
    expect(said).toMatchObject({ prefix: 'Dernier contact le', date: '1er novembre 2026' });
    expect(said?.lastContact?.getDate()).toBe(1);
  });

  it('on the eve of a change of hour, in New York as in Paris', () => {
    expect(describeStart(noContactStartFor('2026-03-28', 'Europe/Paris').toISOString(), 'Europe/Paris')?.date).toBe('28 mars 2026');
    expect(describeStart(noContactStartFor('2026-10-31', 'America/New_York').toISOString(), 'America/New_York')?.date).toBe(
      '31 octobre 2026',
    );
  });

  it('a record started at another hour only knows « depuis le … »', () => {
    expect(describeStart('2026-11-01T10:00:00+01:00', 'Europe/Paris')).toEqual({
      lastContact: null,
      prefix: 'Depuis le',
      date: '1er novembre 2026',
    });
  });

  it('nothing for a date it cannot read', () => {
    expect(describeStart('hier', 'Europe/Paris')).toBeNull();
  });
});
