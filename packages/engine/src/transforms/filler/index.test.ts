import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../../index.js';
import { createFiller } from './index.js';

const run = (text: string) => rewriteWith([createFiller()], text).text;

describe('filler', () => {
  it.each([
    [
      'removes "it is important to note that"',
      'It is important to note that the sample was small.',
      'The sample was small.',
    ],
    ['removes "it is worth noting that"', "It's worth noting that prices rose.", 'Prices rose.'],
    ['removes "it should be noted that"', 'It should be noted that results vary.', 'Results vary.'],
    [
      'removes a modern-world opener',
      "In today's fast-paced world, people work longer hours.",
      'People work longer hours.',
    ],
    [
      'removes filler after an opening connector',
      'However, it is worth noting that costs fell.',
      'However, costs fell.',
    ],
    [
      'keeps a name capitalised after removal',
      'It is important to note that Smith disagreed.',
      'Smith disagreed.',
    ],
    [
      'keeps a sentence that only looks similar',
      'It is important to sleep well.',
      'It is important to sleep well.',
    ],
    [
      'leaves negation-bearing filler to the guard',
      'It goes without saying that we care.',
      'It goes without saying that we care.',
    ],
    ['removes "needless to say"', 'Needless to say, the plan worked.', 'The plan worked.'],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    ['drops a chatbot closer', 'Use a smaller pan. I hope this helps!', 'Use a smaller pan.'],
    ['drops a chatbot opener', 'Great question! Use a smaller pan.', 'Use a smaller pan.'],
    [
      'keeps a closer alone in its paragraph',
      'Bake it.\n\nI hope this helps.',
      'Bake it.\n\nI hope this helps.',
    ],
    [
      'keeps a sentence that only starts alike',
      'Bake it. I hope this helps you sleep.',
      'Bake it. I hope this helps you sleep.',
    ],
    [
      'drops the closer but keeps the paragraph break',
      'Bake it. Great question!\n\nServe it.',
      'Bake it.\n\nServe it.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it('gives a dropped sentence an edit that covers its gap', () => {
    const input = 'Use a smaller pan. I hope this helps!';
    const { edits, text } = rewriteWith([createFiller()], input);
    expect(edits).toHaveLength(1);
    const [edit] = edits;
    expect(edit?.before).toBe(' I hope this helps!');
    expect(text.slice(edit?.output.start, edit?.output.end)).toBe('');
  });

  it('honours ignore', () => {
    const text = 'Needless to say, the plan worked.';
    expect(rewriteWith([createFiller({ ignore: ['filler-needless-to-say'] })], text).text).toBe(text);
  });
});
