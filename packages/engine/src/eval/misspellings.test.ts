import { describe, expect, it } from 'vitest';
import { newMisspellings } from './misspellings.js';

describe('newMisspellings', () => {
  it.each([
    ["We protect individuals' rights.", "We protect people' rights.", ["people'"]],
    ['The team ran the tests.', 'The team runned the tests.', ['runned']],
    ['The colour of the bark is grey-brown.', 'The color of the bark is gray-brown.', []],
    ["It is the writers' own: Zorblax utilises it.", "It's the writers' own: Zorblax uses it.", []],
    ['A plan that was far-reaching.', 'A wide-ranging plan.', []],
    ['Tests pass.', "The team's tests pass.", []],
  ])('%s → %s', (input, output, expected) => {
    expect(newMisspellings(input, output)).toEqual(expected);
  });
});
