import { describe, expect, it } from 'vitest';
import { CALM_THREAD, type CrisisThread, type CrisisTurn, decideCrisisTurn, type Reading, threadOf } from './policy';
import type { CrisisCategory } from './detector';

const now = new Date('2026-11-23T03:00:00Z');
const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
const row = (role: string, kind: string | null, hoursAgo = 0.1, content = '', crisisCategories: string[] | null = null) => ({
  role,
  kind,
  createdAt: at(hoursAgo),
  content,
  crisisCategories,
});

describe('threadOf: where the conversation stands, from the stored turns (newest first)', () => {
  it('is in crisis after a card, the card’s question standing, and not after « je suis en sécurité » or a day', () => {
    expect(threadOf([row('user', null), row('assistant', 'crisis', 0.1, '', ['self_harm']), row('user', null)], now)).toMatchObject({
      inCrisis: true,
      asked: 'safety',
      categories: ['self_harm'],
    });
    expect(threadOf([row('assistant', 'safe'), row('user', null), row('assistant', 'crisis')], now).inCrisis).toBe(false);
    expect(threadOf([row('assistant', 'crisis', 25)], now).inCrisis).toBe(false);
    expect(threadOf([row('assistant', 'crisis', 23)], now).inCrisis).toBe(true);
  });

  it('keeps the card’s question standing after a crisis reply, but not right after the next step', () => {
    const reply = row('assistant', null, 0.1, "Qu'est-ce qui est le plus dur, là, maintenant ?");
    expect(threadOf([reply, row('user', null), row('assistant', 'crisis')], now).asked).toBe('safety');
    expect(threadOf([row('assistant', 'crisis-step'), row('user', null), row('assistant', 'crisis')], now)).toMatchObject({
      asked: 'nothing',
      stepGiven: true,
    });
  });

  it('knows the step and the check were given after the last card only', () => {
    const rows = [
      row('assistant', 'crisis'),
      row('user', null),
      row('assistant', 'safety-check', 2),
      row('assistant', 'crisis-step', 2.5),
      row('assistant', 'crisis', 3),
    ];
    expect(threadOf(rows, now)).toMatchObject({ inCrisis: true, stepGiven: false, checkGiven: false });
    expect(threadOf(rows.slice(2), now)).toMatchObject({ inCrisis: true, stepGiven: true, checkGiven: true });
  });

  it('keeps the direct question open while it is Janne’s last word, counting how often she asked in a row', () => {
    const question = (hoursAgo = 0.1) => row('assistant', 'question', hoursAgo, '', ['suicide']);
    expect(threadOf([question(), row('user', null)], now)).toMatchObject({
      asked: 'question',
      questionsInARow: 1,
      categories: ['suicide'],
    });
    expect(threadOf([question(), row('user', null), question(0.2)], now)).toMatchObject({ asked: 'question', questionsInARow: 2 });
    expect(threadOf([row('assistant', null), row('user', null), question()], now)).toMatchObject({ asked: 'nothing' });
  });

  it('gives the person’s own words of the day for the detector, oldest first, until « je suis en sécurité » or a question clears them', () => {
    const rows = [row('user', null, 0.1, 'trois'), row('assistant', null), row('user', null, 2, 'deux'), row('user', null, 30, 'hier')];
    // The newest message of the person's leads and is skipped: it is the one being read.
    expect(threadOf(rows, now).context).toEqual({ earlier: ['deux'], riskMark: false, saidSafe: false, modelWeight: 'card' });
    const afterSafe = [
      row('user', null, 0.1, 'après'),
      row('assistant', 'safe', 0.2),
      row('user', null, 0.3, 'avant'),
      row('assistant', 'crisis', 0.4),
    ];
    expect(threadOf([row('user', null), ...afterSafe], now).context).toEqual({
      earlier: ['après'],
      riskMark: false,
      saidSafe: true,
      modelWeight: 'none',
    });
    // A question asked and answered: the earlier words have had their question.
    const afterQuestion = [
      row('assistant', null),
      row('user', null, 0.2, 'non'),
      row('assistant', 'question', 0.3),
      row('user', null, 0.4, 'sombre'),
    ];
    expect(threadOf([row('user', null), ...afterQuestion], now).context).toEqual({
      earlier: ['non'],
      riskMark: false,
      saidSafe: false,
      modelWeight: 'none',
    });
  });

  it('trusts the model alone with the card at first contact only; with the question while the person answers; not at all once they have (third blind reading)', () => {
    expect(threadOf([row('user', null)], now).context.modelWeight).toBe('card');
    expect(
      threadOf([row('user', null), row('assistant', 'question', 0.1), row('user', null, 0.2, 'sombre')], now).context.modelWeight,
    ).toBe('ask');
    expect(threadOf([row('user', null), row('assistant', 'crisis', 0.1), row('user', null, 0.2, 'sombre')], now).context.modelWeight).toBe(
      'ask',
    );
    // A day later, the model is trusted again.
    expect(threadOf([row('user', null), row('assistant', 'safe', 25), row('assistant', 'crisis', 26)], now).context.modelWeight).toBe(
      'card',
    );
  });
});

