import { queryOptions } from '@tanstack/react-query';
import type { EnglishVariant, RewriteMode, RewriteStrength } from '@wordwright/contracts';
import { MAX_SEGMENT_WORDS } from '@wordwright/contracts';
import { queryKeys } from '../../app/query-client';
import { ApiError, api, send } from '../../lib/api-client';
import { parseUser, type User } from '../auth/api';
import { fetchEntry } from '../history/api';

/** The options of POST /deleteai (RewriteOptionsSchema in apps/api). */
export interface RewriteOptions {
  mode: RewriteMode;
  strength: RewriteStrength;
  keep: string[];
  /** Absent: the server keeps the spelling the draft already uses. */
  variant?: EnglishVariant;
  seed: number;
}

export interface Change {
  index: number;
  where: string;
  before: string;
  after: string;
  rule: string;
  /** The one-line reason per language ({en, zh}); shown in the reader's language. */
  reason: Record<string, string>;
}

export function reasonText(reason: Record<string, string>, language: string): string {
  return reason[language] ?? reason.en ?? Object.values(reason)[0] ?? '';
}

export interface RewriteSummary {
  wordsChanged: number | null;
  phrasesRemoved: number | null;
  readabilityBefore: number | null;
  readabilityAfter: number | null;
  varietyBefore: number | null;
  varietyAfter: number | null;
  meaningChecksPassed: boolean | null;
}

export interface RewriteResult {
  id: string | null;
  html: string;
  text: string;
  original: string | null;
  changes: Change[];
  summary: RewriteSummary;
  user: User | null;
}

type Loose = Record<string, unknown>;

/** First present field among spellings, so snake_case and camelCase answers both read correctly. */
function field(source: Loose | undefined, ...names: string[]): unknown {
  if (!source) return undefined;
  for (const name of names) if (source[name] !== undefined && source[name] !== null) return source[name];
  return undefined;
}
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const str = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : String(value);

/** "Where" as the reader sees it: the paragraph of the change in the original (counted from its offset). */
function whereOf(value: unknown, original: string | null): string {
  if (value && typeof value === 'object') {
    const place = value as Loose;
    const start = num(field(place, 'start'));
    if (start !== null && original) return `¶${original.slice(0, start).split(/\n\s*\n/).length}`;
    const paragraph = num(field(place, 'paragraph'));
    if (paragraph !== null) return `¶${paragraph + 1}`;
    return '';
  }
  return str(value);
}

function reasonOf(value: unknown): Record<string, string> {
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Loose).map(([key, text]) => [key, str(text)]));
  }
  return { en: str(value) };
}

const pair = (source: Loose, name: string, side: 'before' | 'after', ...flat: string[]): number | null => {
  const nested = field(source, name);
  if (nested && typeof nested === 'object') return num((nested as Loose)[side]);
  return num(field(source, ...flat));
};

export function normalizeResult(body: Loose): RewriteResult {
  const summary = (field(body, 'summary') ?? {}) as Loose;
  const changes = (field(body, 'changes') ?? []) as Loose[];
  const original = (field(body, 'original', 'input') as string | undefined) ?? null;
  const id = field(body, 'rewrite_id', 'history_id', 'id');
  const passed = field(summary, 'meaningChecksPassed', 'meaning_checks_passed');
  return {
    id: id === undefined ? null : String(id),
    html: str(field(body, 'paraphrasedContent', 'html')),
    text: str(field(body, 'text', 'output')),
    original,
    changes: changes.map((change, position) => ({
      index: num(field(change, 'index')) ?? position,
      where: whereOf(field(change, 'where', 'input'), original),
      before: str(field(change, 'before')),
      after: str(field(change, 'after')),
      rule: str(field(change, 'rule', 'transform')),
      reason: reasonOf(field(change, 'reason')),
    })),
    summary: {
      wordsChanged: num(field(summary, 'wordsChanged', 'words_changed')),
      phrasesRemoved: num(field(summary, 'phrasesRemoved', 'phrases_removed')),
      readabilityBefore: pair(summary, 'readability', 'before', 'readability_before'),
      readabilityAfter: pair(summary, 'readability', 'after', 'readability_after'),
      varietyBefore: pair(summary, 'sentenceVariety', 'before', 'sentence_variety_before'),
      varietyAfter: pair(summary, 'sentenceVariety', 'after', 'sentence_variety_after'),
      meaningChecksPassed: typeof passed === 'boolean' ? passed : null,
    },
    user: parseUser(field(body, 'userInfo', 'user')),
  };
}

