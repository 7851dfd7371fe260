import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { FIXED_MATRIX_TYPES, FIXED_SECTIONS, type Matrix, MATRIX_DEFAULTS } from '../../src/shared/matrix';
import { fakeMatrix } from '../support/fake-openai';
import { ORIGIN, signUpWithStory } from './support/fixtures';

const FIXED_TITLES = FIXED_MATRIX_TYPES.map((type) => FIXED_SECTIONS[type].title);
const STRENGTHS = FIXED_SECTIONS.strengths.title;
const LIKES = FIXED_SECTIONS.likes.title;

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const itemTexts = (page: Page, title: string) => section(page, title).locator('.matrix-item__text');
const deleteButton = (page: Page, text: string) => page.getByRole('button', { name: `Supprimer : ${text}`, exact: true });

async function addItem(page: Page, title: string, text: string) {
  await page.getByLabel(`Ajouter à ${title}`, { exact: true }).fill(text);
  await section(page, title).getByRole('button', { name: 'Ajouter', exact: true }).click();
}

/** Requests of one kind the page sends, to prove that nothing was sent. */
function recordRequests(page: Page, method: string, path: string): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

async function openMatrix(page: Page) {
  await page.goto('/matrix');
  await expect(page.getByRole('heading', { level: 1, name: "Ma matrice d'introspection" })).toBeVisible();
  await expect(section(page, STRENGTHS)).toBeVisible();
}

