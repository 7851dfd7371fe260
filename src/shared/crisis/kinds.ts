/**
 * The words the detector's engine and its lists share: the four kinds of crisis, and the shape of
 * a meaning rule. Apart from both, so that the lists (lists/) depend on a shape, never on the
 * engine that runs them, and the engine's files do not import one another for a type.
 */

export type CrisisCategory = 'suicide' | 'self_harm' | 'danger' | 'violence';

export interface MeaningRule {
  id: string;
  category: CrisisCategory;
  scope: 'clause' | 'sentence' | 'message';
  /** Concepts that must all be found in the same unit (or `atLeast` of them). The first is the one reported. */
  all: string[];
  /** Count signals instead of requiring all: a goodbye is two separate signals among many (non-overlapping matches). */
  atLeast?: number;
  /** Vetoes: if one is found in the unit, the rule stays quiet. */
  none?: string[];
  /**
   * Who does the first concept: 'self' needs « je »; 'other' refuses « je » and « ça » (names are
   * fine); 'partner' is 'other' minus friends and family (« ma sœur m'attend devant chez moi »).
   */
  subject?: 'self' | 'other' | 'partner';
}
