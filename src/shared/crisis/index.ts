/**
 * The crisis detector's one public entry: what the rest of the app (shared rules, server, client)
 * may use. Everything else in this folder is the detector's own — the engine (detector, assess,
 * meaning, model, normalize, regex) and its word lists and rules (lists/) — and may change without
 * notice; lint forbids importing it from outside. Its tooling (scripts/crisis-train.ts,
 * scripts/crisis-eval.ts) and its tests (here and in tests/crisis-eval/) are the exception: they
 * train and measure the internals.
 */
export { CRISIS_CATEGORIES, type CrisisCategory, detectByRules } from './detector';
export { assessRisk, detectCrisis, type RiskAction, type RiskAssessment, type RiskContext } from './assess';
export { type QuestionAnswer, readQuestionAnswer, readSafetyAnswer, type SafetyAnswer, statesSafety } from './answers';
export {
  CALM_THREAD,
  type CrisisMark,
  type CrisisThread,
  type CrisisTurn,
  decideCrisisTurn,
  decideJournalCare,
  type JournalCare,
  type Reading,
  readMessage,
  threadOf,
  type ThreadRow,
} from './policy';
