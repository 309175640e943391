import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What the web app's server bundle (apps/web/dist/server/entry-server.js) exports. */
export interface WebRenderData {
  plans?: unknown[];
  liveExample?: { before: string; after_html: string; changes: unknown[] } | null;
  wordsToday?: number | null;
  googleClientId?: string | null;
  supportEmail?: string | null;
  multilingualEngine?: boolean;
}

interface RenderResult {
  status: number;
  redirect?: string;
  head: string;
  html: string;
  htmlLang: string;
}

export interface WebEntry {
  render(
    url: string,
    opts: { lang: 'en' | 'zh'; publicUrl: string; data?: WebRenderData },
  ): Promise<RenderResult>;
  isPagePath(pathname: string): boolean;
  sitemap(publicUrl: string): string;
  robots(publicUrl: string): string;
}

export interface WebPluginOptions {
  /** apps/web/dist: holds client/ (assets and the index.html template) and server/entry-server.js. */
  webDist: string;
  publicUrl: string;
  /** Short caches, so a rebuilt web app shows up without a restart of the browser cache. */
  dev?: boolean;
  /** What the server knows for the page (plans with payment links, Google client id, live example…). */
  renderData?: (request: FastifyRequest) => WebRenderData | Promise<WebRenderData>;
}

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const STATIC_FILE_CACHE = 'public, max-age=3600';

/** q-value of the first Accept entry matching a type, 0 when absent. */
function quality(accept: string, matches: (type: string) => boolean): number {
  let best = 0;
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.trim().split(';');
    if (!matches(type.trim().toLowerCase())) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    best = Math.max(best, q ? Number(q.slice(2)) || 0 : 1);
  }
  return best;
}

/**
 * A browser navigation: it asks for HTML at least as much as for JSON. fetch() ('*\/*'), the web client
 * ('application/json') and EventSource ('text/event-stream') never qualify, so API paths that share a name
 * with a page (/history, /register…) keep answering API calls.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const html = quality(accept, (type) => type === 'text/html');
  const json = quality(accept, (type) => type === 'application/json');
  return html > 0 && html >= json;
}

function languageOf(request: FastifyRequest): 'en' | 'zh' {
  const query = request.query as Record<string, unknown> | undefined;
  return query?.lang === 'zh' ? 'zh' : 'en';
}

function fillTemplate(template: string, result: RenderResult): string {
  return template
    .replace('<html lang="en"', () => `<html lang="${result.htmlLang}"`)
    .replace('<!--app-head-->', () => result.head)
    .replace('<!--app-html-->', () => result.html);
}

/**
 * Serves the built web app: static assets, server-rendered pages for browser navigations, the sitemap and
 * robots.txt. Wrapped with fastify-plugin so its onRequest hook sees every request of the application.
 */
async function web(app: FastifyInstance, opts: WebPluginOptions) {
  const clientDir = join(opts.webDist, 'client');
  const entryPath = join(opts.webDist, 'server', 'entry-server.js');
  if (!existsSync(entryPath) || !existsSync(join(clientDir, 'index.html'))) {
    app.log.warn(
      { webDist: opts.webDist },
      'web app is not built (npm run build -w apps/web); pages are not served',
    );
    return;
  }
  const entry = (await import(pathToFileURL(entryPath).href)) as WebEntry;
  let template = await readFile(join(clientDir, 'index.html'), 'utf8');
  const publicUrl = opts.publicUrl.replace(/\/+$/, '');

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    // One route per built file, so unknown paths still reach the page renderer and the API's 404.
    wildcard: false,
    index: false,
    // The template is only ever sent filled in.
    allowedPath: (pathname) => pathname !== '/index.html',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${join('client', 'assets')}`);
      reply.header('cache-control', opts.dev ? 'no-cache' : hashed ? HASHED_ASSET_CACHE : STATIC_FILE_CACHE);
    },
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(entry.sitemap(publicUrl)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(entry.robots(publicUrl)),
  );
  app.get('/free-trial', { schema: { hide: true } }, async (request, reply) =>
    reply.redirect(languageOf(request) === 'zh' ? '/register?lang=zh' : '/register', 302),
  );

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split('?')[0] ?? '/';
    const accept = request.headers.accept?.trim();
    // Clients that accept anything (curl, link previews) get the page where no API route shares the path.
    const acceptsAnything = !accept || accept === '*/*';
    // Route first: matching page paths costs more than every API request should pay.
    const pageOnly = request.routeOptions.url === undefined && entry.isPagePath(pathname);
    if (!prefersHtml(accept) && !(acceptsAnything && pageOnly)) return;
    // A page path is always a page for a browser; any other path is only taken when no route claims it,
    // so /healthz, /openapi.json or /sitemap.xml opened in a browser still answer themselves.
    if (!entry.isPagePath(pathname) && request.routeOptions.url !== undefined) return;
    // '/Pricing' and '/pricing/' render the same page as '/pricing': one address per page, so search engines and
    // shared links do not split it into duplicates.
    const canonical = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
    if (canonical !== pathname && entry.isPagePath(canonical))
      return reply.redirect(`${canonical}${request.url.slice(pathname.length)}`, 301);
    if (opts.dev) template = await readFile(join(clientDir, 'index.html'), 'utf8');
    const data = opts.renderData ? await opts.renderData(request) : undefined;
    const result = await entry.render(request.url, { lang: languageOf(request), publicUrl, data });
    if (result.redirect) return reply.redirect(result.redirect, result.status === 301 ? 301 : 302);
    return reply
      .code(result.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept')
      .send(fillTemplate(template, result));
  });
}

export default fp(web, { name: 'web' });
