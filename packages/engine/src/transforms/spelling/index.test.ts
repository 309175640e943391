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
});
const run = (text: string, variant: 'us' | 'uk') => rewriteWith([spelling], text, { variant }).text;

describe('spelling', () => {
  it.each([
    ['US to UK', 'We analyze color.', 'uk', 'We analyse colour.'],
    ['UK to US', 'We analyse colour.', 'us', 'We analyze color.'],
    ['keeps the capital', 'Color matters.', 'uk', 'Colour matters.'],
    ['skips ambiguous words', 'The program ran.', 'uk', 'The program ran.'],
    ['leaves names alone', 'She joined Color Labs.', 'uk', 'She joined Color Labs.'],
  ])('%s', (_name, input, variant, expected) => {
    expect(run(input, variant as 'us' | 'uk')).toBe(expected);
  });
});
