/**
 * The themes of a conversation, for the offline companion: the theme of one message (the THEMES
 * table of themes.ts), how strongly it holds, the theme a short answer goes on with, and a theme's
 * replies by slot (what she feels with the person, the idea she offers, her question).
 */
import { FALLBACK_REPLIES, THEMES, type Theme, type ThemeId } from './themes';
import { normalizeForMatching } from './understanding';
import { withoutNegatedFeelings } from './feelings';
import type { ChatTurn } from '../provider';

const THEMES_BY_ID = new Map<ThemeId, Theme>(THEMES.map((theme) => [theme.id, theme]));

/**
 * The theme of one message, or null. Most matching patterns wins; on a tie, the theme listed first
 * in THEMES. A question about who Janne is always wins: it deserves a straight answer first.
 */
export function detectTheme(text: string): ThemeId | null {
  // « Il m'a largué par snap », « il m'a bloqué »: the app a breakup came through, or a door closed by
  // the ex, is not the person looking at the ex's profile (fourth blind reading: both were answered
  // « Regarder le profil de… c'est tellement tentant »).
  const normalized = withoutNegatedFeelings(normalizeForMatching(text))
    .replace(/\bpar (?:snap|snapchat|sms|texto|message|msg|whatsapp|insta|instagram|messenger|mail|telephone)\b/g, 'par message')
    .replace(
      /\b(?:il|elle) m'? ?a (?:bloquee?|supprimee?|unfollow\w*|desabonne\w*)(?: (?:partout|de partout|sur \w+))?/g,
      "m'a ferme la porte",
    )
    .replace(
      /(?:\bje |\bj|\b)(?:peux|pourrai|pourrais) (?:meme )?(?:plus|pas|jamais) (?:voir|regarder|acceder a) (?:son|ses) (?:profil|compte|stories|story|photos)\b/g,
      'peux plus rien voir',
    );
  if (!normalized) return null;
  let best: { id: ThemeId; score: number } | null = null;
  for (const theme of THEMES) {
    const score = theme.patterns.filter((pattern) => pattern.test(normalized)).length;
    if (score === 0) continue;
    if (theme.id === 'identite') return theme.id;
    if (!best || score > best.score) best = { id: theme.id, score };
  }
  return best?.id ?? null;
}

/** How many of a theme's patterns the message meets: one is a hint, two or more what it is about. */
export function themeScore(text: string, id: ThemeId): number {
  const normalized = normalizeForMatching(text);
  return THEMES_BY_ID.get(id)?.patterns.filter((pattern) => pattern.test(normalized)).length ?? 0;
}

/** Themes that only make sense for the message that holds them, not as context for the next one. */
export const NOT_CARRIED_OVER: ReadonlySet<ThemeId> = new Set(['identite', 'merci', 'salutation']);

/**
 * "Oui", "je sais pas", "c'est ça": a short message with no theme of its own usually continues
 * what the person said just before, so Janne stays on that subject.
 */
export function themeOfConversation(history: readonly ChatTurn[], lastUser: string): ThemeId | null {
  const own = detectTheme(lastUser);
  if (own) return own;
  if (normalizeForMatching(lastUser).split(' ').length > 5) return null;
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .slice(-4, -1)
    .reverse();
  for (const turn of earlier) {
    const theme = detectTheme(turn.content);
    if (theme) return NOT_CARRIED_OVER.has(theme) ? null : theme;
  }
  return null;
}

/** The most recent theme the person spoke about in the last messages. */
export function recentTheme(messages: readonly ChatTurn[]): ThemeId | null {
  for (const turn of [...messages].reverse()) {
    if (turn.role !== 'user') continue;
    const theme = detectTheme(turn.content);
    if (theme && !NOT_CARRIED_OVER.has(theme)) return theme;
  }
  return null;
}

/** A theme's replies, by slot: what she feels with the person, the idea she offers, her question. */
export function themeSlots(replies: readonly (readonly string[])[]): ThemeSlots {
  let slots = SLOTS.get(replies);
  if (!slots) {
    slots = {
      feel: replies.map((reply) => reply[0] ?? ''),
      idea: replies.map((reply) => reply[1] ?? ''),
      ask: replies.map((reply) => reply.at(-1) ?? ''),
    };
    SLOTS.set(replies, slots);
  }
  return slots;
}
export interface ThemeSlots {
  feel: readonly string[];
  idea: readonly string[];
  ask: readonly string[];
}
/** Once per table: the moves are recognised by their pools (see `resting` in moves.ts). */
const SLOTS = new WeakMap<readonly (readonly string[])[], ThemeSlots>();

/** A theme's slots, or those of the replies for no theme in particular (FALLBACK_REPLIES). */
export function slotsOf(id: ThemeId | null): ThemeSlots {
  return themeSlots(id ? (THEMES_BY_ID.get(id)?.replies ?? FALLBACK_REPLIES) : FALLBACK_REPLIES);
}
