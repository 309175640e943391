import { loaders } from 'virtual:blog-articles';
import { articles } from 'virtual:blog-index';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleBody } from '../../../build/blog-plugin';
import { render as renderOnServer } from '../../entry-server';
import { mockFetch, renderWithApp } from '../../test/render';
import { loadArticleBody } from './article-body';
import ArticlePage from './article-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const publicUrl = 'https://wordwright.example';
const HAN = /\p{Script=Han}/u;

async function body(language: 'en' | 'zh', slug: string): Promise<ArticleBody> {
  const loaded = await loadArticleBody(language, slug);
  if (!loaded) throw new Error(`no ${language} body for ${slug}`);
  return loaded;
}

function parse(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

const hrefs = (element: HTMLElement) => [...element.querySelectorAll('a')].map((a) => a.getAttribute('href'));
const tableShape = (element: HTMLElement) =>
  [...element.querySelectorAll('table')].map((table) => ({
    rows: table.querySelectorAll('tr').length,
    columns: table.querySelector('tr')?.children.length,
  }));
const outline = (element: HTMLElement) =>
  [...element.querySelectorAll('h1, h2, h3, h4')].map((heading) => `${heading.tagName}#${heading.id}`);

describe('Chinese article bodies', () => {
  it('exist for every article, in one chunk per article and language', () => {
    expect(articles.length).toBe(9);
    for (const article of articles) {
      expect(loaders[`en/${article.slug}`], article.slug).toBeTypeOf('function');
      expect(loaders[`zh/${article.slug}`], article.slug).toBeTypeOf('function');
    }
  });

  it.each(articles.map((article) => article.slug))(
    '%s keeps the structure, links and tables of the English text',
    async (slug) => {
      const en = await body('en', slug);
      const zh = await body('zh', slug);
      const enHtml = parse(en.html);
      const zhHtml = parse(zh.html);
      // Written in Chinese, not a copy of the English.
      expect(zhHtml.textContent).not.toBe(enHtml.textContent);
      expect((zhHtml.textContent?.match(/\p{Script=Han}/gu) ?? []).length).toBeGreaterThan(1000);
      // Same headings, levels and ids, so #section links work in both languages; the titles are Chinese.
      expect(outline(zhHtml)).toEqual(outline(enHtml));
      expect(zh.headings.map((heading) => heading.id)).toEqual(en.headings.map((heading) => heading.id));
      // Chinese titles (a heading that is only a product name, such as "Wordwright", stays as it is).
      zh.headings.forEach((heading, index) => {
        if (heading.text !== en.headings[index]?.text) expect(heading.text).toMatch(HAN);
      });
      expect(zh.headings.filter((heading) => HAN.test(heading.text)).length).toBeGreaterThan(
        zh.headings.length / 2,
      );
      // Same links to the same places, same tables, lists, quotes and checklists.
      expect(hrefs(zhHtml)).toEqual(hrefs(enHtml));
      expect(tableShape(zhHtml)).toEqual(tableShape(enHtml));
      for (const selector of ['li', 'blockquote', 'span.task-box', 'div.table-wrap']) {
        expect(zhHtml.querySelectorAll(selector).length, selector).toBe(
          enHtml.querySelectorAll(selector).length,
        );
      }
    },
  );

  it('has Chinese tags and search metadata for every article', () => {
    for (const article of articles) {
      expect(article.zh.tags.length, article.slug).toBe(article.tags.length);
      // Brand names such as Turnitin stay as they are; the other tags are Chinese.
      expect(
        article.zh.tags.filter((tag: string) => HAN.test(tag)).length,
        article.slug,
      ).toBeGreaterThanOrEqual(3);
      for (const text of [article.zh.seo.title, article.zh.seo.description, article.zh.author]) {
        expect(text, article.slug).toMatch(HAN);
      }
      expect(article.zh.seo.keywords.length, article.slug).toBeGreaterThan(0);
      expect(article.zh.readMinutes).toBe(article.readMinutes);
    }
  });

  it.each(['en', 'zh'] as const)(
    'gives every %s link descriptive text, never a bare path or address',
    async (language) => {
      const bare: string[] = [];
      for (const article of articles) {
        for (const link of parse((await body(language, article.slug)).html).querySelectorAll('a')) {
          const text = link.textContent?.trim() ?? '';
          if (/^(\/|https?:\/\/|www\.)\S*$/.test(text)) bare.push(`${article.slug}: ${text}`);
        }
      }
      expect(bare).toEqual([]);
    },
  );

  it('describes the workspace as it is: highlighted changes with reasons, no accept/reject control', async () => {
    const slug = 'how-to-humanize-ai-text';
    const en = parse((await body('en', slug)).html).textContent ?? '';
    const zh = parse((await body('zh', slug)).html).textContent ?? '';
    expect(en).not.toMatch(/accept what fits your voice, reject/);
    expect(en).toContain('edit the rest in your own copy');
    expect(zh).toContain('其余的在你自己的稿子里动手改写');
  });
});

function renderArticle(slug: string, language: 'en' | 'zh') {
  mockFetch({});
  return renderWithApp(
    <Routes>
      <Route path="/blog/:slug" element={<ArticlePage />} />
      <Route path="*" element={null} />
    </Routes>,
    { path: `/blog/${slug}${language === 'zh' ? '?lang=zh' : ''}`, language },
  );
}

describe('article page', () => {
  it('shows the Chinese text, table of contents and headings in Chinese, with no "English only" notice', async () => {
    renderArticle('how-to-humanize-ai-text', 'zh');
    expect(
      await screen.findByRole('heading', { level: 2, name: '第 1 步：想清楚你真正要说什么' }),
    ).toHaveProperty('id', 'step-1-decide-what-you-actually-want-to-say');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '如何让 AI 文本更自然：把机器初稿改成你自己的声音',
    );
    const toc = screen.getByRole('navigation', { name: '目录' });
    expect(
      within(toc).getByRole('link', { name: '第 1 步：想清楚你真正要说什么' }).getAttribute('href'),
    ).toBe('#step-1-decide-what-you-actually-want-to-say');
    expect(document.querySelector('.prose-ww')?.getAttribute('lang')).toBe('zh-CN');
    expect(document.body.textContent).not.toMatch(/English|英文/);
    expect(screen.getAllByText(/Wordwright 编辑部/).length).toBeGreaterThan(0);
  });

  it('keeps the comparison table and links in Chinese, and follows in-text links inside the app', async () => {
    renderArticle('complete-guide-ai-humanization', 'zh');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: '模式' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    const link = screen.getByRole('link', { name: '机器腔常用套话风格指南' });
    expect(link.getAttribute('href')).toBe('/blog/overused-ai-phrases-style-guide');
    await userEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/blog/overused-ai-phrases-style-guide');
  });

  it('shows the English text in English', async () => {
    renderArticle('how-to-humanize-ai-text', 'en');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Step 0: Check the rules before you edit' }),
    ).toBeTruthy();
    expect(document.querySelector('.prose-ww')?.getAttribute('lang')).toBe('en');
  });
});

