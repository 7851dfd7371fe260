import { describe, expect, it } from 'vitest';
import { chatMarkdown, goalsMarkdown, journalMarkdown, lettersMarkdown, reasonsMarkdown, safetyPlanMarkdown } from './export-markdown';

/** The pieces of a streamed file, joined; the rows given as the pages would give them. */
async function whole(pieces: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
}
async function* rows<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}

const options = { exportedAt: new Date('2026-11-25T16:30:00Z'), timeZone: 'Europe/Paris' };

describe('journalMarkdown', () => {
  it('heads each entry with its own day in French and the mood, and keeps the words as written', async () => {
    const text = await whole(
      journalMarkdown(
        rows([
          { date: '2026-10-31T23:30:00Z', localDate: '2026-11-01', mood: null, text: 'Ma rupture avec Alex\n\nQuatre ans.' },
          { date: '2026-11-25T09:00:00Z', localDate: '2026-11-25', mood: 6, text: 'Un peu mieux.\n\nJ’ai marché.' },
        ]),
        options,
      ),
    );
    expect(text).toBe(
      [
        '# Mon journal',
        '',
        'Exporté le mercredi 25 novembre 2026 à 17\u00a0h\u00a030.',
        '',
        '## dimanche 1er novembre 2026',
        '',
        'Ma rupture avec Alex\n\nQuatre ans.',
        '',
        '## mercredi 25 novembre 2026 — Humeur : 6/10',
        '',
        'Un peu mieux.\n\nJ’ai marché.',
        '',
      ].join('\n'),
    );
  });
});

describe('chatMarkdown', () => {
  it('groups the messages by the person’s day, « Toi » and « Janne » with the time', async () => {
    const message = (role: 'user' | 'assistant', content: string, createdAt: string) => ({
      role,
      content,
      createdAt,
      kind: null,
      crisisCategories: null,
    });
    const text = await whole(
      chatMarkdown(
        rows([
          message('assistant', 'Bonjour, je suis Janne.', '2026-11-24T22:50:00Z'),
          // 23:10 UTC is already the 25th in Paris.
          message('user', 'Je ne dors pas.', '2026-11-24T23:10:00Z'),
        ]),
        options,
      ),
    );
    expect(text).toContain(
      [
        '## mardi 24 novembre 2026',
        '',
        '**Janne :** *23\u00a0h\u00a050*',
        '',
        'Bonjour, je suis Janne.',
        '',
        '## mercredi 25 novembre 2026',
        '',
        '**Toi :** *0\u00a0h\u00a010*',
        '',
        'Je ne dors pas.',
      ].join('\n'),
    );
  });

  it('says so when there is nothing yet', async () => {
    expect(await whole(chatMarkdown(rows([]), options))).toContain("Tu n'as encore rien écrit à Janne.");
  });
});

describe('lettersMarkdown', () => {
  it('gives each letter its day and time where the person lives, and keeps the words as written', () => {
    const text = lettersMarkdown(
      [
        { content: 'Alex,\n\nJe ne t’enverrai jamais ça.', createdAt: '2026-11-24T22:50:00Z' },
        { content: '  Encore une.  ', createdAt: '2026-11-01T08:05:00Z' },
      ],
      options,
    );
    expect(text).toBe(
      [
        '# Mes lettres non envoyées',
        '',
        'Exporté le mercredi 25 novembre 2026 à 17\u00a0h\u00a030.',
        '',
        'Ce que tu as écrit au lieu de l’envoyer. Ces lettres ne sont jamais parties.',
        '',
        '## mardi 24 novembre 2026 à 23\u00a0h\u00a050',
        '',
        'Alex,\n\nJe ne t’enverrai jamais ça.',
        '',
        '## dimanche 1er novembre 2026 à 9\u00a0h\u00a005',
        '',
        'Encore une.',
        '',
      ].join('\n'),
    );
  });

  it('says so kindly when there is none', () => {
    expect(lettersMarkdown([], options)).toContain("\nTu n'as encore écrit aucune lettre.\n");
  });
});

