import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import health from './features/health/index.js';
import jobRunner from './features/jobs/runner.js';
import enginePool from './plugins/app/engine-pool.js';
import ledger from './plugins/app/ledger.js';
import llm from './plugins/app/llm/index.js';
import jobQueue from './plugins/app/queue.js';
import configPlugin from './plugins/external/config.js';
import database from './plugins/external/database.js';
import errors from './plugins/external/errors.js';
import redis from './plugins/external/redis.js';

export interface WorkerOptions {
  config: Config;
  database?: Database;
  logger?: FastifyServerOptions['logger'];
}

/**
 * `--role=worker`: consumes rewrite segments from the queue with the engine pool and answers only /healthz,
 * /readyz and /metrics on PORT. No user-facing routes, so it can run anywhere next to PostgreSQL and Redis.
 */
export async function buildWorker(options: WorkerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? { level: options.config.LOG_LEVEL } });
  await app.register(configPlugin, { config: options.config });
  await app.register(errors);
  await app.register(redis);
  await app.register(database, { database: options.database });
  await app.register(ledger);
  await app.register(enginePool, { warm: true });
  await app.register(jobQueue);
  await app.register(llm);
  await app.register(health);
  await app.register(jobRunner, { consume: true });
  return app;
}
