declare module 'virtual:blog-index' {
  import type { ArticleMeta } from '../build/blog-plugin';
  export const articles: ArticleMeta[];
}

/** Keys are "<lang>/<slug>". `bodies` is filled only in the server render; the browser uses `loaders`. */
declare module 'virtual:blog-articles' {
  import type { ArticleBody } from '../build/blog-plugin';
  export const bodies: Record<string, ArticleBody>;
  export const loaders: Record<string, () => Promise<{ body: ArticleBody }>>;
}
