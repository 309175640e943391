import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords } from './words.js';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['one', 1],
    ["it's an e-mail from Dr. Smith", 6],
    ['  leading and trailing  ', 3],
    ['para one.\n\npara two.', 4],
  ])('counts %j as %i words', (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });

  it('never counts more words than non-space characters', () => {
    fc.assert(fc.property(fc.string(), (text) => countWords(text) <= text.replace(/\s/gu, '').length));
  });
});
