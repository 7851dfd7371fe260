import { freeText } from './fields';
import { z } from './zod';

export const MATRIX_ITEM_MAX_LENGTH = 300;
export const SECTION_TITLE_MAX_LENGTH = 80;
export const SECTION_DESCRIPTION_MAX_LENGTH = 300;
export const MATRIX_ITEM_MAX_WORDS = 10;

/** SPEC.md §2: the four fixed sections, in order, with their French titles. */
export const FIXED_MATRIX_TYPES = ['strengths', 'improvements', 'likes', 'dislikes'] as const;
export type FixedMatrixType = (typeof FIXED_MATRIX_TYPES)[number];

export const FIXED_SECTIONS: Record<FixedMatrixType, { title: string; description: string }> = {
  strengths: { title: 'Mes forces', description: 'Les qualités sur lesquelles je peux compter.' },
  improvements: { title: 'Ce que je veux faire évoluer', description: 'Ce que je souhaite travailler, avec douceur.' },
  likes: { title: "Ce que j'aime", description: 'Ce qui me fait du bien et ce que je recherche.' },
  dislikes: { title: "Ce que je n'accepte plus", description: 'Ce que je ne veux plus vivre ni tolérer.' },
};

/** SPEC.md §8: when Janne cannot be asked or her answer is not valid JSON. */
export const MATRIX_DEFAULTS: Record<FixedMatrixType, string> = {
  strengths: "Je sais demander de l'aide",
  improvements: 'Prendre plus de temps pour moi',
  likes: 'Une communication ouverte et honnête',
  dislikes: 'Le manque de respect de mes limites',
};

/** SPEC.md §3: a list type is a fixed type or custom_{sectionId}. */
export const customType = (sectionId: string) => `custom_${sectionId}`;

export interface MatrixItem {
  id: string;
  content: string;
}

export interface MatrixSectionView {
  /** The list type: strengths…, or custom_{id}. */
  type: string;
  title: string;
  description: string;
  /** Set for the person's own sections. */
  sectionId: string | null;
  /** Newest first. */
  items: MatrixItem[];
}

/** GET /api/matrix, and POST /api/matrix/suggestions (the whole matrix, Janne's items at the top). */
export interface Matrix {
  sections: MatrixSectionView[];
}

/** POST /api/matrix/items */
export interface MatrixItemResponse {
  item: MatrixItem;
}

/** POST /api/matrix/sections: the new section, empty, shown after the others. */
export interface MatrixSectionResponse {
  section: MatrixSectionView;
}

export const MatrixItemInputSchema = z
  .object({
    type: z.string().regex(/^(strengths|improvements|likes|dislikes|custom_[0-9a-f-]{36})$/, 'Section inconnue.'),
    content: freeText({
      required: "L'élément est vide.",
      max: MATRIX_ITEM_MAX_LENGTH,
      tooLong: `Un élément doit faire au plus ${MATRIX_ITEM_MAX_LENGTH} caractères.`,
    }),
  })
  .strict();

export const SectionInputSchema = z
  .object({
    title: freeText({
      required: 'Le titre est obligatoire.',
      max: SECTION_TITLE_MAX_LENGTH,
      tooLong: `Le titre doit faire au plus ${SECTION_TITLE_MAX_LENGTH} caractères.`,
    }),
    description: freeText({
      required: 'La description est obligatoire.',
      max: SECTION_DESCRIPTION_MAX_LENGTH,
      tooLong: `La description doit faire au plus ${SECTION_DESCRIPTION_MAX_LENGTH} caractères.`,
    }),
  })
  .strict();

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** One suggested item: short text, at most 10 words (SPEC.md §7 (4)). */
const SuggestedItemSchema = z
  .string()
  .trim()
  .min(1)
  .max(MATRIX_ITEM_MAX_LENGTH)
  .refine((text) => wordCount(text) <= MATRIX_ITEM_MAX_WORDS);

/**
 * Janne's matrix suggestions: lists for the four fixed types and for some custom types (keyed by
 * section id). Keys that are not ours and items that break the rules are dropped, not trusted.
 */
export function parseMatrixSuggestions(raw: string, customSectionIds: string[]): Record<string, string[]> | null {
  let value: unknown;
  try {
    // Models sometimes wrap JSON in a code fence.
    value = JSON.parse(raw.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return null;
  }
  const shape = z.object(Object.fromEntries(FIXED_MATRIX_TYPES.map((type) => [type, z.array(z.unknown())])));
  const parsed = shape.safeParse(value);
  if (!parsed.success) return null;
  const record = value as Record<string, unknown>;
  const result: Record<string, string[]> = {};
  for (const key of [...FIXED_MATRIX_TYPES, ...customSectionIds]) {
    const list = record[key];
    if (!Array.isArray(list)) continue;
    const items = list.flatMap((item) => {
      const checked = SuggestedItemSchema.safeParse(item);
      return checked.success ? [checked.data] : [];
    });
    if (items.length > 0) result[FIXED_MATRIX_TYPES.includes(key as FixedMatrixType) ? key : customType(key)] = items.slice(0, 3);
  }
  return result;
}
