import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../../index.js';
import { createClauses } from './index.js';

const clauses = createClauses();
const run = (text: string, mode: 'standard' | 'academic' = 'standard') =>
  rewriteWith([clauses], text, { mode }).text;

describe('clauses: that after reporting verbs', () => {
  it.each([
    [
      'drops it before a determiner subject after a verb of thinking',
      'I believe that both techniques improve the system.',
      'I believe both techniques improve the system.',
    ],
    [
      "keeps it where the subject would first read as 'show''s object",
      'The results show that both techniques improve the system.',
      'The results show that both techniques improve the system.',
    ],
    [
      'drops it after show before a subject pronoun',
      'The results show that we were right.',
      'The results show we were right.',
    ],
    ['drops it before a pronoun subject', 'I believe that they were right.', 'I believe they were right.'],
    ['drops it before a name', 'Many of us hoped that Smith was right.', 'Many of us hoped Smith was right.'],
    [
      "keeps it after 'found' before a name",
      'Studies found that Smith was right.',
      'Studies found that Smith was right.',
    ],
    [
      'drops it before an adjective and a plural noun',
      'Engineers think that certain combinations can improve results.',
      'Engineers think certain combinations can improve results.',
    ],
    ['keeps a passive report', 'It was found that the drug works.', 'It was found that the drug works.'],
    ['keeps a demonstrative', 'He said that man is evil.', 'He said that man is evil.'],
    ['keeps it when no verb follows', 'I found that book on the shelf.', 'I found that book on the shelf.'],
    [
      'keeps it after a verb that takes an object',
      'They argue that the point is moot.',
      'They argue that the point is moot.',
    ],
    ["keeps 'so that'", 'We left early so that we could rest.', 'We left early so that we could rest.'],
    [
      'keeps a gerund phrase',
      'It shows that the model using less data wins.',
      'It shows that the model using less data wins.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it('keeps the formal register in academic mode', () => {
    expect(run('The results show that both techniques work.', 'academic')).toBe(
      'The results show that both techniques work.',
    );
  });
});

describe('clauses: relative clauses', () => {
  it.each([
    [
      "drops an object relative's 'that'",
      'Give them the love and care that they deserve.',
      'Give them the love and care they deserve.',
    ],
    [
      "keeps an 'until' cleft's 'that' after commas",
      "It wasn't until a senior colleague, Maria Gonzalez, took me under her wing that I began to write.",
      "It wasn't until a senior colleague, Maria Gonzalez, took me under her wing that I began to write.",
    ],
    [
      'keeps a complement clause',
      'I like the idea that we can all help.',
      'I like the idea that we can all help.',
    ],
    ["keeps 'so that'", 'Speak slowly so that they understand.', 'Speak slowly so that they understand.'],
    ['keeps it after a comma', 'It failed, that we know.', 'It failed, that we know.'],
    [
      'cuts a clause with a postposed adjective',
      'It generates examples that are similar to real ones.',
      'It generates examples similar to real ones.',
    ],
    [
      'cuts a clause with a participle',
      'Animals that are raised for food should be treated well.',
      'Animals raised for food should be treated well.',
    ],
    [
      'turns a which-clause into an appositive after a noun',
      'We used the Reader, which is a tool for parsing files.',
      'We used the Reader, a tool for parsing files.',
    ],
    ['keeps a clause after a clause', 'He left early, which is a shame.', 'He left early, which is a shame.'],
    [
      'keeps a negated clause',
      'Animals that are not raised for food live longer.',
      'Animals that are not raised for food live longer.',
    ],
    [
      'keeps an adjective without a preposition',
      'People who are happy live longer.',
      'People who are happy live longer.',
    ],
    [
      "keeps 'that is' as a pronoun",
      'They said that is similar to ours.',
      'They said that is similar to ours.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('clauses: openers', () => {
  it.each([
    [
      "'There are many X that' becomes direct",
      'There are many factors that contribute to climate change.',
      'Many factors contribute to climate change.',
    ],
    [
      "keeps 'There are' before a new subject (only the object 'that' goes)",
      'There are many ways that we can help.',
      'There are many ways we can help.',
    ],
    [
      'keeps a bare plural (a complement clause)',
      'There are concerns that prices will rise.',
      'There are concerns that prices will rise.',
    ],
    [
      "'It is important to' leads with the action",
      'It is important to understand the risks of smoking.',
      'Understanding the risks of smoking is important.',
    ],
    ["handles 'It's'", "It's important to keep your receipts.", 'Keeping your receipts is important.'],
    ['keeps a modal', 'It can be hard to find good help.', 'Finding good help can be hard.'],
    [
      'keeps a compound action',
      'It is important to eat well and sleep.',
      'It is important to eat well and sleep.',
    ],
    [
      "keeps 'It is important for X to'",
      'It is important for us to vote.',
      'It is important for us to vote.',
    ],
    ['keeps a clause inside', 'It is hard to say whether it works.', 'It is hard to say whether it works.'],
    ["keeps 'not to'", 'It is important not to panic.', 'It is important not to panic.'],
    [
      "'In this work, we' becomes 'Here we'",
      'In this work, we present a new method.',
      'Here we present a new method.',
    ],
    ["'In this essay, I' becomes 'Here I'", 'In this essay, I discuss cars.', 'Here I discuss cars.'],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('clauses: possessive', () => {
  it.each([
    ['before a verb', 'The performance of the model is good.', "The model's performance is good."],
    [
      'two attributes',
      'Both techniques improve the performance and robustness of the system.',
      "Both techniques improve the system's performance and robustness.",
    ],
    ['a plural owner', 'We met the needs of the students.', "We met the students' needs."],
    [
      'keeps an owner followed by a phrase',
      'It describes the role of the teacher in class.',
      'It describes the role of the teacher in class.',
    ],
    ['keeps a partitive', 'We read the rest of the novel.', 'We read the rest of the novel.'],
    [
      'keeps an owner with a participle after it',
      'They shed light on the behavior of the systems modeled by these equations.',
      'They shed light on the behavior of the systems modeled by these equations.',
    ],
    [
      'keeps an owner that may swallow the verb',
      'The coercivity drops as the size of the nanodots decreases.',
      'The coercivity drops as the size of the nanodots decreases.',
    ],
    [
      'keeps a singular owner ending in s',
      'We checked the accuracy of the analysis.',
      'We checked the accuracy of the analysis.',
    ],
    [
      'keeps a compound the tagger splits',
      'We checked the accuracy of the step counter, twice.',
      'We checked the accuracy of the step counter, twice.',
    ],
    ['keeps an indefinite owner', 'We checked the size of a mattress.', 'We checked the size of a mattress.'],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it('moves a protected name as written', () => {
    expect(run('I saw the performance of the SISC algorithm.')).toBe(
      "I saw the SISC algorithm's performance.",
    );
  });
});

describe('clauses: edits', () => {
  it('records exact spans for every edit', () => {
    const input = 'The engineers think that both techniques improve the performance of the system.';
    const result = rewriteWith([clauses], input, {});
    for (const edit of result.edits) {
      expect(input.slice(edit.input.start, edit.input.end)).toBe(edit.before);
      expect(result.text.slice(edit.output.start, edit.output.end)).toBe(edit.after);
    }
    expect(result.edits.map((e) => e.rule)).toEqual(['that-deletion', 'of-possessive', 'of-possessive']);
  });
});
