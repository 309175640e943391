import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.js';
import { extractCode, waitForMail } from './mail.js';

let counter = 0;

/** A fresh address per call, unique across runs and files. */
export function freshEmail(tag = 'user'): string {
  counter += 1;
  return `e2e-${tag}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** Not in any common-password list, long enough for the spec's 6-character minimum. */
export const PASSWORD = 'Quill-Lantern-4821';

export interface Account {
  email: string;
  password: string;
  token: string;
}

async function call(path: string, init: RequestInit): Promise<Response> {
  const response = await fetch(`${baseUrl()}${path}`, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status}: ${await response.text()}`);
  return response;
}

/** Registers and verifies through the API (with the code from the real e-mail) and returns a token. */
export async function createAccount(tag = 'api', invite?: string): Promise<Account> {
  const email = freshEmail(tag);
  const since = Date.now();
  const query = invite ? `?invite=${encodeURIComponent(invite)}` : '';
  await call(`/register${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const code = extractCode(await waitForMail(email, since));
  await call('/auth/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, code }),
  });
  return { email, password: PASSWORD, token: await apiToken(email, PASSWORD) };
}

export async function apiToken(email: string, password: string): Promise<string> {
  const response = await call('/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }).toString(),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

export async function me(
  token: string,
): Promise<{ left_credit: number; total_credit: number; used_credit?: number }> {
  const response = await call('/users/me/', { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as { left_credit: number; total_credit: number; used_credit?: number };
}

/** Signs the browser context in the way the app does after a login: token and its timestamp in storage. */
export async function signInContext(context: BrowserContext, account: Account): Promise<void> {
  await context.addInitScript(
    ({ token }) => {
      // Only once per context, so a logout in the test is not undone by the next navigation.
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('tokenTimestamp', String(Date.now()));
    },
    { token: account.token },
  );
}

/** Logs in through the login form and waits for the workspace. */
export async function loginInUi(page: Page, email: string, password: string, lang = ''): Promise<void> {
  await page.goto(`/login${lang}`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/dashboard/);
  await expect.poll(() => page.getByTestId('credits-badge').count()).toBeGreaterThan(0);
}

/** The number inside the credits badge. */
export async function badgeCredits(page: Page): Promise<number> {
  const text = (await page.getByTestId('credits-badge').first().textContent()) ?? '';
  const digits = text.replace(/[^0-9]/g, '');
  return Number(digits);
}

/**
 * Fills and sends the registration form, then waits for the verification page. Returns the moment the form was
 * sent, from which the code's e-mail is awaited.
 */
export async function registerInUi(page: Page, email: string, path = '/register'): Promise<number> {
  if (!page.url().includes('/register')) await page.goto(path);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Create your account');
  await page.locator('input[type="email"]').fill(email);
  const passwords = page.locator('input[autocomplete="new-password"]');
  await passwords.nth(0).fill(PASSWORD);
  await passwords.nth(1).fill(PASSWORD);
  const since = Date.now();
  await page.getByRole('button', { name: 'Create Account' }).click();
  // The server's message (or 'Registration successful!…'), then the 2 s redirect to verification.
  await page.locator('main [role="status"]').first().waitFor();
  await page.waitForURL(/\/verify-email/);
  await page.getByText(email).first().waitFor();
  return since;
}

/** Types the code from the real e-mail sent after `since` and waits for the success message. */
export async function verifyInUi(page: Page, email: string, since: number): Promise<void> {
  const code = extractCode(await waitForMail(email, since));
  await page.getByPlaceholder('Enter 4-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await page.getByText('Verification successful!').first().waitFor();
}

/** Register → code from the real e-mail → verify, all through the UI. Ends on /login. */
export async function signUpInUi(page: Page, email: string, path = '/register'): Promise<void> {
  await verifyInUi(page, email, await registerInUi(page, email, path));
  await page.waitForURL(/\/login/);
}
