import type { RewriteResult } from '@wordwright/engine';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BUILTIN_ENGINE } from '../engine-pool.js';
import { LlmClient } from './client.js';
import { inProcessFallback, LlmEngine } from './engine.js';
import { llmMetrics } from './metrics.js';
import type { FallbackRewrite } from './types.js';

export interface LlmHealth {
  ok: boolean;
  model: string;
  /** Whether the server's model list names LLM_MODEL (undefined when it sent no list). */
  modelListed?: boolean;
  status?: number;
  latencyMs: number;
  error?: string;
}

export interface LlmService {
  engine: LlmEngine;
  client: LlmClient;
  /** Asks the server for its model list (no tokens spent); never throws. */
  health(): Promise<LlmHealth>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The language-model engine; undefined unless LLM_BASE_URL and LLM_MODEL are set. */
    llm: LlmService | undefined;
  }
}

const HEALTH_TIMEOUT_MS = 5000;

/**
 * The language-model engine behind an OpenAI-compatible API. When configured, it is registered in the engine
 * registry as 'llm' (multilingual, so non-English text goes to it) and, with REWRITE_DEFAULT_ENGINE=llm, made
 * the default. Its fallback for segments that fail the checks is the registry's built-in engine.
 */
export default fp(
  async function llm(app: FastifyInstance) {
    const config = app.config;
    if (!config.LLM_BASE_URL || !config.LLM_MODEL) {
      if (config.REWRITE_DEFAULT_ENGINE === 'llm') {
        app.log.warn(
          'REWRITE_DEFAULT_ENGINE=llm but LLM_BASE_URL or LLM_MODEL is not set; using the built-in engine',
        );
      }
      app.decorate('llm', undefined);
      return;
    }

    const client = new LlmClient({
      baseUrl: config.LLM_BASE_URL,
      model: config.LLM_MODEL,
      apiKey: config.LLM_API_KEY || undefined,
      timeoutMs: config.LLM_TIMEOUT_MS,
      concurrency: config.LLM_CONCURRENCY,
      stream: config.LLM_STREAM,
      onAttempt(event) {
        const metrics = llmMetrics(app);
        metrics.requestSeconds.observe({ outcome: event.outcome }, event.durationMs / 1000);
        if (event.outcome !== 'ok') {
          metrics.failures.inc({ reason: event.outcome });
          app.log.warn({ reason: event.outcome, status: event.status }, 'language-model request failed');
        }
      },
    });

    // In-process only when the app has no engine pool (a test app); the pool keeps the event loop free.
    let inProcess: FallbackRewrite | undefined;
    const fallback: FallbackRewrite = async (text, options) => {
      const builtin = app.hasDecorator('engines') ? app.engines.get(BUILTIN_ENGINE) : undefined;
      if (builtin) {
        // The pool's worker runs the engine's own rewrite, so its result is the engine's full RewriteResult.
        const result = await builtin.rewrite(text, { ...options, keep: [...options.keep] });
        return result as unknown as RewriteResult;
      }
      inProcess ??= inProcessFallback();
      return inProcess(text, options);
    };

    const engine = new LlmEngine({
      client,
      fallback,
      onRejected(failures) {
        const metrics = llmMetrics(app);
        for (const failure of failures) metrics.failures.inc({ reason: `check_${failure}` });
      },
      onFallback() {
        llmMetrics(app).fallbacks.inc();
        app.log.info(
          'language-model rewrite failed the checks twice; segment rewritten by the built-in engine',
        );
      },
    });

    const modelsUrl = client.url.replace(/\/chat\/completions(?=$|\?)/u, '/models');
    async function health(): Promise<LlmHealth> {
      const started = performance.now();
      const latency = () => Math.round(performance.now() - started);
      try {
        const response = await fetch(modelsUrl, {
          headers: config.LLM_API_KEY ? { authorization: `Bearer ${config.LLM_API_KEY}` } : {},
          signal: AbortSignal.timeout(Math.min(HEALTH_TIMEOUT_MS, config.LLM_TIMEOUT_MS)),
        });
        const body = (await response.json().catch(() => null)) as { data?: { id?: unknown }[] } | null;
        const ids = Array.isArray(body?.data) ? body.data.map((model) => model?.id) : undefined;
        return {
          ok: response.ok,
          model: client.model,
          modelListed: ids?.includes(client.model),
          status: response.status,
          latencyMs: latency(),
        };
      } catch (error) {
        return { ok: false, model: client.model, latencyMs: latency(), error: (error as Error).message };
      }
    }

    app.decorate('llm', { engine, client, health });

    // Register with the engine pool now if it is already up, else once every plugin has loaded.
    const attach = (): boolean => {
      if (!app.hasDecorator('engines')) return false;
      app.engines.register(engine);
      if (config.REWRITE_DEFAULT_ENGINE === 'llm') app.engines.defaultName = engine.name;
      return true;
    };
    if (!attach()) {
      app.addHook('onReady', async () => {
        if (!attach())
          app.log.warn('no engine registry; the language-model engine is only reachable as app.llm');
      });
    }
    app.log.info({ url: client.url, model: client.model }, 'language-model engine configured');
  },
  { name: 'llm', dependencies: ['config'] },
);
