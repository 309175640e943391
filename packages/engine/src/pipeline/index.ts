import type { RewriteMode, RewriteStrength } from '@wordwright/contracts';
import { UK_TO_US_ONLY } from '../lexicon/spelling.js';
import { atLeast, type RewriteOptions } from '../options.js';
import { createArticles } from '../transforms/articles/index.js';
import { createClauses } from '../transforms/clauses/index.js';
import { createConnectors } from '../transforms/connectors/index.js';
import { createContractions } from '../transforms/contractions/index.js';
import { createDashes } from '../transforms/dashes/index.js';
import { createFiller } from '../transforms/filler/index.js';
import { createJoin } from '../transforms/join/index.js';
import { createNominalisations } from '../transforms/nominalisations/index.js';
import { createPhrases } from '../transforms/phrases/index.js';
import { createRedundancy } from '../transforms/redundancy/index.js';
import { createReorder } from '../transforms/reorder/index.js';
import { createRestructure } from '../transforms/restructure/index.js';
import { createSpelling } from '../transforms/spelling/index.js';
import { createSplit } from '../transforms/split/index.js';
import { createSynonyms } from '../transforms/synonyms/index.js';
import type { Transform } from '../transforms/types.js';
import { createVoice } from '../transforms/voice/index.js';
import {
  IRREGULAR,
  NOMINALISATION_TABLE,
  PHRASE_IGNORE,
  PHRASE_TABLE,
  PLAIN_SWAP_TABLE,
  REDUNDANCY_TABLE,
  SPELLING_PAIRS,
  SYNONYM_IGNORE,
  SYNONYM_TABLE,
} from './data.js';

interface Registration {
  transform: Transform;
  /** Whether the transform runs for these options. */
  when(mode: RewriteMode, strength: RewriteStrength): boolean;
}

const always = () => true;
const medium = (_mode: RewriteMode, strength: RewriteStrength) => atLeast(strength, 'medium');
const strong = (_mode: RewriteMode, strength: RewriteStrength) => strength === 'strong';

/**
 * Every transform, in the order it runs; light runs only the mechanical ones. The order is behaviour: filler
 * and connectors go before phrase replacement (their patterns expect the original wording), sentence
 * structure comes after word choice, and spelling is last so every replacement gets the writer's variant.
 */
const REGISTRY: readonly Registration[] = Object.freeze([
  { transform: createFiller(), when: always },
  { transform: createConnectors(), when: medium },
  {
    transform: createPhrases({
      entries: [...PHRASE_TABLE, ...PLAIN_SWAP_TABLE],
      irregular: IRREGULAR,
      ignore: PHRASE_IGNORE,
    }),
    when: always,
  },
  { transform: createRestructure({ irregular: IRREGULAR }), when: medium },
  { transform: createNominalisations({ entries: NOMINALISATION_TABLE, irregular: IRREGULAR }), when: medium },
  { transform: createClauses({ irregular: IRREGULAR }), when: medium },
  { transform: createVoice({ irregular: IRREGULAR }), when: medium },
  {
    transform: createRedundancy({ entries: REDUNDANCY_TABLE, irregular: IRREGULAR }),
    when: (mode, strength) => mode === 'concise' || strength === 'strong',
  },
  { transform: createContractions(), when: always },
  { transform: createDashes(), when: medium },
  { transform: createSplit({ irregular: IRREGULAR }), when: medium },
  { transform: createJoin(), when: medium },
  { transform: createReorder(), when: medium },
  {
    transform: createSynonyms({ entries: SYNONYM_TABLE, irregular: IRREGULAR, ignore: SYNONYM_IGNORE }),
    when: strong,
  },
  // After every word choice, so it also catches an article an earlier replacement left wrong.
  { transform: createArticles(), when: always },
  { transform: createSpelling({ pairs: SPELLING_PAIRS, toUsOnly: UK_TO_US_ONLY }), when: always },
]);

/** The transforms that run for these options, in order. */
export function pipelineFor(options: RewriteOptions): Transform[] {
  return REGISTRY.filter((r) => r.when(options.mode, options.strength)).map((r) => r.transform);
}

/** Ids of every registered transform, in order. */
export const TRANSFORM_IDS: readonly string[] = Object.freeze(REGISTRY.map((r) => r.transform.id));
