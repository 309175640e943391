/**
 * Page-weight budgets for the public site, measured on the built web app: the JavaScript the landing
 * page loads and the HTML + CSS of an article, both gzipped. Budgets: landing JS ≤ 150 KB, article ≤ 60 KB.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/client/', import.meta.url).pathname;
const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type RenderFn = (
  url: string,
  opts: { lang: 'en' | 'zh'; publicUrl: string },
) => Promise<{ head: string; html: string }>;
const { render } = (await import(
  new URL('../apps/web/dist/server/entry-server.js', import.meta.url).href
)) as {
  render: RenderFn;
};

const template = readFileSync(`${dist}index.html`, 'utf8');
const assetsOf = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => match[1] as string);

async function page(url: string) {
  const rendered = await render(url, { lang: 'en', publicUrl: 'http://localhost:3000' });
  const html = template.replace('<!--app-head-->', rendered.head).replace('<!--app-html-->', rendered.html);
  const scripts = assetsOf(html, /<script[^>]+src="\/([^"]+\.js)"/g).concat(
    assetsOf(html, /<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  );
  const styles = assetsOf(html, /<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g);
  const js = [...new Set(scripts)].reduce((sum, file) => sum + gz(readFileSync(`${dist}${file}`)), 0);
  const css = [...new Set(styles)].reduce((sum, file) => sum + gz(readFileSync(`${dist}${file}`)), 0);
  return { html: gz(html), js, css };
}

const landing = await page('/');
const article = await page('/blog/how-to-humanize-ai-text');
const rows = [
  ['Landing page JavaScript (gzip)', kb(landing.js), '≤ 150 KB', landing.js <= 150 * 1024],
  [
    'Article HTML + CSS (gzip)',
    kb(article.html + article.css),
    '≤ 60 KB',
    article.html + article.css <= 60 * 1024,
  ],
] as const;
const table = [
  '## Public page weight',
  '',
  '| what | measured | budget | within |',
  '|---|---|---|---|',
  ...rows.map(
    ([what, measured, budget, ok]) => `| ${what} | ${measured} | ${budget} | ${ok ? 'yes' : 'NO'} |`,
  ),
  '',
].join('\n');
writeFileSync(new URL('./results/web-budget.md', import.meta.url), table);
console.log(table);
