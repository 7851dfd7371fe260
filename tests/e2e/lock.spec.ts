import { expect, test, type Page } from '@playwright/test';
import { openWithExtras, PASSWORD, signUpWithStory } from './support/fixtures';

/**
 * The lock for a shared phone (issue 27): a code chosen in « Mon compte », asked after some minutes
 * away; what was being typed waits behind the lock; five wrong codes and the password is asked.
 */
async function chooseCode(page: Page, pin = '2468', after = 'Après 1 minute sans utiliser l’app') {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Choisir un code' }).click();
  await page.getByLabel('Code (4 à 6 chiffres)').fill(pin);
  await page.getByLabel('Confirme le code').fill(pin);
  await page.getByLabel('Quand le demander ?').selectOption({ label: after });
  await page.getByRole('button', { name: 'Enregistrer mon code' }).click();
  await expect(page.getByRole('status')).toHaveText('Ton code est enregistré.');
  await expect(page.getByText('Verrouillage activé')).toBeVisible();
}

const lockScreen = (page: Page) => page.getByRole('heading', { name: 'Renouveau est verrouillé' });

test('away longer than the delay, the app locks; the right code brings back the page as it was', async ({ page }) => {
  await page.clock.install();
  await signUpWithStory(page);
  await chooseCode(page);

  // A code that is too short or typed differently is said plainly.
  await page.getByRole('button', { name: 'Changer mon code' }).click();
  await page.getByLabel('Code (4 à 6 chiffres)').fill('12');
  await page.getByRole('button', { name: 'Enregistrer mon code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ton code doit faire de 4 à 6 chiffres.');

  // The away timer runs in the signed-in extras, a chunk of their own: wait until they run.
  await openWithExtras(page, '/journal');
  await page.locator('#journal-text').fill('Des mots à moitié écrits');
  const told = page.waitForResponse((response) => response.url().endsWith('/api/lock/lock'));
  await page.clock.fastForward('02:00');
  await expect(lockScreen(page)).toBeVisible();
  expect((await told).status()).toBe(204);
  await expect(page.locator('#journal-text')).toBeHidden();

  // The server refuses the person's data to this device too: a reload is still locked.
  const refused = await page.request.get('/api/journal/entries');
  expect(refused.status()).toBe(423);

  await page.getByLabel('Ton code').fill('1357');
  await page.getByRole('button', { name: 'Déverrouiller' }).click();
  await expect(page.getByRole('alert')).toContainText("Ce n'est pas le bon code. Encore 4 essais");
  // The message takes the focus, as every form's error does (FormError); the field is emptied.
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByLabel('Ton code')).toHaveValue('');
  await page.getByLabel('Ton code').fill('2468');
  await page.getByRole('button', { name: 'Déverrouiller' }).click();
  await expect(lockScreen(page)).toBeHidden();
  await expect(page.locator('#journal-text')).toHaveValue('Des mots à moitié écrits');
  expect((await page.request.get('/api/journal/entries')).status()).toBe(200);
});

test('five wrong codes: the password is asked, and the person comes back where they were', async ({ page }) => {
  const { email } = await signUpWithStory(page);
  await chooseCode(page, '975310');
  await page.getByRole('button', { name: 'Verrouiller maintenant' }).click();
  await expect(lockScreen(page)).toBeVisible();
  await page.reload();
  await expect(lockScreen(page)).toBeVisible();

  for (const left of [4, 3, 2, 1]) {
    await page.getByLabel('Ton code').fill('0000');
    await page.getByRole('button', { name: 'Déverrouiller' }).click();
    await expect(page.getByRole('alert')).toContainText(`Encore ${left} essai`);
  }
  await page.getByLabel('Ton code').fill('0000');
  await page.getByRole('button', { name: 'Déverrouiller' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText("Trop d'essais : pour protéger ton compte, reconnecte-toi avec ton mot de passe.");
  await page.getByLabel(/mail/i).fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Verrouillage activé')).toBeVisible();
});
