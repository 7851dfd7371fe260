import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { JOURNAL_QUESTION_FALLBACK } from '../../src/shared/journal';
import { localDateIn } from '../../src/shared/time-zone';
import { FAKE_REPLIES } from '../support/fake-openai';
import { ORIGIN, signUpWithStory } from './support/fixtures';

const todayIso = () => localDateIn('Europe/Paris');

/** The journal's mood: the scale shared with the dashboard, a radio group of 1 to 10 (issue 27). */
const journalMood = (page: Page) => page.getByRole('group', { name: 'Mon humeur (de 1 à 10)' });

async function writeEntry(page: Page, mood: string, text: string) {
  await journalMood(page).getByRole('radio', { name: mood, exact: true }).check();
  await page.locator('#journal-text').fill(text);
  await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
  await expect(page.locator('#journal-text')).toHaveValue('');
}

test.describe('journal', () => {
  test('a French calendar from Monday, today’s form, saving resets it and lists the entry with its mood', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/journal');
    await expect(page).toHaveTitle(/Mon journal/);
    await expect(page.getByRole('heading', { name: 'Mon journal' })).toBeVisible();
    await expect(page.locator('.rdp-weekday')).toHaveText(['L', 'M', 'Me', 'J', 'V', 'S', 'D']);
    await expect(page.getByRole('heading', { name: /^Aujourd'hui, / })).toBeVisible();

    const mood = journalMood(page);
    await expect(mood.getByRole('radio')).toHaveCount(10);
    await expect(page.getByText("Comment te sens-tu aujourd'hui ?")).toBeVisible();

    // Blank text: nothing is sent.
    await page.locator('#journal-text').fill('   ');
    await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
    await expect(page.locator('.entry')).toHaveCount(1); // the story's entry

    await writeEntry(page, '8', 'Une belle marche au soleil.\n\nJe respire mieux.');
    // The mood starts afresh too: none chosen (issue 27), not SPEC's 5.
    await expect(mood.getByRole('radio', { checked: true })).toHaveCount(0);
    const first = page.locator('.entry').first();
    await expect(first).toContainText('Une belle marche au soleil.');
    await expect(first).toContainText('Humeur 8/10');
    await expect(first.locator('p')).toHaveCount(2);
    await expect(page.locator('.entry').last()).toContainText('Ma rupture avec Alex');

    // Today is now bold with a dot in the calendar.
    const todayCell = page.locator('.rdp-today');
    await expect(todayCell).toHaveClass(/journal-calendar__has-entry/);
    const weight = await todayCell.locator('button').evaluate((button) => getComputedStyle(button).fontWeight);
    expect(Number(weight)).toBeGreaterThanOrEqual(700);
    // The chart shows the day's mood.
    await expect(page.locator('svg.mood-chart circle')).toHaveCount(1);
  });

  test('one mood control, on the dashboard and the journal: nothing chosen at first, arrow keys, and a plain word when none is chosen', async ({
    page,
  }) => {
    await signUpWithStory(page);
    // The dashboard's check-in: the scale, nothing chosen; « Enregistrer » says what is missing.
    await page.goto('/dashboard');
    const checkIn = page.getByRole('region', { name: 'Mon humeur du jour' });
    const scale = checkIn.getByRole('group', { name: 'Comment te sens-tu, de 1 (très mal) à 10 (très bien) ?' });
    await expect(scale).toHaveClass(/\bmood-scale\b/);
    await expect(scale.getByRole('radio')).toHaveCount(10);
    await expect(scale.getByRole('radio', { checked: true })).toHaveCount(0);
    await checkIn.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(checkIn.getByRole('alert').filter({ hasText: 'Choisis ton humeur, de 1 à 10.' })).toBeFocused();
    const axe = () => new AxeBuilder({ page }).include('.mood-scale').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect((await axe()).violations).toEqual([]);

    // The journal: the same control, nothing chosen, no drop-down.
    await page.goto('/journal');
    const mood = journalMood(page);
    await expect(mood).toHaveClass(/\bmood-scale\b/);
    await expect(mood.getByRole('radio')).toHaveCount(10);
    await expect(mood.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);

    // Written but no mood: nothing is saved, and the message says what is missing, in view and focused.
    await page.locator('#journal-text').fill('Une journée en demi-teinte.');
    await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
    const missing = page.getByRole('alert').filter({ hasText: 'Choisis ton humeur, de 1 à 10.' });
    await expect(missing).toBeFocused();
    await expect(page.locator('.entry')).toHaveCount(1); // the story's entry only
    expect((await axe()).violations).toEqual([]);

    // The keyboard: the arrow keys move along the scale and choose.
    await mood.getByRole('radio', { name: '3', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(mood.getByRole('radio', { name: '4', exact: true })).toBeChecked();
    await expect(mood.getByRole('radio', { name: '4', exact: true })).toBeFocused();
    await expect(missing).toHaveCount(0);
    await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
    await expect(page.locator('.entry').first()).toContainText('Humeur 4/10');
  });

  test('another day shows only its heading and entries, no form', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/journal');
    const otherDay = page.locator('.rdp-day:not(.rdp-today):not(.rdp-outside) button').first();
    await otherDay.click();
    await expect(page.getByRole('heading', { name: /^Aujourd'hui/ })).toHaveCount(0);
    await expect(page.locator('#journal-text')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enregistrer mon entrée' })).toHaveCount(0);
    await page.locator('.rdp-today button').click();
    await expect(page.locator('#journal-text')).toBeVisible();
  });

  test('a day without entries says so, a future day too, and both offer a way back to today', async ({ page }) => {
    // The browser lives on the 10th of this month, so the 20th is always ahead and last month behind.
    const now = new Date();
    await page.clock.setFixedTime(new Date(now.getFullYear(), now.getMonth(), 10, 12));
    await signUpWithStory(page);
    await page.goto('/journal');
    const day = page.locator('section.journal__day');
    const dayButton = (n: number) => page.locator('.rdp-day:not(.rdp-outside) button').filter({ hasText: new RegExp(`^${n}$`) });

    await dayButton(20).click();
    await expect(day.getByText("Ce jour n'est pas encore arrivé.")).toBeVisible();
    await expect(day.getByText('Tu peux relire tes entrées de ce jour')).toHaveCount(0);
    await day.getByRole('button', { name: "Revenir à aujourd'hui" }).click();
    await expect(page.locator('#journal-text')).toBeVisible();

    await page.getByRole('button', { name: 'Mois précédent' }).click();
    await dayButton(1).click();
    await expect(day.getByText("Tu n'as rien écrit ce jour-là.")).toBeVisible();
    await day.getByRole('button', { name: "Revenir à aujourd'hui" }).click();
    await expect(page.locator('#journal-text')).toBeVisible();
  });

  test("Janne's question ends with a question mark; the fallback when she cannot answer", async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/journal');
    await page.getByRole('button', { name: 'Une autre question de Janne' }).click();
    await expect(page.getByText(`${FAKE_REPLIES.journalQuestion} ?`)).toBeVisible();
    await expect(page.locator('label[for="journal-text"]')).toHaveText(/\?$/);
  });

  test('the fallback question when the AI fails', async ({ page }) => {
    await signUpWithStory(page, { exName: 'Alex', content: 'Histoire [[fail500]]' });
    await page.goto('/journal');
    await page.getByRole('button', { name: 'Une autre question de Janne' }).click();
    await expect(page.locator('label[for="journal-text"]')).toHaveText(JOURNAL_QUESTION_FALLBACK);
  });

  test('a failed save keeps the text and says so', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/journal');
    await page.route('**/api/journal/entries', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    await journalMood(page).getByRole('radio', { name: '4', exact: true }).check();
    await page.locator('#journal-text').fill('Des mots précieux');
    await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "n'a pas pu être enregistrée" })).toBeVisible();
    await expect(page.locator('#journal-text')).toHaveValue('Des mots précieux');
  });

  test('the download is a self-contained HTML file with an 800×400 chart and every text escaped', async ({ page }) => {
    await signUpWithStory(page);
    for (const [mood, content] of [
      [3, 'Journée grise'],
      [6, '<script>window.__pwned = 1</script> & « guillemets »'],
    ] as const) {
      const response = await page.request.post('/api/journal/entries', {
        headers: ORIGIN,
        data: { mood, content, date: todayIso(), timeZone: 'Europe/Paris' },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/journal');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger mon journal' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('mon-journal-renouveau.html');
    const html = fs.readFileSync((await download.path())!, 'utf8');
    expect(html).toContain('<svg');
    expect(html).toMatch(/<svg[^>]*width="800" height="400"/);
    expect(html.match(/<circle /g)).toHaveLength(2); // the two entries with a mood, not the story's
    expect(html).toContain('&lt;script&gt;window.__pwned = 1&lt;/script&gt; &amp; « guillemets »');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)=["']?https?:/i);
    // Sorted by date: the story first, then the two entries in the order written.
    expect(html.indexOf('Ma rupture avec Alex')).toBeLessThan(html.indexOf('Journée grise'));
    expect(html.indexOf('Journée grise')).toBeLessThan(html.indexOf('guillemets'));

    // Opened in the browser, nothing runs.
    await page.setContent(html);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.getByRole('heading', { name: 'Mon journal' })).toBeVisible();
  });
});

test.describe('on a phone (issue 41)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('today’s entry comes first: the box to write in is in sight without scrolling, the calendar after it', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/journal');
    await expect(page.locator('#journal-text')).toBeInViewport();
    const writeTop = (await page.locator('#journal-text').boundingBox())?.y ?? Infinity;
    const calendarTop = (await page.getByRole('region', { name: 'Calendrier' }).boundingBox())?.y ?? -Infinity;
    expect(writeTop).toBeLessThan(calendarTop);
    await page.screenshot({ path: test.info().outputPath('journal-360.png') });
  });
});
