/**
 * The published findings « Mon parcours » rests on (issue 29), shown on « D'où viennent ces
 * exercices ». Each day names the ones it uses (content.ts). Filled in days/ by the content work.
 */
export interface Source {
  /** « Lepore & Greenberg (2002) » */
  short: string;
  /** The full reference: authors, year, title, journal, volume, pages. */
  reference: string;
  /** What it found, in one or two plain French sentences, and how the parcours uses it. */
  finding: string;
}

export const SOURCES = {
  // The content work adds the entries; keys are short ids like 'lepore-greenberg-2002'.
} satisfies Record<string, Source>;

export type SourceKey = keyof typeof SOURCES;
