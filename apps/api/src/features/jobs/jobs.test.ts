import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Engine } from '../../plugins/app/engine-pool.js';
import { createTestContext, type TestContext } from '../../test/helper.js';
import { balance, createUser, draft, parseEvents } from '../../test/rewrite-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ENGINE_THREADS: '2' });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.database.reset());

const longText = (headers: Record<string, string>, payload: object, extra: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/deleteai/long-text', headers: { ...headers, ...extra }, payload });

async function settled(app: typeof ctx.app, jobId: string, headers: Record<string, string>) {
  for (;;) {
    const job = (await app.inject({ method: 'GET', url: `/jobs/${jobId}`, headers })).json();
    if (!['queued', 'running'].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('POST /deleteai/long-text', () => {
  it('splits, processes in parallel and merges with paragraphs intact', async () => {
    const user = await createUser(ctx.app, 10_000);
    const text = draft(3000, 6);
    const response = await longText(user.headers, { text, language: 'en', max_words_per_segment: 300 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.text.split('\n\n')).toHaveLength(text.split('\n\n').length);
    expect(body.summary.wordsIn).toBe(3000);
    for (const change of body.changes) {
      expect(text.slice(change.input.start, change.input.end)).toBe(change.before);
      expect(body.text.slice(change.output.start, change.output.end)).toBe(change.after);
    }
    const [job] = await ctx.database.query<{ segments_total: number; status: string }>(
      'SELECT segments_total, status FROM jobs',
    );
    expect(job).toMatchObject({ status: 'succeeded' });
    expect(job!.segments_total).toBeGreaterThanOrEqual(10);
    expect(body.userInfo.left_credit).toBe(7000);
  });

  it('answers {job_id} when asked to follow, and streams progress then the result', async () => {
    const user = await createUser(ctx.app, 10_000);
    const text = draft(3000);
    const accepted = await longText(user.headers, { text, follow: true });
    expect(accepted.statusCode).toBe(202);
    const { job_id: jobId, segments_total: total } = accepted.json();
    expect(total).toBeGreaterThanOrEqual(6);
    const stream = await ctx.app.inject({
      method: 'GET',
      url: `/jobs/${jobId}/events`,
      headers: user.headers,
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    const events = parseEvents(stream.body);
    const progress = events.filter((event) => event.event === 'progress').map((event) => event.data as never);
    expect(progress.length).toBeGreaterThan(0);
    const counts = progress.map((event: { segments_done: number }) => event.segments_done);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual({ segments_done: total, segments_total: total });
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({ job_id: jobId, summary: { wordsIn: 3000 } });

    const job = await ctx.app.inject({ method: 'GET', url: `/jobs/${jobId}`, headers: user.headers });
    expect(job.json()).toMatchObject({ id: jobId, status: 'succeeded', segments_done: total, words: 3000 });
    expect(job.json().result.text).toBe((done.data as { text: string }).text);
  });

  it('accepts Prefer: respond-async and an access_token query for the stream', async () => {
    const user = await createUser(ctx.app, 10_000);
    const accepted = await longText(user.headers, { text: draft(800) }, { prefer: 'respond-async' });
    expect(accepted.statusCode).toBe(202);
    const jobId = accepted.json().job_id;
    await settled(ctx.app, jobId, user.headers);
    const stream = await ctx.app.inject({
      method: 'GET',
      url: `/jobs/${jobId}/events?access_token=${encodeURIComponent(user.token)}`,
    });
    const events = parseEvents(stream.body);
    expect(events.map((event) => event.event)).toEqual(['progress', 'done']);
    // The stream is written on the raw socket, yet carries the same security headers as every answer.
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['content-security-policy']).toContain("default-src 'self'");
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(stream.headers['x-frame-options']).toBeDefined();
    const denied = await ctx.app.inject({ method: 'GET', url: `/jobs/${jobId}/events?access_token=nope` });
    expect(denied.statusCode).toBe(401);
  });

  it('keeps jobs private to their owner', async () => {
    const owner = await createUser(ctx.app, 10_000);
    const other = await createUser(ctx.app, 10_000);
    const jobId = (await longText(owner.headers, { text: draft(600), follow: true })).json().job_id;
    for (const url of [`/jobs/${jobId}`, `/jobs/${jobId}/events`]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: other.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Job not found', code: 'job_not_found' });
    }
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/jobs/${jobId}/cancel`,
      headers: other.headers,
    });
    expect(cancel.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/jobs/${jobId}` })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/jobs/bad:id', headers: owner.headers })).statusCode,
    ).toBe(422);
    await settled(ctx.app, jobId, owner.headers);
  });

  it('rejects a segment size above 500 words', async () => {
    const user = await createUser(ctx.app, 10_000);
    const response = await longText(user.headers, { text: draft(600), max_words_per_segment: 501 });
    expect(response.statusCode).toBe(422);
  });
});

/** An engine that holds every segment until the test releases it (queue mechanics only). */
function heldEngine(name: string, passThrough: Engine | undefined, free: number) {
  let release: (error: Error) => void = () => {};
  const gate = new Promise<never>((_resolve, reject) => {
    release = reject;
  });
  gate.catch(() => {});
  let calls = 0;
  const engine: Engine = {
    name,
    multilingual: false,
    rewrite: (segment, options) => {
      calls += 1;
      if (passThrough && calls <= free) return passThrough.rewrite(segment, options);
      return gate;
    },
  };
  return { engine, release: () => release(new Error('released by the test')) };
}

describe('cancel and restart', () => {
  it('cancels a running job with a full refund', async () => {
    const held = heldEngine('held-for-cancel', undefined, 0);
    ctx.app.engines.register(held.engine);
    const user = await createUser(ctx.app, 5000);
    const accepted = await longText(user.headers, {
      text: draft(1500),
      follow: true,
      options: { engine: 'held-for-cancel' },
    });
    const jobId = accepted.json().job_id;
    expect(await balance(ctx.app, user.id)).toBe(3500);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/jobs/${jobId}/cancel`,
      headers: user.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await balance(ctx.app, user.id)).toBe(5000);
    held.release();
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/jobs/${jobId}/cancel`,
      headers: user.headers,
    });
    expect(again.statusCode).toBe(409);
    const stream = await ctx.app.inject({
      method: 'GET',
      url: `/jobs/${jobId}/events`,
      headers: user.headers,
    });
    expect(parseEvents(stream.body).at(-1)).toMatchObject({ event: 'error', data: { status: 'cancelled' } });
    expect(await balance(ctx.app, user.id)).toBe(5000);
    expect(await ctx.app.ledger.mismatches()).toEqual([]);
  });

  it('survives an API restart: the next process resumes the job and charges once', async () => {
    const first = await buildApp({ config: ctx.config, database: ctx.database });
    await first.ready();
    const held = heldEngine('builtin', first.engines.get('builtin'), 3);
    first.engines.register(held.engine);
    const user = await createUser(first, 20_000);
    const text = draft(5000);
    const accepted = await first.inject({
      method: 'POST',
      url: '/deleteai/long-text',
      headers: user.headers,
      payload: { text, follow: true },
    });
    const jobId = accepted.json().job_id;
    for (;;) {
      const job = (
        await first.inject({ method: 'GET', url: `/jobs/${jobId}`, headers: user.headers })
      ).json();
      if (job.segments_done >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Held segments fail only once shutdown has begun, as they would when a process stops mid-job.
    const closing = first.close();
    setTimeout(held.release, 100);
    await closing;
    const [mid] = await ctx.database.query<{ status: string; segments_done: number }>(
      'SELECT status, segments_done FROM jobs WHERE id = $1',
      [jobId],
    );
    expect(mid?.status).toBe('running');

    const second = await buildApp({ config: ctx.config, database: ctx.database });
    await second.ready();
    try {
      const job = await settled(second, jobId, user.headers);
      expect(job).toMatchObject({ status: 'succeeded', segments_done: job.segments_total });
      expect(job.result.text.split('\n\n')).toHaveLength(text.split('\n\n').length);
      expect(await balance(second, user.id)).toBe(15_000);
      const ledger = await ctx.database.query<{ kind: string }>(
        'SELECT kind FROM ledger_entries WHERE user_id = $1 ORDER BY id',
        [user.id],
      );
      expect(ledger.map((row) => row.kind)).toEqual(['trial_grant', 'rewrite_debit']);
      const rewrites = await ctx.database.query('SELECT id FROM rewrites WHERE job_id = $1', [jobId]);
      expect(rewrites).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('resumes a job whose segments fell off the queue, without a restart', async () => {
    const app = await buildApp({ config: { ...ctx.config, QUEUE_STALL_MS: 500 }, database: ctx.database });
    await app.ready();
    try {
      const user = await createUser(app, 5000);
      // The queue loses the segments (as when a give-up met a database outage): nothing runs them.
      const enqueue = app.jobQueue.enqueue;
      app.jobQueue.enqueue = async () => {};
      const accepted = await app.inject({
        method: 'POST',
        url: '/deleteai/long-text',
        headers: user.headers,
        payload: { text: draft(1200), follow: true, max_words_per_segment: 200 },
      });
      app.jobQueue.enqueue = enqueue;
      expect(accepted.statusCode).toBe(202);
      const job = await settled(app, accepted.json().job_id, user.headers);
      expect(job).toMatchObject({ status: 'succeeded', segments_done: job.segments_total });
      expect(await balance(app, user.id)).toBe(5000 - 1200);
      const rewrites = await ctx.database.query('SELECT id FROM rewrites WHERE job_id = $1', [job.id]);
      expect(rewrites).toHaveLength(1);
      expect(await app.ledger.mismatches()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
