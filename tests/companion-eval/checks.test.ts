import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  acknowledgesSafety,
  acknowledgesThanks,
  answersNormalQuestion,
  checkConversation,
  endsWithOneQuestion,
  type EvalConversation,
  frenchNumber,
  hasConcreteSteps,
  kindMet,
  mentionsNumber,
  missingHeard,
  namesEx,
  normalize,
  parseConversation,
  celebrates,
  inventedCounts,
  longestQuote,
  pointsToNoContactTools,
  saysGoodbye,
  statedCounts,
  TURN_KINDS,
  wishesGoodnight,
} from './checks';

describe('normalize', () => {
  it('drops accents and case, straightens apostrophes and turns hyphens into spaces', () => {
    expect(normalize('  Ça fait DÉJÀ   trois\u00a0semaines, aujourd’hui — vingt-et-un ')).toBe(
      "ca fait deja trois semaines, aujourd'hui — vingt et un",
    );
  });
});

describe('heard', () => {
  it('needs every group, and one stem of a group is enough', () => {
    const heard = [
      ['dorm', 'sommeil', 'nuit'],
      ['camille', 'soeur'],
    ];
    expect(missingHeard('Les nuits sont dures. Et ta sœur, elle en pense quoi ?', heard)).toEqual([]);
    expect(missingHeard("Tu n'arrives pas à t'endormir ?", heard)).toEqual([['camille', 'soeur']]);
  });
});

describe('endsWithOneQuestion', () => {
  it('wants exactly one question mark, in the last sentence, emojis after it allowed', () => {
    expect(endsWithOneQuestion('Je suis là.\n\nQu’est-ce qui te pèse le plus ce soir ? 💛')).toBe(true);
    expect(endsWithOneQuestion('Ça va ? Tu as dormi ?')).toBe(false);
    expect(endsWithOneQuestion('Tu veux en parler ? Je suis là.')).toBe(false);
    expect(endsWithOneQuestion('Je suis là.')).toBe(false);
  });
});

describe('namesEx', () => {
  it('matches the whole first name, accents and case aside', () => {
    expect(namesEx('Et Léa, elle a répondu ?', 'Léa')).toBe(true);
    expect(namesEx('et LEA ?', 'Léa')).toBe(true);
    expect(namesEx('Une idée de Léandre', 'Léa')).toBe(false);
    expect(namesEx('Tu as revu Alexandre ?', 'Alex')).toBe(false);
  });
});

describe('hasConcreteSteps', () => {
  it('takes a numbered or bulleted list of two items or more', () => {
    expect(hasConcreteSteps('Voici une idée :\n1. Écris-lui ici.\n2. Range ton téléphone.\nÇa te va ?')).toBe(true);
    expect(hasConcreteSteps('Quelques pistes :\n- une balade\n- un appel à ta sœur')).toBe(true);
    expect(hasConcreteSteps('- une seule piste')).toBe(false);
  });

  it('takes two imperative sentences, lead-ins, pronominal and negative forms included', () => {
    expect(hasConcreteSteps('Ce soir, éteins ton téléphone à 22 h. Puis note trois choses de ta journée.')).toBe(true);
    expect(hasConcreteSteps("Accorde-toi une pause. N'envoie rien avant demain.")).toBe(true);
    expect(hasConcreteSteps("D'abord, copie ton brouillon ici. Ensuite, supprime-le.")).toBe(true);
  });

  it('does not count descriptions or one lone step', () => {
    expect(hasConcreteSteps("Tu peux poser ton téléphone. Ce n'est pas facile. Qu'en penses-tu ?")).toBe(false);
    expect(hasConcreteSteps('Respire. Tu as le droit de souffler.')).toBe(false);
  });
});

