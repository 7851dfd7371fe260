import fs from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatMonthYear } from '../../src/shared/dates';
import { localDateIn } from '../../src/shared/time-zone';
import { ORIGIN, signUpWithStory } from './support/fixtures';

/** The browser runs in Paris (playwright.config.ts). */
const TIME_ZONE = 'Europe/Paris';
const WEEKDAY_HEADERS = ['L', 'M', 'Me', 'J', 'V', 'S', 'D'];
const WEEKDAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
/** « lundi 23 novembre 2026 à 11 h 36 »: lower case, « 1er », « à », a non-breaking space around « h ». */
const DATE_TIME = /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) (1er|[12]?\d|3[01]) [a-zéû]+ \d{4} à \d{1,2}\u00a0h\u00a0\d{2}$/;

const todayInParis = () => localDateIn(TIME_ZONE);
const firstOfThisMonth = () => `${todayInParis().slice(0, 8)}01`;
const monthCaption = () => formatMonthYear(new Date(`${todayInParis()}T12:00:00`));

/** What a person sees and hears of a calendar's frame: buttons, headers, caption. */
async function calendarFrame(calendar: Locator) {
  return {
    previous: await calendar.locator('.rdp-button_previous').getAttribute('aria-label'),
    next: await calendar.locator('.rdp-button_next').getAttribute('aria-label'),
    headers: await calendar.locator('.rdp-weekday').allInnerTexts(),
    spoken: await calendar.locator('.rdp-weekday').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label'))),
    caption: await calendar.locator('.rdp-caption_label').innerText(),
  };
}

async function postEntry(page: Page, mood: number, content: string) {
  const response = await page.request.post('/api/journal/entries', {
    headers: ORIGIN,
    data: { mood, content, date: todayInParis(), timeZone: TIME_ZONE },
  });
  expect(response.status()).toBe(201);
}

test.describe('dates and calendars, in French, one way everywhere', () => {
  test('the journal calendar and the no-contact picker: French button names, the same headers and captions', async ({ page }) => {
    await signUpWithStory(page);

    await page.goto('/journal');
    const journalCalendar = page.getByRole('region', { name: 'Calendrier' });
    await expect(journalCalendar.getByRole('button', { name: 'Mois précédent' })).toBeVisible();
    await expect(journalCalendar.getByRole('button', { name: 'Mois suivant' })).toBeVisible();
    const journal = await calendarFrame(journalCalendar);

    await page.goto('/progress');
    await page.getByRole('button', { name: 'Modifier la date du dernier contact' }).click();
    const picker = page.getByRole('dialog', { name: 'Date du dernier contact' });
    await expect(picker.getByRole('button', { name: 'Mois précédent' })).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Mois suivant' })).toBeVisible();
    const progress = await calendarFrame(picker);

    expect(journal).toEqual({
      previous: 'Mois précédent',
      next: 'Mois suivant',
      headers: WEEKDAY_HEADERS,
      spoken: WEEKDAY_NAMES,
      caption: monthCaption(),
    });
    expect(progress).toEqual(journal);
    expect(monthCaption()).toMatch(/^[a-zéû]+ \d{4}$/);
    // Shown as written: no CSS puts capitals back.
    await expect(picker.locator('.rdp-caption_label')).toHaveCSS('text-transform', 'none');
    // Going back a month, in French too.
    await picker.getByRole('button', { name: 'Mois précédent' }).click();
    await expect(picker.locator('.rdp-caption_label')).not.toHaveText(journal.caption);
    await expect(picker.locator('.rdp-caption_label')).toHaveText(/^[a-zéû]+ \d{4}$/);
  });

  test('the first of the month is « 1er » on the account page, the counter and the picker', async ({ page }) => {
    await signUpWithStory(page);
    await page.route('**/api/auth/session', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (body.user) body.user.createdAt = '2026-11-01T10:00:00.000Z';
      await route.fulfill({ response, json: body });
    });
    await page.goto('/account');
    await expect(page.locator('dt', { hasText: 'Membre depuis' }).locator('+ dd')).toHaveText('1er novembre 2026');

    const first = firstOfThisMonth();
    const response = await page.request.put('/api/progress/no-contact', {
      headers: ORIGIN,
      data: { lastContactDate: first, timeZone: TIME_ZONE },
    });
    expect(response.status()).toBe(200);
    await page.goto('/progress');
    const monthAndYear = monthCaption();
    await expect(page.locator('.no-contact__since')).toHaveText(`Dernier contact le 1er ${monthAndYear}`);
    await page.getByRole('button', { name: 'Modifier la date du dernier contact' }).click();
    const picker = page.getByRole('dialog', { name: 'Date du dernier contact' });
    await expect(picker.locator('.last-contact-dialog__choice')).toContainText(` 1er ${monthAndYear} : `);
    await expect(picker.getByRole('button', { name: new RegExp(` 1er ${monthAndYear}, sélectionné$`) })).toBeVisible();
  });

  test('journal entries, their download and its chart: one way of writing dates, no repeated axis label', async ({ page }) => {
    await signUpWithStory(page);
    for (let index = 0; index < 8; index += 1) await postEntry(page, 1 + index, `Entrée numéro ${index + 1}`);
    await page.goto('/journal');

    const headings = page.locator('.entry__date');
    await expect(headings).toHaveCount(9); // the story's entry and eight more
    for (const text of await headings.allInnerTexts()) expect(text).toMatch(DATE_TIME);
    await expect(headings.first()).toHaveCSS('text-transform', 'none');
    const pageAxis = await page.locator('svg.mood-chart text[text-anchor="middle"]').allTextContents();
    expect(pageAxis.length).toBeGreaterThan(1);
    expect(new Set(pageAxis).size).toBe(pageAxis.length);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger mon journal' }).click();
    const html = fs.readFileSync((await (await downloading).path())!, 'utf8');
    expect(html).not.toContain('capitalize');
    const dated = [...html.matchAll(/<h3>([^<]*)<\/h3>/g)].map((match) => match[1]);
    expect(dated).toHaveLength(9);
    for (const text of dated) expect(text).toMatch(DATE_TIME);
    // All eight moods were written today: the axis names today once.
    const axis = [...html.matchAll(/<text [^>]*text-anchor="middle">([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(axis).toHaveLength(1);
    expect(html.match(/<circle /g)).toHaveLength(8);
  });
});
