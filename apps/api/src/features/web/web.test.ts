import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import web, { prefersHtml } from './index.js';

const webDist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));
const built = existsSync(`${webDist}/server/entry-server.js`);
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('prefersHtml', () => {
  it('takes browser navigations and leaves API calls alone', () => {
    expect(prefersHtml(BROWSER)).toBe(true);
    expect(prefersHtml('application/json')).toBe(false);
    expect(prefersHtml('*/*')).toBe(false);
    expect(prefersHtml('text/event-stream')).toBe(false);
    expect(prefersHtml('application/json, text/html;q=0.5')).toBe(false);
    expect(prefersHtml(undefined)).toBe(false);
  });
});

// Needs `npm run build -w apps/web`; `npm test` builds first.
describe.skipIf(!built)('web plugin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    // Stand-ins for API routes that share a path with a page, or have none.
    app.get('/history', async () => ({ items: [] }));
    app.post('/register', async () => ({ message: 'sent' }));
    app.get('/healthz', async () => ({ status: 'ok' }));
    await app.register(web, {
      webDist,
      publicUrl: 'https://wordwright.example',
      renderData: () => ({ googleClientId: null }),
    });
  });
  afterAll(() => app.close());

  const get = (url: string, accept = BROWSER) => app.inject({ method: 'GET', url, headers: { accept } });

  it('server-renders public pages with their metadata', async () => {
    const response = await get('/pricing');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<link rel="canonical" href="https://wordwright.example/pricing">');
    expect(response.body).toContain('"@type":"Product"');
    expect(response.body).not.toContain('<!--app-html-->');
  });

  it('serves pages to clients that accept anything, unless an API route shares the path', async () => {
    const page = await get('/pricing', '*/*');
    expect(page.headers['content-type']).toContain('text/html');
    expect((await get('/pricing', '')).headers['content-type']).toContain('text/html');
    expect((await get('/history', '*/*')).json()).toEqual({ items: [] });
  });

  it('sets <html lang> from ?lang=zh', async () => {
    const response = await get('/?lang=zh');
    expect(response.body).toContain('<html lang="zh-CN"');
  });

  it('renders pages for browsers and leaves same-named API routes to API clients', async () => {
    expect((await get('/history')).headers['content-type']).toContain('text/html');
    expect((await get('/history', 'application/json')).json()).toEqual({ items: [] });
    const post = await app.inject({
      method: 'POST',
      url: '/register',
      payload: {},
      headers: { accept: BROWSER },
    });
    expect(post.json()).toEqual({ message: 'sent' });
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
  });

  it('sends a page asked for in another case or with a trailing slash to its one address', async () => {
    for (const [url, location] of [
      ['/Pricing', '/pricing'],
      ['/pricing/', '/pricing'],
      ['/BLOG/How-To-Humanize-AI-Text?lang=zh', '/blog/how-to-humanize-ai-text?lang=zh'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
    expect((await get('/pricing')).statusCode).toBe(200);
    expect((await get('/')).statusCode).toBe(200);
  });

  it('redirects unknown navigations to / and /free-trial to /register', async () => {
    expect((await get('/no-such-page')).headers.location).toBe('/');
    expect((await get('/no-such-page', 'application/json')).statusCode).toBe(404);
    const trial = await get('/free-trial', '*/*');
    expect(trial.statusCode).toBe(302);
    expect(trial.headers.location).toBe('/register');
  });

  it('serves hashed assets with a long cache and never the raw template', async () => {
    const asset = readdirSync(`${webDist}/client/assets`).find((file) => file.endsWith('.js'));
    const response = await get(`/assets/${asset}`, '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect((await get('/index.html', '*/*')).statusCode).toBe(404);
  });

  it('serves the sitemap and robots.txt', async () => {
    const sitemap = await get('/sitemap.xml', '*/*');
    expect(sitemap.body).toContain('<loc>https://wordwright.example/blog</loc>');
    expect(sitemap.body).toContain('hreflang="zh"');
    const robots = await get('/robots.txt', '*/*');
    expect(robots.body).toContain('Sitemap: https://wordwright.example/sitemap.xml');
  });
});
