import type { Browser, Page } from 'playwright-core';
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

declare global {
  interface Window {
    __pwned?: number;
  }
}

const HOSTILE = [
  'Furthermore, it is important to note that this essay utilizes a number of approaches to the topic. <script>window.__pwned=1</script>',
  'In conclusion, the results <img src=x onerror="window.__pwned=1"> demonstrate a significant improvement in overall quality.',
  'Moreover, readers can <a href="javascript:window.__pwned=1">click here for more</a> or visit [the notes](javascript:window.__pwned=1) to learn more about the method.',
  '<svg onload="window.__pwned=1"></svg><iframe src="javascript:window.__pwned=1"></iframe> Additionally, the data shows a clear trend.',
].join('\n\n');

async function assertInert(page: Page, container: string): Promise<void> {
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  const dangerous = await page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return ['no container'];
    const found: string[] = [];
    for (const element of Array.from(root.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      if (['script', 'img', 'svg', 'iframe', 'object', 'embed', 'a', 'style'].includes(tag)) found.push(tag);
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name) || /javascript:/i.test(attribute.value))
          found.push(`${tag}[${attribute.name}]`);
      }
    }
    return found;
  }, container);
  expect(dangerous).toEqual([]);
  // The markup is shown as text, not run.
  expect(await page.locator(container).textContent()).toContain('window.__pwned=1');
}

describe('hostile input is shown as text, never run', () => {
  it('stays inert in the workspace, the side-by-side compare and the history', async () => {
    const account = await createAccount('xss');
    const context = await newContext(browser);
    await signInContext(context, account);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/dashboard');
    await page.getByTestId('workspace-input').fill(HOSTILE);
    await page.getByTestId('workspace-submit').click();
    const output = page.getByTestId('rewrite-output');
    await output.waitFor();
    await assertInert(page, '[data-testid="rewrite-output"]');
    // Selecting every change re-renders the highlighted markup.
    for (const change of await page.locator('section[aria-labelledby="changes-heading"] li button').all()) {
      await change.click();
    }
    await assertInert(page, '[data-testid="rewrite-output"]');

    await page.getByRole('tab', { name: 'Side by side' }).click();
    await page.locator('#output-compare').waitFor();
    await assertInert(page, '#output-compare');
    await screenshot(page, 'xss-compare');

    await page.goto('/history');
    const entry = page.locator('main li').first();
    await entry.waitFor();
    await entry.getByRole('button', { name: 'Open' }).click();
    await entry.getByText('window.__pwned=1').first().waitFor();
    await assertInert(page, 'main ul');
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