// ─── decideCrisisTurn: every state × reading × answer × judgement ────────────────────────────────

const CARD: CrisisCategory[] = ['self_harm'];
const thread = (overrides: Partial<CrisisThread>): CrisisThread => ({ ...CALM_THREAD, ...overrides });
const STATES = {
  calm: thread({}),
  'question (1st)': thread({ asked: 'question', questionsInARow: 1, categories: ['suicide', 'violence'] }),
  'question (2nd)': thread({ asked: 'question', questionsInARow: 2, categories: ['suicide'] }),
  'crisis, card asked': thread({ inCrisis: true, asked: 'safety', categories: CARD }),
  'crisis, after step': thread({ inCrisis: true, asked: 'nothing', categories: CARD, stepGiven: true }),
  'crisis, step and check given': thread({ inCrisis: true, asked: 'safety', categories: CARD, stepGiven: true, checkGiven: true }),
  'crisis, check given': thread({ inCrisis: true, asked: 'safety', categories: CARD, checkGiven: true }),
} satisfies Record<string, CrisisThread>;
type State = keyof typeof STATES;
const RISK = {
  none: { action: 'none', categories: [] },
  ask: { action: 'ask', categories: ['suicide'] },
  card: { action: 'card', categories: ['danger'] },
} as const;
type Risk = keyof typeof RISK;
const reading = (state: State, risk: Risk, answer: string | null): Reading => ({
  risk: { action: RISK[risk].action, categories: [...RISK[risk].categories] },
  safety: STATES[state].inCrisis ? ((answer ?? 'unclear') as Reading['safety']) : null,
  question: STATES[state].asked === 'question' ? ((answer ?? 'unclear') as Reading['question']) : null,
});

// [state, risk, answer, judgement, expected turn]. The answer is the safety answer in crisis mode,
// the direct question's otherwise (null where nothing was asked); the judgement is undefined while
// not asked, null when it found nothing, categories when it did.
const TABLE: [State, Risk, string | null, CrisisCategory[] | null | undefined, CrisisTurn][] = [
  // Nothing asked: the detector decides, the provider's judgement settles « ask » and may raise « none ».
  ['calm', 'none', null, undefined, { kind: 'ordinary', gate: true }],
  ['calm', 'none', null, null, { kind: 'ordinary', gate: false }],
  ['calm', 'none', null, ['suicide'], { kind: 'card', categories: ['suicide'] }],
  ['calm', 'ask', null, undefined, { kind: 'judge-first', categories: ['suicide'] }],
  ['calm', 'ask', null, null, { kind: 'question', categories: ['suicide'], again: false }],
  ['calm', 'ask', null, ['violence'], { kind: 'card', categories: ['violence'] }],
  ['calm', 'card', null, undefined, { kind: 'card', categories: ['danger'] }],
  ['calm', 'card', null, null, { kind: 'card', categories: ['danger'] }],
  // The direct question: a yes opens the card about oneself; a no is thanked; unclear, its answers offered once.
  ['question (1st)', 'none', 'yes', undefined, { kind: 'card', categories: ['suicide'] }],
  ['question (1st)', 'none', 'no', undefined, { kind: 'declined' }],
  ['question (1st)', 'none', 'unclear', undefined, { kind: 'question', categories: ['suicide', 'violence'], again: true }],
  ['question (1st)', 'ask', 'unclear', undefined, { kind: 'question', categories: ['suicide', 'violence'], again: true }],
  ['question (1st)', 'card', 'no', undefined, { kind: 'card', categories: ['danger'] }],
  ['question (1st)', 'card', 'unclear', undefined, { kind: 'card', categories: ['danger'] }],
  ['question (2nd)', 'none', 'yes', undefined, { kind: 'card', categories: ['suicide'] }],
  ['question (2nd)', 'none', 'no', undefined, { kind: 'declined' }],
  ['question (2nd)', 'none', 'unclear', undefined, { kind: 'ordinary', gate: true }],
  ['question (2nd)', 'ask', 'unclear', undefined, { kind: 'ordinary', gate: true }],
  ['question (2nd)', 'card', 'unclear', undefined, { kind: 'card', categories: ['danger'] }],
  // Crisis mode: safe ends it; not safe gets the step once, then the urgency; unclear gets the check once.
  ['crisis, card asked', 'none', 'safe', undefined, { kind: 'safe' }],
  ['crisis, card asked', 'card', 'safe', undefined, { kind: 'safe' }],
  ['crisis, card asked', 'none', 'not_safe', undefined, { kind: 'step', categories: CARD }],
  ['crisis, card asked', 'card', 'unclear', undefined, { kind: 'step', categories: ['danger'] }],
  ['crisis, card asked', 'none', 'unclear', undefined, { kind: 'check', categories: CARD }],
  ['crisis, card asked', 'ask', 'unclear', undefined, { kind: 'check', categories: CARD }],
  ['crisis, after step', 'none', 'safe', undefined, { kind: 'safe' }],
  ['crisis, after step', 'none', 'not_safe', undefined, { kind: 'crisis-reply', categories: CARD, notSafe: true }],
  ['crisis, after step', 'card', 'unclear', undefined, { kind: 'crisis-reply', categories: CARD, notSafe: true }],
  ['crisis, after step', 'none', 'unclear', undefined, { kind: 'crisis-reply', categories: CARD, notSafe: false }],
  ['crisis, step and check given', 'none', 'unclear', undefined, { kind: 'crisis-reply', categories: CARD, notSafe: false }],
  ['crisis, step and check given', 'none', 'safe', undefined, { kind: 'safe' }],
  ['crisis, check given', 'none', 'unclear', undefined, { kind: 'crisis-reply', categories: CARD, notSafe: false }],
  ['crisis, check given', 'none', 'not_safe', undefined, { kind: 'step', categories: CARD }],
  ['crisis, check given', 'ask', 'safe', undefined, { kind: 'safe' }],
];

