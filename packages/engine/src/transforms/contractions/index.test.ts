import type { RewriteMode, RewriteStrength } from '@wordwright/contracts';
import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../../index.js';
import { createContractions } from './index.js';

const run = (text: string, mode: RewriteMode) => rewriteWith([createContractions()], text, { mode }).text;

describe('contractions', () => {
  it.each([
    ['contracts a negation', 'We do not know.', 'casual', "We don't know."],
    ['contracts "cannot"', 'You cannot win.', 'casual', "You can't win."],
    ['contracts "it is" mid-clause', 'It is clear.', 'fluent', "It's clear."],
    ['never contracts at a clause end', 'I know what it is.', 'casual', 'I know what it is.'],
    [
      "keeps the correlative 'will not only'",
      'They will not only win but also learn.',
      'casual',
      'They will not only win but also learn.',
    ],
    [
      "keeps 'not to be missed' full",
      'This property is not to be missed.',
      'casual',
      'This property is not to be missed.',
    ],
    ["keeps a stressed 'are enough'", 'Remember: you are enough.', 'casual', 'Remember: you are enough.'],
    ["keeps 'We are gathered'", 'We are gathered here today.', 'casual', 'We are gathered here today.'],
    [
      'contracts "I have" only before a participle',
      'I have seen it. I have a dog.',
      'casual',
      "I've seen it. I have a dog.",
    ],
    ['keeps "it will" full in fluent', 'It will rain.', 'fluent', 'It will rain.'],
    ['follows curly apostrophes', 'It’s late and we do not care.', 'casual', 'It’s late and we don’t care.'],
    ["expands an adjectival 's to 'is'", "Sadly, it's complicated.", 'academic', 'Sadly, it is complicated.'],
    [
      'keeps a spoken aside as spoken',
      "Well, you know, it's complicated.",
      'academic',
      "Well, you know, it's complicated.",
    ],
    ["expands a passive 's to 'is'", "It's used by many people.", 'academic', 'It is used by many people.'],
    [
      "expands 's before a participle of change to 'has'",
      "Here's a closer look at what's changed. It's grown since May, but it's changed by hand.",
      'academic',
      'Here is a closer look at what has changed. It has grown since May, but it is changed by hand.',
    ],
    [
      "expands a perfect 's to 'has'",
      "It's changed the way we work. It's been hard.",
      'academic',
      'It has changed the way we work. It has been hard.',
    ],
    [
      'expands in academic',
      "We don't know and it's unclear.",
      'academic',
      'We do not know and it is unclear.',
    ],
    ['expands "can\'t" to "cannot"', "They can't.", 'academic', 'They cannot.'],
    ['expands "it\'s been" to "it has been"', "It's been hard.", 'academic', 'It has been hard.'],
    ['expands "won\'t"', "They won't.", 'academic', 'They will not.'],
    ['keeps an inverted negative question', "Won't they?", 'academic', "Won't they?"],
    [
      'keeps a sentence whole around "can\'t wait"',
      "We can't wait to see what you'll make!",
      'academic',
      "We can't wait to see what you'll make!",
    ],
    [
      'keeps a sentence whole around an idiomatic "let\'s"',
      "Let's talk about what doesn't work.",
      'academic',
      "Let's talk about what doesn't work.",
    ],
    [
      "expands \"let's\" before 'consider'",
      "Let's consider what we've got.",
      'academic',
      'Let us consider what we have.',
    ],
    ['keeps a negative tag question', "It works, doesn't it?", 'academic', "It works, doesn't it?"],
    ['leaves concise mode alone', 'We do not know.', 'concise', 'We do not know.'],
    ['never touches a possessive', "The team's plan.", 'academic', "The team's plan."],
    ['expands an academic "let\'s"', "Let's consider the case.", 'academic', 'Let us consider the case.'],
    [
      'keeps the idiom "let\'s face it"',
      "Let's face it: it failed.",
      'academic',
      "Let's face it: it failed.",
    ],
    ['keeps an invitation "let\'s"', "Let's connect on LinkedIn.", 'academic', "Let's connect on LinkedIn."],
    [
      'leaves a misspelt possessive "it\'s" alone',
      "We invest in it's citizens.",
      'academic',
      "We invest in it's citizens.",
    ],
  ])('%s', (_name, input, mode, expected) => {
    expect(run(input, mode as RewriteMode)).toBe(expected);
  });

  describe('standard mode (plain contractions)', () => {
    const standard = (text: string, strength: RewriteStrength = 'medium') =>
      rewriteWith([createContractions()], text, { mode: 'standard', strength }).text;
    // Each text is one person talking ('I'), so plain contractions fit its register.
    it.each([
      [
        '"it is" mid-clause',
        'It is clear, I think, that we need more.',
        "It's clear, I think, that we need more.",
      ],
      ['"they are"', 'They are useful to us, I think.', "They're useful to us, I think."],
      ['"there is"', 'There is a catch, I think.', "There's a catch, I think."],
      ['a demonstrative "that is"', 'That is my point, I think.', "That's my point, I think."],
      [
        'a text that contracts already',
        "That is my point. It doesn't change.",
        "That's my point. It doesn't change.",
      ],
    ])('contracts %s', (_name, input, expected) => {
      expect(standard(input)).toBe(expected);
    });
    // A policy, a notice or a formal letter speaks to 'you' or as 'we' without contracting: it keeps its register.
    it.each([
      'If you are unsure, ask your manager.',
      'We are committed to protecting your personal data.',
      'We are pleased to invite you to an interview.',
      // A letter in the first person is still a letter.
      'Dear Ms. Hartley,\n\nI am writing to apply. It is clear that I would fit in.',
      'I am grateful for your help. It is no exaggeration.\n\nYours sincerely,\nAna',
    ])('keeps full forms in a text that speaks to its reader without contracting: %s', (input) => {
      expect(standard(input)).toBe(input);
    });
    it('contracts a letter whose writer contracts', () => {
      expect(standard("Dear Sam,\n\nI can't wait. It is going to be great.")).toBe(
        "Dear Sam,\n\nI can't wait. It's going to be great.",
      );
    });
    it.each([
      ['at a clause end', 'I know what it is.'],
      ['"that is," meaning "i.e."', 'A pair, that is, two.'],
      ['a relative "that is"', 'A model that is trained on text.'],
      ['"is not only … but also"', 'This is not only fast but also cheap.'],
      ['"I am" (too informal for standard)', 'I am sure.'],
      ['"was not" (not in the plain list)', 'It was not clear.'],
      ['"have" perfects', 'We have seen it.'],
      ['a negation (GOV.UK: easy to miss)', 'We do not know.'],
      ['"cannot"', 'The tool cannot parse it.'],
      ['"is not"', 'The result is not clear.'],
      ["a gerund's object", 'Exploring it is an unforgettable experience.'],
      ['research prose', 'It is clear that the results match the baseline in this study.'],
      // No 'you', no 'I' or 'we', no contraction of its own: an encyclopedia entry or an essay stays formal.
      ['a formal text', 'They are found in temperate forests. There is one species in Europe.'],
    ])('keeps %s', (_name, input) => {
      expect(standard(input)).toBe(input);
    });
    it('leaves light strength alone', () => {
      expect(standard('We do not know.', 'light')).toBe('We do not know.');
    });
  });
});
