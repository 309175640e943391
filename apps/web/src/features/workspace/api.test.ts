import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { jsonResponse } from '../../test/render';
import {
  cancelJob,
  downloadRewrite,
  type FollowDeps,
  fileNameOf,
  followJob,
  type JobState,
  normalizeJob,
  normalizeResult,
  originalQuery,
  pollDelay,
} from './api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const running = (done = 1, total = 4): JobState => ({
  status: 'running',
  done,
  total,
  error: null,
  words: 900,
  result: null,
});
const completed: JobState = {
  status: 'completed',
  done: 4,
  total: 4,
  error: null,
  words: 900,
  result: normalizeResult({ text: 'out', rewrite_id: 7 }),
};

/** Deps whose GET /jobs answers come from `answers` in turn (an Error is thrown); waits are recorded. */
function deps(answers: (JobState | Error)[], stream: FollowDeps['followJobEvents']) {
  const waits: number[] = [];
  const fetchJob = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  const wait = vi.fn(async (ms: number) => {
    waits.push(ms);
  });
  return { deps: { fetchJob, followJobEvents: stream, wait }, waits, fetchJob };
}

const handlers = () => ({ onProgress: vi.fn(), onReconnecting: vi.fn() });

describe('pollDelay', () => {
  it('backs off from 1 s to at most 5 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(pollDelay)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });
});

describe('followJob', () => {
  it('returns a job that has already ended without opening the stream', async () => {
    const stream = vi.fn();
    const { deps: d } = deps([completed], stream);
    await expect(followJob('j1', handlers(), new AbortController().signal, d)).resolves.toBe(completed);
    expect(stream).not.toHaveBeenCalled();
  });

  it('passes progress events on and reads the final state after `done`', async () => {
    const h = handlers();
    const stream: FollowDeps['followJobEvents'] = async (_id, onEvent) => {
      onEvent({ type: 'progress', data: { segments_done: 2, segments_total: 4 } });
      onEvent({ type: 'done', data: {} });
    };
    const { deps: d } = deps([running(0, 4), completed], stream);
    await expect(followJob('j1', h, new AbortController().signal, d)).resolves.toBe(completed);
    expect(h.onProgress).toHaveBeenCalledWith(2, 4);
    expect(h.onReconnecting).not.toHaveBeenCalled();
  });

  it('polls with backoff when the stream errors, instead of failing a running job', async () => {
    const h = handlers();
    const stream: FollowDeps['followJobEvents'] = async () => {
      throw new NetworkError(new TypeError('network'));
    };
    const { deps: d, waits } = deps(
      [running(1), running(2), new NetworkError(null), running(3), completed],
      stream,
    );
    await expect(followJob('j1', h, new AbortController().signal, d)).resolves.toBe(completed);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(h.onReconnecting.mock.calls).toEqual([[true], [false]]);
    expect(h.onProgress).toHaveBeenLastCalledWith(3, 4);
  });

  it('polls when the stream closes before a final event', async () => {
    const stream: FollowDeps['followJobEvents'] = async () => {};
    const { deps: d, waits } = deps([running(), running(), { ...running(), status: 'cancelled' }], stream);
    const job = await followJob('j1', handlers(), new AbortController().signal, d);
    expect(job.status).toBe('cancelled');
    expect(waits).toEqual([1000]);
  });

  it('keeps polling through server errors and stops on a missing job', async () => {
    const stream: FollowDeps['followJobEvents'] = async () => {
      throw new ApiError(502, null);
    };
    const gone = new ApiError(404, 'Job not found', 'job_not_found');
    const { deps: d } = deps([running(), running(), new ApiError(503, null), gone], stream);
    await expect(followJob('j1', handlers(), new AbortController().signal, d)).rejects.toBe(gone);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const stream: FollowDeps['followJobEvents'] = async (_id, _onEvent, signal) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        controller.abort();
      });
    const { deps: d } = deps([running(), running()], stream);
    await expect(followJob('j1', handlers(), controller.signal, d)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('cancelJob and the original of a job', () => {
  it('posts the cancel and reads the cancelled job', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse({ id: 'j1', status: 'cancelled', segments_done: 1, segments_total: 4 }),
    );
    vi.stubGlobal('fetch', fetch);
    const job = await cancelJob('j1');
    expect(job.status).toBe('cancelled');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/jobs\/j1\/cancel$/);
    expect(init.method).toBe('POST');
  });

  it("reads a job's size without its original, which the result does not carry", () => {
    const job = normalizeJob({ status: 'succeeded', words: 50_020, result: { text: 'out', rewrite_id: 7 } });
    expect(job.words).toBe(50_020);
    expect(job.result?.original).toBeNull();
  });

  it('reads the original from the history entry, under the history page key', async () => {
    const fetch = vi.fn(async () => jsonResponse({ id: 7, input: 'the document text', text: 'out' }));
    vi.stubGlobal('fetch', fetch);
    const query = originalQuery('7');
    expect(query.queryKey).toEqual(['history', '7']);
    // The whole entry is kept: the history page reads the same cache entry for its changes and summary.
    expect(await query.queryFn?.({} as never)).toEqual({ id: 7, input: 'the document text', text: 'out' });
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toMatch(/\/history\/7$/);
  });
});

describe('downloads', () => {
  it("prefers the document's own UTF-8 name, else the ASCII one", () => {
    expect(
      fileNameOf(
        `attachment; filename="rewrite-2025-03-14-1730-rewritten.txt"; filename*=UTF-8''%E5%B9%B4%E5%BA%A6-rewritten.txt`,
      ),
    ).toBe('年度-rewritten.txt');
    expect(fileNameOf('attachment; filename="rewrite-2025-03-14-1730.txt"')).toBe(
      'rewrite-2025-03-14-1730.txt',
    );
    expect(fileNameOf(`attachment; filename="notes-rewritten.txt"; filename*=UTF-8''%E5%ZZ.txt`)).toBe(
      'notes-rewritten.txt',
    );
    expect(fileNameOf('')).toBeNull();
  });

  it("asks for names in the writer's time zone and saves the file under the name given", async () => {
    const fetch = vi.fn(
      async () =>
        new Response('the rewrite', {
          headers: { 'Content-Disposition': 'attachment; filename="rewrite-2025-03-14-1730.txt"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    // jsdom has no object URLs.
    const revoke = vi.fn();
    class BlobUrl extends URL {
      static override createObjectURL = () => 'blob:x';
      static override revokeObjectURL = revoke;
    }
    vi.stubGlobal('URL', BlobUrl);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('rewrite-2025-03-14-1730.txt');
    });
    await downloadRewrite('7', 'txt', 'zh');
    const url = new URL(String((fetch.mock.calls[0] as unknown as [string])[0]), 'http://test');
    expect(url.pathname).toMatch(/\/history\/7\/download$/);
    expect(url.searchParams.get('format')).toBe('txt');
    expect(url.searchParams.get('lang')).toBe('zh');
    expect(url.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(click).toHaveBeenCalledOnce();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:x');
  });
});
