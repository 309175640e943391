import { describe, expect, it } from 'vitest';
import { type RewriteMode, rewrite, rewriteWith } from '../../index.js';
import { FILLER_FLAGS, FILLER_OPENERS } from '../../lexicon/filler.js';
import { requiredCues } from './data.js';
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
    [
      "keeps the 'I' that an 'As a …' opener needs",
      'As a microbiologist, I can confidently say that pathogens can survive on paper.',
      'As a microbiologist, I can confidently say that pathogens can survive on paper.',
    ],
    [
      'keeps the subject of a participle opener',
      'Having used it for a month, I can confidently say it works.',
      'Having used it for a month, I can confidently say it works.',
    ],
    [
      "keeps 'worth mentioning' before a phrase 'there are' cannot take",
      'However, it is worth mentioning some of the drawbacks in detail.',
      'However, it is worth mentioning some of the drawbacks in detail.',
    ],
    [
      'keeps a question that is judged, not praised',
      'That is a good question to ask your doctor. It depends on your income.',
      'That is a good question to ask your doctor. It depends on your income.',
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

  // Support-reply, cover-letter, essay, listicle and social-post stock: cut, or said plainly.
  it.each([
    [
      'drops a greeting clause at the end of a sentence',
      "Thank you for contacting us, and I hope you're having a great day! Your refund is on its way.",
      'Thank you for contacting us! Your refund is on its way.',
    ],
    [
      'drops a greeting sentence',
      "Thanks for writing. I hope you're having a great week!",
      'Thanks for writing.',
    ],
    [
      'drops a reassurance frame',
      'We found the fault. I want to assure you that we take billing concerns seriously.',
      'We found the fault. We take billing concerns seriously.',
    ],
    [
      'turns an account check into its finding',
      'After reviewing your account, I can confirm that the charge was made twice.',
      'I checked your account: the charge was made twice.',
    ],
    [
      'states the application',
      'It is with great excitement that I apply for the fifth-grade teaching position.',
      'I am applying for the fifth-grade teaching position.',
    ],
    [
      'states the application (submit)',
      'It is with great enthusiasm that I submit my application for the designer role.',
      'I am applying for the designer role.',
    ],
    [
      'keeps news that is not an application',
      'It is with great sadness that we announce his death.',
      'It is with great sadness that we announce his death.',
    ],
    [
      // Without its frame the claim the essay argues for would read as settled fact.
      "keeps the essay's stance on its claim",
      'The plan began in 1948. This essay will argue that it was both generous and strategic.',
      'The plan began in 1948. This essay will argue that it was both generous and strategic.',
    ],
    [
      "keeps the turn of a 'But' hook",
      "Staying focused is hard. But here's the good news: the right tools help.",
      'Staying focused is hard. But the right tools help.',
    ],
    [
      "turns a 'Here is the good news' hook into 'Luckily'",
      'Here is the good news: it works.',
      'Luckily, it works.',
    ],
    [
      'drops a grab-a-coffee frame',
      "So grab a cup of coffee, sit back, and let's look at the top ten apps.",
      "Let's look at the top ten apps.",
    ],
    ['keeps an errand', 'Grab a coffee and meet us in the lobby.', 'Grab a coffee and meet us in the lobby.'],
    [
      "drops 'Let that sink in.'",
      'I shut down my startup. Let that sink in. It hurt.',
      'I shut down my startup. It hurt.',
    ],
    [
      "keeps 'Let it sink in' (oil, glue)",
      'Apply the oil. Let it sink in.',
      'Apply the oil. Let it sink in.',
    ],
    [
      "keeps 'Let that sink in.' alone in its paragraph",
      'I shut down my startup.\n\nLet that sink in.',
      'I shut down my startup.\n\nLet that sink in.',
    ],
    ["drops 'Onward and upward!'", 'I start on Monday. Onward and upward!', 'I start on Monday.'],
    // A sign-off is the writer's voice, not filler: without it an e-mail ends abruptly on the signature.
    [
      "keeps a 'Happy <verb>ing!' sign-off",
      'Water the beds weekly. Happy gardening!',
      'Water the beds weekly. Happy gardening!',
    ],
    ['keeps a holiday greeting', 'Order today. Happy Thanksgiving!', 'Order today. Happy Thanksgiving!'],
    [
      'drops a call to comment after a question',
      'What lesson has a setback taught you? Let me know in the comments.',
      'What lesson has a setback taught you?',
    ],
    [
      'drops an announcement of figures',
      'Sleep helps memory. The numbers are striking. Students recalled 20% more.',
      'Sleep helps memory. Students recalled 20% more.',
    ],
    [
      'drops a product-page closer',
      'Order before June 30. Your body will thank you.',
      'Order before June 30.',
    ],
    [
      "drops 'We hope this message finds you well!'",
      'We hope this message finds you well! Our sale starts today.',
      'Our sale starts today.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each<[RewriteMode, string]>([
    // An academic author may judge the figures.
    ['academic', 'Sleep helps memory. The numbers are striking. Students recalled 20% more.'],
    // Academic mode keeps 'it is clear that', with or without an opener.
    ['academic', 'Looking back, it is clear that those afternoons shaped me.'],
    // A casual writer may keep a call to comment.
    ['casual', 'What lesson has a setback taught you? Let me know in the comments.'],
    ['casual', 'Order before June 30. Your body will thank you.'],
  ])('%s keeps: %s', (mode, input) => {
    expect(rewriteWith([createFiller()], input, { mode }).text).toBe(input);
  });

  // The whole pipeline (standard/medium, seed 1): the cuts combine with the phrase swaps around them.
  it.each([
    [
      'support reply',
      "Thank you for contacting us, and I hope you're having a great day! I want to assure you that we take billing concerns like this very seriously.",
      'Thank you for contacting us! We take billing concerns like this seriously.',
    ],
    [
      'account check',
      'After reviewing your account, I can confirm that a duplicate charge was processed due to a fault.',
      'I checked your account: a duplicate charge was processed because of a fault.',
    ],
    [
      'cover letter',
      'It is with great excitement that I apply for the fifth-grade teaching position.',
      'I am applying for the fifth-grade teaching position.',
    ],
    [
      'listicle',
      "Staying focused is hard. But here's the good news: the right tools help. So grab a cup of coffee, sit back, and let's look at the top ten apps.",
      "Staying focused is hard. But the right tools help. Let's look at the top ten apps.",
    ],
    ['post', 'I start on Monday. Onward and upward!', 'I start on Monday.'],
    [
      'review drawbacks',
      'However, it is worth mentioning a few drawbacks. The chuck slips.',
      'However, there are a few drawbacks. The chuck slips.',
    ],
    [
      'hindsight',
      'Looking back, it is clear that those afternoons shaped me.',
      'Looking back, those afternoons shaped me.',
    ],
    [
      'review verdict',
      'After three months of use, I can confidently say it has exceeded my expectations.',
      'After three months of use, it has exceeded my expectations.',
    ],
    [
      'recommendation letter',
      'It is with great pleasure that I write this letter of recommendation for Ms. Raman, who worked in my lab.',
      'I am pleased to recommend Ms. Raman, who worked in my lab.',
    ],
    [
      'announcement',
      'It is with great pleasure that we announce the winners of the prize.',
      'We are pleased to announce the winners of the prize.',
    ],
    [
      'praise for the question, with who asks it',
      'That is an excellent question, and it is one that many people with chronic pain grapple with. The short answer is yes.',
      'The short answer is yes.',
    ],
    [
      'praise for the question',
      'That is a good question. It depends on your income.',
      'It depends on your income.',
    ],
  ])('in the pipeline: %s', (_name, input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
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

describe('filler: a refused edit', () => {
  it('lets the next entry that matches try the same sentence', () => {
    const entry = (id: string, pattern: RegExp) =>
      ({ id, pattern, cues: [], scope: 'sentence-start', replacement: '', minStrength: 'medium' }) as const;
    const filler = createFiller({
      patterns: [
        // Reaches into 'Acme', a keep-list word, so the guard refuses it.
        entry('long', /^it is clear that acme\b\s*/iu),
        entry('short', /^it is clear that\s+/iu),
      ],
    });
    const { text, edits } = rewriteWith([filler], 'It is clear that Acme won.', { keep: ['Acme'] });
    expect(text).toBe('Acme won.');
    expect(edits.map((e) => e.rule)).toEqual(['short']);
  });
});

describe('filler cues (strings a pattern needs before it is tried)', () => {
  it.each([
    ['^needless to say,?\\s+', ['needless to say']],
    [
      "(?<=^|[,;:]\\s)it(?: is|'s) (?:also )?worth (?:noting|remembering) that\\s+",
      ['noting', 'remembering'],
    ],
    ['^(?:please )?(?:note|be aware) that', ['note', 'be aware']],
    ['^(?:great|good) question|thanks for asking', ['question', 'thanks for asking']],
    ['^(?:a|b)|thanks', []],
    ['\\p{L}+ing\\b, here', ['here']],
    ['^remember(?:s)? x', ['remember']],
    ['^reall?y', ['real']],
    ['^[a-z]{2,5} done', ['done']],
    ['^(?<lead>looking back|in hindsight), (?=the)', ['looking back', 'in hindsight']],
    ['(?:the )?question', ['question']],
  ])('%s → %j', (source, cues) => {
    expect(requiredCues(source)).toEqual(cues);
  });

  it('finds one of each entry’s cues in the example it matches', () => {
    for (const entry of FILLER_OPENERS) {
      const example = entry.example.toLowerCase();
      const cues = requiredCues(entry.pattern);
      expect(new RegExp(entry.pattern, FILLER_FLAGS).test(entry.example), entry.id).toBe(true);
      expect(cues.length === 0 || cues.some((cue) => example.includes(cue)), entry.id).toBe(true);
    }
  });
});
