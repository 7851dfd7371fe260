import { eq } from 'drizzle-orm';
import { DEFAULT_SAFETY_PLAN, type SafetyPlan, type SafetyPlanResponse } from '#shared/safety-plan';
import type { Database } from '#server/db/client';
import { safetyPlans } from '#server/db/schema';

type SafetyPlanRow = typeof safetyPlans.$inferSelect;

const toResponse = ({ userId: _userId, updatedAt, ...plan }: SafetyPlanRow): SafetyPlanResponse => ({
  plan,
  saved: true,
  updatedAt: updatedAt.toISOString(),
});

/** « Mon plan de sécurité »: one row per person, every query scoped to their id. */
export class SafetyPlanService {
  constructor(private readonly db: Database) {}

  /**
   * The saved plan, or the default one (step 5 prefilled with the helplines) for someone who never
   * saved. Nothing is written on read: a plan exists only once the person chose to save it.
   */
  async get(userId: string): Promise<SafetyPlanResponse> {
    const [row] = await this.db.select().from(safetyPlans).where(eq(safetyPlans.userId, userId));
    return row ? toResponse(row) : { plan: { ...DEFAULT_SAFETY_PLAN }, saved: false, updatedAt: null };
  }

  /** Replaces the whole plan: one upsert, so two tabs saving at once cannot create two rows. */
  async save(userId: string, plan: SafetyPlan): Promise<SafetyPlanResponse> {
    const updatedAt = new Date();
    const [row] = await this.db
      .insert(safetyPlans)
      .values({ userId, ...plan, updatedAt })
      .onConflictDoUpdate({ target: safetyPlans.userId, set: { ...plan, updatedAt } })
      .returning();
    if (!row) throw new Error('safety plan upsert returned no row');
    return toResponse(row);
  }
}
