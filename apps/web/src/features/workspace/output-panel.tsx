import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/copy-button';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/errors';
import {
  type Change,
  type DownloadFormat,
  downloadRewrite,
  type RewriteResult,
  type RewriteSummary,
  reasonText,
} from './api';
import { paragraphs, sanitizeRewriteHtml } from './sanitize';

type View = 'highlighted' | 'compare';

function SummaryView({ summary, changeCount }: { summary: RewriteSummary; changeCount: number }) {
  const { t, i18n } = useTranslation('workspace');
  const format = (value: number | null) =>
    value === null
      ? '—'
      : value.toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 1 });
  const items: { label: string; value: string }[] = [
    { label: t('summary.wordsChanged'), value: format(summary.wordsChanged) },
    { label: t('summary.phrasesRemoved'), value: format(summary.phrasesRemoved) },
    { label: t('summary.changes'), value: format(changeCount) },
    {
      label: t('summary.readability'),
      value: t('summary.beforeAfter', {
        before: format(summary.readabilityBefore),
        after: format(summary.readabilityAfter),
      }),
    },
    {
      label: t('summary.variety'),
      value: t('summary.beforeAfter', {
        before: format(summary.varietyBefore),
        after: format(summary.varietyAfter),
      }),
    },
    {
      label: t('summary.meaningChecks'),
      value:
        summary.meaningChecksPassed === null
          ? '—'
          : summary.meaningChecksPassed
            ? t('summary.passed')
            : t('summary.someKept'),
    },
  ];
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 id="summary-heading" className="mb-3 font-semibold">
        {t('summary.title')}
      </h3>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="text-slate-600 dark:text-slate-400">{item.label}</dt>
            <dd className="font-semibold">{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t('summary.readabilityNote')}</p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('summary.varietyNote')}</p>
    </section>
  );
}

