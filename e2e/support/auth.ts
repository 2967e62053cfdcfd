import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { adminCredentials } from '../playwright.config';

export { adminCredentials };

export type Credentials = { email: string; password: string };
export type NewUser = Credentials & { name: string; location: string };

/** A user no test has used before (unique e-mail). */
export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  return {
    name: 'Asha Verma',
    email: `asha.${randomUUID().slice(0, 8)}@e2e.test`,
    password: 'a-good-password-1',
    location: 'Varanasi',
    ...overrides,
  };
}

/** Registers a user through the API (fast; the register page has its own test). */
export async function registerUser(
  request: APIRequestContext,
  overrides: Partial<NewUser> = {},
): Promise<NewUser> {
  const user = newUser(overrides);
  const response = await request.post('/api/v1/auth/register', { data: user });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/**
 * Signs `page` in as `credentials` without going through the login form: logs in through the
 * API and puts token and user in localStorage before the next page load, exactly as the login
 * page does. Only the first load of the tab is seeded, so logging out later stays logged out.
 * Returns the user from the login reply.
 *
 *   await loginAs(page, adminCredentials);
 *   await page.goto('/admin/orders');
 */
export async function loginAs(page: Page, credentials: Credentials) {
  const response = await page.request.post('/api/v1/auth/login', { data: credentials });
  expect(response.ok(), await response.text()).toBe(true);
  const { token, user } = (await response.json()) as { token: string; user: { role: string } };
  await page.addInitScript(
    ({ token, user }) => {
      if (sessionStorage.getItem('e2e-session-seeded')) return;
      sessionStorage.setItem('e2e-session-seeded', 'yes');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token, user },
  );
  return user;
}
