import { api } from '../../lib/api-client';
import { HISTORY_PAGE_SIZE } from './pagination';

export interface HistoryItem {
  id: string;
  input: string;
  output: string;
  mode: string | null;
  createdAt: string | null;
  words: number | null;
  /** The uploaded document's name; null for pasted text. */
  sourceName: string | null;
}

export interface HistoryPage {
  items: HistoryItem[];
  total: number;
  page: number;
  pageSize: number;
}

type Loose = Record<string, unknown>;

export function normalize(item: Loose): HistoryItem {
  const options = (item.options ?? {}) as Loose;
  const pick = (...names: string[]) =>
    names.map((name) => item[name]).find((value) => typeof value === 'string') as string | undefined;
  const sourceName = pick('source_name', 'sourceName')?.trim();
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
    sourceName: sourceName ? sourceName : null,
  };
}

/** One page of GET /history ({ items, total, page, page_size }). */
export async function fetchHistoryPage(page: number, pageSize = HISTORY_PAGE_SIZE): Promise<HistoryPage> {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  const body = await api<
    Loose[] | { items?: Loose[]; history?: Loose[]; total?: unknown; page?: unknown; page_size?: unknown }
  >(`/history?${query}`);
  const list = Array.isArray(body) ? body : (body.items ?? body.history ?? []);
  const meta = Array.isArray(body) ? {} : body;
  return {
    items: list.map(normalize),
    total: typeof meta.total === 'number' ? meta.total : list.length,
    page: typeof meta.page === 'number' ? meta.page : page,
    pageSize: typeof meta.page_size === 'number' ? meta.page_size : pageSize,
  };
}

/**
 * One rewrite in full (GET /history/{id}, HistoryEntry in apps/api): the original (`input`) and the rewrite
 * (`text`), plus the fields of a rewrite result (`paraphrasedContent`, `changes`, `summary`) that
 * normalizeResult in features/workspace/api reads. The list only carries previews.
 */
export type HistoryEntry = Loose & { input: string; text: string };

export async function fetchEntry(id: string): Promise<HistoryEntry> {
  const body = await api<Loose>(`/history/${encodeURIComponent(id)}`);
  return { ...body, input: String(body.input ?? ''), text: String(body.text ?? '') };
}

export function deleteEntry(id: string): Promise<unknown> {
  return api<unknown>(`/history/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