describe('reasonsMarkdown', () => {
  it('lists the reasons in the person’s words, each with the day it was written', () => {
    const text = reasonsMarkdown(
      [
        { content: 'Je mérite quelqu’un qui me choisit.', createdAt: '2026-10-31T23:30:00Z' },
        { content: 'Je dors mieux\nsans mon téléphone.', createdAt: '2026-11-25T09:00:00Z' },
      ],
      options,
    );
    expect(text).toBe(
      [
        '# Mes raisons',
        '',
        'Exporté le mercredi 25 novembre 2026 à 17\u00a0h\u00a030.',
        '',
        'Pourquoi tu as choisi de ne plus lui écrire, avec tes mots, pour les relire quand l’envie reviendra.',
        '',
        '- Je mérite quelqu’un qui me choisit. *(écrite le dimanche 1er novembre 2026)*',
        // A line break inside a reason stays in its item.
        '- Je dors mieux\n  sans mon téléphone. *(écrite le mercredi 25 novembre 2026)*',
        '',
      ].join('\n'),
    );
  });

  it('says so kindly when there is none', () => {
    expect(reasonsMarkdown([], options)).toContain("\nTu n'as pas encore écrit tes raisons.\n");
  });
});

describe('goalsMarkdown', () => {
  it('puts the goals under way first, then the ones reached, each with the day it was set', () => {
    const text = goalsMarkdown(
      [
        { content: 'Ranger ses affaires', completed: true, createdAt: '2026-11-01T10:00:00Z' },
        { content: 'Courir 5 km', completed: false, createdAt: '2026-11-24T10:00:00Z' },
      ],
      options,
    );
    expect(text).toBe(
      [
        '# Mes objectifs',
        '',
        'Exporté le mercredi 25 novembre 2026 à 17\u00a0h\u00a030.',
        '',
        '## En cours',
        '',
        '- Courir 5 km *(fixé le mardi 24 novembre 2026)*',
        '',
        '## Atteints',
        '',
        '- Ranger ses affaires *(fixé le dimanche 1er novembre 2026)*',
        '',
      ].join('\n'),
    );
  });

  it('leaves out a part with nothing in it', () => {
    const text = goalsMarkdown([{ content: 'Courir 5 km', completed: false, createdAt: '2026-11-24T10:00:00Z' }], options);
    expect(text).toContain('## En cours');
    expect(text).not.toContain('## Atteints');
  });

  it('says so kindly when there is none', () => {
    expect(goalsMarkdown([], options)).toContain("\nTu ne t'es encore fixé aucun objectif.\n");
  });
});

describe('safetyPlanMarkdown', () => {
  const plan = {
    warningSigns: 'Je ne dors plus.',
    copingAlone: '',
    distractions: 'Le parc',
    helpers: 'Léa — 06 12 34 56 78\nMaman — 06 98 76 54 32',
    professionals: '3114 — prévention du suicide\n- 15 — SAMU',
    safeEnvironment: '',
    updatedAt: '2026-11-24T10:36:00Z',
  };

  it('writes the six steps in order with their titles agreed, one line of a step per line, and an empty step kindly', () => {
    const text = safetyPlanMarkdown(plan, { ...options, gender: 'female' });
    expect(text).toBe(
      [
        '# Mon plan de sécurité',
        '',
        'Exporté le mercredi 25 novembre 2026 à 17\u00a0h\u00a030. Mis à jour le mardi 24 novembre 2026 à 11\u00a0h\u00a036.',
        '',
        'Dans un moment difficile, relis-le et suis les étapes, une par une : si une étape ne suffit pas, passe à la suivante.',
        '',
        "## 1. Mes signes d'alerte",
        '',
        '- Je ne dors plus.',
        '',
        '## 2. Ce que je peux faire seule pour me calmer',
        '',
        "*Tu n'as rien écrit à cette étape.*",
        '',
        '## 3. Les personnes et les lieux qui me changent les idées',
        '',
        '- Le parc',
        '',
        "## 4. Les personnes à qui je peux demander de l'aide",
        '',
        '- Léa — 06 12 34 56 78',
        '- Maman — 06 98 76 54 32',
        '',
        '## 5. Les professionnels et les lignes à appeler',
        '',
        '- 3114 — prévention du suicide',
        '- 15 — SAMU',
        '',
        '## 6. Rendre mon environnement plus sûr',
        '',
        "*Tu n'as rien écrit à cette étape.*",
        '',
      ].join('\n'),
    );
  });

  it('keeps the inclusive title when the gender is « Autre »', () => {
    expect(safetyPlanMarkdown(plan, { ...options, gender: 'other' })).toContain('## 2. Ce que je peux faire seul·e pour me calmer');
  });

  it('says so kindly when there is no plan', () => {
    expect(safetyPlanMarkdown(null, { ...options, gender: 'male' })).toContain("\nTu n'as pas encore écrit ton plan de sécurité.\n");
  });
});
