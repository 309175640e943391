import { bodies } from 'virtual:blog-articles';
import { articles } from 'virtual:blog-index';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ArticleBody, ArticleMeta } from '../../../build/blog-plugin';
import { ArticleCard, useArticleText } from './article-card';
import { ClosingCta } from './closing-cta';

function ArticleView({ article, body }: { article: ArticleMeta; body: ArticleBody }) {
  const { t, i18n } = useTranslation('blog');
  const text = useArticleText(article);
  const related = article.related
    .map((relatedSlug) => articles.find((entry) => entry.slug === relatedSlug))
    .filter((entry) => entry !== undefined);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <ol className="flex flex-wrap gap-1 text-slate-600 dark:text-slate-400">
          <li>
            <Link to="/blog" className="hover:underline">
              {t('title')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>{text.category}</li>
        </ol>
      </nav>
      <article className="mt-4">
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{text.title}</h1>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {article.author} · <time dateTime={article.date}>{text.date}</time> · {text.readTime}
          </p>
          {i18n.language === 'zh' ? (
            <p className="mt-4 rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">{t('englishOnly')}</p>
          ) : null}
        </header>
        {article.toc && body.headings.length > 0 ? (
          <nav
            aria-labelledby="toc-heading"
            className="mt-8 rounded-xl border border-slate-200 p-5 dark:border-slate-700"
          >
            <h2 id="toc-heading" className="font-semibold">
              {t('toc')}
            </h2>
            <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
              {body.headings.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`} className="text-indigo-800 hover:underline dark:text-indigo-300">
                    {heading.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {/* Rendered at build time from the repository's own Markdown (build/blog-plugin.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build-time content */}
        <div className="prose-ww mt-8" lang="en" dangerouslySetInnerHTML={{ __html: body.html }} />
      </article>
      <ClosingCta withPromises />
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-14">
          <h2 id="related-heading" className="text-2xl font-bold">
            {t('related')}
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {related.map((entry) => (
              <ArticleCard key={entry.slug} article={entry} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

export default function ArticlePage() {
  const { slug = '' } = useParams();
  const article = articles.find((entry) => entry.slug === slug);
  const body = bodies[slug];
  // Unknown slugs never get here: the route table redirects them to / (spec §3).
  if (!article || !body) return null;
  return <ArticleView key={slug} article={article} body={body} />;
}
