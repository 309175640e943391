import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedWords, splitSentences, syllables, textStats } from './index.js';

/** Textbook longest common subsequence over whitespace words, for comparison. */
function lcsChanged(before: string, after: string): number {
  const a = before.split(/\s+/u).filter(Boolean);
  const b = after.split(/\s+/u).filter(Boolean);
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      (table[i] as number[])[j] =
        a[i - 1] === b[j - 1]
          ? ((table[i - 1] as number[])[j - 1] as number) + 1
          : Math.max((table[i - 1] as number[])[j] as number, (table[i] as number[])[j - 1] as number);
  return a.length - ((table[a.length] as number[])[b.length] as number);
}

describe('changedWords', () => {
  it.each([
    ['The plan worked.', 'The plan worked.', 0],
    ['', 'Anything new.', 0],
    // Words compare exactly: 'the' and 'The' differ.
    ['It is clear that the plan worked.', 'The plan worked.', 5],
    ['We use a wide range of tools.', 'We use many tools.', 4],
    ['one two three', 'three two one', 2],
  ])('%j → %j changes %i words', (before, after, changed) => {
    expect(changedWords(before, after)).toBe(changed);
  });

  it('agrees with the full table for any pair of texts', () => {
    const text = fc
      .array(fc.constantFrom('a', 'b', 'c', 'the', 'plan', ' ', '  ', '\n'), { maxLength: 30 })
      .map((parts) => parts.join(' '));
    fc.assert(
      fc.property(text, text, (before, after) => changedWords(before, after) === lcsChanged(before, after)),
    );
  });
});

describe('textStats', () => {
  it('counts words, sentences and their spread', () => {
    const stats = textStats('Dr. Smith came. She left early today.');
    expect(splitSentences('Dr. Smith came. She left early today.')).toEqual([
      'Dr. Smith came.',
      'She left early today.',
    ]);
    expect(stats.words).toBe(7);
    expect(stats.sentences).toBe(2);
    expect(stats.length).toEqual({ mean: 3.5, sd: 0.5 });
  });

  it('is zero for a text without words', () => {
    expect(textStats(' \n ')).toEqual({
      words: 0,
      sentences: 0,
      grade: 0,
      length: { mean: 0, sd: 0 },
      variety: 0,
    });
  });

  it.each([
    ['cat', 1],
    ['table', 2],
    ['readability', 5],
  ])('counts the syllables of %s as %i', (word, count) => {
    expect(syllables(word)).toBe(count);
  });
});
