import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryKeys } from '../../app/query-client';
import { PageSpinner } from '../../components/loading-screen';
import { Button, buttonClass } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/errors';
import { normalizeResult } from '../workspace/api';
import { OutputPanel } from '../workspace/output-panel';
import { deleteEntry, fetchEntry, fetchHistoryPage, type HistoryItem } from './api';
import { clampPage, focusIndexAfterDelete, pageCount, pageRange } from './pagination';

/** Long words and URLs wrap instead of widening the page. */
const WRAP = 'break-words [overflow-wrap:anywhere]';

const listKey = [...queryKeys.history, 'list'] as const;

/**
 * An opened rewrite, shown as the workspace shows a finished one (its OutputPanel): highlighted changes and
 * the side-by-side view, copy and downloads, the summary and the change list with reasons.
 */
function EntryDetail({ id }: { id: string }) {
  const { t } = useTranslation('account');
  const entry = useQuery({
    queryKey: [...queryKeys.history, id],
    queryFn: () => fetchEntry(id),
    // The entry answers with the fields of a rewrite result; read once per fetched entry, not per render.
    select: normalizeResult,
  });
  if (entry.isPending) return <PageSpinner />;
  if (entry.isError) return <p role="alert">{errorMessage(entry.error, t, 'account:history.loadFailed')}</p>;
  return <OutputPanel result={entry.data} />;
}

/** Where focus goes once the list shows fresh data: the list heading, or an item's Open button. */
type FocusRequest = { kind: 'heading' } | { kind: 'item'; index: number };