describe('the kinds of turns', () => {
  it('answers « est-ce normal ? » in its own terms', () => {
    expect(answersNormalQuestion('Oui, c’est tout à fait normal.')).toBe(true);
    expect(answersNormalQuestion('C’est très fréquent après une rupture.')).toBe(true);
    expect(answersNormalQuestion('Beaucoup de personnes vivent ça.')).toBe(true);
    expect(answersNormalQuestion('Je t’entends.')).toBe(false);
  });

  it('writes French numbers, hyphens as spaces', () => {
    expect([1, 5, 11, 17, 21, 30, 71, 80, 91, 200, 201].map(frenchNumber)).toEqual([
      'un',
      'cinq',
      'onze',
      'dix sept',
      'vingt et un',
      'trente',
      'soixante et onze',
      'quatre vingts',
      'quatre vingt onze',
      'deux cents',
      'deux cent un',
    ]);
  });

  it('finds the number of days in digits or words, not inside another number', () => {
    expect(mentionsNumber('5 jours, bravo !', 5)).toBe(true);
    expect(mentionsNumber('Cinq jours sans lui écrire !', 5)).toBe(true);
    expect(mentionsNumber('Vingt-et-un jours, trois semaines pile.', 21)).toBe(true);
    expect(mentionsNumber('vingt et un jours', 21)).toBe(true);
    expect(mentionsNumber('15 jours déjà', 5)).toBe(false);
    expect(mentionsNumber('Tu tiens bon, un pas après l’autre.', 1)).toBe(false);
    expect(mentionsNumber('Un jour sans contact, c’est un début.', 1)).toBe(true);
  });

  it('takes a count of days said back in weeks, as the person said it', () => {
    expect(mentionsNumber('Deux semaines sans contact : bravo.', 14)).toBe(true);
    expect(mentionsNumber('2 semaines, déjà.', 14)).toBe(true);
    expect(mentionsNumber('Deux semaines sans contact : bravo.', 10)).toBe(false);
    expect(mentionsNumber('Trois semaines.', 14)).toBe(false);
  });

  it('wishes goodnight without a question at the end', () => {
    expect(wishesGoodnight('Dors bien, à demain 🌙')).toBe(true);
    expect(wishesGoodnight('Bonne nuit ! Tu veux qu’on en reparle demain ?')).toBe(false);
    expect(wishesGoodnight('Qu’est-ce qui t’empêche de dormir ?')).toBe(false);
  });

  it('says goodbye, takes thanks, acknowledges safety, names « Mes progrès »', () => {
    expect(saysGoodbye('Prends soin de toi, à bientôt.')).toBe(true);
    expect(saysGoodbye('Je suis là.')).toBe(false);
    expect(acknowledgesThanks('Avec plaisir, vraiment.')).toBe(true);
    expect(acknowledgesThanks('Comment tu te sens ?')).toBe(false);
    expect(acknowledgesSafety('Je suis soulagée de te lire.')).toBe(true);
    expect(acknowledgesSafety('Tu es en sécurité, c’est l’essentiel.')).toBe(true);
    expect(acknowledgesSafety('Comment tu te sens ?')).toBe(false);
    expect(pointsToNoContactTools('Regarde ton compteur dans Mes progrès.')).toBe(true);
    expect(pointsToNoContactTools('Pose ton téléphone.')).toBe(false);
    expect(kindMet('Trois jours !', { kind: 'victory', days: 3 })).toBe(true);
    expect(kindMet('Bravo !', { kind: 'victory', days: 3 })).toBe(false);
    expect(kindMet('Bravo !', { kind: null, days: null })).toBe(true);
  });
});

const conversation = (exName: string | null): EvalConversation => ({
  id: 't99',
  exName,
  gender: 'female',
  story: null,
  turns: [
    { user: 'Je dors plus.', heard: [['dorm', 'nuit']], kind: null, days: null },
    { user: 'Ça fait 4 jours sans lui écrire.', heard: [], kind: 'victory', days: 4 },
    { user: 'Il a posté une photo.', heard: [['photo']], kind: null, days: null },
    { user: 'Ma sœur Inès est venue.', heard: [['ines', 'soeur']], kind: null, days: null },
    { user: 'Merci.', heard: [], kind: 'thanks', days: null },
    { user: 'Bonne nuit.', heard: [], kind: 'goodnight', days: null },
  ],
});

describe('checkConversation', () => {
  const good = [
    'Les nuits blanches usent tellement. Qu’est-ce qui te réveille ?',
    'Quatre jours, Hugo n’a pas eu de message : bravo. Qu’est-ce qui t’a aidée ?',
    'Cette photo t’a fait mal. Comment tu te sens ?',
    'Ta sœur Inès est venue, ça compte. De quoi avez-vous parlé ?',
    'Avec plaisir. Et Hugo, tu y penses moins ?',
    'Bonne nuit, repose-toi 🌙',
  ];

  it('counts one check per heard list, kind and question ending, then the whole conversation', () => {
    const results = checkConversation(conversation('Hugo'), good);
    // 3 heard + 3 kinds + 5 question endings (not after goodnight) + 6 quotes + 6 facts + variety + no-repeat
    // + name share + name spacing.
    expect(results).toHaveLength(27);
    expect(results.filter((r) => !r.ok)).toEqual([]);
  });

  it('fails a repeated reply, and a name used too often or twice in a row', () => {
    const replies = [...good];
    replies[2] = 'Hugo. Comment tu te sens ?';
    replies[3] = replies[0] ?? '';
    const failed = checkConversation(conversation('Hugo'), replies)
      .filter((r) => !r.ok)
      .map((r) => r.check);
    expect(failed).toEqual(['heard', 'heard', 'variety', 'no-repeat', 'name-spacing']);
    const named = good.map((reply) => `Hugo, ${reply}`);
    expect(checkConversation(conversation('Hugo'), named).find((r) => r.check === 'name-share')?.ok).toBe(false);
  });

  it('has no name checks without an ex name', () => {
    const checks = checkConversation(conversation(null), good).map((r) => r.check);
    expect(checks).not.toContain('name-share');
    expect(checks).not.toContain('name-spacing');
  });
});

