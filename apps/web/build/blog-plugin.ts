import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { Marked, type Tokens } from 'marked';
import type { Plugin } from 'vite';

/**
 * Renders the Markdown articles in content/blog at build time, so no Markdown parser ships to the browser.
 *
 * Content layout (one article = two files, one per language):
 * - `content/blog/<slug>.md`: front matter (English fields, plus a `zh:` block with the Chinese title,
 *   excerpt, category, tags and seo title/description/keywords) and the English body.
 * - `content/blog/zh/<slug>.md`: the Chinese body only, no front matter. It keeps the English article's
 *   headings in the same order and at the same levels, so both languages share heading ids (#step-1-…)
 *   and a link to a section works in either language. Every article must have one: the build fails
 *   without it (spec: every text exists in both languages).
 *
 * Virtual modules:
 * - `virtual:blog-index`: the metadata of every article in both languages (small enough for the route
 *   table, the head and the index page).
 * - `virtual:blog-body/<lang>/<slug>`: one rendered body (`export const body`).
 * - `virtual:blog-articles`: `loaders`, "<lang>/<slug>" → dynamic import of that body, so in the browser
 *   each body is its own chunk and a reader downloads only the article they open, in their language. For
 *   the server render (`ssr`) it also exports every body inline in `bodies`, so rendering never waits.
 */

export interface ArticleSeo {
  title: string;
  description: string;
  keywords: string[];
}

export interface ArticleMeta {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  readMinutes: number;
  category: string;
  tags: string[];
  featured: boolean;
  toc: boolean;
  related: string[];
  seo: ArticleSeo;
  zh: {
    title: string;
    excerpt: string;
    author: string;
    category: string;
    tags: string[];
    readMinutes: number;
    seo: ArticleSeo;
  };
}

export interface ArticleBody {
  html: string;
  /** The h2 headings, for the table of contents. */
  headings: { id: string; text: string }[];
}

export const BODY_LANGUAGES = ['en', 'zh'] as const;
export type BodyLanguage = (typeof BODY_LANGUAGES)[number];

export interface LoadedArticle {
  meta: ArticleMeta;
  bodies: Record<BodyLanguage, ArticleBody>;
}

const INDEX_ID = 'virtual:blog-index';
const ARTICLES_ID = 'virtual:blog-articles';
const BODY_PREFIX = 'virtual:blog-body/';
const WORDS_PER_MINUTE = 220;
/** Chinese is read by characters; about 400 a minute is the usual figure for ordinary prose. */
const HANZI_PER_MINUTE = 400;

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export function slugify(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z]+;/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

function readMinutes(declared: unknown, body: string): number {
  const match = /\d+/.exec(String(declared ?? ''));
  if (match) return Number(match[0]);
  // The writer may leave a placeholder; the real figure comes from the article's own length, counting
  // Chinese characters and words written in Latin letters separately.
  const hanzi = (body.match(/\p{Script=Han}/gu) ?? []).length;
  const words = body
    .replace(/\p{Script=Han}/gu, ' ')
    .trim()
    .split(/\s+/u)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE + hanzi / HANZI_PER_MINUTE));
}

interface RenderedBody extends ArticleBody {
  /** Every heading's level and id, in document order. */
  outline: { depth: number; id: string }[];
}