function ChangesList({
  changes,
  active,
  onSelect,
}: {
  changes: Change[];
  active: number | null;
  onSelect: (index: number) => void;
}) {
  const { t, i18n } = useTranslation('workspace');
  if (changes.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t('changes.none')}</p>;
  return (
    <ol className="max-h-96 space-y-2 overflow-y-auto pr-1 text-sm">
      {changes.map((change) => (
        <li key={change.index}>
          <button
            type="button"
            onClick={() => onSelect(change.index)}
            aria-pressed={active === change.index}
            className="w-full rounded-lg border border-slate-200 p-3 text-left hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:border-indigo-700 dark:border-slate-700 dark:aria-pressed:border-indigo-300"
          >
            <span className="block">
              {/* An insertion has nothing to strike through: a struck "(nothing)" read as a deletion. */}
              {change.before ? (
                <del className="text-red-800 dark:text-red-300">{change.before}</del>
              ) : (
                <span className="text-slate-600 italic dark:text-slate-400">{t('changes.empty')}</span>
              )}
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> {t('changes.becomes')} </span>
              <ins className="font-medium text-emerald-800 no-underline dark:text-emerald-300">
                {change.after || t('changes.empty')}
              </ins>
            </span>
            <span className="mt-1 block text-xs text-slate-700 dark:text-slate-300">
              {reasonText(change.reason, i18n.language) || change.rule}
              {change.where ? (
                <span className="ml-2 text-slate-500 dark:text-slate-400">{change.where}</span>
              ) : null}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}

export function OutputPanel({
  result,
  original,
  onRewriteAgain,
  busy,
}: {
  result: RewriteResult;
  original: string;
  onRewriteAgain: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('workspace');
  const toast = useToast();
  const [view, setView] = useState<View>('highlighted');
  const [active, setActive] = useState<number | null>(null);
  const safeHtml = useMemo(
    () =>
      sanitizeRewriteHtml(result.html, (edit) => {
        const change = result.changes.find((item) => item.index === edit);
        return change ? reasonText(change.reason, i18n.language) : undefined;
      }),
    [result.html, result.changes, i18n.language],
  );
  const highlighted = useMemo(
    () =>
      active === null
        ? safeHtml
        : safeHtml.replace(new RegExp(`(<mark[^>]*data-edit="${active}")`), '$1 aria-current="true"'),
    [safeHtml, active],
  );
  // The chosen change's highlight may be far down a long result: bring it into view.
  useEffect(() => {
    if (active === null) return;
    const mark = document.querySelector<HTMLElement>('#output-highlighted mark[aria-current="true"]');
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    mark?.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, [active]);
  const plainText =
    result.text || new DOMParser().parseFromString(safeHtml, 'text/html').body.textContent || '';

  const download = async (format: DownloadFormat) => {
    if (!result.id) return;
    try {
      await downloadRewrite(result.id, format, i18n.language);
    } catch (error) {
      toast.error(errorMessage(error, t, 'workspace:errors.downloadFailed'));
    }
  };

  const tab = (value: View, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={view === value}
      tabIndex={view === value ? 0 : -1}
      aria-controls={`output-${value}`}
      id={`tab-${value}`}
      onClick={() => setView(value)}
      className="rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 aria-selected:bg-white aria-selected:shadow dark:aria-selected:bg-slate-700"
    >
      {label}
    </button>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div
          role="tablist"
          aria-label={t('output.views')}
          // Left/Right move between the two views, as the tabs pattern expects.
          onKeyDown={(event) => {
            if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
            event.preventDefault();
            const next: View = view === 'highlighted' ? 'compare' : 'highlighted';
            setView(next);
            document.getElementById(`tab-${next}`)?.focus();
          }}
          className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
        >
          {tab('highlighted', t('output.highlighted'))}
          {tab('compare', t('output.compare'))}
        </div>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={plainText} label={t('output.copy')} variant="primary" />
          <Button variant="secondary" onClick={onRewriteAgain} disabled={busy}>
            {t('output.rewriteAgain')}
          </Button>
        </div>
      </div>
      {view === 'highlighted' ? (
        <div
          id="output-highlighted"
          role="tabpanel"
          aria-labelledby="tab-highlighted"
          className="ww-output rounded-xl border border-slate-200 bg-white p-4 leading-7 dark:border-slate-700 dark:bg-slate-900"
          // Sanitised above: only <p>, <br>, <mark class="ww-change"> and emphasis survive.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: allow-listed markup from sanitizeRewriteHtml
          dangerouslySetInnerHTML={{ __html: highlighted }}
          data-testid="rewrite-output"
        />
      ) : (
        <div
          id="output-compare"
          role="tabpanel"
          aria-labelledby="tab-compare"
          className="grid gap-4 md:grid-cols-2"
        >
          <section className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <h3 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
              {t('output.original')}
            </h3>
            <div className="space-y-3 leading-7 [overflow-wrap:anywhere]">
              {paragraphs(result.original ?? original).map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their order
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </section>
          <section className="ww-output rounded-xl border border-slate-200 p-4 leading-7 dark:border-slate-700">
            <h3 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
              {t('output.rewrite')}
            </h3>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: allow-listed markup from sanitizeRewriteHtml */}
            <div dangerouslySetInnerHTML={{ __html: safeHtml }} />
          </section>
        </div>
      )}
      {result.id ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">{t('output.download')}</span>
          <Button variant="secondary" onClick={() => download('txt')}>
            .txt
          </Button>
          <Button variant="secondary" onClick={() => download('docx')}>
            .docx
          </Button>
          <Button variant="secondary" onClick={() => download('changelog')}>
            {t('output.changeLog')}
          </Button>
        </div>
      ) : null}
      <SummaryView summary={result.summary} changeCount={result.changes.length} />
      <section
        aria-labelledby="changes-heading"
        className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      >
        <h3 id="changes-heading" className="mb-3 font-semibold">
          {t('changes.title', { count: result.changes.length })}
        </h3>
        <ChangesList
          changes={result.changes}
          active={active}
          onSelect={(index) => {
            setActive((current) => (current === index ? null : index));
            setView('highlighted');
          }}
        />
      </section>
    </div>
  );
}