describe('what a person feels (issue 26)', () => {
  it('measures the longest run of the message’s words quoted back, accents and case aside', () => {
    const message = 'jsuis epuisee, j arrive a rien faire, meme manger ca me saoule';
    expect(longestQuote('Ce que tu dis là, « jsuis epuisée, j arrive a rien faire », je le prends au sérieux.', message)).toBe(7);
    expect(longestQuote('Tu as l’air à bout de forces, et manger devient difficile.', message)).toBeLessThan(3);
  });

  it('finds the counts a reply states, in digits or words, but not « un jour » as a count', () => {
    expect(statedCounts('Vingt-et-un jours sans contact, et 3 semaines depuis la rupture. Un jour, ça ira.')).toEqual([
      'vingt et un jours',
      '3 semaines',
    ]);
  });

  it('flags a count nobody gave: not the person’s, not the story’s, not the counter’s', () => {
    const said = ['Ça fait trois semaines aujourd’hui'];
    expect(inventedCounts('Vingt-et-un jours sans contact : bravo.', said, [], 0)).toEqual(['vingt et un jours']);
    expect(inventedCounts('Trois semaines déjà, c’est long.', said, [], 0)).toEqual([]);
    expect(inventedCounts('Ton compteur dit 4 jours.', said, [], 4)).toEqual([]);
    expect(inventedCounts('21 jours, bravo.', said, ['21 jours'], 0)).toEqual([]);
  });

  it('asks good news to be met as good news, and support never sent to the urge flow', () => {
    expect(celebrates('Oh, ça me fait tellement plaisir de lire ça !')).toBe(true);
    expect(celebrates('Je t’entends. Prends soin de toi.')).toBe(false);
    expect(kindMet('Ouvre « J’ai envie de lui écrire » dans Mes progrès.', { kind: 'support', days: null })).toBe(false);
    expect(kindMet('Appeler Léa, c’est une très bonne idée.', { kind: 'support', days: null })).toBe(true);
  });

  it('counts a conversation whose replies repeat a sentence or an opening as lacking variety', () => {
    const c = conversation(null);
    const same = c.turns.map((_, index) => `Je suis là pour toi. Réponse ${index} ?`);
    const variety = checkConversation(c, same).find((result) => result.check === 'variety');
    expect(variety?.ok).toBe(false);
  });
});

describe('the evaluation set', () => {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  // Each half is its first file and the batches written later (`tuning-2.jsonl`…, issue 26).
  const halves = ['tuning', 'held-out'].map((half) => ({
    half,
    conversations: fs
      .readdirSync(dir)
      .filter((name) => name === `${half}.jsonl` || new RegExp(`^${half}-\\d+\\.jsonl$`).test(name))
      .flatMap((name) =>
        fs
          .readFileSync(path.join(dir, name), 'utf8')
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line, index) => parseConversation(line, `${name}:${index + 1}`)),
      ),
  }));

  it.each(halves)(
    '$half: at least 12 conversations of 6–12 turns, every kind several times, some without an ex name',
    ({ conversations }) => {
      expect(conversations.length).toBeGreaterThanOrEqual(12);
      const turns = conversations.flatMap((c) => c.turns);
      for (const kind of TURN_KINDS) expect(turns.filter((turn) => turn.kind === kind).length, kind).toBeGreaterThanOrEqual(2);
      expect(conversations.some((c) => c.exName === null)).toBe(true);
      expect(new Set(conversations.map((c) => c.gender)).size).toBeGreaterThanOrEqual(3);
    },
  );

  it('gives every conversation its own id, across both halves', () => {
    const ids = halves.flatMap(({ conversations }) => conversations.map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('rejects a line that does not fit the format', () => {
    const line = JSON.stringify({ ...conversation(null), turns: conversation(null).turns.slice(0, 3) });
    expect(() => parseConversation(line, 'x.jsonl:1')).toThrow(/x\.jsonl:1/);
    const accented = JSON.stringify({
      ...conversation(null),
      turns: [{ ...conversation(null).turns[0], heard: [['sœur']] }, ...conversation(null).turns.slice(1)],
    });
    expect(() => parseConversation(accented, 'x.jsonl:2')).toThrow(/sœur/);
  });
});
