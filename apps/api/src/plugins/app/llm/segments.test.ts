import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paragraphCount, segmentSize, segmentText } from './segments.js';

const texts = (text: string, max?: number) =>
  segmentText(text, max).map(({ start, end }) => text.slice(start, end));

/** Segments in order, not overlapping, trimmed, with only whitespace between and around them. */
function expectTiling(text: string, max: number) {
  const segments = segmentText(text, max);
  let at = 0;
  for (const { start, end } of segments) {
    expect(start).toBeGreaterThanOrEqual(at);
    expect(text.slice(at, start).trim()).toBe('');
    expect(end).toBeGreaterThan(start);
    expect(text.slice(start, end)).toBe(text.slice(start, end).trim());
    at = end;
  }
  expect(text.slice(at).trim()).toBe('');
  return segments;
}

describe('segmentText', () => {
  it('gives nothing for empty or blank text', () => {
    expect(segmentText('')).toEqual([]);
    expect(segmentText(' \n\n\t ')).toEqual([]);
  });

  it('trims the surrounding whitespace of a short text', () => {
    expect(segmentText('  Hello there, world.  \n')).toEqual([{ start: 2, end: 21 }]);
  });

  it('groups whole paragraphs up to the limit', () => {
    const text = 'One two three four.\n\nFive six seven eight.\n\nNine ten eleven twelve.';
    expect(texts(text, 8)).toEqual([
      'One two three four.\n\nFive six seven eight.',
      'Nine ten eleven twelve.',
    ]);
  });

  it('cuts a long paragraph at sentence ends', () => {
    const text = 'First one is here. Second one is here! Third one is here? Fourth “one” is here.” Fifth.';
    expect(texts(text, 8)).toEqual([
      'First one is here. Second one is here!',
      'Third one is here? Fourth “one” is here.”',
      'Fifth.',
    ]);
  });

  it('cuts one endless sentence between words', () => {
    const text = Array.from({ length: 25 }, (_, i) => `w${i}`).join(' ');
    const parts = texts(text, 10);
    expect(parts.map((part) => segmentSize(part))).toEqual([10, 10, 5]);
    expect(parts.join(' ')).toBe(text);
  });

  it('counts Han characters as words', () => {
    expect(segmentSize('这是一个测试 and two')).toBe(8);
    const text = '第一句话在这里。第二句话在这里。第三句话在这里。';
    expect(texts(text, 16)).toEqual(['第一句话在这里。第二句话在这里。', '第三句话在这里。']);
  });

  it('tiles any text with segments no larger than the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('word', 'Two', '中', '.', '. ', '\n', '\n\n', ' ', '  ', '!', '”'), {
          maxLength: 80,
        }),
        fc.integer({ min: 1, max: 12 }),
        (pieces, max) => {
          const text = pieces.join('');
          for (const { start, end } of expectTiling(text, max)) {
            const words = text.slice(start, end).split(/\s+/u);
            // Only a single word (which cannot be cut) may exceed the limit.
            if (words.length > 1) expect(segmentSize(text.slice(start, end))).toBeLessThanOrEqual(max);
          }
        },
      ),
    );
  });
});

describe('paragraphCount', () => {
  it.each([
    ['', 0],
    ['One.', 1],
    ['One.\nStill one.', 1],
    ['One.\n\nTwo.\n  \nThree.', 3],
    ['\n\nOne.\n\n', 1],
  ])('%j has %i paragraphs', (text, n) => {
    expect(paragraphCount(text)).toBe(n);
  });
});
