import type { RewriteOptions, RewriteResult, Summary } from '@wordwright/engine';

/**
 * The built-in engine, as the language-model engine's fallback for a segment whose model rewrite fails the
 * checks: the engine pool's 'builtin' engine in the app, an in-process engine otherwise.
 */
export type FallbackRewrite = (text: string, options: RewriteOptions) => Promise<RewriteResult>;

export interface LlmSummary extends Summary {
  /** Open like the engine pool's EngineSummary, which every engine's summary must satisfy. */
  [extra: string]: unknown;
  engine: 'llm';
  /** The model that wrote the rewrite. */
  model: string;
  /** Segments whose model rewrite failed the checks twice and were rewritten by the built-in engine instead. */
  llmFallbackSegments: number;
  /** Segments the text was split into for the model. */
  llmSegments: number;
}

export interface LlmRewriteResult extends RewriteResult {
  summary: LlmSummary;
}
