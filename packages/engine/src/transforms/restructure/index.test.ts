import { describe, expect, it } from 'vitest';
import { countNegators, rewriteWith } from '../../index.js';
import { createRestructure } from './index.js';

const run = (text: string) => rewriteWith([createRestructure()], text).text;

describe('restructure: not only … but also', () => {
  it.each([
    [
      'verb phrases',
      'The tool not only saves time but also reduces errors.',
      'The tool saves time and reduces errors.',
    ],
    ['adjectives with a comma', 'It is not only fast, but also cheap.', 'It is fast and cheap.'],
    ["'not just'", 'This is not just a tool but also a habit.', 'This is a tool and a habit.'],
    [
      'keeps the inversion',
      'Not only does it save time, but it also reduces errors.',
      'Not only does it save time, but it also reduces errors.',
    ],
    ['keeps emphatic do', 'We do not only read but also write.', 'We do not only read but also write.'],
    [
      'keeps a first half with its own "and"',
      'It is not only fast and light but also cheap.',
      'It is not only fast and light but also cheap.',
    ],
    ["keeps 'not only' without 'but also'", 'It is not only fast.', 'It is not only fast.'],
    ['keeps a real negation', 'It is not fast, but it is cheap.', 'It is not fast, but it is cheap.'],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it("treats 'not only' as additive in the negation guard, contracted or not", () => {
    expect(countNegators('It is not only fast but also cheap.')).toBe(0);
    expect(countNegators("It isn't just fast.")).toBe(0);
    expect(countNegators('It is not fast.')).toBe(1);
    expect(countNegators('It is not, only just, fast.')).toBe(1);
  });
});
