import type { CrisisCategory } from './crisis';
import { type CursorPage, freeText } from './fields';
import { z } from './zod';
import { escapeRegExp } from './text';
import { URGE_PATH, URGE_TITLE } from './paths';
import { PARCOURS_PATH } from './parcours/api';

export const MESSAGE_MAX_LENGTH = 4000;

/** POST /api/chat/messages */
export const SendMessageSchema = z
  .object({
    content: freeText({
      required: 'Ton message est vide.',
      max: MESSAGE_MAX_LENGTH,
      tooLong: `Ton message doit faire au plus ${MESSAGE_MAX_LENGTH.toLocaleString('fr-FR')} caractères.`,
    }),
  })
  .strict();

/** POST /api/chat/retry: a new reply to the message an interrupted reply answered. */
export const RetryReplySchema = z.object({ messageId: z.uuid('Ce message est introuvable.') }).strict();

export type ChatRole = 'user' | 'assistant';

/**
 * What marks a stored message: Janne's crisis card, her answer to « je suis en sécurité » (the end
 * of crisis mode, see crisis-care.ts), a reply cut off before its end, a reply to the urge to
 * write to the ex (issue 15), the direct question asked when the detector is unsure, or the next
 * step after « non, pas vraiment » (issue 24).
 */
export type MessageKind = 'crisis' | 'safe' | 'interrupted' | 'urge' | 'question' | 'crisis-step' | 'safety-check';

/** A message as the API shows it: its order is its place in the page, never a number shared by everyone. */
export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  createdAt: string;
  /** Set on Janne's crisis message: the categories detected, from which the UI shows the numbers. */
  crisis?: CrisisCategory[];
  /** Janne's reply was cut off (the page was closed or reloaded, or the provider's stream broke): what arrived is kept. */
  interrupted?: true;
  /** Janne's reply to a person who wants to write to or call the ex: the chat offers « J'ai envie de lui écrire » under it. */
  urge?: true;
  /** Janne's direct question (« est-ce que tu penses à te faire du mal… ? »): « Oui » / « Non » one tap away, 3114 quiet under it. */
  riskQuestion?: true;
  /** The next step after « non, pas vraiment »: the calls one tap away under it, with these categories. */
  crisisStep?: CrisisCategory[];
  /** Janne's words when the person said they are safe: crisis mode ended there. */
  safe?: true;
  /** The check after an unclear answer to « Es-tu en sécurité ? »: the two answers one tap away under it (asked once per card). */
  safetyCheck?: true;
}

/**
 * GET /api/chat/messages?before=…&limit=… (the query is fields.ts's PageQuerySchema), and POST
 * /api/chat/open (the newest page, Janne's first message written if there was none). `nextCursor`
 * is null when the page holds the first message.
 */
export interface MessagePage extends CursorPage {
  /** Oldest first. */
  messages: ChatMessage[];
  /** 'offline' while the built-in companion answers instead of an AI provider. */
  aiMode: 'online' | 'offline';
  /** Janne is in crisis mode (crisis-care.ts): the chat keeps « Appeler le 3114 » on screen. */
  crisisMode: boolean;
}

/** The events of the streamed answer to POST /api/chat/messages (Server-Sent Events). */
export type ChatStreamEvent =
  | { type: 'user-message'; message: ChatMessage }
  /** Janne's resources for a message that shows distress, sent before (and whatever) the AI answers. */
  | { type: 'crisis'; message: ChatMessage }
  | { type: 'delta'; text: string }
  | { type: 'done'; message: ChatMessage; fallback: boolean }
  | { type: 'error'; code: string; message: string };

/** SPEC.md §8: Janne's words when the provider cannot answer. */
export const CHAT_FALLBACK_REPLY = "Je suis désolée, j'ai du mal à répondre pour le moment. Est-ce que tu peux reformuler ton message ? 🙂";

/** SPEC.md §2: in Janne's messages these phrases link to their screens. Longest first. */
export const CHAT_LINKS: readonly { phrase: string; to: string }[] = [
  // Issue 15: the urge flow, which Janne points to when the person wants to write to the ex.
  { phrase: URGE_TITLE, to: URGE_PATH },
  { phrase: "Ma matrice d'introspection", to: '/matrix' },
  { phrase: "Matrice d'introspection", to: '/matrix' },
  { phrase: 'Journal quotidien', to: '/journal' },
  { phrase: 'Tableau de bord', to: '/dashboard' },
  { phrase: 'Mes progrès', to: '/progress' },
  // Issue 29: today's step, which Janne points to when the person asks what to do.
  { phrase: 'Mon parcours', to: PARCOURS_PATH },
];

export type ChatSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; to: string };

/** Any apostrophe the model may use (', ’, ʼ) matches the phrase's apostrophe. */
const phrasePattern = (phrase: string) => escapeRegExp(phrase).replace(/'/g, "['’ʼ]");
const LINK_PATTERN = new RegExp(`(${CHAT_LINKS.map((link) => phrasePattern(link.phrase)).join('|')})`, 'giu');

function linkTarget(text: string): string | undefined {
  const normalized = text.replace(/[’ʼ]/g, "'").toLowerCase();
  return CHAT_LINKS.find((link) => link.phrase.toLowerCase() === normalized)?.to;
}

/**
 * Splits a message into plain text and link segments. The UI renders both as text nodes (never
 * as HTML), so nothing a message contains can run in the page.
 */
export function splitChatLinks(text: string): ChatSegment[] {
  const segments: ChatSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const start = match.index;
    const to = linkTarget(match[0]);
    if (!to) continue;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: match[0], to });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