describe('Chinese article on the server and after hydration', () => {
  const slug = 'ai-detector-accuracy-comparison';

  const jsonLd = (head: string) =>
    [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    );

  it('server-renders the Chinese body with Chinese search metadata and Article data', async () => {
    // The browser build loads bodies on demand; the server build has them inline. Loading first makes
    // this test independent of which of the two the test runner compiled.
    await loadArticleBody('zh', slug);
    const result = await renderOnServer(`/blog/${slug}?lang=zh`, { lang: 'zh', publicUrl });
    const article = articles.find((entry) => entry.slug === slug);
    expect(result.html).toContain('<h2 id="two-kinds-of-error">两类错误</h2>');
    expect(result.html).toMatch(
      /<div class="table-wrap" tabindex="0" role="region" aria-labelledby="[\w-]+"><table>/,
    );
    expect(result.html).not.toContain('Two kinds of error');
    expect(result.head).toContain(`<meta name="description" content="${article?.zh.seo.description}">`);
    expect(result.head).toContain(`<title>${article?.zh.seo.title}</title>`);
    const data = jsonLd(result.head).find((block) => block['@type'] === 'Article');
    expect(data).toMatchObject({
      headline: article?.zh.title,
      description: article?.zh.seo.description,
      inLanguage: 'zh-CN',
      author: { name: 'Wordwright 编辑部' },
    });
    expect(String(data?.keywords)).toMatch(HAN);
    const english = await renderOnServer(`/blog/${slug}`, { lang: 'en', publicUrl });
    expect(english.html).toContain('<h2 id="two-kinds-of-error">Two kinds of error</h2>');
    expect(jsonLd(english.head).find((block) => block['@type'] === 'Article')).toMatchObject({
      headline: article?.title,
      inLanguage: 'en',
    });
  });

  it('hydrates without a mismatch, keeping the server HTML on screen while the body chunk loads', async () => {
    await loadArticleBody('zh', slug);
    const server = await renderOnServer(`/blog/${slug}?lang=zh`, { lang: 'zh', publicUrl });
    const root = document.createElement('div');
    root.innerHTML = server.html;
    document.body.append(root);
    window.history.replaceState(null, '', `/blog/${slug}?lang=zh`);
    mockFetch({});
    const consoleError = vi.spyOn(console, 'error');

    // A fresh copy of the app, as in a new browser tab: no article body has been loaded yet.
    vi.resetModules();
    const [{ AppProviders }, { createQueryClient }, { AppRoutes }, { pages }, { createI18n }] =
      await Promise.all([
        import('../../app/providers'),
        import('../../app/query-client'),
        import('../../app/router'),
        import('../../app/pages'),
        import('../../i18n'),
      ]);
    await pages.article.preload();
    const recoverable: unknown[] = [];
    const prose = () => root.querySelector('.prose-ww');
    const serverProse = prose();
    expect(serverProse?.getAttribute('lang')).toBe('zh-CN');

    let app: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      app = hydrateRoot(
        root,
        <StrictMode>
          <AppProviders
            i18n={createI18n('zh')}
            queryClient={createQueryClient({})}
            boot={{ lang: 'zh', publicUrl }}
          >
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    // The server's text stayed in place (same element, never replaced by a spinner), and is now React's.
    await waitFor(() => {
      expect(Object.keys(prose() ?? {}).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    });
    expect(prose()).toBe(serverProse);
    expect(root.querySelector('#two-kinds-of-error')?.textContent).toBe('两类错误');
    expect(root.textContent).not.toContain('Loading');
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    act(() => app?.unmount());
    root.remove();
  });
});
