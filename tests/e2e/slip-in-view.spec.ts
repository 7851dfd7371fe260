import { expect, test } from '@playwright/test';
import { celebratedToday, setLastContact, signUpWithStory } from './support/fixtures';

/**
 * Issue 27: after « J'ai craqué », a phone showed a giant « 0 jour sans contact » and the kind
 * words and the 10-second « Annuler » were below the fold. They come in a dialog now, where the eye
 * is, and « Annuler » stays as long as the dialog is open.
 */
test.use({ viewport: { width: 360, height: 740 } });

test('a slip on « Mes progrès »: the kind words in view, « Annuler » still there after half a minute', async ({ page }) => {
  await page.clock.install();
  await celebratedToday(page);
  await signUpWithStory(page);
  await setLastContact(page, 12);
  await page.goto('/progress');
  const counter = page.getByRole('region', { name: 'Mon compteur' });
  await counter.getByRole('button', { name: "J'ai craqué" }).click();
  await page.getByRole('dialog', { name: 'Tu as craqué ?' }).getByRole('button', { name: 'Noter et repartir' }).click();

  const outcome = page.getByRole('dialog', { name: 'C’est noté' });
  await expect(outcome).toContainText('Tes 12 jours sans contact restent à toi');
  const box = await outcome.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(740);

  // Long enough to be found: the dialog waits for the person, whatever the time.
  await page.clock.fastForward(30_000);
  await outcome.getByRole('button', { name: 'Annuler' }).click();
  await expect(outcome).toHaveCount(0);
  await expect(counter.locator('.no-contact__number')).toHaveText('12');
});

test('closing the kind words keeps the slip', async ({ page }) => {
  await celebratedToday(page);
  await signUpWithStory(page);
  await setLastContact(page, 5);
  await page.goto('/progress');
  const counter = page.getByRole('region', { name: 'Mon compteur' });
  await counter.getByRole('button', { name: "J'ai craqué" }).click();
  await page.getByRole('dialog', { name: 'Tu as craqué ?' }).getByRole('button', { name: 'Noter et repartir' }).click();
  const outcome = page.getByRole('dialog', { name: 'C’est noté' });
  await outcome.getByRole('button', { name: 'Fermer' }).click();
  await expect(outcome).toHaveCount(0);
  await expect(counter.locator('.no-contact__number')).toHaveText('0');
});
