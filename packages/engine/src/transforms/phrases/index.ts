import type { IrregularTable } from '../../inflect/index.js';
import type { PhraseEntry } from '../../lexicon/types.js';
import { createLexiconTransform } from '../shared/lexicon-transform.js';
import type { Transform } from '../types.js';
import { PHRASE_REASONS } from './data.js';

export const PHRASES_ID = 'phrases';

export interface PhrasesOptions {
  entries: readonly PhraseEntry[];
  irregular: IrregularTable;
  /** Entry ids to skip. */
  ignore?: readonly string[];
}

/** Overused LLM phrasing and wordy phrases replaced by plain words, inflected like the original. */
export function createPhrases(options: PhrasesOptions): Transform {
  return createLexiconTransform({ id: PHRASES_ID, reasons: PHRASE_REASONS, ...options });
}
