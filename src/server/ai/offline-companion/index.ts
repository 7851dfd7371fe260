/**
 * The offline companion's one public entry: Janne without an AI provider (compose.ts for how a
 * reply is made), and the reading of what the person wrote that the memory and the chat services
 * share with it. Everything else in this folder — how a message is read (understanding.ts,
 * people.ts, feelings.ts, turn.ts), the moves (moves.ts), the words (themes.ts, lines-*.ts,
 * suggestions.ts) — is its own and may change without notice; lint forbids importing it from
 * outside the folder.
 */
export { OfflineCompanion } from './companion';
export { composeChatReply } from './compose';
export { extractFacts } from './memory-extractor';
export { renderReply } from './render';
export { detectTheme } from './theme-of';
export { FALLBACK_REPLIES, THEMES, type Theme, type ThemeId } from './themes';
export { normalizeForMatching, wantsToContactEx } from './understanding';
