import { describe, expect, it } from 'vitest';
import { OfflineCompanion } from '#server/ai/offline-companion';
import type { AiProvider } from '#server/ai/provider';
import { judgeRisk, readJudgement } from './risk-judgement';

describe('readJudgement', () => {
  it('calls for the card from a moderate risk up, with the categories given', () => {
    expect(readJudgement('{"risk": "high", "categories": ["violence"]}')).toEqual(['violence']);
    expect(readJudgement('{"risk": "moderate", "categories": []}')).toEqual(['suicide']);
    expect(readJudgement('{"risk": "low", "categories": ["suicide"]}')).toBeNull();
    expect(readJudgement('{"risk": "none"}')).toBeNull();
  });

  it('reads what models actually write: prose around it, a code fence, French or capitalised levels', () => {
    expect(readJudgement('Voici mon évaluation :\n```json\n{"risk": "Imminent", "categories": ["danger"]}\n```')).toEqual(['danger']);
    expect(readJudgement('{"risk": "élevé", "categories": ["self_harm", "autre"]}')).toEqual(['self_harm']);
  });

  it('gives nothing for an answer it cannot read', () => {
    for (const text of ['', 'je ne sais pas', '{"risk": "terrible"}', '{risk: high}']) expect(readJudgement(text)).toBeNull();
  });
});

describe('judgeRisk', () => {
  const signal = new AbortController().signal;
  const quiet = { timeoutMs: 50, signal, onError: () => undefined };

  it('gives nothing without a provider judgement (the offline companion)', async () => {
    expect(await judgeRisk(new OfflineCompanion({ delayMs: 0 }), { message: 'x', context: [] }, quiet)).toBeNull();
  });

  it('gives nothing, and never rejects, when the provider fails or does not answer in time', async () => {
    const failing = { assessRisk: () => Promise.reject(new Error('boom')) } as unknown as AiProvider;
    const errors: unknown[] = [];
    expect(await judgeRisk(failing, { message: 'x', context: [] }, { ...quiet, onError: (error) => errors.push(error) })).toBeNull();
    expect(errors).toHaveLength(1);

    let aborted = false;
    const hanging = {
      assessRisk: (_input: unknown, abort: AbortSignal) =>
        new Promise((_resolve, reject) => abort.addEventListener('abort', () => ((aborted = true), reject(new Error('aborted'))))),
    } as unknown as AiProvider;
    const started = Date.now();
    expect(await judgeRisk(hanging, { message: 'x', context: [] }, quiet)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(aborted).toBe(true);
  });
});
