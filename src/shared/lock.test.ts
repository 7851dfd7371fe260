import { describe, expect, it } from 'vitest';
import { LOCK_MESSAGES, LockSettingsSchema, UnlockSchema, afterMinutesLabel } from './lock';

describe('the lock code', () => {
  it('is four to six digits, nothing else', () => {
    for (const pin of ['1234', '12345', '123456', '0000']) expect(UnlockSchema.safeParse({ pin }).success).toBe(true);
    for (const pin of ['123', '1234567', '12a4', ' 1234', '12 34', '', '١٢٣٤']) {
      const result = UnlockSchema.safeParse({ pin });
      expect(result.success, pin).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(LOCK_MESSAGES.pinFormat);
    }
    expect(UnlockSchema.safeParse({ pin: 1234 }).error?.issues[0]?.message).toBe(LOCK_MESSAGES.pinFormat);
  });

  it('is typed twice the same, with a delay from the list', () => {
    expect(LockSettingsSchema.safeParse({ pin: '2468', confirmPin: '2468', afterMinutes: 5 }).success).toBe(true);
    const mismatch = LockSettingsSchema.safeParse({ pin: '2468', confirmPin: '2469', afterMinutes: 5 });
    expect(mismatch.error?.issues[0]).toMatchObject({ message: LOCK_MESSAGES.pinMismatch, path: ['confirmPin'] });
    expect(LockSettingsSchema.safeParse({ pin: '2468', confirmPin: '2468', afterMinutes: 7 }).success).toBe(false);
    expect(LockSettingsSchema.safeParse({ pin: '2468', confirmPin: '2468', afterMinutes: 5, extra: 1 }).success).toBe(false);
  });

  it('says how many tries are left, in French', () => {
    expect(LOCK_MESSAGES.wrongPin(3)).toContain('Encore 3 essais');
    expect(LOCK_MESSAGES.wrongPin(1)).toContain('Encore 1 essai,');
    expect(afterMinutesLabel(1)).toBe('Après 1 minute sans utiliser l’app');
    expect(afterMinutesLabel(15)).toBe('Après 15 minutes sans utiliser l’app');
  });
});
