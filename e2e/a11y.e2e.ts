import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, seriousViolations } from './support/browser.js';
import { passageNear } from './support/corpus.js';
import { openScreen, SCREENS, withLang } from './support/screens.js';
import { type Account, createAccount, PASSWORD, signInContext } from './support/users.js';

let browser: Browser;
let account: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount('a11y');
});
afterAll(async () => {
  await browser?.close();
});

async function rewriteSomething(page: Page): Promise<void> {
  await page.getByTestId('workspace-input').fill(passageNear(150).text);
  await page.getByTestId('workspace-submit').click();
  await page.getByTestId('rewrite-output').waitFor();
}

describe('axe: no serious or critical WCAG 2.0–2.2 A/AA violations', () => {
  // Each combination also writes a screenshot of every screen, so every screen is captured at desktop
  // size and at 390×844, in both languages and both themes, without a second pass over the app.
  const combinations = [
    { lang: 'en', colorScheme: 'light', mobile: false },
    { lang: 'en', colorScheme: 'dark', mobile: true },
    { lang: 'zh', colorScheme: 'light', mobile: true },
    { lang: 'zh', colorScheme: 'dark', mobile: false },
  ] as const;
  for (const { lang, colorScheme, mobile } of combinations) {
    {
      const variant = `${mobile ? 'mobile' : 'desktop'}-${lang}-${colorScheme}`;
      it(`every screen in ${lang}, ${colorScheme} theme, ${mobile ? '390×844' : 'desktop'} (screenshots ${variant}-*)`, async () => {
        const signedOut = await newContext(browser, { colorScheme, mobile });
        const signedIn = await newContext(browser, { colorScheme, mobile });
        await signInContext(signedIn, account);
        const found: string[] = [];
        const check = async (page: Page, name: string) => {
          for (const item of await seriousViolations(page)) {
            found.push(`${name}: ${item.id} (${item.impact}) ${item.targets.join(' | ')}`);
          }
          await screenshot(page, `${variant}-${name}`);
        };
        // Signed-out and signed-in screens run side by side (two renderer processes on two cores).
        const signedOutPass = async () => {
          const page = await signedOut.newPage();
          for (const screen of SCREENS.filter((entry) => !entry.signedIn)) {
            await openScreen(page, withLang(screen.path, lang));
            await check(page, screen.name);
          }
          // The forgot-password modal on the login page.
          await openScreen(page, withLang('/login', lang));
          await page.locator('main form button[type="button"]:not([aria-pressed])').first().click();
          await page.getByRole('dialog').waitFor();
          await check(page, 'forgot-password-modal');
          if (mobile) {
            await page.keyboard.press('Escape');
            await openScreen(page, withLang('/', lang));
            await page.locator('header button[aria-expanded]').first().click();
            await page.locator('header button[aria-expanded="true"]').waitFor();
            await check(page, 'menu-open');
            // Escape closes it and gives focus back to the menu button.
            await page.keyboard.press('Escape');
            await page.locator('header button[aria-expanded="false"]').waitFor();
            expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
              'mobile-menu',
            );
          }
        };
        const signedInPass = async () => {
          const page = await signedIn.newPage();
          for (const screen of SCREENS.filter((entry) => entry.signedIn)) {
            await openScreen(page, withLang(screen.path, lang));
            await check(page, screen.name);
            if (screen.name === 'dashboard') {
              // The workspace with a result: output, compare view, summary and change list.
              await rewriteSomething(page);
              await check(page, 'dashboard-result');
              await page.getByRole('tab').nth(1).click();
              await page.locator('#output-compare').waitFor();
              await check(page, 'dashboard-compare');
            }
            if (screen.name === 'history') {
              // An opened past rewrite: highlighted changes, summary and change list, then side by side.
              await page.locator('main [data-open-button]').first().click();
              await page.getByTestId('rewrite-output').locator('mark').first().waitFor();
              await check(page, 'history-entry');
              await page.getByRole('tab').nth(1).click();
              await page.locator('#output-compare').waitFor();
              await check(page, 'history-entry-compare');
            }
          }
        };
        await Promise.all([signedOutPass(), signedInPass()]);
        await signedOut.close();
        await signedIn.close();
        expect(found).toEqual([]);
      });
    }
  }

  it('the theme toggle switches to dark and the page stays accessible', async () => {
    const context = await newContext(browser, { colorScheme: 'light' });
    const page = await context.newPage();
    await openScreen(page, '/');
    const toggle = page.getByRole('button', { name: /^Theme:/ });
    while (!(await page.evaluate(() => document.documentElement.classList.contains('dark'))))
      await toggle.click();
    expect(await toggle.getAttribute('aria-label')).toBe('Theme: dark');
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await page.locator('main h1').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
  });
});

describe('keyboard only', () => {
  /** Presses Tab (or Shift+Tab) until `matches` holds for the focused element; checks each stop is visible. */
  async function tabTo(page: Page, selector: string, backwards = false): Promise<void> {
    for (let presses = 0; presses < 60; presses += 1) {
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
      const state = await page.evaluate((wanted) => {
        const active = document.activeElement as HTMLElement | null;
        if (!active || active === document.body) return { match: false, visible: true, what: 'body' };
        const style = getComputedStyle(active);
        const rect = active.getBoundingClientRect();
        const indicator =
          (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none' ||
          // A visually hidden input shows its focus on the label that wraps or follows it.
          active.classList.contains('sr-only');
        return {
          match: active.matches(wanted),
          visible: indicator && (rect.width > 0 || active.classList.contains('sr-only')),
          what: `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? ''}`,
        };
      }, selector);
      expect(state.visible, `focus indicator on ${state.what}`).toBe(true);
      if (state.match) return;
    }
    throw new Error(`Could not reach ${selector} with the keyboard`);
  }

  it('signs in and rewrites with Tab, Shift+Tab, Enter, Space and Ctrl+Enter only', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openScreen(page, '/login');
    await tabTo(page, 'input[type="email"]');
    await page.keyboard.type(account.email);
    await tabTo(page, 'input[autocomplete="current-password"]');
    await page.keyboard.type(PASSWORD);
    // Show the password with Space, then hide it again: the toggle works from the keyboard.
    await tabTo(page, 'button[aria-pressed]');
    await page.keyboard.press('Space');
    expect(await page.locator('input[autocomplete="current-password"]').getAttribute('type')).toBe('text');
    await page.keyboard.press('Space');
    await tabTo(page, 'input[autocomplete="current-password"]', true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard/);
    await page.getByTestId('workspace-input').waitFor();

    await tabTo(page, '[data-testid="workspace-input"]');
    await page.keyboard.insertText(passageNear(150).text);
    await page.keyboard.press('Control+Enter');
    const output = page.getByTestId('rewrite-output');
    await output.waitFor();
    await expect.poll(() => output.locator('mark').count()).toBeGreaterThan(0);
    // Focus moves to the result so a keyboard or screen-reader user lands on it.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    // Copy Content with Enter.
    await tabTo(page, 'button[aria-live]');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Copied!' }).waitFor();

    // The rewrite in the history: opened, and a change chosen from its list, from the keyboard alone.
    await openScreen(page, '/history');
    await tabTo(page, 'main [data-open-button]');
    await page.keyboard.press('Enter');
    const past = page.getByTestId('rewrite-output');
    await past.locator('mark').first().waitFor();
    await tabTo(page, 'section[aria-labelledby="changes-heading"] li button');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');
    await past.locator('mark[aria-current="true"]').waitFor();
    await context.close();
  });
});
