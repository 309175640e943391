import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../../index.js';
import type { RewriteMode } from '../../options.js';
import { createSplit } from './index.js';

const run = (text: string, mode: RewriteMode = 'standard') =>
  rewriteWith([createSplit({ minWords: 16, minPart: 6 })], text, { mode }).text;

describe('split', () => {
  const defaults = (text: string, mode: RewriteMode = 'standard') =>
    rewriteWith([createSplit()], text, { mode }).text;
  it.each([
    [
      'splits ", but" from 22 words in standard',
      'Talking to a friend about a hard week at work can be a difficult conversation, but it is an important step toward getting help.',
      'standard',
      'Talking to a friend about a hard week at work can be a difficult conversation. But it is an important step toward getting help.',
    ],
    [
      'waits for 28 words in academic',
      'Talking to a friend about a hard week at work can be a difficult conversation, but it is an important step toward getting help.',
      'academic',
      'Talking to a friend about a hard week at work can be a difficult conversation, but it is an important step toward getting help.',
    ],
    [
      'splits "; " between two clauses from 14 words in standard',
      'Education is about more than getting a degree or certificate; it is about learning throughout our lives.',
      'standard',
      'Education is about more than getting a degree or certificate. It is about learning throughout our lives.',
    ],
    [
      'keeps a "not just …; …" contrast whole',
      'Education is not just about getting a degree or certificate; it is about learning throughout our lives.',
      'standard',
      'Education is not just about getting a degree or certificate; it is about learning throughout our lives.',
    ],
    [
      'keeps a short "; " in academic',
      'Education is not just about getting a degree or certificate; it is about learning throughout our lives.',
      'academic',
      'Education is not just about getting a degree or certificate; it is about learning throughout our lives.',
    ],
    [
      'keeps "; " before a verbless list item',
      'The kit holds two cables, three plugs and a meter; spare fuses, a manual and a case.',
      'standard',
      'The kit holds two cables, three plugs and a meter; spare fuses, a manual and a case.',
    ],
    [
      'splits "; " before an adverb and its comma',
      'It is not always about throwing lavish parties or buying gifts; sometimes, it is the simple things that matter.',
      'standard',
      'It is not always about throwing lavish parties or buying gifts. Sometimes, it is the simple things that matter.',
    ],
    [
      'keeps "; " with a short half',
      'Most of the readings stayed well inside the expected range; none failed.',
      'standard',
      'Most of the readings stayed well inside the expected range; none failed.',
    ],
    [
      'splits ", and" + subject, adverb and verb at 28 words',
      'They saw themselves as culturally and religiously superior to the indigenous populations they encountered, and the conquistadors often used racial language to describe the Aztecs and other Native American groups in their letters home.',
      'standard',
      'They saw themselves as culturally and religiously superior to the indigenous populations they encountered. The conquistadors often used racial language to describe the Aztecs and other Native American groups in their letters home.',
    ],
    [
      'splits ", and" from 22 words when one half is short and opens with a pronoun',
      'The banking system was controlled by the state, and its primary function was to serve the needs of the state and the party.',
      'standard',
      'The banking system was controlled by the state. Its primary function was to serve the needs of the state and the party.',
    ],
    [
      'keeps an uneven ", and" under 28 words in academic',
      'The banking system was controlled by the state, and its primary function was to serve the needs of the state and the party.',
      'academic',
      'The banking system was controlled by the state, and its primary function was to serve the needs of the state and the party.',
    ],
    [
      'keeps ", and" before the last item of a repeated-word series',
      'Every encounter between the two men, every challenge they face, and every triumph they achieve together builds a sense of deep empathy.',
      'standard',
      'Every encounter between the two men, every challenge they face, and every triumph they achieve together builds a sense of deep empathy.',
    ],
    [
      'keeps ", and" before a noun with an infinitive, not a clause',
      'Poci is known for his versatility on the field, able to play in several midfield roles, and his ability to score goals from a long distance.',
      'standard',
      'Poci is known for his versatility on the field, able to play in several midfield roles, and his ability to score goals from a long distance.',
    ],
    [
      'keeps ", and" when both halves open with the same pronoun (no "They … They …")',
      'They saw themselves as culturally and religiously superior to the indigenous populations they encountered, and they often used racial language to describe the Aztecs and other Native American groups in their letters home.',
      'standard',
      'They saw themselves as culturally and religiously superior to the indigenous populations they encountered, and they often used racial language to describe the Aztecs and other Native American groups in their letters home.',
    ],
    [
      'keeps a short ", but"',
      'The test was hard for most of us, but we passed it in the end.',
      'standard',
      'The test was hard for most of us, but we passed it in the end.',
    ],
  ])('%s', (_name, input, mode, expected) => {
    expect(defaults(input, mode as RewriteMode)).toBe(expected);
  });

  it('keeps the last comma of a list', () => {
    const text =
      'There is something satisfying about each story, and her blend of suspense, humor, and human insight make for a delightful read.';
    expect(run(text)).not.toMatch(/humor\. Human/u);
  });

  it('keeps the last comma of a list of longer items', () => {
    const text =
      'The cultural context, the role of the industry, the reliance on traditional instruments, and the themes of the music all contributed to its image.';
    expect(run(text)).toBe(text);
  });

  it.each([
    [
      'splits at ", and" between two clauses',
      'The team collected samples from four rivers over two years, and the results showed a steady rise in nitrate levels.',
      'standard',
      'The team collected samples from four rivers over two years. The results showed a steady rise in nitrate levels.',
    ],
    [
      'splits at ", but" and keeps the contrast',
      'The first method was fast and cheap to run on small data, but it failed badly on the larger test sets we built.',
      'standard',
      'The first method was fast and cheap to run on small data. But it failed badly on the larger test sets we built.',
    ],
    [
      'uses "However," for "but" in academic mode',
      'The first method was fast and cheap to run on small data, but it failed badly on the larger test sets we built.',
      'academic',
      'The first method was fast and cheap to run on small data. However, it failed badly on the larger test sets we built.',
    ],
    [
      'splits at a semicolon',
      'The first method was fast and cheap to run on small data; the second one was slow but far more accurate overall.',
      'standard',
      'The first method was fast and cheap to run on small data. The second one was slow but far more accurate overall.',
    ],
    [
      'does not split a compound predicate',
      'The team collected samples from four rivers over two years, and measured nitrate levels in every one of them.',
      'standard',
      'The team collected samples from four rivers over two years, and measured nitrate levels in every one of them.',
    ],
    [
      'does not split a sentence opening with a subordinate clause',
      'Although the team collected samples from four rivers over two years, and the results looked clear, doubts remained.',
      'standard',
      'Although the team collected samples from four rivers over two years, and the results looked clear, doubts remained.',
    ],
    ['leaves short sentences alone', 'We ran, and they walked.', 'standard', 'We ran, and they walked.'],
    [
      'keeps "not only …, but … also" together',
      'The news had not only brought great joy to him and his family, but it had also motivated me to work harder.',
      'standard',
      'The news had not only brought great joy to him and his family, but it had also motivated me to work harder.',
    ],
  ])('%s', (_name, input, mode, expected) => {
    expect(run(input, mode as RewriteMode)).toBe(expected);
  });

  const tail = (text: string) => rewriteWith([createSplit()], text).text;

  it.each([
    [
      "gives a ', which allows' comment its own sentence",
      'The city built a second bridge across the river in the spring of last year, which allowed most residents to reach work sooner.',
      'The city built a second bridge across the river in the spring of last year. This allowed most residents to reach work sooner.',
    ],
    [
      "keeps ', which is a …' (the antecedent is a noun)",
      'The authors extend the BiDAF model with several new layers for long documents, which is a widely used reading system.',
      'The authors extend the BiDAF model with several new layers for long documents, which is a widely used reading system.',
    ],
    [
      "keeps 'which' as an object ('which we …')",
      'The results of the survey were shared with the local council in early March, which we then discussed at length over lunch.',
      'The results of the survey were shared with the local council in early March, which we then discussed at length over lunch.',
    ],
    [
      "splits ', which can lead to …' (a modal before a comment verb)",
      'The team changed the schedule for every shift in the plant without any notice, which can lead to mistakes on the floor.',
      'The team changed the schedule for every shift in the plant without any notice. This can lead to mistakes on the floor.',
    ],
    [
      "keeps ', which can …' when the modal's verb describes the noun before it",
      'Stars that are much heavier than the sun end their lives as a more massive object, which can undergo a second collapse.',
      'Stars that are much heavier than the sun end their lives as a more massive object, which can undergo a second collapse.',
    ],
    [
      "keeps ', making a contribution …' (what the subject does, not a result)",
      'Our work shows how monoids can help with hard problems in group theory, making a significant contribution to the field.',
      'Our work shows how monoids can help with hard problems in group theory, making a significant contribution to the field.',
    ],
    [
      'keeps a which-clause that is followed by more of the sentence',
      'The new library, which makes parsing easy for everyone, was released by the core team last spring after a long beta.',
      'The new library, which makes parsing easy for everyone, was released by the core team last spring after a long beta.',
    ],
    [
      'splits a participle tail in the present',
      'Our method caches every parsed file on the local disk between separate runs of the whole build, making repeated builds far faster than before.',
      'Our method caches every parsed file on the local disk between separate runs of the whole build. This makes repeated builds far faster than before.',
    ],
    [
      'puts a participle tail in the past after a past clause',
      'The researchers trained the new model on a very large set of labelled medical images from two clinics, making it far more accurate on rare cases.',
      'The researchers trained the new model on a very large set of labelled medical images from two clinics. This made it far more accurate on rare cases.',
    ],
    [
      'keeps the present for what a thing is good for, even after a past clause',
      'In the final tests the new algorithm processed every image much faster than the traditional methods, making it a valuable tool for real-time applications.',
      'In the final tests the new algorithm processed every image much faster than the traditional methods. This makes it a valuable tool for real-time applications.',
    ],
    [
      'leaves a tail whose tense is unclear',
      'The team that built the parser is small and worked on it for years, making it one of the slowest projects of its kind.',
      'The team that built the parser is small and worked on it for years, making it one of the slowest projects of its kind.',
    ],
    [
      'keeps a participle that modifies a noun',
      'The report lists the tools used by every team in the study, including several that were written for this project alone.',
      'The report lists the tools used by every team in the study, including several that were written for this project alone.',
    ],
    [
      'keeps a quoted tail',
      'The manager wrote a note to every member of the team last week, "making sure the release goes well is our job".',
      'The manager wrote a note to every member of the team last week, "making sure the release goes well is our job".',
    ],
    [
      "does not split at 'and' before a noun phrase with a relative clause",
      'The study looks at how small bodies formed in the outer solar system over billions of years, and the collisional events that have shaped them.',
      'The study looks at how small bodies formed in the outer solar system over billions of years, and the collisional events that have shaped them.',
    ],
    [
      'splits a tail whose commas only separate list items',
      'In our simulations the belt went through a phase of instability early in its history, leading to a few large bodies and many smaller, broken ones.',
      'In our simulations the belt went through a phase of instability early in its history. This led to a few large bodies and many smaller, broken ones.',
    ],
    [
      'lets one adverb sit between "which" and its verb',
      'The state invested heavily in schools and universities in every region of the country over many years, which in turn led to greater innovation.',
      'The state invested heavily in schools and universities in every region of the country over many years. This in turn led to greater innovation.',
    ],
    [
      'keeps a tail with a clause after its comma',
      'The lab trained the model on a very large set of images from two clinics, making it accurate, which pleased everyone.',
      'The lab trained the model on a very large set of images from two clinics, making it accurate, which pleased everyone.',
    ],
    [
      'keeps a tail that coordinates two participles (the subject acts)',
      'He quickly established himself as a regular in the first team of the club, making 36 appearances and helping the club win the title.',
      'He quickly established himself as a regular in the first team of the club, making 36 appearances and helping the club win the title.',
    ],
    [
      'keeps a participle tail after a clause that mixes "cannot" with a past form',
      'Problems faced today by every country in the world cannot be tackled by one country acting alone, underlining the importance of working together.',
      'Problems faced today by every country in the world cannot be tackled by one country acting alone, underlining the importance of working together.',
    ],
    [
      'splits a tail from a sentence of eighteen words',
      'The film uses dark and moody visuals that suit its chilling story, creating an eerie and tense mood.',
      'The film uses dark and moody visuals that suit its chilling story. This creates an eerie and tense mood.',
    ],
    [
      'keeps the tail of a shorter sentence',
      'The dark visuals suit the chilling story, creating an eerie and tense mood.',
      'The dark visuals suit the chilling story, creating an eerie and tense mood.',
    ],
    [
      'keeps a tail next to a sentence that already opens with "This"',
      'This is achieved by an infrared-safe cone jet. The algorithm also uses a new technique for boundary detection in every image, which enables it to keep the edges of objects.',
      'This is achieved by an infrared-safe cone jet. The algorithm also uses a new technique for boundary detection in every image, which enables it to keep the edges of objects.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(tail(input)).toBe(expected);
  });
});

describe("split: a short '-ing' tail said as a plain result", () => {
  it.each([
    [
      "'making it' + adjective, present",
      'The method runs in linear time, making it suitable for large-scale use.',
      'The method runs in linear time, so it is suitable for large-scale use.',
    ],
    [
      "'making it' + an adjective the tagger reads as a verb",
      'The system is stable, fast, and reliable, making it perfect for both personal and professional use.',
      'The system is stable, fast, and reliable, so it is perfect for both personal and professional use.',
    ],
    [
      "'making it' + a bare verb stays",
      'The team rebuilt the parser, making it work for every dialect.',
      'The team rebuilt the parser, making it work for every dialect.',
    ],
    [
      "'ensuring that' + a clause, past",
      'The team tested every build on three devices, ensuring that no bug reached users.',
      'The team tested every build on three devices, so no bug reached users.',
    ],
    [
      "'ensuring' + a clause without 'that'",
      'The cotton is soft and warm, ensuring my little one stays comfortable all day.',
      'The cotton is soft and warm, so my little one stays comfortable all day.',
    ],
    [
      "'ensuring' + a noun phrase stays",
      'The element heats up quickly and evenly, ensuring consistent results.',
      'The element heats up quickly and evenly, ensuring consistent results.',
    ],
    [
      "'ensuring' after a command stays",
      'Install the receptacle into the box, ensuring that the wires are not pinched.',
      'Install the receptacle into the box, ensuring that the wires are not pinched.',
    ],
    [
      "'making them', past",
      'The guides were rewritten, making them easier to follow.',
      'The guides were rewritten, so they were easier to follow.',
    ],
    [
      "'allowing' + noun phrase, past",
      'The team reduced costs, allowing the firm to survive.',
      'The team reduced costs, so the firm could survive.',
    ],
    [
      "'enabling' + pronoun",
      'The new API is faster, enabling them to ship weekly.',
      'The new API is faster, so they can ship weekly.',
    ],
    [
      "keeps 'allowing' after a copula and its noun",
      'Virtual environments are a crucial tool for any developer, allowing you to isolate dependencies.',
      'Virtual environments are a crucial tool for any developer, allowing you to isolate dependencies.',
    ],
    [
      'keeps a tail after a verb whose tense is unclear',
      'The team cut costs, allowing the firm to survive.',
      'The team cut costs, allowing the firm to survive.',
    ],
    [
      "keeps 'making it' + a noun phrase",
      'The festival drew 50,000 visitors, making it one of the largest in Europe.',
      'The festival drew 50,000 visitors, making it one of the largest in Europe.',
    ],
    [
      'keeps a tail followed by another clause',
      'The library was moved, making it harder to reach, and fewer people visited.',
      'The library was moved, making it harder to reach, and fewer people visited.',
    ],
  ])('%s', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });
});
