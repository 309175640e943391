import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, screenshot } from './support/browser.js';
import {
  anchors,
  fetchHtml,
  h1Text,
  ids,
  jsonLd,
  jsonLdTypes,
  linkHref,
  metaContent,
  titleOf,
} from './support/html.js';
import { createAccount, signInContext } from './support/users.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every public path of spec §3 except articles (found from the blog index). */
const PUBLIC_PATHS = [
  '/',
  '/ai-humanizer',
  '/international-students',
  '/features',
  '/how-it-works',
  '/faq',
  '/case-studies',
  '/contact',
  '/pricing',
  '/blog',
  '/privacy',
  '/terms',
  '/cookies',
  '/api',
];
/** The sections the landing aliases scroll to (apps/web routes.ts). */
const ALIAS_SECTIONS: Record<string, string> = {
  '/ai-humanizer': 'hero',
  '/international-students': 'problems',
  '/features': 'features',
  '/how-it-works': 'how-it-works',
  '/faq': 'faq',
  '/case-studies': 'example',
  '/contact': 'contact',
};
const SLUGS_IN_SPEC = [
  'how-to-humanize-ai-text',
  'complete-guide-ai-humanization',
  'ai-detector-accuracy-comparison',
  'free-ai-detector-tools',
  'ai-humanizer-vs-ai-detector',
];

async function articlePaths(): Promise<string[]> {
  const { html } = await fetchHtml('/blog');
  return [...new Set(anchors(html).filter((href) => /^\/blog\/[a-z0-9-]+$/.test(href)))].sort();
}

