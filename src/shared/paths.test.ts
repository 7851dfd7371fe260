import { describe, expect, it } from 'vitest';
import { opensWhenLocked, SAFETY_PLAN_HARD_MOMENT_PATH, SAFETY_PLAN_PATH } from './paths';

describe('opensWhenLocked (issue 41: the lock never closes the way to help)', () => {
  it.each([
    ['/aide', true],
    ['/aide/', true],
    [SAFETY_PLAN_HARD_MOMENT_PATH, true],
    [SAFETY_PLAN_PATH, false],
    ['/journal', false],
    ['/chat', false],
    ['/', false],
    ['/aidez-moi', false],
  ])('%s → %s', (path, open) => {
    expect(opensWhenLocked(path)).toBe(open);
  });
});
