import { type Browser, expect, type Page, test } from '@playwright/test';
import { FORGOT_PASSWORD_ANSWER, PASSWORD_MESSAGES } from '../../src/shared/password';
import { E2E_OFFLINE_SMTP_PORT, E2E_OFFLINE_URL, E2E_SMTP_PORT } from '../../playwright.config';
import { resetLinkOf, startTestSmtp } from '../support/smtp-server';
import { ORIGIN, PASSWORD, signUpViaApi, signUpWithStory, uniqueEmail } from './support/fixtures';

const NEW_PASSWORD = 'un-tout-nouveau-mot-de-passe';

/** Another browser (its own cookies), signed in as `email` through the API. */
async function secondBrowser(browser: Browser, email: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/login', { headers: ORIGIN, data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

/** Opens /account, which sends a signed-out browser to /login. */
async function expectSignedOut(page: Page) {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
}

/** The reset page of a link that no longer works: the message and the way forward, no password field. */
async function expectDeadLink(page: Page) {
  await expect(page.getByRole('heading', { name: 'Choisis un nouveau mot de passe' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(PASSWORD_MESSAGES.invalidLink);
  await expect(page.getByRole('link', { name: 'Recevoir un nouveau lien' })).toBeVisible();
  await expect(page.getByLabel('Nouveau mot de passe', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Changer mon mot de passe' })).toHaveCount(0);
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('« Mot de passe oublié ? »: a mail through a real SMTP server, a new password, every old session ended', async ({ page, browser }) => {
  // The app server sends its mails to this port (playwright.config.ts); only this test listens there.
  const smtp = await startTestSmtp(E2E_SMTP_PORT);
  try {
    const { email } = await signUpWithStory(page);
    const oldSession = await secondBrowser(browser, email);
    await oldSession.goto('/account');
    await expect(oldSession.getByRole('region', { name: 'Mes informations' }).getByText(email)).toBeVisible();

    // A third browser, signed out: the person on a new phone.
    const context = await browser.newContext();
    const phone = await context.newPage();
    await phone.goto('/login');
    await phone.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(phone).toHaveURL(/\/mot-de-passe-oublie$/);
    await expect(phone.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();

    // A bad address says why; nothing is sent.
    await phone.getByLabel('Email').fill('pas une adresse');
    await phone.getByRole('button', { name: 'Recevoir un lien' }).click();
    await expect(phone.getByRole('alert')).toHaveText(PASSWORD_MESSAGES.emailInvalid);

    await phone.getByLabel('Email').fill(`  ${email}  `);
    await phone.getByRole('button', { name: 'Recevoir un lien' }).click();
    await expect(phone.getByRole('status')).toHaveText(FORGOT_PASSWORD_ANSWER);
    await expect(phone.getByRole('status')).toBeFocused();

    const mail = await smtp.nextMailTo(email);
    expect(mail.parsed.subject).toBe('Choisir un nouveau mot de passe · Renouveau');
    const link = resetLinkOf(mail);
    await phone.goto(link);
    await expect(phone.getByRole('heading', { name: 'Choisis un nouveau mot de passe' })).toBeVisible();

    // Two different passwords: said, and nothing sent.
    await phone.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await phone.getByLabel('Confirme le nouveau mot de passe').fill('autre-chose-encore');
    await phone.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(phone.getByRole('alert')).toHaveText(PASSWORD_MESSAGES.confirmationMismatch);

    await phone.getByLabel('Confirme le nouveau mot de passe').fill(NEW_PASSWORD);
    await phone.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(phone).toHaveURL(/\/login$/);
    await expect(phone.getByRole('status')).toHaveText(PASSWORD_MESSAGES.resetDone);

    // Both old sessions have ended.
    await expectSignedOut(oldSession);
    await expectSignedOut(page);

    // The old password no longer opens the account; the new one does.
    await signInWithForm(phone, email, PASSWORD);
    await expect(phone.getByRole('alert')).toHaveText('Email ou mot de passe incorrect.');
    await signInWithForm(phone, email, NEW_PASSWORD);
    await expect(phone).toHaveURL(/\/dashboard$/);

    // The link was used: opened again, it says so at once, before anything is typed (issue 27),
    // with a way to ask for another — and no form to fill in vain.
    await phone.goto(link);
    await expectDeadLink(phone);
    await phone.getByRole('link', { name: 'Recevoir un nouveau lien' }).click();
    await expect(phone).toHaveURL(/\/mot-de-passe-oublie$/);

    // An address with no account reads the same answer.
    await phone.getByLabel('Email').fill(uniqueEmail('personne'));
    await phone.getByRole('button', { name: 'Recevoir un lien' }).click();
    await expect(phone.getByRole('status')).toHaveText(FORGOT_PASSWORD_ANSWER);
  } finally {
    await smtp.close();
  }
});

test('an expired reset link says so as soon as its page opens (issue 27)', async ({ browser }) => {
  // The offline server's links last one second (playwright.config.ts) and mail to this port.
  const smtp = await startTestSmtp(E2E_OFFLINE_SMTP_PORT);
  try {
    const context = await browser.newContext({ baseURL: E2E_OFFLINE_URL });
    const page = await context.newPage();
    const { email } = await signUpViaApi(page, uniqueEmail('expire'), { origin: E2E_OFFLINE_URL });
    const forgot = await page.request.post('/api/auth/password/forgot', { headers: { origin: E2E_OFFLINE_URL }, data: { email } });
    expect(forgot.status()).toBe(200);
    const link = resetLinkOf(await smtp.nextMailTo(email));
    expect(link.startsWith(`${E2E_OFFLINE_URL}/reinitialiser-mot-de-passe?token=`)).toBe(true);
    // Opened once its second has passed: said at once, nothing typed. (Opened sooner, the form
    // shows: it is opened again until the link has expired.)
    await expect(async () => {
      await page.goto(link);
      await expect(page.getByRole('alert')).toHaveText(PASSWORD_MESSAGES.invalidLink, { timeout: 1_000 });
    }).toPass();
    await expectDeadLink(page);
    await page.getByRole('link', { name: 'Recevoir un nouveau lien' }).click();
    await expect(page).toHaveURL(/\/mot-de-passe-oublie$/);
    await context.close();
  } finally {
    await smtp.close();
  }
});

test('/account: change the password, see the sessions, « Se déconnecter partout »', async ({ page, browser }) => {
  const { email } = await signUpWithStory(page);
  const laptop = await secondBrowser(browser, email);

  await page.goto('/account');
  const sessions = page.getByRole('region', { name: 'Mes sessions actives' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').first()).toContainText('cette session');
  await expect(sessions.getByRole('listitem').first()).toContainText(/Connexion le .+ \d{4} à \d+/);

  // A wrong current password is refused, in French.
  const form = page.getByRole('region', { name: 'Changer mon mot de passe' });
  await form.getByLabel('Mot de passe actuel').fill('pas-le-bon-mot-de-passe');
  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirme le nouveau mot de passe').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(form.getByRole('alert')).toHaveText(PASSWORD_MESSAGES.wrongCurrentPassword);
  await expect(form.getByLabel('Nouveau mot de passe', { exact: true })).toHaveValue(NEW_PASSWORD);

  await form.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await form.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(form.getByRole('status')).toHaveText(PASSWORD_MESSAGES.changed);
  await expect(form.getByLabel('Mot de passe actuel')).toHaveValue('');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The laptop was signed out; this browser was not.
  await expectSignedOut(laptop);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();

  // The laptop signs in with the new password; then « Se déconnecter partout » from here.
  // (It was sent to /login on its way to /account: it goes on there.)
  await signInWithForm(laptop, email, NEW_PASSWORD);
  await expect(laptop).toHaveURL(/\/account$/);
  await page.reload();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await sessions.getByRole('button', { name: 'Se déconnecter partout' }).click();
  await expect(sessions.getByRole('status')).toHaveText(PASSWORD_MESSAGES.othersSignedOut);
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByRole('button', { name: 'Se déconnecter partout' })).toBeDisabled();

  await expectSignedOut(laptop);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
});