/** `presetIds` gives the headings their ids in document order (the Chinese body reuses the English ids). */
function renderBody(markdown: string, presetIds: string[] = []): RenderedBody {
  const headings: ArticleBody['headings'] = [];
  const outline: RenderedBody['outline'] = [];
  const used = new Set<string>();
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        let id = presetIds[outline.length] ?? (slugify(token.text) || `section-${used.size + 1}`);
        while (used.has(id)) id = `${id}-2`;
        used.add(id);
        outline.push({ depth: token.depth, id });
        if (token.depth === 2) headings.push({ id, text: token.text.replace(/[*_`]/g, '') });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
      // A '- [ ] step' checklist is a list to read, not a form: a drawn box instead of a disabled, unlabelled input.
      checkbox(token: Tokens.Checkbox) {
        return `<span class="task-box${token.checked ? ' task-box-checked' : ''}" aria-hidden="true"></span> `;
      },
      link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link) {
        const inner = this.parser.parseInline(token.tokens);
        const external = /^https?:\/\//.test(token.href);
        const rel = external ? ' rel="noopener noreferrer" target="_blank"' : '';
        const title = token.title ? ` title="${token.title}"` : '';
        return `<a href="${token.href}"${title}${rel}>${inner}</a>`;
      },
    },
  });
  const rendered = marked.parse(markdown, { async: false });
  // Wide comparison tables scroll inside their own box on narrow screens instead of widening the page. The box
  // takes keyboard focus so the hidden columns can be scrolled into view without a mouse, and is named by the
  // section heading above it.
  let section = '';
  const html = rendered.replace(/<h[1-6] id="([^"]+)"|<table>|<\/table>/g, (tag, id: string | undefined) => {
    if (id !== undefined) {
      section = id;
      return tag;
    }
    if (tag === '</table>') return '</table></div>';
    const named = section ? ` role="region" aria-labelledby="${section}"` : '';
    return `<div class="table-wrap" tabindex="0"${named}><table>`;
  });
  return { html, headings, outline };
}

const sameOutline = (a: RenderedBody['outline'], b: RenderedBody['outline']) =>
  a.length === b.length && a.every((heading, index) => heading.depth === b[index]?.depth);

/** The Chinese body, with the English heading ids when its headings match the English ones level by level. */
function renderTranslation(markdown: string, english: RenderedBody): RenderedBody {
  const shared = renderBody(
    markdown,
    english.outline.map((heading) => heading.id),
  );
  return sameOutline(shared.outline, english.outline) ? shared : renderBody(markdown);
}

const publicBody = ({ html, headings }: RenderedBody): ArticleBody => ({ html, headings });

export function loadArticles(contentDir: string): LoadedArticle[] {
  const files = readdirSync(contentDir).filter((file) => file.endsWith('.md'));
  return files
    .map((file) => {
      const parsed = matter(readFileSync(join(contentDir, file), 'utf8'));
      const data = parsed.data as Record<string, unknown>;
      const seo = (data.seo ?? {}) as Record<string, unknown>;
      const zh = (data.zh ?? {}) as Record<string, unknown>;
      const zhSeo = (zh.seo ?? {}) as Record<string, unknown>;
      const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : text(data.date);
      const title = text(data.title);
      const excerpt = text(data.excerpt);
      const category = text(data.category);
      const slug = text(data.slug, file.replace(/\.md$/, ''));
      const zhFile = join(contentDir, 'zh', file);
      if (!existsSync(zhFile)) {
        throw new Error(
          `blog: ${file} has no Chinese body; add content/blog/zh/${file} (body only, no front matter)`,
        );
      }
      const zhMarkdown = readFileSync(zhFile, 'utf8');
      const zhTitle = text(zh.title, title);
      const zhExcerpt = text(zh.excerpt, excerpt);
      const author = text(data.author, 'Wordwright');
      const tags = list(data.tags);
      const keywords = list(seo.keywords);
      const meta: ArticleMeta = {
        id: Number(data.id ?? 0),
        slug,
        title,
        excerpt,
        author,
        date,
        readMinutes: readMinutes(data.readTime, parsed.content),
        category,
        tags,
        featured: data.featured === true,
        toc: data.toc === true,
        related: list(data.related),
        seo: {
          title: text(seo.title, title),
          description: text(seo.description, excerpt),
          keywords,
        },
        zh: {
          title: zhTitle,
          excerpt: zhExcerpt,
          author: text(zh.author, author),
          category: text(zh.category, category),
          tags: Array.isArray(zh.tags) ? list(zh.tags) : tags,
          // The declared figure describes the article, in either language.
          readMinutes: readMinutes(data.readTime, zhMarkdown),
          seo: {
            title: text(zhSeo.title, `${zhTitle} | Wordwright`),
            description: text(zhSeo.description, zhExcerpt),
            keywords: Array.isArray(zhSeo.keywords) ? list(zhSeo.keywords) : keywords,
          },
        },
      };
      const english = renderBody(parsed.content);
      const chinese = renderTranslation(zhMarkdown, english);
      return { meta, bodies: { en: publicBody(english), zh: publicBody(chinese) } };
    })
    .sort((a, b) => a.meta.id - b.meta.id);
}

const bodyId = (language: BodyLanguage, slug: string) => `${BODY_PREFIX}${language}/${slug}`;

export function blogPlugin(options: { contentDir: string }): Plugin {
  const resolved = (id: string) => `\0${id}`;
  let cache: LoadedArticle[] | null = null;
  const articles = () => {
    cache ??= loadArticles(options.contentDir);
    return cache;
  };
  return {
    name: 'wordwright-blog',
    buildStart() {
      cache = null;
    },
    watchChange(id) {
      if (id.startsWith(options.contentDir)) cache = null;
    },
    resolveId(id) {
      if (id === INDEX_ID || id === ARTICLES_ID || id.startsWith(BODY_PREFIX)) return resolved(id);
      return undefined;
    },
    load(id, loadOptions) {
      if (!id.startsWith('\0virtual:blog-')) return undefined;
      const watch = (dir: string) => {
        for (const file of readdirSync(dir)) if (file.endsWith('.md')) this.addWatchFile(join(dir, file));
      };
      watch(options.contentDir);
      watch(join(options.contentDir, 'zh'));
      if (id === resolved(INDEX_ID)) {
        return `export const articles = ${JSON.stringify(articles().map((article) => article.meta))};`;
      }
      if (id === resolved(ARTICLES_ID)) {
        const keys = articles().flatMap((article) =>
          BODY_LANGUAGES.map((language) => ({ language, slug: article.meta.slug, article })),
        );
        if (loadOptions?.ssr) {
          const inline = Object.fromEntries(
            keys.map(({ language, slug, article }) => [`${language}/${slug}`, article.bodies[language]]),
          );
          return `export const bodies = ${JSON.stringify(inline)};\nexport const loaders = {};`;
        }
        const loaders = keys.map(
          ({ language, slug }) =>
            `  ${JSON.stringify(`${language}/${slug}`)}: () => import(${JSON.stringify(bodyId(language, slug))}),`,
        );
        return `export const bodies = {};\nexport const loaders = {\n${loaders.join('\n')}\n};`;
      }
      const match = /^\0virtual:blog-body\/(en|zh)\/([\w-]+)$/.exec(id);
      const article = match ? articles().find((entry) => entry.meta.slug === match[2]) : undefined;
      if (!match || !article) return undefined;
      return `export const body = ${JSON.stringify(article.bodies[match[1] as BodyLanguage])};`;
    },
  };
}
