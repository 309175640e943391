import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext } from './support/browser.js';
import { freshEmail, registerInUi, verifyInUi } from './support/users.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until React owns the page, so a click on a link is an in-app navigation, not a page load. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

/** How far a section's top sits below where scrolling to it should put it (its scroll margin under the header). */
const offsetFromTarget = (page: Page, id: string) =>
  page.evaluate((target) => {
    const element = document.getElementById(target);
    if (!element) return Number.NaN;
    return Math.round(
      element.getBoundingClientRect().top -
        Number.parseFloat(getComputedStyle(element).scrollMarginTop || '0'),
    );
  }, id);

describe('links to landing sections from other pages', () => {
  it.each([
    {
      name: 'footer FAQ from the blog, the live example arriving late',
      from: '/blog',
      link: 'footer a[href="/faq"]',
      path: '/faq',
      section: 'faq',
      answer: (route: Route) => route.continue(),
    },
    {
      name: 'View Pricing (/#pricing) from an article, the live example failing',
      from: '/blog/how-to-humanize-ai-text',
      link: 'main a[href="/#pricing"]',
      path: '/',
      section: 'pricing',
      answer: (route: Route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Unavailable"}' }),
    },
  ])('land on the section: $name', async ({ from, link, path, section, answer }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The example is held back until the first scroll has happened, as on a slow connection.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/examples/live', async (route) => {
      await held;
      await answer(route);
    });
    await page.goto(from);
    await hydrated(page);
    await page.locator(link).first().click();
    await page.waitForURL((url) => url.pathname === path);
    await page.locator(`#${section}`).waitFor();
    await page.waitForTimeout(300);
    release();
    await page.waitForFunction(() => document.querySelector('section#example[aria-busy="true"]') === null);
    await expect.poll(() => offsetFromTarget(page, section)).toBe(0);
    // It stays there once the page has settled.
    await page.waitForTimeout(500);
    expect(await offsetFromTarget(page, section)).toBe(0);
    await context.close();
  });
});

describe('the head after in-app navigation', () => {
  it('gives the new page its own canonical URL, hreflang alternates and og:url', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/pricing');
    await hydrated(page);
    await page.locator('header a[href="/blog"]').first().click();
    await page.waitForURL((url) => url.pathname === '/blog');
    const head = () =>
      page.evaluate(() => ({
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        zh: document.querySelector('link[hreflang="zh"]')?.getAttribute('href'),
        ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
        canonicals: document.querySelectorAll('link[rel="canonical"]').length,
      }));
    await expect.poll(head).toEqual({
      canonical: `${baseUrl()}/blog`,
      zh: `${baseUrl()}/blog?lang=zh`,
      ogUrl: `${baseUrl()}/blog`,
      canonicals: 1,
    });
    await context.close();
  });
});

describe('verify e-mail after a reload', () => {
  it('keeps the address and hydrates without an error', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const email = freshEmail('reload');
    await page.goto('/register');
    await hydrated(page);
    const since = await registerInUi(page, email);
    await page.getByText(`We sent a 4-character code to ${email}.`).waitFor();

    await page.reload();
    await hydrated(page);
    await page.getByText(`We sent a 4-character code to ${email}.`).waitFor();
    await verifyInUi(page, email, since);
    expect(errors).toEqual([]);
    await context.close();
  });
});
