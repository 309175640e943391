import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/**
 * Liveness, readiness (the database answers) and Prometheus metrics. Wrapped with fastify-plugin so that
 * app.metrics reaches every other feature (they register their own metrics on it).
 */
async function health(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  app.decorate('metrics', registry);

  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'Liveness: the process is up' }, config: { rateLimit: false } },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      schema: { tags: ['health'], summary: 'Readiness: the database (and Redis when configured) answer' },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const checks: Record<string, 'ok' | 'down'> = {};
      try {
        await app.database.query('SELECT 1');
        checks.database = 'ok';
      } catch {
        checks.database = 'down';
      }
      if (app.redis) {
        try {
          await app.redis.ping();
          checks.redis = 'ok';
        } catch {
          checks.redis = 'down';
        }
      }
      const ready = Object.values(checks).every((value) => value === 'ok');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
    },
  );

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['health'],
        summary: 'Prometheus metrics',
        description: 'Process, HTTP, queue and engine metrics in the Prometheus text exposition format.',
        produces: ['text/plain'],
        response: {
          200: {
            description: 'Prometheus text format (version 0.0.4)',
            content: { 'text/plain': { schema: { type: 'string' } } },
          },
        },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    },
  );
}

export default fp(health, { name: 'health' });
