import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords, mostlyNonLatin, parseKeepWords } from './words.js';

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

describe('mostlyNonLatin', () => {
  it.each([
    ['Clear writing builds trust.', false],
    ['Café naïve façade résumé', false],
    ['人工智能写作工具可以帮助学生修改草稿。', true],
    ['我们使用 Wordwright 自动编辑工具修改了这段文字', true],
    ['A draft with one word of Chinese: 草稿', false],
    ['Привет, как дела?', true],
    ['12 345 — 67%', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(mostlyNonLatin(text)).toBe(expected);
  });
});

describe('parseKeepWords', () => {
  it('splits on commas and new lines and drops empty entries', () => {
    expect(parseKeepWords('photosynthesis, Smith & Co.\n\n  chlorophyll ,')).toEqual([
      'photosynthesis',
      'Smith & Co.',
      'chlorophyll',
    ]);
  });

  it('splits on the separators Chinese keyboards type: ，、 and ；', () => {
    expect(parseKeepWords('photosynthesis，Smith & Co.、chlorophyll；Calvin cycle')).toEqual([
      'photosynthesis',
      'Smith & Co.',
      'chlorophyll',
      'Calvin cycle',
    ]);
  });

  it('splits on semicolons and Windows line breaks', () => {
    expect(parseKeepWords('stomata; xylem\r\nphloem')).toEqual(['stomata', 'xylem', 'phloem']);
  });
});
