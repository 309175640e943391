import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRuntimeData } from '../../app/runtime-data';
import { usePlans } from '../billing/api';
import { PlanCard } from '../billing/plan-card';
import { reasonText } from '../workspace/api';
import { sanitizeRewriteHtml } from '../workspace/sanitize';
import { type LiveExample, useLiveExample, useWordsToday } from './api';
import { CtaLink } from './cta-link';

type Card = { title: string; body: string };

const section = 'mx-auto max-w-6xl scroll-mt-20 px-4 py-14';
const cardClass = 'rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900';

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mx-auto mb-8 max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-slate-700 dark:text-slate-300">{intro}</p> : null}
    </div>
  );
}

/** A grid of title-and-text cards (problems, features, tips). */
function CardList({ items, className }: { items: Card[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className={cardClass}>
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{item.body}</p>
        </li>
      ))}
    </ul>
  );
}

/** How many changes the example lists before 'Show all'; the rest are one click away. */
const PREVIEW_CHANGES = 6;

function ExampleChanges({ changes }: { changes: LiveExample['changes'] }) {
  const { t, i18n } = useTranslation('landing');
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? changes : changes.slice(0, PREVIEW_CHANGES);
  return (
    <div className={`${cardClass} mt-6`}>
      <h3 className="mb-3 font-semibold">{t('example.changes', { count: changes.length })}</h3>
      <ul id={listId} className="space-y-2 text-sm">
        {shown.map((change) => (
          <li key={`${change.before}-${change.after}`}>
            <del className="text-red-800 dark:text-red-300">
              {change.before || t('workspace:changes.empty')}
            </del>{' '}
            →{' '}
            <ins className="text-emerald-800 no-underline dark:text-emerald-300">
              {change.after || t('workspace:changes.empty')}
            </ins>
            {change.reason ? (
              <span className="text-slate-600 dark:text-slate-400">
                {' '}
                — {reasonText(change.reason, i18n.language)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {changes.length > PREVIEW_CHANGES ? (
        <button
          type="button"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((value) => !value)}
          className="mt-3 rounded text-sm font-semibold text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
        >
          {showAll ? t('example.showFewer') : t('example.showAll', { count: changes.length })}
        </button>
      ) : null}
    </div>
  );
}

/**
 * A card standing in for one of the example's while it loads: a few grey bars in a box about as tall as the
 * real card at each width, so the sections below move little when the example arrives.
 */
function PlaceholderCard({ className }: { className: string }) {
  return (
    <div className={`${cardClass} ${className}`} aria-hidden="true">
      <div className="space-y-3 pt-9">
        <div className="h-4 rounded bg-slate-200 dark:bg-slate-700" />
        <div className="h-4 rounded bg-slate-200 dark:bg-slate-700" />
        <div className="h-4 w-2/3 rounded bg-slate-200 dark:bg-slate-700" />
      </div>
    </div>
  );
}

function ExampleBody({ example }: { example: LiveExample }) {
  const { t, i18n } = useTranslation('landing');
  const afterSafe = sanitizeRewriteHtml(example.after_html, (edit) => {
    const reason = example.changes[edit]?.reason;
    return reason ? reasonText(reason, i18n.language) : undefined;
  });
  const headingClass = 'mb-2 text-sm font-semibold text-slate-600 uppercase dark:text-slate-400';
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <div className={cardClass}>
          <h3 className={headingClass}>{t('example.before')}</h3>
          <p className="leading-7 whitespace-pre-line">{example.before}</p>
        </div>
        <div className={`${cardClass} ww-output`}>
          <h3 className={headingClass}>{t('example.after')}</h3>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: allow-listed markup from sanitizeRewriteHtml */}
          <div className="leading-7" dangerouslySetInnerHTML={{ __html: afterSafe }} />
        </div>
      </div>
      {example.changes.length > 0 ? <ExampleChanges changes={example.changes} /> : null}
    </>
  );
}

function LiveExampleSection() {
  const { t } = useTranslation('landing');
  const example = useLiveExample();
  // Only a real engine result is shown; without one the section is left out rather than faked.
  if (!example.isPending && !example.data) return null;
  return (
    <section id="example" aria-labelledby="example-heading" aria-busy={!example.data} className={section}>
      <SectionHeading id="example-heading" title={t('example.title')} intro={t('example.intro')} />
      {example.data ? (
        <ExampleBody example={example.data} />
      ) : (
        // Loading after an in-app visit: the section keeps about its final size, so what follows barely moves.
        <>
          <div className="grid gap-6 md:grid-cols-2">
            <PlaceholderCard className="h-[470px] md:h-[442px] lg:h-[302px]" />
            <PlaceholderCard className="h-[358px] md:h-[442px] lg:h-[302px]" />
          </div>
          <PlaceholderCard className="mt-6 h-[560px] md:h-[360px] lg:h-[300px]" />
        </>
      )}
    </section>
  );
}

function WordsToday() {
  const { t, i18n } = useTranslation('landing');
  const words = useWordsToday();
  const count = words.data?.words;
  // Left out when the count cannot be had; while it loads the section holds its place, as the example does.
  if (!words.isPending && typeof count !== 'number') return null;
  return (
    <section
      aria-labelledby="today-heading"
      aria-busy={typeof count !== 'number'}
      className="bg-indigo-50 py-10 dark:bg-indigo-950"
    >
      <div className="mx-auto max-w-6xl px-4 text-center">
        <h2
          id="today-heading"
          className="text-sm font-semibold tracking-wide text-indigo-900 uppercase dark:text-indigo-200"
        >
          {t('today.title')}
        </h2>
        <p className="mt-2 text-4xl font-bold text-indigo-900 dark:text-white" aria-live="polite">
          {typeof count === 'number' ? (
            count.toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US')
          ) : (
            <span className="invisible">0</span>
          )}
        </p>
        <p className="mt-1 text-sm text-indigo-900 dark:text-indigo-200">{t('today.note')}</p>
      </div>
    </section>
  );
}

export default function LandingPage() {
  const { t } = useTranslation('landing');
  const { supportEmail } = useRuntimeData();
  const plans = (usePlans().data ?? []).filter(
    (plan) => plan.onLanding !== false && plan.id !== 'starter_monthly',
  );
  const problems = t('problems.items', { returnObjects: true }) as Card[];
  const steps = t('how.steps', { returnObjects: true }) as Card[];
  const features = t('features.items', { returnObjects: true }) as Card[];
  const tips = t('tips.items', { returnObjects: true }) as Card[];
  const faq = t('faq.items', { returnObjects: true }) as { q: string; a: string }[];
  return (
    <>
      <section
        id="hero"
        aria-labelledby="hero-heading"
        className="bg-gradient-to-b from-indigo-50 to-white dark:from-slate-900 dark:to-slate-950"
      >
        <div className="mx-auto max-w-4xl scroll-mt-20 px-4 py-16 text-center sm:py-24">
          <p className="mb-3 text-sm font-semibold text-indigo-800 dark:text-indigo-300">
            {t('hero.eyebrow')}
          </p>
          <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
            {t('hero.subtitle')}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <CtaLink />
            <Link
              to="/how-it-works"
              className="inline-flex items-center rounded-lg px-6 py-3 font-semibold text-indigo-800 hover:underline dark:text-indigo-300"
            >
              {t('hero.secondary')}
            </Link>
          </div>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('hero.note')}</p>
        </div>
      </section>

      <LiveExampleSection />

      <section id="problems" aria-labelledby="problems-heading" className={section}>
        <SectionHeading id="problems-heading" title={t('problems.title')} intro={t('problems.intro')} />
        <CardList items={problems} className="grid gap-6 md:grid-cols-3" />
      </section>

      <section id="how-it-works" aria-labelledby="how-heading" className={section}>
        <SectionHeading id="how-heading" title={t('how.title')} />
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.map((item, index) => (
            <li key={item.title} className={cardClass}>
              <span
                aria-hidden="true"
                className="flex h-9 w-9 items-center justify-center rounded-full bg-indigo-700 font-bold text-white dark:bg-indigo-400 dark:text-slate-950"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{item.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <WordsToday />

      <section id="features" aria-labelledby="features-heading" className={section}>
        <SectionHeading id="features-heading" title={t('features.title')} />
        <CardList items={features} className="grid gap-6 sm:grid-cols-2" />
      </section>

      <section id="tips" aria-labelledby="tips-heading" className={section}>
        <SectionHeading id="tips-heading" title={t('tips.title')} />
        <CardList items={tips} className="grid gap-6 md:grid-cols-3" />
      </section>

      <section id="pricing" aria-labelledby="pricing-heading" className={section}>
        <SectionHeading id="pricing-heading" title={t('pricing.title')} intro={t('pricing.intro')} />
        <div className="grid gap-6 md:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <p className="mt-6 text-center">
          <Link
            to="/pricing"
            className="font-semibold text-indigo-800 underline-offset-2 hover:underline dark:text-indigo-300"
          >
            {t('pricing.all')}
          </Link>
        </p>
      </section>

      <section id="faq" aria-labelledby="faq-heading" className={section}>
        <SectionHeading id="faq-heading" title={t('faq.title')} />
        <div className="mx-auto max-w-3xl space-y-3">
          {faq.map((item) => (
            <details
              key={item.q}
              className="group rounded-xl border border-slate-200 p-4 dark:border-slate-700"
            >
              <summary className="cursor-pointer font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600">
                <h3 className="inline">{item.q}</h3>
              </summary>
              <p className="mt-3 text-slate-700 dark:text-slate-300">{item.a}</p>
            </details>
          ))}
        </div>
      </section>

      <section id="contact" aria-labelledby="cta-heading" className={section}>
        <div className="rounded-3xl bg-indigo-800 px-6 py-12 text-center text-white dark:bg-indigo-900">
          <h2 id="cta-heading" className="text-3xl font-bold">
            {t('cta.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-indigo-50">{t('cta.body')}</p>
          <div className="mt-6 flex justify-center">
            <CtaLink variant="secondary" />
          </div>
          <p className="mt-6 text-sm text-indigo-50">
            {supportEmail ? (
              <>
                {t('cta.contact')}{' '}
                <a href={`mailto:${supportEmail}`} className="font-semibold underline">
                  {supportEmail}
                </a>
              </>
            ) : (
              <>
                {t('cta.questions')}{' '}
                <Link to="/faq" className="font-semibold underline">
                  {t('faq.title')}
                </Link>
              </>
            )}
          </p>
        </div>
      </section>
    </>
  );
}
