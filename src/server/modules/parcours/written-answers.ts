import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { parseJournalContent } from '#shared/journal';
import type { ParcoursLink, ParcoursTool } from '#shared/parcours/schedule';
import type { Database } from '#server/db/client';
import { goals, journalEntries, matrixItems, noContactReasons, safetyPlans, unsentLetters } from '#server/db/schema';

type RowTool = Exclude<ParcoursTool, 'safety-plan'>;
type TextTable = PgTable & { id: PgColumn; userId: PgColumn; content: PgColumn };

const TABLES: Record<RowTool, TextTable> = {
  journal: journalEntries,
  matrix: matrixItems,
  letter: unsentLetters,
  reason: noContactReasons,
  goal: goals,
};

/**
 * What the person wrote for their done days, as it is now in each tool: the parcours keeps where
 * an answer went, never a copy of it, so a line corrected or deleted in the journal or the matrix
 * is corrected or gone here too. Missing from the map: deleted since. One query per tool used.
 */
export async function writtenAnswers(db: Database, userId: string, links: readonly ParcoursLink[]): Promise<Map<ParcoursLink, string>> {
  const texts = new Map<ParcoursLink, string>();
  const byTool = new Map<RowTool, ParcoursLink[]>();
  for (const link of links) {
    if (link.tool === 'safety-plan' || !link.itemId) continue;
    byTool.set(link.tool, [...(byTool.get(link.tool) ?? []), link]);
  }
  const reads = [...byTool].map(async ([tool, toolLinks]) => {
    const table = TABLES[tool];
    const rows = (await db
      .select({ id: table.id, content: table.content })
      .from(table)
      .where(
        and(
          eq(table.userId, userId),
          inArray(
            table.id,
            toolLinks.map((link) => link.itemId!),
          ),
        ),
      )) as { id: string; content: string }[];
    const contentOf = new Map(rows.map((row) => [row.id, tool === 'journal' ? parseJournalContent(row.content).text : row.content]));
    for (const link of toolLinks) {
      const content = contentOf.get(link.itemId!);
      if (content !== undefined) texts.set(link, content);
    }
  });
  const planLinks = links.filter((link) => link.tool === 'safety-plan' && link.step && link.line);
  if (planLinks.length > 0) {
    reads.push(
      (async () => {
        const [plan] = await db.select().from(safetyPlans).where(eq(safetyPlans.userId, userId));
        for (const link of planLinks) {
          // The line is the person's as long as it is still in that step of their plan.
          if (plan && plan[link.step!].split('\n').some((line) => line.trim() === link.line!.trim())) texts.set(link, link.line!);
        }
      })(),
    );
  }
  await Promise.all(reads);
  return texts;
}
