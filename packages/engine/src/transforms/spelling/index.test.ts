import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../../index.js';
import { createSpelling } from './index.js';

const spelling = createSpelling({
  pairs: [
    ['color', 'colour'],
    ['analyze', 'analyse'],
    ['organization', 'organisation'],
    ['program', 'programme'],
  ],
  toUsOnly: [['meter', 'metre']],
});
const run = (text: string, variant: 'us' | 'uk') => rewriteWith([spelling], text, { variant }).text;

describe('spelling', () => {
  it.each([
    ['US to UK', 'We analyze color.', 'uk', 'We analyse colour.'],
    ['UK to US', 'We analyse colour.', 'us', 'We analyze color.'],
    ['keeps the capital', 'Color matters.', 'uk', 'Colour matters.'],
    ['skips ambiguous words', 'The program ran.', 'uk', 'The program ran.'],
    ['leaves names alone', 'She joined Color Labs.', 'uk', 'She joined Color Labs.'],
    ['turns a British-only form into US spelling', 'It is a metre wide.', 'us', 'It is a meter wide.'],
    ['never turns the US form British', 'Read the gas meter.', 'uk', 'Read the gas meter.'],
    ['spells the word before a possessive', "The organisation's data.", 'us', "The organization's data."],
    ['any -isation noun', 'Pedestrianisation helped.', 'us', 'Pedestrianization helped.'],
    [
      'an -ise verb the table lacks',
      'We anonymised and prioritised it.',
      'us',
      'We anonymized and prioritized it.',
    ],
    [
      "'-ise' words that are '-ise' in US spelling too",
      'We advised, surprised, exercised, promised, revised and supervised it; otherwise, mayonnaise.',
      'us',
      'We advised, surprised, exercised, promised, revised and supervised it; otherwise, mayonnaise.',
    ],
    ['no -ize fallback towards UK', 'We prioritized it.', 'uk', 'We prioritized it.'],
    ["keeps 'towards', which is American too", 'We moved towards launch.', 'us', 'We moved towards launch.'],
  ])('%s', (_name, input, variant, expected) => {
    expect(run(input, variant as 'us' | 'uk')).toBe(expected);
  });
});
