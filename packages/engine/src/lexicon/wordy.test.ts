/**
 * WORDY through the whole pipeline: each case names the entry that must fire and the exact output, so an entry
 * that stops matching (or another rule that starts rewriting the same words) shows up here. The data checks
 * (shape, ids, negators) are in lexicon.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { rewrite } from '../index.js';
import { WORDY } from './wordy.js';

const WORDY_IDS = new Set(WORDY.map((entry) => entry.id));

const run = (input: string, mode: 'standard' | 'academic' = 'standard') =>
  rewrite(input, { mode, strength: 'medium', seed: 1 });

const firedWordy = (input: string, mode: 'standard' | 'academic' = 'standard') =>
  run(input, mode)
    .edits.map((edit) => edit.rule)
    .filter((rule) => WORDY_IDS.has(rule));

describe('WORDY in standard mode at medium strength', () => {
  it.each([
    // continuing, concluding, ending: the verb's tense and person carry over
    [
      'continue-to-be-a',
      'The festival continues to be a highlight of the year.',
      'The festival remains a highlight of the year.',
    ],
    [
      'continue-to-be-popular',
      'Jazz continued to be popular in the 1950s.',
      'Jazz remained popular in the 1950s.',
    ],
    [
      'continue-to-be-important',
      'The question will continue to be important.',
      'The question will remain important.',
    ],
    ['continue-to-remain', 'Prices continue to remain high.', 'Prices remain high.'],
    [
      'come-to-the-conclusion-that',
      'After weeks of study, we came to the conclusion that the data were flawed.',
      'After weeks of study, we concluded that the data were flawed.',
    ],
    [
      'have-come-to-the-conclusion-that',
      'I have come to the conclusion that honesty matters.',
      'I have concluded that honesty matters.',
    ],
    [
      'reach-the-conclusion-that',
      'The committee reaches the conclusion that the plan is sound.',
      'The committee concludes that the plan is sound.',
    ],
    ['come-to-an-end', 'The war came to an end in 1945.', 'The war ended in 1945.'],
    ['come-to-an-end', 'The project is coming to an end.', 'The project is ending.'],
    ['has-come-to-an-end', 'The era has come to an end.', 'The era has ended.'],
    // purposes
    [
      'for-medicinal-purposes',
      'The leaves are used for medicinal purposes in many cultures.',
      'The leaves are used as medicine in many cultures.',
    ],
    [
      'for-research-purposes',
      'The data were collected for research purposes only.',
      'The data were collected for research only.',
    ],
    [
      'in-a-bid-to',
      'The company cut prices in a bid to attract buyers.',
      'The company cut prices to attract buyers.',
    ],
    // pace, manner, basis, scale
    ['at-a-rapid-pace', 'The city is growing at a rapid pace.', 'The city is growing rapidly.'],
    [
      'at-a-faster-rate',
      'Glaciers are melting at a faster rate than expected.',
      'Glaciers are melting faster than expected.',
    ],
    [
      'in-a-professional-manner',
      'Staff should behave in a professional manner.',
      'Staff should behave professionally.',
    ],
    ['in-a-different-way', 'Each child learns in a different way.', 'Each child learns differently.'],
    ['on-a-voluntary-basis', 'Volunteers work on a voluntary basis.', 'Volunteers work voluntarily.'],
    [
      'on-a-global-scale',
      'Plastic pollution is a problem on a global scale.',
      'Plastic pollution is a problem globally.',
    ],
    // time
    [
      'in-the-distant-past',
      'In the distant past, the valley was a lake.',
      'Long ago, the valley was a lake.',
    ],
    [
      'in-the-present-day',
      'Many of these crafts survive in the present day.',
      'Many of these crafts survive today.',
    ],
    ['at-any-point-in-time', 'You can cancel at any point in time.', 'You can cancel at any time.'],
    [
      'a-short-period-of-time',
      'He finished the task in a short period of time.',
      'He finished the task in a short time.',
    ],
    [
      'during-the-time-that',
      'Keep the door closed during the time that the oven is on.',
      'Keep the door closed while the oven is on.',
    ],
    ['up-to-this-point', 'Up to this point, the results look good.', 'So far, the results look good.'],
    // how often, how much
    [
      'it-is-often-the-case-that',
      'It is often the case that students underestimate the workload.',
      'Often students underestimate the workload.',
    ],
    [
      'as-a-general-rule',
      'As a general rule, bake the bread until golden.',
      'Generally, bake the bread until golden.',
    ],
    [
      'to-a-large-extent',
      'Success depends to a large extent on timing.',
      'Success depends largely on timing.',
    ],
    [
      'in-large-part',
      'The decline was due in large part to drought.',
      'The decline was due largely to drought.',
    ],
    ['a-considerable-number-of', 'A considerable number of people attended.', 'Many people attended.'],
    ['large-numbers-of', 'Large numbers of birds migrate each year.', 'Many birds migrate each year.'],
    ['a-good-deal-of', 'She spent a good deal of time abroad.', 'She spent a lot of time abroad.'],
    ['a-small-amount-of', 'Add a small amount of salt.', 'Add a little salt.'],
    [
      'the-overwhelming-majority-of',
      'The overwhelming majority of scientists agree.',
      'Almost all scientists agree.',
    ],
    // place
    ['in-the-vicinity-of', 'We stayed in the vicinity of the station.', 'We stayed near the station.'],
    ['adjacent-to', 'The garage is adjacent to the house.', 'The garage is next to the house.'],
    ['is-located-in', 'The museum is located in the old town.', 'The museum is in the old town.'],
    ['be-located-on', 'The museums were located on the river bank.', 'The museums were on the river bank.'],
    // relations and padding
    ['owing-to', 'The match was called off owing to rain.', 'The match was called off because of rain.'],
    [
      'the-ways-in-which',
      'One of the ways in which plants adapt is by closing pores.',
      'One of the ways plants adapt is by closing pores.',
    ],
    [
      'the-manner-in-which',
      'The manner in which data are stored matters.',
      'The way data are stored matters.',
    ],
    ['in-and-of-itself', 'Money in and of itself brings little joy.', 'Money in itself brings little joy.'],
    [
      'time-and-time-again',
      'I have seen this happen time and time again.',
      'I have seen this happen repeatedly.',
    ],
    [
      'the-general-public',
      'The exhibit is open to the general public.',
      'The exhibit is open to the public.',
    ],
    ['free-of-charge', 'Entry is free of charge.', 'Entry is free.'],
    [
      'please-be-advised-that',
      'Please be advised that the office will close early.',
      'The office will close early.',
    ],
    // 'be' + noun phrase: the 'be' stays, or becomes the verb in the right form
    [
      'of-great-importance',
      'Clean water is of great importance to health.',
      'Clean water is very important to health.',
    ],
    ['be-of-little-importance', 'Such details are of little importance.', 'Such details matter little.'],
    [
      'be-of-the-belief-that',
      'I am of the belief that kindness matters.',
      'I believe that kindness matters.',
    ],
    [
      'be-a-clear-indication-of',
      'The fever is a clear indication of infection.',
      'The fever clearly indicates infection.',
    ],
    ['be-in-conflict-with', 'His views were in conflict with the law.', 'His views conflicted with the law.'],
    [
      'be-in-existence',
      'The tradition has been in existence since 1800.',
      'The tradition has existed since 1800.',
    ],
    ['be-successful-in', 'They were successful in reducing costs.', 'They succeeded in reducing costs.'],
    ['were-in-a-position-to', 'They were in a position to help.', 'They could help.'],
    ['have-the-option-to', 'Users have the option to disable tracking.', 'Users can disable tracking.'],
    // verb + noun where the noun is the action
    ['have-a-bearing-on', 'Diet has a bearing on mood.', 'Diet affects mood.'],
    ['give-a-boost-to', 'The grant gave a boost to local firms.', 'The grant boosted local firms.'],
    ['take-the-place-of', 'Robots will take the place of many workers.', 'Robots will replace many workers.'],
    ['take-note-of', 'Take note of the time.', 'Note the time.'],
    ['pay-a-visit-to', 'We paid a visit to our aunt.', 'We visited our aunt.'],
    ['had-a-meeting-with', 'We had a meeting with the board.', 'We met with the board.'],
    ['have-a-conversation-with', 'I had a conversation with my boss.', 'I talked to my boss.'],
    [
      'conduct-an-interview-with',
      'The reporter conducted an interview with the mayor.',
      'The reporter interviewed the mayor.',
    ],
    [
      'extend-an-invitation-to',
      'They extended an invitation to the whole class.',
      'They invited the whole class.',
    ],
    ['serve-to-illustrate', 'The story serves to illustrate a point.', 'The story illustrates a point.'],
    [
      'serve-to-remind',
      'These events served to remind us of the risks.',
      'These events reminded us of the risks.',
    ],
    // partners, names, causes; what a reader need not do; whom one worked with; choices
    [
      'in-collaboration-with',
      'She will lead the project in collaboration with the soil network.',
      'She will lead the project with the soil network.',
    ],
    [
      'commonly-known-as',
      'The European Recovery Program, commonly known as the Marshall Plan, began in 1948.',
      'The European Recovery Program, known as the Marshall Plan, began in 1948.',
    ],
    [
      'in-the-aftermath-of',
      'Europe lay in ruins in the aftermath of the war.',
      'Europe lay in ruins after the war.',
    ],
    [
      'in-the-immediate-aftermath-of',
      'Prices soared in the immediate aftermath of the storm.',
      'Prices soared immediately after the storm.',
    ],
    [
      'delayed-due-to',
      'Our flight was delayed due to fog, so we missed the talk.',
      'Our flight was delayed by fog, so we missed the talk.',
    ],
    [
      'participle-due-to',
      'The charge was processed due to a temporary fault.',
      'The charge was processed because of a temporary fault.',
    ],
    [
      'take-any-further-action',
      'You do not need to take any further action.',
      'You do not need to do anything else.',
    ],
    [
      'had-the-privilege-of-working-alongside',
      'I thank the people I had the privilege of working alongside.',
      'I thank the people I worked alongside.',
    ],
    [
      'had-the-privilege-of-working-with',
      'I have had the privilege of working with many designers.',
      'I have worked with many designers.',
    ],
    ['opt-for', 'My partner opted for the short rib.', 'My partner chose the short rib.'],
    ['opt-to', 'Many students have opted to stay home.', 'Many students have chosen to stay home.'],
    [
      'for-the-remainder-of',
      'The office will be closed for the remainder of the year.',
      'The office will be closed for the rest of the year.',
    ],
    // letters, teaching, symptoms, debate, names, fields, periods, attempts
    [
      'should-you-have-any-further-questions',
      'Should you have any further questions, reply to this email.',
      'If you have any more questions, reply to this email.',
    ],
    [
      'should-you-require-any-further-information',
      'Should you require any further information, please call me.',
      'If you need more information, please call me.',
    ],
    [
      'it-imparted',
      'The store closed, but the lessons it imparted stayed with me.',
      'The store closed, but the lessons it taught stayed with me.',
    ],
    [
      'impart-knowledge',
      'Good teachers impart knowledge to their students.',
      'Good teachers pass on knowledge to their students.',
    ],
    [
      'exhibit-signs-of',
      'Several patients exhibited signs of infection.',
      'Several patients showed signs of infection.',
    ],
    ['display-symptoms-of', 'The dog displayed symptoms of anxiety.', 'The dog showed symptoms of anxiety.'],
    [
      'exhibit-reduced',
      'Mutant fish exhibited reduced fin growth.',
      'Mutant fish showed reduced fin growth.',
    ],
    [
      'a-hotly-debated-topic',
      'The voting age has become a hotly debated topic over the past decade.',
      'The voting age has become hotly debated over the past decade.',
    ],
    [
      'commonly-referred-to-as',
      'Their false statements, commonly referred to as hallucinations, remain a problem.',
      'Their false statements, known as hallucinations, remain a problem.',
    ],
    [
      'often-referred-to-as',
      'Often referred to as the First Lady of Physics, Wu is best known for one experiment.',
      'Often called the First Lady of Physics, Wu is best known for one experiment.',
    ],
    [
      'contributions-to-the-field-of',
      'She made major contributions to the field of nuclear physics.',
      'She made major contributions to nuclear physics.',
    ],
    [
      'for-extended-periods',
      'The drill is comfortable to hold for extended periods.',
      'The drill is comfortable to hold for long periods.',
    ],
    [
      'for-an-extended-period-of-time',
      'Soak the beans for an extended period of time.',
      'Soak the beans for a long time.',
    ],
    ['attempt-to', 'Then, attempt to start the dead car.', 'Then, try to start the dead car.'],
  ])('%s: %s', (id, input, expected) => {
    expect(WORDY_IDS.has(id)).toBe(true);
    const result = run(input);
    expect(result.text).toBe(expected);
    expect(result.edits.map((edit) => edit.rule)).toContain(id);
  });
});

describe('WORDY in academic mode', () => {
  it.each([
    // The register-neutral swaps apply as in standard mode.
    ['is-located-in', 'The museum is located in the old town.', 'The museum is in the old town.'],
    [
      'be-in-existence',
      'The tradition has been in existence since 1800.',
      'The tradition has existed since 1800.',
    ],
    // 'a good deal of' takes the academic list: 'much', never 'a lot of'.
    ['a-good-deal-of', 'She spent a good deal of time abroad.', 'She spent much time abroad.'],
    [
      'in-collaboration-with',
      'She will lead the project in collaboration with the soil network.',
      'She will lead the project with the soil network.',
    ],
    // Measured changes and names read the same in research prose.
    [
      'exhibit-reduced',
      'Mutant fish exhibited reduced fin growth.',
      'Mutant fish showed reduced fin growth.',
    ],
    [
      'commonly-referred-to-as',
      'Their false statements, commonly referred to as hallucinations, remain a problem.',
      'Their false statements, known as hallucinations, remain a problem.',
    ],
  ])('%s: %s', (id, input, expected) => {
    const result = run(input, 'academic');
    expect(result.text).toBe(expected);
    expect(result.edits.map((edit) => edit.rule)).toContain(id);
  });

  it.each([
    // Restricted to NOT_ACADEMIC: 'next to' and 'talked to' lower the register.
    ['The garage is adjacent to the house.'],
    ['I had a conversation with my boss.'],
    // 'do anything else' lowers the register; an acknowledgement keeps its courtesy.
    ['You do not need to take any further action.'],
    ['I have had the privilege of working with many designers.'],
    // 'we attempt to' is the academic register.
    ['Then, attempt to start the dead car.'],
  ])('keeps %s', (input) => {
    expect(run(input, 'academic').text).toBe(input);
    expect(firedWordy(input, 'academic')).toEqual([]);
  });
});

describe('WORDY leaves other senses and unsafe contexts alone', () => {
  it.each([
    ['a participle after it: "remains used" would be wrong', 'The method continues to be used in clinics.'],
    [
      "'come' after 'have' and an adverb would be read as a base form",
      'The project has finally come to an end.',
    ],
    [
      'no verb of use before it: "legal as medicine" is not meant',
      'Marijuana is legal for medicinal purposes in some states.',
    ],
    ['the phrase names the rate', 'Demand rose at a rapid rate of 5% a year.'],
    ["'largely' after an adjective reads badly", 'This is true to a large extent.'],
    ['an opener with a comma', 'To a large extent, the plan worked.'],
    ['a degree word would be left modifying "many"', 'Relatively large numbers of people stayed.'],
    [
      "a determiner follows: 'almost all the votes' is left to the writer",
      'The overwhelming majority of the votes were counted.',
    ],
    [
      'a pronoun subject: the contraction of "where it is in" would misread',
      'Show me where it is located in the library.',
    ],
    ["'owing' meaning 'owed'", 'The money owing to him was paid.'],
    ['a place, not a time', 'Walk up to this point and stop.'],
    ['an appointment, not a past meeting', 'We have a meeting with the board tomorrow.'],
    ['a modal before it: "will can" is not English', 'You will have the option to upgrade.'],
    ['a seat, not a replacement', 'He took the place of honor at the table.'],
    [
      "not after a linking verb: 'very important' would need one",
      'The question of great importance was left open.',
    ],
    ["'free' alone after a verb can read as 'freely'", 'The product is offered free of charge.'],
    ["'agree as you' is not English", 'I am of the same opinion as you.'],
    ["'at the current time step' is a term", 'The model predicts the state at the current time step.'],
    ['legal action, not a step the reader may skip', 'If you take any further action, we will sue.'],
    ["'more commonly known as' compares", 'The drug, more commonly known as aspirin, is cheap.'],
    [
      "'due to the fact that' is phrases.ts's ('because')",
      'The flight was delayed due to the fact that the crew was late.',
    ],
    ['arithmetic', 'Solve for the remainder of the division.'],
    ["'due to' after 'be' is left as written", 'Delays were due to the weather.'],
    ['a spice imparts flavour, which nobody teaches', 'The spice imparted a smoky flavor to the stew.'],
    ['a gallery exhibits paintings', 'The gallery exhibited her paintings in 1990.'],
    [
      "a clause needs the noun: 'is hotly debated that …' is not English",
      'It is a hotly debated topic that divides families.',
    ],
    ["'more commonly …' compares", 'The drug, more commonly referred to as aspirin, is cheap.'],
    ['the phrase names the period', 'Rest for an extended period of recovery.'],
    ['the noun, not the verb', 'Their first attempt to climb the peak failed.'],
  ])('%s', (_why, input) => {
    expect(firedWordy(input)).toEqual([]);
  });
});
