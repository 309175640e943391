import { describe, expect, it } from 'vitest';
import { countNegators, rewriteWith } from '../../index.js';
import { createRestructure } from './index.js';

const run = (text: string) => rewriteWith([createRestructure()], text).text;

describe('restructure: not only … but also', () => {
  it.each([
    [
      'verb phrases',
      'The tool not only saves time but also reduces errors.',
      'The tool saves time and reduces errors.',
    ],
    ['adjectives with a comma', 'It is not only fast, but also cheap.', 'It is fast and cheap.'],
    // 'not just X but also Y' goes beyond X: the pair keeps its climb.
    ["'not just' stays", 'It is not just fast but also cheap.', 'It is not just fast but also cheap.'],
    [
      "'both' before a noun phrase, so the pair stays a pair",
      'The light represents not only his desire for Daisy but also the American Dream.',
      'The light represents both his desire for Daisy and the American Dream.',
    ],
    [
      'puts the inversion in plain order',
      'Not only does it save time, but it also reduces errors.',
      'It saves time, and it also reduces errors.',
    ],
    ['keeps emphatic do', 'We do not only read but also write.', 'We do not only read but also write.'],
    [
      'keeps a first half with its own "and"',
      'It is not only fast and light but also cheap.',
      'It is not only fast and light but also cheap.',
    ],
    ["keeps 'not only' without 'but also'", 'It is not only fast.', 'It is not only fast.'],
    [
      'keeps a pair whose second half is a list',
      'Caravans carried not only silk but also spices, glass, and metals.',
      'Caravans carried not only silk but also spices, glass, and metals.',
    ],
    [
      'keeps a comma-set contrast before a pair',
      'Goals require not only numbers, but also teamwork and clear communication.',
      'Goals require not only numbers, but also teamwork and clear communication.',
    ],
    ['keeps a real negation', 'It is not fast, but it is cheap.', 'It is not fast, but it is cheap.'],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it("treats 'not only' as additive in the negation guard, contracted or not", () => {
    expect(countNegators('It is not only fast but also cheap.')).toBe(0);
    expect(countNegators("It isn't just fast.")).toBe(0);
    expect(countNegators('It is not fast.')).toBe(1);
    expect(countNegators('It is not, only just, fast.')).toBe(1);
  });
});

describe('restructure: the use of', () => {
  it.each([
    ['a subject', 'The use of solar power is growing.', 'Using solar power is growing.'],
    [
      'a subject after an opener',
      'In short, the use of these drugs is unfair.',
      'In short, using these drugs is unfair.',
    ],
    [
      'the object of a verb that takes an action',
      'The method involves the use of a special filter.',
      'The method involves using a special filter.',
    ],
    [
      'after a preposition',
      'People worried about the use of hydrogen in airships.',
      'People worried about using hydrogen in airships.',
    ],
    [
      "'to use' after a purpose subject and 'is'",
      'The key idea behind the method is the use of a seedless cone.',
      'The key idea behind the method is to use a seedless cone.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'after a reporting verb (it would read as advice)',
      'The findings suggest the use of these methods could help.',
    ],
    ["after 'is' (it would read as a progressive)", 'The main problem is the use of a cone.'],
    ['a purpose subject with a comma before the verb', 'The key idea, in short, is the use of a cone.'],
    ['with a doer', 'The use of force by the police was criticised.'],
    ['an adjective before use', 'The careful use of data is vital.'],
    ['after a verb of reaction', 'Critics reacted to the use of cannons.'],
  ])('keeps %s', (_name, input) => {
    expect(run(input)).toBe(input);
  });
});

describe('restructure: action nouns to gerunds', () => {
  it.each([
    [
      "after 'avoids'",
      'The filter avoids the introduction of artifacts.',
      'The filter avoids introducing artifacts.',
    ],
    [
      "after 'involves'",
      'The method involves the removal of noisy samples.',
      'The method involves removing noisy samples.',
    ],
    [
      "a disguised gerund after 'focuses on'",
      'The report focuses on the reimplementing of the reader.',
      'The report focuses on reimplementing the reader.',
    ],
    [
      'a coordinated pair, both turned',
      'The task requires the collection of data and the analysis of results.',
      'The task requires collecting data and analyzing results.',
    ],
    [
      "'allows for the creation of' with a plain noun phrase",
      'It uses a cone, which allows for the creation of a smooth image gradient.',
      'It uses a cone, which allows a smooth image gradient to be created.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    ['a process noun', 'The study involves the development of the embryo.'],
    ['a doer named with by', 'The plan requires the removal of trees by the council.'],
    ['after a verb of reaction', 'Critics objected to the introduction of tariffs.'],
    ['after a time preposition', 'Prices rose after the introduction of the euro.'],
    ['a lexicalised -ing noun', 'The essay focuses on the meaning of life.'],
    [
      'a coordinated noun that cannot turn',
      'The method involves the collection of data and the growth of cells.',
    ],
    ["'allows for' before a clause, not a plain noun phrase", 'It allows for the creation of what we need.'],
    ['an adjective before the noun', 'The method avoids the costly removal of trees.'],
  ])('keeps %s', (_name, input) => {
    expect(run(input)).toBe(input);
  });
});

describe("restructure: parallel 'help us to … and to …'", () => {
  it.each([
    [
      'drops both infinitive markers',
      'This helps us to become more aware and to make better decisions.',
      'This helps us become more aware and make better decisions.',
    ],
    [
      'after a modal',
      'It can help them to grow and to achieve their goals.',
      'It can help them grow and achieve their goals.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    ["'to' as a preposition", 'She helped us to the door and to the car.'],
    ['two later infinitives', 'It helps us to see, to think and to learn and to act.'],
    ["a second 'to' that is a preposition", 'It helps us to look up and to the left.'],
    ['no parallel infinitive', 'It helps us to see more.'],
  ])('keeps %s', (_name, input) => {
    expect(run(input)).toBe(input);
  });
});

describe('restructure: reason phrasing and list tails', () => {
  it.each([
    [
      "a reason noun before 'stems from the fact that'",
      'Our motivation for this research stems from the fact that current methods are limited.',
      'Our motivation for this research is that current methods are limited.',
    ],
    [
      'past tense',
      'The main problem stemmed from the fact that the pumps were old.',
      'The main problem was that the pumps were old.',
    ],
    [
      "'to name a few' after 'such as'",
      'I read papers such as The Guardian and The Times, to name a few.',
      'I read papers such as The Guardian and The Times.',
    ],
    [
      "'to name a few' without a comma, after 'including'",
      'Many birds nest here, including herons and owls to name just a few.',
      'Many birds nest here, including herons and owls.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    ['a subject that is not a reason', 'His anger stems from the fact that he was fired.'],
    ['a plural reason noun', 'Our motivations stem from the fact that methods are limited.'],
    ["'to name a few' with no 'such as' before it", 'There are many causes, to name a few.'],
    ["'to name a few' mid-sentence", 'Such as these, to name a few of them, are rare.'],
  ])('keeps %s', (_name, input) => {
    expect(run(input)).toBe(input);
  });
});

describe("restructure: 'was able to' as a plain past", () => {
  const withIrregular = (text: string) =>
    rewriteWith([createRestructure({ irregular: new Map([['keep', ['kept', 'kept']]]) })], text).text;
  it.each([
    [
      'a regular verb',
      'The classifier was able to identify most faults.',
      'The classifier identified most faults.',
    ],
    ['a plural subject', 'The teams were able to finish early.', 'The teams finished early.'],
    [
      'an irregular verb from the table',
      'Many firms were able to keep their staff.',
      'Many firms kept their staff.',
    ],
    ['an adverb before the verb', 'She was able to quickly fix it.', 'She was able to quickly fix it.'],
    ['two verbs in a list', 'We were able to find and fix the bug.', 'We were able to find and fix the bug.'],
    ["'be' after it", 'It was able to be reused.', 'It was able to be reused.'],
    ['negation', 'They were not able to finish.', 'They were not able to finish.'],
  ])('%s', (_name, input, expected) => {
    expect(withIrregular(input)).toBe(expected);
  });

  it('keeps negators and records the rule', () => {
    const input = 'The model was able to detect faults that no person noticed.';
    const result = rewriteWith([createRestructure()], input);
    expect(result.text).toBe('The model detected faults that no person noticed.');
    expect(countNegators(result.text)).toBe(countNegators(input));
    expect(result.edits.map((e) => e.rule)).toEqual(['was-able-to-past']);
  });
});

describe('restructure: a raised quality said with its adjective', () => {
  it.each([
    [
      'two qualities',
      'This report explores ways to improve the accuracy and robustness of question answering systems.',
      'This report explores ways to make question answering systems more accurate and robust.',
    ],
    [
      'keeps a protected name in place',
      'We aim to improve the accuracy of NLP models.',
      'We aim to make NLP models more accurate.',
    ],
    [
      'inflects make',
      'Automation increased the efficiency of the warehouse.',
      'Automation made the warehouse more efficient.',
    ],
    [
      'a gerund subject',
      'Improving the reliability of the grid is our goal.',
      'Making the grid more reliable is our goal.',
    ],
    [
      'keeps a quality with no adjective',
      'Both methods improve the performance and robustness of the system.',
      'Both methods improve the performance and robustness of the system.',
    ],
    [
      'keeps a compound the tagger splits',
      '- Improved the accuracy of the step counter, ensuring more reliable daily totals.',
      '- Improved the accuracy of the step counter, ensuring more reliable daily totals.',
    ],
    [
      'keeps a measured change',
      'Fine-tuning improved the accuracy of the model by 12 points.',
      'Fine-tuning improved the accuracy of the model by 12 points.',
    ],
    [
      'keeps a verb with an adverb of degree',
      'The update further improved the accuracy of the model.',
      'The update further improved the accuracy of the model.',
    ],
    [
      'keeps a phrase that runs into a coordinated verb',
      'They improve the accuracy of models and reduce costs.',
      'They improve the accuracy of models and reduce costs.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe("restructure: an inverted 'not only' in plain order", () => {
  it.each([
    [
      'a comma inside the first clause',
      'Not only does it give you fresh, healthy produce, but it also offers a calm hobby.',
      'It gives you fresh, healthy produce, and it also offers a calm hobby.',
    ],
    [
      'plural and base form',
      'Not only do they save time, but they also reduce errors.',
      'They save time, and they also reduce errors.',
    ],
    [
      'past tense',
      'Not only did the team win the title, but it also broke the record.',
      'The team won the title, and it also broke the record.',
    ],
    [
      'no second subject',
      'Not only does regular exercise improve mood, but also sleep.',
      'Regular exercise improves mood and also sleep.',
    ],
    [
      'a modal keeps its place before the verb',
      'Not only can you automate routine tasks, but you can also create custom reports.',
      'You can automate routine tasks, and you can also create custom reports.',
    ],
    [
      'a modal with a noun subject',
      'Not only will students read widely, but they will also write weekly essays.',
      'Students will read widely, and they will also write weekly essays.',
    ],
    [
      'keeps a quotation',
      '"Not only does it work, but it also scales," she said.',
      '"Not only does it work, but it also scales," she said.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });
});