export default function HistoryPage() {
  const { t, i18n } = useTranslation('account');
  const toast = useToast();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: [...listKey, page],
    queryFn: () => fetchHistoryPage(page),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ item: HistoryItem; index: number } | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listHeadingId = useId();

  const remove = useMutation({
    mutationFn: ({ id }: { id: string; index: number }) => deleteEntry(id),
    onSuccess: async (_, { id, index }) => {
      toast.success(t('history.deleted'));
      if (open === id) setOpen(null);
      client.removeQueries({ queryKey: [...queryKeys.history, id] });
      await client.invalidateQueries({ queryKey: listKey });
      // Close the dialog and move focus in one render: the dialog closes first (child effect),
      // then focus lands on the item that took the deleted one's place.
      setConfirming(null);
      setFocusRequest({ kind: 'item', index });
    },
    onError: (error) => {
      toast.error(errorMessage(error, t, 'account:history.deleteFailed'));
      setConfirming(null);
    },
  });

  const data = history.data;
  const fresh = data !== undefined && !history.isPlaceholderData;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  // A page that emptied (its last item deleted, or deleted elsewhere) steps back to the last real page.
  useEffect(() => {
    if (!fresh || !data || data.items.length > 0 || data.total === 0) return;
    const target = clampPage(page, data.total, data.pageSize);
    if (target !== page) {
      setPage(target);
      setFocusRequest((request) => (request ? { kind: 'heading' } : request));
    }
  }, [fresh, data, page]);

  useEffect(() => {
    if (!focusRequest || !fresh || !data || history.isFetching) return;
    if (data.items.length === 0 && data.total > 0) return; // still stepping back a page
    const target =
      focusRequest.kind === 'item' ? focusIndexAfterDelete(focusRequest.index, data.items.length) : null;
    const button =
      target === null ? null : listRef.current?.querySelectorAll<HTMLElement>('[data-open-button]')[target];
    (button ?? listHeadingRef.current ?? titleRef.current)?.focus();
    setFocusRequest(null);
  }, [focusRequest, fresh, data, history.isFetching]);

  const locale = i18n.language === 'zh' ? 'zh-CN' : 'en-US';
  const formatDate = (value: string | null) =>
    value ? new Date(value).toLocaleString(locale) : t('common:date.unknown');
  const goTo = (next: number) => {
    setOpen(null);
    setPage(next);
    setFocusRequest({ kind: 'heading' });
  };

  const range = data ? pageRange(page, data.total, data.pageSize) : { from: 0, to: 0 };
  const fmt = (value: number) => value.toLocaleString(locale);

  return (
    <div>
      <h1 ref={titleRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {t('history.title')}
      </h1>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('history.subtitle')}</p>
      <div className="mt-6">
        {history.isPending ? (
          <PageSpinner />
        ) : history.isError || !data ? (
          <div role="alert" className="rounded-lg border border-red-700 p-4 text-sm">
            {errorMessage(history.error, t, 'account:history.loadFailed')}{' '}
            <Button variant="secondary" onClick={() => void history.refetch()}>
              {t('history.retry')}
            </Button>
          </div>
        ) : data.total === 0 && data.items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-600">
            <p className="text-slate-700 dark:text-slate-300">{t('history.empty')}</p>
            <Link to="/dashboard" className={buttonClass('primary', 'mt-4')}>
              {t('history.startRewriting')}
            </Link>
          </div>
        ) : (
          <section aria-labelledby={listHeadingId} aria-busy={history.isPlaceholderData}>
            <h2
              id={listHeadingId}
              ref={listHeadingRef}
              tabIndex={-1}
              className="mb-3 text-sm font-semibold text-slate-700 focus:outline-none dark:text-slate-300"
            >
              {t('history.listHeading', {
                from: fmt(range.from),
                to: fmt(range.to),
                total: fmt(data.total),
                count: data.total,
              })}
              {pages > 1 ? (
                <span className="sr-only">
                  {' '}
                  ({t('history.pageStatus', { page: fmt(page), pages: fmt(pages) })})
                </span>
              ) : null}
            </h2>
            <ul ref={listRef} className="space-y-3">
              {data.items.map((item, index) => {
                const expanded = open === item.id;
                return (
                  <li key={item.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
                    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                      <div className="min-w-0 flex-1">
                        {item.sourceName ? (
                          <p className={`text-sm font-semibold ${WRAP}`}>
                            {t('history.document', { name: item.sourceName })}
                          </p>
                        ) : null}
                        <p className="text-xs text-slate-600 dark:text-slate-400">
                          {formatDate(item.createdAt)}
                          {item.mode
                            ? ` · ${t(`workspace:modes.${item.mode}`, { defaultValue: item.mode })}`
                            : ''}
                          {item.words !== null
                            ? ` · ${t('history.words', { count: item.words, formatted: fmt(item.words) })}`
                            : ''}
                        </p>
                        <p className={`mt-1 line-clamp-2 text-sm ${WRAP}`}>{item.output || item.input}</p>
                      </div>
                      <div className="flex shrink-0 flex-wrap gap-2">
                        <Button
                          variant="secondary"
                          data-open-button=""
                          aria-expanded={expanded}
                          onClick={() => setOpen(expanded ? null : item.id)}
                        >
                          {expanded ? t('history.close') : t('history.open')}
                        </Button>
                        <Button variant="danger" onClick={() => setConfirming({ item, index })}>
                          {t('common:confirm.delete')}
                        </Button>
                      </div>
                    </div>
                    {expanded ? (
                      <div className="mt-4">
                        <EntryDetail id={item.id} />
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {pages > 1 ? (
              <nav
                aria-label={t('history.pagination')}
                className="mt-6 flex flex-wrap items-center justify-between gap-3"
              >
                <Button
                  variant="secondary"
                  disabled={page <= 1 || history.isPlaceholderData}
                  onClick={() => goTo(page - 1)}
                >
                  {t('history.previous')}
                </Button>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {t('history.pageStatus', { page: fmt(page), pages: fmt(pages) })}
                </p>
                <Button
                  variant="secondary"
                  disabled={page >= pages || history.isPlaceholderData}
                  onClick={() => goTo(page + 1)}
                >
                  {t('history.next')}
                </Button>
              </nav>
            ) : null}
          </section>
        )}
      </div>
      <Modal open={confirming !== null} onClose={() => setConfirming(null)} title={t('history.confirmTitle')}>
        <p className="text-sm">{t('history.confirmBody')}</p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {t('common:confirm.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => confirming && remove.mutate({ id: confirming.item.id, index: confirming.index })}
          >
            {t('common:confirm.delete')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
