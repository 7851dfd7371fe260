import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signUpWithStory } from './support/fixtures';

/** Issue 30: reminders the person chooses, on /account and once an entry is written. */

const remindersSection = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Mes rappels' }) });

test('reminders by e-mail turned on in « Mon compte », kept after a reload, and stopped with one tap', async ({ page }) => {
  const { email } = await signUpWithStory(page);
  await page.goto('/account');
  const section = remindersSection(page);
  const toggle = section.getByLabel('Recevoir un petit rappel chaque jour');
  await expect(toggle).not.toBeChecked();

  await section.getByLabel(`Un e-mail à ${email}`).check();
  // Only hours outside the quiet hours (22 h – 8 h) are offered.
  const time = section.getByLabel('À quelle heure ?');
  await expect(time.locator('option', { hasText: /^22 h$/ })).toHaveCount(0);
  await expect(time.locator('option', { hasText: /^7 h 30$/ })).toHaveCount(0);
  await time.selectOption({ label: '21 h 30' });
  await toggle.check();
  await expect(section.getByRole('status')).toHaveText("C'est noté : un rappel chaque jour à 21 h 30, par e-mail.");
  expect(
    await new AxeBuilder({ page })
      .include('#rappels')
      .analyze()
      .then((result) => result.violations),
  ).toEqual([]);

  await page.reload();
  await expect(toggle).toBeChecked();
  await expect(time).toHaveValue('21:30');
  await expect(section.getByLabel(`Un e-mail à ${email}`)).toBeChecked();
  const saved = await (await page.request.get('/api/reminders')).json();
  expect(saved).toMatchObject({ enabled: true, channel: 'email', time: '21:30', timeZone: 'Europe/Paris', quietFrom: 22, quietTo: 8 });

  // One tap: off at once, no « Enregistrer » needed.
  await toggle.uncheck();
  await expect(section.getByRole('status')).toHaveText('Tes rappels sont arrêtés. Tu peux les remettre quand tu veux.');
  expect((await (await page.request.get('/api/reminders')).json()).enabled).toBe(false);
});

test('a time inside quiet hours the person moved is refused with a French message', async ({ page }) => {
  await signUpWithStory(page);
  await page.goto('/account');
  const section = remindersSection(page);
  await section.getByLabel(/^Un e-mail/).check();
  await section.getByLabel('À quelle heure ?').selectOption({ label: '20 h' });
  await section.getByLabel('Début des heures calmes').selectOption({ label: '19 h' });
  // click, not check(): the switch goes back off as soon as the refusal comes, which check() takes for a failed click.
  await section.getByLabel('Recevoir un petit rappel chaque jour').click();
  await expect(section.getByRole('alert')).toContainText('Cette heure est dans tes heures calmes (de 19 h à 8 h)');
  await expect(section.getByLabel('Recevoir un petit rappel chaque jour')).not.toBeChecked();
});

test('after an entry, the journal offers a daily reminder once; « Non merci » dismisses it for good', async ({ page }) => {
  await signUpWithStory(page);
  await page.goto('/journal');
  const offer = page.getByRole('complementary', { name: 'Veux-tu un petit rappel chaque jour ?' });
  await expect(page.getByRole('heading', { name: /^Aujourd'hui, / })).toBeVisible();
  await expect(offer).toHaveCount(0);

  const writeEntry = async (text: string) => {
    await page.getByRole('group', { name: 'Mon humeur (de 1 à 10)' }).getByRole('radio', { name: '6', exact: true }).check();
    await page.locator('#journal-text').fill(text);
    await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
    await expect(page.locator('#journal-text')).toHaveValue('');
  };
  await writeEntry('Une journée calme.');
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('link', { name: 'Oui, choisir mon heure' })).toHaveAttribute('href', '/account#rappels');
  await offer.getByRole('button', { name: 'Non merci' }).click();
  await expect(offer).toHaveCount(0);

  await page.reload();
  await writeEntry('Une autre journée.');
  await expect(page.locator('.entry').first()).toContainText('Une autre journée.');
  await expect(offer).toHaveCount(0);
});

test('« Oui, choisir mon heure » leads to the settings in « Mon compte »', async ({ page }) => {
  await signUpWithStory(page);
  await page.goto('/journal');
  await page.getByRole('group', { name: 'Mon humeur (de 1 à 10)' }).getByRole('radio', { name: '4', exact: true }).check();
  await page.locator('#journal-text').fill('Pas facile.');
  await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
  await page.getByRole('link', { name: 'Oui, choisir mon heure' }).click();
  await expect(page).toHaveURL(/\/account#rappels$/);
  await expect(remindersSection(page).getByLabel('Recevoir un petit rappel chaque jour')).toBeVisible();
  expect((await (await page.request.get('/api/reminders')).json()).offerDismissed).toBe(true);
});
