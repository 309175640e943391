import { articles } from 'virtual:blog-index';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { pages } from './app/pages';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { matchRoute, ROUTES } from './app/routes';
import { BOOT_DATA_ID, type BootData, type RenderData } from './app/runtime-data';
import { buildHead, findArticle, localizedPath, renderHeadTags, safeJson } from './app/seo';
import type { Plan } from './features/billing/api';
import { createI18n, htmlLang, type Language } from './i18n';
import './styles.css';

export interface RenderOptions {
  lang: Language;
  publicUrl: string;
  data?: RenderData;
}

export interface RenderResult {
  status: number;
  redirect?: string;
  head: string;
  html: string;
  htmlLang: string;
}

export type { RenderData };

const redirect = (to: string, lang: Language): RenderResult => ({
  status: 302,
  redirect: localizedPath(to, lang),
  head: '',
  html: '',
  htmlLang: htmlLang(lang),
});

/** Whether a browser navigation to this pathname is a page of the app (including redirects of the route table). */
export function isPagePath(pathname: string): boolean {
  return matchRoute(pathname) !== null;
}

/**
 * Renders one navigation. Public pages come back with their full content and search metadata; pages that
 * need the signed-in user render the shell (loading screen) that the client completes.
 */
export async function render(url: string, opts: RenderOptions): Promise<RenderResult> {
  const { lang } = opts;
  const publicUrl = opts.publicUrl.replace(/\/+$/, '');
  const location = new URL(url, 'http://localhost');
  const match = matchRoute(location.pathname);
  if (!match) return redirect('/', lang);
  if (match.route.kind === 'redirect') return redirect(match.route.to, lang);
  const route = match.route;
  if (route.page === 'article' && !findArticle(match.params.slug)) return redirect('/', lang);

  await pages[route.page].preload();
  const data = opts.data ?? {};
  const boot: BootData = { ...data, lang, publicUrl };
  const i18n = createI18n(lang);
  const queryClient = createQueryClient(data);
  const html = renderToString(
    <AppProviders i18n={i18n} queryClient={queryClient} boot={boot}>
      <StaticRouter location={`${location.pathname}${location.search}`}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  const plans = (queryClient.getQueryData(['plans']) as Plan[] | undefined) ?? [];
  const head = buildHead({
    route,
    pathname: location.pathname,
    params: match.params,
    language: lang,
    publicUrl,
    plans,
    t: i18n.getFixedT(lang),
  });
  const headTags = `${renderHeadTags(head, publicUrl, lang)}\n    <script type="application/json" id="${BOOT_DATA_ID}">${safeJson(boot)}</script>`;
  return { status: 200, head: headTags, html, htmlLang: htmlLang(lang) };
}

const xmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every indexed page and every article, each with its English and Chinese variants. */
export function sitemap(publicUrlInput: string): string {
  const publicUrl = publicUrlInput.replace(/\/+$/, '');
  const paths: { path: string; lastmod?: string }[] = [];
  for (const route of ROUTES) {
    if (route.kind !== 'page' || !route.indexed) continue;
    if (route.path === '/blog/:slug') {
      for (const article of articles) paths.push({ path: `/blog/${article.slug}`, lastmod: article.date });
    } else {
      paths.push({ path: route.path });
    }
  }
  const entries = paths.flatMap(({ path, lastmod }) =>
    (['en', 'zh'] as const).map((language) => {
      const alternates = (['en', 'zh'] as const)
        .map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${alt}" href="${xmlEscape(publicUrl + localizedPath(path, alt))}"/>`,
        )
        .join('\n');
      return [
        '  <url>',
        `    <loc>${xmlEscape(publicUrl + localizedPath(path, language))}</loc>`,
        lastmod ? `    <lastmod>${lastmod}</lastmod>` : '',
        alternates,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(publicUrl + path)}"/>`,
        '  </url>',
      ]
        .filter(Boolean)
        .join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robots(publicUrlInput: string): string {
  const publicUrl = publicUrlInput.replace(/\/+$/, '');
  const privatePaths = ROUTES.filter((route) => route.kind === 'page' && !route.indexed).map(
    (route) => `Disallow: ${route.path}`,
  );
  return ['User-agent: *', 'Allow: /', ...privatePaths, '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}
