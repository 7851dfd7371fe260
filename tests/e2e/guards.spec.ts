import { expect, test } from '@playwright/test';
import { signOutViaApi, signUpViaApi, tellStoryViaApi } from './support/fixtures';

test.describe('signed out', () => {
  // The first steps of a new account: sign-up (SPEC §2).
  for (const path of ['/story', '/welcome']) {
    test(`${path} redirects to /signup`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
    });
  }

  // Issue 27: a returning person (or one whose sessions a password reset ended) is asked to sign
  // in, not to create an account — new people come through the landing page's button.
  for (const path of ['/dashboard', '/chat', '/journal', '/progress', '/matrix']) {
    test(`${path} redirects to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
      await expect(page.locator('#contenu').getByRole('link', { name: 'Créer un compte' })).toBeVisible();
    });
  }

  test('signing in from a page the person was stopped on takes them back to it', async ({ page }) => {
    const { email, password } = await signUpViaApi(page);
    await tellStoryViaApi(page);
    await signOutViaApi(page);
    await page.goto('/journal');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe').fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/journal$/);
  });

  test('/account redirects to /login', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the landing page offers sign-in and signup, and its button goes to /signup', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Renouveau/);
    await expect(page.getByRole('heading', { name: "Guérir d'une rupture amoureuse" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tableau de bord' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Commencer mon parcours' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('an unknown page says so in French', async ({ page }) => {
    await page.goto('/nulle-part');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  });
});

test.describe('signed in without a story', () => {
  for (const path of ['/dashboard', '/chat', '/journal', '/progress', '/matrix']) {
    test(`${path} redirects to /story`, async ({ page }) => {
      await signUpViaApi(page);
      await page.goto(path);
      await expect(page).toHaveURL(/\/story$/);
      await expect(page.getByRole('heading', { name: 'Racontez votre rupture' })).toBeVisible();
    });
  }

  test('/welcome and /account are open', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
    for (const name of ['Chat avec Janne', 'Mon journal', 'Mes progrès', "Ma matrice d'introspection"]) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  });

  test('the header shows the dashboard link and the account menu; the landing button goes to /dashboard', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu du compte' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Commencer mon parcours' }).click();
    // /dashboard, then the story guard.
    await expect(page).toHaveURL(/\/story$/);
  });
});

test('the global spinner shows while the session loads', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('/api/auth/session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('status')).toHaveText('Chargement…');
  release();
  await expect(page).toHaveURL(/\/login$/);
});

test('a failing session check shows SPEC’s message and treats the person as signed out', async ({ page }) => {
  await page.route('/api/auth/session', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText("Une erreur est survenue lors de la vérification de l'authentification.");
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
});