test.describe('the introspection matrix', () => {
  test('the four fixed sections in order, with their French titles, empty at first', async ({ page }) => {
    await signUpWithStory(page);
    await openMatrix(page);
    await expect(page).toHaveTitle("Ma matrice d'introspection · Renouveau");
    await expect(page.getByText('mieux te connaître', { exact: false })).toBeVisible();
    await expect(page.locator('.matrix-grid h2')).toHaveText([...FIXED_TITLES, 'Ajouter une section']);
    for (const type of FIXED_MATRIX_TYPES) {
      const card = section(page, FIXED_SECTIONS[type].title);
      await expect(card.getByText(FIXED_SECTIONS[type].description)).toBeVisible();
      await expect(card.getByText("Rien pour l'instant.")).toBeVisible();
      await expect(card.getByLabel(`Ajouter à ${FIXED_SECTIONS[type].title}`)).toHaveAttribute('maxlength', '300');
    }
  });

  test('adds an item at the top, ignores a blank one, keeps it after a reload, and deletes it', async ({ page }) => {
    await signUpWithStory(page);
    await openMatrix(page);
    const posts = recordRequests(page, 'POST', '/api/matrix/items');

    // Blank after trimming: ignored, by the button and by Enter.
    const input = page.getByLabel(`Ajouter à ${STRENGTHS}`);
    await input.fill('   ');
    await section(page, STRENGTHS).getByRole('button', { name: 'Ajouter', exact: true }).click();
    await input.press('Enter');
    await expect(section(page, STRENGTHS).getByText("Rien pour l'instant.")).toBeVisible();

    await addItem(page, STRENGTHS, '  Je sais écouter  ');
    await expect(itemTexts(page, STRENGTHS)).toHaveText(['Je sais écouter']);
    await expect(input).toHaveValue('');
    await addItem(page, STRENGTHS, 'Je tiens parole');
    await expect(itemTexts(page, STRENGTHS)).toHaveText(['Je tiens parole', 'Je sais écouter']);
    await expect(section(page, STRENGTHS).getByText("Rien pour l'instant.")).toHaveCount(0);
    // Saved once the delete button is enabled (it waits for the server's id).
    await expect(deleteButton(page, 'Je tiens parole')).toBeEnabled();
    expect(posts.map((body) => JSON.parse(body) as unknown)).toEqual([
      { type: 'strengths', content: 'Je sais écouter' },
      { type: 'strengths', content: 'Je tiens parole' },
    ]);
    // Other lists are untouched.
    await expect(section(page, LIKES).getByText("Rien pour l'instant.")).toBeVisible();

    await page.reload();
    await expect(itemTexts(page, STRENGTHS)).toHaveText(['Je tiens parole', 'Je sais écouter']);

    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes('/api/matrix/items/'),
    );
    await deleteButton(page, 'Je tiens parole').click();
    expect((await deleted).status()).toBe(204);
    await expect(itemTexts(page, STRENGTHS)).toHaveText(['Je sais écouter']);
    // Keyboard focus moves to what is left, not to the top of the page.
    await expect(deleteButton(page, 'Je sais écouter')).toBeFocused();

    await page.reload();
    await expect(itemTexts(page, STRENGTHS)).toHaveText(['Je sais écouter']);
    await expect(deleteButton(page, 'Je tiens parole')).toHaveCount(0);
  });

  test('a custom section needs a title and a description, then takes items like the others', async ({ page }) => {
    await signUpWithStory(page);
    await openMatrix(page);
    const posts = recordRequests(page, 'POST', '/api/matrix/sections');
    const form = section(page, 'Ajouter une section');
    const title = form.getByLabel('Titre');
    const description = form.getByLabel('Description');
    const create = form.getByRole('button', { name: 'Créer la section' });
    await expect(title).toHaveAttribute('required', '');
    await expect(description).toHaveAttribute('required', '');

    // Both blank: both errors, each tied to its field.
    await create.click();
    await expect(form.getByRole('alert')).toHaveText(['Le titre est obligatoire.', 'La description est obligatoire.']);
    await expect(title).toHaveAccessibleDescription('Le titre est obligatoire.');
    await expect(title).toBeFocused();

    // A title but a blank description: nothing is created.
    await title.fill('Mes rêves');
    await description.fill('   ');
    await create.click();
    await expect(form.getByRole('alert')).toHaveText(['La description est obligatoire.']);
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(description).toHaveAccessibleDescription('La description est obligatoire.');
    await expect(title).toHaveValue('Mes rêves');
    expect(posts).toEqual([]);
    const before = (await (await page.request.get('/api/matrix')).json()) as Matrix;
    expect(before.sections).toHaveLength(4);

    await description.fill('Ce que je veux vivre');
    await create.click();
    const custom = section(page, 'Mes rêves');
    await expect(custom).toBeVisible();
    await expect(custom.getByText('Ce que je veux vivre')).toBeVisible();
    await expect(page.locator('.matrix-grid h2')).toHaveText([...FIXED_TITLES, 'Mes rêves', 'Ajouter une section']);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(title).toHaveValue('');
    await expect(description).toHaveValue('');
    expect(posts).toHaveLength(1);

    // The new section's input has the focus: the first idea can be typed straight away.
    const input = page.getByLabel('Ajouter à Mes rêves');
    await expect(input).toBeFocused();
    await input.fill('Voir le Japon');
    await input.press('Enter');
    await expect(itemTexts(page, 'Mes rêves')).toHaveText(['Voir le Japon']);
    await expect(deleteButton(page, 'Voir le Japon')).toBeEnabled();

    await page.reload();
    await expect(page.locator('.matrix-grid h2')).toHaveText([...FIXED_TITLES, 'Mes rêves', 'Ajouter une section']);
    await expect(itemTexts(page, 'Mes rêves')).toHaveText(['Voir le Japon']);
  });

  test('« Demander à Janne » puts her ideas at the top of every list, custom sections included', async ({ page }) => {
    await signUpWithStory(page);
    const created = await page.request.post('/api/matrix/sections', {
      headers: ORIGIN,
      data: { title: 'Mes rêves', description: 'Ce que je veux vivre' },
    });
    expect(created.status()).toBe(201);
    const matrix = (await (await page.request.get('/api/matrix')).json()) as Matrix;
    const mine = matrix.sections.at(-1);
    expect(mine?.title).toBe('Mes rêves');
    const sectionId = mine?.sectionId ?? '';
    for (const type of ['strengths', 'dislikes', `custom_${sectionId}`]) {
      const added = await page.request.post('/api/matrix/items', { headers: ORIGIN, data: { type, content: 'Déjà là' } });
      expect(added.status()).toBe(201);
    }

    // Hold Janne's answer until the thinking state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    await page.route('**/api/matrix/suggestions', async (route) => {
      asked += 1;
      await held;
      await route.continue();
    });

    await openMatrix(page);
    await page.getByRole('button', { name: 'Demander à Janne' }).click();
    const thinking = page.getByRole('button', { name: 'Janne réfléchit…' });
    await expect(thinking).toBeDisabled();
    await expect(thinking).toBeFocused();
    await thinking.click({ force: true });
    release();

    await expect(page.getByRole('status').filter({ hasText: 'Janne a ajouté quelques idées en haut de tes listes.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Demander à Janne' })).toBeEnabled();
    expect(asked).toBe(1);

    const janne = fakeMatrix([sectionId]);
    const expected = async () => {
      await expect(itemTexts(page, FIXED_SECTIONS.strengths.title)).toHaveText([...(janne.strengths ?? []), 'Déjà là']);
      await expect(itemTexts(page, FIXED_SECTIONS.improvements.title)).toHaveText(janne.improvements ?? []);
      await expect(itemTexts(page, FIXED_SECTIONS.likes.title)).toHaveText(janne.likes ?? []);
      await expect(itemTexts(page, FIXED_SECTIONS.dislikes.title)).toHaveText([...(janne.dislikes ?? []), 'Déjà là']);
      await expect(itemTexts(page, 'Mes rêves')).toHaveText([...(janne[sectionId] ?? []), 'Déjà là']);
    };
    await expected();
    await page.reload();
    await expected();
  });

  test('when Janne answers something that is not JSON, the four defaults of SPEC §8 appear', async ({ page }) => {
    await signUpWithStory(page, { exName: 'Alex', content: 'Histoire [[bad-json]]' });
    await openMatrix(page);
    await page.getByRole('button', { name: 'Demander à Janne' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Janne a ajouté quelques idées' })).toBeVisible();
    for (const type of FIXED_MATRIX_TYPES) {
      await expect(itemTexts(page, FIXED_SECTIONS[type].title)).toHaveText([MATRIX_DEFAULTS[type]]);
    }
  });

  test('a failed save keeps the text with a calm message; a failed delete puts the item back', async ({ page }) => {
    await signUpWithStory(page);
    await openMatrix(page);
    await addItem(page, LIKES, 'La mer');
    await expect(deleteButton(page, 'La mer')).toBeEnabled();

    await page.route('**/api/matrix/items', (route) => route.fulfill({ status: 503, body: 'indisponible' }));
    await addItem(page, LIKES, 'Les levers de soleil');
    const likes = section(page, LIKES);
    await expect(likes.getByRole('alert')).toHaveText(/n'a pas pu être enregistrée.*ton texte est toujours là/);
    await expect(page.getByLabel(`Ajouter à ${LIKES}`)).toHaveValue('Les levers de soleil');
    await expect(itemTexts(page, LIKES)).toHaveText(['La mer']);

    await page.route('**/api/matrix/items/*', (route) => route.abort('connectionfailed'));
    await deleteButton(page, 'La mer').click();
    await expect(likes.getByRole('alert')).toHaveText(/« La mer » n'a pas pu être supprimé/);
    await expect(itemTexts(page, LIKES)).toHaveText(['La mer']);

    await page.unrouteAll();
    await likes.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(itemTexts(page, LIKES)).toHaveText(['Les levers de soleil', 'La mer']);
    await expect(likes.getByRole('alert')).toHaveCount(0);
  });

  test('a matrix that cannot be loaded says so calmly and can be asked again', async ({ page }) => {
    await signUpWithStory(page);
    let failing = true;
    await page.route('**/api/matrix', (route) => (failing ? route.fulfill({ status: 500, body: '' }) : route.continue()));
    await page.goto('/matrix');
    const alert = page.getByRole('alert').filter({ hasText: "Ta matrice n'a pas pu être chargée" });
    await expect(alert).toBeVisible();
    failing = false;
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.locator('.matrix-grid h2')).toHaveText([...FIXED_TITLES, 'Ajouter une section']);
  });

  test('two columns at 1280 px, one at 360 px without sideways scrolling, and no axe violations', async ({ page }) => {
    await signUpWithStory(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openMatrix(page);
    await addItem(page, STRENGTHS, 'Une idée assez longue pour voir comment le texte passe à la ligne dans une carte étroite');
    await expect(
      deleteButton(page, 'Une idée assez longue pour voir comment le texte passe à la ligne dans une carte étroite'),
    ).toBeEnabled();
    const boxes = async () => Promise.all(FIXED_TITLES.slice(0, 2).map(async (title) => (await section(page, title).boundingBox())!));
    const [first, second] = await boxes();
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);

    await page.setViewportSize({ width: 360, height: 760 });
    const [narrowFirst, narrowSecond] = await boxes();
    expect(narrowSecond!.x).toBe(narrowFirst!.x);
    expect(narrowSecond!.y).toBeGreaterThan(narrowFirst!.y + narrowFirst!.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
