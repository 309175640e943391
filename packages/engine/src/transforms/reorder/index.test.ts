import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../../index.js';
import { createReorder } from './index.js';

// Strong moves every eligible sentence, so each case is checked on its own.
const run = (text: string) => rewriteWith([createReorder()], text, { strength: 'strong' }).text;

// An opener moves only to break a run of fronted phrases, and a concession never leaves a paragraph on its
// caveat: each opener case sits after a fronted sentence and before a closing one.
const LEAD = 'After lunch, we walked home.';
const TAIL = 'We were glad.';
const inRun = (text: string) => {
  const out = run(`${LEAD} ${text} ${TAIL}`);
  return out.startsWith(`${LEAD} `) && out.endsWith(` ${TAIL}`)
    ? out.slice(LEAD.length + 1, -TAIL.length - 1)
    : out;
};

describe('reorder: openers', () => {
  it.each([
    [
      'a time phrase',
      'During my early years, my family was poor.',
      'My family was poor during my early years.',
    ],
    [
      'a condition',
      'When the storm ended, the match resumed quickly.',
      'The match resumed quickly when the storm ended.',
    ],
    [
      'a concession keeps its comma',
      'Although the test was short, most students failed.',
      'Most students failed, although the test was short.',
    ],
    [
      'a cause',
      'Because the road was closed, we took the train.',
      'We took the train because the road was closed.',
    ],
    [
      "keeps 'I' capitalised",
      'If I am late, the team starts without me.',
      'The team starts without me if I am late.',
    ],
    [
      "allows 'and' between nouns",
      'By treating animals with respect, vets earn trust and loyalty.',
      'Vets earn trust and loyalty by treating animals with respect.',
    ],
    [
      'keeps a gerund phrase in front of a clause that ends in a prepositional phrase',
      'By treating animals with respect, we can create a better world for humans and animals.',
      'By treating animals with respect, we can create a better world for humans and animals.',
    ],
    [
      'a longer gerund phrase, which holds together like a clause',
      'By testing each part of the new system with care, we found the bug.',
      'We found the bug by testing each part of the new system with care.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(inRun(input)).toBe(expected);
  });

  it.each([
    ['a single fronted phrase: where the writer put it', 'During my early years, my family was poor.'],
    ['a concession that closes its paragraph', 'Although the test was short, most students failed.'],
  ])('keeps %s outside a run', (_name, input) => {
    expect(run(input)).toBe(input);
  });

  it.each([
    ['a pronoun that may point into the opener', 'Although the model is small, it is fast.'],
    ['a linking phrase', 'For example, it is fast.'],
    ['a main clause with its own comma', 'In recent years, the model, which is small, grew.'],
    ['a main clause with two clauses', 'In recent years, prices rose and wages fell.'],
    ['a main clause with two verbs', 'In recent years, we stayed home and cooked.'],
    [
      'a long phrase',
      'In an ever-changing world characterized by rapid advances, one might pivot quickly to new demands.',
    ],
    ['a long by-phrase without a gerund', 'By the end of the long and hard year, we were tired.'],
    ['a verbless clause', 'Although very common, grenade jumps are often misused.'],
    ["'while' (time or concession)", 'While the plan is good, the budget is small.'],
    ['a protected number', 'In 2020, many companies closed.'],
    ['a question', 'In your view, is the model fast?'],
    ['a reduced clause without a subject', 'Once confined to fiction, cloning is now a real industry.'],
    ["a limiting 'in some/my …'", 'In some states, a demand letter is required first.'],
    ['a reader-interest condition', 'If you prefer a warmer sound, the app includes a bass setting.'],
    ["'If you have ever …, you are not alone'", 'If you have ever felt lost, you are not alone.'],
    ["'Today' set against the past", 'Today, the square is quiet.'],
    ['a condition before a step', 'If the test passes, run the reload.'],
  ])('keeps %s', (_name, input) => {
    expect(inRun(input)).toBe(input);
  });
});

describe('reorder: sentence adverbs', () => {
  it.each([
    [
      'therefore after a modal',
      'Therefore, we should consider other options.',
      'We should therefore consider other options.',
    ],
    ['thus before a verb', 'Thus, the model fails on long inputs.', 'The model thus fails on long inputs.'],
    [
      'for example after a subject',
      'For example, the old model was slow.',
      'The old model, for example, was slow.',
    ],
    ['after a noun subject', 'However, the results are mixed.', 'The results, however, are mixed.'],
    [
      'after a longer subject',
      'However, some people argue that it works.',
      'Some people, however, argue that it works.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    ['a pronoun subject', 'However, it is mixed.'],
    ['a subject with a clause', 'However, the man who left is back.'],
    ["'therefore' before a negation", 'Therefore, it is not clear.'],
    ["'therefore' before a contraction", "Therefore, it isn't clear."],
    ['a subject with a past participle', 'For example, a small trial published in 2012 found no effect.'],
    ['a subject with an -ing participle', 'However, a study involving fifty people showed a benefit.'],
  ])('keeps %s', (_name, input) => {
    expect(run(input)).toBe(input);
  });
});

describe('reorder: rhythm', () => {
  it('never moves two sentences in a row', () => {
    const text =
      'In the end, we left. During the war, prices rose sharply. After the peace, prices fell slowly. We left.';
    const out = run(text);
    expect(out).toBe(
      'In the end, we left. Prices rose sharply during the war. After the peace, prices fell slowly. We left.',
    );
  });

  it('keeps a run of sentences that open alike', () => {
    const text =
      'When you create an account, we collect your name. When you hire a bike, we record each trip.';
    expect(run(text)).toBe(text);
  });

  it('does nothing at light strength', () => {
    const text = 'During the war, prices rose.';
    expect(rewriteWith([createReorder()], text, { strength: 'light' }).text).toBe(text);
  });
});
