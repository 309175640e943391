import { articles } from 'virtual:blog-index';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleCard } from './article-card';
import { CATEGORIES, type CategoryId, categoryCounts, inCategory } from './categories';
import { ClosingCta } from './closing-cta';

const FEATURED_COUNT = 3;

export default function BlogIndexPage() {
  const { t } = useTranslation('blog');
  const [category, setCategory] = useState<CategoryId>('all');
  const counts = categoryCounts(articles);
  const featured = articles.filter((article) => article.featured).slice(0, FEATURED_COUNT);
  const shown = articles.filter((article) => inCategory(article, category));
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{t('intro')}</p>
      </div>
      {featured.length > 0 ? (
        <section aria-labelledby="featured-heading" className="mt-12">
          <h2 id="featured-heading" className="text-2xl font-bold">
            {t('featured')}
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {featured.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        </section>
      ) : null}
      <section aria-labelledby="all-heading" className="mt-14">
        <h2 id="all-heading" className="text-2xl font-bold">
          {t('all')}
        </h2>
        <fieldset className="mt-4 flex flex-wrap gap-2">
          <legend className="sr-only">{t('filter')}</legend>
          {CATEGORIES.map((entry) => (
            <button
              key={entry.id}
              type="button"
              aria-pressed={category === entry.id}
              onClick={() => setCategory(entry.id)}
              className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:border-indigo-700 aria-pressed:bg-indigo-700 aria-pressed:text-white dark:border-slate-600 dark:hover:bg-slate-800 dark:aria-pressed:border-indigo-300 dark:aria-pressed:bg-indigo-300 dark:aria-pressed:text-slate-950"
            >
              {t(`categories.${entry.id}`)}{' '}
              <span data-testid={`count-${entry.id}`}>({counts[entry.id]})</span>
            </button>
          ))}
        </fieldset>
        <p className="sr-only" aria-live="polite">
          {t('showing', { count: shown.length })}
        </p>
        {shown.length > 0 ? (
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="article-grid">
            {shown.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        ) : (
          <p className="mt-6 text-slate-700 dark:text-slate-300">{t('emptyCategory')}</p>
        )}
      </section>
      <ClosingCta />
    </div>
  );
}
