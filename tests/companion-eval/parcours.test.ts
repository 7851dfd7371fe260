import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EVAL_STEP, mentionsStep, PARCOURS_CASE_KINDS, parcoursFigures, parseParcoursCase } from './parcours';

const dir = path.dirname(fileURLToPath(import.meta.url));
const casesOf = (half: 'tuning' | 'held-out') =>
  fs
    .readFileSync(path.join(dir, `parcours-${half}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => parseParcoursCase(line, `parcours-${half}.jsonl:${index + 1}`));

describe('the « Mon parcours » sets', () => {
  it('are two halves of 20, half asking what to do, every other kind present, ids unique', () => {
    for (const half of ['tuning', 'held-out'] as const) {
      const cases = casesOf(half);
      expect(cases).toHaveLength(20);
      expect(cases.filter((entry) => entry.asks)).toHaveLength(10);
      for (const kind of PARCOURS_CASE_KINDS) expect(cases.some((entry) => entry.kind === kind)).toBe(true);
      expect(cases.every((entry) => entry.id.startsWith(half === 'tuning' ? 'pt' : 'ph'))).toBe(true);
      expect(new Set(cases.map((entry) => entry.id)).size).toBe(cases.length);
    }
  });

  it('refuse a case whose label and kind disagree', () => {
    expect(() => parseParcoursCase('{"id": "pt99", "message": "x", "asks": true, "kind": "sad"}', 'x.jsonl:1')).toThrow(/x\.jsonl:1/);
  });
});

describe('mentionsStep and the figures', () => {
  it('sees « Mon parcours » or the step’s title, accents and case aside', () => {
    expect(mentionsStep('Regarde MON PARCOURS, jour 9.')).toBe(true);
    expect(mentionsStep(`C’est « ${EVAL_STEP.title.toUpperCase()} ».`)).toBe(true);
    expect(mentionsStep('Ton parcours de vie est le tien.')).toBe(false);
  });

  it('counts true and false positives', () => {
    const cases = [
      { id: 'pt01', message: 'a', asks: true, kind: 'asks' as const },
      { id: 'pt02', message: 'b', asks: true, kind: 'asks' as const },
      { id: 'pt03', message: 'c', asks: false, kind: 'sad' as const },
    ];
    expect(parcoursFigures(cases, ['Mon parcours', 'rien', 'Mon parcours'])).toEqual({
      truePositives: 1,
      falseNegatives: 1,
      falsePositives: 1,
      trueNegatives: 0,
      missed: ['pt02', 'pt03'],
    });
  });
});
