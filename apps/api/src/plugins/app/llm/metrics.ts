import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry } from 'prom-client';

export interface LlmMetrics {
  /** Each HTTP attempt to the model server, by outcome ('ok' or the failure reason). */
  requestSeconds: Histogram<'outcome'>;
  /** Failed attempts (timeout, network, rate_limited, server_error, …) and rejected answers (check_<guard>). */
  failures: Counter<'reason'>;
  /** Segments handed to the built-in engine after the model's rewrite failed the checks twice. */
  fallbacks: Counter;
}

const byRegistry = new WeakMap<Registry, LlmMetrics>();
const detached = new Registry();

/** The LLM metrics, created once per registry: app.metrics when the app exposes one, a detached one otherwise. */
export function llmMetrics(app: FastifyInstance): LlmMetrics {
  const registry = (app.hasDecorator('metrics') && app.metrics) || detached;
  const existing = byRegistry.get(registry);
  if (existing) return existing;
  const registers = [registry];
  const metrics: LlmMetrics = {
    requestSeconds: new Histogram({
      name: 'wordwright_llm_request_duration_seconds',
      help: 'Language-model request latency per attempt, by outcome',
      labelNames: ['outcome'],
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120],
      registers,
    }),
    failures: new Counter({
      name: 'wordwright_llm_failures_total',
      help: 'Language-model failures: failed requests by reason, rejected answers by check_<guard>',
      labelNames: ['reason'],
      registers,
    }),
    fallbacks: new Counter({
      name: 'wordwright_llm_fallback_segments_total',
      help: 'Segments rewritten by the built-in engine because the model rewrite failed the checks twice',
      registers,
    }),
  };
  byRegistry.set(registry, metrics);
  return metrics;
}
