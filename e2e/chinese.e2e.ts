import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '../packages/contracts/src/words.js';
import { baseUrl, launchBrowser, newContext, screenshot } from './support/browser.js';
import { passageNear } from './support/corpus.js';
import { extractCode, waitForMail } from './support/mail.js';
import { badgeCredits, createAccount, freshEmail, PASSWORD, signInContext } from './support/users.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CJK = /[\u4e00-\u9fff]/;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the journey in Chinese (?lang=zh)', () => {
  it('server-renders Chinese pages with <html lang="zh-CN">', async () => {
    for (const path of ['/register?lang=zh', '/login?lang=zh', '/?lang=zh']) {
      const html = await (await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } })).text();
      expect(html).toMatch(/<html[^>]*\slang="zh(-CN)?"/);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title).toMatch(CJK);
    }
  });

  it('registers, verifies, rewrites and shows the profile in Chinese', async () => {
    const context = await newContext(browser, { locale: 'zh-CN' });
    const page = await context.newPage();
    const email = freshEmail('zh');

    await page.goto('/register?lang=zh');
    await expect.poll(() => h1(page)).toBe('创建您的账户');
    expect(await htmlLang(page)).toMatch(/^zh/);
    await screenshot(page, 'zh-register');
    await page.locator('input[type="email"]').fill(email);
    const passwords = page.locator('input[autocomplete="new-password"]');
    await passwords.nth(0).fill(PASSWORD);
    await passwords.nth(1).fill(PASSWORD);
    const since = Date.now();
    await page.getByRole('button', { name: '创建账户' }).click();
    await page.locator('main [role="status"]').first().waitFor();
    expect(await page.locator('main [role="status"]').first().textContent()).toMatch(CJK);
    await page.waitForURL(/\/verify-email/);
    await page.getByPlaceholder('输入 4 位验证码').waitFor();
    expect(await htmlLang(page)).toMatch(/^zh/);
    await screenshot(page, 'zh-verify-email');

    // The e-mail is in Chinese too.
    const mail = await waitForMail(email, since);
    const decoded = decodeMimeWords(mail);
    expect(decoded).toMatch(CJK);
    await page.getByPlaceholder('输入 4 位验证码').fill(extractCode(mail));
    await page.getByRole('button', { name: '验证邮箱' }).click();
    await page.getByText('验证成功！').first().waitFor();
    await page.waitForURL(/\/login/);
    await expect.poll(() => h1(page)).toBe('登录您的账户');
    expect(await htmlLang(page)).toMatch(/^zh/);
    await screenshot(page, 'zh-login');

    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/dashboard/);
    await expect.poll(() => h1(page)).toBe('改写工作台');
    expect(await htmlLang(page)).toMatch(/^zh/);
    expect(await page.getByTestId('credits-badge').first().textContent()).toContain('积分');
    await expect.poll(() => badgeCredits(page)).toBe(5000);

    const passage = passageNear(150);
    await page.getByTestId('workspace-input').fill(passage.text);
    await page.getByRole('button', { name: '改写文本' }).click();
    const output = page.getByTestId('rewrite-output');
    await output.waitFor();
    await expect.poll(() => output.locator('mark').count()).toBeGreaterThan(0);
    const reasons = await page
      .locator('section[aria-labelledby="changes-heading"] li span.block.text-xs')
      .allTextContents();
    expect(reasons.length).toBeGreaterThan(0);
    // Reasons are shown in the reader's language.
    expect(reasons.every((reason) => CJK.test(reason))).toBe(true);
    await page.getByRole('button', { name: '复制内容' }).click();
    await page.getByRole('button', { name: '已复制！' }).waitFor();
    await expect.poll(() => badgeCredits(page)).toBe(5000 - countWords(passage.text));
    await screenshot(page, 'zh-workspace-result');

    await page.goto('/profile');
    await expect.poll(() => h1(page)).toBe(`欢迎，${email.split('@')[0]}`);
    const labels = await page.locator('main dt').allTextContents();
    for (const label of ['剩余', '已用', '总计']) expect(labels).toContain(label);
    expect(await htmlLang(page)).toMatch(/^zh/);
    await screenshot(page, 'zh-profile');
    await context.close();
  });

  it('switches back to English for good, and opens remembered Chinese pages in Chinese at once', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A slow CPU lets the click on '中文' land while the page's own Suspense boundary is still hydrating: the
    // case where switching i18n at once hydrated Chinese text against the server's English (React error #418).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.goto('/pricing');
    await expect.poll(() => h1(page)).toBe('Pricing');
    await page.getByRole('button', { name: '中文' }).first().click();
    await expect.poll(() => h1(page)).toBe('价格');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(page.url()).toMatch(/\?lang=zh$/);

    // A later visit without ?lang= goes straight to the Chinese page (no English first, no hydration mismatch).
    for (const path of ['/', '/login', '/pricing']) {
      await page.goto(path);
      await page.waitForURL(/\?lang=zh$/);
      await expect.poll(() => htmlLang(page)).toBe('zh-CN');
      expect(await h1(page)).toMatch(CJK);
    }

    await page.getByRole('button', { name: 'English' }).first().click();
    await expect.poll(() => h1(page)).toBe('Pricing');
    expect(page.url()).not.toContain('lang=');
    // Nothing switches it back: not a moment later, not a reload.
    await page.waitForTimeout(500);
    expect(await h1(page)).toBe('Pricing');
    await page.reload();
    await expect.poll(() => htmlLang(page)).toBe('en');
    expect(await h1(page)).toBe('Pricing');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a Chinese draft in the workspace', () => {
  it('gets a note that the built-in engine rewrites English, not just a word count', async () => {
    const account = await createAccount('zh-draft');
    const context = await newContext(browser, { locale: 'zh-CN' });
    await signInContext(context, account);
    const page = await context.newPage();
    await page.goto('/dashboard?lang=zh');
    await page
      .getByTestId('workspace-input')
      .fill('人工智能写作工具可以帮助学生修改草稿，但最终的文字应当是作者自己的声音。');
    await expect
      .poll(() => page.getByTestId('workspace-english-only').textContent())
      .toBe('内置引擎只改写英文文本，而这段文本大部分不是英文，因此无法在此改写。词数按空格分隔计算。');
    await page.getByTestId('workspace-input').fill(passageNear(30).text);
    await expect.poll(() => page.getByTestId('workspace-english-only').count()).toBe(0);
    await context.close();
  });
});

/** Decodes RFC 2047 encoded words (subjects) and base64 bodies enough to look for Chinese text. */
function decodeMimeWords(raw: string): string {
  const words = raw.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
  const bodies = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map(
    (match) => Buffer.from((match[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [words, ...bodies].join('\n');
}
