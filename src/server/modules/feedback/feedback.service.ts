import type { Database } from '#server/db/client';
import { feedback } from '#server/db/schema';

export class FeedbackService {
  constructor(private readonly db: Database) {}

  /** SPEC.md §3 feedback: userId, content, createdAt, and source 'popup' from the popup. */
  async create(userId: string, input: { content: string; source?: 'popup' }): Promise<void> {
    await this.db.insert(feedback).values({ userId, content: input.content, source: input.source ?? null });
  }
}
