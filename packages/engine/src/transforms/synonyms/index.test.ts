import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../../index.js';
import { CORE_IRREGULAR } from '../../inflect/index.js';
import type { RewriteMode } from '../../options.js';
import { createSynonyms, type SynonymEntry } from './index.js';

/** A fixed table, so the guards are tested apart from the lexicon's choices; rate 1 swaps whenever it can. */
const TABLE: SynonymEntry[] = [
  { word: 'attempt', pos: 'VERB', synonyms: ['try'], notBefore: ['murder'] },
  { word: 'construct', pos: 'VERB', synonyms: ['build'], notAfter: ['socially'] },
  { word: 'physician', pos: 'NOUN', synonyms: ['doctor'], modes: ['casual'] },
];
const synonyms = createSynonyms({ entries: TABLE, irregular: CORE_IRREGULAR, rate: 1 });
const run = (text: string, mode: RewriteMode = 'standard') =>
  rewriteWith([synonyms], text, { mode, strength: 'strong' }).text;

describe('synonyms', () => {
  it.each([
    ['swaps and inflects a verb', 'They constructed a bridge.', 'standard', 'They built a bridge.'],
    ['honours notBefore', 'He attempted murder twice.', 'standard', 'He attempted murder twice.'],
    ['honours notAfter', 'It is socially constructed.', 'standard', 'It is socially constructed.'],
    ['honours the mode list (outside it)', 'See a physician soon.', 'standard', 'See a physician soon.'],
    ['honours the mode list (inside it)', 'See a physician soon.', 'casual', 'See a doctor soon.'],
  ])('%s', (_name, input, mode, expected) => {
    expect(run(input, mode as RewriteMode)).toBe(expected);
  });
});
