import { articles } from 'virtual:blog-index';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ArticleMeta } from '../../../build/blog-plugin';
import { PageSpinner } from '../../components/loading-screen';
import { htmlLang, isLanguage, type Language } from '../../i18n';
import { useArticleBody } from './article-body';
import { ArticleCard, useArticleText } from './article-card';
import { ClosingCta } from './closing-cta';

/** Links inside the Markdown are plain <a> elements; same-site ones navigate in the app like <Link>. */
function useInAppLinks() {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || anchor.target || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      navigate(href);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);
  return ref;
}

/** The table of contents and the text, in the reader's language. */
function ArticleBodyView({ article, language }: { article: ArticleMeta; language: Language }) {
  const { t } = useTranslation('blog');
  const body = useArticleBody(language, article.slug);
  const ref = useInAppLinks();
  if (!body) return null;
  return (
    <>
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
      <div
        ref={ref}
        className="prose-ww mt-8"
        lang={htmlLang(language)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build-time content
        dangerouslySetInnerHTML={{ __html: body.html }}
      />
    </>
  );
}

function ArticleView({ article }: { article: ArticleMeta }) {
  const { t, i18n } = useTranslation('blog');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
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
            {text.author} · <time dateTime={article.date}>{text.date}</time> · {text.readTime}
          </p>
        </header>
        <Suspense fallback={<PageSpinner />}>
          <ArticleBodyView article={article} language={language} />
        </Suspense>
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
  // Unknown slugs never get here: the route table redirects them to / (spec §3).
  if (!article) return null;
  return <ArticleView key={slug} article={article} />;
}
