import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages';
import { DEFAULT_SAFETY_PLAN, type SafetyPlan } from '#shared/safety-plan';
import { safetyPlans } from '#server/db/schema';
import { createTestApp, exportOf, send, signUp, TEST_PASSWORD, type TestApp } from '#server/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CANARY = 'PLAN-SECRET';
const plan = (overrides: Partial<SafetyPlan> = {}): SafetyPlan => ({ ...DEFAULT_SAFETY_PLAN, ...overrides });

describe('GET /api/safety-plan', () => {
  it('gives someone who never saved the default plan, step 5 prefilled, and writes nothing', async () => {
    const { cookie, userId } = await signUp(t.app);
    const response = await send(t.app, cookie, 'GET', '/api/safety-plan');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ plan: DEFAULT_SAFETY_PLAN, saved: false, updatedAt: null });
    expect(response.json().plan.professionals).toContain('3114');
    expect(await t.database.db.select().from(safetyPlans).where(eq(safetyPlans.userId, userId))).toHaveLength(0);
  });

  it('answers 401 when signed out', async () => {
    expect((await send(t.app, '', 'GET', '/api/safety-plan')).statusCode).toBe(401);
  });
});

describe('PUT /api/safety-plan', () => {
  it('saves the plan trimmed, reads it back, and replaces it on the next save', async () => {
    const { cookie } = await signUp(t.app);
    const first = await send(
      t.app,
      cookie,
      'PUT',
      '/api/safety-plan',
      plan({ warningSigns: '  Je ne dors plus  ', helpers: 'Léa\nMaman' }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ saved: true, plan: plan({ warningSigns: 'Je ne dors plus', helpers: 'Léa\nMaman' }) });
    expect(Date.parse(first.json().updatedAt)).not.toBeNaN();

    const read = (await send(t.app, cookie, 'GET', '/api/safety-plan')).json();
    expect(read).toEqual(first.json());

    // Emptying step 5 is the person's choice: the default does not come back.
    const second = await send(t.app, cookie, 'PUT', '/api/safety-plan', plan({ copingAlone: 'Marcher', professionals: '' }));
    expect(second.statusCode).toBe(200);
    expect((await send(t.app, cookie, 'GET', '/api/safety-plan')).json().plan).toEqual(plan({ copingAlone: 'Marcher', professionals: '' }));
  });

  it.each([
    ['a step too long', plan({ helpers: 'a'.repeat(2001) }), /^Chaque étape doit faire au plus 2\s000 caractères\.$/],
    ['a step that is not text', plan({ helpers: 42 as unknown as string }), /^Chaque étape du plan doit être un texte\.$/],
    ['an unknown field', { ...plan(), userId: 'quelqu-un' }, /^Ce plan contient une étape inconnue\.$/],
    ['a list instead of a plan', [plan()], /^Le plan envoyé n'est pas valide\.$/],
    // Five steps missing for one reason: the reason is said, rather than the generic sentence.
    ['a missing step', { warningSigns: 'x' }, /^Chaque étape du plan doit être un texte\.$/],
    [
      'steps wrong in different ways',
      plan({ helpers: 42 as unknown as string, copingAlone: 'a'.repeat(2001) }),
      new RegExp(`^${MESSAGES.invalidBody}$`),
    ],
  ])('refuses %s with a 400 in French and keeps the saved plan', async (_label, body, message) => {
    const { cookie } = await signUp(t.app);
    await send(t.app, cookie, 'PUT', '/api/safety-plan', plan({ warningSigns: 'Gardé' }));
    const response = await send(t.app, cookie, 'PUT', '/api/safety-plan', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation' });
    expect(response.json().message).toMatch(message);
    expect(response.json().message).toMatch(/[a-zà-ÿ]/i);
    expect((await send(t.app, cookie, 'GET', '/api/safety-plan')).json().plan.warningSigns).toBe('Gardé');
  });

  it('answers 401 when signed out and 403 from another site', async () => {
    expect((await send(t.app, '', 'PUT', '/api/safety-plan', plan())).statusCode).toBe(401);
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/safety-plan',
      headers: { origin: 'https://ailleurs.example', cookie },
      payload: plan(),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('privacy', () => {
  it('another person never sees the plan, and saving theirs leaves it alone', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await send(t.app, alice.cookie, 'PUT', '/api/safety-plan', plan({ helpers: `Léa ${CANARY}` }));
    const bobs = await send(t.app, bob.cookie, 'GET', '/api/safety-plan');
    expect(bobs.json()).toMatchObject({ saved: false, plan: DEFAULT_SAFETY_PLAN });
    expect(bobs.body).not.toContain(CANARY);
    await send(t.app, bob.cookie, 'PUT', '/api/safety-plan', plan({ helpers: 'Max' }));
    expect((await send(t.app, alice.cookie, 'GET', '/api/safety-plan')).json().plan.helpers).toBe(`Léa ${CANARY}`);
    expect(Object.values(await exportOf(t.app, bob.cookie)).join('\n')).not.toContain(CANARY);
  });

  it('is in the account export and erased with the account', async () => {
    const person = await signUp(t.app);
    await send(t.app, person.cookie, 'PUT', '/api/safety-plan', plan({ warningSigns: `Signes ${CANARY}` }));
    const exported = JSON.parse((await exportOf(t.app, person.cookie))['safety-plan.json'] ?? '');
    expect(exported.plan).toMatchObject({ warningSigns: `Signes ${CANARY}`, helpers: '' });

    const deleted = await send(t.app, person.cookie, 'POST', '/api/account/delete', { password: TEST_PASSWORD });
    expect(deleted.statusCode).toBe(204);
    expect(await t.database.db.select().from(safetyPlans).where(eq(safetyPlans.userId, person.userId))).toHaveLength(0);
  });
});
