import { articles } from 'virtual:blog-index';
import type { TFunction } from 'i18next';
import type { Plan } from '../features/billing/api';
import type { Language } from '../i18n';
import type { PageRoute } from './routes';

/** What a page says about itself to search engines and link previews, in one language. */
export interface HeadInfo {
  title: string;
  description: string;
  keywords: string;
  /** Path plus the language parameter: each language variant is its own canonical URL. */
  canonicalPath: string;
  alternates: { hreflang: string; path: string }[];
  ogType: 'website' | 'article';
  indexed: boolean;
  jsonLd: Record<string, unknown>[];
}

const SITE_NAME = 'Wordwright';

export function localizedPath(path: string, language: Language): string {
  return language === 'zh' ? `${path}${path.includes('?') ? '&' : '?'}lang=zh` : path;
}

export function findArticle(slug: string | undefined) {
  return articles.find((article) => article.slug === slug);
}

function absolute(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

interface HeadInput {
  route: PageRoute;
  pathname: string;
  params: Record<string, string | undefined>;
  language: Language;
  publicUrl: string;
  plans: Plan[];
  t: TFunction;
}

function jsonLdFor(input: HeadInput, description: string): Record<string, unknown>[] {
  const { route, language, publicUrl, plans, t } = input;
  const url = absolute(publicUrl, localizedPath(input.pathname, language));
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: absolute(publicUrl, '/'),
    logo: absolute(publicUrl, '/favicon.svg'),
  };
  const offers = plans.map((plan) => ({
    '@type': 'Offer',
    name: plan.name,
    price: plan.price.toFixed(2),
    priceCurrency: 'USD',
    url: absolute(publicUrl, '/pricing'),
  }));
  const blocks: Record<string, unknown>[] = [];
  for (const type of route.jsonLd) {
    if (type === 'Organization') blocks.push(organization);
    if (type === 'SoftwareApplication') {
      blocks.push({
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: SITE_NAME,
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
        url: absolute(publicUrl, '/'),
        description: t('seo:home.description'),
        inLanguage: ['en', 'zh-CN'],
        offers,
      });
    }
    if (type === 'Product') {
      blocks.push({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: `${SITE_NAME} ${t('seo:productName')}`,
        description,
        brand: { '@type': 'Brand', name: SITE_NAME },
        offers,
      });
    }
    if (type === 'FAQPage') {
      const items = t('landing:faq.items', { returnObjects: true }) as { q: string; a: string }[];
      blocks.push({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: items.map((item) => ({
          '@type': 'Question',
          name: item.q,
          acceptedAnswer: { '@type': 'Answer', text: item.a },
        })),
      });
    }
    if (type === 'Article') {
      const article = findArticle(input.params.slug);
      if (article) {
        const zh = language === 'zh';
        blocks.push({
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: zh ? article.zh.title : article.title,
          description,
          author: { '@type': 'Organization', name: zh ? article.zh.author : article.author },
          publisher: organization,
          datePublished: article.date,
          dateModified: article.date,
          keywords: (zh ? article.zh.seo : article.seo).keywords.join(', '),
          inLanguage: language === 'zh' ? 'zh-CN' : 'en',
          mainEntityOfPage: url,
        });
      }
    }
  }
  return blocks;
}

