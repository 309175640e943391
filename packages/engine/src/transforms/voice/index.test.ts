import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../../index.js';
import { IRREGULAR } from '../../pipeline/data.js';
import { createVoice } from './index.js';

const voice = createVoice({ irregular: IRREGULAR });
const run = (text: string, mode: 'standard' | 'academic' = 'standard') =>
  rewriteWith([voice], text, { mode }).text;

describe('voice: passive to active', () => {
  it.each([
    [
      'a regular verb',
      'The bridge was designed by the city engineers.',
      'The city engineers designed the bridge.',
    ],
    ['an irregular verb', 'The letters were written by the students.', 'The students wrote the letters.'],
    [
      'the present, agreeing with a singular doer',
      'Every move is scrutinized by the press.',
      'The press scrutinizes every move.',
    ],
    [
      'the present, agreeing with a plural doer',
      'The bridge is inspected by the city engineers.',
      'The city engineers inspect the bridge.',
    ],
    [
      'the perfect with an adverb',
      'Country music has historically been dominated by white artists.',
      'White artists have historically dominated country music.',
    ],
    [
      'a modal and a purpose clause',
      'The details could be used by the prosecution to build a case.',
      'The prosecution could use the details to build a case.',
    ],
    [
      'an adverb before the participle',
      'The princess was relentlessly hounded by the photographers.',
      'The photographers relentlessly hounded the princess.',
    ],
    [
      'a doer with an of-phrase and a time phrase after it',
      'This idea was reinforced by the writings of philosophers until the war.',
      'The writings of philosophers reinforced this idea until the war.',
    ],
    [
      'after a short opener',
      'In the spring, the tower was finished by the builders.',
      'In the spring, the builders finished the tower.',
    ],
    [
      'before a second clause',
      'The banks were controlled by the state, and lending was rare.',
      'The state controlled the banks, and lending was rare.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    ['a pronoun subject (case would change)', 'He was hired by the company.'],
    ['a manner phrase', 'The quilt was made by hand.'],
    ['a bare means', 'The house was destroyed by fire.'],
    ['a measure', 'The cost was reduced by a factor of two.'],
    ['an idiomatic passive', 'The period was characterized by the rise of cities.'],
    ['a long by-phrase', 'The plan was drafted by the members of the local planning committee.'],
    ['an opener with a verb', 'Once opened, the tower was visited by the public.'],
    ['a relative clause after the doer', 'The team was led by the coach, who was new.'],
    ['a capitalised subject the tagger calls a name', 'Innocent details could be used by the prosecution.'],
    ['a protected name', 'The park was opened by Mayor Smith.'],
    ['a phrase that may belong to the doer', 'The audience was amazed by the use of cannons in the music.'],
    ['a pronoun after the doer', 'The system was run by the state for its own ends.'],
    ['a second clause', 'The system was run by the state, and it failed.'],
    ['a name whose number is unclear', 'The song is performed by the Beatles.'],
  ])('keeps %s', (_name, input) => {
    expect(run(input)).toBe(input);
  });

  it('keeps the passive in academic prose', () => {
    const text = 'The samples were collected by the team.';
    expect(run(text, 'academic')).toBe(text);
  });

  it('records the whole swap as one edit with its span', () => {
    const input = 'The letters were written by the students.';
    const result = rewriteWith([voice], input, {});
    expect(result.edits).toHaveLength(1);
    const [edit] = result.edits;
    expect(edit?.rule).toBe('passive-to-active');
    expect(input.slice(edit?.input.start, edit?.input.end)).toBe(edit?.before);
  });
});
