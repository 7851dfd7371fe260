import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { CHAT_FALLBACK_REPLY } from '../../src/shared/chat';
import { QUESTION_NO, QUESTION_NO_THANKS, QUESTION_YES, RISK_QUESTION } from '../../src/shared/crisis-care';
import { formatWeekdayDate } from '../../src/shared/dates';
import { ORIGIN, PASSWORD, signUpWithStory, unzipped } from './support/fixtures';

test.describe('crisis resources', () => {
  test('a crisis message gets 3114 and the other numbers as tap-to-call links, even while the AI fails', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await page.getByLabel('Ton message à Janne').fill("je veux en finir, j'ai plus envie de vivre [[fail500]]");
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const card = page.locator('.bubble--crisis');
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /3114/ })).toHaveAttribute('href', 'tel:3114');
    await expect(card.getByRole('link', { name: /15 SAMU/ })).toHaveAttribute('href', 'tel:15');
    await expect(card.getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');
    // The others are one tap away (issue 24).
    await card.locator('summary', { hasText: 'Autres numéros' }).click();
    await expect(card.getByRole('link', { name: /SOS Amitié/ })).toHaveAttribute('href', 'tel:+33972394050');
    await expect(card.getByRole('link', { name: /114 Urgence par SMS/ })).toHaveAttribute('href', 'sms:114');
    await expect(card.getByRole('link', { name: /^17 Police/ })).toHaveAttribute('href', 'tel:17');
    // The card ends the turn: no fallback sentence after it.
    await expect(page.locator('.chat__messages')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText(CHAT_FALLBACK_REPLY)).toHaveCount(0);
    await expect(page.locator('.bubble').last()).toHaveClass(/bubble--crisis/);
  });

  test('violence from a partner adds 3919', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await page.getByLabel('Ton message à Janne').fill('il me frappe quand il a bu');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.locator('.bubble--crisis').getByRole('link', { name: /3919/ })).toHaveAttribute('href', 'tel:3919');
  });

  test('a journal entry with crisis words, or a mood of 1, shows the resources after saving', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/journal');
    await page.getByRole('group', { name: 'Mon humeur (de 1 à 10)' }).getByRole('radio', { name: '5', exact: true }).check();
    await page.locator('#journal-text').fill('Je veux me faire du mal ce soir.');
    await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
    const card = page.locator('.crisis-card');
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /3114/ })).toHaveAttribute('href', 'tel:3114');

    await page.reload();
    await page.getByRole('group', { name: 'Mon humeur (de 1 à 10)' }).getByRole('radio', { name: '1', exact: true }).check();
    await page.locator('#journal-text').fill('Une journée sans couleur.');
    await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
    await expect(page.locator('.crisis-card')).toBeVisible();

    await page.reload();
    await page.getByRole('group', { name: 'Mon humeur (de 1 à 10)' }).getByRole('radio', { name: '6', exact: true }).check();
    await page.locator('#journal-text').fill('Une journée plutôt douce.');
    await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
    await expect(page.locator('#journal-text')).toHaveValue('');
    await expect(page.locator('.crisis-card')).toHaveCount(0);
  });

  test('a journal entry the detector is unsure of gets the direct question: « Oui » brings the helplines, « Non » a thank-you (issue 24)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUpWithStory(page);
    await page.goto('/journal');
    const unsure = 'est-ce qu’on sent quelque chose quand on se noie ?';
    await page.getByRole('group', { name: 'Mon humeur (de 1 à 10)' }).getByRole('radio', { name: '5', exact: true }).check();
    await page.locator('#journal-text').fill(unsure);
    await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
    const question = page.locator('.journal-question');
    await expect(question.getByRole('heading', { name: RISK_QUESTION })).toBeVisible();
    await expect(page.locator('.crisis-card')).toHaveCount(0);
    const yes = question.getByRole('button', { name: QUESTION_YES, exact: true });
    const no = question.getByRole('button', { name: QUESTION_NO });
    for (const button of [yes, no]) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(question.getByRole('link', { name: /3114/ })).toHaveAttribute('href', 'tel:3114');
    await yes.click();
    const card = page.locator('.crisis-card');
    await expect(card.getByRole('link', { name: /3114/ }).first()).toBeInViewport();
    await expect(question).toHaveCount(0);

    await page.getByRole('group', { name: 'Mon humeur (de 1 à 10)' }).getByRole('radio', { name: '5', exact: true }).check();
    await page.locator('#journal-text').fill(unsure);
    await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
    await page.locator('.journal-question').getByRole('button', { name: QUESTION_NO }).click();
    await expect(page.getByText(QUESTION_NO_THANKS)).toBeVisible();
    await expect(page.locator('.crisis-card')).toHaveCount(0);
  });

  test("'Besoin d'aide ?' is in the header of every signed-in screen and opens /aide", async ({ page }) => {
    await signUpWithStory(page);
    for (const path of ['/dashboard', '/chat', '/journal', '/progress', '/matrix', '/account']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: "Besoin d'aide ?" })).toBeVisible();
    }
    await page.getByRole('banner').getByRole('link', { name: "Besoin d'aide ?" }).click();
    await expect(page).toHaveURL(/\/aide$/);
    await expect(page).toHaveTitle(/Besoin d'aide/);
    await expect(page.getByRole('heading', { level: 1, name: "Besoin d'aide ?" })).toBeVisible();
    for (const tel of ['tel:3114', 'tel:15', 'tel:112', 'tel:17', 'sms:114', 'tel:119', 'tel:0800235236', 'tel:+33972394050', 'tel:3919']) {
      await expect(page.locator(`main a[href="${tel}"]`).first()).toBeVisible();
    }
    await expect(page.getByText(/pas une thérapeute|ne remplace pas/).first()).toBeVisible();
  });
});

