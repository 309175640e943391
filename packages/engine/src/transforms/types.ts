import type { Token } from '../nlp.js';
import type { RewriteOptions } from '../options.js';
import type { BlockKind } from '../parse/index.js';
import type { Rng } from '../rng.js';
import type { Draft } from '../text/draft.js';
import type { Word } from './shared/text.js';

/** One unit (sentence) as a transform sees it. */
export interface UnitContext {
  readonly draft: Draft;
  /** Index of the unit's block; units of one block share it. */
  readonly block: number;
  readonly kind: BlockKind;
  /** True for the first unit of its paragraph or list item. */
  readonly first: boolean;
  /** True when a label ('A: ', '**Note:** ') opens the unit's line: the text before it is not plain space. */
  readonly afterLabel: boolean;
  /** Tokens (POS, lemma) of the draft's current text, tagged on demand and cached until the text changes. */
  tokens(): Token[];
  /** Words and punctuation of the draft's current text (see shared/text.ts), cached until the text changes. */
  words(): readonly Word[];
  /**
   * Ties this unit's edits to another unit's: the guards then judge both (and anything already tied to
   * either) as one passage, and restore them together. Needed by edits that span sentences — a join leaves
   * the first unit without its full stop, a dropped sentence leaves its unit empty.
   */
  link(other: UnitContext): void;
}

export interface TransformEnv {
  readonly options: RewriteOptions;
  /** This transform's own stream, derived from (seed, transform id). */
  readonly rng: Rng;
}

/** A rewrite step. Transforms run in the fixed order registered in pipeline/. */
export interface Transform {
  readonly id: string;
  run(units: readonly UnitContext[], env: TransformEnv): void;
}
