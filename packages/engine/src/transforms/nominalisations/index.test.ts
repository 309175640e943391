import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../../index.js';
import { IRREGULAR, NOMINALISATION_TABLE } from '../../pipeline/data.js';
import { createNominalisations } from './index.js';

const nominalisations = createNominalisations({ entries: NOMINALISATION_TABLE, irregular: IRREGULAR });
const run = (text: string) => rewriteWith([nominalisations], text).text;

describe('nominalisations', () => {
  it.each([
    ['the past tense carries over', 'The board made a decision on Friday.', 'The board decided on Friday.'],
    [
      'the participle carries over',
      'They have conducted an analysis of the data.',
      'They have analyzed the data.',
    ],
    [
      "an adverb in the replacement ('careful consideration')",
      'We gave careful consideration to it.',
      'We carefully considered it.',
    ],
    [
      "'a better understanding of' keeps its comparison",
      'Students who had a better understanding of the rules scored higher.',
      'Students who better understood the rules scored higher.',
    ],
  ])('turns the noun back into its verb: %s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    ['a decision followed by its relative clause', 'They made a decision that changed everything.'],
    ['a negated decision', 'The committee did not reach a decision.'],
  ])('keeps %s', (_name, input) => {
    expect(run(input)).toBe(input);
  });
});
