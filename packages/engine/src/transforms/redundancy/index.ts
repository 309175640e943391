import type { IrregularTable } from '../../inflect/index.js';
import type { PhraseEntry } from '../../lexicon/types.js';
import type { Reason } from '../../text/draft.js';
import { createLexiconTransform } from '../shared/lexicon-transform.js';
import type { Transform } from '../types.js';

export const REDUNDANCY_ID = 'redundancy';

const REASON: Reason = Object.freeze({
  en: 'Redundant words cut; the meaning is already there.',
  zh: '删去重复多余的词，意思已经完整。',
});

export interface RedundancyOptions {
  entries: readonly PhraseEntry[];
  irregular: IrregularTable;
  ignore?: readonly string[];
}

/** 'past history' → 'history', 'end result' → 'result', 'in order to' → 'to'. */
export function createRedundancy(options: RedundancyOptions): Transform {
  return createLexiconTransform({ id: REDUNDANCY_ID, reasons: REASON, ...options });
}
