import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../../index.js';
import { articleFor, createArticles } from './index.js';

const run = (text: string) => rewriteWith([createArticles()], text).text;

describe('articles', () => {
  it.each([
    ["'a' before a vowel", 'They sat around a ancient campfire.', 'They sat around an ancient campfire.'],
    ["'an' before a consonant", 'She wrote an detailed report.', 'She wrote a detailed report.'],
    [
      'keeps the capital at a sentence start',
      'A apple fell. An big one too.',
      'An apple fell. A big one too.',
    ],
    ['leaves correct articles alone', 'An owl and a cat met an eagle.', 'An owl and a cat met an eagle.'],
    ["leaves 'h' words (an hour, a house)", 'It took an hour in a house.', 'It took an hour in a house.'],
    ["leaves 'u' words (a unit, an umbrella)", 'A unit and an umbrella.', 'A unit and an umbrella.'],
    [
      "leaves a vowel with a consonant sound ('a one-time', 'a European')",
      'A one-time fee for a euro.',
      'A one-time fee for a euro.',
    ],
    ['leaves acronyms and names', 'An MBA from a Oxford college.', 'An MBA from a Oxford college.'],
    ["leaves 'x' words", 'We took an x-ray.', 'We took an x-ray.'],
    ["leaves 'a' as a list letter", 'Options a and b, then a-c.', 'Options a and b, then a-c.'],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it('records one edit per fixed article with its rule', () => {
    const result = rewriteWith([createArticles()], 'It was a ancient rite and an common one.');
    expect(result.edits.map((e) => [e.rule, e.before, e.after])).toEqual([
      ['a-to-an', 'a', 'an'],
      ['an-to-a', 'an', 'a'],
    ]);
  });

  it.each([
    ['apple', 'an'],
    ['idea', 'an'],
    ['banana', 'a'],
    ['hour', null],
    ['unit', null],
    ['one-off', null],
    ['x', null],
  ])('articleFor(%s) is %s', (word, expected) => {
    expect(articleFor(word)).toBe(expected);
  });
});
