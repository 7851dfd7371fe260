import { expect, test } from '@playwright/test';
import { localDateIn } from '../../src/shared/time-zone';
import { celebratedToday, signUpViaApi } from './support/fixtures';

/**
 * Issue 27: the counter started at 0 for everyone — someone three weeks without contact read
 * « 0 jour ». Telling the story asks once when the last contact was (« aujourd'hui », a day, or
 * « je ne sais plus »), and the counter starts from it.
 */
const todayInParis = () => localDateIn('Europe/Paris');
/** Days from the first of last month to today, as the counter counts them. */
function daysSinceFirstOfLastMonth(): number {
  const today = new Date(`${todayInParis()}T00:00:00Z`);
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return Math.round((today.getTime() - first.getTime()) / 86_400_000);
}

test('the story asks when the last contact was, and the counter starts from the day chosen', async ({ page }) => {
  await celebratedToday(page);
  await signUpViaApi(page);
  await page.goto('/story');
  await page.getByLabel('Le prénom de ton ex').fill('Lou');
  await page.getByLabel('Ton histoire').fill('Trois ans ensemble, et elle est partie en septembre.');
  const question = page.getByRole('group', { name: 'Quand as-tu eu un contact avec Lou pour la dernière fois ?' });
  await question.getByLabel('Un autre jour').check();
  await question.getByRole('button', { name: 'Mois précédent' }).click();
  await question.locator('.rdp-day_button', { hasText: /^1$/ }).first().click();
  await page.getByRole('button', { name: 'Confier mon histoire à Janne' }).click();
  await expect(page).toHaveURL(/\/chat$/);

  await page.goto('/progress');
  const counter = page.getByRole('region', { name: 'Mon compteur' });
  await expect(counter.locator('.no-contact__number')).toHaveText(String(daysSinceFirstOfLastMonth()));
});

test('« Je ne sais plus » starts the counter today, and says so', async ({ page }) => {
  await celebratedToday(page);
  await signUpViaApi(page);
  await page.goto('/story');
  await page.getByLabel('Le prénom de ton ex').fill('Sam');
  await page.getByLabel('Ton histoire').fill('Je ne sais plus très bien quand on s’est parlé.');
  const question = page.getByRole('group', { name: 'Quand as-tu eu un contact avec Sam pour la dernière fois ?' });
  await question.getByLabel('Je ne sais plus').check();
  await expect(question.getByText('Ton compteur partira d’aujourd’hui', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Confier mon histoire à Janne' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await page.goto('/progress');
  await expect(page.getByRole('region', { name: 'Mon compteur' }).locator('.no-contact__number')).toHaveText('0');
});
