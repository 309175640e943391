import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryKeys } from '../../app/query-client';
import { CopyButton } from '../../components/copy-button';
import { PageSpinner } from '../../components/loading-screen';
import { Button, buttonClass } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useToast } from '../../components/ui/toast';
import { api } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { type DownloadFormat, downloadRewrite } from '../workspace/api';

interface HistoryItem {
  id: string;
  input: string;
  output: string;
  mode: string | null;
  createdAt: string | null;
  words: number | null;
}

type Loose = Record<string, unknown>;

function normalize(item: Loose): HistoryItem {
  const options = (item.options ?? {}) as Loose;
  const pick = (...names: string[]) =>
    names.map((name) => item[name]).find((value) => typeof value === 'string') as string | undefined;
  return {
    id: String(item.id),
    input: pick('input_preview', 'input') ?? '',
    output: pick('output_preview', 'text') ?? '',
    mode: typeof options.mode === 'string' ? options.mode : null,
    createdAt: pick('created_at', 'createdAt', 'date') ?? null,
    words:
      typeof item.words === 'number'
        ? item.words
        : typeof item.word_count === 'number'
          ? item.word_count
          : null,
  };
}

/** One rewrite in full (GET /history/{id}); the list only carries previews. */
async function fetchEntry(id: string): Promise<{ input: string; text: string }> {
  const body = await api<Loose>(`/history/${encodeURIComponent(id)}`);
  return { input: String(body.input ?? ''), text: String(body.text ?? '') };
}

function EntryDetail({ id }: { id: string }) {
  const { t } = useTranslation('account');
  const entry = useQuery({ queryKey: [...queryKeys.history, id], queryFn: () => fetchEntry(id) });
  if (entry.isPending) return <PageSpinner />;
  if (entry.isError) return <p role="alert">{errorMessage(entry.error, t, 'account:history.loadFailed')}</p>;
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <section>
          <h2 className="mb-1 text-sm font-semibold">{t('history.input')}</h2>
          <p className="text-sm whitespace-pre-wrap">{entry.data.input}</p>
        </section>
        <section>
          <h2 className="mb-1 text-sm font-semibold">{t('history.output')}</h2>
          <p className="text-sm whitespace-pre-wrap">{entry.data.text}</p>
        </section>
      </div>
      <CopyButton text={entry.data.text} label={t('workspace:output.copy')} />
    </>
  );
}

async function fetchHistory(): Promise<HistoryItem[]> {
  const body = await api<Loose[] | { items?: Loose[]; history?: Loose[] }>('/history?page_size=100');
  const list = Array.isArray(body) ? body : (body.items ?? body.history ?? []);
  return list.map(normalize);
}

export default function HistoryPage() {
  const { t, i18n } = useTranslation('account');
  const toast = useToast();
  const client = useQueryClient();
  const history = useQuery({ queryKey: queryKeys.history, queryFn: fetchHistory });
  const [open, setOpen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<HistoryItem | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => api<unknown>(`/history/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(t('history.deleted'));
      void client.invalidateQueries({ queryKey: queryKeys.history });
    },
    onError: (error) => toast.error(errorMessage(error, t, 'account:history.deleteFailed')),
    onSettled: () => setConfirming(null),
  });
  const formatDate = (value: string | null) =>
    value
      ? new Date(value).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US')
      : t('common:date.unknown');
  const download = (id: string, format: DownloadFormat) =>
    downloadRewrite(id, format, i18n.language).catch((error: unknown) =>
      toast.error(errorMessage(error, t, 'workspace:errors.downloadFailed')),
    );

  return (
    <div>
      <h1 className="text-2xl font-bold">{t('history.title')}</h1>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('history.subtitle')}</p>
      <div className="mt-6">
        {history.isPending ? (
          <PageSpinner />
        ) : history.isError ? (
          <div role="alert" className="rounded-lg border border-red-700 p-4 text-sm">
            {errorMessage(history.error, t, 'account:history.loadFailed')}{' '}
            <Button variant="secondary" onClick={() => void history.refetch()}>
              {t('history.retry')}
            </Button>
          </div>
        ) : history.data.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-600">
            <p className="text-slate-700 dark:text-slate-300">{t('history.empty')}</p>
            <Link to="/dashboard" className={buttonClass('primary', 'mt-4')}>
              {t('history.startRewriting')}
            </Link>
          </div>
        ) : (
          <ul className="space-y-3">
            {history.data.map((item) => {
              const expanded = open === item.id;
              return (
                <li key={item.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0 flex-1">
                      <p className="text-xs text-slate-600 dark:text-slate-400">
                        {formatDate(item.createdAt)}
                        {item.mode
                          ? ` · ${t(`workspace:modes.${item.mode}`, { defaultValue: item.mode })}`
                          : ''}
                        {item.words !== null ? ` · ${t('history.words', { count: item.words })}` : ''}
                      </p>
                      <p className="mt-1 line-clamp-2 text-sm">{item.output || item.input}</p>
                    </div>
                    <div className="flex gap-2">
                      <Button
                        variant="secondary"
                        aria-expanded={expanded}
                        onClick={() => setOpen(expanded ? null : item.id)}
                      >
                        {expanded ? t('history.close') : t('history.open')}
                      </Button>
                      <Button variant="danger" onClick={() => setConfirming(item)}>
                        {t('common:confirm.delete')}
                      </Button>
                    </div>
                  </div>
                  {expanded ? (
                    <div className="mt-4 space-y-4">
                      <EntryDetail id={item.id} />
                      <div className="flex flex-wrap gap-2">
                        <Button variant="secondary" onClick={() => download(item.id, 'txt')}>
                          .txt
                        </Button>
                        <Button variant="secondary" onClick={() => download(item.id, 'docx')}>
                          .docx
                        </Button>
                        <Button variant="secondary" onClick={() => download(item.id, 'changelog')}>
                          {t('workspace:output.changeLog')}
                        </Button>
                      </div>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
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
            onClick={() => confirming && remove.mutate(confirming.id)}
          >
            {t('common:confirm.delete')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
