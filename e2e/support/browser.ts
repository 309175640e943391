import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = new URL('../screenshots/', import.meta.url).pathname;

export const baseUrl = () => inject('baseUrl');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export interface ContextOptions {
  mobile?: boolean;
  colorScheme?: 'light' | 'dark';
  locale?: string;
}

export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 860 },
    deviceScaleFactor: 1,
    isMobile: options.mobile ?? false,
    hasTouch: options.mobile ?? false,
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  // Fail a step within 15 s (one step never needs longer on this machine) so a failure is quick to read.
  context.setDefaultTimeout(15_000);
  // Scripts from outside the machine can never load here; fail fast instead of waiting on them.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  return context;
}

/** Writes a full-page screenshot to e2e/screenshots (git-ignored) for reading by eye. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // From the top: a scrolled page would paint the sticky header in the middle of a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });
}

/** Serious and critical axe violations against WCAG 2.0–2.2 A/AA on the current page. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
