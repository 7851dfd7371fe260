/**
 * « Now » for one person, where a rule depends on the person's days (« Mon parcours » opens a day
 * the morning after the one before, the bilan comes every seven days). In the app it is the system
 * clock. The browser tests run the server with TEST_CLOCK=1, which lets a signed-in test person move
 * their own « now » (PUT /api/test/clock, http/test-clock.ts): the same test can then see day 2 closed tonight and
 * open tomorrow morning, beside other tests whose time does not move. Never on outside tests.
 */
export interface PersonClock {
  now(userId: string): Date;
}

export const systemClock: PersonClock = { now: () => new Date() };

export class OffsetClock implements PersonClock {
  private readonly offsets = new Map<string, number>();

  now(userId: string): Date {
    return new Date(Date.now() + (this.offsets.get(userId) ?? 0));
  }

  set(userId: string, offsetMs: number): void {
    if (offsetMs === 0) this.offsets.delete(userId);
    else this.offsets.set(userId, offsetMs);
  }
}
