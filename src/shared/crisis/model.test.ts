import { describe, expect, it } from 'vitest';
import shipped from './model.json';
import { type CrisisModel, judgeWithModel, modelFeatures } from './model';
import { detectByRules, normalizeForDetection } from './detector';
import { assessRisk, detectCrisis } from './assess';
import { trainingFingerprint } from '../../../scripts/crisis-training';

describe('crisis model features', () => {
  it('reads lexicon concepts, their pairs, words, word pairs, stems and four-letter runs', () => {
    const features = modelFeatures(normalizeForDetection("J'ai envie de me pendre"));
    expect(features).toEqual(
      expect.arrayContaining([
        'w:envie',
        'b:me_pendre',
        's:pendr',
        'g:pend',
        expect.stringMatching(/^c:WISH$/),
        expect.stringMatching(/^c:[A-Z_]+&[A-Z_]+$/),
      ]),
    );
  });

  it('ignores look-ahead fragments that match any text', () => {
    expect(modelFeatures(normalizeForDetection('bonjour')).filter((f) => f.startsWith('c:'))).toEqual([]);
  });
});

describe('crisis model verdicts', () => {
  const toy: CrisisModel = { threshold: 0.5, bias: [2, 0, 0, 0, 0], weights: { 'w:lame': [0, 0, 5, 0, 0] } };

  it('turns weights into a risk and the most likely risky category', () => {
    const risky = judgeWithModel(toy, 'une lame');
    expect(risky.category).toBe('self_harm');
    expect(risky.risk).toBeGreaterThan(0.9);
    expect(judgeWithModel(toy, 'une tarte').risk).toBeLessThan(0.5);
  });

  it('is trained on the current tuning batches, lexicons and features (run `npm run crisis-train` otherwise)', () => {
    expect((shipped as CrisisModel).fingerprint).toBe(trainingFingerprint());
  });
});

describe('the statistical layer in detectCrisis', () => {
  // Wordings written for this test, outside the evaluation set, that no rule was written for.
  const caughtByTheModelOnly = [
    'je me suis fait saigner exprès avec une épingle hier soir',
    // (« je me mets des claques très fort quand je pense à elle » was here: a rule reads it since issue 24)
    'je me pince les bras jusqu’aux bleus pour arrêter de penser',
    // (« il serre mes poignets jusqu’à ce que je pleure » was here: with tuning-7 the model no longer reaches the question for it — see decision 006)
  ];

  // Since issue 24 the model's middle band asks the direct question instead of staying quiet: what
  // the rules miss gets the card or the question, never an ordinary reply.
  it.each(caughtByTheModelOnly)('adds what the rules miss: %s', (text) => {
    expect(detectByRules(text).isCrisis).toBe(false);
    expect(assessRisk(text).action).not.toBe('none');
  });

  it.each([
    'je suis morte de fatigue',
    "ce film m'a tuée",
    "c'est la fin d'une époque",
    'il ne répond plus à mes messages depuis hier, je tourne en rond',
    'ce soir je range tout chez moi et je fais un grand ménage',
    'ma sœur m’a serrée dans ses bras, ça m’a fait du bien',
  ])('stays quiet on ordinary breakup talk: %s', (text) => {
    expect(detectCrisis(text).isCrisis).toBe(false);
  });
});
