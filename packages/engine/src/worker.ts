import { createEngine, type Engine, type RewriteResult } from './index.js';
import type { RewriteOptions } from './options.js';

export interface WorkerTask {
  text: string;
  options?: Partial<RewriteOptions>;
}

let engine: Engine | undefined;

/** Entry point for a piscina pool: one engine (and one model load) per worker thread. */
export default function rewriteTask({ text, options }: WorkerTask): RewriteResult {
  engine ??= createEngine();
  return engine.rewrite(text, options);
}
