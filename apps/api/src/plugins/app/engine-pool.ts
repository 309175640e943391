import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { EnglishVariant, RewriteMode, RewriteStrength } from '@wordwright/contracts';
import type { Edit, RewriteResult, Summary } from '@wordwright/engine';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Piscina } from 'piscina';
import { serviceUnavailable } from '../../errors.js';

/** The engine's options as the API passes them (already validated by the route schemas). */
export interface EngineOptions {
  mode: RewriteMode;
  strength: RewriteStrength;
  keep: string[];
  variant: EnglishVariant;
  seed: number;
}

/** Every engine returns the built-in engine's result shape: text, safe HTML, edits and a summary. */
export type EngineResult = RewriteResult;
export type EngineEdit = Edit;
export type EngineSummary = Summary;

/** The seam for engines: the built-in one (worker pool) and, when configured, an LLM adapter. */
export interface Engine {
  readonly name: string;
  /** True when the engine rewrites languages other than English. */
  readonly multilingual: boolean;
  rewrite(segment: string, options: EngineOptions): Promise<EngineResult>;
}

export interface EngineRegistry {
  /** Name of the engine used when a request names none. */
  defaultName: string;
  get(name?: string): Engine | undefined;
  register(engine: Engine): void;
  names(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    engines: EngineRegistry;
  }
}

export const BUILTIN_ENGINE = 'builtin';
const WARM_OPTIONS: EngineOptions = {
  mode: 'standard',
  strength: 'medium',
  keep: [],
  variant: 'us',
  seed: 0,
};
/**
 * Engine threads run this much nicer than the event loop (Linux renices each worker thread on its own): on a
 * small machine a burst of rewrites then slows other rewrites, not sign-ins and profile reads.
 */
const ENGINE_NICE_INCREMENT = 10;
/** A segment that takes longer than this is aborted (its worker thread is replaced) and retried. */
const SEGMENT_TIMEOUT_MS = 60_000;

/** The built-in engine's worker file: ENGINE_WORKER_FILE when set, else '@wordwright/engine/worker'. */
export function resolveEngineWorker(override?: string): string {
  if (override) return resolve(override);
  try {
    return fileURLToPath(import.meta.resolve('@wordwright/engine/worker'));
  } catch {
    // Test runners that rewrite import.meta fall back to Node's own resolver, which reads the same exports map.
    return createRequire(import.meta.url).resolve('@wordwright/engine/worker');
  }
}

/**
 * The built-in engine runs in a piscina worker-thread pool so the event loop never runs it. The pool starts
 * on first use (API processes that only enqueue never load the engine) and closes with the app.
 */
export default fp(
  async function enginePool(app: FastifyInstance, options: { warm?: boolean }) {
    const threads = engineThreads(app.config);
    let pool: Piscina | undefined;

    function getPool(): Piscina {
      if (pool) return pool;
      let file: string;
      try {
        file = resolveEngineWorker(app.config.ENGINE_WORKER_FILE);
      } catch (error) {
        app.log.error({ err: error }, 'rewrite engine worker not found (is packages/engine built?)');
        throw serviceUnavailable('The rewrite engine is not available right now, please retry shortly');
      }
      pool = new Piscina({
        filename: pathToFileURL(file).href,
        minThreads: threads,
        maxThreads: threads,
        idleTimeout: 60_000,
        niceIncrement: ENGINE_NICE_INCREMENT,
      });
      return pool;
    }

    const builtin: Engine = {
      name: BUILTIN_ENGINE,
      multilingual: false,
      rewrite: (segment, options) =>
        getPool().run({ text: segment, options }, { signal: AbortSignal.timeout(SEGMENT_TIMEOUT_MS) }),
    };

    const engines = new Map<string, Engine>([[builtin.name, builtin]]);
    app.decorate('engines', {
      defaultName: BUILTIN_ENGINE,
      get: (name?: string) => engines.get(name ?? BUILTIN_ENGINE),
      register: (engine: Engine) => {
        engines.set(engine.name, engine);
      },
      names: () => [...engines.keys()],
    } satisfies EngineRegistry);

    app.addHook('onClose', async () => {
      await pool?.close({ force: true });
    });

    // Outside tests, each thread loads its model and warms its JIT at start-up, not on a user's request.
    if (app.config.NODE_ENV !== 'test' && options.warm) {
      app.addHook('onReady', async () => {
        const sample =
          'It is important to note that this short paragraph plays a pivotal role in warming up. '.repeat(20);
        Promise.all(
          Array.from({ length: threads * 4 }, (_, seed) =>
            builtin.rewrite(sample, { ...WARM_OPTIONS, seed }),
          ),
        ).catch((error) =>
          // A pool closed before its warm-up ended (a quick restart) aborts the tasks; nothing failed.
          error instanceof Error && error.name === 'AbortError'
            ? app.log.debug({ err: error }, 'engine warm-up interrupted by shutdown')
            : app.log.warn({ err: error }, 'engine warm-up failed'),
        );
      });
    }
  },
  { name: 'engine-pool', dependencies: ['config'] },
);

/** Threads the pool runs (ENGINE_THREADS, 0 = one per core). */
export function engineThreads(config: { ENGINE_THREADS: number }): number {
  return config.ENGINE_THREADS || availableParallelism();
}
