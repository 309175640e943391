import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, type Language } from '../i18n';
import { matchRoute, type PageRoute } from './routes';
import { applyHeadTags, buildHead, type HeadInfo, renderHeadTags } from './seo';

const publicUrl = 'https://wordwright.example';

function headOf(pathname: string, language: Language): HeadInfo {
  const match = matchRoute(pathname);
  if (match?.route.kind !== 'page') throw new Error(`no page at ${pathname}`);
  const route: PageRoute = match.route;
  const t = createI18n(language).getFixedT(language);
  return buildHead({ route, pathname, params: match.params, language, publicUrl, plans: [], t });
}

/** The head as the server sends it for a page, parsed by the browser. */
function serverHead(pathname: string, language: Language): string {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = renderHeadTags(headOf(pathname, language), publicUrl, language);
  return normalized(doc);
}

/** The head's tags as a sorted list, so the comparison ignores their order. */
function normalized(doc: Document): string {
  return [...doc.head.children]
    .map((element) => {
      const attributes = [...element.attributes]
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .sort()
        .join(' ');
      return `${element.tagName.toLowerCase()} ${attributes} ${element.textContent}`;
    })
    .sort()
    .join('\n');
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyHeadTags', () => {
  it.each([
    ['/blog', '/pricing', 'en'],
    ['/pricing', '/faq', 'en'],
    ['/faq', '/login', 'zh'],
    ['/login', '/blog/how-to-humanize-ai-text', 'zh'],
  ] as const)(
    'turns the head of %s into exactly the one the server writes for %s (%s)',
    (from, to, language) => {
      document.head.innerHTML = renderHeadTags(headOf(from, language), publicUrl, language);
      applyHeadTags(document, headOf(to, language), publicUrl, language);
      expect(normalized(document)).toBe(serverHead(to, language));
    },
  );

  it('points canonical, hreflang alternates and og:url at the new page', () => {
    document.head.innerHTML = renderHeadTags(headOf('/blog', 'en'), publicUrl, 'en');
    applyHeadTags(document, headOf('/pricing', 'zh'), publicUrl, 'zh');
    const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');
    expect(href('link[rel="canonical"]')).toBe(`${publicUrl}/pricing?lang=zh`);
    expect(href('link[hreflang="en"]')).toBe(`${publicUrl}/pricing`);
    expect(href('link[hreflang="zh"]')).toBe(`${publicUrl}/pricing?lang=zh`);
    expect(href('link[hreflang="x-default"]')).toBe(`${publicUrl}/pricing`);
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      `${publicUrl}/pricing?lang=zh`,
    );
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('zh_CN');
  });

  it('gives every page a large share card', () => {
    document.head.innerHTML = renderHeadTags(headOf('/pricing', 'en'), publicUrl, 'en');
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(content('meta[property="og:image"]')).toBe(`${publicUrl}/og.png`);
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:image"]')).toBe(`${publicUrl}/og.png`);
  });
});
