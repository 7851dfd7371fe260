import { and, asc, desc, eq } from 'drizzle-orm';
import {
  customType,
  FIXED_MATRIX_TYPES,
  FIXED_SECTIONS,
  type Matrix,
  MATRIX_DEFAULTS,
  type MatrixItem,
  type MatrixSectionView,
  parseMatrixSuggestions,
} from '#shared/matrix';
import type { AiProvider } from '#server/ai/provider';
import type { Database } from '#server/db/client';
import { deleteOwned } from '#server/db/owned-rows';
import { matrixItems, matrixSections } from '#server/db/schema';
import { type Logger, safeError } from '#server/log';
import { notFound } from '../errors';
import type { AiLimits } from '../safety/ai-limits';
import type { SuggestionContext } from '../companion/companion-context';

type SectionRow = typeof matrixSections.$inferSelect;

export class MatrixService {
  constructor(
    private readonly db: Database,
    private readonly ai: AiProvider,
    private readonly limits: AiLimits,
    private readonly context: SuggestionContext,
    private readonly logger: Logger,
  ) {}

  /** The four fixed sections, then the person's own, each with its items newest first. */
  async get(userId: string): Promise<Matrix> {
    const [sections, items] = await Promise.all([
      this.sections(userId),
      this.db.select().from(matrixItems).where(eq(matrixItems.userId, userId)).orderBy(desc(matrixItems.seq)),
    ]);
    const itemsOf = (type: string): MatrixItem[] =>
      items.filter((item) => item.type === type).map((item) => ({ id: item.id, content: item.content }));
    return {
      sections: [
        ...FIXED_MATRIX_TYPES.map((type) => ({ type, ...FIXED_SECTIONS[type], sectionId: null, items: itemsOf(type) })),
        ...sections.map((section) => ({
          type: customType(section.id),
          title: section.title,
          description: section.description,
          sectionId: section.id,
          items: itemsOf(customType(section.id)),
        })),
      ],
    };
  }

  /** Adds an item at the top of a list; a custom list must be one of the person's own sections. */
  async addItem(userId: string, type: string, content: string): Promise<MatrixItem> {
    const sectionId = await this.sectionIdOf(userId, type);
    const [row] = await this.db.insert(matrixItems).values({ userId, type, sectionId, content }).returning();
    if (!row) throw new Error('matrix item insert returned nothing');
    return { id: row.id, content: row.content };
  }

  async deleteItem(userId: string, itemId: string): Promise<void> {
    if (!(await deleteOwned(this.db, matrixItems, userId, itemId))) throw notFound();
  }

  async addSection(userId: string, title: string, description: string): Promise<MatrixSectionView> {
    const [row] = await this.db.insert(matrixSections).values({ userId, title, description }).returning();
    if (!row) throw new Error('matrix section insert returned nothing');
    return { type: customType(row.id), title: row.title, description: row.description, sectionId: row.id, items: [] };
  }

  /** Renames one of the person's own sections (issue 16): its title and description; its items stay. */
  async updateSection(userId: string, sectionId: string, title: string, description: string): Promise<MatrixSectionView> {
    const [row] = await this.db
      .update(matrixSections)
      .set({ title, description })
      .where(and(eq(matrixSections.id, sectionId), eq(matrixSections.userId, userId)))
      .returning();
    if (!row) throw notFound();
    const items = await this.db
      .select()
      .from(matrixItems)
      .where(and(eq(matrixItems.userId, userId), eq(matrixItems.sectionId, row.id)))
      .orderBy(desc(matrixItems.seq));
    return {
      type: customType(row.id),
      title: row.title,
      description: row.description,
      sectionId: row.id,
      items: items.map((item) => ({ id: item.id, content: item.content })),
    };
  }

  /** Deletes one of the person's own sections with its items (the foreign key cascades them). */
  async deleteSection(userId: string, sectionId: string): Promise<void> {
    if (!(await deleteOwned(this.db, matrixSections, userId, sectionId))) throw notFound();
  }

  /**
   * SPEC.md §7 (4) and §8: Janne's items go to the top of their lists, all in one transaction. An
   * invalid answer or a failure gives the four default items, nothing else changed.
   */
  async suggest(userId: string, signal: AbortSignal): Promise<Matrix> {
    await this.limits.takeSuggestion(userId);
    const [sections, input, existing] = await Promise.all([
      this.sections(userId),
      this.context.suggestionInput(userId),
      this.db
        .select({ content: matrixItems.content })
        .from(matrixItems)
        .where(eq(matrixItems.userId, userId))
        .orderBy(desc(matrixItems.seq)),
    ]);
    const sectionIds = sections.map((section) => section.id);
    let suggestions: Record<string, string[]> | null = null;
    try {
      const raw = await this.ai.matrixSuggestions(
        {
          ...input,
          avoid: existing.map((item) => item.content),
          customSections: sections.map(({ id, title, description }) => ({ id, title, description })),
        },
        signal,
      );
      suggestions = parseMatrixSuggestions(raw, sectionIds);
      if (!suggestions) this.logger.warn('ai matrix answer was not valid');
    } catch (error) {
      this.logger.warn({ error: safeError(error) }, 'ai matrix failed');
    }
    const lists = suggestions ?? Object.fromEntries(FIXED_MATRIX_TYPES.map((type) => [type, [MATRIX_DEFAULTS[type]]]));
    const sectionOf = new Map(sectionIds.map((id) => [customType(id), id]));
    await this.db.transaction(async (tx) => {
      for (const [type, items] of Object.entries(lists)) {
        // Inserted last to first, so the list reads in Janne's order at the top.
        for (const content of [...items].reverse()) {
          await tx.insert(matrixItems).values({ userId, type, sectionId: sectionOf.get(type) ?? null, content });
        }
      }
    });
    return this.get(userId);
  }

  private sections(userId: string): Promise<SectionRow[]> {
    return this.db.select().from(matrixSections).where(eq(matrixSections.userId, userId)).orderBy(asc(matrixSections.seq));
  }

  /** Null for a fixed list; the section's id for a custom one, which must belong to the person (else 404). */
  private async sectionIdOf(userId: string, type: string): Promise<string | null> {
    if ((FIXED_MATRIX_TYPES as readonly string[]).includes(type)) return null;
    const id = type.slice('custom_'.length);
    const [section] = await this.db
      .select({ id: matrixSections.id })
      .from(matrixSections)
      .where(and(eq(matrixSections.id, id), eq(matrixSections.userId, userId)));
    if (!section) throw notFound();
    return section.id;
  }
}
