import { bodies, loaders } from 'virtual:blog-articles';
import { use } from 'react';
import type { ArticleBody } from '../../../build/blog-plugin';
import type { Language } from '../../i18n';

/*
 * Article bodies, one chunk per article and language (build/blog-plugin.ts). The server render has every
 * body at hand; the browser loads only the one it shows. During hydration the body's Suspense boundary
 * keeps the server's HTML on screen until its chunk has arrived, so nothing flashes or mismatches.
 */
/** A promise that React's use() reads at once when it is settled (React checks `status` and `value`). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const fulfilled = <T>(value: T): Tracked<T> =>
  Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });

const keyOf = (language: Language, slug: string) => `${language}/${slug}`;

const bodyPromises = new Map<string, Tracked<ArticleBody | undefined>>(
  Object.entries(bodies).map(([key, body]) => [key, fulfilled<ArticleBody | undefined>(body)]),
);

export function loadArticleBody(language: Language, slug: string): Promise<ArticleBody | undefined> {
  const key = keyOf(language, slug);
  let promise = bodyPromises.get(key);
  if (!promise) {
    const load = loaders[key];
    const tracked: Tracked<ArticleBody | undefined> = load
      ? load().then(
          (module) => {
            tracked.status = 'fulfilled';
            tracked.value = module.body;
            return module.body;
          },
          (error: unknown) => {
            // A failed chunk download may succeed on the next attempt.
            bodyPromises.delete(key);
            throw error;
          },
        )
      : fulfilled(undefined);
    promise = tracked;
    bodyPromises.set(key, promise);
  }
  return promise;
}

/** The body at once when it is loaded (always on the server); otherwise suspends until its chunk arrives. */
export function useArticleBody(language: Language, slug: string): ArticleBody | undefined {
  return use(loadArticleBody(language, slug));
}