export async function rewriteShort(
  text: string,
  options: RewriteOptions,
  language: string,
): Promise<RewriteResult> {
  const body = await api<Loose>('/deleteai', { json: { text, language: 'en', options }, language });
  return normalizeResult({ original: text, ...body });
}

/** Long text runs as a job the page follows (and finds again after a reload through ?job=). */
export async function startLongText(
  text: string,
  options: RewriteOptions,
  language: string,
): Promise<string> {
  const body = await api<Loose>('/deleteai/long-text', {
    json: { text, language: 'en', max_words_per_segment: MAX_SEGMENT_WORDS, options, follow: true },
    language,
  });
  const id = field(body, 'job_id', 'jobId');
  if (id === undefined) throw new Error('No job id in the long-text answer');
  return String(id);
}

export async function uploadDocument(file: File, options: RewriteOptions, language: string): Promise<string> {
  const form = new FormData();
  form.append('language', 'en');
  form.append('options', JSON.stringify(options));
  form.append('file', file);
  const body = await api<Loose>('/documents', { body: form, language });
  const id = field(body, 'job_id', 'jobId', 'id');
  if (id === undefined) throw new Error('No job id in the upload answer');
  return String(id);
}

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

export interface JobState {
  status: JobStatus;
  done: number;
  total: number;
  error: string | null;
  /** Words charged for the job: the size of its original, known without reading that text. */
  words: number | null;
  result: RewriteResult | null;
}

function normalizeStatus(value: unknown): JobStatus {
  const status = str(value).toLowerCase();
  if (status === 'completed' || status === 'done' || status === 'succeeded') return 'completed';
  if (status === 'failed' || status === 'error') return 'failed';
  if (status === 'cancelled' || status === 'canceled') return 'cancelled';
  if (status === 'running' || status === 'active' || status === 'processing') return 'running';
  return 'queued';
}

export function normalizeJob(body: Loose): JobState {
  const progress = (field(body, 'progress') ?? body) as Loose;
  const result = field(body, 'result') as Loose | undefined;
  return {
    status: normalizeStatus(field(body, 'status', 'state')),
    done: num(field(progress, 'segments_done', 'done')) ?? 0,
    total: num(field(progress, 'segments_total', 'total')) ?? 0,
    error: (field(body, 'detail', 'error') as string | undefined) ?? null,
    words: num(field(body, 'words')),
    result: result && typeof result === 'object' ? normalizeResult(result) : null,
  };
}

export async function fetchJob(id: string): Promise<JobState> {
  return normalizeJob(await api<Loose>(`/jobs/${encodeURIComponent(id)}`));
}

/**
 * Follows GET /jobs/{id}/events. EventSource cannot send the bearer token, so the stream is read with
 * fetch and parsed here; each event's JSON data is passed on until the job ends or the signal aborts.
 */
export async function followJobEvents(
  id: string,
  onEvent: (event: { type: string; data: Loose }) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await send(`/jobs/${encodeURIComponent(id)}/events`, {
    accept: 'text/event-stream',
    signal,
  });
  const reader = response.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let boundary = buffer.search(/\r?\n\r?\n/);
    while (boundary !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary).replace(/^\r?\n\r?\n/, '');
      let type = 'message';
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) type = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length > 0) {
        let parsed: Loose = {};
        try {
          parsed = JSON.parse(data.join('\n')) as Loose;
        } catch {
          parsed = { message: data.join('\n') };
        }
        onEvent({ type, data: parsed });
      }
      boundary = buffer.search(/\r?\n\r?\n/);
    }
  }
}

/** Ends a queued or running job; the API refunds its words in full and answers with the job (409 if it already ended). */
export async function cancelJob(id: string): Promise<JobState> {
  return normalizeJob(await api<Loose>(`/jobs/${encodeURIComponent(id)}/cancel`, { method: 'POST' }));
}

/**
 * Job results carry no original text; the history entry of the rewrite does (GET /history/{id} `input`).
 * For a large document that entry is as big as the result, so it is read only when needed (compare view,
 * Rewrite again), under the history page's key: opening the entry there reuses it.
 */
