import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../../index.js';
import type { RewriteMode } from '../../options.js';
import { createJoin } from './index.js';

const run = (text: string, mode: RewriteMode = 'standard') =>
  rewriteWith([createJoin()], text, { mode }).text;

describe('join', () => {
  it.each([
    [
      "joins a 'This' + verb comment with ', which'",
      'Prices rose sharply across the region last year. This made rent harder to pay.',
      'Prices rose sharply across the region last year, which made rent harder to pay.',
    ],
    [
      "keeps 'This' apart after an embedded clause ('how it works')",
      'We learn about the world and how it works. This helps us become more aware.',
      'We learn about the world and how it works. This helps us become more aware.',
    ],
    [
      "keeps 'This' apart after a time clause ('once the router is installed')",
      'I recommend running a speed test once the new router is installed. This will help us find the fault.',
      'I recommend running a speed test once the new router is installed. This will help us find the fault.',
    ],
    [
      "keeps 'This' as a determiner",
      'Prices rose sharply across the region last year. This rise made rent harder to pay.',
      'Prices rose sharply across the region last year. This rise made rent harder to pay.',
    ],
    [
      "keeps 'This is the …' (points at a thing, not the clause)",
      'We present a new model for parsing long texts. This is the first study to do so.',
      'We present a new model for parsing long texts. This is the first study to do so.',
    ],
    [
      "keeps 'This is because' (a reason, not a comment)",
      'The test failed on every machine we tried. This is because the cache was stale.',
      'The test failed on every machine we tried. This is because the cache was stale.',
    ],
    [
      'keeps a sentence that already has a which-clause',
      'The team chose Rust, which was new to them, for the parser. This made the first month slow.',
      'The team chose Rust, which was new to them, for the parser. This made the first month slow.',
    ],
    [
      'does not join after an imperative',
      'Next, choose a topic that you want to research. This will narrow your search.',
      'Next, choose a topic that you want to research. This will narrow your search.',
    ],
    [
      'joins two short sentences of the same shape',
      'The first room was cold. The second room had no heating.',
      'The first room was cold, and the second room had no heating.',
    ],
    [
      "keeps a first sentence with a 'that' clause apart (the second would read as part of it)",
      'The staff said that the first room was cold. The second room had no heating.',
      'The staff said that the first room was cold. The second room had no heating.',
    ],
    [
      'does not repeat the same subject',
      'The app is fast. The app is cheap.',
      'The app is fast. The app is cheap.',
    ],
    [
      'leaves unrelated short sentences apart',
      'Exercise is good for you. The model processed every image.',
      'Exercise is good for you. The model processed every image.',
    ],
    [
      'does not join across a connector',
      'The first room was cold. However, the second room was warm.',
      'The first room was cold. However, the second room was warm.',
    ],
    [
      'does not join across paragraphs',
      'The first room was cold.\n\nThe second room had no heating.',
      'The first room was cold.\n\nThe second room had no heating.',
    ],
    [
      'does not join after a question',
      'Was the first room cold? The second room had no heating.',
      'Was the first room cold? The second room had no heating.',
    ],
    [
      'does not eat an abbreviation’s full stop',
      'The kit has pens, paper, etc. The box has a lid.',
      'The kit has pens, paper, etc. The box has a lid.',
    ],
    [
      "drops the third repeated 'This' determiner",
      'This method is new to the field. This method runs on any laptop with ease. This method needs little memory at all.',
      'This method is new to the field. This method runs on any laptop with ease. The method needs little memory at all.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it('keeps names capitalised when joining', () => {
    expect(run('The first talk was short. The Paris talk ran long.')).toBe(
      'The first talk was short, and the Paris talk ran long.',
    );
    // Same subject: nothing to join.
    expect(run('It was late. It was Monday in Paris.')).toBe('It was late. It was Monday in Paris.');
  });

  it('leaves casual mode’s short sentences short', () => {
    const input = 'The first room was cold. The second room had no heating.';
    expect(run(input, 'casual')).toBe(input);
  });

  it('records both halves of a join with exact spans', () => {
    const input = 'Prices rose sharply across the region last year. This made rent harder to pay.';
    const { edits, text } = rewriteWith([createJoin()], input);
    expect(edits.map((e) => [e.before, e.after])).toEqual([
      ['.', ','],
      ['This', 'which'],
    ]);
    for (const e of edits) {
      expect(input.slice(e.input.start, e.input.end)).toBe(e.before);
      expect(text.slice(e.output.start, e.output.end)).toBe(e.after);
    }
  });
});
