import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_LENGTH, FeedbackContentSchema, FeedbackInputSchema, feedbackPopupDelay } from './feedback';

describe('feedbackPopupDelay (SPEC §4, §9)', () => {
  it('is 300,000 ms the first time, 1,000,000 ms the second, then never', () => {
    expect(feedbackPopupDelay(0)).toBe(300_000);
    expect(feedbackPopupDelay(1)).toBe(1_000_000);
    expect(feedbackPopupDelay(2)).toBeNull();
    expect(feedbackPopupDelay(7)).toBeNull();
  });
});

describe('FeedbackInputSchema', () => {
  it('needs non-blank text; the source can only be the popup', () => {
    expect(FeedbackInputSchema.parse({ content: ' Super ' })).toEqual({ content: 'Super' });
    expect(FeedbackInputSchema.parse({ content: 'x', source: 'popup' })).toEqual({ content: 'x', source: 'popup' });
    expect(FeedbackInputSchema.safeParse({ content: '   ' }).success).toBe(false);
    expect(FeedbackInputSchema.safeParse({ content: 'x', source: 'email' }).success).toBe(false);
    expect(FeedbackInputSchema.safeParse({ content: 'x'.repeat(5001) }).success).toBe(false);
  });
});

describe('FeedbackContentSchema (what the forms check before sending)', () => {
  const check = (content: string) => {
    const result = FeedbackContentSchema.safeParse({ content });
    return result.success ? { ok: true, content: result.data.content } : { ok: false, message: result.error.issues[0]?.message };
  };
  it('takes the trimmed text, and refuses a blank or too long one in French', () => {
    expect(check('  Merci  ')).toEqual({ ok: true, content: 'Merci' });
    expect(check('   ')).toEqual({ ok: false, message: 'Ton avis est vide.' });
    expect(check('a'.repeat(FEEDBACK_MAX_LENGTH + 1))).toMatchObject({ ok: false, message: expect.stringMatching(/au plus/) });
  });
});
