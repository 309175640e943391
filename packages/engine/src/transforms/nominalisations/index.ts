import type { IrregularTable } from '../../inflect/index.js';
import type { PhraseEntry } from '../../lexicon/types.js';
import type { Reason } from '../../text/draft.js';
import { createLexiconTransform } from '../shared/lexicon-transform.js';
import type { Transform } from '../types.js';

export const NOMINALISATIONS_ID = 'nominalisations';

const REASON: Reason = Object.freeze({
  en: 'A noun phrase turned back into the verb it hides.',
  zh: '把名词化短语还原为动词，更直接。',
});

export interface NominalisationsOptions {
  entries: readonly PhraseEntry[];
  irregular: IrregularTable;
  ignore?: readonly string[];
}

/** 'make a decision' → 'decide', 'conduct an analysis of' → 'analyse'. */
export function createNominalisations(options: NominalisationsOptions): Transform {
  return createLexiconTransform({ id: NOMINALISATIONS_ID, reasons: REASON, ...options });
}
