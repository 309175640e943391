import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { Marked, type Tokens } from 'marked';
import type { Plugin } from 'vite';

/**
 * Renders the Markdown articles in content/blog at build time into two virtual modules, so no Markdown
 * parser ships to the browser: `virtual:blog-index` (front matter only, small enough for the route table
 * and the index page) and `virtual:blog-articles` (the rendered bodies, loaded by the article page only).
 */

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
  seo: { title: string; description: string; keywords: string[] };
  zh: { title: string; excerpt: string; category: string };
}

export interface ArticleBody {
  html: string;
  headings: { id: string; text: string }[];
}

const INDEX_ID = 'virtual:blog-index';
const ARTICLES_ID = 'virtual:blog-articles';
const WORDS_PER_MINUTE = 220;

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
  // The writer may leave a placeholder; the real figure comes from the article's own length.
  const words = body.trim().split(/\s+/u).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function renderBody(markdown: string): ArticleBody {
  const headings: ArticleBody['headings'] = [];
  const used = new Set<string>();
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        let id = slugify(token.text) || `section-${used.size + 1}`;
        while (used.has(id)) id = `${id}-2`;
        used.add(id);
        if (token.depth === 2) headings.push({ id, text: token.text.replace(/[*_`]/g, '') });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
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
  // Wide comparison tables scroll inside their own box on narrow screens instead of widening the page.
  const html = rendered
    .replace(/<table>/g, '<div class="table-wrap"><table>')
    .replace(/<\/table>/g, '</table></div>');
  return { html, headings };
}

export function loadArticles(contentDir: string): { meta: ArticleMeta; body: ArticleBody }[] {
  const files = readdirSync(contentDir).filter((file) => file.endsWith('.md'));
  return files
    .map((file) => {
      const parsed = matter(readFileSync(join(contentDir, file), 'utf8'));
      const data = parsed.data as Record<string, unknown>;
      const seo = (data.seo ?? {}) as Record<string, unknown>;
      const zh = (data.zh ?? {}) as Record<string, unknown>;
      const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : text(data.date);
      const title = text(data.title);
      const excerpt = text(data.excerpt);
      const category = text(data.category);
      const meta: ArticleMeta = {
        id: Number(data.id ?? 0),
        slug: text(data.slug, file.replace(/\.md$/, '')),
        title,
        excerpt,
        author: text(data.author, 'Wordwright'),
        date,
        readMinutes: readMinutes(data.readTime, parsed.content),
        category,
        tags: list(data.tags),
        featured: data.featured === true,
        toc: data.toc === true,
        related: list(data.related),
        seo: {
          title: text(seo.title, title),
          description: text(seo.description, excerpt),
          keywords: list(seo.keywords),
        },
        zh: {
          title: text(zh.title, title),
          excerpt: text(zh.excerpt, excerpt),
          category: text(zh.category, category),
        },
      };
      return { meta, body: renderBody(parsed.content) };
    })
    .sort((a, b) => a.meta.id - b.meta.id);
}

export function blogPlugin(options: { contentDir: string }): Plugin {
  const resolved = (id: string) => `\0${id}`;
  return {
    name: 'wordwright-blog',
    resolveId(id) {
      if (id === INDEX_ID || id === ARTICLES_ID) return resolved(id);
      return undefined;
    },
    load(id) {
      if (id !== resolved(INDEX_ID) && id !== resolved(ARTICLES_ID)) return undefined;
      for (const file of readdirSync(options.contentDir)) this.addWatchFile(join(options.contentDir, file));
      const articles = loadArticles(options.contentDir);
      if (id === resolved(INDEX_ID)) {
        return `export const articles = ${JSON.stringify(articles.map((article) => article.meta))};`;
      }
      const bodies = Object.fromEntries(articles.map((article) => [article.meta.slug, article.body]));
      return `export const bodies = ${JSON.stringify(bodies)};`;
    },
  };
}
