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

describe('restructure: the use of', () => {
  it.each([
    ['a subject', 'The use of solar power is growing.', 'Using solar power is growing.'],
    [
      'a subject after an opener',
      'In short, the use of these drugs is unfair.',
      'In short, using these drugs is unfair.',
    ],
    [
      'the object of a verb that takes an action',
      'The method involves the use of a special filter.',
      'The method involves using a special filter.',
    ],
    [
      'after a preposition',
      'People worried about the use of hydrogen in airships.',
      'People worried about using hydrogen in airships.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'after a reporting verb (it would read as advice)',
      'The findings suggest the use of these methods could help.',
    ],
    ["after 'is' (it would read as a progressive)", 'The key idea is the use of a cone.'],
    ['with a doer', 'The use of force by the police was criticised.'],
    ['an adjective before use', 'The careful use of data is vital.'],
    ['after a verb of reaction', 'Critics reacted to the use of cannons.'],
  ])('keeps %s', (_name, input) => {
    expect(run(input)).toBe(input);
  });
});
