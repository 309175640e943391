import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArticleMeta } from '../../../build/blog-plugin';
import { isLanguage } from '../../i18n';
import { loadArticleBody } from './article-body';
import { categoryKey } from './categories';

export function useArticleText(article: ArticleMeta) {
  const { t, i18n } = useTranslation('blog');
  const zh = i18n.language === 'zh';
  const key = categoryKey(article.category);
  return {
    title: zh ? article.zh.title : article.title,
    excerpt: zh ? article.zh.excerpt : article.excerpt,
    tags: zh ? article.zh.tags : article.tags,
    author: zh ? article.zh.author : article.author,
    category: key ? t(`categories.${key}`) : zh ? article.zh.category : article.category,
    date: new Date(`${article.date}T00:00:00Z`).toLocaleDateString(zh ? 'zh-CN' : 'en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }),
    readTime: t('readTime', { count: zh ? article.zh.readMinutes : article.readMinutes }),
  };
}

export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleMeta; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('blog');
  const text = useArticleText(article);
  // Fetch the body's chunk as soon as a reader points at a link to it, so the article opens complete.
  const prefetch = () => {
    void loadArticleBody(isLanguage(i18n.language) ? i18n.language : 'en', article.slug).catch(
      () => undefined,
    );
  };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
      <p className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-indigo-50 px-2 py-0.5 font-semibold text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200">
          {text.category}
        </span>
        <span className="text-slate-600 dark:text-slate-400">{text.readTime}</span>
      </p>
      <Heading className="mt-3 text-lg font-semibold">
        <Link
          to={`/blog/${article.slug}`}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          className="hover:text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:text-indigo-300"
        >
          {text.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-sm text-slate-700 dark:text-slate-300">{text.excerpt}</p>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('tags')}>
        {text.tags.slice(0, 3).map((tag) => (
          <li
            key={tag}
            className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
          >
            {tag}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">
        {text.author} · <time dateTime={article.date}>{text.date}</time>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4 text-sm font-semibold">
        <Link
          to={`/blog/${article.slug}`}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          className="text-indigo-800 hover:underline dark:text-indigo-300"
          aria-label={t('readMoreAbout', { title: text.title })}
        >
          {t('readMore')}
        </Link>
        <Link to="/register" className="text-emerald-800 hover:underline dark:text-emerald-300">
          {t('tryFree')}
        </Link>
      </div>
    </article>
  );
}