describe('server-sent HTML of every public page (no JavaScript)', () => {
  it('lists nine articles on the blog index, including the slugs the spec names', async () => {
    const articles = await articlePaths();
    expect(articles).toHaveLength(9);
    for (const slug of SLUGS_IN_SPEC) expect(articles).toContain(`/blog/${slug}`);
  });

  it('has its own title, description, canonical, valid JSON-LD of the right types and an <h1>', async () => {
    const paths = [...PUBLIC_PATHS, ...(await articlePaths())];
    const titles = new Map<string, string>();
    const problems: string[] = [];
    for (const lang of ['', '?lang=zh']) {
      for (const path of paths) {
        const { status, html } = await fetchHtml(`${path}${lang}`);
        const where = `${path}${lang}`;
        if (status !== 200) problems.push(`${where}: status ${status}`);
        const title = titleOf(html);
        if (!title) problems.push(`${where}: no <title>`);
        if (titles.has(title) && title) problems.push(`${where}: same title as ${titles.get(title)}`);
        titles.set(title, where);
        if (metaContent(html, 'description').length < (lang ? 20 : 50))
          problems.push(`${where}: no meta description`);
        if (!metaContent(html, 'keywords')) problems.push(`${where}: no meta keywords`);
        if (!metaContent(html, 'og:title')) problems.push(`${where}: no og:title`);
        const canonical = linkHref(html, 'canonical');
        const expected = `${baseUrl()}${path}${lang}`;
        if (canonical.length !== 1 || canonical[0] !== expected) {
          problems.push(`${where}: canonical ${JSON.stringify(canonical)}, expected ${expected}`);
        }
        let types: string[] = [];
        try {
          types = jsonLdTypes(html);
        } catch (error) {
          problems.push(`${where}: invalid JSON-LD (${String(error)})`);
        }
        const want = ['SoftwareApplication', 'Organization'];
        if (path === '/pricing') want.push('Product');
        if (path === '/faq') want.push('FAQPage');
        if (path.startsWith('/blog/')) want.push('Article');
        for (const type of want) if (!types.includes(type)) problems.push(`${where}: no ${type} JSON-LD`);
        if (!h1Text(html)) problems.push(`${where}: no <h1>`);
        if (lang && !/<html[^>]*lang="zh/.test(html)) problems.push(`${where}: <html lang> is not Chinese`);
        if (!lang && linkHref(html, 'alternate', 'hreflang="zh').length === 0) {
          problems.push(`${where}: no hreflang zh alternate`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('carries the content in the HTML: FAQ answers in FAQPage, an Article with headline and date, landing sections', async () => {
    const faq = jsonLd((await fetchHtml('/faq')).html).find((item) => item['@type'] === 'FAQPage');
    expect((faq?.mainEntity as unknown[] | undefined)?.length).toBe(6);
    const article = jsonLd((await fetchHtml('/blog/how-to-humanize-ai-text')).html).find(
      (item) => item['@type'] === 'Article',
    );
    expect(article?.headline).toBeTruthy();
    expect(article?.datePublished).toBeTruthy();
    const product = jsonLd((await fetchHtml('/pricing')).html).find((item) => item['@type'] === 'Product');
    expect((product?.offers as unknown[] | undefined)?.length).toBe(4);
    // Each landing alias scrolls to its section, so the section must be in the served page.
    const missing: string[] = [];
    for (const [path, section] of Object.entries(ALIAS_SECTIONS)) {
      if (!ids((await fetchHtml(path)).html).has(section)) missing.push(`${path} → #${section}`);
    }
    expect(missing).toEqual([]);
  });

  it('sitemap.xml lists every public path and article; robots.txt points to it', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const locs = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    const missing = [...PUBLIC_PATHS, ...(await articlePaths())].filter(
      (path) => !locs.has(`${baseUrl()}${path}`),
    );
    expect(missing).toEqual([]);
    for (const path of ['/login', '/dashboard', '/profile'])
      expect(locs.has(`${baseUrl()}${path}`)).toBe(false);
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });

  it('has no broken internal link or #anchor in the server-rendered public pages', async () => {
    const origin = baseUrl();
    const pages = new Map<string, { status: number; html: string }>();
    const get = async (path: string) => {
      let page = pages.get(path);
      if (!page) {
        page = await fetchHtml(path);
        pages.set(path, page);
      }
      return page;
    };
    const crawlable = new Set([...PUBLIC_PATHS, ...(await articlePaths())]);
    const queue = ['/', '/?lang=zh'];
    const crawled = new Set<string>();
    const broken: string[] = [];
    while (queue.length > 0) {
      const from = queue.shift() as string;
      if (crawled.has(from)) continue;
      crawled.add(from);
      const { html } = await get(from);
      for (const href of new Set(anchors(html))) {
        if (/^(mailto:|tel:)/.test(href)) continue;
        const url = new URL(href, `${origin}${from}`);
        if (url.origin !== origin) continue;
        const target = `${url.pathname}${url.search}`;
        const page = await get(target);
        if (page.status !== 200) {
          broken.push(`${from} → ${href}: ${page.status}`);
          continue;
        }
        if (url.hash && !ids(page.html).has(decodeURIComponent(url.hash.slice(1)))) {
          broken.push(`${from} → ${href}: no element with that id`);
        }
        if (crawlable.has(url.pathname)) queue.push(target);
      }
    }
    expect(crawled.size).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });
});

describe('public pages in the browser', () => {
  it('the blog filter changes the list and shows counts that match it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/blog');
    const grid = page.getByTestId('article-grid');
    await grid.waitFor();
    const titles = () => grid.locator('article h3').allTextContents();
    const all = await titles();
    expect(all).toHaveLength(9);
    const filter = page.locator('section[aria-labelledby="all-heading"] fieldset button');
    const buttons = await filter.all();
    expect(buttons.length).toBe(7);
    let changed = 0;
    let sum = 0;
    for (const button of buttons.slice(1)) {
      const count = Number(/\((\d+)\)/.exec((await button.textContent()) ?? '')?.[1]);
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      const shown = count === 0 ? [] : await titles();
      expect(shown.length).toBe(count);
      if (shown.length !== all.length) changed += 1;
      sum += count;
    }
    expect(changed).toBeGreaterThan(0);
    expect(sum).toBeGreaterThanOrEqual(9);
    await buttons[0]?.click();
    await expect.poll(titles).toEqual(all);
    await context.close();
  });

  it('a related-article card navigates to another article', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/blog/how-to-humanize-ai-text');
    const first = await page.getByRole('heading', { level: 1 }).textContent();
    const related = page.locator('section[aria-labelledby="related-heading"] article h3 a').first();
    const href = await related.getAttribute('href');
    expect(href).toMatch(/^\/blog\/(?!how-to-humanize-ai-text)/);
    await related.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).not.toBe(first);
    await context.close();
  });

  it('the live example shows real highlighted changes', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const example = page.locator('section#example');
    await example.waitFor();
    const cards = example.locator(':scope > div > div');
    const before = ((await cards.nth(0).locator('p').textContent()) ?? '').trim();
    const after = ((await cards.nth(1).locator('div').textContent()) ?? '').trim();
    expect(await cards.nth(1).locator('mark').count()).toBeGreaterThan(0);
    expect(before.length).toBeGreaterThan(50);
    expect(after.replace(/\s+/g, ' ')).not.toBe(before.replace(/\s+/g, ' '));
    await context.close();
  });

  it('landing calls to action go to /register signed out and /dashboard signed in', async () => {
    const signedOut = await newContext(browser);
    const page = await signedOut.newPage();
    await page.goto('/');
    const cta = page.locator('main a', { hasText: 'Try 5000 Words Free' });
    expect(await cta.count()).toBeGreaterThanOrEqual(2);
    for (const href of await cta.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toBe('/register');
    }
    await cta.first().click();
    await page.waitForURL((url) => url.pathname === '/register');
    await signedOut.close();

    const account = await createAccount('cta');
    const signedIn = await newContext(browser);
    await signInContext(signedIn, account);
    const page2 = await signedIn.newPage();
    // A slow CPU makes the session arrive while React is still hydrating the page: the case where React kept
    // the server's '/register' href for good (it does not patch attributes during hydration).
    await (await signedIn.newCDPSession(page2)).send('Emulation.setCPUThrottlingRate', { rate: 20 });
    const seen: string[] = [];
    page2.on('response', (r) => {
      if (r.url().includes('/users/me')) seen.push(`${r.status()} ${r.url()}`);
    });
    page2.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') seen.push(`console ${m.type()}: ${m.text()}`);
    });
    page2.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
    await page2.goto('/');
    const cta2 = page2.locator('main a', { hasText: 'Try 5000 Words Free' });
    try {
      await expect
        .poll(() => cta2.evaluateAll((links) => links.map((link) => link.getAttribute('href'))), {
          timeout: 30_000,
        })
        .toEqual(Array((await cta2.count()) || 2).fill('/dashboard'));
    } catch (error) {
      throw new Error(`${(error as Error).message}\nWhat the page saw:\n${seen.join('\n') || '(nothing)'}`);
    }
    await (await signedIn.newCDPSession(page2)).send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cta2.first().click();
    await page2.waitForURL((url) => url.pathname === '/dashboard');
    await page2.getByTestId('workspace-input').waitFor();
    await screenshot(page2, 'public-cta-dashboard');
    await signedIn.close();
  });
});
