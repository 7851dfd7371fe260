import { describe, expect, it } from 'vitest';
import { answersToTap, CHANGE_SUBJECT_ASK, lastQuestion, OPEN_ANSWERS, UNSURE_ASKS, YES_NO_ANSWERS } from './answers-to-tap';

describe('lastQuestion', () => {
  it('is the last sentence that ends with a question mark, or null', () => {
    expect(lastQuestion('Je t’écoute.\n\nTu as pu dormir ? Moi je suis là.')).toBe('Tu as pu dormir ?');
    expect(lastQuestion('Bonne nuit, prends soin de toi.')).toBeNull();
  });
});

describe('answersToTap (issue 40)', () => {
  it('offers nothing under a reply that asks nothing', () => {
    expect(answersToTap('Bonne nuit. Je suis là demain.')).toEqual([]);
  });

  it('offers yes, no and « je ne sais pas » under a yes/no question', () => {
    expect(answersToTap('Je vois.\n\nTu as pu en parler à quelqu’un ?')).toEqual([...YES_NO_ANSWERS]);
    expect(answersToTap('Est-ce que ça t’arrive souvent ?')).toEqual([...YES_NO_ANSWERS]);
  });

  it('offers the open answers under an open question or a choice between two things', () => {
    expect(answersToTap('Qu’est-ce qui pèse le plus sur toi ?')).toEqual([...OPEN_ANSWERS]);
    expect(answersToTap('Tu préfères marcher un peu, ou rester au chaud ?')).toEqual([...OPEN_ANSWERS]);
  });

  it('offers an authored question’s own answers: the readings when she is unsure, the subjects after « parler d’autre chose »', () => {
    for (const ask of [...UNSURE_ASKS, CHANGE_SUBJECT_ASK]) {
      const taps = answersToTap(`Je t’écoute.\n\n${ask.question}`);
      expect(taps).toEqual([...ask.answers]);
      expect(taps.length).toBeGreaterThanOrEqual(2);
      expect(taps.length).toBeLessThanOrEqual(4);
    }
    expect(answersToTap(CHANGE_SUBJECT_ASK.question)).not.toContain("Je préfère parler d'autre chose");
  });
});
