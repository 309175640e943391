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
      'an aside a quantifier opens becomes parentheses (it may be a clause)',
      'A good pair of trainers from a specialist shop — many offer free gait analysis — can help.',
      'A good pair of trainers from a specialist shop (many offer free gait analysis) can help.',
    ],
    [
      'an aside right after an adjective list becomes parentheses',
      'Small, incremental changes — improvements of just 1% — compound over time.',
      'Small, incremental changes (improvements of just 1%) compound over time.',
    ],
    [
      'a pair whose closing dash introduces a verbless list stays',
      'Bring three copies of every document — contracts, receipts, photographs — one for yourself, one for the judge, and one for the defendant.',
      'Bring three copies of every document — contracts, receipts, photographs — one for yourself, one for the judge, and one for the defendant.',
    ],
    [
      'single dash before a long "but" clause becomes a comma',
      'It was dangerous — but I went anyway because my friends were waiting for me.',
      'It was dangerous, but I went anyway because my friends were waiting for me.',
    ],
    [
      'a short closing "but" clause keeps its dash, the last beat',
      'It was dangerous — but I went.',
      'It was dangerous — but I went.',
    ],
    [
      'single dash between two clauses becomes a full stop',
      'The plan was simple — we cut costs.',
      'The plan was simple. We cut costs.',
    ],
    ['unspaced dash too', 'The plan was simple—we cut costs.', 'The plan was simple. We cut costs.'],
    [
      'a dash before a list becomes a colon',
      'We need three things — flour, eggs and milk.',
      'We need three things: flour, eggs and milk.',
    ],
    [
      'an added phrase takes a comma',
      'We survived the meltdowns in the car — some of them mine.',
      'We survived the meltdowns in the car, some of them mine.',
    ],
    [
      'a summing-up phrase after a clause with a comma keeps its dash',
      'She was right, and I was wrong — a rare occurrence I would rather forget.',
      'She was right, and I was wrong — a rare occurrence I would rather forget.',
    ],
    [
      'an aside with its own comma keeps its dash',
      'They packed without a single complaint — well, maybe one or two.',
      'They packed without a single complaint — well, maybe one or two.',
    ],
    [
      'a pair around a clause becomes parentheses, not a comma splice',
      'Walnut is not cheap — the slabs alone cost me $840 — so plan ahead.',
      'Walnut is not cheap (the slabs alone cost me $840), so plan ahead.',
    ],
    [
      'a pair around the list the sentence is about keeps its dashes',
      'Our values—integrity, excellence and accessibility—are at our core.',
      'Our values—integrity, excellence and accessibility—are at our core.',
    ],
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
    [
      'pair inside a list becomes parentheses',
      'Train agronomists, vets, and dealers—people farmers trust—to spot it.',
      'Train agronomists, vets, and dealers (people farmers trust) to spot it.',
    ],
    [
      'pair before the next list item becomes parentheses',
      'Whisk aquafaba—the liquid from a can of chickpeas—and chocolate.',
      'Whisk aquafaba (the liquid from a can of chickpeas) and chocolate.',
    ],
    [
      'participle tail takes a comma, not a colon',
      'Prices have risen sharply—driven by wages and energy.',
      'Prices have risen sharply, driven by wages and energy.',
    ],
    ['a one-word stress keeps its dash', 'There are no hidden fees—ever.', 'There are no hidden fees—ever.'],
    [
      'a short exclamation keeps its dash',
      'A new editor integrates with your workflow—stay tuned!',
      'A new editor integrates with your workflow—stay tuned!',
    ],
    [
      'no colon after a quotation in the sentence',
      "'Those who care for us,' she writes—a line that stays with you.",
      "'Those who care for us,' she writes, a line that stays with you.",
    ],
    [
      'a joining tail with its own commas keeps its dash',
      'I took radios apart—not always, I admit, with success.',
      'I took radios apart—not always, I admit, with success.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('dash reasons', () => {
  it.each([
    ['Many people — especially students — struggle.', 'Dashes around an aside replaced with commas.'],
    ['Three fruits — apples, pears, plums — grew.', 'Dashes around an aside replaced with parentheses.'],
  ])('%s says what it did', (input, reason) => {
    const { edits } = rewriteWith([createDashes()], input);
    expect(edits.length).toBeGreaterThan(0);
    for (const edit of edits) expect(edit.reason.en).toBe(reason);
  });
});
