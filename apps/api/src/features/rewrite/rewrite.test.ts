import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, onPostgres, type TestContext } from '../../test/helper.js';
import { balance, createUser, draft } from '../../test/rewrite-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ENGINE_THREADS: '2' });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.database.reset());

const post = (headers: Record<string, string>, payload: unknown, extra: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/deleteai',
    headers: { ...headers, ...extra },
    payload: payload as object,
  });

describe('POST /deleteai', () => {
  it('rewrites, charges one credit per input word and stores the history', async () => {
    const user = await createUser(ctx.app, 1000);
    const text = draft(120);
    const response = await post(user.headers, { text, language: 'en', options: { mode: 'fluent', seed: 3 } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.text).not.toBe(text);
    expect(body.paraphrasedContent).toContain('<p');
    expect(body.changes.length).toBeGreaterThan(0);
    expect(body.summary).toMatchObject({ wordsIn: 120, meaningChecksPassed: expect.any(Boolean) });
    expect(body.userInfo).toMatchObject({
      id: user.id,
      left_credit: 880,
      total_credit: 1000,
      used_credit: 120,
    });
    expect(typeof body.rewrite_id).toBe('number');
    expect(await balance(ctx.app, user.id)).toBe(880);
    const change = body.changes[0];
    expect(text.slice(change.input.start, change.input.end)).toBe(change.before);
    expect(body.text.slice(change.output.start, change.output.end)).toBe(change.after);

    const history = await ctx.app.inject({
      method: 'GET',
      url: `/history/${body.rewrite_id}`,
      headers: user.headers,
    });
    expect(history.json()).toMatchObject({ input: text, text: body.text, words: 120 });
    expect(await ctx.app.ledger.mismatches()).toEqual([]);
  });

  it('gives the same output for the same input, options and seed', async () => {
    const user = await createUser(ctx.app, 5000);
    const text = draft(900);
    const first = (await post(user.headers, { text, options: { seed: 7 } })).json();
    const second = (await post(user.headers, { text, options: { seed: 7 } })).json();
    expect(second.text).toBe(first.text);
    expect(second.changes).toEqual(first.changes);
    // Split into two segments and merged: every edit span points at the merged texts.
    for (const change of first.changes) {
      expect(text.slice(change.input.start, change.input.end)).toBe(change.before);
      expect(first.text.slice(change.output.start, change.output.end)).toBe(change.after);
    }
    expect(first.text.split('\n\n')).toHaveLength(text.split('\n\n').length);
  });

  it('rejects fewer than 10 words with the exact message', async () => {
    const user = await createUser(ctx.app, 1000);
    const response = await post(user.headers, {
      text: 'one two three four five six seven eight nine',
      language: 'en',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'Minimum 10 words required - Current: 9',
      code: 'too_few_words',
    });
    const empty = await post(user.headers, { text: '   ', language: 'en' });
    expect(empty.json().detail).toBe('Minimum 10 words required - Current: 0');
    expect(await balance(ctx.app, user.id)).toBe(1000);
  });

  it('rejects more than 3000 words and points to long-text mode and documents', async () => {
    const user = await createUser(ctx.app, 10_000);
    const response = await post(user.headers, { text: draft(3001), language: 'en' });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('too_many_words');
    expect(response.json().detail).toContain('Current: 3001');
    expect(response.json().detail).toContain('/deleteai/long-text');
    expect(response.json().detail).toContain('/documents');
    expect((await post(user.headers, { text: draft(3000) })).statusCode).toBe(200);
    expect(await balance(ctx.app, user.id)).toBe(7000);
  });

  it('answers 402 with the exact message when credits are short, and charges nothing', async () => {
    const user = await createUser(ctx.app, 50);
    const response = await post(user.headers, { text: draft(51), language: 'en' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      detail: "You don't have enough credits. Please subscribe.",
      code: 'insufficient_credits',
    });
    expect(await balance(ctx.app, user.id)).toBe(50);
    const jobs = await ctx.database.query('SELECT id FROM jobs');
    expect(jobs).toEqual([]);
  });

  it('replays a request with the same Idempotency-Key without charging twice', async () => {
    const user = await createUser(ctx.app, 1000);
    const key = randomUUID();
    const payload = { text: draft(100), language: 'en' };
    const [first, second] = await Promise.all([
      post(user.headers, payload, { 'idempotency-key': key }),
      post(user.headers, payload, { 'idempotency-key': key }),
    ]);
    const third = await post(user.headers, payload, { 'idempotency-key': key });
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(second.json().rewrite_id).toBe(first.json().rewrite_id);
    expect(third.json().job_id).toBe(first.json().job_id);
    expect(await balance(ctx.app, user.id)).toBe(900);
    const other = await createUser(ctx.app, 1000);
    const theirs = await post(other.headers, payload, { 'idempotency-key': key });
    expect(theirs.json().job_id).not.toBe(first.json().job_id);
    expect(await ctx.app.ledger.mismatches()).toEqual([]);
  });

  it('refunds in full when the engine fails', async () => {
    ctx.app.engines.register({
      name: 'broken-for-test',
      multilingual: false,
      rewrite: async () => {
        throw new Error('engine exploded');
      },
    });
    const user = await createUser(ctx.app, 1000);
    const response = await post(user.headers, { text: draft(700), options: { engine: 'broken-for-test' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      detail: 'The rewrite could not be completed. Your credits have been refunded; please try again.',
      code: 'rewrite_failed',
    });
    expect(await balance(ctx.app, user.id)).toBe(1000);
    const ledger = await ctx.database.query<{ kind: string; delta: string }>(
      'SELECT kind, delta FROM ledger_entries WHERE user_id = $1 ORDER BY id',
      [user.id],
    );
    expect(ledger.map((row) => [row.kind, Number(row.delta)])).toEqual([
      ['trial_grant', 1000],
      ['rewrite_debit', -700],
      ['refund', 700],
    ]);
    const [job] = await ctx.database.query<{ status: string }>('SELECT status FROM jobs');
    expect(job?.status).toBe('failed');
    expect(await ctx.app.ledger.mismatches()).toEqual([]);
  });

  it('says clearly that the built-in engine handles English', async () => {
    const user = await createUser(ctx.app, 1000);
    const french = await post(user.headers, { text: draft(20), language: 'fr' });
    expect(french.statusCode).toBe(422);
    expect(french.json().code).toBe('unsupported_language');
    expect(french.json().detail).toContain('English');
    const chinese =
      '这是一个用于测试的中文段落 它包含了足够多的词语 以便通过最少字数的检查 我们希望引擎 能够清楚地 拒绝这个 请求 谢谢 你';
    const response = await post(user.headers, { text: chinese, language: 'en' });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('unsupported_language');
    expect((await post(user.headers, { text: draft(20), language: 'English' })).statusCode).toBe(200);
    expect((await post(user.headers, { text: draft(20), options: { engine: 'nope' } })).statusCode).toBe(422);
  });

  it('never returns submitted HTML or script unescaped', async () => {
    const user = await createUser(ctx.app, 1000);
    const text = `${draft(30)} <script>alert("x")</script> <img src=x onerror=alert(1)> and more words to read here.`;
    const response = await post(user.headers, { text });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.paraphrasedContent).not.toMatch(/<script|<img/i);
    expect(body.paraphrasedContent).toContain('&lt;script');
    const entry = await ctx.app.inject({
      method: 'GET',
      url: `/history/${body.rewrite_id}`,
      headers: user.headers,
    });
    expect(entry.json().paraphrasedContent).not.toMatch(/<script|<img/i);
  });

  it('answers bad input with a clear 4xx and charges nothing', async () => {
    const user = await createUser(ctx.app, 1000);
    const json = { ...user.headers, 'content-type': 'application/json' };
    const cases = [
      { payload: '{"text": ', status: 400 },
      { payload: '', status: 400 },
      { payload: '[]', status: 422 },
      { payload: JSON.stringify({ text: 42 }), status: 422 },
      { payload: JSON.stringify({}), status: 422 },
      { payload: JSON.stringify({ text: draft(20), options: { mode: 'shouty' } }), status: 422 },
      { payload: JSON.stringify({ text: draft(20), options: { seed: 1.5 } }), status: 422 },
      { payload: JSON.stringify({ text: draft(20), extra: true }), status: 422 },
      { payload: JSON.stringify({ text: `${draft(20)}\u0000binary` }), status: 422 },
      { payload: JSON.stringify({ text: 'word '.repeat(300_000) }), status: 413 },
    ];
    for (const { payload, status } of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/deleteai', headers: json, payload });
      expect(response.statusCode, payload.slice(0, 60)).toBe(status);
      expect(typeof response.json().detail).toBe('string');
    }
    const badKey = await post(
      user.headers,
      { text: draft(20) },
      { 'idempotency-key': 'bad key with spaces' },
    );
    expect(badKey.statusCode).toBe(422);
    expect(await balance(ctx.app, user.id)).toBe(1000);
  });

  it('handles invalid UTF-8 bytes and lone surrogates safely', async () => {
    const user = await createUser(ctx.app, 1000);
    const bytes = Buffer.concat([
      Buffer.from(`{"text": "${draft(20)} `),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from(' \\ud800 tail"}'),
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/deleteai',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: bytes,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().text).toContain('\uFFFD');
  });

  it('requires a valid bearer token', async () => {
    const response = await post({}, { text: draft(20) });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Could not validate credentials, please login again');
  });
});

describe('concurrent spending', () => {
  it(`lets exactly 10 of 60 concurrent requests through a balance for 10${onPostgres ? '' : ' (PGlite serialises)'}`, async () => {
    const words = 20;
    const user = await createUser(ctx.app, 10 * words);
    const text = draft(words);
    const responses = await Promise.all(Array.from({ length: 60 }, () => post(user.headers, { text })));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 402)).toHaveLength(50);
    expect(await balance(ctx.app, user.id)).toBe(0);
    expect(await ctx.app.ledger.mismatches()).toEqual([]);
    const [sum] = await ctx.database.query<{ total: string }>(
      'SELECT SUM(delta) AS total FROM ledger_entries WHERE user_id = $1',
      [user.id],
    );
    expect(Number(sum?.total)).toBe(0);
  });
});

describe('GET /stats/today and /examples/live', () => {
  it('counts the words rewritten today, net of refunds', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/stats/today' })).json()).toMatchObject({ words: 0 });
    const user = await createUser(ctx.app, 1000);
    await post(user.headers, { text: draft(40) });
    const stats = (await ctx.app.inject({ method: 'GET', url: '/stats/today' })).json();
    expect(stats.words).toBe(40);
    expect(stats.date).toBe(new Date().toISOString().slice(0, 10));
    const metrics = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/wordwright_credits_charged_words_total [1-9]\d*/);
    expect(metrics).toContain('wordwright_engine_seconds_count{engine="builtin"}');
    expect(metrics).toContain('wordwright_queue_depth 0');
  });

  it('keeps a draft in its own spelling when no variant is named, and follows the one named', async () => {
    const user = await createUser(ctx.app, 5000);
    const british =
      'The organisation moved its centre to the old theatre, and the neighbours liked the new colour of the doors.';
    const kept = (await post(user.headers, { text: british, options: { seed: 1 } })).json();
    expect(kept.text).toMatch(/organisation.*centre.*theatre.*neighbours.*colour/su);
    const american = (
      await post(user.headers, { text: british, options: { seed: 1, variant: 'us' } })
    ).json();
    expect(american.text).toMatch(/organization.*center.*theater.*neighbors.*color/su);
  });

  it('reads the spelling from the whole text, so every long-text segment agrees', async () => {
    const user = await createUser(ctx.app, 5000);
    const text = [
      'The color of the new sign was picked by the committee after a long meeting about the street.',
      'The organisation moved its centre to the old theatre, and the neighbours liked it very much.',
      'Their programme of talks filled the autumn, and every favourite speaker travelled to the town.',
    ].join('\n\n');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/deleteai/long-text',
      headers: user.headers,
      payload: { text, max_words_per_segment: 20, options: { seed: 1 } },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.text).toContain('colour');
    expect(body.text).not.toContain('color ');
    expect(body.text).toMatch(/organisation.*centre.*favourite.*travelled/su);
  });

  it('serves a real before and after from the engine', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/examples/live' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.before).toContain('pivotal role');
    expect(body.after_text).not.toBe(body.before);
    expect(body.after_html).toContain('<p');
    expect(body.changes.length).toBeGreaterThan(0);
  });
});
