import { type IrregularTable, withCore } from '../inflect/index.js';
import { IRREGULAR_VERBS } from '../lexicon/irregular.js';
import { NOMINALISATIONS } from '../lexicon/nominalisations.js';
import { PHRASES, PLAIN_SWAPS } from '../lexicon/phrases.js';
import { PROMOTIONAL } from '../lexicon/promotional.js';
import { EVERY_MODE_CUTS, REDUNDANCY } from '../lexicon/redundancy.js';
import { US_UK } from '../lexicon/spelling.js';
import { SYNONYMS } from '../lexicon/synonyms.js';
import type { PhraseEntry } from '../lexicon/types.js';
import { WORDY } from '../lexicon/wordy.js';
import { atLeast } from '../options.js';
import type { SynonymEntry } from '../transforms/synonyms/index.js';

/** The word lists the default pipeline reads (lexicon/), adapted to the shapes the transforms take. */
/** Formulaic LLM phrasing: what the phrases transform replaces and what the eval's phrase density counts. */
export const PHRASE_TABLE: readonly PhraseEntry[] = [...PHRASES, ...PROMOTIONAL];
const everyModeCuts = new Set(EVERY_MODE_CUTS);
/**
 * Plain-language register swaps, run by the phrases transform with PHRASE_TABLE but not counted as formulaic;
 * with them, the redundancy cuts that suit every mode, from medium on (light stays mechanical).
 */
export const PLAIN_SWAP_TABLE: readonly PhraseEntry[] = [
  ...PLAIN_SWAPS,
  ...WORDY,
  ...REDUNDANCY.filter((entry) => everyModeCuts.has(entry.id)).map((entry) =>
    atLeast(entry.minStrength, 'medium') ? entry : { ...entry, minStrength: 'medium' as const },
  ),
];
export const NOMINALISATION_TABLE: readonly PhraseEntry[] = NOMINALISATIONS;
export const REDUNDANCY_TABLE: readonly PhraseEntry[] = REDUNDANCY;
export const SPELLING_PAIRS: readonly (readonly [string, string])[] = US_UK;
const POS_TAG = { verb: 'VERB', noun: 'NOUN', adj: 'ADJ', adv: 'ADV' } as const;
export const SYNONYM_TABLE: readonly SynonymEntry[] = SYNONYMS.map((entry) => ({
  ...entry,
  pos: POS_TAG[entry.pos],
}));
export const IRREGULAR: IrregularTable = withCore(
  Object.entries(IRREGULAR_VERBS).map(([base, { past, participle }]) => [base, [past, participle]] as const),
);

/**
 * Lexicon entries the default pipeline skips, with why: found by reading eval pairs, where the swap read worse
 * than the original in context.
 */
export const PHRASE_IGNORE: readonly string[] = [
  // 'makes sure' needs an agent; 'which ensures that the image …' reads worse with it.
  'ensure-that',
  // 'Going forward, I am eager to …' means 'in future', not 'from now on'.
  'going-forward',
];

/**
 * Synonym entries skipped, found by reading eval pairs: each word is mostly a term or a fixed collocation in
 * the corpus ('primary care', 'initial conditions', 'training objective'), or its swap reads stilted
 * ('individuals' → 'persons').
 */
export const SYNONYM_IGNORE: readonly string[] = ['primary', 'initial', 'objective', 'individual'];