describe('decideCrisisTurn', () => {
  it.each(TABLE)('%s, detector %s, answer %s, judgement %j → %j', (state, risk, answer, judgement, expected) => {
    expect(decideCrisisTurn(STATES[state], reading(state, risk, answer), judgement)).toEqual(expected);
  });

  it('covers every state, every reading and every answer the state can get', () => {
    for (const state of Object.keys(STATES) as State[]) {
      const answers = STATES[state].inCrisis
        ? ['safe', 'not_safe', 'unclear']
        : STATES[state].asked === 'question'
          ? ['yes', 'no', 'unclear']
          : [null];
      for (const risk of Object.keys(RISK) as Risk[])
        for (const answer of answers) {
          // Every combination is decided without throwing, and a few rules hold across the whole grid.
          const turn = decideCrisisTurn(STATES[state], reading(state, risk, answer), null);
          if (STATES[state].inCrisis) expect(['safe', 'step', 'check', 'crisis-reply']).toContain(turn.kind);
          if (answer === 'safe') expect(turn.kind).toBe('safe');
          if (STATES[state].checkGiven) expect(turn.kind).not.toBe('check');
          if (STATES[state].stepGiven) expect(turn.kind).not.toBe('step');
          if (!STATES[state].inCrisis && risk === 'card') expect(turn.kind).toBe('card');
          if (STATES[state].questionsInARow >= 2) expect(turn).not.toMatchObject({ kind: 'question' });
        }
    }
  });
});

describe('decideCrisisTurn, a statement of safety in so many words (third blind reading)', () => {
  const stated = (state: State, risk: Risk, safety: 'unclear' | 'not_safe'): Reading => ({
    ...reading(state, risk, safety),
    statedSafety: true,
  });
  it('is never escalated for the words the rules flag beside it: it gets the check, once', () => {
    expect(decideCrisisTurn(STATES['crisis, card asked'], stated('crisis, card asked', 'card', 'unclear'))).toEqual({
      kind: 'check',
      categories: CARD,
    });
  });
  it('said again after the check, it ends crisis mode — unless the safety reader found danger beside it', () => {
    expect(decideCrisisTurn(STATES['crisis, check given'], stated('crisis, check given', 'none', 'unclear'))).toEqual({ kind: 'safe' });
    expect(decideCrisisTurn(STATES['crisis, check given'], stated('crisis, check given', 'card', 'unclear'))).toEqual({
      kind: 'crisis-reply',
      categories: CARD,
      notSafe: false,
    });
    expect(decideCrisisTurn(STATES['crisis, check given'], stated('crisis, check given', 'none', 'not_safe'))).toEqual({
      kind: 'step',
      categories: CARD,
    });
  });
});
