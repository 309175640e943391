import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '../packages/contracts/src/words.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { passageNear } from './support/corpus.js';
import { badgeCredits, freshEmail, loginInUi, PASSWORD, signUpInUi } from './support/users.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function profileNumbers(page: Page): Promise<Record<'remaining' | 'used' | 'total', number>> {
  const value = async (label: string) => {
    const dd = page
      .locator('dl div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
    return Number(((await dd.first().textContent()) ?? '').replace(/[^0-9]/g, ''));
  };
  return { remaining: await value('Remaining'), used: await value('Used'), total: await value('Total') };
}

describe('the whole journey of a new writer and a friend they invite', () => {
  it('signs up, rewrites, is charged exactly the word count, sees history and profile, and both get the invite reward', async () => {
    const inviter = await newContext(browser);
    const page = await inviter.newPage();
    const email = freshEmail('journey');

    await page.goto('/register');
    await screenshot(page, 'journey-register');
    await signUpInUi(page, email);
    await loginInUi(page, email, PASSWORD);
    await expect.poll(() => badgeCredits(page)).toBe(5000);

    // Rewrite a ~150-word passage from the dev corpus.
    const passage = passageNear(150);
    const words = countWords(passage.text);
    await page.getByTestId('workspace-input').fill(passage.text);
    await page.getByTestId('workspace-submit').click();
    const output = page.getByTestId('rewrite-output');
    await output.waitFor();
    await expect.poll(() => output.locator('mark').count()).toBeGreaterThan(0);
    const rewritten = ((await output.textContent()) ?? '').trim();
    expect(rewritten.length).toBeGreaterThan(0);
    expect(rewritten.replace(/\s+/g, ' ')).not.toBe(passage.text.replace(/\s+/g, ' '));

    // The change list: every change has a before/after and a one-line reason.
    const changes = page.locator('section[aria-labelledby="changes-heading"] li');
    const changeCount = await changes.count();
    expect(changeCount).toBeGreaterThan(0);
    const markCount = await output.locator('mark').count();
    for (const item of await changes.all()) {
      const reason = (await item.locator('span.block.text-xs').textContent())?.trim() ?? '';
      expect(reason.length).toBeGreaterThan(3);
    }
    await screenshot(page, 'journey-workspace-result');

    // Copy Content → 'Copied!' and the clipboard holds the rewrite.
    await page.getByRole('button', { name: 'Copy Content' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.replace(/\s+/g, ' ').trim()).toBe(rewritten.replace(/\s+/g, ' ').trim());

    // Charged exactly the word count.
    await expect.poll(() => badgeCredits(page)).toBe(5000 - words);

    // History shows it, opened as the workspace showed it: the same rewrite with the same changes
    // highlighted, the change list with its reasons, the summary, and the original side by side.
    await page.goto('/history');
    const entries = page.locator('main ul > li');
    await expect.poll(() => entries.count()).toBeGreaterThan(0);
    const entry = entries.first();
    await entry.getByRole('button', { name: 'Open' }).click();
    const past = entry.getByTestId('rewrite-output');
    await expect.poll(() => past.locator('mark.ww-change').count()).toBe(markCount);
    expect(((await past.textContent()) ?? '').trim()).toBe(rewritten);
    const pastChanges = entry.locator('section[aria-labelledby="changes-heading"] li');
    expect(await pastChanges.count()).toBe(changeCount);
    for (const item of await pastChanges.all()) {
      expect(await item.locator('del, ins').count()).toBeGreaterThan(0);
      const reason = (await item.locator('span.block.text-xs').textContent())?.trim() ?? '';
      expect(reason.length).toBeGreaterThan(3);
    }
    const summary = entry.getByRole('region', { name: 'Summary' });
    await summary.getByText('Words changed').waitFor();
    expect(await summary.locator('dd').first().textContent()).toMatch(/^[1-9][0-9,]*$/);
    await screenshot(page, 'journey-history');
    await entry.getByRole('tab', { name: 'Side by side' }).click();
    // The original side: the whole passage, paragraph by paragraph.
    const original = entry.locator('#output-compare section').first().locator('p');
    const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
    await expect
      .poll(async () => flat((await original.allTextContents()).join(' ')))
      .toBe(flat(passage.text));
    await screenshot(page, 'journey-history-compare');

    // Profile shows remaining / used / total.
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: `Welcome, ${email.split('@')[0]}` }).waitFor();
    expect(await profileNumbers(page)).toEqual({ remaining: 5000 - words, used: words, total: 5000 });

    // Copy the invite link.
    await page.goto('/invite');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const url = new URL(link);
    expect(url.pathname).toBe('/register');
    const code = url.searchParams.get('invite');
    expect(code).toBeTruthy();

    // A friend registers through the link in a separate browser.
    const invitee = await newContext(browser);
    const friend = await invitee.newPage();
    const friendEmail = freshEmail('invitee');
    await friend.goto(`${url.pathname}${url.search}`);
    await friend.getByText('Invite Code Applied').waitFor();
    await screenshot(friend, 'journey-register-invite');
    await signUpInUi(friend, friendEmail);
    await loginInUi(friend, friendEmail, PASSWORD);
    await expect.poll(() => badgeCredits(friend)).toBe(6000);
    await friend.goto('/profile');
    await friend.getByRole('heading', { level: 1 }).waitFor();
    expect(await profileNumbers(friend)).toEqual({ remaining: 6000, used: 0, total: 6000 });
    // The reward's membership days have no paid subscription behind them: no fee is shown and nothing to cancel.
    await friend.getByText('None (invite rewards)').waitFor();
    expect(await friend.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);

    // The inviter sees the reward too.
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect
      .poll(() => profileNumbers(page))
      .toEqual({ remaining: 6000 - words, used: words, total: 6000 });
    await expect.poll(() => badgeCredits(page)).toBe(6000 - words);
    await page.goto('/invite');
    await expect
      .poll(async () => (await page.locator('section[aria-labelledby="stats"]').textContent()) ?? '')
      .toMatch(/1/);

    await invitee.close();
    await inviter.close();
  });
});
