import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../../index.js';
import { createDashes } from './index.js';

const run = (text: string) => rewriteWith([createDashes()], text).text;

describe('dashes', () => {
  it.each([
    [
      'pair around an aside becomes commas',
      'Many people — especially students — struggle.',
      'Many people, especially students, struggle.',
    ],
    [
      'pair with inner commas becomes parentheses',
      'Three fruits — apples, pears, plums — grew.',
      'Three fruits (apples, pears, plums) grew.',
    ],
    [
      'single dash before "but" becomes a comma',
      'It was dangerous — but I went.',
      'It was dangerous, but I went.',
    ],
    [
      'single dash announcing becomes a colon',
      'The plan was simple — we cut costs.',
      'The plan was simple: we cut costs.',
    ],
    ['unspaced dash too', 'The plan was simple—we cut costs.', 'The plan was simple: we cut costs.'],
    ['leaves a short lead-in alone', 'Yes — we did.', 'Yes — we did.'],
    [
      'leaves an attribution after a quotation',
      '"Haunting, tender and utterly unputdownable" — Kate Mosse',
      '"Haunting, tender and utterly unputdownable" — Kate Mosse',
    ],
    [
      'leaves a dash inside a quotation alone',
      'He said "wait — now" and left.',
      'He said "wait — now" and left.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });
});
