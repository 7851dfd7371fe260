import { describe, expect, it } from 'vitest';
import { SendMessageSchema, splitChatLinks } from './chat';
import { splitParagraphs } from './text';

describe('splitChatLinks', () => {
  it('turns every phrase of SPEC §2 into a link to its screen', () => {
    const text = "Ouvre ton Tableau de bord, ton Journal quotidien, Mes progrès, Ma matrice d'introspection ou la Matrice d'introspection.";
    const links = splitChatLinks(text).filter((segment) => segment.kind === 'link');
    expect(links).toEqual([
      { kind: 'link', text: 'Tableau de bord', to: '/dashboard' },
      { kind: 'link', text: 'Journal quotidien', to: '/journal' },
      { kind: 'link', text: 'Mes progrès', to: '/progress' },
      { kind: 'link', text: "Ma matrice d'introspection", to: '/matrix' },
      { kind: 'link', text: "Matrice d'introspection", to: '/matrix' },
    ]);
  });

  it('keeps the text around the links, so joining the segments gives the message back', () => {
    const text = 'Regarde Mes progrès demain.';
    const segments = splitChatLinks(text);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(segments[0]).toEqual({ kind: 'text', text: 'Regarde ' });
    expect(segments[2]).toEqual({ kind: 'text', text: ' demain.' });
  });

  it('accepts the typographic apostrophe and other capitalisation', () => {
    expect(splitChatLinks('ta matrice d’introspection')).toEqual([
      { kind: 'text', text: 'ta ' },
      { kind: 'link', text: 'matrice d’introspection', to: '/matrix' },
    ]);
    expect(splitChatLinks('le tableau de bord')[1]).toEqual({ kind: 'link', text: 'tableau de bord', to: '/dashboard' });
  });

  it('leaves HTML as plain text', () => {
    expect(splitChatLinks('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });

  it('returns nothing for an empty message', () => {
    expect(splitChatLinks('')).toEqual([]);
  });
});

describe('splitParagraphs', () => {
  it('splits on blank lines, including lines of spaces, and drops empty paragraphs', () => {
    expect(splitParagraphs('Un.\n\nDeux,\nsuite.\n  \nTrois.\n\n\n')).toEqual(['Un.', 'Deux,\nsuite.', 'Trois.']);
  });
});

describe('SendMessageSchema', () => {
  it('trims, and refuses blank and over-long messages', () => {
    expect(SendMessageSchema.parse({ content: '  Bonjour  ' })).toEqual({ content: 'Bonjour' });
    expect(SendMessageSchema.safeParse({ content: ' \n\t ' }).success).toBe(false);
    expect(SendMessageSchema.safeParse({ content: 'a'.repeat(4001) }).success).toBe(false);
    expect(SendMessageSchema.safeParse({ content: 'a'.repeat(4000) }).success).toBe(true);
    expect(SendMessageSchema.safeParse({ content: 'x', role: 'assistant' }).success).toBe(false);
  });
});
