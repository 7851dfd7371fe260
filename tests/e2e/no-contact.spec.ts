import { expect, type Page, test } from '@playwright/test';
import { E2E_OFFLINE_URL } from '../../playwright.config';
import { celebratedToday, setLastContact, signUpWithStory } from './support/fixtures';

/** Issue 15: the no-contact toolkit — the urge flow, letters, slips without shame, the dashboard at a glance. */

const URGE = "J'ai envie de lui écrire";
/** As Janne writes it, with either apostrophe. */
const URGE_WORDS = /^(✍️ )?J['’]ai envie de lui écrire$/;

/** No celebration on load: it would cover the page for three seconds (celebration.spec.ts tests it). */
async function askJanne(page: Page, text: string) {
  await page.goto('/chat');
  const finished = page.locator('.bubble--assistant:not(.typing):not(.bubble--streaming)');
  await expect(finished.first()).toBeVisible();
  const before = await finished.count();
  await page.getByLabel('Ton message à Janne').fill(text);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(finished).toHaveCount(before + 1);
  return finished.last();
}

test('the urge flow: a letter kept and never sent, a reason, a wait that survives leaving, « J’ai tenu »; the letter read again after a reload', async ({
  page,
}) => {
  await page.clock.install();
  await signUpWithStory(page, { exName: 'Julien', content: 'Six ans ensemble, il est parti en mars.' });
  await page.goto('/progress');
  await page.getByRole('link', { name: URGE }).click();
  await expect(page.getByRole('heading', { level: 1, name: URGE })).toBeVisible();

  const letter = 'Julien, tu me manques.\n\nMais je sais pourquoi je ne t’écris pas.';
  await page.getByLabel('Ce que tu voudrais lui dire', { exact: false }).fill(letter);
  await page.getByRole('button', { name: 'Garder sans envoyer' }).click();

  await expect(page.getByRole('heading', { name: 'Pourquoi tu as choisi de ne plus lui écrire' })).toBeFocused();
  // Issue 27: no reasons yet — so not « Tu les as écrites un jour où tu voyais clair » above « Tu n'as pas encore écrit tes raisons ».
  await expect(
    page
      .getByText('Tu n’as pas encore écrit tes raisons', { exact: false })
      .or(page.getByText("Tu n'as pas encore écrit tes raisons", { exact: false })),
  ).toBeVisible();
  await expect(page.getByText('Tu les as écrites un jour où tu voyais clair', { exact: false })).toHaveCount(0);
  await page.getByLabel('Ajouter une raison').fill('Je mérite quelqu’un qui me choisit');
  await page.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Je mérite quelqu’un qui me choisit')).toBeVisible();
  await expect(page.getByText('Tu les as écrites un jour où tu voyais clair', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Attendre 10 minutes' }).click();

  await expect(page.getByRole('heading', { name: 'Dix minutes pour toi' })).toBeVisible();
  await expect(page.locator('.urge__clock')).toHaveText(/^(10:00|9:[0-5]\d)$/);
  await expect(page.getByTestId('breathing-circle')).toBeVisible();

  // Leaving and coming back keeps the wait, and the time already spent.
  await page.clock.fastForward('03:00');
  await page.goto('/dashboard');
  await page.goto('/envie-de-lui-ecrire');
  await expect(page.getByRole('heading', { name: 'Dix minutes pour toi' })).toBeVisible();
  await expect(page.locator('.urge__clock')).toHaveText(/^[67]:[0-5]\d$/);

  // The ten minutes pass; the feedback popup (due five minutes after loading) does not open over the flow.
  await page.clock.fastForward('08:00');
  await expect(page.getByText('Les dix minutes sont passées.', { exact: false })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Votre avis nous intéresse' })).toHaveCount(0);

  await page.getByRole('button', { name: "J'ai tenu" }).click();
  await expect(page.getByRole('heading', { name: /Tu as tenu/ })).toBeVisible();
  await page.getByRole('link', { name: 'Voir mon chemin sans contact' }).click();
  // Out of the flow, the popup that waited comes at its next look (a minute later).
  await expect(page.getByRole('dialog', { name: 'Votre avis nous intéresse' })).toHaveCount(0);
  await page.clock.fastForward('01:05');
  await expect(page.getByRole('dialog', { name: 'Votre avis nous intéresse' })).toBeVisible();
  await page.getByRole('button', { name: 'Plus tard' }).click();

  await page.reload();
  const road = page.getByRole('region', { name: 'Mon chemin sans contact' });
  await expect(road.getByText('Envies surmontées')).toBeVisible();
  await expect(road.locator('dd').nth(2)).toHaveText('1');
  const letters = page.getByRole('region', { name: 'Lettres non envoyées' });
  await letters.locator('summary', { hasText: 'Julien, tu me manques.' }).click();
  await expect(letters.getByText('Mais je sais pourquoi je ne t’écris pas.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mes raisons' }).getByText('Je mérite quelqu’un qui me choisit')).toBeVisible();

  // Deleting asks once more.
  await letters.getByRole('button', { name: 'Supprimer cette lettre' }).click();
  await letters.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(letters.getByText('Aucune lettre pour le moment.', { exact: false })).toBeVisible();
});

test('a slip after 12 days: kind words, the current streak restarted, the best streak of 12 kept after a reload, « Annuler » puts it back', async ({
  page,
}) => {
  await celebratedToday(page);
  await signUpWithStory(page);
  await setLastContact(page, 12);
  await page.goto('/progress');
  const counter = page.getByRole('region', { name: 'Mon compteur' });
  await expect(counter.locator('.no-contact__number')).toHaveText('12');

  await counter.getByRole('button', { name: "J'ai craqué" }).click();
  const dialog = page.getByRole('dialog', { name: 'Tu as craqué ?' });
  await dialog.getByLabel("Ce qui s'est passé", { exact: false }).fill('Je lui ai répondu après sa story');
  await dialog.getByRole('button', { name: 'Noter et repartir' }).click();

  const outcome = page.getByRole('dialog', { name: 'C’est noté' });
  await expect(
    outcome.getByText('Tes 12 jours sans contact restent à toi, et ton record est de 12 jours.', { exact: false }),
  ).toBeVisible();
  await outcome.getByRole('button', { name: 'Fermer' }).click();
  await expect(counter.locator('.no-contact__number')).toHaveText('0');
  const road = page.getByRole('region', { name: 'Mon chemin sans contact' });
  await expect(road.locator('dd').first()).toHaveText('12 jours');

  await page.reload();
  await expect(counter.locator('.no-contact__number')).toHaveText('0');
  await expect(counter.getByText('Ton record : 12 jours · au total : 12 jours')).toBeVisible();
  await expect(road.locator('dd').first()).toHaveText('12 jours');
  await expect(road.getByText('« Je lui ai répondu après sa story »')).toBeVisible();
  await expect(road.getByText('10 jours', { exact: true })).toBeVisible(); // a milestone of the streak that ended

  // A slip of the finger: « Annuler » right after brings the streak back.
  await counter.getByRole('button', { name: "J'ai craqué" }).click();
  await dialog.getByRole('button', { name: 'Noter et repartir' }).click();
  await expect(outcome.getByText('Ton record reste de 12 jours.', { exact: false })).toBeVisible();
  await outcome.getByRole('button', { name: 'Annuler' }).click();
  await expect(outcome).toHaveCount(0);
  await page.reload();
  await expect(road.locator('.road__streak')).toHaveCount(2); // the current streak and the one slip kept
});

test('the dashboard at a glance: days without contact, the next goal, and a two-tap check-in saved as today’s journal entry', async ({
  page,
}) => {
  await celebratedToday(page);
  await signUpWithStory(page);
  await setLastContact(page, 4);
  await page.goto('/dashboard');
  const glance = page.getByRole('region', { name: 'En un coup d’œil' });
  await expect(glance.getByRole('region', { name: 'Sans contact' })).toContainText('4 jours');
  await expect(glance.getByRole('region', { name: 'Mon prochain objectif' })).toContainText("M'inscrire à la salle de sport");
  await expect(glance.getByRole('link', { name: URGE })).toBeVisible();
  // SPEC's four cards are still there.
  for (const title of ['Chat avec Janne', 'Mon journal', 'Mes progrès', "Ma matrice d'introspection"]) {
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  }

  const checkIn = glance.getByRole('region', { name: 'Mon humeur du jour' });
  await checkIn.getByRole('radio', { name: '7' }).check();
  await checkIn.getByRole('button', { name: 'Ajouter des mots' }).click();
  await checkIn.getByRole('checkbox', { name: 'nostalgique' }).check();
  await checkIn.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(checkIn.locator('.glance__figure')).toHaveText('7/10');

  await page.reload();
  await expect(checkIn.locator('.glance__figure')).toHaveText('7/10');
  await page.goto('/journal');
  await expect(page.getByText('Je me sens nostalgique.')).toBeVisible();
  await expect(page.getByLabel('Humeur : 7 sur 10')).toBeVisible();
});

test('Janne’s reply to « j’ai trop envie de lui envoyer un message » links to the urge flow (AI provider)', async ({ page }) => {
  await signUpWithStory(page);
  const reply = await askJanne(page, "j'ai trop envie de lui envoyer un message");
  await reply.getByRole('link', { name: URGE_WORDS }).click();
  await expect(page.getByRole('heading', { level: 1, name: URGE })).toBeVisible();
});

test.describe('with the offline Janne', () => {
  test.use({ baseURL: E2E_OFFLINE_URL });

  test('her reply to « j’ai trop envie de lui envoyer un message » links to the urge flow', async ({ page }) => {
    await signUpWithStory(page, { exName: 'Julien', content: 'Six ans ensemble.' }, { origin: E2E_OFFLINE_URL });
    const reply = await askJanne(page, "j'ai trop envie de lui envoyer un message");
    await reply.getByRole('link', { name: URGE_WORDS }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: URGE })).toBeVisible();
  });
});
