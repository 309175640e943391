import { articles } from 'virtual:blog-index';
import { describe, expect, it } from 'vitest';
import { isPagePath, render, robots, sitemap } from './entry-server';

const publicUrl = 'https://wordwright.example';

function jsonLdTypes(head: string): string[] {
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => (JSON.parse(match[1] ?? '{}') as { '@type': string })['@type'],
  );
}

describe('server render', () => {
  it('renders the landing page with its metadata and content', async () => {
    const result = await render('/', { lang: 'en', publicUrl });
    expect(result.status).toBe(200);
    expect(result.head).toContain(
      '<title>Wordwright – Turn Stiff AI Drafts Into Clear, Natural Prose</title>',
    );
    expect(result.head).toContain('<meta name="description"');
    expect(result.head).toContain(`<link rel="canonical" href="${publicUrl}/">`);
    expect(result.head).toContain(`hreflang="zh" href="${publicUrl}/?lang=zh"`);
    expect(result.head).toContain('og:title');
    expect(jsonLdTypes(result.head)).toEqual(['SoftwareApplication', 'Organization']);
    expect(result.html).toContain('Try 5000 Words Free');
    expect(result.html).toContain('<h1');
  });

  it('describes the site on pages kept out of search too (sign-in, workspace)', async () => {
    for (const path of ['/login', '/register', '/verify-email', '/reset-password', '/dashboard']) {
      const result = await render(path, { lang: 'en', publicUrl });
      expect(result.head).toContain('<meta name="robots" content="noindex">');
      expect(jsonLdTypes(result.head)).toEqual(['SoftwareApplication', 'Organization']);
    }
  });

  it('adds Product on /pricing and FAQPage on /faq', async () => {
    expect(jsonLdTypes((await render('/pricing', { lang: 'en', publicUrl })).head)).toContain('Product');
    const faq = await render('/faq', { lang: 'en', publicUrl });
    expect(jsonLdTypes(faq.head)).toContain('FAQPage');
    expect(faq.html).toContain('How are credits counted?');
  });

  it('renders every article with Article data and its body', async () => {
    for (const article of articles) {
      const result = await render(`/blog/${article.slug}`, { lang: 'en', publicUrl });
      expect(result.status).toBe(200);
      expect(jsonLdTypes(result.head)).toContain('Article');
      expect(result.html).toContain('No credit card required');
    }
  });

  it('renders Chinese with ?lang=zh', async () => {
    const result = await render('/pricing?lang=zh', { lang: 'zh', publicUrl });
    expect(result.htmlLang).toBe('zh-CN');
    expect(result.head).toContain(`<link rel="canonical" href="${publicUrl}/pricing?lang=zh">`);
    expect(result.html).toContain('为什么选择我们');
  });

  it('redirects /free-trial, unknown paths and unknown articles', async () => {
    expect(await render('/free-trial', { lang: 'en', publicUrl })).toMatchObject({
      status: 302,
      redirect: '/register',
    });
    expect(await render('/nope', { lang: 'en', publicUrl })).toMatchObject({ status: 302, redirect: '/' });
    expect(await render('/blog/nope', { lang: 'en', publicUrl })).toMatchObject({
      status: 302,
      redirect: '/',
    });
  });

  it('renders the shell, not a redirect, for signed-in pages (the client decides)', async () => {
    const result = await render('/dashboard', { lang: 'en', publicUrl });
    expect(result.status).toBe(200);
    expect(result.head).toContain('noindex');
    expect(result.html).toContain('Loading...');
  });

  it('lists public paths and articles in the sitemap, and hides app pages in robots.txt', () => {
    const xml = sitemap(publicUrl);
    for (const path of ['/', '/pricing', '/blog', '/faq', '/privacy', '/api'])
      expect(xml).toContain(`<loc>${publicUrl}${path}</loc>`);
    for (const article of articles) expect(xml).toContain(`${publicUrl}/blog/${article.slug}?lang=zh`);
    expect(xml).not.toContain('/dashboard');
    expect(robots(publicUrl)).toContain('Disallow: /dashboard');
    expect(isPagePath('/history')).toBe(true);
    expect(isPagePath('/healthz')).toBe(false);
  });
});
