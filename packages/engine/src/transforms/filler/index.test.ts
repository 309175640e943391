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
      "keeps an 'of' tail that names things, not a field",
      "In today's fast-paced world of crowded tourist hotspots, the town offers an escape.",
      "In today's fast-paced world of crowded tourist hotspots, the town offers an escape.",
    ],
    ['shortens a field', 'In the ever-changing world of finance, rules shift.', 'In finance, rules shift.'],
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
    [
      "turns 'it is important for X to' into advice to X",
      "Given the risks, it's important for historians to wear gloves.",
      'Given the risks, historians should wear gloves.',
    ],
    [
      "keeps the force of 'crucial' with 'must'",
      'It is crucial for anyone who travels often to keep a copy of their passport.',
      'Anyone who travels often must keep a copy of their passport.',
    ],
    [
      'keeps the frame when no one named can act',
      'It is essential for success to have a plan.',
      'It is essential for success to have a plan.',
    ],
    [
      "turns 'it is essential to' into an instruction where the text speaks to 'you'",
      'Pick a bed for your garden. It is essential to select a spot that gets sun.',
      'Pick a bed for your garden. Select a spot that gets sun.',
    ],
    [
      'keeps the frame where the text does not address its reader',
      'It is essential to select a spot that gets sun.',
      'It is essential to select a spot that gets sun.',
    ],
    [
      'keeps a verb of knowing, which is no instruction',
      'Your plan matters. It is best to know your limits.',
      'Your plan matters. It is best to know your limits.',
    ],
    [
      'keeps the frame before a second infinitive',
      'It is important for students to read widely and to ask questions.',
      'It is important for students to read widely and to ask questions.',
    ],
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

  // 'rest assured' is a strong-strength entry; it is caught wherever a clause starts, not only at the text's start.
  it.each([
    ['at a sentence start', 'Rest assured that your data is safe.', 'Your data is safe.'],
    ['after "please"', 'Please rest assured that your data is safe.', 'Your data is safe.'],
    [
      'mid-paragraph, after "please"',
      'We found the fault. Please rest assured that we have fixed it.',
      'We found the fault. We have fixed it.',
    ],
    ['with a comma, mid-paragraph', 'We found it. Rest assured, it is done.', 'We found it. It is done.'],
    ['after a connector', 'However, rest assured we will call.', 'However, we will call.'],
    [
      'after a conjunction',
      'We checked, and rest assured, the team is on it.',
      'We checked, and the team is on it.',
    ],
    [
      'an aside between commas, with both commas',
      'We checked and, rest assured, the team is on it.',
      'We checked and the team is on it.',
    ],
    ['after "you can"', 'You can rest assured that the files are safe.', 'The files are safe.'],
    [
      'keeps "rest assured of"',
      'You can rest assured of our support.',
      'You can rest assured of our support.',
    ],
    [
      'keeps a subject that rests assured',
      'I can rest assured that it works.',
      'I can rest assured that it works.',
    ],
    ['keeps the noun "rest"', 'The rest assured us that it works.', 'The rest assured us that it works.'],
  ])('rest assured: %s', (_name, input, expected) => {
    expect(rewriteWith([createFiller()], input, { strength: 'strong' }).text).toBe(expected);
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
