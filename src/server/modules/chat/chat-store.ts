/**
 * The chat's messages table, for the chat service: what the API shows of a row, the rows a reply
 * reads (newest first, in batches), the page the conversation screen asks for, the claim that
 * makes the first message be written once, and the insert. Queries only: what a turn does with
 * them is in chat.service.ts, reply-stream.ts and crisis-turns.ts.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { ChatMessage, ChatRole, MessageKind } from '#shared/chat';
import type { CrisisCategory } from '#shared/crisis';
import type { PageQuery } from '#shared/fields';
import type { Database } from '#server/db/client';
import { newestPage } from '#server/db/owned-rows';
import { messages, onceClaims } from '#server/db/schema';

/** Rows read per query while filling the prompt budget. */
export const HISTORY_BATCH = 200;
/** A first-message claim older than this, with still no message, was abandoned (a crash): retake it. */
export const OPENING_CLAIM_STALE_MS = 60_000;

export type MessageRow = typeof messages.$inferSelect;
/** What the prompt and the crisis state read of each earlier message. */
export type HistoryRow = Pick<MessageRow, 'seq' | 'role' | 'content' | 'kind' | 'createdAt' | 'crisisCategories'>;
const HISTORY_COLUMNS = {
  seq: messages.seq,
  role: messages.role,
  content: messages.content,
  kind: messages.kind,
  createdAt: messages.createdAt,
  crisisCategories: messages.crisisCategories,
};

/** What the API shows of a row: not `seq`, the table's one counter for everyone, which would tell how much others write. */
export function toMessage(row: MessageRow): ChatMessage {
  const message: ChatMessage = {
    id: row.id,
    role: row.role as ChatRole,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.kind === 'crisis') message.crisis = (row.crisisCategories ?? []) as CrisisCategory[];
  if (row.kind === 'interrupted') message.interrupted = true;
  if (row.kind === 'urge') message.urge = true;
  if (row.kind === 'question') message.riskQuestion = true;
  if (row.kind === 'crisis-step') message.crisisStep = (row.crisisCategories ?? []) as CrisisCategory[];
  if (row.kind === 'safety-check') message.safetyCheck = true;
  if (row.kind === 'safe') message.safe = true;
  return message;
}

export class ChatStore {
  /** Read before every reply: built once (drizzle rebuilt its SQL on every call; PostgreSQL keeps it prepared by name). */
  private readonly earlierQuery;

  constructor(private readonly db: Database) {
    this.earlierQuery = db
      .select(HISTORY_COLUMNS)
      .from(messages)
      .where(eq(messages.userId, sql.placeholder('userId')))
      .orderBy(desc(messages.seq))
      .limit(HISTORY_BATCH)
      .prepare('chat_earlier_rows');
  }

  /** The newest page (or the one before the cursor), newest first, with the rows it read. */
  page(userId: string, query: PageQuery) {
    return newestPage(this.db, messages, userId, query);
  }

  /** The person's newest message: only it may be retried. */
  async newest(userId: string): Promise<{ id: string; seq: number; kind: string | null } | undefined> {
    const [newest] = await this.db
      .select({ id: messages.id, seq: messages.seq, kind: messages.kind })
      .from(messages)
      .where(eq(messages.userId, userId))
      .orderBy(desc(messages.seq))
      .limit(1);
    return newest;
  }

  /** The newest messages, newest first, before the one being sent: the crisis state and, most often, the whole prompt history. */
  earlierRows(userId: string): Promise<HistoryRow[]> {
    return this.earlierQuery.execute({ userId });
  }

  /** The newest messages up to `throughSeq` included, newest first (« Réessayer »). */
  recentRows(userId: string, throughSeq: number): Promise<MessageRow[]> {
    return this.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, userId), lt(messages.seq, throughSeq + 1)))
      .orderBy(desc(messages.seq))
      .limit(HISTORY_BATCH);
  }

  /** The batch of turns just older than `beforeSeq`, newest first: a long conversation read on. */
  olderTurns(userId: string, beforeSeq: number): Promise<Pick<HistoryRow, 'seq' | 'role' | 'content'>[]> {
    return this.db
      .select({ seq: messages.seq, role: messages.role, content: messages.content })
      .from(messages)
      .where(and(eq(messages.userId, userId), lt(messages.seq, beforeSeq)))
      .orderBy(desc(messages.seq))
      .limit(HISTORY_BATCH);
  }

  async claimOpening(userId: string): Promise<boolean> {
    // A claim left by a server that died before writing is retaken once it is stale.
    await this.db
      .delete(onceClaims)
      .where(
        and(
          eq(onceClaims.userId, userId),
          eq(onceClaims.key, 'chat-opening'),
          lt(onceClaims.claimedAt, sql`now() - make_interval(secs => ${OPENING_CLAIM_STALE_MS / 1000})`),
          sql`not exists (select 1 from ${messages} where ${messages.userId} = ${userId})`,
        ),
      );
    const claimed = await this.db
      .insert(onceClaims)
      .values({ userId, key: 'chat-opening' })
      .onConflictDoNothing()
      .returning({ userId: onceClaims.userId });
    return claimed.length > 0;
  }

  async insert(...args: Parameters<ChatStore['insertRow']>): Promise<ChatMessage> {
    return toMessage(await this.insertRow(...args));
  }

  /** The stored row, `seq` included: the server orders by it, the API never shows it. */
  async insertRow(
    userId: string,
    storyId: string | null,
    role: ChatRole,
    content: string,
    marks: { kind: MessageKind | null; crisisCategories?: CrisisCategory[] } = { kind: null },
  ): Promise<MessageRow> {
    const [row] = await this.db
      .insert(messages)
      .values({ userId, storyId, role, content, kind: marks.kind, crisisCategories: marks.crisisCategories ?? null })
      .returning();
    if (!row) throw new Error('message insert returned nothing');
    return row;
  }
}
