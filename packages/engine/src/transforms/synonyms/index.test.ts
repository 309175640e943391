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
  { word: 'select', pos: 'VERB', synonyms: ['choose'] },
  { word: 'accumulate', pos: 'VERB', synonyms: ['build up'] },
  { word: 'incorporate', pos: 'VERB', synonyms: ['include'], notLater: ['into'] },
  { word: 'modify', pos: 'VERB', synonyms: ['change'], notEarlier: ['crispr'] },
  { word: 'holistic', pos: 'ADJ', synonyms: ['overall'] },
  { word: 'comprehensive', pos: 'ADJ', synonyms: ['full'] },
  { word: 'initially', pos: 'ADV', synonyms: ['at first'] },
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
    [
      'a participle after an auxiliary',
      'Two players were selected in the draft.',
      'standard',
      'Two players were chosen in the draft.',
    ],
    [
      'a past tense after a pronoun',
      'Yesterday they selected a card.',
      'standard',
      'Yesterday they chose a card.',
    ],
    [
      'past or participle unclear: left',
      'Two players selected in the draft left.',
      'standard',
      'Two players selected in the draft left.',
    ],
    [
      'a participle used as an adjective',
      'Older people have the benefit of accumulated wisdom.',
      'standard',
      'Older people have the benefit of accumulated wisdom.',
    ],
    [
      'a participle after a determiner',
      'Click the selected option.',
      'standard',
      'Click the selected option.',
    ],
    [
      'honours notLater',
      'We incorporate new data into the model.',
      'standard',
      'We incorporate new data into the model.',
    ],
    ['notLater absent: swapped', 'We incorporate new data.', 'standard', 'We include new data.'],
    [
      'honours notEarlier',
      'Researchers use CRISPR to fight malaria by modifying insects.',
      'standard',
      'Researchers use CRISPR to fight malaria by modifying insects.',
    ],
    ['notEarlier absent: swapped', 'They modify the plan.', 'standard', 'They change the plan.'],
    [
      'no "more" before an ungradable word',
      'It needs a more holistic view.',
      'standard',
      'It needs a more holistic view.',
    ],
    [
      'no "more" before a one-syllable word',
      'It needs a more comprehensive view.',
      'standard',
      'It needs a more comprehensive view.',
    ],
    [
      'no phrase inside a noun phrase',
      'He met an initially hostile crowd.',
      'standard',
      'He met an initially hostile crowd.',
    ],
    [
      'a phrase as a clause adverb',
      'The crowd was initially hostile.',
      'standard',
      'The crowd was at first hostile.',
    ],
  ])('%s', (_name, input, mode, expected) => {
    expect(run(input, mode as RewriteMode)).toBe(expected);
  });
});
