import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PLAN } from '#shared/safety-plan';
import { createTestApp, send, signUpWithStory, type TestApp, unzipped } from '../testing/test-app';
import { localDateIn } from '#shared/time-zone';

/**
 * Two people, every route: the second never gets a 2xx on the first one's resources and never
 * sees their content. The route list is the app's own, so a new route fails here until it is
 * classified below.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PUBLIC_ROUTES = [
  'GET /api/health',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/auth/session',
  'POST /api/auth/password/forgot',
  'POST /api/auth/password/reset',
  'POST /api/auth/password/reset/check',
];
const today = () => localDateIn('Europe/Paris');
const CANARY = 'SECRET-D-ALICE';

describe('authorization on every route', () => {
  it('the route list is the one this test knows', () => {
    expect([...t.app.apiRoutes].sort()).toEqual(
      [
        ...PUBLIC_ROUTES,
        'GET /api/story',
        'POST /api/story',
        'PUT /api/story',
        'GET /api/chat/messages',
        'POST /api/chat/open',
        'POST /api/chat/messages',
        'POST /api/chat/retry',
        'GET /api/journal/entries',
        'GET /api/journal/range',
        'GET /api/journal/export',
        'POST /api/journal/entries',
        'PATCH /api/journal/entries/:id',
        'DELETE /api/journal/entries/:id',
        'POST /api/journal/question',
        'POST /api/journal/check-in',
        'GET /api/no-contact',
        'POST /api/no-contact/slips',
        'DELETE /api/no-contact/slips/:id',
        'POST /api/no-contact/held',
        'POST /api/no-contact/letters',
        'DELETE /api/no-contact/letters/:id',
        'POST /api/no-contact/reasons',
        'PUT /api/no-contact/reasons/:id',
        'DELETE /api/no-contact/reasons/:id',
        'GET /api/progress',
        'PUT /api/progress/no-contact',
        'POST /api/progress/goals',
        'PATCH /api/progress/goals/:id',
        'DELETE /api/progress/goals/:id',
        'POST /api/progress/goals/suggestion',
        'GET /api/matrix',
        'POST /api/matrix/items',
        'DELETE /api/matrix/items/:id',
        'POST /api/matrix/sections',
        'PUT /api/matrix/sections/:id',
        'DELETE /api/matrix/sections/:id',
        'POST /api/matrix/suggestions',
        'POST /api/feedback',
        'GET /api/safety-plan',
        'PUT /api/safety-plan',
        'GET /api/memory',
        'POST /api/memory/facts',
        'PATCH /api/memory/facts/:id',
        'DELETE /api/memory/facts/:id',
        'PUT /api/memory/settings',
        'GET /api/account/export',
        'POST /api/account/delete',
        'POST /api/auth/password/change',
        'GET /api/auth/sessions',
        'POST /api/auth/sessions/revoke-others',
        'GET /api/lock',
        'PUT /api/lock',
        'DELETE /api/lock',
        'POST /api/lock/unlock',
        'POST /api/lock/lock',
        'POST /api/lock/alive',
        'GET /api/parcours',
        'POST /api/parcours/days/:day/exercise',
        'POST /api/parcours/days/:day/skip',
        'PUT /api/parcours/pause',
        'POST /api/parcours/restart',
        'GET /api/parcours/bilans',
        'POST /api/parcours/bilans',
        'GET /api/reminders',
        'PUT /api/reminders',
        'POST /api/reminders/offer/dismiss',
        'GET /api/reminders/vapid-key',
        'POST /api/reminders/subscriptions',
        'DELETE /api/reminders/subscriptions',
      ].sort(),
    );
  });

  it('every route but the public ones answers 401 when signed out', async () => {
    for (const route of t.app.apiRoutes.filter((route) => !PUBLIC_ROUTES.includes(route))) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      const response = await send(
        t.app,
        '',
        method,
        url.replace(':id', '00000000-0000-4000-8000-000000000000'),
        method === 'GET' ? undefined : {},
      );
      expect(response.statusCode, route).toBe(401);
    }
  });

  it('Bob gets 404 on Alice’s resources and never sees her content', async () => {
    const alice = await signUpWithStory(t.app, { exName: 'Léo', content: `Histoire ${CANARY}` });
    const bob = await signUpWithStory(t.app, { exName: 'Max', content: 'Histoire de Bob' });
    await send(t.app, alice.cookie, 'POST', '/api/chat/messages', { content: `Chat ${CANARY}` });
    const { entry } = (
      await send(t.app, alice.cookie, 'POST', '/api/journal/entries', {
        mood: 3,
        content: `Journal ${CANARY}`,
        date: today(),
        timeZone: 'Europe/Paris',
      })
    ).json();
    const { goal } = (await send(t.app, alice.cookie, 'POST', '/api/progress/goals', { content: `Objectif ${CANARY}` })).json();
    const { section } = (
      await send(t.app, alice.cookie, 'POST', '/api/matrix/sections', { title: `Section ${CANARY}`, description: 'privée' })
    ).json();
    const { item } = (
      await send(t.app, alice.cookie, 'POST', '/api/matrix/items', { type: section.type, content: `Item ${CANARY}` })
    ).json();
    await send(t.app, alice.cookie, 'POST', '/api/feedback', { content: `Avis ${CANARY}` });
    await send(t.app, alice.cookie, 'PUT', '/api/safety-plan', { ...DEFAULT_SAFETY_PLAN, helpers: `Plan ${CANARY}` });
    const fact = (await send(t.app, alice.cookie, 'POST', '/api/memory/facts', { text: `Souvenir ${CANARY}` })).json();
    const { letter } = (await send(t.app, alice.cookie, 'POST', '/api/no-contact/letters', { content: `Lettre ${CANARY}` })).json();
    const { reason } = (await send(t.app, alice.cookie, 'POST', '/api/no-contact/reasons', { content: `Raison ${CANARY}` })).json();
    const { slip } = (
      await send(t.app, alice.cookie, 'POST', '/api/no-contact/slips', { timeZone: 'Europe/Paris', note: `Craquage ${CANARY}` })
    ).json();

    const parcoursDay = await send(t.app, alice.cookie, 'POST', '/api/parcours/days/1/exercise', {
      answer: `Parcours ${CANARY}`,
      mood: 4,
      timeZone: 'Europe/Paris',
    });
    expect(parcoursDay.statusCode).toBe(200);
    await send(t.app, alice.cookie, 'POST', '/api/parcours/bilans', { answers: [4, 4, 4, 4, 4, 4, 4], timeZone: 'Europe/Paris' });

    // Routes that take an id of Alice's: 404, and her data unchanged.
    const onAlicesIds: [string, string, object | undefined][] = [
      ['PATCH', `/api/progress/goals/${goal.id}`, { completed: true }],
      ['DELETE', `/api/progress/goals/${goal.id}`, undefined],
      ['DELETE', `/api/matrix/items/${item.id}`, undefined],
      ['POST', '/api/matrix/items', { type: section.type, content: 'intrusion' }],
      ['PATCH', `/api/memory/facts/${fact.id}`, { text: 'intrusion' }],
      ['DELETE', `/api/memory/facts/${fact.id}`, undefined],
      ['DELETE', `/api/no-contact/letters/${letter.id}`, undefined],
      ['PUT', `/api/no-contact/reasons/${reason.id}`, { content: 'intrusion' }],
      ['DELETE', `/api/no-contact/reasons/${reason.id}`, undefined],
      ['DELETE', `/api/no-contact/slips/${slip.id}`, undefined],
      ['PATCH', `/api/journal/entries/${entry.id}`, { mood: 1, content: 'intrusion' }],
      ['DELETE', `/api/journal/entries/${entry.id}`, undefined],
      ['PUT', `/api/matrix/sections/${section.sectionId}`, { title: 'intrusion', description: 'x' }],
      ['DELETE', `/api/matrix/sections/${section.sectionId}`, undefined],
    ];
    for (const [method, url, body] of onAlicesIds) {
      const response = await send(t.app, bob.cookie, method as 'POST', url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain(CANARY);
    }

    // Every route that returns data: nothing of Alice's in Bob's answers.
    const readsAndWrites: [string, string, object | undefined][] = [
      ['GET', '/api/story', undefined],
      ['GET', '/api/chat/messages', undefined],
      ['POST', '/api/chat/open', undefined],
      ['POST', '/api/chat/messages', { content: 'Bonjour' }],
      ['GET', '/api/journal/entries', undefined],
      ['GET', `/api/journal/range?from=${today()}&to=${today()}`, undefined],
      ['GET', '/api/journal/export', undefined],
      ['POST', '/api/journal/question', {}],
      ['GET', '/api/progress', undefined],
      ['POST', '/api/progress/goals/suggestion', undefined],
      ['GET', '/api/matrix', undefined],
      ['POST', '/api/matrix/suggestions', undefined],
      ['GET', '/api/safety-plan', undefined],
      ['GET', '/api/memory', undefined],
      ['POST', '/api/memory/facts', { text: 'Bob' }],
      ['PUT', '/api/memory/settings', { enabled: false }],
      ['GET', '/api/no-contact', undefined],
      ['POST', '/api/no-contact/held', { timeZone: 'Europe/Paris' }],
      ['POST', '/api/no-contact/slips', { timeZone: 'Europe/Paris' }],
      ['POST', '/api/journal/check-in', { mood: 5, date: today(), timeZone: 'Europe/Paris' }],
      ['GET', '/api/account/export', undefined],
      ['GET', '/api/auth/session', undefined],
      ['GET', '/api/lock', undefined],
      ['POST', '/api/lock/alive', undefined],
      ['GET', '/api/parcours', undefined],
      ['GET', '/api/parcours/bilans', undefined],
    ];
    for (const [method, url, body] of readsAndWrites) {
      const response = await send(t.app, bob.cookie, method as 'POST', url, body);
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(400);
      // The export is a ZIP, compressed: read what is inside.
      const text = url === '/api/account/export' ? Object.values(unzipped(response.rawPayload)).join('\n') : response.body;
      expect(text, `${method} ${url}`).not.toContain(CANARY);
      expect(text, `${method} ${url}`).not.toContain(alice.userId);
    }

    // Alice's things are all still there, untouched.
    const progress = (await send(t.app, alice.cookie, 'GET', '/api/progress')).json();
    expect(progress.goals.find((g: { id: string }) => g.id === goal.id)).toMatchObject({ completed: false });
    const matrix = (await send(t.app, alice.cookie, 'GET', '/api/matrix')).json();
    const custom = matrix.sections.find((s: { type: string }) => s.type === section.type);
    expect(custom.items.map((i: { content: string }) => i.content)).toEqual([`Item ${CANARY}`]);
    const memory = (await send(t.app, alice.cookie, 'GET', '/api/memory')).json();
    expect(memory).toMatchObject({ enabled: true, facts: [{ id: fact.id, text: `Souvenir ${CANARY}` }] });
    const noContact = (await send(t.app, alice.cookie, 'GET', '/api/no-contact')).json();
    expect([noContact.letters[0].content, noContact.reasons[0].content, noContact.slips[0].note]).toEqual([
      `Lettre ${CANARY}`,
      `Raison ${CANARY}`,
      `Craquage ${CANARY}`,
    ]);
    const parcours = (await send(t.app, alice.cookie, 'GET', '/api/parcours')).json();
    expect(parcours.days[0]).toMatchObject({ status: 'done', written: { tool: 'journal' } });
    expect(parcours.days[0].written.text).toContain(`Parcours ${CANARY}`);
    expect((await send(t.app, alice.cookie, 'GET', '/api/parcours/bilans')).json().results).toHaveLength(1);
  }, 60_000); // two people, every route: argon2 sign-ups and a few dozen requests, slower on a busy machine
});
