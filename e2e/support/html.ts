import { baseUrl } from './browser.js';

/** Fetches a page the way a crawler does: no JavaScript, Accept text/html. */
export async function fetchHtml(path: string): Promise<{ status: number; html: string; url: string }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' },
  });
  return { status: response.status, html: await response.text(), url: response.url };
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export const titleOf = (html: string) =>
  decodeEntities(/<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '');

export function metaContent(html: string, name: string): string {
  for (const tag of html.match(/<meta\s[^>]*>/gi) ?? []) {
    if (new RegExp(`(name|property)="${name}"`, 'i').test(tag)) {
      return decodeEntities(/content="([^"]*)"/i.exec(tag)?.[1] ?? '');
    }
  }
  return '';
}

export function linkHref(html: string, rel: string, extra = ''): string[] {
  return (html.match(/<link\s[^>]*>/gi) ?? [])
    .filter((tag) => new RegExp(`rel="${rel}"`, 'i').test(tag) && tag.includes(extra))
    .map((tag) => decodeEntities(/href="([^"]*)"/i.exec(tag)?.[1] ?? ''));
}

/** Every JSON-LD block, parsed (throws on invalid JSON), flattened through @graph. */
export function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)];
  return blocks.flatMap((block) => {
    const value = JSON.parse(block[1] ?? '') as Record<string, unknown> | Record<string, unknown>[];
    const list = Array.isArray(value) ? value : [value];
    return list.flatMap((item) =>
      Array.isArray(item['@graph']) ? (item['@graph'] as Record<string, unknown>[]) : [item],
    );
  });
}

export const jsonLdTypes = (html: string) =>
  jsonLd(html).flatMap((item) =>
    Array.isArray(item['@type']) ? item['@type'] : [item['@type']],
  ) as string[];

/** The text of the first <h1>, tags removed. */
export function h1Text(html: string): string {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? '';
  return decodeEntities(inner.replace(/<[^>]+>/g, '')).trim();
}

/** The href of every <a> in the body. */
export function anchors(html: string): string[] {
  const body = html.slice(html.search(/<body[\s>]/i));
  return [...body.matchAll(/<a\s[^>]*href="([^"]*)"/gi)].map((match) => decodeEntities(match[1] ?? ''));
}

export const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