test.describe('Janne is an AI', () => {
  test('the chat, the story and the welcome page say so', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await expect(page.locator('.chat__notice')).toContainText('intelligence artificielle, pas une thérapeute');
    await page.goto('/welcome');
    await expect(page.getByText(/est une intelligence artificielle/)).toBeVisible();
  });
});

test.describe('people own their data', () => {
  test('download everything as a ZIP to read, then delete the account with the password', async ({ page }) => {
    const { email } = await signUpWithStory(page, { exName: 'Alex', content: 'Mon histoire à exporter' });
    await page.goto('/journal');
    await page.getByRole('group', { name: 'Mon humeur (de 1 à 10)' }).getByRole('radio', { name: '7', exact: true }).check();
    await page.locator('#journal-text').fill('Une bonne marche au bord du canal.');
    await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
    await expect(page.locator('#journal-text')).toHaveValue('');

    await page.goto('/account');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger mes données' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('mes-donnees-renouveau.zip');
    const files = unzipped(fs.readFileSync((await download.path())!));
    expect(Object.keys(files)).toContain('LISEZMOI.txt');
    expect(JSON.parse(files['story.json']!).story).toMatchObject({ exName: 'Alex', content: 'Mon histoire à exporter' });
    expect(JSON.parse(files['profile.json']!)).toMatchObject({ email, gender: 'female', age: 29 });
    const today = formatWeekdayDate(new Date(), 'Europe/Paris');
    expect(files['journal.md']).toContain(`## ${today} — Humeur : 7/10\n\nUne bonne marche au bord du canal.`);
    expect(files['chat.md']).toContain('**Janne :**');
    expect(Object.values(files).join('\n')).not.toMatch(/argon2|session_token/);

    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Ton mot de passe, pour confirmer').fill('pas-le-bon');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Mot de passe incorrect.');

    await dialog.getByLabel('Ton mot de passe, pour confirmer').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Ton compte et tout ce qu’il contenait ont été supprimés'.replace('’', "'"))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();

    const login = await page.request.post('/api/auth/login', { headers: ORIGIN, data: { email, password: PASSWORD } });
    expect(login.status()).toBe(401);
  });

  test('cancelling the deletion changes nothing', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Supprimer mon compte' })).toBeFocused();
    expect((await page.request.get('/api/story')).status()).toBe(200);
  });
});
