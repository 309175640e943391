import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '../packages/contracts/src/words.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { longText } from './support/corpus.js';
import { badgeCredits, createAccount, signInContext } from './support/users.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

declare global {
  interface Window {
    __progress?: { now: number; max: number }[];
  }
}

describe('long-text mode', () => {
  it('shows the long-text note and a progress bar that only moves forward and completes, then the result', async () => {
    const account = await createAccount('long');
    const context = await newContext(browser);
    await signInContext(context, account);
    const page = await context.newPage();
    // Record every state the progress bar passes through, however quickly it moves.
    await page.addInitScript(() => {
      window.__progress = [];
      const record = () => {
        const bar = document.querySelector('[role="progressbar"][aria-label]');
        if (!bar || !document.querySelector('[data-testid="workspace-input"]')) return;
        const now = Number(bar.getAttribute('aria-valuenow'));
        const max = Number(bar.getAttribute('aria-valuemax'));
        const last = window.__progress?.at(-1);
        if (!last || last.now !== now || last.max !== max) window.__progress?.push({ now, max });
      };
      new MutationObserver(record).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await page.goto('/dashboard');
    await expect.poll(() => badgeCredits(page)).toBe(5000);

    const text = longText(1500);
    const words = countWords(text);
    expect(words).toBe(1500);
    await page.getByTestId('workspace-input').fill(text);
    await page.getByText('long-text mode').first().waitFor();
    await page.getByTestId('workspace-submit').click();
    await page.getByRole('button', { name: 'Humanizing AI Text...' }).waitFor();

    const output = page.getByTestId('rewrite-output');
    await output.waitFor({ timeout: 90_000 });
    await expect.poll(() => output.locator('mark').count()).toBeGreaterThan(0);
    // Paragraphs survive the split and merge.
    expect(await output.locator('p').count()).toBeGreaterThanOrEqual(text.split('\n\n').length);

    const seen = (await page.evaluate(() => window.__progress)) ?? [];
    expect(seen.length).toBeGreaterThan(0);
    const max = seen[0]?.max ?? 0;
    expect(max).toBeGreaterThanOrEqual(3); // 1,500 words in segments of at most 500
    for (let i = 1; i < seen.length; i += 1)
      expect(seen[i]?.now).toBeGreaterThanOrEqual(seen[i - 1]?.now ?? 0);
    expect(seen.at(-1)?.now).toBe(max); // it completes
    // How many intermediate states the browser sees depends on how fast the engine is compared with the
    // time the page takes to subscribe (on this machine 1,500 words usually finish first), so the test
    // asserts order and completion, not a count of steps.
    // The bar goes away when the job has finished, and the charge is the word count.
    await expect.poll(() => page.locator('[role="progressbar"]').count()).toBe(0);
    await expect.poll(() => badgeCredits(page)).toBe(5000 - words);
    await screenshot(page, 'long-text-result');
    await context.close();
  });
});
