import { countWords } from '@wordwright/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draft } from '../../test/rewrite-helpers.js';
import { splitMarkdown, splitText } from './segments.js';

const joined = (pieces: { input: string; separator: string }[]) =>
  pieces.map((piece) => piece.input + piece.separator).join('');

describe('splitText', () => {
  it('keeps short texts in one segment', () => {
    expect(splitText('One two three.\n\nFour five.', 500)).toEqual([
      { input: 'One two three.\n\nFour five.', separator: '' },
    ]);
  });

  it('cuts at paragraph boundaries and keeps the separators', () => {
    const text = draft(3000);
    const pieces = splitText(text, 500);
    expect(joined(pieces)).toBe(text);
    expect(pieces.length).toBeGreaterThanOrEqual(6);
    for (const piece of pieces.slice(0, -1)) {
      expect(countWords(piece.input)).toBeLessThanOrEqual(500);
      expect(piece.separator).toBe('\n\n');
    }
  });

  it('cuts a long paragraph at sentence boundaries, never mid-sentence', () => {
    const paragraph = draft(1200, 1000);
    const pieces = splitText(paragraph, 500);
    expect(joined(pieces)).toBe(paragraph);
    expect(pieces.length).toBe(3);
    for (const piece of pieces) {
      expect(countWords(piece.input)).toBeLessThanOrEqual(500);
      expect(piece.input).toMatch(/[.!?]$/);
    }
  });

  it('cuts a single over-long sentence between words', () => {
    const sentence = `${'word '.repeat(1100).trim()}.`;
    const pieces = splitText(sentence, 500);
    expect(pieces.map((piece) => countWords(piece.input))).toEqual([500, 500, 100]);
    expect(joined(pieces)).toBe(sentence);
  });

  it('rebuilds any text exactly and respects the limit', () => {
    const word = fc.stringMatching(/^[A-Za-z,.!?"]{1,8}$/);
    const space = fc.constantFrom(' ', '  ', '\n', '\n\n', ' \n \n', '\t');
    const text = fc.array(fc.tuple(word, space), { maxLength: 400 }).map((parts) => parts.flat().join(''));
    fc.assert(
      fc.property(text, fc.integer({ min: 10, max: 60 }), (value, max) => {
        const pieces = splitText(value, max);
        expect(joined(pieces)).toBe(value);
        for (const piece of pieces) expect(countWords(piece.input)).toBeLessThanOrEqual(max);
      }),
    );
  });
});

describe('splitMarkdown', () => {
  it('keeps headings and code blocks apart and as written', () => {
    const text =
      '# Title\n\nFirst paragraph here.\n\n## Part *two*\n\n```js\nconst a = 1;\n\nconst b = 2;\n```\n\nLast one.';
    const pieces = splitMarkdown(text, 500);
    expect(joined(pieces)).toBe(text);
    expect(pieces.map((piece) => [piece.input, piece.fixedHtml])).toEqual([
      ['# Title', '<h1>Title</h1>'],
      ['First paragraph here.', undefined],
      ['## Part *two*', '<h2>Part *two*</h2>'],
      [
        '```js\nconst a = 1;\n\nconst b = 2;\n```',
        '<pre><code>```js\nconst a = 1;\n\nconst b = 2;\n```</code></pre>',
      ],
      ['Last one.', undefined],
    ]);
  });

  it('escapes headings it renders itself', () => {
    const [piece] = splitMarkdown('# <script>alert(1)</script>', 500);
    expect(piece?.fixedHtml).toBe('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
  });
});
