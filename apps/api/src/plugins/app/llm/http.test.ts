import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlm, type FakeRequest, promptText, startFakeLlm } from '../../../test/fake-llm.js';
import { createTestContext, type TestContext } from '../../../test/helper.js';
import { balance, createUser } from '../../../test/rewrite-helpers.js';

/** The LLM engine through the public API: engine choice, the summary, fallback through the pool, refunds. */

// The page is served only from a built web app (`npm test` builds first).
const webBuilt = existsSync(
  fileURLToPath(new URL('../../../../../web/dist/client/index.html', import.meta.url)),
);

let fake: FakeLlm;
let ctx: TestContext;

const plainer = (request: FakeRequest) => ({
  content: promptText(request).replace('It is important to note that the', 'The').replace('utilize', 'use'),
});

beforeAll(async () => {
  fake = await startFakeLlm(plainer);
  ctx = await createTestContext({
    LLM_BASE_URL: fake.url,
    LLM_MODEL: 'test-model',
    LLM_TIMEOUT_MS: '5000',
    ENGINE_THREADS: '1',
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(async () => {
  await ctx.database.reset();
  fake.handler = plainer;
  fake.requests = [];
});

const TEXT =
  'It is important to note that the survey of 1,200 people (Smith, 2020) did not utilize any paid panels at all.';

const post = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/deleteai', headers, payload });

describe('the LLM engine through POST /deleteai', () => {
  it('rewrites with the model when the request asks for it', async () => {
    const user = await createUser(ctx.app, 1000);
    const response = await post(user.headers, {
      text: TEXT,
      language: 'en',
      options: { engine: 'llm', mode: 'casual' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.text).toBe('The survey of 1,200 people (Smith, 2020) did not use any paid panels at all.');
    expect(body.summary).toMatchObject({ engine: 'llm', model: 'test-model', llmFallbackSegments: 0 });
    expect(body.changes[0]).toMatchObject({
      rule: 'llm-rewrite',
      reason: { en: 'Rewritten by the language model' },
    });
    expect(body.paraphrasedContent).toContain('<mark class="ww-change"');
    expect(fake.requests).toHaveLength(1);
    expect(await balance(ctx.app, user.id)).toBe(1000 - 21);
    const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/wordwright_llm_request_duration_seconds_count\{outcome="ok"\} [1-9]/u);
  });

  it('keeps the built-in engine as the default', async () => {
    const user = await createUser(ctx.app, 1000);
    const body = (await post(user.headers, { text: TEXT, language: 'en' })).json();
    expect(body.summary.engine).toBeUndefined();
    expect(fake.requests).toHaveLength(0);
  });

  it.skipIf(!webBuilt)('tells the workspace page that text in other languages can be rewritten', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(page.body).toContain('"multilingualEngine":true');
  });

  it('sends text in other languages to the model', async () => {
    const user = await createUser(ctx.app, 1000);
    const text = '值得注意的是，这项 调查 在 2023 年 覆盖了 1,200 名 参与者，并且 没有 使用 付费 样本。';
    fake.handler = () => ({
      content: '这项 调查 在 2023 年 覆盖了 1,200 名 参与者，并且 没有 使用 付费 样本。',
    });
    const response = await post(user.headers, { text, language: 'zh' });
    expect(response.statusCode).toBe(200);
    expect(response.json().summary).toMatchObject({ engine: 'llm', llmFallbackSegments: 0 });
    expect(fake.requests).toHaveLength(1);
  });

  it('falls back to the built-in engine (worker pool) when the model drops a protected span', async () => {
    const user = await createUser(ctx.app, 1000);
    fake.handler = (request) => ({ content: promptText(request).replace(' (Smith, 2020)', '') });
    const body = (await post(user.headers, { text: TEXT, options: { engine: 'llm' } })).json();
    expect(fake.requests).toHaveLength(2);
    expect(body.text).toContain('(Smith, 2020)');
    expect(body.summary).toMatchObject({ engine: 'llm', llmFallbackSegments: 1, meaningChecksPassed: true });
  });

  it('never charges for a rewrite the model could not produce', async () => {
    const user = await createUser(ctx.app, 1000);
    fake.handler = () => ({ status: 401 });
    const response = await post(user.headers, { text: TEXT, options: { engine: 'llm' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(await balance(ctx.app, user.id)).toBe(1000);
    expect(await ctx.app.ledger.mismatches()).toEqual([]);
  });
});