export function buildHead(input: HeadInput): HeadInfo {
  const { route, language, t, pathname } = input;
  let title = t(`seo:${route.seoKey}.title`);
  let description = t(`seo:${route.seoKey}.description`);
  let keywords = t(`seo:${route.seoKey}.keywords`);
  let ogType: HeadInfo['ogType'] = 'website';
  if (route.page === 'article') {
    const article = findArticle(input.params.slug);
    if (article) {
      // Each language has its own search title, description and keywords (the zh block of the front matter).
      const seo = language === 'zh' ? article.zh.seo : article.seo;
      title = seo.title;
      description = seo.description;
      keywords = seo.keywords.join(', ');
      ogType = 'article';
    }
  }
  return {
    title,
    description,
    keywords,
    canonicalPath: localizedPath(pathname, language),
    alternates: [
      { hreflang: 'en', path: pathname },
      { hreflang: 'zh', path: localizedPath(pathname, 'zh') },
      { hreflang: 'x-default', path: pathname },
    ],
    ogType,
    indexed: route.indexed,
    // Every page, indexed or not, says what the site is (spec: SoftwareApplication and Organization everywhere).
    jsonLd: jsonLdFor(input, description),
  };
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script> must not be able to close the tag. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * One tag of the head. `key` names it among its kind (a meta's name, a link's rel and hreflang), `value`
 * holds what differs from page to page.
 */
type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta' | 'link'; key: Record<string, string>; value: Record<string, string> }
  | { tag: 'script'; key: Record<string, string>; text: string };

/** The share card: the logo and the name, language-neutral. */
const SHARE_IMAGE = { path: '/og.png', width: 1200, height: 630 } as const;

function headTags(head: HeadInfo, publicUrl: string, language: Language): HeadTag[] {
  const canonical = absolute(publicUrl, head.canonicalPath);
  const meta = (key: Record<string, string>, content: string): HeadTag => ({
    tag: 'meta',
    key,
    value: { content },
  });
  const link = (key: Record<string, string>, href: string): HeadTag => ({
    tag: 'link',
    key,
    value: { href },
  });
  return [
    { tag: 'title', text: head.title },
    meta({ name: 'description' }, head.description),
    meta({ name: 'keywords' }, head.keywords),
    link({ rel: 'canonical' }, canonical),
    ...(head.indexed ? [] : [meta({ name: 'robots' }, 'noindex')]),
    ...head.alternates.map((alt) =>
      link({ rel: 'alternate', hreflang: alt.hreflang }, absolute(publicUrl, alt.path)),
    ),
    meta({ property: 'og:site_name' }, SITE_NAME),
    meta({ property: 'og:type' }, head.ogType),
    meta({ property: 'og:title' }, head.title),
    meta({ property: 'og:description' }, head.description),
    meta({ property: 'og:url' }, canonical),
    meta({ property: 'og:locale' }, language === 'zh' ? 'zh_CN' : 'en_US'),
    // One brand card for every page (apps/web/public/og.png, 1200×630): shared links show the name and mark.
    meta({ property: 'og:image' }, absolute(publicUrl, SHARE_IMAGE.path)),
    meta({ property: 'og:image:width' }, String(SHARE_IMAGE.width)),
    meta({ property: 'og:image:height' }, String(SHARE_IMAGE.height)),
    meta({ property: 'og:image:alt' }, SITE_NAME),
    meta({ name: 'twitter:card' }, 'summary_large_image'),
    meta({ name: 'twitter:image' }, absolute(publicUrl, SHARE_IMAGE.path)),
    ...head.jsonLd.map(
      (block): HeadTag => ({ tag: 'script', key: { type: 'application/ld+json' }, text: safeJson(block) }),
    ),
  ];
}

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
    .join('');

export function renderHeadTags(head: HeadInfo, publicUrl: string, language: Language): string {
  return headTags(head, publicUrl, language)
    .map((item) => {
      if (item.tag === 'title') return `<title>${escapeAttr(item.text)}</title>`;
      if (item.tag === 'script') return `<script${attributes(item.key)}>${item.text}</script>`;
      return `<${item.tag}${attributes({ ...item.key, ...item.value })}>`;
    })
    .join('\n    ');
}

/**
 * Brings the document's head in line with a page after client-side navigation: the same tags
 * renderHeadTags writes on the server, updated in place, so link previews and search engines that run
 * scripts see this page's address and text, not those of the page the visit started on.
 */
export function applyHeadTags(doc: Document, head: HeadInfo, publicUrl: string, language: Language): void {
  // Tags that only some pages have (noindex, structured data) are written afresh.
  for (const stale of doc.head.querySelectorAll('meta[name="robots"], script[type="application/ld+json"]')) {
    stale.remove();
  }
  for (const item of headTags(head, publicUrl, language)) {
    if (item.tag === 'title') {
      doc.title = item.text;
      continue;
    }
    const selector = `${item.tag}${Object.entries(item.key)
      .map(([name, value]) => `[${name}="${value}"]`)
      .join('')}`;
    let element = item.tag === 'script' ? null : doc.head.querySelector(selector);
    if (!element) {
      element = doc.createElement(item.tag);
      for (const [name, value] of Object.entries(item.key)) element.setAttribute(name, value);
      doc.head.append(element);
    }
    if (item.tag === 'script') element.textContent = item.text;
    else for (const [name, value] of Object.entries(item.value)) element.setAttribute(name, value);
  }
}