export const originalQuery = (id: string) =>
  // A rewrite's texts never change: once read, switching views does not read them again.
  queryOptions({ queryKey: [...queryKeys.history, id], queryFn: () => fetchEntry(id), staleTime: Infinity });

export const isFinal = (status: JobStatus): boolean =>
  status === 'completed' || status === 'failed' || status === 'cancelled';

/** Delay before the n-th poll (0-based) once the event stream is gone: 1 s, 2 s, 4 s, then every 5 s. */
export function pollDelay(attempt: number): number {
  return Math.min(5000, 1000 * 2 ** Math.max(0, attempt));
}

/**
 * Errors that end following a job: it is gone (404), or the session is (401/403). Anything else
 * (offline, 5xx, 429, a broken stream) is a hiccup: the job keeps running and is polled again.
 */
export function isFatalJobError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export interface FollowHandlers {
  onProgress: (done: number, total: number) => void;
  /** True while the event stream is gone and the job is polled instead; false once it is back. */
  onReconnecting: (reconnecting: boolean) => void;
}

export interface FollowDeps {
  fetchJob: (id: string) => Promise<JobState>;
  followJobEvents: typeof followJobEvents;
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
}

/**
 * Follows a job until it reaches a final state and returns that state. Progress comes from the event
 * stream; when the stream errors or closes before a final event, GET /jobs/{id} is polled with backoff
 * instead, so a hiccup never looks like a failed job. Throws only on a fatal error (see isFatalJobError)
 * or when `signal` aborts.
 */
export async function followJob(
  id: string,
  handlers: FollowHandlers,
  signal: AbortSignal,
  deps: FollowDeps = { fetchJob, followJobEvents, wait },
): Promise<JobState> {
  const read = async (): Promise<JobState | null> => {
    try {
      const job = await deps.fetchJob(id);
      if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
      if (!isFinal(job.status) && job.total > 0) handlers.onProgress(job.done, job.total);
      return job;
    } catch (error) {
      if (isAbort(error) || isFatalJobError(error)) throw error;
      return null;
    }
  };
  let job = await read();
  if (job && isFinal(job.status)) return job;
  if (job) {
    // `progress` carries {segments_done, segments_total}; `done` and `error` end the stream (apps/api jobs).
    const stream = new AbortController();
    const stop = () => stream.abort();
    signal.addEventListener('abort', stop, { once: true });
    try {
      await deps.followJobEvents(
        id,
        ({ type, data }) => {
          const done = Number(data.segments_done);
          const total = Number(data.segments_total);
          if (Number.isFinite(done) && Number.isFinite(total) && total > 0) handlers.onProgress(done, total);
          if (type === 'done' || type === 'error') stream.abort();
        },
        stream.signal,
      );
    } catch (error) {
      if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
      if (isFatalJobError(error)) throw error;
      // Any other stream failure: fall through to polling.
    } finally {
      signal.removeEventListener('abort', stop);
    }
    if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
    job = await read();
    if (job && isFinal(job.status)) return job;
  }
  handlers.onReconnecting(true);
  for (let attempt = 0; ; attempt += 1) {
    await deps.wait(pollDelay(attempt), signal);
    job = await read();
    if (job && isFinal(job.status)) {
      handlers.onReconnecting(false);
      return job;
    }
  }
}

export type DownloadFormat = 'txt' | 'docx' | 'changelog';

/**
 * The file name of a Content-Disposition header: the UTF-8 `filename*` (the writer's own document name)
 * when present, else the ASCII `filename`.
 */
export function fileNameOf(disposition: string): string | null {
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed encoding: the ASCII name below still names the file.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

export async function downloadRewrite(id: string, format: DownloadFormat, language = 'en'): Promise<void> {
  const query = new URLSearchParams({ format });
  if (language === 'zh') query.set('lang', 'zh');
  // The API names a pasted text's file by the date of the rewrite, in the writer's own time zone.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (timeZone) query.set('tz', timeZone);
  const response = await send(`/history/${encodeURIComponent(id)}/download?${query}`, { accept: '*/*' });
  const blob = await response.blob();
  const fallback = format === 'changelog' ? 'rewrite-changes.md' : `rewrite.${format}`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get('content-disposition') ?? '') ?? fallback;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
