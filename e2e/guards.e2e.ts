import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.js';
import { createAccount, signInContext } from './support/users.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pathOf = (url: string) => new URL(url).pathname;

describe('route guards and redirects (spec §3)', () => {
  it('sends a signed-out visitor from every signed-in screen to /login, /free-trial to /register and unknown paths to /', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const path of ['/dashboard', '/deleteai', '/rephrase', '/history', '/profile', '/invite']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { level: 1, name: 'Sign in to your account' }).waitFor();
    }
    await page.goto('/free-trial');
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    for (const path of ['/no-such-page', '/blog/no/such/thing', '/dashboard/extra']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      expect(pathOf(page.url())).toBe('/');
    }
    await context.close();
  });

  it('sends a signed-in writer from /login and /register to /dashboard, without a loop', async () => {
    const account = await createAccount('guards');
    const context = await newContext(browser);
    await signInContext(context, account);
    const page = await context.newPage();
    for (const path of ['/login', '/register', '/free-trial']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByTestId('workspace-input').waitFor();
      expect(pathOf(page.url())).toBe('/dashboard');
    }
    for (const path of ['/dashboard', '/deleteai', '/rephrase', '/history', '/profile', '/invite']) {
      await page.goto(path);
      await page.getByTestId('credits-badge').first().waitFor();
      expect(pathOf(page.url())).toBe(path);
    }
    await context.close();
  });
});
