import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface RewriteMetrics {
  requests: Counter<'route' | 'outcome'>;
  wordsCharged: Counter;
  wordsRefunded: Counter;
  engineSeconds: Histogram<'engine'>;
  jobs: Counter<'kind' | 'event'>;
  segments: Counter<'outcome'>;
}

const byRegistry = new WeakMap<Registry, RewriteMetrics>();
const fallback = new Registry();

/** The rewrite service's metrics, created once per registry (app.metrics, from the health feature). */
export function rewriteMetrics(app: FastifyInstance): RewriteMetrics {
  const registry = app.metrics ?? fallback;
  const existing = byRegistry.get(registry);
  if (existing) return existing;
  const registers = [registry];
  const metrics: RewriteMetrics = {
    requests: new Counter({
      name: 'wordwright_rewrite_requests_total',
      help: 'Rewrite requests by route and outcome',
      labelNames: ['route', 'outcome'],
      registers,
    }),
    wordsCharged: new Counter({
      name: 'wordwright_credits_charged_words_total',
      help: 'Words debited for rewrites',
      registers,
    }),
    wordsRefunded: new Counter({
      name: 'wordwright_credits_refunded_words_total',
      help: 'Words refunded for failed or cancelled jobs',
      registers,
    }),
    engineSeconds: new Histogram({
      name: 'wordwright_engine_seconds',
      help: 'Engine time per segment',
      labelNames: ['engine'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    jobs: new Counter({
      name: 'wordwright_jobs_total',
      help: 'Jobs created and finished, by kind and event',
      labelNames: ['kind', 'event'],
      registers,
    }),
    segments: new Counter({
      name: 'wordwright_segments_total',
      help: 'Segments processed, by outcome',
      labelNames: ['outcome'],
      registers,
    }),
  };
  new Gauge({
    name: 'wordwright_queue_depth',
    help: 'Segments waiting in the queue',
    registers,
    async collect() {
      try {
        this.set(await app.jobQueue.depth());
      } catch {
        // A scrape while Redis is away reports the last value rather than failing the whole scrape.
      }
    },
  });
  byRegistry.set(registry, metrics);
  return metrics;
}
