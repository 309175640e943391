import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/copy-button';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/errors';
import {
  type Change,
  type DownloadFormat,
  downloadRewrite,
  originalQuery,
  type RewriteResult,
  type RewriteSummary,
  reasonText,
} from './api';
import { useProgressiveCount } from './progressive';
import { groupBySize, htmlChunks, paragraphs, sanitizeRewriteHtml } from './sanitize';

type View = 'highlighted' | 'compare';

/**
 * A large document's result runs to megabytes of markup and thousands of changes: drawn at once, it froze
 * the page for seconds. It is drawn in pieces instead: what a typical rewrite needs at once, the rest while
 * the browser is idle.
 */
const CHUNK_CHARS = 8000;
const FIRST_CHUNKS = 3;
const STEP_CHUNKS = 3;
const CHANGES_STEP = 200;

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

/** Changes to list, the chosen one (or null) and what choosing one does. */
interface ChangeSelection {
  changes: Change[];
  active: number | null;
  onSelect: (index: number) => void;
}

/**
 * One run of the change list, drawn as a unit so a growing list redraws only the run that changed. Its `active` is
 * the chosen change only when that change is in this run, else null, so the other runs skip redrawing.
 */
const ChangeBatch = memo(function ChangeBatch({ changes, active, onSelect }: ChangeSelection) {
  const { t, i18n } = useTranslation('workspace');
  return changes.map((change) => (
    // Off screen an item is neither laid out nor painted; its padding keeps the focus outline unclipped.
    <li key={change.index} className="p-0.5 [contain-intrinsic-size:auto_5rem] [content-visibility:auto]">
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
  ));
});

const ChangesList = memo(function ChangesList({ changes, active, onSelect }: ChangeSelection) {
  const { t } = useTranslation('workspace');
  const batches = useMemo(
    () =>
      Array.from({ length: Math.ceil(changes.length / CHANGES_STEP) }, (_, n) =>
        changes.slice(n * CHANGES_STEP, (n + 1) * CHANGES_STEP),
      ),
    [changes],
  );
  const shown = useProgressiveCount(batches, batches.length, 1, 1);
  if (changes.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t('changes.none')}</p>;
  return (
    <ol className="max-h-96 space-y-1 overflow-y-auto pr-1 text-sm" aria-busy={shown < batches.length}>
      {batches.slice(0, shown).map((batch) => (
        <ChangeBatch
          key={batch[0]?.index}
          changes={batch}
          active={batch.some((change) => change.index === active) ? active : null}
          onSelect={onSelect}
        />
      ))}
    </ol>
  );
});

/**
 * Until a piece has been drawn once, it takes the height its text would roughly fill: about 65 characters a
 * line of 1.75rem (leading-7), and 0.75rem between paragraphs.
 */
const estimatedSize = (characters: number, paragraphCount: number) => ({
  containIntrinsicSize: `auto ${(Math.ceil(characters / 65) * 1.75 + paragraphCount * 0.75).toFixed(2)}rem`,
});

/**
 * One piece of a long text. Off screen it is neither laid out nor painted (content-visibility); the padding
 * keeps the outline of a chosen change at the edge from being clipped.
 */
const CHUNK_CLASS = '-mx-1 px-1 [content-visibility:auto]';

