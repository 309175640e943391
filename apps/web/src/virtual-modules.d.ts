declare module 'virtual:blog-index' {
  import type { ArticleMeta } from '../build/blog-plugin';
  export const articles: ArticleMeta[];
}

declare module 'virtual:blog-articles' {
  import type { ArticleBody } from '../build/blog-plugin';
  export const bodies: Record<string, ArticleBody>;
}
