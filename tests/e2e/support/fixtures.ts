import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../../playwright.config';

/** The Origin header the API requires of state-changing requests. */
export const ORIGIN = { origin: E2E_BASE_URL };

export const PASSWORD = 'un-mot-de-passe-solide';

let counter = 0;
export function uniqueEmail(label = 'e2e'): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@exemple.fr`;
}

/**
 * Creates an account through the API. page.request shares the browser context's cookies, so the
 * page is signed in afterwards.
 */
export async function signUpViaApi(page: Page, email = uniqueEmail()): Promise<{ email: string; password: string }> {
  const response = await page.request.post('/api/auth/signup', {
    headers: ORIGIN,
    data: { email, password: PASSWORD, gender: 'female', age: 29 },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: PASSWORD };
}

/** Signs out through the API, leaving the account in place. */
export async function signOutViaApi(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/logout', { headers: ORIGIN });
  expect(response.status()).toBe(204);
}