const HtmlChunk = memo(function HtmlChunk({ html, current = false }: { html: string; current?: boolean }) {
  return (
    <div
      // The piece with the chosen change is always laid out, so scrolling to it lands on its real place.
      className={current ? '-mx-1 px-1' : CHUNK_CLASS}
      style={estimatedSize(html.replace(/<[^>]*>/g, '').length, html.split('</p>').length - 1)}
      // Sanitised by sanitizeRewriteHtml: only <p>, <br>, <mark class="ww-change"> and emphasis survive.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: allow-listed markup from sanitizeRewriteHtml
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
});

const TextChunk = memo(function TextChunk({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div
      className={`space-y-3 ${CHUNK_CLASS}`}
      style={estimatedSize(
        paragraphs.reduce((sum, paragraph) => sum + paragraph.length, 0),
        paragraphs.length,
      )}
    >
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their order
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
});

function LoadingRest() {
  const { t } = useTranslation('workspace');
  return <p className="text-sm text-slate-600 dark:text-slate-400">{t('output.loadingRest')}</p>;
}

const markCurrent = (html: string, edit: number) =>
  html.replace(new RegExp(`(<mark[^>]*data-edit="${edit}")`), '$1 aria-current="true"');

const HighlightedView = memo(function HighlightedView({
  chunks,
  chunkOf,
  active,
  hidden,
}: {
  chunks: string[];
  /** The piece each change is in, by change index. */
  chunkOf: Map<number, number>;
  active: number | null;
  hidden: boolean;
}) {
  const count = useProgressiveCount(chunks, chunks.length, FIRST_CHUNKS, STEP_CHUNKS);
  const activeChunk = active === null ? -1 : (chunkOf.get(active) ?? -1);
  // A chosen change is drawn at once, with all the text before it, so it can be scrolled to.
  const shown = Math.max(count, activeChunk + 1);
  const loading = shown < chunks.length;
  return (
    <>
      <div
        id="output-highlighted"
        role="tabpanel"
        aria-labelledby="tab-highlighted"
        aria-busy={loading}
        hidden={hidden}
        className="ww-output space-y-3 rounded-xl border border-slate-200 bg-white p-4 leading-7 dark:border-slate-700 dark:bg-slate-900"
        data-testid="rewrite-output"
      >
        {chunks.slice(0, shown).map((html, index) => (
          <HtmlChunk
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces have no identity beyond their order
            key={index}
            html={index === activeChunk && active !== null ? markCurrent(html, active) : html}
            current={index === activeChunk}
          />
        ))}
      </div>
      {loading && !hidden ? <LoadingRest /> : null}
    </>
  );
});

/** The original beside the rewrite. A job's original is read from its history entry only when shown. */
const CompareView = memo(function CompareView({
  result,
  chunks,
  hidden,
}: {
  result: RewriteResult;
  chunks: string[];
  hidden: boolean;
}) {
  const { t } = useTranslation('workspace');
  const entry = useQuery({
    ...originalQuery(result.id ?? ''),
    enabled: result.original === null && result.id !== null,
  });
  const text = result.original ?? entry.data?.input ?? (result.id === null ? '' : null);
  const groups = useMemo(() => (text === null ? [] : groupBySize(paragraphs(text), CHUNK_CHARS)), [text]);
  const originalCount = useProgressiveCount(groups, groups.length, FIRST_CHUNKS, STEP_CHUNKS);
  const rewriteCount = useProgressiveCount(chunks, chunks.length, FIRST_CHUNKS, STEP_CHUNKS);
  const loading = originalCount < groups.length || rewriteCount < chunks.length;
  return (
    <>
      <div
        id="output-compare"
        role="tabpanel"
        aria-labelledby="tab-compare"
        aria-busy={loading}
        hidden={hidden}
        className="grid gap-4 md:grid-cols-2"
      >
        <section className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <h3 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
            {t('output.original')}
          </h3>
          {text !== null ? (
            <div className="space-y-3 leading-7 [overflow-wrap:anywhere]">
              {groups.slice(0, originalCount).map((group, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: pieces have no identity beyond their order
                <TextChunk key={index} paragraphs={group} />
              ))}
            </div>
          ) : entry.isError ? (
            <div role="alert" className="space-y-2 text-sm">
              <p>{t('output.originalFailed')}</p>
              <Button variant="secondary" onClick={() => void entry.refetch()}>
                {t('output.retry')}
              </Button>
            </div>
          ) : (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              {t('output.loadingOriginal')}
            </p>
          )}
        </section>
        <section className="ww-output rounded-xl border border-slate-200 p-4 leading-7 dark:border-slate-700">
          <h3 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
            {t('output.rewrite')}
          </h3>
          <div className="space-y-3">
            {chunks.slice(0, rewriteCount).map((html, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: pieces have no identity beyond their order
              <HtmlChunk key={index} html={html} />
            ))}
          </div>
        </section>
      </div>
      {loading && !hidden ? <LoadingRest /> : null}
    </>
  );
});

/**
 * A finished rewrite: the text with every change highlighted, the side-by-side view, copy and download, the
 * summary and the change list. Shown by the workspace and by an opened /history entry. Its element ids are
 * fixed (the e2e suite and the scroll to a chosen change use them), so a page shows one panel at a time.
 *
 * Memoised: typing in the text box re-renders the page, and with a large document this panel holds a huge
 * text and thousands of changes. The page passes stable props so this panel skips those renders.
 */
export const OutputPanel = memo(function OutputPanel({
  result,
  onRewriteAgain,
  busy = false,
}: {
  /** `original` null: a job's original, read from its history entry when the compare view shows it. */
  result: RewriteResult;
  /** Absent: no 'Rewrite again' button (a past rewrite on /history is read, not redone). */
  onRewriteAgain?: () => void;
  busy?: boolean;
}) {
  const { t, i18n } = useTranslation('workspace');
  const toast = useToast();
  const [view, setView] = useState<View>('highlighted');
  const [active, setActive] = useState<number | null>(null);
  // Both views stay drawn once shown (the hidden one with `hidden`): switching back to a huge text then
  // only shows it again, instead of tearing one down and drawing the other anew.
  const [comparedResult, setComparedResult] = useState<RewriteResult | null>(null);
  if (view === 'compare' && comparedResult !== result) setComparedResult(result);
  const safeHtml = useMemo(() => {
    const reasons = new Map(result.changes.map((change) => [change.index, change.reason]));
    return sanitizeRewriteHtml(result.html, (edit) => {
      const reason = reasons.get(edit);
      return reason ? reasonText(reason, i18n.language) : undefined;
    });
  }, [result.html, result.changes, i18n.language]);
  const chunks = useMemo(() => htmlChunks(safeHtml, CHUNK_CHARS), [safeHtml]);
  const chunkOf = useMemo(() => {
    const map = new Map<number, number>();
    chunks.forEach((html, index) => {
      for (const match of html.matchAll(/data-edit="(\d+)"/g)) map.set(Number(match[1]), index);
    });
    return map;
  }, [chunks]);
  // The chosen change's highlight may be far down a long result: bring it into view.
  useEffect(() => {
    if (active === null) return;
    const mark = document.querySelector<HTMLElement>('#output-highlighted mark[aria-current="true"]');
    if (!mark) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    // A smooth scroll past pieces not laid out yet misses: each takes its real height only as it goes by.
    const far = Math.abs(mark.getBoundingClientRect().top) > 2 * window.innerHeight;
    mark.scrollIntoView({ block: 'center', behavior: still || far ? 'instant' : 'smooth' });
    if (!far) return;
    // The pieces around it take their real height once on screen, a frame or two later: aim again then.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => mark.scrollIntoView({ block: 'center', behavior: 'instant' }));
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);
  // The whole text, whatever part of it is drawn yet.
  const plainText = useMemo(
    () => result.text || new DOMParser().parseFromString(safeHtml, 'text/html').body.textContent || '',
    [result.text, safeHtml],
  );
  const select = useCallback((index: number) => {
    setActive((current) => (current === index ? null : index));
    setView('highlighted');
  }, []);

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
          {onRewriteAgain ? (
            <Button variant="secondary" onClick={onRewriteAgain} disabled={busy}>
              {t('output.rewriteAgain')}
            </Button>
          ) : null}
        </div>
      </div>
      <HighlightedView chunks={chunks} chunkOf={chunkOf} active={active} hidden={view !== 'highlighted'} />
      {view === 'compare' || comparedResult === result ? (
        <CompareView result={result} chunks={chunks} hidden={view !== 'compare'} />
      ) : null}
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
        <ChangesList changes={result.changes} active={active} onSelect={select} />
      </section>
    </div>
  );
});
