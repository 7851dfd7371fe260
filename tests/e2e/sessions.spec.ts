import { expect, test } from '@playwright/test';
import { PASSWORD, signUpWithStory } from './support/fixtures';

/** Real browsers' User-Agents (issue 27: every session read « Linux »). */
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

test('« Mes sessions actives » names each browser and device and says when each was last used', async ({ browser }) => {
  const phoneContext = await browser.newContext({ userAgent: CHROME_ANDROID, viewport: { width: 360, height: 740 }, isMobile: true });
  const laptopContext = await browser.newContext({ userAgent: FIREFOX_WINDOWS, viewport: { width: 1280, height: 800 } });
  try {
    const phone = await phoneContext.newPage();
    const { email } = await signUpWithStory(phone);

    // The same person signs in on the laptop, through the form.
    const laptop = await laptopContext.newPage();
    await laptop.goto('/login');
    await laptop.getByLabel(/^e-?mail$/i).fill(email);
    await laptop.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await laptop.getByRole('button', { name: 'Se connecter' }).click();
    await expect(laptop).not.toHaveURL(/\/login$/);

    await laptop.goto('/account');
    const onLaptop = laptop.getByRole('region', { name: 'Mes sessions actives' }).getByRole('listitem');
    await expect(onLaptop).toHaveCount(2);
    await expect(onLaptop.first()).toContainText('Firefox sur Windows');
    await expect(onLaptop.first()).toContainText('cette session');
    await expect(onLaptop.first()).toContainText('Utilisée en ce moment');
    await expect(onLaptop.nth(1)).toContainText('Chrome sur Android');
    await expect(onLaptop.nth(1)).not.toContainText('cette session');
    await expect(onLaptop.nth(1)).toContainText(/Utilisée (à l'instant|il y a \d+ minutes?)/);
    await expect(onLaptop.nth(1)).toContainText(/Connexion le \p{L}+ \d+(er)? \p{L}+ \d{4} à \d+\u00a0h\u00a0\d{2}/u);

    await phone.goto('/account');
    const onPhone = phone.getByRole('region', { name: 'Mes sessions actives' }).getByRole('listitem');
    await expect(onPhone).toHaveCount(2);
    await expect(onPhone.first()).toContainText('Chrome sur Android');
    await expect(onPhone.first()).toContainText('cette session');
    await expect(onPhone.nth(1)).toContainText('Firefox sur Windows');
    await expect(onPhone.nth(1)).toContainText(/Utilisée (à l'instant|il y a \d+ minutes?)/);
    await expect(phone.getByText('Linux')).toHaveCount(0);
  } finally {
    await phoneContext.close();
    await laptopContext.close();
  }
});

test('alone signed in, a woman reads « Tu n’es connectée nulle part ailleurs » (issue 41: the words agree)', async ({ page }) => {
  await signUpWithStory(page);
  await page.goto('/account');
  await expect(page.getByText('Tu n’es connectée nulle part ailleurs.')).toBeVisible();
});
