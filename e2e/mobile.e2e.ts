import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { createAccount, signInContext } from './support/users.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An address whose part before '@' has no place to break, as student numbers and generated names do. */
const LONG_EMAIL = 'qa_zh_mobile_1795801094011_student_number@student.university.edu';

describe('the profile on a 390 px phone', () => {
  it.each([
    ['en', '', 'Welcome, '],
    ['zh', '?lang=zh', '欢迎，'],
  ])(
    'fits the screen with a long unbroken e-mail, and Copy stays on one line (%s)',
    async (language, query, welcome) => {
      const account = await createAccount('mobile');
      const context = await newContext(browser, { mobile: true });
      await signInContext(context, account);
      // The account's own details, with the long address in place of the generated one.
      await context.route('**/users/me/', async (route) => {
        const response = await route.fetch();
        const user = { ...(await response.json()), email: LONG_EMAIL };
        await route.fulfill({ response, json: user });
      });
      const page = await context.newPage();
      await page.goto(`/profile${query}`);
      await page.getByRole('heading', { level: 1, name: `${welcome}${LONG_EMAIL.split('@')[0]}` }).waitFor();
      const layout = await page.evaluate(() => {
        const lines = (element: Element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
        };
        return {
          viewport: document.documentElement.clientWidth,
          page: document.documentElement.scrollWidth,
          copyLabelLines: Array.from(document.querySelectorAll('main dd button'), lines),
        };
      });
      expect(layout.page).toBeLessThanOrEqual(layout.viewport);
      expect(layout.copyLabelLines.length).toBeGreaterThan(0);
      expect(layout.copyLabelLines.every((count) => count === 1)).toBe(true);
      await screenshot(page, `profile-mobile-long-email-${language}`);
      await context.close();
    },
  );
});
