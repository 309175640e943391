import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../../index.js';
import { IRREGULAR, REDUNDANCY_TABLE } from '../../pipeline/data.js';
import { createRedundancy } from './index.js';

const redundancy = createRedundancy({ entries: REDUNDANCY_TABLE, irregular: IRREGULAR });
const run = (text: string) => rewriteWith([redundancy], text, { strength: 'strong' }).text;

describe('redundancy', () => {
  it.each([
    ["'each individual' before a noun", 'Each individual student got a book.', 'Each student got a book.'],
    ["'each and every'", 'We checked each and every box.', 'We checked every box.'],
  ])('cuts %s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    ["'each individual' as the noun, before 'to'", 'It is up to each individual to strike a balance.'],
    ["'each individual' as the subject", 'Each individual has a role.'],
    ["'each individual' at a clause end", 'We spoke to each individual, one by one.'],
  ])('keeps %s', (_name, input) => {
    expect(run(input)).toBe(input);
  });
});
