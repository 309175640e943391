import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the built app started as npm start starts it', () => {
  it('answers health checks', async () => {
    const response = await fetch(`${baseUrl()}/healthz`);
    expect(response.status).toBe(200);
  });

  it('serves the web app to a real browser', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title()).toMatch(/Wordwright/);
    await context.close();
  });
});
