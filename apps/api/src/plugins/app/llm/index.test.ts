import { createEngine } from '@wordwright/engine';
import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, type FakeRequest, promptText, startFakeLlm } from '../../../test/fake-llm.js';
import { createTestContext, testConfig } from '../../../test/helper.js';
import configPlugin from '../../external/config.js';
import type { Engine, EngineRegistry } from '../engine-pool.js';
import llm from './index.js';

let fake: FakeLlm;
const apps: FastifyInstance[] = [];

const models = { raw: JSON.stringify({ object: 'list', data: [{ id: 'test-model', object: 'model' }] }) };
/** Answers GET /models with the model list and chat requests by echoing the text, or dropping its number. */
const serve = (dropNumbers: boolean) => (request: FakeRequest) => {
  if (request.path.endsWith('/models')) return models;
  const text = promptText(request);
  return { content: dropNumbers ? text.replace(/\d+ /gu, '') : text };
};

beforeAll(async () => {
  fake = await startFakeLlm(serve(false));
});
afterAll(() => fake.close());
afterEach(async () => {
  fake.handler = serve(false);
  fake.requests = [];
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const LLM_ENV = { LLM_BASE_URL: '', LLM_MODEL: 'test-model', LLM_API_KEY: 'sk-test', LLM_TIMEOUT_MS: '5000' };

/** A bare app: config, optionally a stand-in engine registry and metrics registry, then the plugin. */
async function bareApp(
  env: Record<string, string>,
  extras: { engines?: EngineRegistry; metrics?: Registry } = {},
) {
  const app = Fastify({ logger: false });
  apps.push(app);
  await app.register(configPlugin, { config: testConfig(env) });
  if (extras.engines) app.decorate('engines', extras.engines);
  if (extras.metrics) app.decorate('metrics', extras.metrics);
  await app.register(llm);
  await app.ready();
  return app;
}

function stubRegistry() {
  const calls: string[] = [];
  const inProcess = createEngine();
  const builtin: Engine = {
    name: 'builtin',
    multilingual: false,
    async rewrite(segment, options) {
      calls.push(segment);
      return inProcess.rewrite(segment, options);
    },
  };
  const engines = new Map<string, Engine>([['builtin', builtin]]);
  const registry: EngineRegistry = {
    defaultName: 'builtin',
    get: (name) => engines.get(name ?? 'builtin'),
    register: (engine) => void engines.set(engine.name, engine),
    names: () => [...engines.keys()],
  };
  return { registry, calls };
}

describe('llm plugin', () => {
  it('is absent when LLM_BASE_URL or LLM_MODEL is unset', async () => {
    const { registry } = stubRegistry();
    const app = await bareApp({ LLM_MODEL: 'test-model' }, { engines: registry });
    expect(app.llm).toBeUndefined();
    expect(registry.names()).toEqual(['builtin']);
  });

  it('registers the LLM engine as multilingual, makes it the default when asked, and falls back to the pool', async () => {
    const { registry, calls } = stubRegistry();
    const app = await bareApp(
      { ...LLM_ENV, LLM_BASE_URL: fake.url, REWRITE_DEFAULT_ENGINE: 'llm' },
      { engines: registry },
    );
    const engine = registry.get('llm');
    expect(engine).toBe(app.llm?.engine);
    expect(engine?.multilingual).toBe(true);
    expect(registry.defaultName).toBe('llm');

    fake.handler = serve(true);
    const text = 'The team found 42 faults in the first review of the system.';
    const options = { mode: 'standard', strength: 'medium', keep: [], variant: 'us', seed: 0 } as const;
    const result = await (engine as Engine).rewrite(text, options);
    expect(calls).toEqual([text]);
    expect(result.summary).toMatchObject({ engine: 'llm', llmFallbackSegments: 1 });
    expect(fake.requests.every((r) => r.headers.authorization === 'Bearer sk-test')).toBe(true);
  });

  it('keeps the built-in default unless REWRITE_DEFAULT_ENGINE=llm', async () => {
    const { registry } = stubRegistry();
    await bareApp({ ...LLM_ENV, LLM_BASE_URL: fake.url }, { engines: registry });
    expect(registry.names()).toEqual(['builtin', 'llm']);
    expect(registry.defaultName).toBe('builtin');
  });

  it('rewrites in process when the app has no engine pool', async () => {
    const app = await bareApp({ ...LLM_ENV, LLM_BASE_URL: fake.url });
    const result = await app.llm?.engine.rewrite('We kept 12 of the 20 samples for the final analysis.');
    expect(result?.text).toBe('We kept 12 of the 20 samples for the final analysis.');
    expect(result?.summary.llmFallbackSegments).toBe(0);
  });

  it('records latency, failures and fallbacks on app.metrics', async () => {
    const metrics = new Registry();
    const app = await bareApp({ ...LLM_ENV, LLM_BASE_URL: fake.url }, { metrics });
    fake.handler = serve(true);
    await app.llm?.engine.rewrite('The team found 42 faults in the first review of the system.');
    const text = await metrics.metrics();
    expect(text).toMatch(/wordwright_llm_request_duration_seconds_count\{outcome="ok"\} 2/u);
    expect(text).toMatch(/wordwright_llm_failures_total\{reason="check_protected"\} 2/u);
    expect(text).toMatch(/wordwright_llm_fallback_segments_total 1/u);
  });

  it('reports health from the model list without spending tokens', async () => {
    const app = await bareApp({ ...LLM_ENV, LLM_BASE_URL: fake.url });
    expect(await app.llm?.health()).toMatchObject({
      ok: true,
      model: 'test-model',
      modelListed: true,
      status: 200,
    });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/models']);
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-test');

    const down = await bareApp({ ...LLM_ENV, LLM_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(await down.llm?.health()).toMatchObject({ ok: false, model: 'test-model' });
  });

  it('is wired into the application', async () => {
    const context = await createTestContext({ ...LLM_ENV, LLM_BASE_URL: fake.url });
    try {
      expect(context.app.llm?.client.url).toBe(`${fake.url}/chat/completions`);
    } finally {
      await context.close();
    }
  });
});
