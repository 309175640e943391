import { describe, expect, it } from 'vitest';
import { type RewriteOptions, rewrite } from './index.js';

/** The default pipeline at standard/medium with a fixed seed, or with the options a row names. */
const run = (text: string, options: Partial<RewriteOptions> = {}) =>
  rewrite(text, { mode: 'standard', strength: 'medium', seed: 1, ...options }).text;

/**
 * Golden passages (written for these tests, not taken from the corpus): the whole default pipeline, pinned.
 * A change here is a behaviour change to read by eye before updating the expectation.
 */
const PASSAGES = {
  essay:
    "In today's fast-paced world, remote work plays a crucial role in how teams operate. It is important to note that many companies were able to keep their staff productive during 2020. Furthermore, remote work not only saves commuting time but also reduces office costs. Workers report fewer interruptions at home, which allows them to focus on deep work. Overall, remote work is here to stay. I hope this helps!",
  abstract:
    'This paper presents a novel method for detecting faults in wind turbines. We utilize vibration data from 40 turbines (Smith et al., 2019) in order to train a classifier. The classifier was able to identify a variety of faults with 94% accuracy. Additionally, the method runs in real time on low-cost hardware, so it is suitable for remote sites.',
  review:
    'I recently purchased the Acme kettle and I must say it is truly impressive. The kettle boils water quickly. The handle stays cool. It does not leak, and the lid is easy to open. Let me know if you have any other questions!',
  howto:
    'Step 1: Gather your tools.\n\nFirst, it is essential to choose a sturdy ladder. Make sure that it is placed on level ground before you climb. Moreover, you should never lean too far to one side.',
};

const GOLDEN: readonly [keyof typeof PASSAGES, 'standard' | 'academic' | 'casual', string][] = [
  [
    'essay',
    'standard',
    'Remote work is crucial to how teams operate. Many companies kept their staff productive during 2020. Remote work saves commuting time and reduces office costs. Workers report fewer interruptions at home, which lets them focus on deep work. Remote work is here to stay.',
  ],
  [
    'essay',
    'academic',
    'Remote work is crucial to how teams operate. Many companies kept their staff productive during 2020. Remote work saves commuting time and reduces office costs. Workers report fewer interruptions at home, which allows them to focus on deep work. Remote work is here to stay.',
  ],
  [
    'essay',
    'casual',
    'Remote work is crucial to how teams operate. Many companies kept their staff productive during 2020. Remote work saves commuting time and reduces office costs. Workers report fewer interruptions at home, which lets them focus on deep work. Remote work is here to stay.',
  ],
  [
    'abstract',
    'standard',
    'This paper presents a new method for detecting faults in wind turbines. We use vibration data from 40 turbines (Smith et al., 2019) to train a classifier. The classifier identified various faults with 94% accuracy. The method runs in real time on low-cost hardware, so it is suitable for remote sites.',
  ],
  [
    'abstract',
    'academic',
    'This paper presents a novel method for detecting faults in wind turbines. We use vibration data from 40 turbines (Smith et al., 2019) to train a classifier. The classifier identified various faults with 94% accuracy. The method runs in real time on low-cost hardware, so it is suitable for remote sites.',
  ],
  [
    'abstract',
    'casual',
    "This paper presents a new method for detecting faults in wind turbines. We use vibration data from 40 turbines (Smith et al., 2019) to train a classifier. The classifier identified lots of different faults with 94% accuracy. Also, the method runs in real time on low-cost hardware, so it's suitable for remote sites.",
  ],
  [
    'review',
    'standard',
    "I recently bought the Acme kettle and I must say it's truly impressive. The kettle boils water quickly, and the handle stays cool. It does not leak, and the lid is easy to open. Let me know if you have any other questions!",
  ],
  [
    'review',
    'academic',
    'I recently bought the Acme kettle and I must say it is truly impressive. The kettle boils water quickly, and the handle stays cool. It does not leak, and the lid is easy to open. Let me know if you have any other questions!',
  ],
  [
    'review',
    'casual',
    "I recently bought the Acme kettle and I must say it's truly impressive. The kettle boils water quickly. The handle stays cool. It doesn't leak, and the lid is easy to open. Let me know if you have any other questions!",
  ],
  [
    'howto',
    'standard',
    'Step 1: Gather your tools.\n\nFirst, choose a sturdy ladder. Make sure that it is placed on level ground before you climb. You should never lean too far to one side.',
  ],
  [
    'howto',
    'academic',
    'Step 1: Gather your tools.\n\nFirst, it is essential to choose a sturdy ladder. Make sure that it is placed on level ground before you climb. You should never lean too far to one side.',
  ],
  [
    'howto',
    'casual',
    "Step 1: Gather your tools.\n\nFirst, choose a sturdy ladder. Make sure that it's placed on level ground before you climb. Also, you should never lean too far to one side.",
  ],
];

describe('golden passages', () => {
  it.each(GOLDEN)('%s in %s mode', (passage, mode, expected) => {
    const result = rewrite(PASSAGES[passage], { mode });
    expect(result.text).toBe(expected);
    expect(result.summary.meaningChecksPassed).toBe(true);
    expect(result.summary.guardRestorations).toBe(0);
  });
});

/**
 * Sentences a reviewer who did not write the rules read as worse than their input (held-out passages,
 * 2026-11-25), each now left as it was or fixed at its rule: standard mode, medium strength.
 */
describe('held-out reading regressions', () => {
  it.each([
    [
      'As many of you are aware, the office will move in May.',
      'As many of you are aware, the office will move in May.',
    ],
    ['It is hoped that the method will generalize.', 'It is hoped that the method will generalize.'],
    [
      'It is with great enthusiasm that I submit my application.',
      'It is with great enthusiasm that I submit my application.',
    ],
    [
      'In this guide, we will walk you through the basics of composting.',
      'In this guide, we will walk you through the basics of composting.',
    ],
    [
      'By following these simple steps, you will be enjoying a bountiful harvest.',
      'By following these simple steps, you will be enjoying a bountiful harvest.',
    ],
    ['Experience comfort reimagined.', 'Experience comfort reimagined.'],
    ['Ask where it is in the library.', 'Ask where it is in the library.'],
    ['I know how hard it is to wait for news.', 'I know how hard it is to wait for news.'],
    [
      'We ran two experiments on the dataset. The results show both methods significantly improve recall.',
      'We ran two experiments on the dataset. The results show both methods significantly improve recall.',
    ],
    [
      'Regular exercise can significantly improve your mood.',
      'Regular exercise can considerably improve your mood.',
    ],
    ['The temple is known for its intricate carvings.', 'The temple is known for its detailed carvings.'],
    [
      "Whether you're a beginner or a seasoned pro, this guide has tips for you.",
      'This guide has tips for you.',
    ],
    [
      'Whether you are a student or not, the fee applies.',
      'Whether you are a student or not, the fee applies.',
    ],
    [
      'BOSTON, January 14, 2025 — Acme Corp today announced a new CEO.',
      'BOSTON, January 14, 2025 — Acme Corp today announced a new CEO.',
    ],
    [
      'Our multifaceted approach combines outreach and training.',
      'Our wide-ranging approach combines outreach and training.',
    ],
    ['This café is an absolute hidden gem.', 'This café is an absolute hidden gem.'],
    ['Please rest assured that your data is safe.', 'Your data is safe.'],
    ['New policies aim at mitigating climate change.', 'New policies aim at mitigating climate change.'],
    [
      'Powered by a quiet motor, the desk moves to standing height in 20 seconds, allowing you to switch positions.',
      'Powered by a quiet motor, the desk moves to standing height in 20 seconds, letting you switch positions.',
    ],
    ['The plan seeks to create 400 jobs.', 'The plan aims to create 400 jobs.'],
    [
      'The axolotl lives at densities of only 35 individuals per square kilometer.',
      'The axolotl lives at densities of only 35 individuals per square kilometer.',
    ],
    [
      'Volunteering can benefit both individuals and society.',
      'Volunteering can benefit both individuals and society.',
    ],
    [
      'We found no significant correlation between age and income.',
      'We found no significant correlation between age and income.',
    ],
    [
      'The festival holds a significant place in Mexican culture.',
      'The festival holds a significant place in Mexican culture.',
    ],
  ])('%s', (input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
  });
});

/** The same, for sentences whose fix shows in one mode (held-out reading, third round). */
describe('held-out reading regressions by mode', () => {
  it.each([
    ['casual', 'I would not hesitate to recommend her.', "I wouldn't hesitate to recommend her."],
    ['casual', 'Those years made me the person I am today.', 'Those years made me the person I am today.'],
    ['standard', 'He was not angry, and he did not leave.', 'He was not angry, and he did not leave.'],
    [
      'academic',
      "A: That's a common worry, and it is understandable.",
      'A: That is a common worry, and it is understandable.',
    ],
    ['standard', 'The lessons continue to resonate with me.', 'The lessons continue to resonate with me.'],
    [
      'standard',
      'Sleep is crucial for memory, and crucial evidence was missing.',
      'Sleep is vital for memory, and key evidence was missing.',
    ],
    ['standard', 'More importantly, patience matters.', 'More importantly, patience matters.'],
    ['standard', 'Reading aloud fosters this habit early.', 'Reading aloud builds this habit early.'],
    [
      'standard',
      'Entry costs 95 pesos for you, and it is advisable to arrive early.',
      'Entry costs 95 pesos for you, and it is best to arrive early.',
    ],
    ['standard', 'We anticipate completing the work by May.', 'We anticipate completing the work by May.'],
    [
      'standard',
      'The region has vibrant indigenous cultures.',
      'The region has vibrant indigenous cultures.',
    ],
    [
      'standard',
      'The course had a positive impact on their hiring decision.',
      'The course had a positive effect on their hiring decision.',
    ],
    [
      'standard',
      'Q: Is coffee safe?\nA: Great question! Most experts agree that one cup a day is fine.',
      'Q: Is coffee safe?\nA: Most experts agree that one cup a day is fine.',
    ],
    ['standard', 'A: It is worth noting that the answer is yes.', 'A: The answer is yes.'],
    [
      'standard',
      'To Whom It May Concern,\n\nIt is with great pleasure that I write this letter of recommendation for Maria Lopez.',
      'To Whom It May Concern,\n\nI am pleased to recommend Maria Lopez.',
    ],
    [
      'standard',
      'Your doctor knows you. It is generally advisable to consult your doctor.',
      'Your doctor knows you. It is generally advisable to consult your doctor.',
    ],
    ['standard', 'In spring the vibrant new growth appears.', 'In spring the vibrant new growth appears.'],
  ] as const)('%s: %s', (mode, input, expected) => {
    expect(rewrite(input, { mode, strength: 'medium', seed: 1 }).text).toBe(expected);
  });
});

/** Strong-only word choice found on the dev corpus in session 6: what the synonym swaps must never write. */
describe('strong-strength synonyms keep fixed terms and collocations', () => {
  const seeds = Array.from({ length: 48 }, (_, seed) => seed);
  it.each([
    ['We hit diminishing returns after the third round.', /shrinking returns|lessening returns/u],
    ['It took immense courage to speak up.', /vast courage/u],
    ['The project saw immense growth in 2023.', /vast growth/u],
  ])('%s', (input, never) => {
    for (const seed of seeds) expect(rewrite(input, { strength: 'strong', seed }).text).not.toMatch(never);
  });
});

/**
 * Held-out readings 9 and 10 (session 6, 2026-11-25: 40 fresh passages, read by two reviewers who did not write
 * the rules): each sentence they found worse, as the engine now writes it in standard mode, medium strength.
 */
describe('held-out readings 9 and 10', () => {
  it.each([
    [
      'As you may be aware, the procurement team has been working diligently to finalize contracts with all three shortlisted suppliers, namely Harlow Logistics, Brightline Freight, and Osei & Partners.',
      'As you may be aware, the procurement team has been working hard to finalize contracts with all three shortlisted suppliers, namely Harlow Logistics, Brightline Freight, and Osei & Partners.',
    ],
    [
      'Moreover, the project will not only expand to six additional schools but also develop a replicable toolkit that other districts can adopt.',
      'The project will expand to six more schools and develop a replicable toolkit that other districts can adopt.',
    ],
    [
      'The committee did not reach a decision and asked staff to prepare options for the March meeting.',
      'The committee did not reach a decision and asked staff to prepare options for the March meeting.',
    ],
    [
      'As always, we are committed to fostering a safe, nurturing, and inclusive environment where every child can thrive.',
      'As always, we are committed to fostering a safe, nurturing, and inclusive environment where every child can thrive.',
    ],
    [
      'The landlord can keep money to cover unpaid rent or damage beyond normal wear and tear, but not for ordinary use such as faded paint or worn carpets.',
      'The landlord can keep money to cover unpaid rent or damage beyond normal wear and tear, but not for ordinary use such as faded paint or worn carpets.',
    ],
    [
      'It is important to note that you should not stop taking blood thinners such as warfarin or apixaban unless your doctor has specifically told you to do so.',
      'You should not stop taking blood thinners such as warfarin or apixaban unless your doctor has specifically told you to do so.',
    ],
    [
      'Please arrange for someone to collect you after the procedure, as you must not drive for 24 hours if you have received sedation.',
      'Please arrange for someone to collect you after the procedure, as you must not drive for 24 hours if you have received sedation.',
    ],
    [
      'Serious adverse events did not differ between groups in the trial, and the results were robust across samples.',
      'Serious adverse events did not differ between groups in the trial, and the results were robust across samples.',
    ],
    [
      "In conclusion, Lisbon's food culture is a testament to the city's rich history, and exploring it is an unforgettable experience.",
      "Lisbon's food culture reflects the city's history, and exploring it is an unforgettable experience.",
    ],
    [
      'Overall, teaching responsible use is a testament to the idea that education, not prohibition, prepares young people for the world they will actually live in.',
      'Teaching responsible use shows that education, not prohibition, prepares young people for the world they will actually live in.',
    ],
    [
      'Victor\'s declaration that he will "pioneer a new way, explore unknown powers" serves as a testament to his unchecked ambition.',
      'Victor\'s declaration that he will "pioneer a new way, explore unknown powers" shows his unchecked ambition.',
    ],
    [
      'Large language models (LLMs) have emerged as a transformative force in software engineering, revolutionizing the way developers write, test, and maintain code.',
      'Large language models (LLMs) have become a major force in software engineering, revolutionizing the way developers write, test, and maintain code.',
    ],
    [
      'It is worth noting that 95% of American teens report having access to a smartphone (Pew Research Center, 2018).',
      'It is worth noting that 95% of American teens report having access to a smartphone (Pew Research Center, 2018).',
    ],
    [
      "Okay, so imagine there's a tiny tube connecting the inside of your ear to the back of your throat.",
      "Okay, so imagine there's a tiny tube connecting the inside of your ear to the back of your throat.",
    ],
    [
      'This invaluable experience not only reinforced my commitment to medicine but also taught me that effective communication is just as important as clinical knowledge.',
      'This invaluable experience reinforced my commitment to medicine and taught me that effective communication is just as important as clinical knowledge.',
    ],
    [
      'In addition, volunteering every Saturday at a local care home for the past 18 months has allowed me to foster meaningful relationships with residents, many of whom live with dementia.',
      'Volunteering every Saturday at a local care home for the past 18 months has let me build meaningful relationships with residents, many of whom live with dementia.',
    ],
    [
      "Stockholm's experience tells a similar story, underscoring the fact that well-designed pricing can work.",
      "Stockholm's experience tells a similar story, showing that well-designed pricing can work.",
    ],
    [
      'In my current role at Harbourview Insurance, I have spearheaded a project to streamline monthly claims reporting, reducing the time required from five days to two.',
      'In my current role at Harbourview Insurance, I have led a project to streamline monthly claims reporting, reducing the time required from five days to two.',
    ],
    [
      'At sunset, light travels through much more air, most of the blue is scattered away before it reaches us, and the sky near the horizon turns orange and red.',
      'At sunset, light travels through much more air, most of the blue is scattered away before it reaches us, and the sky near the horizon turns orange and red.',
    ],
    [
      'Eat a high-fibre diet and practise daily, as two councillors said.',
      'Eat a high-fibre diet and practise daily, as two councillors said.',
    ],
  ])('%s', (input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
  });

  it.each([
    [
      'casual',
      'Please arrange for someone to collect you after the procedure, as you must not drive for 24 hours.',
      'Please arrange for someone to collect you after the procedure, as you must not drive for 24 hours.',
    ],
    ['academic', "It's called the Eustachian tube.", 'It is called the Eustachian tube.'],
    [
      'academic',
      "Violet is scattered even more, so why isn't the sky violet?",
      "Violet is scattered even more, so why isn't the sky violet?",
    ],
  ] as const)('%s: %s', (mode, input, expected) => {
    expect(rewrite(input, { mode, strength: 'medium', seed: 1 }).text).toBe(expected);
  });
});

/**
 * Held-out reading 11 and the session-6 reading of the 60 eval pairs: each sentence found worse, as the engine
 * now writes it (standard/medium unless the row says otherwise).
 */
describe('held-out reading 11 and eval pairs (session 6)', () => {
  it.each([
    [
      'In my new role, I will leverage my experience in the realm of predictive modeling to help 1.2 million patients access care faster, ensuring that no one falls through the cracks.',
      'In my new role, I will draw on my experience in predictive modeling to help 1.2 million patients access care faster, ensuring that no one falls through the cracks.',
    ],
    [
      "In conclusion, I'm grateful, excited, and ready to delve into this crucial work.",
      "I'm grateful, excited, and ready to delve into this important work.",
    ],
    [
      'We are gathered here today to celebrate the remarkable life of Margaret Ellen Doyle, who passed away peacefully on October 14, 2023, at the age of 87.',
      'We are gathered here today to celebrate the remarkable life of Margaret Ellen Doyle, who passed away peacefully on October 14, 2023, at the age of 87.',
    ],
    [
      '- Deep Insights: Delve into detailed analytics that empower you to understand your habits.',
      '- Deep Insights: Explore detailed analytics that help you understand your habits.',
    ],
    [
      "Whether you're a policymaker, a freelancer, or simply curious, this episode offers valuable insights into a crucial issue shaping the future of work.",
      "Whether you're a policymaker, a freelancer, or simply curious, this episode sheds light on a key issue shaping the future of work.",
    ],
    [
      "You don't need to get this perfect. You just need to keep talking with him.",
      "You don't need to get this perfect. You just need to keep talking with him.",
    ],
    [
      "In summary, this program empowers you to unlock your full potential, one rep at a time. Let's get started!",
      "This program helps you reach your full potential, one rep at a time. Let's get started!",
    ],
    [
      'Furthermore, the course leverages a diverse array of perspectives, highlighting the voices of Indigenous peoples, enslaved Africans, and European settlers.',
      'The course uses a range of perspectives, highlighting the voices of Indigenous peoples, enslaved Africans, and European settlers.',
    ],
    [
      'On Windows, open Device Manager, find your adapter, and clear the box labeled "Allow the computer to turn off this device to save power."',
      'On Windows, open Device Manager, find your adapter, and clear the box labeled "Allow the computer to turn off this device to save power."',
    ],
    [
      'Students will not only examine the transatlantic slave trade and colonial economies but also engage critically with primary sources, fostering a nuanced understanding of this pivotal era.',
      'Students will not only examine the transatlantic slave trade and colonial economies but also engage critically with primary sources, fostering a nuanced understanding of this important era.',
    ],
    [
      'The SISC algorithm represents a significant step forward in the field of image processing and has the potential to revolutionize the way images are processed in a variety of industries.',
      'The SISC algorithm is an important step forward in image processing and could transform how images are processed in various industries.',
    ],
    [
      'This essay will analyze this statement, highlighting the causes, effects, and potential resolutions of this ongoing debate.',
      'This essay will analyze this statement, highlighting the causes, effects, and potential resolutions of this ongoing debate.',
    ],
    [
      'Curricula could be structured to expose students to a wide array of subjects before allowing them to delve deeply into their chosen specialization.',
      'Curricula could be structured to expose students to a wide range of subjects before letting them go deep into their chosen specialization.',
    ],
  ])('%s', (input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
  });

  it.each([
    [
      'casual',
      'medium',
      'Students will not only examine the trade but also engage critically with primary sources.',
      'Students will examine the trade and engage critically with primary sources.',
    ],
    [
      'standard',
      'strong',
      'If you are on an older version, update before trying anything else.',
      'If you are on an older version, update before trying anything else.',
    ],
    [
      'standard',
      'strong',
      'The company will reimburse up to $300 per year.',
      'The company will reimburse up to $300 per year.',
    ],
    [
      'standard',
      'strong',
      'The nearest residential receptor, located 650 meters to the east, is quiet.',
      'The nearest residential receptor, located 650 meters to the east, is quiet.',
    ],
  ] as const)('%s/%s: %s', (mode, strength, input, expected) => {
    for (const seed of [0, 1, 2, 3, 4, 5, 6, 7])
      expect(rewrite(input, { mode, strength, seed }).text).toBe(expected);
  });
});

/** The second reading of the 60 eval pairs (session 6), restated in sentences written for this test. */
describe('eval pairs, second reading (session 6)', () => {
  it.each([
    [
      'standard',
      'A free press plays a vital role in shaping society.',
      'A free press is vital to shaping society.',
    ],
    [
      'casual',
      'A free press plays a vital role in shaping society.',
      'A free press is vital to shaping society.',
    ],
    [
      'academic',
      'Students later delve deeply into their chosen field.',
      'Students later delve deeply into their chosen field.',
    ],
  ] as const)('%s: %s', (mode, input, expected) => {
    expect(rewrite(input, { mode, strength: 'medium', seed: 1 }).text).toBe(expected);
  });
});

/** Held-out reading 12 (session 6, 22 passages in 22 genres): each sentence found worse, as now written. */
describe('held-out reading 12', () => {
  it.each([
    [
      'Buy a combined ticket for Pena Palace and the Moorish Castle online (about €28), ensuring you get a timed entry slot.',
      'Buy a combined ticket for Pena Palace and the Moorish Castle online (about €28), ensuring you get a timed entry slot.',
    ],
    [
      'Half received dapaglitrin 10 mg once a day, and half received a placebo, which is a pill that looks the same but has no medicine in it.',
      'Half received dapaglitrin 10 mg once a day, and half received a placebo, a pill that looks the same but has no medicine in it.',
    ],
    [
      'This year has been nothing short of transformative for Bright Futures Literacy, and it is a testament to the unwavering commitment of our volunteers, donors and partners.',
      'This year has been nothing short of transformative for Bright Futures Literacy, and it is a tribute to the steady commitment of our volunteers, donors and partners.',
    ],
    [
      'Looking ahead, we are committed to fostering deeper partnerships with our 2,300 farmer suppliers, empowering them to adopt regenerative practices.',
      'Looking ahead, we are committed to building deeper partnerships with our 2,300 farmer suppliers, helping them adopt regenerative practices.',
    ],
    [
      'Ledgerly is designed to seamlessly integrate with the tools you already use, empowering you to streamline invoicing, track expenses, and foster stronger relationships with your clients.',
      'Ledgerly is designed to smoothly integrate with the tools you already use. This helps you simplify invoicing, track expenses, and build stronger relationships with your clients.',
    ],
    [
      "Overall, these findings are a testament to the team's dedication and highlight the crucial importance of navigating the complex landscape of coastal management with adaptive, data-driven strategies.",
      // 'Overall' weighs the findings as a whole (held-out reading 33): it stays.
      "Overall, these findings reflect the team's dedication and point to the importance of handling the complexities of coastal management with adaptive, data-driven strategies.",
    ],
    [
      'You can cancel at any time, but we do not give partial refunds for unused months, except where the law requires it.',
      'You can cancel at any time, but we do not give partial refunds for unused months, except where the law requires it.',
    ],
    [
      'Payment records are kept for 6 years because tax law requires it.',
      'Payment records are kept for 6 years because tax law requires it.',
    ],
    [
      'Moreover, Helena Marsh crafts a vivid tapestry of small-town life, delving into the tangled bonds between mothers and daughters with remarkable nuance.',
      'Helena Marsh crafts a vivid picture of small-town life, exploring the tangled bonds between mothers and daughters with remarkable nuance.',
    ],
    [
      'Moreover, 42% of refusals occurred in cases that two independent pharmacists judged to be safe and answerable [7].',
      'Moreover, 42% of refusals occurred in cases that two independent pharmacists judged to be safe and answerable [7].',
    ],
    [
      '"Haunting, tender and utterly unputdownable" — Kate Mosse',
      '"Haunting, tender and utterly unputdownable" — Kate Mosse',
    ],
  ])('%s', (input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
  });

  it('strong keeps "A total of" before a figure', () => {
    for (const seed of [0, 1, 2, 3])
      expect(rewrite('A total of 612 people took part.', { strength: 'strong', seed }).text).toBe(
        'A total of 612 people took part.',
      );
  });
});

describe('held-out reading 13 and the third eval-pairs reading (session 7)', () => {
  it.each([
    [
      'Our team has been preparing the campaign for the Orbit speakers, which is scheduled to launch on May 4.',
      'Our team has been preparing the campaign for the Orbit speakers, which is scheduled to launch on May 4.',
    ],
    [
      'The treaty exposed the weakness of the regime, which was forced to accept harsh terms.',
      'The treaty exposed the weakness of the regime, which was forced to accept harsh terms.',
    ],
    [
      'Small habits add up, from switching off your screen at the end of the day to taking the stairs.',
      'Small habits add up, from switching off your screen at the end of the day to taking the stairs.',
    ],
    [
      'At the end of the day, what matters is that the customer is happy.',
      'What matters is that the customer is happy.',
    ],
    [
      'This scene is crucial because it shows what the hero has lost.',
      'This scene is crucial because it shows what the hero has lost.',
    ],
    [
      "I believe it's crucial to plan our meetings with care.",
      "I believe it's vital to plan our meetings with care.",
    ],
    [
      'The town boasts a rich history and a lively market.',
      'The town has a rich history and a lively market.',
    ],
    [
      'You could try swapping in a portion of rye flour for a denser loaf.',
      'You could try swapping in a portion of rye flour for a denser loaf.',
    ],
    [
      'Newts are small, and most individuals measure about 10 centimeters.',
      'Newts are small, and most individuals measure about 10 centimeters.',
    ],
    [
      'The harm is not confined to individuals but spreads through whole communities.',
      'The harm is not confined to individuals but spreads through whole communities.',
    ],
    [
      'Geckos have a remarkable ability to climb smooth glass.',
      'Geckos have a remarkable ability to climb smooth glass.',
    ],
    [
      'If you prefer a warmer sound, the app includes a bass setting.',
      'If you prefer a warmer sound, the app includes a bass setting.',
    ],
    [
      'Today, the festival is held each spring to honor local farmers.',
      'Today, the festival is held each spring to honor local farmers.',
    ],
    [
      'Babbage described the engine in detail. This is often called the first computer design.',
      'Babbage described the engine in detail. This is often called the first computer design.',
    ],
    [
      'The essay explores the emptiness at the heart of modern life.',
      'The essay explores the emptiness at the heart of modern life.',
    ],
    ['This tension lies at the heart of the novel.', 'This tension is central to the novel.'],
    [
      'Income was not a significant predictor once age was taken into account in the regression model of our study.',
      'Income was not a significant predictor once age was taken into account in the regression model of our study.',
    ],
    [
      'These results have important implications for the design of safer roads.',
      'These results have important implications for the design of safer roads.',
    ],
    [
      'We test whether extra training can mitigate the observed gap.',
      'We test whether extra training can reduce the observed gap.',
    ],
    [
      'The famine was caused by a combination of drought and poor policy.',
      'The famine was caused by a combination of drought and poor policy.',
    ],
    [
      "This scene underscores the author's argument that memory is unreliable.",
      "This scene underscores the author's argument that memory is unreliable.",
    ],
    [
      'Shoppers react more to the prices of frequently purchased goods.',
      'Shoppers react more to the prices of frequently purchased goods.',
    ],
    [
      'She wrote to the board, anticipating that costs would rise.',
      'She wrote to the board, anticipating that costs would rise.',
    ],
    [
      'The new panels keep producing power in almost any kind of weather. This makes them a good match for wind power.',
      'The new panels keep producing power in almost any kind of weather. This makes them a good match for wind power.',
    ],
    [
      'Prices rose across the region last year. This made rent harder to pay for many families.',
      'Prices rose across the region last year, which made rent harder to pay for many families.',
    ],
  ])('%s', (input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
  });

  it('academic starts an adventure rather than examining it', () => {
    expect(
      rewrite("I can't wait to delve into this next adventure with the team.", { mode: 'academic' }).text,
    ).toBe("I can't wait to explore this next adventure with the team.");
  });

  it('strong never takes a noun after a determiner for a verb synonym', () => {
    for (const seed of [0, 1, 2, 3, 4, 5, 6, 7])
      expect(
        rewrite('Every small action counts, from turning off your monitor at night to walking more.', {
          strength: 'strong',
          seed,
        }).text,
      ).toContain('your monitor');
  });
});

describe('held-out reading 14 (session 7)', () => {
  it.each([
    [
      'The guard finished with 22 points, 9 rebounds and 7 assists in the win.',
      'The guard finished with 22 points, 9 rebounds and 7 assists in the win.',
    ],
    [
      'The tablet played a key part in unlocking the secrets of Mayan writing.',
      'The tablet played a key part in revealing the secrets of Mayan writing.',
    ],
    [
      'Curie, whose groundbreaking work on radium changed medicine, won two Nobel prizes.',
      'Curie, whose pioneering work on radium changed medicine, won two Nobel prizes.',
    ],
    [
      'After the final, no one was able to beat her for three years.',
      'After the final, no one was able to beat her for three years.',
    ],
    [
      'You must then formally notify the landlord in writing.',
      'You must then formally notify the landlord in writing.',
    ],
    [
      'The Great War was one of the costliest wars in history, resulting in millions of deaths across Europe.',
      'The Great War was one of the costliest wars in history, resulting in millions of deaths across Europe.',
    ],
    ['Eat a diverse range of vegetables every week.', 'Eat many different vegetables every week.'],
    [
      'Governments, charities and individuals must act together.',
      'Governments, charities and individuals must act together.',
    ],
    [
      'Please let me know at your earliest convenience whether you can attend.',
      'Please let me know at your earliest convenience whether you can attend.',
    ],
    [
      'Libraries help in fostering community and promoting reading.',
      'Libraries help in building community and promoting reading.',
    ],
    [
      'The theory has not gained significant acceptance among geologists.',
      'The theory has not gained significant acceptance among geologists.',
    ],
    [
      'At $49, the kettle is a testament to the idea that good design need not be costly.',
      'At $49, the kettle shows that good design need not be costly.',
    ],
    [
      'You will help navigate the complexities of running a busy clinic.',
      'You will help deal with the complexities of running a busy clinic.',
    ],
    [
      'This newsletter highlights a few of the ways our pupils have grown this term.',
      'This newsletter highlights a few of the ways our pupils have grown this term.',
    ],
    [
      'A survey by the union found that long shifts significantly increase fatigue.',
      'A survey by the union found that long shifts significantly increase fatigue.',
    ],
    [
      'Survival of the transplanted corals was much lower in the plots exposed to heavy sediment loads, indicating that careful site selection plays a critical role in restoration.',
      'Survival of the transplanted corals was much lower in the plots exposed to heavy sediment loads. This indicates that careful site selection plays a critical part in restoration.',
    ],
  ])('%s', (input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
  });

  it('casual keeps a list of "such as" parallel', () => {
    const text =
      'We will help you choose a tool such as Trello, a chat app such as Slack, and a drive such as Dropbox.';
    expect(rewrite(text, { mode: 'casual' }).text).toContain('a drive such as Dropbox');
  });

  it('a connector never becomes "Also," next to a sentence that says "also"', () => {
    const text =
      'The small portafilter is also harder to find parts for. Additionally, it does not have a built-in grinder, so you will need to budget at least $100 for one.';
    for (const seed of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
      expect(rewrite(text, { mode: 'casual', seed }).text).not.toContain('Also,');
  });

  it('moves an opener only inside a run of fronted phrases', () => {
    expect(
      rewrite('Once confined to fiction, cloning is now a real industry.', { strength: 'strong' }).text,
    ).toBe('Once confined to fiction, cloning is now a real industry.');
    expect(
      rewrite(
        'In 2019, the company opened two new stores in Leeds. In 2020, the company closed both stores after the lockdown. When the market recovered, the owners opened a larger shop.',
        { strength: 'strong' },
      ).text,
    ).toBe(
      'In 2019, the company opened two new stores in Leeds. In 2020, the company closed both stores after the lockdown. The owners opened a larger shop when the market recovered.',
    );
  });

  it('keeps the idiom "can\'t wait" in academic prose', () => {
    expect(rewrite("We can't wait to meet you.", { mode: 'academic' }).text).toBe(
      "We can't wait to meet you.",
    );
  });

  it('strong keeps fixed senses: viable offspring, constitute advice, raised emissions', () => {
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const out = rewrite(
        'A few mice produced viable offspring. This page does not constitute legal advice. Heat waves elevate emissions of ozone.',
        { strength: 'strong', seed },
      ).text;
      expect(out).toContain('viable offspring');
      expect(out).toContain('constitute legal advice');
      expect(out).not.toContain('improve emissions');
    }
  });
});

describe('phrases the readers of sets 13 and 14 found left untouched (session 7)', () => {
  it.each([
    [
      'On behalf of the organizing committee, it gives me great pleasure to invite you to our Winter Celebration.',
      'On behalf of the organizing committee, I am pleased to invite you to our Winter Celebration.',
    ],
    ['The pilot has been a resounding success.', 'The pilot has been a great success.'],
    [
      "We can't wait to see how Smart Scheduling helps your team unlock new levels of productivity.",
      "We can't wait to see how Smart Scheduling helps your team reach new levels of productivity.",
    ],
    ['This philosophy aligns perfectly with my own values.', 'This philosophy fits well with my own values.'],
    [
      'The overarching goal of this proposal is to map the coastline.',
      'The main goal of this proposal is to map the coastline.',
    ],
    [
      'It is a film that continues to captivate audiences more than forty years after its release.',
      'It is a film that still captivates audiences more than forty years after its release.',
    ],
    [
      'Growing tomatoes in containers is a fantastic option for anyone with limited space.',
      'Growing tomatoes in containers is a great option for anyone with limited space.',
    ],
    [
      'Add a pinch of chili flakes to elevate the flavor.',
      'Add a pinch of chili flakes to improve the flavor.',
    ],
    [
      'Nestled on the banks of the Douro River, Porto is well worth a visit.',
      'Set on the banks of the Douro River, Porto is well worth a visit.',
    ],
    [
      'It is important to note, however, that findings in mice do not always translate to humans.',
      'However, findings in mice do not always translate to humans.',
    ],
    [
      'Plastic pollution has emerged as one of the most pressing environmental challenges of our time.',
      'Plastic pollution has become one of the most pressing environmental challenges of our time.',
    ],
    [
      'The idea of bringing extinct species back to life has long captured the human imagination.',
      'The idea of bringing extinct species back to life has long fascinated people.',
    ],
    [
      'The rise of remote work has fundamentally reshaped the landscape of American cities.',
      'The rise of remote work has fundamentally reshaped American cities.',
    ],
    [
      'I am writing to bring to your attention an ongoing issue with the heating in my apartment.',
      'I am writing about an ongoing issue with the heating in my apartment.',
    ],
    [
      "However, it's worth keeping in mind that compound interest works against you when you borrow money.",
      'Compound interest, however, works against you when you borrow money.',
    ],
    [
      "Remote work has changed how teams collaborate, and in today's digital landscape, choosing the right tools is more important than ever.",
      'Remote work has changed how teams collaborate, and in the digital age, choosing the right tools matters more than ever.',
    ],
    [
      'Her victory solidifies her status as one of the greatest runners of her generation.',
      'Her victory confirms her status as one of the greatest runners of her generation.',
    ],
    [
      'LLMs have emerged as a transformative force in software engineering.',
      'LLMs have become a major force in software engineering.',
    ],
    ['She emerged as the winner after a long count.', 'She emerged as the winner after a long count.'],
  ])('%s', (input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
  });
});

describe('held-out reading 15 and the fourth eval-pairs reading (session 7)', () => {
  it.each([
    [
      "Whether you're painting a ceiling or sanding a floor, dust gets everywhere, and a good mask is worth the money.",
      "Whether you're painting a ceiling or sanding a floor, dust gets everywhere, and a good mask is worth the money.",
    ],
    [
      'Career changers make up a significant portion of the design team.',
      'Career changers make up a large part of the design team.',
    ],
    [
      'Roughly half of its approximately 900 staff work from home.',
      'Roughly half of its approximately 900 staff work from home.',
    ],
    [
      'Leaving a cat alone for a whole weekend is generally not recommended on a regular basis.',
      'Leaving a cat alone for a whole weekend is generally not recommended on a regular basis.',
    ],
    ["It's important to note several caveats.", "It's important to note several caveats."],
    [
      "It's important to write down every step so a colleague can repeat your setup later.",
      'Write down every step so a colleague can repeat your setup later.',
    ],
    ['Thank you, truly.', 'Thank you, truly.'],
    [
      'The Alhambra is one of the last truly intact Moorish palaces in Europe.',
      'The Alhambra is one of the last truly intact Moorish palaces in Europe.',
    ],
    [
      'This verdict serves as a stark reminder of the prejudice of the era.',
      'This verdict is a clear reminder of the prejudice of the era.',
    ],
    [
      'Things Fall Apart, published in 1958, is a groundbreaking novel about colonial Nigeria.',
      'Things Fall Apart, published in 1958, is a pioneering novel about colonial Nigeria.',
    ],
    [
      'Its sleek oak frame seamlessly complements any living room.',
      'Its sleek oak frame seamlessly complements any living room.',
    ],
    [
      'The coastal path offers seamless views of the bay and the cliffs.',
      'The coastal path offers seamless views of the bay and the cliffs.',
    ],
    [
      'Tucked away behind the market, Caf\u00e9 Lumen is a hidden gem that is well worth finding.',
      'Tucked away behind the market, Caf\u00e9 Lumen is a hidden gem that is well worth finding.',
    ],
    [
      'It is a testament to patient craftsmanship and a place where families gather.',
      'It is a testament to patient craftsmanship and a place where families gather.',
    ],
    [
      'We are deeply grateful to everyone who volunteered.',
      'We are deeply grateful to everyone who volunteered.',
    ],
    [
      'Their long tail helps them balance on steep rock. Additionally, their wide paws act like snowshoes.',
      'Their long tail helps them balance on steep rock. Also, their wide paws act like snowshoes.',
    ],
    [
      'Online classes suit some students. On the other hand, in-person classes suit others. Teachers matter most. Conversely, a skilled teacher can make either setting work.',
      'Online classes suit some students. On the other hand, in-person classes suit others. Teachers matter most. Conversely, a skilled teacher can make either setting work.',
    ],
  ])('%s', (input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
  });

  it('strong keeps named parts and figurative lifts', () => {
    for (const seed of [0, 1, 2, 3]) {
      expect(
        rewrite('Unscrew the retaining nut and lift out the cartridge.', { strength: 'strong', seed }).text,
      ).toContain('retaining nut');
      expect(
        rewrite('Shoes designed to elevate every stride.', { strength: 'strong', seed }).text,
      ).not.toContain('raise');
    }
  });

  it('never contracts the verb after a fronted "how likely"', () => {
    expect(
      rewrite('Your score shows how likely you are to repay the loan on time.', { mode: 'casual' }).text,
    ).toContain('you are to repay');
  });
});

describe('held-out reading 16 (session 7)', () => {
  it.each([
    [
      'Experimental results demonstrate that our model outperforms strong baselines, reducing mean error by 4.1 percent on the 2023 test set [9].',
      'Experimental results show that our model outperforms strong baselines, reducing mean error by 4.1 percent on the 2023 test set [9].',
    ],
    [
      'Adult newts usually reach 10 to 18 centimeters, although individuals longer than 15 centimeters are rare.',
      'Adult newts usually reach 10 to 18 centimeters, although individuals longer than 15 centimeters are rare.',
    ],
    ['Maya is not only talented but also kind and patient.', 'Maya is talented, kind and patient.'],
    [
      'Participants will submit two essays of up to 2,000 words each over the course of the workshop.',
      'Participants will submit two essays of up to 2,000 words each during the workshop.',
    ],
    [
      'The purpose of this policy is to set clear rules for remote work.',
      'The purpose of this policy is to set clear rules for remote work.',
    ],
    [
      'The exhibition delves into the rich tapestry of exchange along the Silk Road.',
      'The exhibition explores the rich tapestry of exchange along the Silk Road.',
    ],
    [
      'Your data is safe, even in the event of a power cut.',
      'Your data is safe, even in the event of a power cut.',
    ],
    [
      'When it comes to building muscle, protein plays a key role.',
      'When it comes to building muscle, protein plays a key role.',
    ],
    [
      'When it comes to choosing a laptop, check the battery life first.',
      'When choosing a laptop, check the battery life first.',
    ],
    [
      'A cup of cooked beans provides 15 grams of protein along with a significant amount of fiber.',
      'A cup of cooked beans provides 15 grams of protein along with a lot of fiber.',
    ],
    [
      'Cracks ran from the keyway, which is a characteristic sign of fatigue failure.',
      'Cracks ran from the keyway, which is a characteristic sign of fatigue failure.',
    ],
    ['This has significant implications for running costs.', 'This matters a great deal for running costs.'],
    [
      'This release represents a significant step forward in our commitment to accessibility.',
      'This release is an important step forward in our commitment to accessibility.',
    ],
    [
      "Yet in today's busy world, many of us treat sleep as a luxury.",
      'Yet these days, many of us treat sleep as a luxury.',
    ],
    [
      'The seas are undergoing a profound chemical transformation.',
      'The seas are undergoing a profound chemical transformation.',
    ],
  ])('%s', (input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
  });

  it('academic keeps its register: no "more and more", no sentence-initial "Also,"', () => {
    const out = rewrite(
      'In recent years, a growing number of cities have debated car bans. In addition, 2020 was an unusual year for traffic.',
      { mode: 'academic' },
    ).text;
    expect(out).toContain('an increasing number of cities');
    expect(out).not.toContain('Also,');
  });

  it('casual says the set phrase "You\'re not alone"', () => {
    expect(rewrite('It is important to remember that you are not alone.', { mode: 'casual' }).text).toBe(
      "You're not alone.",
    );
  });

  it('strong leaves nouns, named things and present states alone', () => {
    const text =
      'Delays in obtaining a water permit pushed back the season, and the only purchase was a cheap washer. Common triggers include drinking carbonated beverages. A section of the elevated railway collapsed. Windows support is currently experimental.';
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const out = rewrite(text, { strength: 'strong', seed }).text;
      for (const kept of [
        'water permit',
        'only purchase',
        'carbonated beverages',
        'elevated railway',
        'currently experimental',
      ])
        expect(out).toContain(kept);
    }
  });
});

describe('held-out reading 17 and the fifth eval-pairs reading (session 7)', () => {
  it.each([
    [
      'The lentil soup was rich, smoky and utterly delicious.',
      'The lentil soup was rich, smoky and utterly delicious.',
    ],
    [
      'A weekly pass costs 25 euros and is, in most cases, a better deal than single tickets.',
      'A weekly pass costs 25 euros and is, in most cases, a better deal than single tickets.',
    ],
    [
      'I would like to address the delays in the Orchard project that were discussed on Monday.',
      'I would like to address the delays in the Orchard project that were discussed on Monday.',
    ],
    [
      'When it comes to choosing seeds, start with easy crops.',
      'When choosing seeds, start with easy crops.',
    ],
    [
      'When it comes to saving for retirement, one of the most common questions is which account to open.',
      'When it comes to saving for retirement, one of the most common questions is which account to open.',
    ],
    [
      'If you cannot upgrade yet, you may mitigate the issue by turning off the plugin.',
      'If you cannot upgrade yet, you may mitigate the issue by turning off the plugin.',
    ],
    [
      'A helpful way to think about it is this: the map is not the territory.',
      'A helpful way to think about it is this: the map is not the territory.',
    ],
    [
      'The plan provided $2 billion in economic assistance to 11 countries.',
      'The plan provided $2 billion in economic assistance to 11 countries.',
    ],
  ])('%s', (input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
  });

  it.each([
    [
      "She's recently been exploring new ways to teach maths.",
      'She has recently been exploring new ways to teach maths.',
    ],
    [
      "It's never been easier to brew good coffee at home.",
      'It has never been easier to brew good coffee at home.',
    ],
    ["You're Invited: Spring Garden Party", "You're Invited: Spring Garden Party"],
    [
      'Employees should notify their manager at least 30 days ahead.',
      'Employees should notify their manager at least 30 days ahead.',
    ],
    [
      'The report discusses the design. Additionally, the report presents the tests conducted to validate the tool.',
      'The report discusses the design. Additionally, the report presents the tests conducted to validate the tool.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(rewrite(input, { mode: 'academic', strength: 'medium', seed: 1 }).text).toBe(expected);
  });

  it('keeps "Overall" when the sentence before holds a reservation', () => {
    expect(
      rewrite('The kebab was dry, but the bread was superb. Overall, it is a fine place.').text,
    ).toContain('Overall,');
  });

  it('strong keeps terms of art and pronoun links', () => {
    const text =
      'The deductible is the amount you pay first. After you reach it, your plan pays 100% of covered costs for the rest of the year. Adding mulch can help to retain moisture. The novel is about aspiration. Factors such as proficiency may matter. I can share a preliminary summary by Friday.';
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const out = rewrite(text, { strength: 'strong', seed }).text;
      for (const kept of [
        'After you reach it,',
        'retain moisture',
        'aspiration',
        'proficiency',
        'preliminary summary',
      ])
        expect(out).toContain(kept);
    }
  });
});

describe('held-out reading 18 (session 7)', () => {
  it.each([
    [
      'The evidence, on balance, favours pedestrianisation.',
      'The evidence, on balance, favours pedestrianisation.',
    ],
    [
      'Kittens purr when they are only a few days old, possibly to signal to their mother that they are well.',
      'Kittens purr when they are only a few days old, possibly to signal to their mother that they are well.',
    ],
    [
      'This ambiguity has since given rise to the term "Rashomon effect".',
      'This ambiguity has since given rise to the term "Rashomon effect".',
    ],
    [
      'Supporters argue that the levy creates a level playing field for local producers.',
      'Supporters argue that the levy creates a level playing field for local producers.',
    ],
    [
      'I completely understand how frustrating it must be to wait three weeks for a package that was supposed to arrive in five days.',
      'I understand how frustrating it must be to wait three weeks for a package that was supposed to arrive in five days.',
    ],
    [
      'The outside of the chain should feel almost dry to the touch.',
      'The outside of the chain should feel almost dry to the touch.',
    ],
    [
      'You might be tempted to run the script again instead. This is generally a bad idea on shared servers, because it overwrites the logs.',
      'You might be tempted to run the script again instead. This is generally a bad idea on shared servers, because it overwrites the logs.',
    ],
  ])('%s', (input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
  });

  it('academic keeps fixed phrases with contractions', () => {
    expect(rewrite("That's it. Here's to fifty years, and to many more.", { mode: 'academic' }).text).toBe(
      "That's it. Here's to fifty years, and to many more.",
    );
  });

  it('a paragraph never opens on "And"', () => {
    for (const seed of [0, 1, 2, 3, 4, 5, 6, 7])
      expect(
        rewrite('Dear board,\n\nIn addition, program expenses rose faster than anticipated.', { seed }).text,
      ).not.toMatch(/\n\nAnd /u);
  });

  it('strong keeps a title before a name and a phased "initially"', () => {
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const out = rewrite(
        'Equally important was the work of physician William Gorgas. The levy initially covers six sectors.',
        { strength: 'strong', seed },
      ).text;
      expect(out).toContain('physician William Gorgas');
      expect(out).toContain('initially covers');
    }
  });
});

describe('held-out reading 19 (session 7)', () => {
  it.each([
    [
      'Residents work through the night to create intricate carpets made of flower petals.',
      'Residents work through the night to create intricate carpets made of flower petals.',
    ],
    [
      'She currently serves as a senior fellow at the Institute for Coastal Studies.',
      'She currently serves as a senior fellow at the Institute for Coastal Studies.',
    ],
    ['It is also important to consider the cost.', 'It is also important to consider the cost.'],
    [
      'When working on several projects, it is important to note that each project may need different library versions.',
      'When working on several projects, it is important to note that each project may need different library versions.',
    ],
    [
      'By 1935, roughly 100 million acres had lost most or all of their topsoil.',
      'By 1935, roughly 100 million acres had lost most or all of their topsoil.',
    ],
    [
      "Support from the princes, anger at papal taxes and Luther's own charisma were equally significant.",
      "Support from the princes, anger at papal taxes and Luther's own charisma were equally significant.",
    ],
    [
      'In this essay, I will argue that large cities should adopt road pricing, drawing on the experiences of London and Stockholm.',
      'Here I will argue that large cities should adopt road pricing, drawing on the experiences of London and Stockholm.',
    ],
    [
      'This paper seeks to delve into the role of these traders in the exchange of ideas.',
      'This paper aims to explore the role of these traders in the exchange of ideas.',
    ],
    [
      'In the first year, traffic in the zone fell by roughly 18%, and delays decreased by about 30% (Transport for London, 2004).',
      'In the first year, traffic in the zone fell by roughly 18%, and delays decreased by about 30% (Transport for London, 2004).',
    ],
  ])('%s', (input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
  });

  it('academic: no "So" opener, and no connector that repeats the next opener', () => {
    const out = rewrite(
      'Nevertheless, local measures cannot replace cuts in global emissions. Even under the best scenarios, most reefs will bleach. Consequently, roughly 95% of the population must be immune to prevent outbreaks.',
      { mode: 'academic' },
    ).text;
    expect(out).not.toMatch(/Even so, local/u);
    expect(out).not.toMatch(/\bSo roughly/u);
  });

  it('strong keeps a condition before its step and set phrases and terms', () => {
    const text =
      'If the test passes, run the reload. The project should take about five days, weather permitting. The policy might also eliminate 1.3 million jobs. Participants completed a picture-matching comprehension task. Add the water, squeezing the dough to incorporate it.';
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const out = rewrite(text, { strength: 'strong', seed }).text;
      for (const kept of [
        'If the test passes, run',
        'weather permitting',
        'eliminate 1.3 million jobs',
        'comprehension task',
        'incorporate it',
      ])
        expect(out).toContain(kept);
    }
  });
});

describe('held-out reading 20 and the sixth eval-pairs reading (session 8)', () => {
  const standard = (text: string, seed = 1) =>
    rewrite(text, { mode: 'standard', strength: 'medium', seed }).text;

  it.each([
    // Worse in reading 20, each now left alone or said right.
    [
      'The results are not only clinically significant but also highly relevant to nurses.',
      'The results are clinically significant and highly relevant to nurses.',
    ],
    ['It was a small but significant win.', 'It was a small but significant win.'],
    [
      'First, the sample was small. Second, the probes drifted. Thirdly, only two trials were run at each dose.',
      'First, the sample was small. Second, the probes drifted. Third, only two trials were run at each dose.',
    ],
    [
      'Staff must inform tenants that they may appeal, that fees are capped, and that they can bring a friend.',
      'Staff must inform tenants that they may appeal, that fees are capped, and that they can bring a friend.',
    ],
    [
      'The trust lets assets pass straight to heirs without a hearing, thereby keeping things private and potentially lowering costs.',
      'The trust lets assets pass straight to heirs without a hearing, keeping things private and potentially lowering costs.',
    ],
    [
      'Judges weigh three things: the purpose of the loan, the size of the debt, and the effect on the family.',
      'Judges weigh three things: the purpose of the loan, the size of the debt, and the effect on the family.',
    ],
    [
      'Supporters say the diet not only speeds weight loss but also improves sleep and mood.',
      'Supporters say the diet not only speeds weight loss but also improves sleep and mood.',
    ],
    [
      'Today, the mural stands as a testament to a painter whose work was ahead of its time.',
      'Today, the mural is a testament to a painter whose work was ahead of its time.',
    ],
    [
      'Over the years I have cultivated a deep passion for typography.',
      'Over the years I have developed a deep passion for typography.',
    ],
    [
      'In the realm of weeknight dinners, few dishes beat a good stir-fry.',
      'In the realm of weeknight dinners, few dishes beat a good stir-fry.',
    ],
    [
      'Even small habits can make a significant impact on your sleep.',
      'Even small habits can have a big effect on your sleep.',
    ],
    [
      'She brings warmth and an unwavering sense of humour to the office.',
      'She brings warmth and an unwavering sense of humour to the office.',
    ],
    // Left stiff in reading 20; now plain.
    [
      'In this issue, we shine a spotlight on our longest-serving volunteer.',
      'In this issue, we highlight our longest-serving volunteer.',
    ],
    [
      'The 1989 vote was a watershed moment for the town, and it brought an end to years of dispute.',
      'The 1989 vote was a turning point for the town, and it ended years of dispute.',
    ],
    ['It remains to be seen whether the ban will hold.', 'It is unclear whether the ban will hold.'],
    ['The test installs in a matter of minutes.', 'The test installs in minutes.'],
    ['I have gone ahead and booked a replacement for you.', 'I have booked a replacement for you.'],
    ['Thank you for bringing this to our attention.', 'Thank you for letting us know.'],
    ['The board convened to discuss the merger.', 'The board met to discuss the merger.'],
    // A short '-ing' tail said as a plain result.
    [
      'The app syncs your notes across devices, ensuring that nothing gets lost.',
      'The app syncs your notes across devices, so nothing gets lost.',
    ],
    [
      'The kettle is quiet, fast and reliable, making it perfect for shared offices.',
      'The kettle is quiet, fast and reliable, so it is perfect for shared offices.',
    ],
  ])('%s', (input, expected) => {
    expect(standard(input)).toBe(expected);
  });

  it('strong keeps senses a swap would break', () => {
    const text =
      'Core inflation remains stubbornly elevated at 3.6%. Streamline permitting processes for new lines. Ledgerly is a comprehensive, open-source tool. Many quilts still retain traces of dye. Safe streets are not a luxury but a necessity.';
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const out = rewrite(text, { strength: 'strong', seed }).text;
      for (const kept of [
        'elevated at 3.6%',
        'permitting processes',
        'comprehensive',
        'retain traces',
        'necessity',
      ])
        expect(out).toContain(kept);
    }
  });

  it("a one-word swap that would echo the next sentence is left out ('broad' after 'broad')", () => {
    const out = standard(
      'Schools should support both broad and specialised study. Curricula could expose students to a wide range of subjects first.',
    );
    expect(out).toContain('a wide range of subjects');
    const role = standard(
      'It matters because it plays a vital role in shaping society. I look forward to becoming part of that work.',
    );
    expect(role).toContain('a vital role in');
  });

  it('cutting openers never leaves three sentences in a row opening with the same word', () => {
    const text =
      'Not only does the spout pour cleanly, but it also looks good. Additionally, the base keeps water warm. It is important to note that the kettle is not dishwasher safe. Whether you are new to tea or an expert, the kettle will serve you well.';
    for (const seed of [0, 1, 2, 3]) {
      const firsts = rewrite(text, { seed })
        .text.split(/(?<=[.!?])\s+/u)
        .map((s) => s.split(' ')[0]?.toLowerCase());
      const runs = firsts.filter((w, k) => k >= 2 && w === firsts[k - 1] && w === firsts[k - 2]);
      expect(runs).toEqual([]);
    }
  });

  it('casual never sends a reader to "dig into" a place', () => {
    for (const seed of [0, 1, 2, 3])
      expect(
        rewrite('In the afternoon, delve into the maze of narrow streets.', { mode: 'casual', seed }).text,
      ).not.toContain('dig into');
  });
});

describe('held-out reading 21 and the seventh eval-pairs reading (session 8)', () => {
  const standard = (text: string, seed = 1) =>
    rewrite(text, { mode: 'standard', strength: 'medium', seed }).text;

  it.each([
    // Worse in reading 21, each now left alone or said right.
    [
      'Locke gave a simple test: the heir remembers the pact, and the pact binds the heir, yet the court disagrees.',
      'Locke gave a simple test: the heir remembers the pact, and the pact binds the heir, yet the court disagrees.',
    ],
    [
      'Recent digs in the valley have shed new light on early farming.',
      'Recent digs in the valley have added to what we know about early farming.',
    ],
    [
      'However, the steel beams showed greater deflection under load.',
      'However, the steel beams showed greater deflection under load.',
    ],
    [
      'Good support is not only about fixing faults but also about anticipating them.',
      'Good support is about fixing faults and about anticipating them.',
    ],
    [
      'In an increasingly connected world, it is crucial to ensure that every child can read.',
      'In an increasingly connected world, it is vital to ensure that every child can read.',
    ],
    [
      'Since 2023 we have facilitated $2.1 million in small loans.',
      'Since 2023 we have facilitated $2.1 million in small loans.',
    ],
    [
      'Sand the wall first, as paint will highlight every crack.',
      'Sand the wall first, as paint will highlight every crack.',
    ],
    [
      'Leeds, UK — Brightside Labs today announced a new sensor.',
      'Leeds, UK — Brightside Labs today announced a new sensor.',
    ],
    [
      'Dogs hide pain well, which makes it crucial for owners to watch closely.',
      'Dogs hide pain well, which makes it crucial for owners to watch closely.',
    ],
    [
      "The organisation's records were anonymised before the audit.",
      "The organisation's records were anonymised before the audit.",
    ],
    // Left stiff in reading 21; now plain.
    ['The mechanisms underlying this effect are unknown.', 'The mechanisms behind this effect are unknown.'],
    ['Critics contend that the plan favours landlords.', 'Critics maintain that the plan favours landlords.'],
    ['Music has the power to heal.', 'Music can heal.'],
    ['They will have the power to vote.', 'They will have the power to vote.'],
    ['If you encounter any issues with the app, call us.', 'If you have any problems with the app, call us.'],
    [
      'We made the difficult decision to close the shop.',
      'We made the difficult decision to close the shop.',
    ],
    ['We remain steadfast in our commitment to quality.', 'We remain committed to quality.'],
    [
      'This course will equip you with the skills you need.',
      'This course will give you the skills you need.',
    ],
    ['Each valley has its own unique dialect.', 'Each valley has its own dialect.'],
    [
      'The platform empowers our users to manage their data.',
      'The platform helps our users manage their data.',
    ],
  ])('%s', (input, expected) => {
    expect(standard(input)).toBe(expected);
  });

  it('strong keeps a term, a scope word and a sense', () => {
    const text =
      'We offer a comprehensive benefits package. A backup is only as good as its last verified restore. Stackwise is an innovative marketplace. However, it is therefore crucial to recognize that memory alone cannot ground identity.';
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const out = rewrite(text, { strength: 'strong', seed }).text;
      for (const kept of [
        'comprehensive benefits',
        'verified restore',
        'innovative marketplace',
        'therefore',
      ])
        expect(out).toContain(kept);
    }
  });

  it('academic keeps the register of a set phrase it replaces', () => {
    expect(
      rewrite('The inn offers a perfect blend of comfort and charm.', { mode: 'academic' }).text,
    ).toContain('a good balance of');
  });
});

describe('held-out reading 22 and the eighth eval-pairs reading (session 8)', () => {
  const standard = (text: string, seed = 1) =>
    rewrite(text, { mode: 'standard', strength: 'medium', seed }).text;

  it.each([
    // Worse in reading 22, each now left alone or said right.
    ['Her fearless improvisations won the room.', 'Her fearless improvisations won the room.'],
    [
      'It stands as a testament to the idea that a car need not be large.',
      'It shows that a car need not be large.',
    ],
    ["The album is a testament to Okafor's artistry.", "The album reflects Okafor's artistry."],
    [
      'Then, use a putty knife to press the filler into the hole, ensuring that it is completely filled.',
      'Then, use a putty knife to press the filler into the hole, ensuring that it is completely filled.',
    ],
    [
      'It can usually be fixed in minutes. In most cases, the fault lies with the seal.',
      'It can usually be fixed in minutes. In most cases, the fault lies with the seal.',
    ],
    [
      'It is crucial to sign the renewal by Friday, ensuring that our shipments continue.',
      'It is vital to sign the renewal by Friday, ensuring that our shipments continue.',
    ],
    [
      'We also launched a pantry that visits three towns each week, ensuring that families can get fresh food.',
      'We also launched a pantry that visits three towns each week, ensuring that families can get fresh food.',
    ],
    ["Elevate Your Team's Collaboration", "Improve Your Team's Collaboration"],
    [
      'Sellers now offer rate buydowns and closing-cost assistance.',
      'Sellers now offer rate buydowns and closing-cost assistance.',
    ],
    [
      'Check the roads each morning at road.is, as the weather can turn fast.',
      'Check the roads each morning at road.is, as the weather can turn fast.',
    ],
    [
      'The new pumps are quieter. When it comes to cost, however, the picture is reversed.',
      'The new pumps are quieter. As for cost, however, the picture is reversed.',
    ],
    [
      "When it comes to women's football, few rivalries run this deep.",
      "When it comes to women's football, few rivalries run this deep.",
    ],
    [
      'The results show the interplay between film thickness and transport.',
      'The results show the relationship between film thickness and transport.',
    ],
    [
      'Remote work has changed the office in profound ways.',
      'Remote work has changed the office in profound ways.',
    ],
    // Left stiff in reading 22; now plain.
    ['It is imperative that we act before the deadline.', 'We must act before the deadline.'],
    ['Virtually every household owns a phone.', 'Almost every household owns a phone.'],
    ['We would welcome the opportunity to discuss this.', 'We would be glad to discuss this.'],
    ['The course is specifically tailored for beginners.', 'The course is tailored for beginners.'],
    ['The director breathed new life into the old musical.', 'The director revived the old musical.'],
    ['Cities are combating climate change with parks.', 'Cities are fighting climate change with parks.'],
    ['Combat troops left in May.', 'Combat troops left in May.'],
    ['Please note that the office closes at noon.', 'The office closes at noon.'],
  ])('%s', (input, expected) => {
    expect(standard(input)).toBe(expected);
  });

  it('a cleft stays full in casual, and academic "Thus" never becomes a cause', () => {
    expect(rewrite('It is with heavy hearts that we share this news.', { mode: 'casual' }).text).toContain(
      'It is with heavy hearts',
    );
    expect(
      rewrite('The gains are uneven. Thus, the relationship is complex.', { mode: 'academic' }).text,
    ).not.toContain('As a result');
  });

  it('strong keeps "discontinued"', () => {
    for (const seed of [0, 1, 2, 3])
      expect(
        rewrite('Support for the old browser has been discontinued.', { strength: 'strong', seed }).text,
      ).toContain('discontinued');
  });
});

describe('held-out reading 23 and the ninth eval-pairs reading (session 8)', () => {
  const standard = (text: string, seed = 1) =>
    rewrite(text, { mode: 'standard', strength: 'medium', seed }).text;

  it.each([
    // Worse in reading 23, each now left alone or said right.
    ['We rose before sunrise every day.', 'We rose before sunrise every day.'],
    ['It is hard to imagine the garden without her.', 'It is hard to imagine the garden without her.'],
    [
      'The cafe is loved by locals, not only for its pancakes but also for its coffee.',
      'The cafe is loved by locals, not only for its pancakes but also for its coffee.',
    ],
    [
      'The fair drew a bustling crowd of 3,000 visitors.',
      'The fair drew a bustling crowd of 3,000 visitors.',
    ],
    [
      'The flat also has a garden. It is worth noting that the flat has no lift.',
      'The flat also has a garden. It is worth noting that the flat has no lift.',
    ],
    [
      'Costs dropped 14%, on-time deliveries rose from 88% to 96%, and drivers saved 9 hours a week.',
      'Costs dropped 14%, on-time deliveries rose from 88% to 96%, and drivers saved 9 hours a week.',
    ],
    ['The app sends timely, actionable notifications.', 'The app sends timely, actionable notifications.'],
    ['One key takeaway is that our list is out of date.', 'One main point is that our list is out of date.'],
    [
      'Rain fell all week, underscoring the need for better drains.',
      'Rain fell all week, underlining the need for better drains.',
    ],
    [
      'The court rejected this view, underscoring that a phone left on a table is not abandoned.',
      'The court rejected this view, making clear that a phone left on a table is not abandoned.',
    ],
    [
      'The heirs sought his removal on the grounds that he had failed to keep accounts.',
      'The heirs sought his removal on the grounds that he had failed to keep accounts.',
    ],
    [
      'A full picture requires attention to history and geography.',
      'A full picture requires attention to history and geography.',
    ],
    [
      'Results: A total of 1,036 particles were recovered.',
      'Results: A total of 1,036 particles were recovered.',
    ],
    // Left stiff in reading 23; now plain.
    ['It is more than just a bakery.', 'It is more than a bakery.'],
    ['Should you have any questions, call us.', 'If you have any questions, call us.'],
    ['In the wake of the storm, roads closed.', 'After the storm, roads closed.'],
    ['The deal ran for a period of six years.', 'The deal ran for six years.'],
    ['Please familiarize yourself with the handbook.', 'Please look over the handbook.'],
  ])('%s', (input, expected) => {
    expect(standard(input)).toBe(expected);
  });

  it('a team speaking for itself is not turned into orders to the reader', () => {
    const out = standard(
      'Dear investors, we had a strong quarter and our team grew. However, it is important to be transparent about challenges.',
    );
    expect(out).toContain('important to be transparent');
  });

  it("academic reads 'I'd become' after a thought as 'would'", () => {
    expect(rewrite("I never thought I'd become a baker.", { mode: 'academic' }).text).toContain(
      'I would become',
    );
    expect(rewrite("By then I'd become tired of it.", { mode: 'academic' }).text).toContain('I had become');
  });

  it('academic keeps "However" rather than a sentence-opening "But"', () => {
    const out = rewrite(
      'However, the sample was small. The effect was clear. However, it is essential to acknowledge several limitations.',
      { mode: 'academic' },
    ).text;
    expect(out).not.toMatch(/\bBut it is essential/u);
  });

  it('strong keeps terms of art', () => {
    const text =
      'Your approach is holistic and thoughtful. This underscores the importance of prudent risk management. The system will validate each row.';
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const out = rewrite(text, { strength: 'strong', seed }).text;
      for (const kept of ['holistic', 'prudent risk management', 'validate each row'])
        expect(out).toContain(kept);
    }
  });
});

describe('held-out reading 24 and the tenth eval-pairs reading (session 8)', () => {
  const standard = (text: string, seed = 1) =>
    rewrite(text, { mode: 'standard', strength: 'medium', seed }).text;

  it.each([
    // Worse in reading 24, each now left alone or said right.
    ['Highlights:', 'Highlights:'],
    [
      'Every model that makes decisions affecting users gets a review.',
      'Every model that makes decisions affecting users gets a review.',
    ],
    [
      'In a busy week, it is easy to forget the value of rest.',
      'In a busy week, it is easy to forget the value of rest.',
    ],
    [
      'The first weeks were a blur of forms, mispronounced street names, and evenings spent alone at home.',
      'The first weeks were a blur of forms, mispronounced street names, and evenings spent alone at home.',
    ],
    ['The job fostered a deep sense of duty in me.', 'The job fostered a deep sense of duty in me.'],
    ['We stayed up until 3 a.m. finishing the report.', 'We stayed up until 3 a.m. finishing the report.'],
    [
      "Graduates, in today's world, you will be told to have a plan.",
      'Graduates, these days, you will be told to have a plan.',
    ],
    ['Make the habit a seamless part of your day.', 'Make the habit a seamless part of your day.'],
    [
      'We learn all our lives. In conclusion, education is a lifelong process. Education helps us grow.',
      'We learn all our lives. In short, education is a lifelong process. Education helps us grow.',
    ],
    // Left stiff in reading 24; now plain.
    ['Please be aware that the lift is out of order.', 'The lift is out of order.'],
    ['Proponents say the method works with ease.', 'Supporters say the method works easily.'],
    ['The new rules may impact small firms.', 'The new rules may affect small firms.'],
    ['We would like to thank our reviewers.', 'We thank our reviewers.'],
  ])('%s', (input, expected) => {
    expect(standard(input)).toBe(expected);
  });

  it('casual keeps a stressed verb at the end of a wh-clause full', () => {
    const out = rewrite('Five people reveal who they are through the way they argue.', {
      mode: 'casual',
    }).text;
    expect(out).toContain('who they are through');
  });

  it('strong keeps terms of art', () => {
    const text =
      'We thank Priya for responsibly disclosing the flaw. The trial enrolled community-dwelling adults. Animal testing cannot be eliminated overnight. Now, a commencement speaker.';
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const out = rewrite(text, { strength: 'strong', seed }).text;
      for (const kept of ['disclosing', 'community-dwelling', 'eliminated', 'commencement'])
        expect(out).toContain(kept);
    }
  });
});

describe('held-out reading 25 and the eleventh eval-pairs reading (session 8)', () => {
  const standard = (text: string, seed = 1) =>
    rewrite(text, { mode: 'standard', strength: 'medium', seed }).text;

  it.each([
    // Worse in reading 25, each now left alone or said right.
    [
      'Every shirt is cut from Italian cotton, ensuring quality you can feel.',
      'Every shirt is cut from Italian cotton, ensuring quality you can feel.',
    ],
    ['Your tireless efforts have helped 900 families.', 'Your tireless efforts have helped 900 families.'],
    [
      'Over 80 people came with gloves and boundless energy, making this our largest cleanup to date.',
      'Over 80 people came with gloves and boundless energy, making this our largest cleanup to date.',
    ],
    ['The look is polished and effortlessly relaxed.', 'The look is polished and effortlessly relaxed.'],
    [
      'We encourage you to review your policy carefully, ensuring that your cover meets your needs.',
      'We encourage you to review your policy carefully, ensuring that your cover meets your needs.',
    ],
    ['The app offers a more streamlined checkout.', 'The app offers a more streamlined checkout.'],
    ['The plan holds significant promise.', 'The plan holds significant promise.'],
    // Left stiff in reading 25; now plain.
    [
      'We regret to inform you that the flight is cancelled.',
      'We are sorry to tell you that the flight is cancelled.',
    ],
    ['Delays may result in extra fees.', 'Delays may lead to extra fees.'],
    ['For further information, call us.', 'For more information, call us.'],
    ['If you wish to cancel, reply to this e-mail.', 'If you want to cancel, reply to this e-mail.'],
    ['Our offices are located at 12 High Street.', 'Our offices are at 12 High Street.'],
    ['The shelter is in urgent need of blankets.', 'The shelter urgently needs blankets.'],
  ])('%s', (input, expected) => {
    expect(standard(input)).toBe(expected);
  });

  it("strong never moves 'However' to make a run of sentences opening with 'The'", () => {
    const text = 'The hotel was clean. The room was big. However, the bathroom was small.';
    for (const seed of [0, 1, 2, 3, 4, 5])
      expect(rewrite(text, { strength: 'strong', seed }).text).not.toContain('The bathroom, however');
  });

  it('casual keeps a stressed verb before "when"', () => {
    expect(
      rewrite('Some feel they cannot show who they are when everyone dresses alike.', { mode: 'casual' })
        .text,
    ).toContain('who they are when');
  });

  it('strong keeps a study’s term', () => {
    for (const seed of [0, 1, 2, 3])
      expect(
        rewrite('The outcome was the volume of taxed beverages purchased.', { strength: 'strong', seed })
          .text,
      ).toContain('beverages');
  });
});

describe('held-out reading 26 and the twelfth eval-pairs reading (session 8)', () => {
  const standard = (text: string, seed = 1) =>
    rewrite(text, { mode: 'standard', strength: 'medium', seed }).text;

  it.each([
    // Worse in reading 26, each now left alone or said right.
    [
      'Asking for help is a testament to your strength, not a sign of weakness.',
      'Asking for help is a testament to your strength, not a sign of weakness.',
    ],
    [
      'Use as many props as you need; bolsters, blocks and blankets are here.',
      'Use as many props as you need; bolsters, blocks and blankets are here.',
    ],
    [
      'Start by making a timetable that covers every subject, giving more time to hard topics.',
      'Start by making a timetable that covers every subject, giving more time to hard topics.',
    ],
    ['Notify your bank of your new address.', 'Notify your bank of your new address.'],
    [
      'The service links 9,000 banks, ensuring a smooth connection in most cases.',
      'The service links 9,000 banks, ensuring a smooth connection in most cases.',
    ],
    [
      'Orders may not be split for the purpose of avoiding limits.',
      'Orders may not be split for the purpose of avoiding limits.',
    ],
    ['Those with sufficient levels reported less pain.', 'Those with sufficient levels reported less pain.'],
    [
      'The mug keeps coffee hot for a significant amount of time.',
      'The mug keeps coffee hot for a long time.',
    ],
    [
      'He used to say that it was cursed, that the keeper had vanished.',
      'He used to say that it was cursed, that the keeper had vanished.',
    ],
    // Left stiff in reading 26; now plain.
    ['Growth is highly dependent on rainfall.', 'Growth depends heavily on rainfall.'],
    ['Staff are permitted to work from home.', 'Staff are allowed to work from home.'],
    ['Records are kept for a minimum of six years.', 'Records are kept for at least six years.'],
    ['This course will equip you to lead a team.', 'This course will help you lead a team.'],
  ])('%s', (input, expected) => {
    expect(standard(input)).toBe(expected);
  });

  it('a mandate in a policy stays full; casual keeps "I have mixed feelings"', () => {
    expect(standard('It is essential that all departments follow the rules.')).toContain(
      'It is essential that',
    );
    expect(rewrite('I have mixed feelings about them.', { mode: 'casual' }).text).toContain('I have mixed');
  });

  it('a dropped connector never makes a run of openers across a paragraph break', () => {
    const text =
      'The score is strong. Furthermore, the cast is good.\n\nThe pacing is slow. The ending works.';
    for (const seed of [0, 1, 2, 3])
      expect(rewrite(text, { seed }).text).not.toContain('strong. The cast is good.');
  });
});

describe('held-out reading 27 and the thirteenth eval-pairs reading (session 8)', () => {
  const standard = (text: string, seed = 1) =>
    rewrite(text, { mode: 'standard', strength: 'medium', seed }).text;

  it.each([
    // Worse in reading 27, each now left alone or said right.
    [
      'It is crucial to teach children about saving early, and the app makes that fun.',
      'It is vital to teach children about saving early, and the app makes that fun.',
    ],
    [
      'That is why we design every tool we ship with a user-centred approach, ensuring that it is accessible, intuitive and inclusive.',
      // 'user-centred' alone makes the text British now that hyphenated words count.
      'That is why we design every tool we ship with a user-centred approach, ensuring that it is accessible, intuitive and inclusive.',
    ],
    [
      'Planning time grew approximately linearly with team size.',
      'Planning time grew approximately linearly with team size.',
    ],
    ['The Silk Road facilitated the spread of disease.', 'The Silk Road facilitated the spread of disease.'],
    [
      'It was not until the 1930s that they were widely adopted.',
      'It was not until the 1930s that they were widely adopted.',
    ],
    [
      'She is one of the most iconic painters of her time, known for her self-portraits.',
      'She is one of the most iconic painters of her time, known for her self-portraits.',
    ],
    ['The result is an interplay of stone and light.', 'The result is an interplay of stone and light.'],
    // Left stiff in reading 27; now plain.
    ['For optimal performance, restart weekly.', 'For best performance, restart weekly.'],
    ['The team is actively working to fix the fault.', 'The team is working to fix the fault.'],
    ['The study offers novel insights into sleep.', 'The study offers new insights into sleep.'],
    ['The mayor was in attendance.', 'The mayor was present.'],
  ])('%s', (input, expected) => {
    expect(standard(input)).toBe(expected);
  });

  it('strong keeps "verify" and "attempt"', () => {
    const text = 'We verified data integrity. Do not attempt installation while the system is live.';
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const out = rewrite(text, { strength: 'strong', seed }).text;
      for (const kept of ['verified', 'attempt installation']) expect(out).toContain(kept);
    }
  });
});

describe('held-out reading 28 (session 9)', () => {
  const standard = (text: string, seed = 1) =>
    rewrite(text, { mode: 'standard', strength: 'medium', seed }).text;

  it.each([
    // Worse in reading 28, each now left alone or said right.
    [
      'Inflation has risen sharply—driven by wages, energy and rents.',
      'Inflation has risen sharply, driven by wages, energy and rents.',
    ],
    ['Pricing is clear, with no hidden fees—ever.', 'Pricing is clear, with no hidden fees—ever.'],
    [
      'The new dashboard integrates with existing workflows—stay tuned!',
      'The new dashboard integrates with existing workflows—stay tuned!',
    ],
    [
      "'Those who take care of us,' she writes—a line that stays with the reader.",
      "'Those who take care of us,' she writes, a line that stays with the reader.",
    ],
    [
      'Train agronomists, veterinarians, and equipment dealers—people farmers already trust—to recognize the signs.',
      'Train agronomists, veterinarians, and equipment dealers (people farmers already trust) to recognize the signs.',
    ],
    [
      'Fold in the aquafaba—the liquid from a can of chickpeas—and melted dark chocolate.',
      'Fold in the aquafaba (the liquid from a can of chickpeas) and melted dark chocolate.',
    ],
    [
      'Our plans are simple, secure, and empowering—and with Northstar, it is.',
      'Our plans are simple, secure, and empowering—and with Northstar, it is.',
    ],
    [
      'Caravans carried not only silk but also spices, glass, paper, and precious metals.',
      'Caravans carried not only silk but also spices, glass, paper, and precious metals.',
    ],
    [
      'Strong results require not only numbers, but also teamwork and clear communication.',
      'Strong results require not only numbers, but also teamwork and clear communication.',
    ],
    [
      'The app gives you one seamless, intuitive workspace.',
      'The app gives you one seamless, intuitive workspace.',
    ],
    [
      'The prototype relies on the seamless combination of several existing technologies.',
      'The prototype relies on the seamless combination of several existing technologies.',
    ],
    [
      'The watch lets you seamlessly track your heart rate.',
      'The watch lets you seamlessly track your heart rate.',
    ],
    ['This vibrant North African dish is easy to make.', 'This vibrant North African dish is easy to make.'],
    [
      'The movement encompassed a diverse range of approaches.',
      'The movement included many different approaches.',
    ],
    [
      'Keep a clear record that may prove invaluable later.',
      'Keep a clear record that may prove invaluable later.',
    ],
    [
      'You may get a notice, which requires the landlord to give two months of warning.',
      'You may get a notice, which requires the landlord to give two months of warning.',
    ],
    ['Stress can take a significant toll on your health.', 'Stress can take a heavy toll on your health.'],
    ['In conclusion, our water journey is ongoing.', 'Our water journey is ongoing.'],
    [
      'My degree has equipped me with a unique blend of skills.',
      'My degree has given me a rare mix of skills.',
    ],
    ['This role would allow me to hit the ground running.', 'This role would let me get straight to work.'],
    [
      'The book is a profound exploration of the messy intricacies of human connection.',
      'The book is a deep exploration of the messy details of human connection.',
    ],
    ['This fosters a second brain you can trust.', 'This fosters a second brain you can trust.'],
    [
      'Ultimately, I hope to pursue a career in publishing.',
      'Ultimately, I hope to pursue a career in publishing.',
    ],
    ['Thank you for being a valued customer.', 'Thank you for being a valued customer.'],
    ['I have actively sought to expand my skills.', 'I have actively sought to expand my skills.'],
    ['It underscored for me that engineering matters.', 'It underscored for me that engineering matters.'],
    ['Additionally, it is advisable to use a raised toilet seat.', 'It is best to use a raised toilet seat.'],
    // Left stiff in reading 28; now plain.
    [
      'Recovery tips are tailored to the unique needs of each community.',
      'Recovery tips are tailored to each community.',
    ],
    [
      "It's important to understand that the rules apply to every provider.",
      'The rules apply to every provider.',
    ],
    [
      "In today's competitive talent market, pay alone does not keep people.",
      'Pay alone does not keep people.',
    ],
    [
      'The tariff has sent ripples through global supply chains.',
      'The tariff has unsettled global supply chains.',
    ],
    [
      'Sustainability is at the very heart of everything we do.',
      'Sustainability is central to everything we do.',
    ],
    [
      'Climate change is one of the defining challenges of our time.',
      'Climate change is one of the great challenges of our time.',
    ],
    [
      "The shrine is a living testament to Japan's craft traditions.",
      "The shrine is living proof of Japan's craft traditions.",
    ],
    [
      'Her passion, coupled with her training, made her a strong candidate.',
      'Her passion, together with her training, made her a strong candidate.',
    ],
    [
      'The charity is uniquely positioned to bridge the gap.',
      'The charity is well placed to bridge the gap.',
    ],
    ['We will do our utmost to help.', 'We will do our best to help.'],
    ['Her work sits at the intersection of art and science.', 'Her work combines art and science.'],
    ['The policy is grounded in robust science.', 'The policy is grounded in sound science.'],
  ])('%s', (input, expected) => {
    expect(standard(input)).toBe(expected);
  });

  // With no variant named, a British text stays British; the US spelling of the same sentences is still there
  // for a writer who asks for it.
  it.each([
    [
      'Eat a high-fibre diet and practise daily, as two councillors said.',
      'Eat a high-fiber diet and practice daily, as two councilors said.',
    ],
    [
      "The organisation's records were anonymised before the audit.",
      "The organization's records were anonymized before the audit.",
    ],
    [
      'The evidence, on balance, favours pedestrianisation.',
      'The evidence, on balance, favors pedestrianization.',
    ],
  ])('US spelling when asked: %s', (input, expected) => {
    expect(rewrite(input, { variant: 'us', seed: 1 }).text).toBe(expected);
  });

  it('keeps the spelling of a text with no variant named, and follows the majority', () => {
    expect(standard('The reading programme at our centre is free.')).toBe(
      'The reading programme at our centre is free.',
    );
    expect(standard('The color of the center changed.')).toBe('The color of the center changed.');
    expect(standard('The colour of the center changed, as the organization said.')).toBe(
      'The color of the center changed, as the organization said.',
    );
  });

  it('keeps a frame whose clause speaks to the reader (advice)', () => {
    expect(standard('It is important to acknowledge that you need help.')).toBe(
      'It is important to acknowledge that you need help.',
    );
  });
});

describe('held-out reading 29 and the fourteenth eval-pairs reading (session 9)', () => {
  const standard = (text: string, seed = 1) =>
    rewrite(text, { mode: 'standard', strength: 'medium', seed }).text;

  it.each([
    // Worse in reading 29, each now left alone or said right.
    [
      'In conclusion, Sam continues to be an invaluable asset to the team.',
      'Sam remains an invaluable asset to the team.',
    ],
    [
      'Sartre argues that we are "condemned to be free" — we cannot escape the burden of choosing, and we cannot blame anyone else for the choices we make.',
      'Sartre argues that we are "condemned to be free" — we cannot escape the burden of choosing, and we cannot blame anyone else for the choices we make.',
    ],
    [
      'It is worth noting, though, that the benefits of trade are not always evenly distributed.',
      'It is worth noting, though, that the benefits of trade are not always evenly distributed.',
    ],
    [
      'Additionally, the renewable sector has become a major source of employment, creating millions of jobs in manufacturing, installation, and maintenance.',
      'The renewable sector has become a major source of employment, creating millions of jobs in manufacturing, installation, and maintenance.',
    ],
    [
      "That's why financial advisors so often emphasize starting to save early — even small amounts can grow into something significant.",
      "That's why financial advisors so often stress starting to save early. Even small amounts can grow into something significant.",
    ],
    [
      'A sugar pill can make people feel genuinely better — simply because they believe they are being treated.',
      'A sugar pill can make people feel genuinely better, simply because they believe they are being treated.',
    ],
    [
      'Scientists anticipate a wealth of new insights — not only about the first galaxies, but also about the processes that shaped them.',
      'Scientists expect a wealth of new insights — not only about the first galaxies, but also about the processes that shaped them.',
    ],
    [
      'Together, we can foster a future where bees — and the ecosystems that depend on them — continue to thrive.',
      'Together, we can foster a future where bees, and the ecosystems that depend on them, continue to thrive.',
    ],
    ['Boasting a rooftop pool, the hotel is lovely.', 'With a rooftop pool, the hotel is lovely.'],
    [
      'Whether you are a first-time buyer or looking to downsize, this delightful property is a rare find.',
      'Whether you are a first-time buyer or looking to downsize, this delightful property is a rare find.',
    ],
    [
      'The newsletter shares news, policy updates, and team highlights.',
      'The newsletter shares news, policy updates, and team highlights.',
    ],
    [
      'Scientists have long sought to understand why we dream.',
      'Scientists have long sought to understand why we dream.',
    ],
    [
      'Together, we are committed to fostering a region where families thrive.',
      'Together, we are committed to fostering a region where families thrive.',
    ],
    [
      'Monstrosity is not innate but is fostered by rejection.',
      'Monstrosity is not innate but is fostered by rejection.',
    ],
    ['The wetland attracts a variety of wildlife.', 'The wetland attracts a variety of wildlife.'],
    ['Inflation erodes the purchasing power of money.', 'Inflation erodes the purchasing power of money.'],
    [
      'The request was routed to a decommissioned server and subsequently failed.',
      'The request was routed to a decommissioned server and then failed.',
    ],
    [
      'Dogs were trained to salivate not only when food was presented but also when they heard footsteps.',
      'Dogs were trained to salivate not only when food was presented but also when they heard footsteps.',
    ],
    [
      'He was so attached to this image that he painted it twice.',
      'He was so attached to this image that he painted it twice.',
    ],
    ['The storm impacted the quality of my work.', 'The storm affected the quality of my work.'],
    [
      'At times, his updates have been overly detailed, making it difficult for product managers to extract the key takeaways.',
      'At times, his updates have been overly detailed, making it difficult for product managers to extract the main points.',
    ],
    // Left stiff in reading 29; now plain.
    ['Clear rules foster innovation.', 'Clear rules encourage innovation.'],
    ['The poem is a masterful exploration of grief.', 'The poem masterfully explores grief.'],
    [
      'These findings are a timely reminder of the value of parks.',
      'These findings are a reminder of the value of parks.',
    ],
    ['We must address this pressing issue.', 'We must address this urgent issue.'],
    ['Pay is a vital component of our rewards package.', 'Pay is an important part of our rewards package.'],
    [
      'The data could reshape our understanding of the early universe.',
      'The data could change our understanding of the early universe.',
    ],
  ])('%s', (input, expected) => {
    expect(standard(input)).toBe(expected);
  });

  it('academic keeps its register for "can be challenging"', () => {
    expect(rewrite('Change can be challenging for any team.', { mode: 'academic' }).text).toBe(
      'Change can be difficult for any team.',
    );
  });

  it('strong swaps no noun "monitor" and no passive "requested to"', () => {
    const text = 'Staff are requested to submit a laptop, monitor, keyboard, and headset.';
    for (const seed of [0, 1, 2, 3]) {
      const out = rewrite(text, { strength: 'strong', seed }).text;
      expect(out).toContain('monitor');
      expect(out).not.toContain('asked for to');
    }
  });
});

describe('held-out reading 30 and the fifteenth eval-pairs reading (session 9)', () => {
  const standard = (text: string, seed = 1) =>
    rewrite(text, { mode: 'standard', strength: 'medium', seed }).text;

  it.each([
    // Worse in reading 30, each now left alone or said right.
    [
      'Thanks so much for covering my shift on Saturday — I owe you big time!',
      'Thanks so much for covering my shift on Saturday. I owe you big time!',
    ],
    [
      'We survived the meltdowns in the car — some of them mine.',
      'We survived the meltdowns in the car, some of them mine.',
    ],
    [
      'They packed without a single complaint — well, maybe one or two.',
      'They packed without a single complaint — well, maybe one or two.',
    ],
    [
      'Walnut is not cheap — the slabs alone cost me $840 — so plan ahead.',
      'Walnut is not cheap (the slabs alone cost me $840), so plan ahead.',
    ],
    [
      'Our values—integrity, excellence and accessibility—are at the core of our work.',
      'Our values—integrity, excellence and accessibility—are at the core of our work.',
    ],
    ['The farm sits in the heart of Vermont.', 'The farm sits in the heart of Vermont.'],
    ['We serve individuals, families and businesses.', 'We serve individuals, families and businesses.'],
    [
      'Join the conversation shaping the future of our coasts.',
      'Join the conversation shaping the future of our coasts.',
    ],
    ['Focus mode lets you dive deep into your work.', 'Focus mode lets you dive deep into your work.'],
    ['Elevate your fieldwork to the next level.', 'Elevate your fieldwork to the next level.'],
    [
      'Participants were recruited through a combination of online advertisements and flyers.',
      'Participants were recruited through a mix of online advertisements and flyers.',
    ],
    [
      'The results are not only academically significant but also directly relevant.',
      'The results are academically significant and directly relevant.',
    ],
    ['The model requires integrating three datasets.', 'The model requires integrating three datasets.'],
    [
      'Subsequently, the filtered reads were aligned to the genome.',
      'After that, the filtered reads were aligned to the genome.',
    ],
    [
      'It is against this backdrop that the present study is set.',
      'It is against this backdrop that the present study is set.',
    ],
    ['Our findings highlight that sparse updates help.', 'Our findings make clear that sparse updates help.'],
    [
      'Navigating the complexities of friendship is never easy.',
      'Dealing with the complexities of friendship is never easy.',
    ],
    ['Overall, I consider this a solid study.', 'Overall, I consider this a solid study.'],
    [
      'The easement was signed in 2019, ensuring that these woods will remain protected for decades to come.',
      'The easement was signed in 2019, so these woods will remain protected for decades to come.',
    ],
    [
      'We are not merely building spacecraft; we are building the future of travel.',
      'We are not merely building spacecraft; we are building the future of travel.',
    ],
    ['A significant proportion of tenants struggle.', 'A significant proportion of tenants struggle.'],
    ['The pilot has been a resounding success.', 'The pilot has been a great success.'],
    // An encyclopedia entry (no 'you', 'I', 'we' or contraction of its own) keeps its full forms.
    [
      'The lake is nestled between two ridges. It is the deepest in the region, and they are protected by law.',
      'The lake is set between two ridges. It is the deepest in the region, and they are protected by law.',
    ],
    // Left stiff in reading 30; now plain.
    ['It is our hope that the findings will guide policy.', 'We hope the findings will guide policy.'],
  ])('%s', (input, expected) => {
    expect(standard(input)).toBe(expected);
  });

  it('academic expands a perfect after an adverb and drops the "got" of "have got"', () => {
    const academic = (text: string) => rewrite(text, { mode: 'academic' }).text;
    expect(academic("He's already paid for the tickets.")).toBe('He has already paid for the tickets.');
    expect(academic("You've got a lot on your plate.")).toBe('You have a lot on your plate.');
  });

  it('casual never contracts a pronoun that is the object of a preposition', () => {
    const text = 'Every meal we share around it will carry a memory.';
    expect(rewrite(text, { mode: 'casual' }).text).toBe(text);
  });

  it('US spelling leaves the plural of "trellis" alone', () => {
    expect(rewrite('Tie the vines to trellises.', { variant: 'us' }).text).toBe(
      'Tie the vines to trellises.',
    );
  });
});

describe('the sixteenth eval-pairs reading (session 9)', () => {
  it.each([
    [
      'A potential solution emerges in balanced specialization. People should learn widely. Schools can help. Moreover, the solution might lie in the evolution of educational systems.',
      'A potential solution emerges in balanced specialization. People should learn widely. Schools can help. The solution might also lie in the evolution of educational systems.',
    ],
    ['The flood served as a catalyst for sweeping reforms.', 'The flood spurred sweeping reforms.'],
    ['The day will culminate in a gala dinner.', 'The day will end with a gala dinner.'],
    ['The mechanisms remain largely elusive.', 'The mechanisms remain largely unclear.'],
    ['These gaps provide the impetus for the present study.', 'These gaps motivate the present study.'],
    ['This issue warrants further attention.', 'This issue needs further attention.'],
  ])('%s', (input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
  });
});

describe('held-out reading 31 (session 9)', () => {
  const standard = (text: string, seed = 1) =>
    rewrite(text, { mode: 'standard', strength: 'medium', seed }).text;

  it.each([
    // Worse in reading 31, each now left alone or said right: dashes in chatty prose first.
    ["That's not logistics — that's care.", "That's not logistics — that's care."],
    ["We'll miss you — terribly.", "We'll miss you — terribly."],
    [
      "It fits in every small home — and it isn't clutter.",
      "It fits in every small home — and it isn't clutter.",
    ],
    [
      'They resolve 68% of tickets automatically — freeing your agents to focus.',
      'They resolve 68% of tickets automatically, freeing your agents to focus.',
    ],
    [
      'We introduce Workflows 2.0 — a complete rethinking of how automation works.',
      'We introduce Workflows 2.0, a complete rethinking of how automation works.',
    ],
    [
      'If something breaks — and something always breaks — just reply.',
      'If something breaks (and something always breaks), just reply.',
    ],
    [
      'Radios, lawnmowers, the fence, my bicycle chain — if it was broken, he fixed it.',
      'Radios, lawnmowers, the fence, my bicycle chain — if it was broken, he fixed it.',
    ],
    [
      "A partner doesn't complete you — they remind you who you are.",
      "A partner doesn't complete you — they remind you who you are.",
    ],
    [
      'Life is busy — kids, jobs, mortgages, all of it — but this is worth it.',
      'Life is busy (kids, jobs, mortgages, all of it), but this is worth it.',
    ],
    [
      'She wrote about Ibsen — "This is the work of a lifetime" — and then she stopped.',
      'She wrote about Ibsen — "This is the work of a lifetime" — and then she stopped.',
    ],
    [
      'Tally & Co is more than software — it is a partner in your growth.',
      'Tally & Co is more than software. It is a partner in your growth.',
    ],
    ['That culture is a testament to them — not to me.', 'That culture is a testament to them, not to me.'],
    ['The smooth race was a testament to the marshals.', 'The smooth race was a credit to the marshals.'],
    ['The launch is a testament to our team.', 'The launch is a credit to our team.'],
    [
      'He talks about costs, payroll, and why he believes in it.',
      'He talks about costs, payroll, and why he believes in it.',
    ],
    ['The mill is uncompromising in quality.', 'The mill is uncompromising in quality.'],
    ['Notably, staff morale rose.', 'Staff morale rose.'],
    [
      'Over the course of 75 minutes, our panel will talk.',
      'Over the course of 75 minutes, our panel will talk.',
    ],
    [
      'The review looked at safeguarding practices in schools.',
      'The review looked at safeguarding practices in schools.',
    ],
    [
      'Scope 2 covers emissions from purchased electricity.',
      'Scope 2 covers emissions from purchased electricity.',
    ],
    ['The vase has intricate famille rose enamels.', 'The vase has intricate famille rose enamels.'],
    ['The mill faces intricate legal questions.', 'The mill faces complex legal questions.'],
    // Left stiff in reading 31; now plain.
    [
      'How leading brands leverage attribution models matters.',
      'How leading brands use attribution models matters.',
    ],
    ['You will delve into user research.', 'You will explore user research.'],
    ['GreenGrid is at the forefront of this transformation.', 'GreenGrid leads this transformation.'],
  ])('%s', (input, expected) => {
    expect(standard(input)).toBe(expected);
  });

  it('academic says "learn more about", "has promised" and drops the "got" of "have also got"', () => {
    const academic = (text: string) => rewrite(text, { mode: 'academic' }).text;
    expect(academic('Students will gain valuable insights into markets.')).toBe(
      'Students will learn more about markets.',
    );
    expect(academic("She's promised to call.")).toBe('She has promised to call.');
    expect(academic("We've also got a new tool.")).toBe('We also have a new tool.');
  });
});

describe('held-out reading 32 and the seventeenth eval-pairs reading (session 9)', () => {
  const standard = (text: string, seed = 1) =>
    rewrite(text, { mode: 'standard', strength: 'medium', seed }).text;

  it.each([
    // Worse in reading 32, each now left alone or said right.
    [
      'The novel builds a fully realized world — one worth getting lost in.',
      'The novel builds a fully realized world, one worth getting lost in.',
    ],
    [
      'Vitamin D cut hip fractures — about 16% fewer compared with placebo.',
      'Vitamin D cut hip fractures, about 16% fewer compared with placebo.',
    ],
    [
      'It is a record to savor — slowly, attentively, with the lights off.',
      'It is a record to savor — slowly, attentively, with the lights off.',
    ],
    [
      'We picked RabbitMQ because it supports event streaming, and our team already has operational experience with it.',
      'We picked RabbitMQ because it supports event streaming, and our team already has operational experience with it.',
    ],
    [
      'In today’s music landscape, where pop dominates the charts, this album is a welcome change.',
      'In today’s music landscape, where pop dominates the charts, this album is a welcome change.',
    ],
    [
      "They anticipate one another's moves with uncanny precision.",
      "They anticipate one another's moves with uncanny precision.",
    ],
    ['The band recorded reimagined standards.', 'The band recorded reimagined standards.'],
    ['The average concentration obtained was 0.83 M.', 'The average concentration obtained was 0.83 M.'],
    [
      'It remains a question of paramount importance for regulators.',
      'It remains a question of paramount importance for regulators.',
    ],
    ['Interns could leverage a photogate timer.', 'Interns could use a photogate timer.'],
    ['In my new role, I will leverage my experience.', 'In my new role, I will draw on my experience.'],
    ['The collapse is a stark reminder of the risks.', 'The collapse is a clear reminder of the risks.'],
    ['Move with confidence and ease.', 'Move with confidence and ease.'],
    ['As a general rule of thumb, start small.', 'As a rule of thumb, start small.'],
    [
      'Use the approved tools—OneDrive and SharePoint—which are encrypted.',
      'Use the approved tools (OneDrive and SharePoint), which are encrypted.',
    ],
    [
      'The team spent months delving into the details of the data scandal.',
      'The team spent months digging into the details of the data scandal.',
    ],
    // Left stiff in reading 32; now plain.
    [
      'This paper delves into the implications of tariffs.',
      'This paper explores the implications of tariffs.',
    ],
    ['Attackers leverage familiar logos.', 'Attackers use familiar logos.'],
    ['These measures work in tandem to cut costs.', 'These measures work together to cut costs.'],
  ])('%s', (input, expected) => {
    expect(standard(input)).toBe(expected);
  });
});

describe('held-out reading 33 and the eighteenth eval-pairs reading (session 10)', () => {
  // Worse in reading 33 (dashes, echoes, register, senses), each now said right or left alone.
  it.each([
    [
      "Here's the thing nobody tells you — the hardest part isn't the running.",
      "Here's the thing nobody tells you: the hardest part isn't the running.",
    ],
    [
      'The library is open Monday – Saturday from nine until six.',
      'The library is open Monday – Saturday from nine until six.',
    ],
    ["The good news — it's now back on the move.", "The good news: it's now back on the move."],
    [
      "At first it felt like a lot of money — more than I've ever spent on shoes.",
      "At first it felt like a lot of money, more than I've ever spent on shoes.",
    ],
    [
      "It's loud — really loud — and it takes up half the counter.",
      "It's loud, really loud, and it takes up half the counter.",
    ],
    [
      "Here is a simple framework for giving feedback — one I've used with every team I've managed.",
      "Here is a simple framework for giving feedback, one I've used with every team I've managed.",
    ],
    [
      "A landlord who gets defensive about repairs — that's a red flag.",
      "A landlord who gets defensive about repairs — that's a red flag.",
    ],
    [
      'The forties saw big bands dominate the charts — and dance halls across America.',
      'The forties saw big bands dominate the charts — and dance halls across America.',
    ],
    [
      "The team fixed the layout — mostly contrast and touch-target sizes — and we'd rather ship it now.",
      "The team fixed the layout (mostly contrast and touch-target sizes), and we'd rather ship it now.",
    ],
    [
      'Her answer to the question was simple — patience and practice.',
      'Her answer to the question was simple: patience and practice.',
    ],
    [
      'Speed, cost and trust — these matter more than features.',
      'Speed, cost and trust — these matter more than features.',
    ],
    [
      'Studies show that interventions — when delivered over eight weeks or more — can reduce symptoms.',
      'Studies show that interventions, when delivered over eight weeks or more, can reduce symptoms.',
    ],
    ['We finally turned onto Fifth Street — and wow.', 'We finally turned onto Fifth Street — and wow.'],
    [
      'Photosynthesis happens in two stages — the light-dependent reactions and the Calvin cycle.',
      'Photosynthesis happens in two stages: the light-dependent reactions and the Calvin cycle.',
    ],
    [
      'The honeybee is one of the most well-known and economically important insects.',
      'The honeybee is one of the most well-known and economically important insects.',
    ],
    [
      'The results were mixed. Overall, the findings indicate a modest improvement.',
      'The results were mixed. Overall, the findings indicate a modest improvement.',
    ],
    [
      'Human activity has been the main driver since the 1800s, primarily due to the burning of coal.',
      'Human activity has been the main driver since the 1800s, primarily because of the burning of coal.',
    ],
    [
      'With TaskFlow, your team can collaborate on projects with ease. From the dashboard, you can effortlessly assign tasks.',
      'With TaskFlow, your team can collaborate on projects easily. From the dashboard, you can effortlessly assign tasks.',
    ],
    [
      'This is a question that has sparked debate. In this essay, I will argue that uniforms bring more benefits than drawbacks.',
      'This is a question that has sparked debate. Here I will argue that uniforms bring more benefits than drawbacks.',
    ],
    [
      "Early studies found a 'bilingual advantage,' whereby bilingual children outperformed their peers.",
      "Early studies found a 'bilingual advantage,' in which bilingual children outperformed their peers.",
    ],
    [
      'The findings will be disseminated through open-access publications.',
      'The findings will be shared through open-access publications.',
    ],
    [
      'Most studies rely on self-report measures. Consequently, there remains a notable gap in the literature.',
      'Most studies rely on self-report measures. As a result, there remains a notable gap in the literature.',
    ],
    [
      'Most studies rely on self-report measures, which are susceptible to recall bias.',
      'Most studies rely on self-report measures, which are susceptible to recall bias.',
    ],
    [
      'This balanced approach empowers individuals to cultivate unique perspectives. A computer scientist can benefit from psychology when developing software.',
      'This balanced approach empowers people to build unique perspectives. A computer scientist can benefit from psychology when developing software.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'The plan has costs. Ultimately, it is essential to evaluate each option carefully before making a decision.',
      'The plan has costs. Ultimately, it is essential to evaluate each option carefully before deciding.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });

  it.each([
    [
      'Making mistakes is a natural part of the learning journey.',
      'Making mistakes is a natural part of learning.',
    ],
    [
      'We must strike a balance between harnessing the benefits of AI and protecting privacy.',
      'We must strike a balance between harnessing the benefits of AI and protecting privacy.',
    ],
    [
      'We may suspend or terminate your account at any time.',
      'We may suspend or terminate your account at any time.',
    ],
    [
      'The legend was a myth constructed by later historians.',
      'The legend was a myth constructed by later historians.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });

  it.each([
    [
      'The algorithm was tested on a variety of images from three hospitals.',
      'The algorithm was tested on lots of different images from three hospitals.',
    ],
    [
      'These models perform well across a wide range of language tasks.',
      'These models perform well across a whole range of language tasks.',
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });
});

describe('held-out reading 33: stock phrasing the readers found untouched (session 10)', () => {
  it.each([
    // The tagger reads 'captures' after 'photo' as a noun; between a singular noun and 'the' it is the verb.
    [
      'The photo captures the essence of minimalist design.',
      'The photo captures the spirit of minimalist design.',
    ],
    ['Chronic stress takes a toll on mood and memory.', 'Chronic stress harms mood and memory.'],
    [
      'Thousands moved to the cities in search of employment.',
      'Thousands moved to the cities looking for work.',
    ],
    ['The tickets sold out in the blink of an eye.', 'The tickets sold out in an instant.'],
    [
      'Staff must work a minimum of three days per week in the office.',
      'Staff must work at least three days per week in the office.',
    ],
    ['The law sets a minimum of 5 days of leave.', 'The law sets a minimum of 5 days of leave.'],
    [
      'The primary objective of the proposal is to ensure that every pupil can read.',
      'The main aim of the proposal is to ensure that every pupil can read.',
    ],
    ['From a practical standpoint, the tool saves time.', 'In practice, the tool saves time.'],
    [
      'Most learners feel a certain amount of frustration at first.',
      'Most learners feel some frustration at first.',
    ],
    [
      'Seek immediate medical attention if you experience chest pain.',
      'Get medical help at once if you experience chest pain.',
    ],
    [
      'Climate change represents one of the most urgent problems of our time.',
      'Climate change is one of the most urgent problems of our time.',
    ],
    [
      'Moving forward, I intend to keep building these skills.',
      'Looking ahead, I intend to keep building these skills.',
    ],
    ['The project is moving forward, slowly.', 'The project is moving forward, slowly.'],
    [
      'These results warrant further investigation in larger samples.',
      'These results need further study in larger samples.',
    ],
    [
      'Caution should be exercised when generalizing these results.',
      'Care is needed when generalizing these results.',
    ],
    [
      'Thank you for reaching out to our support team about the delay.',
      'Thank you for contacting our support team about the delay.',
    ],
    [
      'In this section, we discuss the implications of our findings.',
      'Here we discuss the implications of our findings.',
    ],
    [
      "It should be acknowledged that the researchers' own backgrounds may have shaped the interviews.",
      "The researchers' own backgrounds may have shaped the interviews.",
    ],
  ])('%s', (input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
  });
});

describe('held-out reading 34 (session 10)', () => {
  // Worse in reading 34 (dashes in chatty prose, formal register, senses), each now said right or left alone.
  it.each([
    ['No grand ritual — just a quieter start.', 'No grand ritual, just a quieter start.'],
    [
      'We close on Sunday, our day off — even bakers need to sleep.',
      'We close on Sunday, our day off. Even bakers need to sleep.',
    ],
    [
      "You've seen the videos — wake up at 5 am, cold plunge, journal, repeat.",
      "You've seen the videos: wake up at 5 am, cold plunge, journal, repeat.",
    ],
    [
      "To my team — you've made me laugh every single day.",
      "To my team — you've made me laugh every single day.",
    ],
    [
      'Spare pens are in the supply room — grab as many as you need.',
      'Spare pens are in the supply room — grab as many as you need.',
    ],
    [
      "They're heavy — 310 grams — and after about two hours, I start to feel them.",
      "They're heavy (310 grams), and after about two hours, I start to feel them.",
    ],
    [
      'Any days in excess of this limit must be approved by HR.',
      'Any days over this limit must be approved by HR.',
    ],
    [
      'This change may raise questions, and we want to assure you that it has been made to support the team.',
      'This change may raise questions, and we want to assure you that it has been made to support the team.',
    ],
    [
      'In light of this, the Board has approved a new plan.',
      'Given this, the Board has approved a new plan.',
    ],
    [
      'The project has the potential to reduce waiting times and to support earlier diagnosis.',
      'The project has the potential to reduce waiting times and to support earlier diagnosis.',
    ],
    [
      'Sleep plays a role in consolidating memory, facilitating its transfer to the neocortex.',
      'Sleep plays a role in consolidating memory, aiding its transfer to the neocortex.',
    ],
    [
      'All staff must complete an enhanced DBS check before starting.',
      'All staff must complete an enhanced DBS check before starting.',
    ],
    ['We thank him for his invaluable contributions.', 'We thank him for his invaluable contributions.'],
    [
      'If you are unsure, please ask your line manager before acting.',
      'If you are unsure, please ask your line manager before acting.',
    ],
    [
      'We are committed to protecting your personal data.',
      'We are committed to protecting your personal data.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      "Third — and I'm so excited about this — we're launching a podcast.",
      'Third (and I am so excited about this), we are launching a podcast.',
    ],
    ["It's not magic — it's math.", 'It is not magic. It is math.'],
    ["You've got this! Keep going.", "You've got this! Keep going."],
    ["It's time to act on the findings.", 'It is time to act on the findings.'],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });
});

describe('held-out reading 34: stock phrasing the readers found untouched (session 10)', () => {
  it.each([
    ['Please join me in welcoming Marcus to the team.', 'Please welcome Marcus to the team.'],
    [
      'You can get the same results for a fraction of the cost.',
      'You can get the same results for much less.',
    ],
    ["Don't worry, it happens to the best of us.", "Don't worry, it happens to everyone."],
    ['The answer is a resounding yes.', 'The answer is a clear yes.'],
    ['Please take a moment to review the attached policy.', 'Please review the attached policy.'],
    [
      'Please be reminded that the office closes early on Friday.',
      'Please remember that the office closes early on Friday.',
    ],
    [
      'This essay explores the intricate ways in which memory shapes identity.',
      'This essay explores how memory shapes identity.',
    ],
    [
      'Staff should exercise sound judgement when sharing data.',
      'Staff should use good judgement when sharing data.',
    ],
    ['We wish you every success in your future endeavours.', 'We wish you every success in the future.'],
    ['Kindly confirm your attendance by Monday.', 'Please confirm your attendance by Monday.'],
    ['With effect from 1 April 2025, the fee will rise.', 'From 1 April 2025, the fee will rise.'],
    ['I would like to extend my sincere gratitude to the committee.', 'I would like to thank the committee.'],
    ['It is with great pride that I present the annual report.', 'I am proud to present the annual report.'],
  ])('%s', (input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
  });
});

describe('held-out reading 35: a chatbot opener as a sentence of its own (session 10)', () => {
  it.each([
    [
      'Certainly! Here are some practical tips for staying focused.',
      'Here are some practical tips for staying focused.',
    ],
    ["Absolutely! Here's how I would approach it.", "Here's how I would approach it."],
    ['Sure! The report covers three regions.', 'The report covers three regions.'],
  ])('%s', (input, expected) => {
    expect(rewrite(input, { mode: 'standard', strength: 'medium', seed: 1 }).text).toBe(expected);
  });
});

describe('held-out reading 35 (session 10)', () => {
  // Worse in reading 35 (reported findings, terms, echoes, dashes in chatty prose), each now right or left alone.
  it.each([
    [
      'A 2023 Stanford study found that hybrid workers were no less productive than their office-bound colleagues, and they were significantly less likely to quit.',
      'A 2023 Stanford study found that hybrid workers were no less productive than their office-bound colleagues, and they were significantly less likely to quit.',
    ],
    [
      "If your mind wanders, that's completely normal — simply bring your attention back.",
      "If your mind wanders, that's completely normal — simply bring your attention back.",
    ],
    [
      'To improve your score, keep your credit utilization below 30 percent.',
      'To improve your score, keep your credit utilization below 30 percent.',
    ],
    [
      'Before the trip I had never truly considered how many families rely on the food bank.',
      'Before the trip I had never truly considered how many families rely on the food bank.',
    ],
    [
      'The kit lets printers produce books at a fraction of the cost and time required by hand copying.',
      'The kit lets printers produce books at a fraction of the cost and time required by hand copying.',
    ],
    [
      'The test suite did not include multilingual documents in any of its fixtures, which allowed this regression to go undetected for weeks.',
      'The test suite did not include multilingual documents in any of its fixtures, which allowed this regression to go undetected for weeks.',
    ],
    [
      'Some scholars see the reform as a success. Conversely, other scholars have argued that it deepened inequality.',
      'Some scholars see the reform as a success. Conversely, other scholars have argued that it deepened inequality.',
    ],
    [
      'None of this would have been possible without the unwavering support of our donors.',
      'None of this would have been possible without the steady support of our donors.',
    ],
    [
      "The cake looked stunning — you know they're my favorite! — and the whole kitchen smelled of butter.",
      "The cake looked stunning — you know they're my favorite! — and the whole kitchen smelled of butter.",
    ],
    [
      'Caring for a puppy will require a significant amount of time and attention.',
      'Caring for a puppy will require a lot of time and attention.',
    ],
    [
      'Your son has made a remarkable transformation this year.',
      'Your son has made a striking transformation this year.',
    ],
    [
      'Thank you for going above and beyond for our class.',
      'Thank you for making a special effort for our class.',
    ],
    [
      'If I could have your attention for just a moment — I promise this will be short.',
      'If I could have your attention for just a moment, I promise this will be short.',
    ],
    [
      'But by the second week, something shifted. I started reading again. I noticed the birds outside my kitchen window. I actually called my sister instead of just liking her posts.',
      'But by the second week, something shifted. I started reading again. I noticed the birds outside my kitchen window. I actually called my sister instead of just liking her posts.',
    ],
    [
      "I tried the new app and — spoiler — it's not quite ready.",
      "I tried the new app and — spoiler — it's not quite ready.",
    ],
    [
      "It's about showing up — again and again — even when it's hard.",
      "It's about showing up, again and again, even when it's hard.",
    ],
    ['No sign-up required — just show up at the gate.', 'No sign-up required — just show up at the gate.'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'The correlation between homework and achievement was weak at the elementary level.',
      'The correlation between homework and achievement was weak at the elementary level.',
    ],
    [
      'The payments API experienced elevated error rates for 40 minutes.',
      'The payments API experienced elevated error rates for 40 minutes.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });

  it.each([
    ["Don't get me wrong, it's super easy to set up.", "Don't get me wrong, it's super easy to set up."],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });

  it.each([
    [
      'I just want to say how incredibly proud I am of all of you.',
      'I just want to say how very proud I am of all of you.',
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });
});

describe('held-out reading 36 and the twentieth eval-pairs reading (session 10)', () => {
  // Worse in reading 36, each now right or left alone.
  it.each([
    [
      'I have put together a short summary of the key figures — including the 12% overspend on travel — which I have attached.',
      'I have put together a short summary of the key figures (including the 12% overspend on travel), which I have attached.',
    ],
    [
      "My skills align perfectly with your organisation's mission.",
      "My skills fit well with your organisation's mission.",
    ],
    [
      'Loosen the wheel nuts slightly before raising the vehicle — do not remove them completely.',
      'Loosen the wheel nuts slightly before raising the vehicle — do not remove them completely.',
    ],
    [
      'I sincerely apologise for the inconvenience this has caused.',
      'I sincerely apologise for the trouble this has caused.',
    ],
    [
      "Kyoto's temples coexist seamlessly with cutting-edge modernity.",
      "Kyoto's temples coexist seamlessly with cutting-edge modernity.",
    ],
    [
      'One moment you might find yourself wandering through the quiet grounds of Meiji Shrine, and the next you could be immersed in the crowds of Shibuya.',
      'One moment you might find yourself wandering through the quiet grounds of Meiji Shrine, and the next you could be immersed in the crowds of Shibuya.',
    ],
    [
      "Our results are strong, and it's a testament to the hard work and dedication of everyone on the team.",
      "Our results are strong, and it's a tribute to the hard work and dedication of everyone on the team.",
    ],
    [
      "It wasn't until years later that I truly understood what she meant.",
      "It wasn't until years later that I truly understood what she meant.",
    ],
    [
      'These results should be interpreted in light of several limitations.',
      'These results should be interpreted in light of several limitations.',
    ],
    ['Terms of Service — Limitation of Liability', 'Terms of Service — Limitation of Liability'],
    [
      'Any instrument found out of tolerance shall be immediately withdrawn from service, and the Quality Manager shall assess the potential impact on previous results.',
      'Any instrument found out of tolerance shall be immediately withdrawn from service, and the Quality Manager shall assess the potential impact on previous results.',
    ],
    [
      'Indeed, a growing body of research suggests that sleep supports memory.',
      'A growing body of research suggests that sleep supports memory.',
    ],
    [
      'The present review seeks to synthesize this work. The aim is not to adjudicate between the two positions.',
      'The present review sets out to synthesize this work, and the aim is not to adjudicate between the two positions.',
    ],
    [
      'I am writing to apply for a place at your esteemed institution.',
      'I am writing to apply for a place at your institution.',
    ],
    [
      'Follow a low-fibre diet for two days before the test.',
      'Follow a low-fibre diet for two days before the test.',
    ],
    [
      'The report describes a favourable year and the organization of the new unit.',
      'The report describes a favourable year and the organisation of the new unit.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'From Porto you can embark on a leisurely river cruise up the Douro.',
      'From Porto you can embark on a leisurely river cruise up the Douro.',
    ],
    [
      'The decade was characterized by elevated interest rates and slow growth.',
      'The decade was characterized by elevated interest rates and slow growth.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });

  it('does not echo a "like" the sentence before already has (casual)', () => {
    const text =
      'The report discusses the decisions made during the project, such as the use of data structures. It presents the tests conducted to validate the tool, such as its accuracy and efficiency.';
    const out = run(text, { mode: 'casual' });
    expect(out.match(/\blike\b/gu)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe('held-out reading 37 and the twenty-first eval-pairs reading (session 10)', () => {
  // Worse in reading 37 and pairs reading 21; a formal text keeps formal connectors in standard mode.
  it.each([
    [
      "The flask keeps drinks cold for 24 hours and hot for 12 — whether you're on a mountain trail or stuck in a Monday meeting.",
      "The flask keeps drinks cold for 24 hours and hot for 12, whether you're on a mountain trail or stuck in a Monday meeting.",
    ],
    [
      'Electric vehicles are often described as a silver bullet for decarbonising transport, but the reality is more nuanced.',
      'Electric vehicles are often described as a silver bullet for decarbonising transport, but the reality is more nuanced.',
    ],
    [
      'Waste should be disposed of in accordance with local, state, and federal regulations.',
      'Waste should be disposed of in accordance with local, state, and federal regulations.',
    ],
    [
      'The assay was validated in accordance with ICH Q2(R1) guidelines.',
      'The assay was validated in accordance with ICH Q2(R1) guidelines.',
    ],
    [
      'The results were encouraging. Nevertheless, these findings underscore the need for longer trials.',
      'The results were encouraging. Even so, these findings underline the need for longer trials.',
    ],
    [
      'Despite this, data on resistance patterns in the region remain scarce.',
      'Even so, data on resistance patterns in the region remain scarce.',
    ],
    [
      'The pilot reached 400 households. Moreover, successful implementation will require sustained funding.',
      'The pilot reached 400 households. Successful implementation will require sustained funding.',
    ],
    [
      'A growing number of studies have linked dysbiosis to depression.',
      'A growing number of studies have linked dysbiosis to depression.',
    ],
    [
      'As such, claims that probiotics can treat psychiatric disorders should be viewed with caution.',
      'As a result, claims that probiotics can treat psychiatric disorders should be viewed with caution.',
    ],
    [
      'The SISC algorithm represents a significant step forward in the field of image processing.',
      'The SISC algorithm is an important step forward in image processing.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'Inflation is the general increase in prices over a period of time.',
      'Inflation is the general increase in prices over time.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });

  it.each([
    [
      "I went to the gig. Nevertheless, I'm glad I left early.",
      "I went to the gig. Still, I'm glad I left early.",
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });
});

describe('held-out reading 38 (session 10)', () => {
  // Worse in reading 38, each now right or left alone.
  it.each([
    [
      "It's been a hard year with lots of setbacks along the way. Ultimately, though, every hurdle has taught us something.",
      "It's been a hard year with lots of setbacks along the way. Ultimately, though, every hurdle has taught us something.",
    ],
    [
      'Standing all day is just as bad as sitting all day — the key is to alternate.',
      'Standing all day is just as bad as sitting all day. The key is to alternate.',
    ],
    [
      "You don't need to return the damaged item — please feel free to dispose of it.",
      "You don't need to return the damaged item — please feel free to dispose of it.",
    ],
    [
      "I'd like to highlight the efforts of the QA team, who worked late every night.",
      "I'd like to highlight the efforts of the QA team, who worked late every night.",
    ],
    [
      'The committee reviewed the significant judgements made by management.',
      'The committee reviewed the significant judgements made by management.',
    ],
    [
      'You have the right to access, rectify or request the erasure of your personal data.',
      'You have the right to access, rectify or request the erasure of your personal data.',
    ],
    [
      'These therapies explore past experiences and their influence on behaviour.',
      'These therapies explore past experiences and their influence on behaviour.',
    ],
    [
      'The panel will consider the allegation that you failed to follow the procedure.',
      'The panel will consider the allegation that you failed to follow the procedure.',
    ],
    [
      'The reviewers raised serious concerns. As such, I am unable to accept the manuscript.',
      'The reviewers raised serious concerns. As a result, I am unable to accept the manuscript.',
    ],
    [
      'The grant of £40,000 has moved the project towards its objectives.',
      'The grant of £40,000 has moved the project towards its objectives.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'Reserves cover 2.1 months of operating expenditure.',
      'Reserves cover 2.1 months of operating expenditure.',
    ],
    [
      'The long-term effects are nonetheless difficult to dispute.',
      'The long-term effects are nonetheless difficult to dispute.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out reading 39 and the twenty-third eval-pairs reading (session 10)', () => {
  // Worse in reading 39, each now right or left alone.
  it.each([
    [
      'The kitchen features quartz worktops, integrated appliances and a large island, making it the perfect hub for entertaining friends and family.',
      'The kitchen features quartz worktops, integrated appliances and a large island, making it the perfect hub for entertaining friends and family.',
    ],
    [
      'Every cupboard has been thoughtfully designed to maximise storage.',
      'Every cupboard has been carefully designed to maximise storage.',
    ],
    [
      "It was a performance that underscored Arsenal's title credentials.",
      "It was a performance that underlined Arsenal's title credentials.",
    ],
    [
      'Whether you are able to give a little or a lot, your support will help us reach more families.',
      'Whether you can give a little or a lot, your support will help us reach more families.',
    ],
    [
      'Casualties were remarkably low — only six verified deaths — although some historians dispute the figure.',
      'Casualties were remarkably low (only six verified deaths), although some historians dispute the figure.',
    ],
    [
      'There is no need to send the original item back — please just dispose of it safely.',
      'There is no need to send the original item back — please just dispose of it safely.',
    ],
    [
      "Dish soap won't hurt modern seasoning — just don't leave the pan soaking.",
      "Dish soap won't hurt modern seasoning — just don't leave the pan soaking.",
    ],
    ["That's all there is to it!", "That's all there is to it!"],
    [
      'We sincerely apologize for any inconvenience this may have caused.',
      'We sincerely apologize for any inconvenience this may have caused.',
    ],
    [
      'The audit found a lack of commitment on the part of staff.',
      'The audit found a lack of commitment on the part of staff.',
    ],
    [
      "Cast iron does need a little TLC. Here's the good news: it's much easier than most people think.",
      "Cast iron does need a little TLC. Luckily, it's much easier than most people think.",
    ],
    [
      'Crucially, the treaties established the principle of state sovereignty.',
      'Crucially, the treaties established the principle of state sovereignty.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    ["By then I'd only managed one 11-mile long run.", 'By then I had only managed one 11-mile long run.'],
    ["What's new: faster sync and a dark theme.", "What's new: faster sync and a dark theme."],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });

  it.each([
    ['He taught me so many invaluable lessons.', 'He taught me so many valuable lessons.'],
    [
      'The novel weaves a rich tapestry of family secrets.',
      'The novel weaves a rich tapestry of family secrets.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out reading 40 (session 10)', () => {
  // Worse in reading 40, each now right or left alone.
  it.each([
    [
      'Factory owners accumulated significant wealth during the boom.',
      'Factory owners accumulated significant wealth during the boom.',
    ],
    [
      'The pressure of constant notifications can take a toll on mental health.',
      'The pressure of constant notifications can harm mental health.',
    ],
    [
      'Wipe clean once more, and voilà — your oven will look almost brand new.',
      'Wipe clean once more, and voilà — your oven will look almost brand new.',
    ],
    [
      'Please finalise the agenda and move toward a decision by Friday.',
      'Please finalise the agenda and move towards a decision by Friday.',
    ],
    [
      'The activity fell sharply, which is likely due to the denaturation of the enzyme.',
      'The activity fell sharply, which is likely due to the denaturation of the enzyme.',
    ],
    [
      'Warehouse utilisation stands at just 61%, well below the industry benchmark of 85%.',
      'Warehouse utilisation stands at just 61%, well below the industry benchmark of 85%.',
    ],
    [
      'It is also crucial to maintain comprehensive logging.',
      'It is also crucial to maintain comprehensive logging.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'Students can now access a wealth of information online.',
      'Students can now access a great deal of information online.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });

  it.each([
    [
      "It is recommended that the organisation invest in training. It's a big step.",
      "It is recommended that the organisation invest in training. It's a big step.",
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });
});

describe('held-out reading 41 (session 11)', () => {
  // Worse in reading 41, each now right or left alone.
  it.each([
    [
      'Today, we know that plates move at roughly 2 to 10 cm per year — about the same speed as fingernails grow.',
      'Today, we know that plates move at roughly 2 to 10 cm per year, about the same speed as fingernails grow.',
    ],
    [
      'Alternatively, renting a bicycle allows you to explore at your own pace — just remember that cycling on pavements is not permitted in many areas.',
      'Alternatively, renting a bicycle lets you explore at your own pace — just remember that cycling on pavements is not permitted in many areas.',
    ],
    [
      'The long, cold fermentation — ideally 18 to 24 hours in the fridge — develops a complex, slightly tangy flavour.',
      'The long, cold fermentation (ideally 18 to 24 hours in the fridge) develops a complex, slightly tangy flavour.',
    ],
    [
      'Additionally, heat is a significant factor — leaving your laptop on a bed or sofa while it charges can cause temperatures to rise well above 35°C.',
      'Heat is a major factor — leaving your laptop on a bed or sofa while it charges can cause temperatures to rise well above 35°C.',
    ],
    [
      'With so many labourers dead, surviving peasants were able to demand higher wages.',
      'With so many labourers dead, surviving peasants were able to demand higher wages.',
    ],
    [
      'The secret lies in the spices, which will elevate your weeknight dinners to a whole new level.',
      'The secret lies in the spices, which will elevate your weeknight dinners to a whole new level.',
    ],
    [
      "Its legacy continues to resonate in today's digital age.",
      'Its legacy continues to resonate in the digital age.',
    ],
    ['That was a wake-up call for me as a manager.', 'That was a wake-up call for me as a manager.'],
    [
      'Subsequently, popular books brought the idea to a broader audience.',
      'After that, popular books brought the idea to a broader audience.',
    ],
    [
      'Her misunderstandings are both heartbreaking and oddly profound.',
      'Her misunderstandings are both heartbreaking and oddly profound.',
    ],
    [
      'In conclusion, Dune: Part Two is a testament to the power of big-screen storytelling and a must-see for fans of science fiction.',
      'Dune: Part Two is a testament to the power of big-screen storytelling and essential viewing for fans of science fiction.',
    ],
    [
      'While it may not change your workday overnight, it provides valuable insights for anyone feeling overwhelmed.',
      'While it may not change your workday overnight, it offers useful lessons for anyone feeling overwhelmed.',
    ],
    [
      'Network with industry leaders and shape the future of robotics.',
      'Network with industry leaders and shape the future of robotics.',
    ],
    ['The river also plays a central role in local trade.', 'The river is also central to local trade.'],
    ['Sleep plays a crucial role in memory.', 'Sleep is crucial to memory.'],
    // Phrases the readers listed as left untouched.
    [
      'Choosing the right tools is more important than ever.',
      'Choosing the right tools matters more than ever.',
    ],
    ['The firm prides itself on building trust.', 'The firm is proud of building trust.'],
    [
      'As part of our ongoing commitment to safety, we test.',
      'As part of our commitment to safety, we test.',
    ],
    ['I would relish the opportunity to join.', 'I would welcome the chance to join.'],
    ['Her work has a tangible impact on patients.', 'Her work makes a real difference to patients.'],
    ['The issue is complex and multifaceted.', 'The issue is complex.'],
    ['Bees will continue to play a vital role in farming.', 'Bees will continue to be vital to farming.'],
    ['Farmers play a vital role in the economy.', 'Farmers play a vital part in the economy.'],
    [
      'Teachers can play a critical role in helping students.',
      'Teachers can play a critical part in helping students.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    ["We can't wait to see the impact you'll make!", "We can't wait to see the impact you'll make!"],
    ['The change could potentially lower costs.', 'The change could lower costs.'],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });
});

describe('held-out readings 42a and 42b (session 11)', () => {
  // Worse in readings 42a and 42b, each now right or left alone; then phrases the readers listed as untouched.
  it.each([
    [
      'The only disappointment was the tiramisu, which was a little too heavy on the cream and lacked the punch of espresso.',
      'The only disappointment was the tiramisu, which was a little too heavy on the cream and lacked the punch of espresso.',
    ],
    ["Don't miss out — book your viewing today!", "Don't miss out — book your viewing today!"],
    [
      'Modelling good behaviour yourself is key — kids notice when you lose your temper.',
      'Modelling good behaviour yourself is key — kids notice when you lose your temper.',
    ],
    [
      'Keep the soil consistently moist but not waterlogged — overwatering is one of the most common mistakes.',
      'Keep the soil consistently moist but not waterlogged — overwatering is one of the most common mistakes.',
    ],
    [
      'Kant famously argued that it is not — not even to a murderer at the door.',
      'Kant famously argued that it is not — not even to a murderer at the door.',
    ],
    [
      "It is important to highlight Ireland's defence in the final minutes.",
      "It is important to highlight Ireland's defence in the final minutes.",
    ],
    [
      'Your patience and encouragement made all the difference.',
      'Your patience and encouragement made all the difference.',
    ],
    [
      "Whether you're a growing family or a professional couple, this property has something for everyone.",
      "Whether you're a growing family or a professional couple, this property has something for everyone.",
    ],
    [
      'Gradient boosting has become a cornerstone of modern machine learning.',
      'Gradient boosting has become a pillar of modern machine learning.',
    ],
    [
      'Through a combination of lectures and small-group discussion, students will develop their writing.',
      'Through a mix of lectures and small-group discussion, students will develop their writing.',
    ],
    [
      'The seminar invites students to grapple with these timeless questions.',
      'The seminar invites students to wrestle with these timeless questions.',
    ],
    [
      'Compounding makes you nearly 37 times better over the course of a year.',
      'Compounding makes you nearly 37 times better over a year.',
    ],
    [
      'The people who truly care about you will understand.',
      'The people who truly care about you will understand.',
    ],
    [
      'Unlock the full potential of your team with Tasklane Pro.',
      'Unlock the full potential of your team with Tasklane Pro.',
    ],
    ["Let's take a closer look at the data.", "Let's look closely at the data."],
    ['It was the first-ever image of a black hole.', 'It was the first image of a black hole.'],
    ["We've been hard at work on version 3.", "We've been working on version 3."],
    ['The course places significant emphasis on writing.', 'The course stresses writing.'],
    ['Before the advent of gas lamps, streets were dark.', 'Before gas lamps, streets were dark.'],
    ['Commuting is an absolute breeze.', 'Commuting is a breeze.'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      "That is why we are excited to share what's new in version 3.",
      'That is why we are excited to share what is new in version 3.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });

  it.each([
    [
      'Kant argued we must never treat others merely as a means to an end.',
      'Kant argued we must never treat others merely as a means to an end.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 43a, 43b and 43c (session 11)', () => {
  // Worse in readings 43a–c, each now right or left alone.
  it.each([
    [
      'Aim for roughly 490 to 700 grams per day — far more than most people expect.',
      'Aim for roughly 490 to 700 grams per day, far more than most people expect.',
    ],
    [
      'It is a testament to the power of the fossil fuel lobby that such common-sense measures remain controversial.',
      'It is a testament to the power of the fossil fuel lobby that such common-sense measures remain controversial.',
    ],
    [
      'Climate change is arguably the defining challenge of our generation.',
      'Climate change is arguably the defining challenge of our generation.',
    ],
    [
      'Climate change is one of the defining challenges of our time.',
      'Climate change is one of the great challenges of our time.',
    ],
    [
      "In today's crowded smartphone market, standing out is no easy feat.",
      "In today's crowded smartphone market, standing out is no easy feat.",
    ],
    [
      'Today, her legacy is a testament to perseverance and curiosity.',
      'Today, her legacy is a testament to perseverance and curiosity.',
    ],
    [
      'Over eight years, he cultivated and tested roughly 28,000 pea plants.',
      'Over eight years, he cultivated and tested roughly 28,000 pea plants.',
    ],
    [
      'It is important to distinguish the debt from the deficit.',
      'It is important to distinguish the debt from the deficit.',
    ],
    [
      'Elevate your outdoor adventures with the Ridgeline jacket.',
      'Elevate your outdoor adventures with the Ridgeline jacket.',
    ],
    [
      'Readers navigate the complexities of loyalty alongside the narrator.',
      'Readers navigate the complexities of loyalty alongside the narrator.',
    ],
    [
      'Manual audits are labour-intensive and, in many cases, fail to identify the root cause.',
      'Manual audits are labour-intensive and, in many cases, fail to identify the root cause.',
    ],
    [
      'For weekend hikers, the Trailmate is an excellent choice.',
      'For weekend hikers, the Trailmate is an excellent choice.',
    ],
    [
      'With proper care, this skillet will last for generations — a true testament to quality craftsmanship.',
      'With proper care, this skillet will last for generations — a true testament to quality craftsmanship.',
    ],
    [
      'Oldenburg described third places as gathering spots — cafés, barbershops, libraries — that exist outside the home (the first place) and the workplace (the second place).',
      'Oldenburg described third places as gathering spots — cafés, barbershops, libraries — that exist outside the home (the first place) and the workplace (the second place).',
    ],
    [
      'We are not planning to raise additional capital this year.',
      'We are not planning to raise additional capital this year.',
    ],
    [
      'In parts of the Gion district, photographing geishas without permission is prohibited, and visitors can be fined up to ¥10,000 for entering private alleys.',
      'In parts of the Gion district, photographing geishas without permission is banned, and visitors can be fined up to ¥10,000 for entering private alleys.',
    ],
    [
      'Not only can you automate routine tasks, but you can also create custom reports.',
      'You can automate routine tasks, and you can also create custom reports.',
    ],
    // Phrases the readers listed as untouched.
    ['If the pain returns, you may want to consider pausing.', 'If the pain returns, consider pausing.'],
    [
      'This experience ignited my passion for neuroscience.',
      'This experience sparked my interest in neuroscience.',
    ],
    ['The idea is gaining traction.', 'The idea is gaining ground.'],
    ['Treat claims with a healthy dose of skepticism.', 'Treat claims with healthy skepticism.'],
    ['The topic has been the subject of extensive debate.', 'The topic has been widely debated.'],
    ['Exercise caution when lifting heavy boxes.', 'Take care when lifting heavy boxes.'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      "That simple idea has guided everything she's done.",
      'That simple idea has guided everything she has done.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });

  it.each([
    [
      'In parts of the Gion district, photographing geishas without permission is prohibited, and visitors can be fined up to ¥10,000 for entering private alleys.',
      'In parts of the Gion district, photographing geishas without permission is banned, and visitors can be fined up to ¥10,000 for entering private alleys.',
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });

  it.each([
    ['We must streamline permitting for wind farms.', 'We must simplify permitting for wind farms.'],
    [
      'The cells retained 91% of their initial capacity.',
      'The cells retained 91% of their initial capacity.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 44a–c and the twenty-fifth eval-pairs reading (session 11)', () => {
  // Worse in readings 44a–c and the eval pairs, each now right or left alone.
  it.each([
    ['It is important to note that it is possible to drink too much.', 'It is possible to drink too much.'],
    [
      'Furthermore, Hannah consistently went above and beyond her formal duties.',
      'Hannah consistently went above and beyond her formal duties.',
    ],
    [
      'It is without hesitation that I recommend Hannah for the role.',
      "It's without hesitation that I recommend Hannah for the role.",
    ],
    [
      "Today's ever-increasing pace of change similarly requires a multi-disciplinary approach.",
      "Today's ever-increasing pace of change similarly requires a multi-disciplinary approach.",
    ],
    [
      'History is not always shaped by careful planning — sometimes a single misread memo can change the course of a nation.',
      'History is not always shaped by careful planning — sometimes a single misread memo can change the course of a nation.',
    ],
    [
      'Make sure your rabbit enjoys a long life — many live to 8 to 12 years with proper care.',
      'Make sure your rabbit enjoys a long life — many live to 8 to 12 years with proper care.',
    ],
    [
      'Security is often treated as an afterthought in software development — a box to tick shortly before launch.',
      'Security is often treated as an afterthought in software development — a box to tick shortly before launch.',
    ],
    [
      'Navigating the complexities of security deposits can be stressful.',
      'Dealing with the complexities of security deposits can be stressful.',
    ],
    [
      'Planners seeking to navigate the complexities of climate adaptation need better data.',
      'Planners aiming to deal with the complexities of climate adaptation need better data.',
    ],
    ['The course gave me a great deal of confidence.', 'The course gave me a lot of confidence.'],
    [
      'The exhibition shows how a nation reimagined itself after the war.',
      'The exhibition shows how a nation reimagined itself after the war.',
    ],
    [
      'Nestled in 40 acres of meadow, Ashcombe Barn offers a truly unforgettable setting.',
      'Nestled in 40 acres of meadow, Ashcombe Barn offers an unforgettable setting.',
    ],
    // Phrases the readers listed as untouched.
    ['The case is designed specifically for runners.', 'The case is designed for runners.'],
    ['The company was born out of a simple idea.', 'The company grew out of a simple idea.'],
    ['Kindly return the form by Friday.', 'Please return the form by Friday.'],
    ['The talk will be of particular interest to engineers.', 'The talk will especially interest engineers.'],
    ['The shelter took in an unprecedented number of pets.', 'The shelter took in a record number of pets.'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'We are building more resilient, equitable cities.',
      'We are building more resilient, equitable cities.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });

  it.each([
    [
      'A Pew Research Center survey found that pupils summarise chapters.',
      'A Pew Research Center survey found that pupils summarise chapters.',
    ],
    ['Spending is moving towards renewables.', 'Spending is moving towards renewables.'],
  ])('spelling follows the writer: %s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('held-out readings 45a–c (session 11)', () => {
  // Worse in readings 45a–c, each now right or left alone.
  it.each([
    [
      'When studying the outbreak of the First World War, it is essential to understand that no single event was responsible.',
      'When studying the outbreak of the First World War, it is essential to understand that no single event was responsible.',
    ],
    ['These findings align with Twenge (2019).', 'These findings fit with Twenge (2019).'],
    [
      'We do not anticipate the need for a no-cost extension.',
      'We do not anticipate the need for a no-cost extension.',
    ],
    [
      'The new coating could open new avenues for thermal management.',
      'The new coating could open new avenues for thermal management.',
    ],
    [
      'When it comes to saving for retirement, understanding the difference between the accounts plays a pivotal role.',
      'When it comes to saving for retirement, understanding the difference between the accounts plays an important role.',
    ],
    [
      'Meridian navigated the complexities of a shifting regulatory environment.',
      'Meridian dealt with the complexities of a shifting regulatory environment.',
    ],
    [
      "Whether you're a seasoned adventurer or someone who prefers a cosy night in, I'd love to hear your story.",
      "Whether you're a seasoned adventurer or someone who prefers a cosy night in, I'd love to hear your story.",
    ],
    [
      'This zester is a versatile tool that plays a vital role in brightening up everything from pasta to cocktails.',
      'This zester is a versatile tool that plays a vital part in brightening up everything from pasta to cocktails.',
    ],
    [
      'Failure hurts, but it plays a crucial role in pushing you forward.',
      'Failure hurts, but it plays a crucial part in pushing you forward.',
    ],
    [
      'These friendships will play a vital role in the years ahead.',
      'These friendships will play a vital part in the years ahead.',
    ],
    [
      'Your dedication is truly a testament to the very best of the NHS.',
      'Your dedication truly reflects the very best of the NHS.',
    ],
    [
      'We drove across black lava fields, which in turn gave way to towering glaciers.',
      'We drove across black lava fields, which in turn gave way to towering glaciers.',
    ],
    ['The album is a rich tapestry of sound.', 'The album is a rich tapestry of sound.'],
    [
      'The record is a shining example of how vulnerability can create art.',
      'The record is a great example of how vulnerability can create art.',
    ],
    [
      'Today, it is crucial to recognise that none of you got here alone.',
      'Today, it is vital to recognise that none of you got here alone.',
    ],
    [
      'Reflecting on my first 90 days as a new manager, and I wanted to share three lessons.',
      'Reflecting on my first 90 days as a new manager, and I wanted to share three lessons.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'With steady saving you would accumulate roughly 661,000 dollars.',
      'With steady saving you would accumulate roughly 661,000 dollars.',
    ],
    ['Mentors taught me something invaluable.', 'Mentors taught me something invaluable.'],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 46a and 46b (session 11)', () => {
  // Worse in readings 46a and 46b, each now right or left alone, and two that must stay as they were.
  it.each([
    [
      'Young people care about the planet, as demonstrated by youth-led climate campaigns.',
      'Young people care about the planet, as shown by youth-led climate campaigns.',
    ],
    [
      'It is therefore crucial to pay off high-interest debt before focusing on investing.',
      'It is therefore key to pay off high-interest debt before focusing on investing.',
    ],
    [
      'The VPN will still work — only the in-office network is affected.',
      'The VPN will still work — only the in-office network is affected.',
    ],
    [
      'Spot trends at a glance — no more squinting at spreadsheets.',
      'Spot trends at a glance — no more squinting at spreadsheets.',
    ],
    [
      'Never give plain water to babies under six months without medical advice — it can dangerously dilute their sodium levels.',
      'Never give plain water to babies under six months without medical advice — it can dangerously dilute their sodium levels.',
    ],
    [
      'Many people see an "aura" — visual disturbances such as zigzag lines — up to an hour before the headache.',
      'Many people see an "aura" — visual disturbances such as zigzag lines — up to an hour before the headache.',
    ],
    [
      'It is arguably the pivotal moment of the narrative.',
      'It is arguably the turning point of the narrative.',
    ],
    [
      'It is important to note, however, that findings in mice do not always translate to humans.',
      'However, findings in mice do not always translate to humans.',
    ],
    [
      'Tally & Co is more than software — it is a partner in your growth.',
      'Tally & Co is more than software. It is a partner in your growth.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    ['Heatley, notably, did not.', 'Heatley, notably, did not.'],
    ['This backpack has your back — literally.', 'This backpack has your back — literally.'],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 47a–c (session 11)', () => {
  // Worse in readings 47a–c, each now right or left alone.
  it.each([
    [
      "In today's fast-paced digital world, it's easy to take Wi-Fi for granted.",
      "It's easy to take Wi-Fi for granted.",
    ],
    [
      'Kant held that lying to the murderer is not only permissible but also required.',
      'Kant held that lying to the murderer is not only permissible but also required.',
    ],
    ['The war was first and foremost a period of hardship.', 'The war was above all a period of hardship.'],
    [
      'The novel is a profound meditation on responsibility.',
      'The novel is a profound meditation on responsibility.',
    ],
    [
      'Before you make your first cut on a table saw, it is crucial to understand that this tool causes injuries.',
      'Before you make your first cut on a table saw, it is vital to understand that this tool causes injuries.',
    ],
    [
      'We were not just talking about logistics but also sharing stories.',
      'We were not just talking about logistics but also sharing stories.',
    ],
    [
      "Moreover, it doesn't require complicated lessons — everyday moments offer chances to practise.",
      "It doesn't require complicated lessons — everyday moments offer chances to practise.",
    ],
    [
      "It's crucial to check the weather forecast, but it's equally important to pack layers.",
      "It's crucial to check the weather forecast, but it's equally important to pack layers.",
    ],
    [
      "It wasn't until my third attempt that I found the rhythm.",
      "It wasn't until my third attempt that I found the rhythm.",
    ],
    [
      "The headphones block about 90% of train rumble, which is a testament to Solace's engineering team.",
      "The headphones block about 90% of train rumble, which is a testament to Solace's engineering team.",
    ],
    [
      "I bought it after my old one died, and I have to say — it's a significant upgrade.",
      "I bought it after my old one died, and I have to say — it's a major upgrade.",
    ],
    [
      'This policy aims to foster trust, accountability, and productivity.',
      'This policy aims to foster trust, accountability, and productivity.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([['These results align with previous studies.', 'These results accord with previous studies.']])(
    'academic: %s',
    (input, expected) => {
      expect(run(input, { mode: 'academic' })).toBe(expected);
    },
  );

  it.each([
    ['Her advice was invaluable to our team.', 'Her advice was invaluable to our team.'],
    [
      'The Parks live high on a hill, literally above them.',
      'The Parks live high on a hill, literally above them.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 48a and 48b and the twenty-seventh eval-pairs reading (session 11)', () => {
  // Worse in readings 48a–b and the eval pairs, each now left alone.
  it.each([
    [
      'We sincerely apologize for any inconvenience this may cause.',
      'We sincerely apologize for any inconvenience this may cause.',
    ],
    [
      'Yet a growing body of research suggests that it plays a part.',
      'Yet a growing body of research suggests it plays a part.',
    ],
    [
      'Drought can have profound consequences for agriculture.',
      'Drought can have profound consequences for agriculture.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'The team spent months delving into the details of the data scandal.',
      'The team spent months examining the details of the data scandal.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });

  it.each([['Thank you for your invaluable contribution.', 'Thank you for your invaluable contribution.']])(
    'strong: %s',
    (input, expected) => {
      expect(run(input, { strength: 'strong' })).toBe(expected);
    },
  );
});

describe('held-out readings 49–51 (session 12)', () => {
  // Worse in readings 49–51, each now right or left alone.
  it.each([
    // 'In short' claimed a summary where the update's last line made a new point.
    [
      'Overall, morale remains high and the team continues to demonstrate exceptional commitment.',
      'Morale remains high and the team continues to show exceptional commitment.',
    ],
    [
      'Jordan has helped more than 60 companies — from scrappy startups to Fortune 500 brands — craft identities that truly stand out.',
      'Jordan has helped more than 60 companies (from scrappy startups to Fortune 500 brands) craft identities that stand out.',
    ],
    // An essay whose only 'you' is the stock 'whether you're' aside does not end on a command.
    [
      'Some students argue that it is useful. Ultimately, whether you are a parent or a teacher, it is essential to navigate the complexities of this digital landscape with care and empathy.',
      'Some students argue that it is useful. Ultimately, whether you are a parent or a teacher, it is essential to navigate the complexities of this digital landscape with care and empathy.',
    ],
    [
      'This groundbreaking achievement was a testament to decades of international cooperation and technological innovation.',
      'This pioneering achievement reflected decades of international cooperation and technological innovation.',
    ],
    [
      'Conclude by restating your thesis in light of the evidence you have presented.',
      'Conclude by restating your thesis in light of the evidence you have presented.',
    ],
    ['In light of these results, we revised the plan.', 'Given these results, we revised the plan.'],
    [
      'Hold the knife at roughly a 15–20 degree angle — about the height of two stacked coins under the spine.',
      'Hold the knife at roughly a 15–20 degree angle, about the height of two stacked coins under the spine.',
    ],
    [
      "Be prepared to wait in line, but trust me — it's worth it.",
      "Be prepared to wait in line, but trust me — it's worth it.",
    ],
    [
      'Feed the bacteria and yeast you are trying to cultivate every day.',
      'Feed the bacteria and yeast you are trying to cultivate every day.',
    ],
    // A text about the words themselves keeps them in its examples.
    [
      'In most cases, "affect" is a verb and "effect" is a noun.\n\n- The new policy had a positive effect on morale.',
      'Usually, "affect" is a verb and "effect" is a noun.\n\n- The new policy had a positive effect on morale.',
    ],
    // Readings 52–54.
    [
      'The menu draws on Alpine traditions while showcasing the finest Colorado ingredients.',
      'The menu draws on Alpine traditions while showcasing the finest Colorado ingredients.',
    ],
    [
      'I failed often — my first three versions of the app crashed constantly — but each failure taught me something.',
      'I failed often (my first three versions of the app crashed constantly), but each failure taught me something.',
    ],
    [
      'Striker Amara Diallo equalized in the 27th minute, capitalizing on a defensive mix-up, and then added a second just before halftime.',
      'Striker Amara Diallo equalized in the 27th minute, making the most of a defensive mix-up, and then added a second just before halftime.',
    ],
    [
      'Keep your utilization below 30% of your available credit — ideally below 10%.',
      'Keep your utilization below 30% of your available credit, ideally below 10%.',
    ],
    [
      'Whether you are a complete beginner or a seasoned athlete looking to shake things up, this program will meet you where you are.',
      'Whether you are a complete beginner or a seasoned athlete looking to shake things up, this program will meet you where you are.',
    ],
    [
      'Stretch every morning. Your future self will thank you.',
      'Stretch every morning. Your future self will thank you.',
    ],
    [
      'The blanket is soft, but it is also wonderfully warm — perfect for the chilly nights we have been having.',
      'The blanket is soft, but it is also wonderfully warm — perfect for the chilly nights we have been having.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'I am not defined by hardship. I am defined by what I chose to do with it. You are great.',
      "I am not defined by hardship. I am defined by what I chose to do with it. You're great.",
    ],
    [
      'A virus is genetic material, or a piece of it such as a protein.',
      'A virus is genetic material, or a piece of it such as a protein.',
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });

  it.each([
    [
      "For those who don't know me, I'm Daniel, and I've had the privilege.",
      'For those who do not know me, I am Daniel, and I have had the privilege.',
    ],
    [
      'It is a highly accessible read that has resonated with millions of readers worldwide.',
      'It is a highly accessible read that has appealed to millions of readers worldwide.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });

  it.each([
    [
      'Place the router in a central location, ideally elevated and away from thick walls.',
      'Place the router in a central location, ideally elevated and away from thick walls.',
    ],
    [
      'A well-rested student will retain far more than one who stays up late.',
      'A well-rested student will retain far more than one who stays up late.',
    ],
    [
      'If you believe you were wrongfully terminated, consult an attorney.',
      'If you believe you were wrongfully terminated, consult an attorney.',
    ],
    [
      'Teachers like you play an invaluable role in shaping the next generation.',
      'Teachers like you play an invaluable role in shaping the next generation.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 55–57 (session 12)', () => {
  // Worse in readings 55–57, each now right or left alone.
  it.each([
    [
      'I was deeply saddened to hear about the passing of your father.',
      'I was deeply saddened to hear about the passing of your father.',
    ],
    [
      'Join over two million learners who are embarking on a journey to fluency.',
      'Join over two million learners who are setting out on a journey to fluency.',
    ],
    [
      'The course will give me the tools I need to navigate water policy in today’s rapidly changing world.',
      'The course will give me the tools I need to navigate water policy in today’s rapidly changing world.',
    ],
    ['Interestingly, the results held across all groups.', 'The results held across all groups.'],
    ['This streamlined process saves time.', 'This streamlined process saves time.'],
    [
      'The tiny amphibian, named Pristimantis minimus, measures just 9.8 millimetres in length, making it one of the smallest vertebrates ever recorded in South America.',
      'The tiny amphibian, named Pristimantis minimus, measures just 9.8 millimetres in length, making it one of the smallest vertebrates ever recorded in South America.',
    ],
    [
      'Highlights along the way include the old bridge and a castle.',
      'Highlights along the way include the old bridge and a castle.',
    ],
    [
      'In the morning, visit the castle. After lunch, walk the old town. In the evening, enjoy a traditional fado performance in a small tavern.',
      'In the morning, visit the castle. After lunch, walk the old town. In the evening, enjoy a traditional fado performance in a small tavern.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'Next to the painting is a letter. Alongside it is a recorded interview with the artist.',
      'Next to the painting is a letter. Alongside it is a recorded interview with the artist.',
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });

  it.each([
    [
      "Download Stack Attack now and show the world what you've got!",
      "Download Stack Attack now and show the world what you've got!",
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });

  it.each([
    ['We take care of permits, scheduling and cleanup.', 'We take care of permits, scheduling and cleanup.'],
    [
      "It is one of America's oldest unsolved mysteries.",
      "It is one of America's oldest unsolved mysteries.",
    ],
    ['We specialize in wedding dress alterations.', 'We specialize in wedding dress alterations.'],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 58–60 (session 12)', () => {
  // Worse in readings 58–60, each now right or left alone.
  it.each([
    [
      'Rent control provides stability for tenants, allowing families to stay in their neighborhoods and children to remain in the same schools.',
      'Rent control provides stability for tenants, allowing families to stay in their neighborhoods and children to remain in the same schools.',
    ],
    [
      'Every app collects a vast amount of data about you — what you like, how long you pause on a video, who you message, and even where you are.',
      'Every app collects a vast amount of data about you: what you like, how long you pause on a video, who you message, and even where you are.',
    ],
    [
      'Mrs. Patel will share more details in the coming weeks, but rest assured that it is designed to support every reader.',
      'Mrs. Patel will share more details in the coming weeks, but rest assured that it is designed to support every reader.',
    ],
    [
      'When doubt creeps in, revisiting this evidence can serve as a powerful reminder of your capabilities.',
      'When doubt creeps in, revisiting this evidence can serve as a powerful reminder of your capabilities.',
    ],
    [
      'Not only does it air fry, but it also bakes, roasts and reheats.',
      'Not only does it air fry, but it also bakes, roasts and reheats.',
    ],
    [
      'The plan protects the river, ensuring that wildlife has clean water for years to come.',
      'The plan protects the river, so wildlife has clean water for years to come.',
    ],
    // From the readers' lists of phrases left alone.
    [
      'Experts say the work is a testament to how quickly the field is moving.',
      'Experts say the work shows how quickly the field is moving.',
    ],
    ['The check-in process was seamless.', 'The check-in process was smooth.'],
    [
      'This recognition is a testament to our amazing readers.',
      'This recognition is a testament to our amazing readers.',
    ],
    // Reading 63.
    [
      'Summer is well and truly upon us, and the plots are looking magnificent.',
      'Summer is well and truly upon us, and the plots are looking magnificent.',
    ],
    [
      'Small, consistent changes can make a profound difference.',
      'Small, consistent changes can make a profound difference.',
    ],
    [
      'He has not only caught up with his classmates but has also discovered a genuine love of books.',
      'He has caught up with his classmates and has also discovered a genuine love of books.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'Stay consistent, and over time, those who respect you will adjust.',
      'Stay consistent, and over time, those who respect you will adjust.',
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });

  it.each([
    [
      'Moreover, a ban levels the playing field for students.',
      'A ban levels the playing field for students.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });
});

describe('held-out readings 61–63 (session 12)', () => {
  // Worse in readings 61–63, each now right or left alone.
  it.each([
    [
      'The plan is covered at 100% regardless of whether you have met your deductible.',
      'The plan is covered at 100% regardless of whether you have met your deductible.',
    ],
    ['Visit regardless of whether it rains or shines.', 'Visit whether it rains or shines.'],
    [
      'In today’s world, where injustice still exists, his example remains relevant.',
      'In today’s world, where injustice still exists, his example remains relevant.',
    ],
    [
      'Our analytics highlight which dishes are most profitable.',
      'Our analytics show which dishes are most profitable.',
    ],
    [
      'FedAnchor consistently outperforms FedAvg and FedProx, improving final accuracy by 2.1 to 6.8 percentage points.',
      'FedAnchor consistently outperforms FedAvg and FedProx, improving final accuracy by 2.1 to 6.8 percentage points.',
    ],
    [
      'Stewardship programs play a vital role in curbing this trend, ensuring that antibiotics are prescribed only when truly necessary.',
      'Stewardship programs play a vital part in curbing this trend, ensuring that antibiotics are prescribed only when necessary.',
    ],
    ['The need for multifaceted approaches is clear.', 'The need for multifaceted approaches is clear.'],
    [
      'This remarkable capacity has made it a valuable model organism.',
      'This great capacity has made it a valuable model organism.',
    ],
    [
      'This interacts with replication — a question we did not address here.',
      'This interacts with replication — a question we did not address here.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'The protocol is strict, ensuring that results are comparable across sites.',
      'The protocol is strict, so results are comparable across sites.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 64–66 (session 12)', () => {
  // Worse in readings 64–66, each now right or left alone.
  it.each([
    [
      "It's also worth getting your B12 and iron checked after six months or so, ensuring that you're not running low without realizing it.",
      "It's also worth getting your B12 and iron checked after six months or so, ensuring that you're not running low without realizing it.",
    ],
    [
      'Unlike cloud-based note-taking apps, Obsidian stores your notes as plain Markdown files on your own device, giving you full ownership of your data.',
      'Unlike cloud-based note-taking apps, Obsidian stores your notes as plain Markdown files on your own device, giving you full ownership of your data.',
    ],
    [
      "Someone pushed commits to the remote branch that you don't have locally.",
      "Someone pushed commits to the remote branch that you don't have locally.",
    ],
    ['The food was, for the most part, excellent.', 'The food was, for the most part, excellent.'],
    [
      "The green light serves as a powerful symbol of Gatsby's longing — not only for Daisy herself but also for an idealized past.",
      "The green light stands for Gatsby's longing — not only for Daisy herself but also for an idealized past.",
    ],
    [
      'That growth is not a testament to any one person.',
      'That growth is not a testament to any one person.',
    ],
    [
      "It's like an elevator for the crane, allowing it to climb up the building.",
      "It's like an elevator for the crane, allowing it to climb up the building.",
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    ["That is exactly what you'd need to do.", 'That is exactly what you would need to do.'],
    [
      "Philosophy remains vital to education in today's world.",
      'Philosophy remains vital to education today.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });

  it.each([['The desk has a concealed butterfly leaf.', 'The desk has a hidden butterfly leaf.']])(
    'strong: %s',
    (input, expected) => {
      expect(run(input, { strength: 'strong' })).toBe(expected);
    },
  );
});

describe('held-out readings 67–69 (session 12)', () => {
  // Worse in readings 67–69, each now right or left alone.
  it.each([
    ['- Breach alerts that notify you within minutes', '- Breach alerts that notify you within minutes'],
    [
      'Renting a bicycle is a great way to see the city at your own pace — just be sure to park only in designated areas.',
      'Renting a bicycle is a great way to see the city at your own pace — just be sure to park only in designated areas.',
    ],
    [
      'We will either send a replacement or issue a full refund — whichever you prefer.',
      'We will either send a replacement or issue a full refund — whichever you prefer.',
    ],
    [
      'The committee hopes to expand the drive to include winter clothing and school supplies, ensuring that even more families receive the support they need.',
      'The committee hopes to expand the drive to include winter clothing and school supplies, ensuring that even more families receive the support they need.',
    ],
    ['The forum also showcased a startup pavilion.', 'The forum also showcased a startup pavilion.'],
    [
      'It is a single-origin coffee that truly captures the essence of its birthplace.',
      'It is a single-origin coffee that captures the spirit of its birthplace.',
    ],
    [
      'It comes from smallholder farmers who cultivate it with care.',
      'It comes from smallholder farmers who cultivate it with care.',
    ],
    // From the readers' lists of phrases left alone.
    ['We explained the rules in a more explicit manner.', 'We explained the rules more explicitly.'],
    ['It is for this reason that we launched the program.', 'That is why we launched the program.'],
    ['It integrates seamlessly with Slack.', 'It works smoothly with Slack.'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'It delivers a host of features that will elevate your editing experience to the next level.',
      'It delivers many features that will elevate your editing experience to the next level.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 70–72 (session 12)', () => {
  // Worse in readings 70–72, each now left alone.
  it.each([
    [
      "I've made a few changes based on your feedback, ensuring that the budget section is clearer.",
      "I've made a few changes based on your feedback, ensuring that the budget section is clearer.",
    ],
    [
      'And when it gets hard — because it will — remember why you started.',
      'And when it gets hard — because it will — remember why you started.',
    ],
    [
      "If you struggle with sleep, you're not alone — roughly one in three adults report occasional insomnia.",
      "If you struggle with sleep, you're not alone — roughly one in three adults report occasional insomnia.",
    ],
    [
      'Handwriting carries what a font cannot replicate; the slant of the letters, the crossed-out words, and the ink smudges all tell a story about the writer.',
      'Handwriting carries what a font cannot replicate; the slant of the letters, the crossed-out words, and the ink smudges all tell a story about the writer.',
    ],
    [
      'A drug must not only help patients but also help them significantly more than a dummy pill does.',
      'A drug must not only help patients but also help them significantly more than a dummy pill does.',
    ],
    [
      'These results underscore the importance of complementary investments in skills, ensuring that the benefits of digital infrastructure are not confined to those who are already advantaged.',
      'These results underline the importance of complementary investments in skills, ensuring that the benefits of digital infrastructure are not confined to those who are already advantaged.',
    ],
    [
      'Microfinance has been heralded as a powerful tool for lifting households out of poverty, yet rigorous evidence remains limited.',
      'Microfinance has been heralded as a powerful tool for lifting households out of poverty, yet rigorous evidence remains limited.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'Second, states should streamline permitting, ensuring that projects meeting clear standards are approved within 90 days.',
      'Second, states should simplify permitting, ensuring that projects meeting clear standards are approved within 90 days.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 73–75 (session 12)', () => {
  // Worse in readings 73–75, each now right or left alone.
  it.each([
    [
      'Please migrate to the /v1/notify endpoint before March.',
      'Please migrate to the /v1/notify endpoint before March.',
    ],
    [
      'Can I bring a guest?\nAbsolutely! Members may bring one guest per visit.',
      'Can I bring a guest?\nAbsolutely! Members may bring one guest per visit.',
    ],
    [
      'The increase is not only necessary but also modest compared with peer cities such as Portland and Denver.',
      'The increase is necessary and modest compared with peer cities such as Portland and Denver.',
    ],
    [
      "The app sends a reminder at just the right moment — right before you're likely to forget it.",
      "The app sends a reminder at just the right moment — right before you're likely to forget it.",
    ],
    [
      'It does not depend on spontaneous free time — something most adults rarely have.',
      'It does not depend on spontaneous free time — something most adults rarely have.',
    ],
    [
      "I still use a measuring cup — I'm not that brave — but I've learned to trust the feel of the dough.",
      "I still use a measuring cup (I'm not that brave), but I've learned to trust the feel of the dough.",
    ],
    [
      'At Ridgeline Roasters, every bean is a testament to the farmers who grow it.',
      'At Ridgeline Roasters, every bean is a testament to the farmers who grow it.',
    ],
    ['You are always the one initiating contact.', 'You are always the one initiating contact.'],
    [
      'That said, if an item is more than 30 days overdue, it will be considered lost, and you will be billed for its replacement cost.',
      'That said, if an item is more than 30 days overdue, it will be considered lost, and you will be billed for its replacement cost.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('held-out readings 76–78 (session 12)', () => {
  // Worse in readings 76–78, each now right or left alone.
  it.each([
    [
      'Keeping your utilization below 30% is a widely recommended guideline.',
      'Keeping your utilization below 30% is a widely recommended guideline.',
    ],
    [
      'Green roofs provide a myriad of co-benefits, such as improved air quality and enhanced biodiversity.',
      'Green roofs provide many co-benefits, such as improved air quality and enhanced biodiversity.',
    ],
    [
      'The controller cut settling time by 30%. Importantly, it achieved this without increasing overshoot.',
      'The controller cut settling time by 30%. It achieved this without increasing overshoot.',
    ],
    [
      "My feet hurt. My phone is full of photos. And I wouldn't change a thing.",
      "My feet hurt. My phone is full of photos. And I wouldn't change a thing.",
    ],
    [
      'It is a reminder that you are enough — that your own company is worth showing up for.',
      'It is a reminder that you are enough — that your own company is worth showing up for.',
    ],
    ["Come say hi — the coffee's on me.", "Come say hi. The coffee's on me."],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'Iceland is expensive. Consequently, many travelers choose to buy groceries.',
      'Iceland is expensive. Consequently, many travelers choose to buy groceries.',
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });

  it.each([
    [
      "Say goodbye to the nightly 'what's for dinner?' dilemma.",
      "Say goodbye to the nightly 'what's for dinner?' dilemma.",
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });
});

describe('held-out readings 79–81 (session 12)', () => {
  // Worse in readings 79–81, each now right or left alone.
  it.each([
    [
      'Participants were recruited through snowball sampling, ensuring a diverse range of subject areas.',
      'Participants were recruited through snowball sampling, ensuring a diverse range of subject areas.',
    ],
    [
      'Energy poverty encompasses not only the affordability of fuel but also the efficiency of housing and the adequacy of heating.',
      'Energy poverty includes not only the affordability of fuel but also the efficiency of housing and the adequacy of heating.',
    ],
    [
      'No-till plots did not show significantly higher SOC in the 0–30 cm layer (p = 0.21).',
      'No-till plots did not show significantly higher SOC in the 0–30 cm layer (p = 0.21).',
    ],
    [
      'It is a healthy, equitable, and economically vibrant city.',
      'It is a healthy, equitable, and economically vibrant city.',
    ],
    [
      'This trip has been a testament to the power of saying yes.',
      'This trip has been a testament to the power of saying yes.',
    ],
    [
      'It felt silly. It also kept me from getting injured.',
      'It felt silly. It also kept me from getting injured.',
    ],
    [
      "We will sort out plot assignments, and — most importantly — who's bringing cookies.",
      "We will sort out plot assignments, and (most importantly) who's bringing cookies.",
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      "Ask someone who's baked for years. And he's never once forgotten my birthday. I walk at dusk, and that's when the best ideas show up.",
      'Ask someone who has baked for years. And he has never once forgotten my birthday. I walk at dusk, and that is when the best ideas show up.',
    ],
    [
      "Sleep is often the first thing we sacrifice in today's fast-paced world.",
      'Sleep is often the first thing we sacrifice today.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });

  it.each([
    [
      'It was a dining experience that is as warm as it is memorable, you know.',
      "It was a dining experience that's as warm as it is memorable, you know.",
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });
});

describe('held-out readings 82–84 (session 13)', () => {
  // Worse in readings 82–84, each now right or left alone.
  it.each([
    [
      'Moreover, the precision spout allows for a slow, even pour, highlighting the subtle notes of your favorite beans.',
      'The precision spout allows for a slow, even pour, highlighting the subtle notes of your favorite beans.',
    ],
    [
      'The dashboard gives an overview of your spending, highlighting trends and flagging unusual transactions.',
      'The dashboard outlines your spending, highlighting trends and flagging unusual transactions.',
    ],
    [
      'Additionally, we offer expedited shipping (2–3 business days) for an extra $12.99.',
      'We offer expedited shipping (2–3 business days) for an extra $12.99.',
    ],
    [
      '**Q: Can I return an item if I change my mind?**\n\nA: Absolutely! We offer a 30-day return policy.',
      '**Q: Can I return an item if I change my mind?**\n\nA: Absolutely! We offer a 30-day return policy.',
    ],
    [
      "It wasn't until a senior colleague, Maria Gonzalez, took me under her wing that I began to find my voice.",
      "It wasn't until a senior colleague, Maria Gonzalez, took me under her wing that I began to find my voice.",
    ],
    [
      '- Improved the accuracy of the step counter, ensuring more reliable daily totals.',
      '- Improved the accuracy of the step counter, ensuring more reliable daily totals.',
    ],
    [
      'The team agreed that the campaign should focus on small businesses, leveraging the success of the spring webinar series.',
      'The team agreed that the campaign should focus on small businesses, building on the success of the spring webinar series.',
    ],
    [
      'Microplastics can be ingested by fish, potentially causing physical harm and facilitating the transfer of toxic chemicals.',
      'Microplastics can be ingested by fish, potentially causing physical harm and aiding the transfer of toxic chemicals.',
    ],
    [
      'First, the temperature of the water bath fluctuated by up to ±2°C. Second, the extract was not prepared fresh. Additionally, we only conducted three trials per temperature.',
      'First, the temperature of the water bath fluctuated by up to ±2°C. Second, the extract was not prepared fresh. Also, we only conducted three trials per temperature.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  // Stock phrasing the readers found left as it was, now plain.
  it.each([
    [
      'It has come to our attention that several members were moved without notice.',
      'We have learned that several members were moved without notice.',
    ],
    [
      'Harari takes readers on a sweeping journey through 70,000 years of history.',
      'Harari takes readers through 70,000 years of history.',
    ],
    [
      "The treaty's legacy remains a subject of debate among historians.",
      "The treaty's legacy is still debated among historians.",
    ],
    [
      'Policymakers must tailor the approach, striking a balance between innovation and safety.',
      'Policymakers must tailor the approach, balancing innovation and safety.',
    ],
    [
      'His passion for the natural world shines through on every page.',
      'His passion for the natural world shows on every page.',
    ],
    [
      'Travelers should keep in mind that daylight hours are limited.',
      'Travelers should remember that daylight hours are limited.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'Virtual environments are a crucial tool for any Python developer, allowing you to isolate project dependencies.',
      'Virtual environments are a key tool for any Python developer, allowing you to isolate project dependencies.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });

  it.each([
    [
      'Whether you are a young professional or an empty nester, this property is not to be missed. Remember: you are enough.',
      "Whether you're a young professional or an empty nester, this property is not to be missed. Remember: you are enough.",
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });

  it.each([
    [
      'Researchers are exploring CRISPR to combat malaria by modifying mosquitoes. First, microplastics are ubiquitous.',
      'Researchers are exploring CRISPR to combat malaria by modifying mosquitoes. First, microplastics are ubiquitous.',
    ],
    [
      'I told her to sleep. Clearly, she was right, and I was wrong — a rare occurrence I would rather forget.',
      'I told her to sleep. Clearly, she was right, and I was wrong — a rare occurrence I would rather forget.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 85–87 (session 13)', () => {
  // Worse in readings 85–87, each now right or left alone.
  it.each([
    ['Networking was equally crucial.', 'Networking was equally crucial.'],
    ['Your gift today can make a crucial difference.', 'Your gift today can make a crucial difference.'],
    ['Martínez made a crucial, last-second save.', 'Martínez made a crucial, last-second save.'],
    [
      "This allows me to bridge the gap between design and development — a crucial skill in today's fast-paced digital landscape.",
      "This lets me bridge the gap between design and development, a key skill in today's fast-paced digital landscape.",
    ],
    [
      'In my view, combining our approaches could open new avenues for understanding memory decline.',
      'In my view, combining our approaches could open new avenues for understanding memory decline.',
    ],
    [
      'This symposium will bring together 300 researchers to share cutting-edge findings.',
      'This symposium will bring together 300 researchers to share cutting-edge findings.',
    ],
    [
      'It is important to note that this position requires occasional evening and weekend hours.',
      'This position requires occasional evening and weekend hours.',
    ],
    [
      'In conclusion, the film is a thought-provoking masterpiece that grapples with the moral complexities of scientific progress.',
      'The film is a thought-provoking masterpiece that wrestles with the moral complexities of scientific progress.',
    ],
    [
      'On paper, it represents the culmination of everything the studio has learned since 2002.',
      'On paper, it is the culmination of everything the studio has learned since 2002.',
    ],
    [
      'The production, handled by Nigel Godrich, is meticulous, creating a layered soundscape.',
      'The production, handled by Nigel Godrich, is meticulous, creating a layered soundscape.',
    ],
    [
      'Moreover, six distinct weapons provide significant variety.',
      'Six distinct weapons provide significant variety.',
    ],
    [
      'It should be noted, however, that local farmers had long known of its existence.',
      'Local farmers, however, had long known of its existence.',
    ],
    [
      'The need for interdisciplinary collaboration has never been more crucial.',
      'The need for interdisciplinary collaboration has never been more important.',
    ],
    [
      "At that point, it's advisable to consult a professional.",
      "At that point, it's best to consult a professional.",
    ],
    [
      'The platform allows businesses to harness the full potential of their data.',
      'The platform allows businesses to make full use of their data.',
    ],
    ['The answer lies in its on-device AI.', 'The answer is its on-device AI.'],
    [
      'The exhibit offers visitors a rare glimpse into the military life of the Qin dynasty.',
      'The exhibit offers visitors a rare look at the military life of the Qin dynasty.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'Their thick fur, long tails, and wide paws play a crucial role in navigating the rugged terrain, allowing them to conserve heat.',
      'Their thick fur, long tails, and wide paws play a crucial part in navigating the rugged terrain, allowing them to conserve heat.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });

  it.each([
    [
      'Each night, the liver grew back, so his torment would never end. Ultimately, the hero Heracles freed him.',
      'Each night, the liver grew back, so his torment would never end. In the end, the hero Heracles freed him.',
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });

  it.each([
    [
      "By embracing these methods, you'll not only retain more information but also reduce stress.",
      "By embracing these methods, you'll retain more information and reduce stress.",
    ],
    [
      'Ideally, the router should sit in a central, elevated spot, away from microwaves.',
      'Ideally, the router should sit in a central, elevated spot, away from microwaves.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 88–90 (session 13)', () => {
  // Worse in readings 88–90, each now right or left alone.
  it.each([
    [
      'Taken together, these findings underscore the crucial need for models that can read whole codebases.',
      'Taken together, these findings underline the crucial need for models that can read whole codebases.',
    ],
    [
      'Sites downstream harbored communities comparable to those at rural reference sites — in some cases, even richer.',
      'Sites downstream harbored communities comparable to those at rural reference sites — sometimes, even richer.',
    ],
    [
      'My goal is to help practitioners build practices that are robust, transparent, and aligned with real-world impact.',
      'My goal is to help practitioners build practices that are robust, transparent, and aligned with real-world impact.',
    ],
    [
      'Our server, Miguel, took the time to explain each dish, highlighting the regional origins of the ingredients.',
      'Our server, Miguel, took the time to explain each dish, highlighting the regional origins of the ingredients.',
    ],
    [
      'The staff recommended a hidden gem of a bakery just two blocks away.',
      'The staff recommended a hidden gem of a bakery just two blocks away.',
    ],
    [
      'Dinners were four-course affairs showcasing Swiss specialties like raclette and rösti.',
      'Dinners were four-course affairs showcasing Swiss specialties like raclette and rösti.',
    ],
    [
      'Please note: this trek requires a good level of fitness.',
      'Please note: this trek requires a good level of fitness.',
    ],
    [
      'Choosing where to stay can significantly shape your experience.',
      'Choosing where to stay can significantly shape your experience.',
    ],
    [
      'Strong arguments present evidence; they also anticipate and respond to counterclaims.',
      'Strong arguments present evidence; they also anticipate and respond to counterclaims.',
    ],
    [
      'Behind each visit is a moment of connection — a prayer shared, a hand held, a burden lightened.',
      'Behind each visit is a moment of connection: a prayer shared, a hand held, a burden lightened.',
    ],
    [
      'This approach empowers employees to make thoughtful decisions about their attire.',
      'This approach empowers employees to make thoughtful decisions about their attire.',
    ],
    [
      'Once outside, proceed to your designated assembly point in the north parking lot.',
      'Once outside, go to your designated assembly point in the north parking lot.',
    ],
    [
      'We ask that you take a moment to familiarize yourself with the evacuation maps posted near each elevator.',
      'We ask that you take a moment to look over the evacuation maps posted near each elevator.',
    ],
    // Stock phrasing the readers found left as it was, now plain.
    [
      'In recent years, language models have become a major force in the landscape of software engineering.',
      'In recent years, language models have become a major force in software engineering.',
    ],
    [
      'We conducted 48 interviews with teachers to gain deeper insights into implementation challenges.',
      'We conducted 48 interviews with teachers to learn more about implementation challenges.',
    ],
    [
      'In an era where data is often described as the new oil, who owns it?',
      'At a time when data is often described as the new oil, who owns it?',
    ],
    ['The secondary analyses were exploratory in nature.', 'The secondary analyses were exploratory.'],
    [
      'We believe this work represents an important step toward trustworthy recommender systems.',
      'We believe this work is an important step toward trustworthy recommender systems.',
    ],
    ['Strikingly, the grasses recovered within six years.', 'The grasses recovered within six years.'],
    [
      'I am reaching out regarding a matter that needs your attention.',
      'I am writing about a matter that needs your attention.',
    ],
    [
      'To resolve this matter, we kindly request that you take one of the following actions within 14 days.',
      'To resolve this matter, please take one of the following actions within 14 days.',
    ],
    [
      'The area has an impressive array of outdoor activities.',
      'The area has a wide range of outdoor activities.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'Interestingly, these associations were not observed in participants who had received two doses.',
      "These associations weren't observed in participants who had received two doses.",
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });
});

describe('held-out readings 91–93 (session 13)', () => {
  // Worse in readings 91–93, each now right or left alone.
  it.each([
    [
      'SAN FRANCISCO, CA — April 3, 2024 — Novalink today announced the launch of Pulse, a wearable for stress.',
      'SAN FRANCISCO, CA — April 3, 2024 — Novalink today announced the launch of Pulse, a wearable for stress.',
    ],
    [
      'Within the first quarter, fuel costs fell by 18%, showcasing the tangible value of intelligent routing.',
      'Within the first quarter, fuel costs fell by 18%, showing the tangible value of intelligent routing.',
    ],
    [
      'The hierarchy of the Ancien Régime left the Third Estate, which made up roughly 97% of the population, with little political voice.',
      'The hierarchy of the Ancien Régime left the Third Estate, which made up roughly 97% of the population, with little political voice.',
    ],
    ["It's a small step, but it feels significant.", "It's a small step, but it feels significant."],
    [
      'Both city-states united to defeat the Persians in the early 5th century BCE — a testament to their shared Greek identity.',
      'Both city-states united to defeat the Persians in the early 5th century BCE — a sign of their shared Greek identity.',
    ],
    [
      'This inconsistency reveals something crucial about human moral intuitions.',
      'This inconsistency reveals something crucial about human moral intuitions.',
    ],
    [
      'The Industrial Revolution marked a profound turning point in human history.',
      'The Industrial Revolution marked a profound turning point in human history.',
    ],
    [
      'A spouse inherits everything if there are no children. If there are children, the estate may be split between the spouse and the kids.',
      'A spouse inherits everything if there are no children. If there are children, the estate may be split between the spouse and the kids.',
    ],
    [
      'Strategies like tax-loss harvesting — selling losing investments to offset gains — can further reduce your tax bill.',
      'Strategies like tax-loss harvesting (selling losing investments to offset gains) can further reduce your tax bill.',
    ],
    [
      'For small holes — like those left by nails or screws — simply fill them with spackling compound.',
      'For small holes (like those left by nails or screws), simply fill them with spackling compound.',
    ],
    [
      // (After the head's own comma the dash stays: 'lines, a game-changer' would rename the lines.)
      'This creates clean, straight lines — a game-changer for anyone without a steady hand.',
      'This creates clean, straight lines — a game-changer for anyone without a steady hand.',
    ],
    // Stock phrasing the readers found left as it was, now plain.
    [
      'This feature represents a major milestone in our commitment to helping teams.',
      'This feature is a major milestone in our commitment to helping teams.',
    ],
    [
      'I wanted to circle back on the proposal I sent over last week.',
      'I wanted to follow up on the proposal I sent over last week.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      "FAQ: What's the Difference Between a Deductible and a Copay?",
      'FAQ: What Is the Difference Between a Deductible and a Copay?',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });

  it.each([
    [
      'BOSTON, MA — Atlas Robotics today unveiled Orion X, a next-generation mobile robot.',
      'BOSTON, MA — Atlas Robotics today introduced Orion X, a next-generation mobile robot.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 94–96 (session 13)', () => {
  // Worse in readings 94–96, each now right or left alone.
  it.each([
    [
      "Whether you're exploring its historic trams or savoring a pastel de nata, Lisbon offers a unique blend of old-world charm and modern energy.",
      "Whether you're exploring its historic trams or savoring a pastel de nata, Lisbon offers a rare mix of old-world charm and modern energy.",
    ],
    [
      'Over the course of the novel, both characters must confront their own flaws.',
      'Over the course of the novel, both characters must confront their own flaws.',
    ],
    [
      '**Divergent boundaries**, where plates move apart, allowing magma to rise and form new crust.',
      '**Divergent boundaries**, where plates move apart, so magma can rise and form new crust.',
    ],
    [
      'The fleeting nature of the blossoms resonates with the Buddhist concept of impermanence.',
      'The fleeting nature of the blossoms resonates with the Buddhist concept of impermanence.',
    ],
    [
      'The 2017 film further introduced the tradition to global audiences, highlighting its emphasis on family and remembrance.',
      'The 2017 film further introduced the tradition to global audiences, highlighting its emphasis on family and remembrance.',
    ],
    [
      "The team's rivalry with the Boston Red Sox continues to captivate fans, serving as a reminder of baseball's enduring appeal.",
      "The team's rivalry with the Boston Red Sox still captivates fans, serving as a reminder of baseball's enduring appeal.",
    ],
    [
      'The packaging is sleek and minimalist — a matte black box with the logo embossed in silver.',
      'The packaging is sleek and minimalist — a matte black box with the logo embossed in silver.',
    ],
    [
      'Failure to return the original unit may result in a charge to your card on file.',
      'Failure to return the original unit may result in a charge to your card on file.',
    ],
    [
      'Also, I finally adopted a dog — a scruffy terrier mix named Biscuit who has completely taken over the apartment.',
      'Also, I finally adopted a dog — a scruffy terrier mix named Biscuit who has completely taken over the apartment.',
    ],
    [
      "One of the book's greatest strengths lies in its characters.",
      "One of the book's greatest strengths is its characters.",
    ],
    [
      'It all boils down to whether you prioritize ownership of your data.',
      'It all comes down to whether you prioritize ownership of your data.',
    ],
    ['The right choice hinges on your cooking habits.', 'The right choice depends on your cooking habits.'],
    [
      "But here's something important to understand — almost everyone in that building once felt exactly the same way.",
      "But here's something important to understand: almost everyone in that building once felt exactly the same way.",
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'Meanwhile, the friends who love you exactly as you are will remain.',
      'Meanwhile, the friends who love you exactly as you are will remain.',
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });
});

describe('held-out readings 97–99 (session 13)', () => {
  // Worse in readings 97–99, each now right or left alone.
  it.each([
    [
      'Short-term rentals can raise rents and alter the social fabric of communities, leading to displacement.',
      'Short-term rentals can raise rents and change the social fabric of communities, leading to displacement.',
    ],
    [
      'Our partnership with the library allowed us to double our classroom space, thereby enabling evening sessions for working adults.',
      'Our partnership with the library let us double our classroom space, enabling evening sessions for working adults.',
    ],
    [
      'We conducted a scenario analysis aligned with the recommendations of the Task Force on Climate-related Financial Disclosures.',
      'We conducted a scenario analysis in line with the recommendations of the Task Force on Climate-related Financial Disclosures.',
    ],
    [
      'This assessment examines safeguarding, staffing, and financial risks, and provides recommendations for each.',
      'This assessment examines safeguarding, staffing, and financial risks, and provides recommendations for each.',
    ],
    [
      'Our analysis points to three factors: poor wayfinding, inconsistent pricing, and a perception — not entirely unfounded — that garages feel unsafe after dark.',
      'Our analysis points to three factors: poor wayfinding, inconsistent pricing, and a perception (not entirely unfounded) that garages feel unsafe after dark.',
    ],
    [
      'So the next time your cat starts purring, remember — there might be more going on than you think.',
      'So the next time your cat starts purring, remember: there might be more going on than you think.',
    ],
    [
      'But the leaves also contain other pigments — yellow and orange ones called carotenoids.',
      'But the leaves also contain other pigments — yellow and orange ones called carotenoids.',
    ],
    [
      'When the ocean grows too warm, the corals expel the algae that live inside them, turning a ghostly white. This is known as bleaching.',
      'When the ocean grows too warm, the corals expel the algae that live inside them, turning a ghostly white. This is known as bleaching.',
    ],
    [
      'As we reflect on 2023, it is important to note that this was a year of both profound challenge and remarkable growth.',
      'As we reflect on 2023, it is important to note that this was a year of both profound challenge and remarkable growth.',
    ],
    [
      "4/ They narrate their thinking. This isn't just helpful for the interviewer; it's a signal of how they'll work on a team.",
      "4/ They narrate their thinking. This isn't just helpful for the interviewer. It's a signal of how they'll work on a team.",
    ],
    [
      '1. A breakdown of what Series A investors now expect in terms of burn multiple',
      '1. A breakdown of what Series A investors now expect in terms of burn multiple',
    ],
    [
      'My onboarding buddy, Chris, spent two hours walking me through the design system, highlighting the quirks that no document covers.',
      'My onboarding buddy, Chris, spent two hours walking me through the design system, highlighting the quirks that no document covers.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    ['A handy way to remember it is the acronym RAVEN.', 'A handy way to remember it is the acronym RAVEN.'],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });

  it.each([['I checked the logs. Every single time.', 'I checked the logs. Every single time.']])(
    'strong: %s',
    (input, expected) => {
      expect(run(input, { strength: 'strong' })).toBe(expected);
    },
  );
});

describe('held-out readings 100–102 (session 13)', () => {
  // Worse in readings 100–102, each now right or left alone.
  it.each([
    [
      "Here's a step-by-step approach that works in most cases:\n\n1. Blot the stain.",
      "Here's a step-by-step approach that works in most cases:\n\n1. Blot the stain.",
    ],
    [
      'Could you please arrange for a plumber to take a look at your earliest convenience?',
      'Could you please arrange for a plumber to take a look at your earliest convenience?',
    ],
    [
      "I've already reached out to Mark in Finance to expedite the remaining figures.",
      "I've already reached out to Mark in Finance to expedite the remaining figures.",
    ],
    [
      'Our estate spans 60 acres of rolling hills, where we cultivate Pinot Noir and Chardonnay.',
      'Our estate spans 60 acres of rolling hills, where we cultivate Pinot Noir and Chardonnay.',
    ],
    [
      'It is therefore essential that schools develop clear guidelines that harness the benefits of AI while mitigating its risks, fostering a learning environment that is both innovative and responsible.',
      'It is therefore essential that schools develop clear guidelines that harness the benefits of AI while reducing its risks, fostering a learning environment that is both innovative and responsible.',
    ],
    [
      'Can lightweight adapters match full fine-tuning at a fraction of the cost?',
      'Can lightweight adapters match full fine-tuning at much lower cost?',
    ],
    [
      'For each length, the time for 20 oscillations was recorded three times using a digital stopwatch, ensuring that the amplitude remained below 10 degrees.',
      'For each length, the time for 20 oscillations was recorded three times using a digital stopwatch, ensuring that the amplitude remained below 10 degrees.',
    ],
    [
      'Discussion: It is important to note that the main source of error was human reaction time.',
      'Discussion: The main source of error was human reaction time.',
    ],
    [
      'We examine studies in germ-free mice, which exhibit altered anxiety-like behavior.',
      'We examine studies in germ-free mice, which exhibit altered anxiety-like behavior.',
    ],
    [
      'Our analysis reveals that the model systematically underscores ELL essays by an average of 0.31 points.',
      'Our analysis reveals that the model systematically underscores ELL essays by an average of 0.31 points.',
    ],
    [
      'In this study, we investigated whether assisted evolution could enhance the resilience of the corals.',
      'Here we investigated whether assisted evolution could make the corals more resilient.',
    ],
    [
      'In this thesis, I have explored the use of machine learning to predict binding affinities.',
      'In this thesis, I have explored using machine learning to predict binding affinities.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'I would welcome the opportunity to discuss how my skills align with your goals.',
      'I would be glad to discuss how my skills fit with your goals.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });
});

describe('held-out readings 103–106 (session 13)', () => {
  // Worse in readings 104 and 106 (103 and 105 found none), each now right or left alone.
  it.each([
    [
      '- The vendor integration with Nimbus Cloud is on track, ensuring that we meet our July 1 go-live date.',
      '- The vendor integration with Nimbus Cloud is on track, ensuring that we meet our July 1 go-live date.',
    ],
    [
      'Moving forward, we have implemented a cross-training plan to ensure that this does not happen again.',
      'Moving forward, we have implemented a cross-training plan to ensure that this does not happen again.',
    ],
    [
      "In today's evolving threat landscape, robust authentication practices are more important than ever.",
      "In today's evolving threat landscape, robust authentication practices matter more than ever.",
    ],
    [
      'This fragmentation makes it difficult to identify recurring themes and act on them in a timely manner.',
      'This fragmentation makes it difficult to identify recurring themes and act on them promptly.',
    ],
    [
      'The 9 a.m. session on Saturday, May 11 is cancelled. We sincerely apologize for any inconvenience.',
      'The 9 a.m. session on Saturday, May 11 is cancelled. We sincerely apologize for any inconvenience.',
    ],
    [
      'Many major employers are now requiring staff to return to the office for most or all of the week.',
      'Many major employers are now requiring staff to return to the office for most or all of the week.',
    ],
    [
      'Measles cases are rising sharply in several parts of the world, prompting health officials to issue urgent warnings about declining vaccination rates.',
      'Measles cases are rising sharply in several parts of the world, prompting health officials to issue urgent warnings about declining vaccination rates.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'The Long Water is a poignant, beautifully crafted novel that will resonate with readers long after the final page.',
      'The Long Water is a poignant, beautifully crafted novel that will resonate with readers long after the final page.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });
});

describe('held-out readings 107–109 (session 14)', () => {
  it.each([
    [
      'In addition, I recommend running a speed test with a wired connection once the new router is installed. This will help us determine whether the issue lies with the equipment or the line itself.',
      'I recommend running a speed test with a wired connection once the new router is installed. This will help us determine whether the issue lies with the equipment or the line itself.',
    ],
    [
      'If your knees ache, a well-fitted pair of trainers from a specialist shop — many offer free gait analysis — will help.',
      'If your knees ache, a well-fitted pair of trainers from a specialist shop (many offer free gait analysis) will help.',
    ],
    [
      'Over a year, small, incremental changes — improvements of just 1% — compound over time.',
      'Over a year, small, incremental changes (improvements of just 1%) compound over time.',
    ],
    [
      'Bring three copies of every document — contracts, receipts, photographs, text messages — one for yourself, one for the judge, and one for the defendant.',
      'Bring three copies of every document — contracts, receipts, photographs, text messages — one for yourself, one for the judge, and one for the defendant.',
    ],
    [
      'For busy families, this is nothing short of a game-changer.',
      'For busy families, this is nothing short of a game-changer.',
    ],
    [
      "I look forward to the possibility of contributing to Northlight's important work.",
      "I look forward to the possibility of contributing to Northlight's important work.",
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    ["Here's a closer look at what's changed.", 'Here is a closer look at what has changed.'],
    [
      "What's changed in Atlas Analytics (October 2024)",
      'What has changed in Atlas Analytics (October 2024)',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });
});

describe('held-out readings 110–112 (session 14)', () => {
  it.each([
    [
      'If no candidate wins a majority of first-choice votes, the last-place candidate is eliminated.',
      'If no candidate wins a majority of first-choice votes, the last-place candidate is eliminated.',
    ],
    [
      'Olu suggested paginating the export rather than increasing the timeout, highlighting that a longer timeout would merely mask the underlying problem.',
      'Olu suggested paginating the export rather than increasing the timeout, making clear that a longer timeout would merely mask the underlying problem.',
    ],
    [
      'Analysts say the outcome reflects rising prices and a revitalised opposition, signalling that Indian politics has entered a more competitive phase.',
      'Analysts say the outcome reflects rising prices and a revitalised opposition, signalling that Indian politics has entered a more competitive phase.',
    ],
    [
      'Just pulse in short bursts to avoid heating the basil, which causes it to darken and turn bitter.',
      'Just pulse in short bursts to avoid heating the basil, which causes it to darken and turn bitter.',
    ],
    [
      'This simple act helps children begin to connect words with emotions, which is a crucial building block of emotional regulation.',
      'This simple act helps children begin to connect words with emotions, which is a key building block of emotional regulation.',
    ],
    [
      'There is no single right answer, but a growing body of research offers some guidance.',
      'There is no single right answer, but a growing body of research offers some guidance.',
    ],
    [
      'He recommends burying bulbs roughly 8 inches deep, pointy end up — a simple step that protects them from squirrels.',
      'He recommends burying bulbs roughly 8 inches deep, pointy end up — a simple step that protects them from squirrels.',
    ],
    [
      'The hoard contains Arabic dirhams minted in Samarkand and Baghdad — some of them cut into pieces, highlighting their use as bullion.',
      'The hoard contains Arabic dirhams minted in Samarkand and Baghdad — some of them cut into pieces, highlighting their use as bullion.',
    ],
    [
      'My dad first took me to a county match in 1994 — the year Brian Lara scored that unbeaten 501 against Durham.',
      'My dad first took me to a county match in 1994 — the year Brian Lara scored that unbeaten 501 against Durham.',
    ],
    [
      'Browns — cardboard, dry leaves, shredded paper — supply carbon and add structure.',
      'Browns (cardboard, dry leaves, shredded paper) supply carbon and add structure.',
    ],
    [
      'Audio descriptions are available at the desk. Large-print and braille guides can also be requested. This ensures that every visitor can experience the garden fully.',
      'Audio descriptions are available at the desk. Large-print and braille guides can also be requested. This ensures that every visitor can experience the garden fully.',
    ],
    [
      'Results vary by region and by the size of the increase.',
      'Results vary by region and by the size of the increase.',
    ],
    [
      'Parents cheered, younger siblings ran onto the pitch, and the players lifted a trophy that was almost as tall as some of them.',
      'Parents cheered, younger siblings ran onto the pitch, and the players lifted a trophy that was almost as tall as some of them.',
    ],
    [
      'This essay will argue that his reductionism, while not fully persuasive, offers a valuable corrective.',
      'This essay will argue that his reductionism, while not fully persuasive, offers a valuable corrective.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'If you escalate, they will too. They are too often late.',
      "If you escalate, they will too. They're too often late.",
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });

  it.each([
    [
      'Our goal this year is to raise $500,000 by June 30, allowing us to increase each award to $6,000.',
      'Our goal this year is to raise $500,000 by June 30, so we can increase each award to $6,000.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });
});

describe('held-out readings 113–115 (session 14)', () => {
  it.each([
    [
      'The half-board package includes a lavish breakfast buffet and a five-course dinner each evening, showcasing regional Tyrolean specialities such as venison stew.',
      'The half-board package includes a lavish breakfast buffet and a five-course dinner each evening, showcasing regional Tyrolean specialities such as venison stew.',
    ],
    [
      'A concentrated spot of the extract was applied 2 cm from the bottom of a strip of chromatography paper, allowing each application to dry before adding the next.',
      'A concentrated spot of the extract was applied 2 cm from the bottom of a strip of chromatography paper, allowing each application to dry before adding the next.',
    ],
    [
      'The block was heated for ten minutes. Furthermore, the thermometer may not have been in perfect thermal contact with the block.',
      'The block was heated for ten minutes. The thermometer may not have been in perfect thermal contact with the block.',
    ],
    [
      'Employees who have successfully completed their six-month probationary period may request remote work.',
      'Employees who have successfully completed their six-month probationary period may request remote work.',
    ],
    ['Note that depends_on only controls start order.', 'Note that depends_on only controls start order.'],
    [
      'The nominations came from peers, not managers — more than 340 of them, the most we have ever received.',
      'The nominations came from peers, not managers — more than 340 of them, the most we have ever received.',
    ],
    [
      'The e-edition, an exact replica of the printed page, will be available on all seven days.',
      'The e-edition, an exact replica of the printed page, will be available on all seven days.',
    ],
    [
      'Halden aims to design every new product for disassembly by 2028 — meaning no mixed-fiber blends, removable trims and clearly labeled materials.',
      'Halden aims to design every new product for disassembly by 2028 — meaning no mixed-fiber blends, removable trims and clearly labeled materials.',
    ],
    [
      'The review found only a small association between screen time and wellbeing — smaller, in fact, than the link between wellbeing and eating potatoes.',
      'The review found only a small association between screen time and wellbeing — smaller, in fact, than the link between wellbeing and eating potatoes.',
    ],
    [
      'Renewable electricity covered 87% of total consumption through a combination of power purchase agreements and guarantees of origin.',
      'Renewable electricity covered 87% of total consumption through a mix of power purchase agreements and guarantees of origin.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('held-out readings 116–117 (session 14)', () => {
  it.each([
    [
      'Lingua Link is a volunteer network that provides free translation help to immigrant families in Houston.',
      'Lingua Link is a volunteer network that provides free translation help to immigrant families in Houston.',
    ],
    [
      'A 500 Wh battery typically provides 40 to 70 miles, depending on terrain, rider weight and assist level. Class 3 models can assist up to 28 mph.',
      'A 500 Wh battery typically provides 40 to 70 miles, depending on terrain, rider weight and assist level. Class 3 models can assist up to 28 mph.',
    ],
    [
      'Saturday afternoon: Take the Metro — a single ride costs only 5 pesos — to Chapultepec.',
      'Saturday afternoon: Take the Metro (a single ride costs only 5 pesos) to Chapultepec.',
    ],
    [
      'The city offers world-class museums and a rich cultural heritage at a low price.',
      'The city offers world-class museums and a rich cultural heritage at a low price.',
    ],
    [
      'By combining learned Bloom filters with zone maps, SieveDB skips up to 78% of data pages on the TPC-H benchmark at scale factor 100, resulting in a median query speedup of 2.3x.',
      'By combining learned Bloom filters with zone maps, SieveDB skips up to 78% of data pages on the TPC-H benchmark at scale factor 100, resulting in a median query speedup of 2.3x.',
    ],
    [
      'They aim to shed light on the conditions under which automated repair can be trusted. This ensures that practitioners can make informed decisions.',
      'They aim to shed light on the conditions under which automated repair can be trusted. This ensures that practitioners can make informed decisions.',
    ],
    [
      'Have you ever moved abroad? Let me know in the comments! 👇',
      'Have you ever moved abroad? Let me know in the comments! 👇',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'In summary, it was the convergence of these factors, rather than any single cause, that led to the collapse.',
      'It was the convergence of these factors, rather than any single cause, that led to the collapse.',
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });
});

describe('held-out readings 118–120 (session 14)', () => {
  it.each([
    [
      'By 1905 the nation had become the first Asian power in the modern era to defeat a European great power in a major war.',
      'By 1905 the nation had become the first Asian power in the modern era to defeat a European great power in a major war.',
    ],
    [
      'Only 43% of children aged 8 to 18 said they enjoyed reading in 2023—the lowest level since the charity began its survey in 2005.',
      'Only 43% of children aged 8 to 18 said they enjoyed reading in 2023, the lowest level since the charity began its survey in 2005.',
    ],
    [
      'We are sorry for the trouble. I hope we will have the opportunity to restore your trust in Harbourview.',
      "We're sorry for the trouble. I hope we will have the chance to restore your trust in Harbourview.",
    ],
    [
      "What frustrates me most is that I tried to pause my subscription before my holiday, but the app wouldn't let me, and I was charged £59.99 for a box that sat on my doorstep for a week.",
      "What frustrates me most is that I tried to pause my subscription before my holiday, but the app wouldn't let me, and I was charged £59.99 for a box that sat on my doorstep for a week.",
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      "When decisions live only in video calls, anyone who wasn't there is left behind.",
      "When decisions live only in video calls, anyone who wasn't there is left behind.",
    ],
    [
      'These results open new avenues for research into autonomously repairing soft materials.',
      'These results open further lines of research into autonomously repairing soft materials.',
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });

  it.each([
    [
      "I'm not going to pretend it's all been worth it in a financial sense.",
      'I am not going to pretend it has all been worth it in a financial sense.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });

  it.each([
    [
      'Partition ended colonial rule, but it also unleashed one of the largest mass migrations in human history.',
      'Partition ended colonial rule, but it also unleashed one of the largest mass migrations in human history.',
    ],
    [
      'Every summer, thousands of tourists flock to Venice, a city that is literally sinking under their weight.',
      'Every summer, thousands of tourists flock to Venice, a city that is literally sinking under their weight.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 121–123 (session 14)', () => {
  it.each([
    [
      'She explained that public service is about responsibility — a message that resonated deeply with me.',
      'She explained that public service is about responsibility — a message that deeply moved me.',
    ],
    [
      'California, for instance, requires this within 21 days.',
      'California, for instance, requires this within 21 days.',
    ],
    [
      "Conversations happened naturally in the car — maybe because we weren't making eye contact.",
      "Conversations happened naturally in the car — maybe because we weren't making eye contact.",
    ],
    [
      'A local recommended a lobster shack that was in none of the guidebooks — easily the best meal of our trip.',
      'A local recommended a lobster shack that was in none of the guidebooks — easily the best meal of our trip.',
    ],
    [
      'For a busy household like ours — two working parents and a toddler — that promise was exactly what we needed.',
      'For a busy household like ours (two working parents and a toddler), that promise was exactly what we needed.',
    ],
    [
      'To maintain efficiency, most implementations monitor the load factor — the ratio of stored entries to total buckets.',
      'To maintain efficiency, most implementations monitor the load factor, the ratio of stored entries to total buckets.',
    ],
    [
      'An ice pack wrapped in a tea towel can also help reduce swelling — never put ice directly on your skin.',
      'An ice pack wrapped in a tea towel can also help reduce swelling — never put ice directly on your skin.',
    ],
    [
      'At the heart of this issue lies a simple bottleneck — matching eligible patients to trials still relies on manual chart review.',
      'At the heart of this issue lies a simple bottleneck — matching eligible patients to trials still relies on manual chart review.',
    ],
    [
      'The garden has a sensory area designed for children with additional needs.',
      'The garden has a sensory area designed for children with additional needs.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'The platform adapts to each student, creating a seamless and personalised learning journey.',
      'The platform adapts to each student, creating a seamless and personalised learning journey.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 124–125 (session 14)', () => {
  it.each([
    [
      'Some markets introduced cashless payments and reusable tableware, striking a delicate balance between tradition and modernity.',
      'Some markets introduced cashless payments and reusable tableware, carefully balancing tradition and modernity.',
    ],
    [
      'But then a sheep farmer — no idea what his name was — handed me a cup of hot broth.',
      'But then a sheep farmer (no idea what his name was) handed me a cup of hot broth.',
    ],
    [
      "Next week, I'll dive into platen replacement — a topic many of you have asked about!",
      "Next week, I'll dive into platen replacement — a topic many of you have asked about!",
    ],
    [
      'In summary, microwaves are a safe, efficient tool — as long as you understand how they actually work.',
      'Microwaves are a safe, efficient tool — as long as you understand how they actually work.',
    ],
    ['Heat plays a crucial role in this decline.', 'Heat plays a crucial part in this decline.'],
    [
      'We want projects that improve productivity, accessibility, or sustainability — though any idea is welcome.',
      'We want projects that improve productivity, accessibility, or sustainability, though any idea is welcome.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      "You won't notice progress day to day, but you will year to year. You will love it.",
      "You won't notice progress day to day, but you will year to year. You'll love it.",
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });
});

describe('held-out readings 127–128 (session 14; reading 126 found nothing worse)', () => {
  it.each([
    [
      'Rent was paid in full and on time every month — not once did I have to send a reminder.',
      'Rent was paid in full and on time every month — not once did I have to send a reminder.',
    ],
    [
      "It's an ambitious premise, and for the most part, creator Daniel Okoye pulls it off.",
      "It's an ambitious premise, and for the most part, creator Daniel Okoye pulls it off.",
    ],
    [
      'Each of them has been offered either redeployment to our Bergen site or an enhanced severance package.',
      'Each of them has been offered either redeployment to our Bergen site or an enhanced severance package.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      "The merino base layers, which many of you told us were the warmest you'd ever worn, are down to $45.",
      'The merino base layers, which many of you told us were the warmest you had ever worn, are down to $45.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });

  it.each([
    [
      'The larger gains came from other reforms — parking minimums, permitting timelines, and a sustained public housing push.',
      'The larger gains came from other reforms: parking minimums, permitting timelines, and a sustained public housing push.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 129–130 (session 14)', () => {
  it.each([
    [
      'We would like to extend a heartfelt thank you to Greenleaf Café for the coffee, and to the Alder Scouts for sorting recyclables.',
      'We would like to extend a heartfelt thank you to Greenleaf Café for the coffee, and to the Alder Scouts for sorting recyclables.',
    ],
    [
      'He will share what he got wrong — including a 2018 governance change that drove away several core developers — and what he would do differently today.',
      'He will share what he got wrong (including a 2018 governance change that drove away several core developers) and what he would do differently today.',
    ],
    [
      'The program would allow me to study credit access and to compare federal lending programs.',
      'The program would allow me to study credit access and to compare federal lending programs.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'My husband and I have been married for twelve years. We talked, and I have decided.',
      "My husband and I have been married for twelve years. We talked, and I've decided.",
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });

  it.each([
    [
      'Housing costs continue to play a significant role in keeping inflation elevated.',
      'Housing costs continue to play an important part in keeping inflation elevated.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('spelling and grammar check of the outputs (session 15)', () => {
  it.each([
    [
      "We must protect individuals' rights and the individual's rights in every case here.",
      "We must protect people's rights and the individual's rights in every case here.",
    ],
    [
      'Suppressing competition risks stifling individuals’ self-drive and their capacity for growth.',
      'Suppressing competition risks stifling people’s self-drive and their capacity for growth.',
    ],
    [
      "He called them 'individuals' and left the room at once.",
      "He called them 'individuals' and left the room at once.",
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('held-out readings 131–133 (session 15)', () => {
  it.each([
    [
      'Here are a few practical ways to lower your utilization:',
      'Here are a few practical ways to lower your utilization:',
    ],
    [
      'We studied the utilization of resources in hospitals.',
      'We studied the use of resources in hospitals.',
    ],
    [
      'This is a significant release that lays the groundwork for the upcoming 1.0.',
      'This is a significant release that lays the groundwork for the upcoming 1.0.',
    ],
    [
      'Our engineering team has been notified and is actively investigating the retry logic.',
      'Our engineering team has been notified and is actively investigating the retry logic.',
    ],
    [
      'So please, raise your glasses to Daniel and Priya — may your life together be filled with laughter, adventure and love.',
      'So please, raise your glasses to Daniel and Priya — may your life together be filled with laughter, adventure and love.',
    ],
    [
      'He scored 24 points, shooting 10-of-15 from the field and adding nine assists.',
      'He scored 24 points, shooting 10-of-15 from the field and adding nine assists.',
    ],
    [
      "New Zealand's chase never quite gained traction after the early wickets.",
      "New Zealand's chase never quite gained ground after the early wickets.",
    ],
    [
      'Additional indicators of compromise will be published as they become available.',
      'Additional indicators of compromise will be published as they become available.',
    ],
    ['This adds an additional step to the process.', 'This adds an extra step to the process.'],
    [
      'Descartes set out to doubt everything that could possibly be doubted.',
      'Descartes set out to doubt everything that could possibly be doubted.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'The exact cause remains a matter of ongoing debate among historians.',
      'The exact cause remains disputed among historians.',
    ],
    ['Whether the treaty helped is a matter of debate.', 'Whether the treaty helped is debated.'],
    [
      'We are filled with gratitude for your support this year.',
      'We are grateful for your support this year.',
    ],
    [
      'Our designers collaborate closely with the product team.',
      'Our designers work closely with the product team.',
    ],
    ['They pair beautifully with roast lamb.', 'They go well with roast lamb.'],
    ['Start your journey by wandering through the old town.', 'Start by wandering through the old town.'],
    [
      'The branch plays a vital role for seniors and families without cars.',
      'The branch is vital for seniors and families without cars.',
    ],
    [
      'These libraries played a key role for seniors during the pandemic.',
      'These libraries were key for seniors during the pandemic.',
    ],
    [
      'The library played a key role for seniors during the pandemic.',
      'The library was key for seniors during the pandemic.',
    ],
  ])('untouched lists: %s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'Many of the earliest documents are printed on acidic paper that is rapidly deteriorating.',
      'Many of the earliest documents are printed on acidic paper that is rapidly deteriorating.',
    ],
    [
      'However, consequentialists also recognize that habitual lying can erode social trust over time, so they rarely endorse deception lightly.',
      'However, consequentialists also recognize that habitual lying can erode social trust over time, so they rarely endorse deception lightly.',
    ],
    [
      'This so-called urban heat island effect is not merely uncomfortable; it is deadly.',
      'This so-called urban heat island effect is not merely uncomfortable; it is deadly.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 134–136 (session 15)', () => {
  it.each([
    [
      'Having spent the last six years in professional kitchens — most recently as chef de partie at The Larder in Bristol — I believe I bring the right skills.',
      'Having spent the last six years in professional kitchens (most recently as chef de partie at The Larder in Bristol), I believe I bring the right skills.',
    ],
    [
      'As these tiny particles — most no larger than a grain of sand — enter our atmosphere at around 59 kilometres per second, they burn up.',
      'As these tiny particles (most no larger than a grain of sand) enter our atmosphere at around 59 kilometres per second, they burn up.',
    ],
    [
      'For example, a tithe map of 1841 shows a small bone mill at Tarrant Rushton.',
      'For example, a tithe map of 1841 shows a small bone mill at Tarrant Rushton.',
    ],
    [
      'Their findings indicate that the attacker was able to access names, email addresses, and workout history.',
      'Their findings indicate that the attacker was able to access names, email addresses, and workout history.',
    ],
    [
      "If your dog has eaten chocolate, it's important to act quickly but not to panic.",
      "If your dog has eaten chocolate, it's important to act quickly but not to panic.",
    ],
    [
      'The good news is that in most cases, fixing it is a straightforward job.',
      'The good news is that in most cases, fixing it is a straightforward job.',
    ],
    [
      'Halesworth played an unexpectedly significant role in the national war effort.',
      'Halesworth played an unexpectedly significant role in the national war effort.',
    ],
    [
      'Corvids may even understand basic probability — a skill previously documented only in great apes.',
      'Corvids may even understand basic probability, a skill previously documented only in great apes.',
    ],
    [
      'Food businesses must follow additional guidance issued by Environmental Health.',
      'Food businesses must follow further guidance issued by Environmental Health.',
    ],
    [
      'This is the external cost that each additional driver imposes on others.',
      'This is the external cost that each extra driver imposes on others.',
    ],
    [
      "It is a testament to our volunteers' dedication that we released 71% of the birds.",
      "It is a testament to our volunteers' dedication that we released 71% of the birds.",
    ],
    ['That was Danny in a nutshell.', 'That was Danny in a nutshell.'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'This book offers a fascinating glimpse into village life.',
      'This book offers a fascinating look at village life.',
    ],
  ])('untouched lists: %s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'In 1998 the society unveiled a small plaque on the site.',
      'In 1998 the society unveiled a small plaque on the site.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 137–139 (session 15)', () => {
  it.each([
    [
      'Never share it. It is crucial to never expose your secret key in client-side code. You should rotate it.',
      'Never share it. Never expose your secret key in client-side code. You should rotate it.',
    ],
    [
      'It is vital to ensure that every paddock has water. You should check it daily.',
      'Ensure that every paddock has water. You should check it daily.',
    ],
    [
      "It's important to note that the deprecated `legacyAuth` option has been removed.",
      'The deprecated `legacyAuth` option has been removed.',
    ],
    [
      'It is important to stress that he designed much of this work himself; my role was largely to ask questions.',
      'He designed much of this work himself. My role was largely to ask questions.',
    ],
    [
      'GreenLedger connects to utility bills, fuel receipts, and purchasing records.',
      'GreenLedger connects to utility bills, fuel receipts, and purchasing records.',
    ],
    [
      'Tutors need several months of additional learning.',
      'Tutors need several months of additional learning.',
    ],
    [
      'Literally, it means "putting in delay", which is not particularly helpful.',
      'Literally, it means "putting in delay", which is not particularly helpful.',
    ],
    [
      'This difficulty stems from the fact that the trust is a product of equity.',
      'This difficulty comes from the fact that the trust is a product of equity.',
    ],
    [
      "Capacity refers to the ability to enter into legally binding transactions on one's own. This is not automatic.",
      "Capacity refers to the ability to enter into legally binding transactions on one's own. This is not automatic.",
    ],
    [
      'Additionally, it is crucial to practise race pace during training. You should run often.',
      'Be sure to practise race pace during training. You should run often.',
    ],
    [
      'You clearly did significant background reading, and I was impressed.',
      'You clearly did significant background reading, and I was impressed.',
    ],
    [
      "We supported 2,300 families through the county's childcare assistance program.",
      "We supported 2,300 families through the county's childcare assistance program.",
    ],
    ['Additional bags will incur a fee of €15 each.', 'Additional bags will incur a fee of €15 each.'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'You use specific evidence — such as the cost of French involvement in the American War of Independence — to support your argument effectively. This is exactly the kind of detail that elevates an essay.',
      'You use specific evidence, like the cost of French involvement in the American War of Independence, to support your argument effectively. This is exactly the kind of detail that elevates an essay.',
    ],
    [
      'However, a growing number of these positions are unpaid.',
      'A growing number of these positions, however, are unpaid.',
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });

  it.each([
    [
      'We were charged on 1 April, 1 May, and 1 June—a total of £128.97.',
      'We were charged on 1 April, 1 May, and 1 June—a total of £128.97.',
    ],
    [
      'The colonies confirmed that the bacteria were viable and the plates were prepared correctly.',
      'The colonies confirmed that the bacteria were viable and the plates were prepared correctly.',
    ],
    [
      'It connects to fuel receipts and purchasing records.',
      'It connects to fuel receipts and purchasing records.',
    ],
    [
      "It's clear that this moment was significant to you.",
      "It's clear that this moment was significant to you.",
    ],
    ["It's clear that the town needs a new bridge.", 'The town needs a new bridge.'],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });

  it('a lower-case name the writer keeps lower case elsewhere keeps the frame', () => {
    const readme =
      '# tidewatch\n\n**tidewatch** is a small log watcher.\n\nThen run `tidewatch --config tidewatch.toml`. It is important to note that tidewatch does not currently support Windows.';
    expect(run(readme)).toContain('It is important to note that tidewatch does not');
  });
});

describe('held-out readings 140–142 (session 15)', () => {
  it.each([
    [
      'However, the decision sparked controversy when Piastri was instructed to let Norris through—an order the Australian initially questioned before complying on lap 68.',
      'The decision, however, sparked controversy when Piastri was instructed to let Norris through—an order the Australian initially questioned before complying on lap 68.',
    ],
    [
      'The nose offers lemon zest, and clove, underscored by a faint note of hay.',
      'The nose offers lemon zest, and clove, underscored by a faint note of hay.',
    ],
    [
      'However, the earliest castles built by the Normans in England after 1066 were quite different.',
      'However, the earliest castles built by the Normans in England after 1066 were quite different.',
    ],
    [
      'The site holds about 3.2 acres of palustrine emergent wetlands, as delineated in May 2023.',
      'The site holds about 3.2 acres of palustrine emergent wetlands, as delineated in May 2023.',
    ],
    [
      'In the context of the Cedar Ridge Wind Project, it is essential to consider the combined effects.',
      'In the context of the Cedar Ridge Wind Project, it is essential to consider the combined effects.',
    ],
    [
      "The painting is often read as a testament to the artist's own biography, but that reading is too simple.",
      "The painting is often read as a testament to the artist's own biography, but that reading is too simple.",
    ],
    [
      'Staff face ethical grey areas that formal policies fail to anticipate.',
      'Staff face ethical grey areas that formal policies fail to anticipate.',
    ],
    [
      'Corner brackets can add significant rigidity to a shelf.',
      'Corner brackets can add significant rigidity to a shelf.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'Residents support a residents-only permit scheme for the street.',
      'Residents support a residents-only permit scheme for the street.',
    ],
    ['The novel shines in its characterization.', 'The novel shines in its characterization.'],
    ['The parties remained viable after the reform.', 'The parties remained viable after the reform.'],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 143–145 (session 15)', () => {
  it.each([
    [
      'When threatened, a hagfish releases a small amount of mucus and protein threads from glands.',
      'When threatened, a hagfish releases a small amount of mucus and protein threads from glands.',
    ],
    [
      "Once I hung the wrong bag of fluids—normal saline instead of lactated Ringer's—and didn't notice for almost an hour.",
      "Once I hung the wrong bag of fluids (normal saline instead of lactated Ringer's) and didn't notice for almost an hour.",
    ],
    [
      'It is important to note that, under Article IV of the Bylaws, members may vote by proxy.',
      'Under Article IV of the Bylaws, members may vote by proxy.',
    ],
    [
      'Enterprise buyers are taking 9 to 12 months to move from pilot to purchase order.',
      'Enterprise buyers are taking 9 to 12 months to move from pilot to purchase order.',
    ],
    [
      'That section applies mainly to merchants and to additional terms, not to price.',
      'That section applies mainly to merchants and to additional terms, not to price.',
    ],
    ['The cluster spans a significant portion of the sky.', 'The cluster spans a large part of the sky.'],
    [
      'Missing data plays a crucial role in almost every real-world analysis.',
      'Missing data plays a crucial part in almost every real-world analysis.',
    ],
    ['The slow tempo enhances its contemplative mood.', 'The slow tempo enhances its contemplative mood.'],
    ['Field notes — 14 June, Hoi An district.', 'Field notes — 14 June, Hoi An district.'],
    [
      'Take the tablets with food. It is essential that you keep this appointment, even if you feel fine.',
      'Take the tablets with food. Keep this appointment, even if you feel fine.',
    ],
    [
      'It is important that you are honest with your doctor. You should rest.',
      'It is important that you are honest with your doctor. You should rest.',
    ],
    [
      '1. **Dungeness Crab Custard** — a delicate custard topped with crab, chive oil, and yuzu.\n2. **Smoked Steelhead** — cured in-house, served with pickled huckleberries.',
      '1. **Dungeness Crab Custard** — a delicate custard topped with crab, chive oil, and yuzu.\n2. **Smoked Steelhead** — cured in-house, served with pickled huckleberries.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'Critics called it an otherwise accomplished debut.',
      'Critics called it an otherwise accomplished debut.',
    ],
    [
      'They applied for a conditional use permit to operate a boat storage facility.',
      'They applied for a conditional use permit to operate a boat storage facility.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 146–147 (session 15)', () => {
  it.each([
    [
      'At its core, the game revolves around a clever auction mechanism.',
      'The game centers on a clever auction mechanism.',
    ],
    [
      'We lack reliable data for a third of our purchased materials.',
      'We lack reliable data for a third of our purchased materials.',
    ],
    [
      'Highly flexible, but it would require a Kafka cluster, which the team does not currently have the capacity to support.',
      'Highly flexible, but it would require a Kafka cluster, which the team does not currently have the capacity to support.',
    ],
    [
      'What truly stood out was how much of my spending had been automatic—tapping my card without really thinking about it.',
      'What stood out was how much of my spending had been automatic—tapping my card without really thinking about it.',
    ],
    [
      'Her roles have made her one of the most sought-after singers of her generation.',
      'Her roles have made her one of the most in-demand singers of her generation.',
    ],
    [
      'We hope you enjoy your stay, and it is our sincere hope that you will feel like part of our family.',
      'We hope you enjoy your stay, and it is our sincere hope that you will feel like part of our family.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'Every gift made before that date will be doubled, up to a total of £200,000.',
      'Every gift made before that date will be doubled, up to a total of £200,000.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 148–150 (session 15)', () => {
  it.each([
    [
      'This is a testament to how theoretical work can anticipate technology by decades.',
      'This shows how theoretical work can anticipate technology by decades.',
    ],
    [
      "You can buy oat milk anywhere. Some brands also contain added sugars, so it's important to check the label carefully.",
      'You can buy oat milk anywhere. Some brands also contain added sugars, so check the label carefully.',
    ],
    [
      'This bill seeks to address these challenges through a comprehensive, multi-faceted approach.',
      'This bill aims to address these challenges through a comprehensive, wide-ranging approach.',
    ],
    ['That is a profound act of love.', 'That is a profound act of love.'],
    [
      "Contrary to popular belief — largely shaped by Sergei Eisenstein's 1938 film — there is no contemporary evidence that many knights fell through the ice.",
      "Contrary to popular belief (largely shaped by Sergei Eisenstein's 1938 film), there is no contemporary evidence that many knights fell through the ice.",
    ],
    [
      'Once it has fused with the bone — a process called osseointegration — a crown is attached on top.',
      'Once it has fused with the bone (a process called osseointegration), a crown is attached on top.',
    ],
    [
      'Rock climbing is an exhilarating sport, but it is essential to prioritize safety every time you head to the crag.',
      'Rock climbing is an exhilarating sport, but it is essential to prioritize safety every time you head to the crag.',
    ],
    [
      'Lead plaintiff James Obergefell sought to be listed as the surviving spouse on the death certificate.',
      'Lead plaintiff James Obergefell sought to be listed as the surviving spouse on the death certificate.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('held-out readings 151–153 (session 15)', () => {
  it.each([
    [
      "Not every experiment worked — my 'Brandywine' produced only four fruits all summer — but the results were good.",
      "Not every experiment worked (my 'Brandywine' produced only four fruits all summer), but the results were good.",
    ],
    [
      "Your support is a testament to the belief that better travel gear doesn't have to cost a fortune.",
      "Your support reflects the belief that better travel gear doesn't have to cost a fortune.",
    ],
    [
      "If the chain is noisy or skips, you've likely gone too far — simply back it off slightly.",
      "If the chain is noisy or skips, you've likely gone too far — simply back it off slightly.",
    ],
    [
      'I would like to extend my heartfelt thanks to the 1,150 volunteers who gave their time, as well as to our corporate partners.',
      'I would like to extend my heartfelt thanks to the 1,150 volunteers who gave their time, as well as to our corporate partners.',
    ],
    [
      'Ambiguous wording will often be construed against the party seeking to rely on it.',
      'Ambiguous wording will often be construed against the party seeking to rely on it.',
    ],
    [
      "In today's global music landscape, few phenomena have reshaped the industry as profoundly as the rise of K-pop.",
      "In today's global music landscape, few phenomena have reshaped the industry as deeply as the rise of K-pop.",
    ],
    [
      'Meanwhile, live performance has become an increasingly crucial source of income.',
      'Meanwhile, live performance has become an increasingly crucial source of income.',
    ],
    [
      'Offering anything of value to a public official in order to obtain or retain business is a criminal offence.',
      'Offering anything of value to a public official to obtain or retain business is a criminal offence.',
    ],
    [
      'The festival will feature live music, AV equipment, and a facilitated design workshop.',
      'The festival will feature live music, AV equipment, and a facilitated design workshop.',
    ],
    [
      'The constant ups and downs took a toll on my knees by day three.',
      'The constant ups and downs took a toll on my knees by day three.',
    ],
    [
      'Instead, additional tasks are billed at $0.002 each.',
      'Instead, additional tasks are billed at $0.002 each.',
    ],
    [
      '"I would prefer not to" has become a testament to passive resistance.',
      '"I would prefer not to" has become a testament to passive resistance.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('held-out readings 154–156 (session 15)', () => {
  it.each([
    [
      'I would be grateful if you could process this claim at your earliest convenience.',
      'I would be grateful if you could process this claim at your earliest convenience.',
    ],
    [
      "In today's comedy landscape, identity-based material is everywhere.",
      "In today's comedy landscape, identity-based material is everywhere.",
    ],
    [
      'Subject: Friendly reminder — 2024 tax documents due to our office by March 15',
      'Subject: Friendly reminder — 2024 tax documents due to our office by March 15',
    ],
    [
      'We also use your order history to suggest recipes you might like. We do not sell your personal information to anyone.',
      'We also use your order history to suggest recipes you might like. We do not sell your personal information to anyone.',
    ],
    [
      'We will notify you unless we are legally prohibited from doing so.',
      'We will tell you unless we are legally prohibited from doing so.',
    ],
    [
      'It is a story that is as much about loneliness as it is about what lurks in the dark.',
      'It is a story that is as much about loneliness as it is about what lurks in the dark.',
    ],
    [
      'Once again, I am truly sorry for the inconvenience and anxiety this caused.',
      'Once again, I am truly sorry for the inconvenience and anxiety this caused.',
    ],
    [
      'By fostering trust rather than fear, we can create an environment where young people ask for help.',
      'By fostering trust rather than fear, we can create an environment where young people ask for help.',
    ],
    ["In today's fast-paced landscape, teams must adapt.", 'Teams must adapt.'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'It is a story that is as much about loneliness as it is about what lurks in the dark.',
      "It's a story that's as much about loneliness as it is about what lurks in the dark.",
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });

  it.each([
    [
      'The package costs $12,000, plus installation for $3,000, for a total of $15,000.',
      'The package costs $12,000, plus installation for $3,000, for a total of $15,000.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 157–158 (session 15)', () => {
  it.each([
    [
      'The mill harnessed the power of the Saco Branch through a 200-foot wooden flume.',
      'The mill harnessed the power of the Saco Branch through a 200-foot wooden flume.',
    ],
    [
      'Flaky, layered, and seamlessly blending crispiness with a tender, chewy center.',
      'Flaky, layered, and seamlessly blending crispiness with a tender, chewy center.',
    ],
    [
      'Moreover, the crafting menus added significant complexity to our UI.',
      'The crafting menus added significant complexity to our UI.',
    ],
    [
      'In conclusion, the crucial experiment is best understood not as a verdict but as a moment.',
      'The crucial experiment is best understood not as a verdict but as a moment.',
    ],
    [
      "Ekphrasis has a long and rich history, stretching from Homer's shield to modern poetry.",
      "Ekphrasis has a long and rich history, stretching from Homer's shield to modern poetry.",
    ],
    [
      'Encompassing over 12,000 acres of rugged high country, the preserve features three trails.',
      'Encompassing over 12,000 acres of rugged high country, the preserve features three trails.',
    ],
    [
      'I am not seeking to blame individual staff, who were clearly overstretched.',
      'I am not seeking to blame individual staff, who were clearly overstretched.',
    ],
    [
      'We had booked special assistance well in advance, yet no one came.',
      'We had booked special assistance well in advance, yet no one came.',
    ],
    [
      'The flight was late. Furthermore, the meal voucher we were eventually offered was insufficient for a family.',
      'The flight was late. The meal voucher we were eventually offered was insufficient for a family.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'In response, the principal contractor, Hallam Build Ltd., has suspended all work.',
      'In response, the principal contractor, Hallam Build Ltd., has suspended all work.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 159–161 (session 15)', () => {
  it.each([
    [
      'These theories have shaped crime prevention policy for over four decades, ensuring its continued relevance.',
      'These theories have shaped crime prevention policy for over four decades, ensuring its continued relevance.',
    ],
    [
      'It is, however, a testament to the idea that justice can repair as well as punish.',
      'It is, however, a testament to the idea that justice can repair as well as punish.',
    ],
    [
      'In fact, autumn actually plays a crucial role in establishing strong, healthy gardens.',
      'In fact, autumn is actually crucial to establishing strong, healthy gardens.',
    ],
    [
      'Each of you delivered performances this year that I would have been proud to give.',
      'Each of you delivered performances this year that I would have been proud to give.',
    ],
    [
      'The cost of the trip is £14.50 per child, which covers coach travel and museum entry.',
      'The cost of the trip is £14.50 per child, which covers coach travel and museum entry.',
    ],
    [
      'Sam raised the possibility of meeting at the library, as some older residents have found Zoom difficult to use. This was agreed.',
      'Sam raised the possibility of meeting at the library, as some older residents have found Zoom difficult to use. This was agreed.',
    ],
    [
      'Based on the information available to me, I have had to make the difficult decision to partially close the school.',
      'Based on the information available to me, I have had to make the difficult decision to partially close the school.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      "People think a role like this is a stepping stone to something better: it isn't. It is the thing itself.",
      "People think a role like this is a stepping stone to something better: it isn't. It is the thing itself.",
    ],
    [
      'Justice asks what people need and whose obligation it is to meet those needs.',
      'Justice asks what people need and whose obligation it is to meet those needs.',
    ],
    [
      'Ultimately, #7 is a reminder of what superhero comics can achieve.',
      'In the end, #7 is a reminder of what superhero comics can achieve.',
    ],
  ])('casual: %s', (input, expected) => {
    expect(run(input, { mode: 'casual' })).toBe(expected);
  });

  it.each([
    [
      'Properties requiring refurbishment are taking notably longer to sell.',
      'Properties requiring refurbishment are taking notably longer to sell.',
    ],
    [
      'What elevates the exhibition beyond a straightforward historical survey is its attention to women.',
      'What elevates the exhibition beyond a straightforward historical survey is its attention to women.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 162–164 (session 15)', () => {
  it.each([
    [
      'Ultimately, the most robust evidence points to everyday activities like walking.',
      'Ultimately, the most robust evidence points to everyday activities like walking.',
    ],
    [
      'The car comes with Toyota Safety Sense 2.0 (adaptive cruise, lane-keep assist, automatic emergency braking).',
      'The car comes with Toyota Safety Sense 2.0 (adaptive cruise, lane-keep assist, automatic emergency braking).',
    ],
    [
      'At Ridgeline Motors, we pride ourselves on honest dealing and transparent pricing.',
      'At Ridgeline Motors, we take pride in honest dealing and transparent pricing.',
    ],
    [
      'It is crucial to distinguish between what neuroplasticity can and cannot do. You may have read otherwise.',
      'It is vital to distinguish between what neuroplasticity can and cannot do. You may have read otherwise.',
    ],
    [
      'All in all, spring is a fantastic time to visit — offering fewer crowds, discounted lodging, and a festive atmosphere.',
      'Spring is a fantastic time to visit — offering fewer crowds, discounted lodging, and a festive atmosphere.',
    ],
    [
      "On my first clear night, I was able to resolve the Cassini Division in Saturn's rings and spot four of Jupiter's moons.",
      "On my first clear night, I was able to resolve the Cassini Division in Saturn's rings and spot four of Jupiter's moons.",
    ],
    [
      "Whether you're a complete beginner or a seasoned observer looking for a grab-and-go option, they deserve a place in your kit.",
      "Whether you're a complete beginner or a seasoned observer looking for a grab-and-go option, they deserve a place in your kit.",
    ],
    [
      'Carts rattled toward the Forum; a baker shouted at his apprentice; somewhere a dog would not stop barking.',
      'Carts rattled toward the Forum; a baker shouted at his apprentice; somewhere a dog would not stop barking.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'According to our files, the pool was permitted in 1998.',
      'According to our files, the pool was permitted in 1998.',
    ],
    [
      'You may copy, modify, and redistribute the software.',
      'You may copy, modify, and redistribute the software.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('a bold question line (session 15, reading 163)', () => {
  it('keeps the answer that follows it: its closing emphasis is part of the question', () => {
    const faq =
      '**Can I use miles to book flights for someone else?**\n\nAbsolutely! You can book for anyone on your account.';
    expect(run(faq)).toBe(faq);
  });
});

describe('held-out readings 165–167 (session 16)', () => {
  it.each([
    [
      'James argues that memory is shaped less by events and more by who has the power to tell the story.',
      'James argues that memory is shaped less by events and more by who has the power to tell the story.',
    ],
    [
      'This proposal seeks funding in the amount of $248,000 over two years.',
      'This proposal seeks funding of $248,000 over two years.',
    ],
    ['Please send a check in the amount of $80.', 'Please send a check for $80.'],
    [
      'These partnerships will ensure that findings are disseminated to the communities most affected.',
      'These partnerships will ensure that findings are disseminated to the communities most affected.',
    ],
    ['- Evidence of sufficient financial means', '- Evidence of sufficient financial means'],
    [
      'One particularly compelling chapter explores the use of predictive algorithms in the criminal justice system.',
      'One particularly compelling chapter explores the use of predictive algorithms in the criminal justice system.',
    ],
    [
      'City Manager Alan Brooks presented an overview of key allocations, highlighting a 6% increase in funding for public safety.',
      'City Manager Alan Brooks presented an overview of key allocations, highlighting a 6% increase in funding for public safety.',
    ],
    [
      'It is evident to everyone in this room that they bring out the very best in each other.',
      'It is evident to everyone in this room that they bring out the very best in each other.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'In this episode, Sam and Priya tackle a topic that resonates with many of our listeners.',
      'In this episode, Sam and Priya tackle a topic that resonates with many of our listeners.',
    ],
    [
      'Raised beds warm up faster in the spring, allowing you to extend your growing season by several weeks.',
      'Raised beds warm up faster in the spring, allowing you to extend your growing season by several weeks.',
    ],
  ])('academic: %s', (input, expected) => {
    expect(run(input, { mode: 'academic' })).toBe(expected);
  });
});

describe('phrases the readers of sets 165–167 found left untouched (session 16)', () => {
  it.each([
    ['Kindly bring your passport.', 'Please bring your passport.'],
    [
      'The volunteers who kindly provide meals deserve thanks.',
      'The volunteers who kindly provide meals deserve thanks.',
    ],
    [
      'It is our firm belief that every child deserves a library.',
      'We believe every child deserves a library.',
    ],
    ['Should you wish to cancel, call us.', 'If you would like to cancel, call us.'],
    ['The optimal time to plant garlic is autumn.', 'The best time to plant garlic is autumn.'],
    [
      'Smoking indoors constitutes a violation of company policy.',
      'Smoking indoors violates company policy.',
    ],
    ['The data are in close agreement with the model.', 'The data agree closely with the model.'],
    ['The pigment is composed of two distinct dyes.', 'The pigment consists of two distinct dyes.'],
    ['Moving house can be a daunting task.', 'Moving house can be daunting.'],
    ['Prices are subject to change.', 'Prices may change.'],
    ['The steak was cooked to perfection.', 'The steak was perfectly cooked.'],
    ['On a positive note, the staff were kind.', 'On the plus side, the staff were kind.'],
    ['The evening ended on a positive note.', 'The evening ended on a positive note.'],
    ['The room was calm and serene.', 'The room was calm.'],
    ['Booking early is highly advisable.', 'Booking early is wise.'],
    [
      'We measured the flow over a period of nearly six years.',
      'We measured the flow over nearly six years.',
    ],
    ['Escalating costs hurt families.', 'Rising costs hurt families.'],
    ['I will answer any questions you may have.', 'I will answer any questions you have.'],
    ['There is a growing body of literature on sleep.', 'There is a growing literature on sleep.'],
    [
      'Please feel free to reach out if you have any questions.',
      'Please get in touch if you have any questions.',
    ],
    ['The two systems are closely intertwined.', 'The two systems are closely linked.'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('phrases the readers of sets 168–170 found left untouched (session 16)', () => {
  it.each([
    ['Please follow the steps outlined below.', 'Please follow the steps below.'],
    ['Navigate to the settings page and click Save.', 'Go to the settings page and click Save.'],
    ['All employees are required to enroll by Friday.', 'All employees must enroll by Friday.'],
    ['Data are required to train the model.', 'Data are required to train the model.'],
    ['Their home has been a source of immense joy.', 'Their home has been a source of great joy.'],
    ['The backup system functioned as expected.', 'The backup system worked as expected.'],
    [
      'Her work exerted a profound influence on later painters.',
      'Her work strongly influenced later painters.',
    ],
    ['Simply click on the link below.', 'Simply click the link below.'],
    ['Construction is slated to begin in June.', 'Construction is scheduled to begin in June.'],
    ['Further research is warranted.', 'Further research is needed.'],
    ['The data reveal a steady decline.', 'The data show a steady decline.'],
    ['The policy led to a substantial reduction in costs.', 'The policy substantially reduced costs.'],
    [
      'Nitrogen led to a substantial reduction in diversity and a shift toward fast growers.',
      'Nitrogen led to a substantial reduction in diversity and a shift toward fast growers.',
    ],
    ['We will replace it at no additional cost.', 'We will replace it at no extra cost.'],
    ['Budgeting can feel like an overwhelming task.', 'Budgeting can feel overwhelming.'],
    ['We will conduct a thorough review of the claim.', 'We will thoroughly review the claim.'],
    ['We saw 27 cases, the majority of which were mild.', 'We saw 27 cases, most of which were mild.'],
    ['Let us know if this is something you would be interested in.', 'Let us know if you are interested.'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('held-out readings 171–173 (session 16)', () => {
  it.each([
    [
      'In collaboration with immunologist Drew Weissman, Karikó discovered that modifying nucleosides could reduce the immune response to mRNA.',
      'With immunologist Drew Weissman, Karikó discovered that modifying nucleosides could reduce the immune response to mRNA.',
    ],
    [
      'We believe these enhancements will significantly elevate the way you manage your files.',
      'We believe these enhancements will significantly improve the way you manage your files.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });

  it.each([
    ['The course places a strong emphasis on writing.', 'The course strongly stresses writing.'],
    ['Please reply at the earliest opportunity.', 'Please reply as soon as possible.'],
    ['In a tightly contested match, the home side won.', 'In a close match, the home side won.'],
    ['We would like to extend our gratitude to our volunteers.', 'We would like to thank our volunteers.'],
    [
      'We are saddened to share the news that our founder has died.',
      'We are sad to report that our founder has died.',
    ],
    ['Memory is inextricably linked to emotion.', 'Memory is closely linked to emotion.'],
    ['By remaining vigilant, you can stop most scams.', 'By staying alert, you can stop most scams.'],
    ['This enables it to peer through dust.', 'This lets it peer through dust.'],
    ['We strongly encourage you to check your email.', 'Please check your email.'],
    ['We thank you for your patience during this challenging time.', 'We thank you for your patience.'],
    [
      'Due to ongoing industrial action, flights are delayed.',
      'Because of ongoing industrial action, flights are delayed.',
    ],
    ['Drought continues to pose a formidable challenge.', 'Drought continues to be a major challenge.'],
    ['Book a brief 15-minute demo today.', 'Book a 15-minute demo today.'],
    ['He used writing as a means of escape.', 'He used writing as a means of escape.'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('held-out readings 174–176 (session 16)', () => {
  it.each([
    [
      'Light and bursting with citrus, they strike the perfect balance between indulgent and refreshing.',
      'Light and bursting with citrus, they strike the perfect balance between indulgent and refreshing.',
    ],
    ['The film strikes the perfect balance between humor and heart.', 'The film balances humor and heart.'],
    [
      'I did not anticipate how much time would be required for communication alone.',
      'I did not anticipate how much time would be required for communication alone.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'Industry spent $4.1 billion on lobbying, far exceeding the expenditures of labor groups combined.',
      'Industry spent $4.1 billion on lobbying, far exceeding the expenditures of labor groups combined.',
    ],
    [
      'Colleagues remember him as a careful researcher who nevertheless had a remarkable sense of humor.',
      'Colleagues remember him as a careful researcher who nevertheless had a remarkable sense of humor.',
    ],
    [
      'Neither model is dishwasher-safe in its entirety.',
      'Neither model is dishwasher-safe in its entirety.',
    ],
    ['Please read the report in its entirety.', 'Please read the report in full.'],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('phrases the readers of sets 174–176 found left untouched (session 16)', () => {
  it.each([
    ['Regrettably, the event is cancelled.', 'Unfortunately, the event is cancelled.'],
    [
      'The terrace offers breathtaking views of the river.',
      'The terrace offers sweeping views of the river.',
    ],
    ['The model excels in terms of energy efficiency.', 'The model excels in energy efficiency.'],
    ['The law poses a direct challenge to the court.', 'The law directly challenges the court.'],
    ['These are issues of relevance to voters.', 'These are issues relevant to voters.'],
    ['Tantrums are a common phenomenon in toddlers.', 'Tantrums are common in toddlers.'],
    ['Your schedule is as follows:', 'Your schedule is as follows:'],
    ['She departed this life peacefully on Monday.', 'She died peacefully on Monday.'],
    ['She would lend a helping hand to anyone.', 'She would help anyone.'],
    ['You may take up to a maximum of 10 days.', 'You may take up to 10 days.'],
    ['On one occasion, she stayed late to help a student.', 'Once, she stayed late to help a student.'],
    ['This document serves to outline the leave policy.', 'This document outlines the leave policy.'],
    [
      'The jacket is built without compromising on quality.',
      'The jacket is built without compromising quality.',
    ],
    ['The brush makes cleanup a breeze.', 'The brush makes cleanup easy.'],
    ['When it comes to building muscle, protein helps.', 'When it comes to building muscle, protein helps.'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('held-out readings 177–179 (session 16)', () => {
  it.each([
    [
      '- **Reduced administrative burden:** Streamline reporting requirements by 30%.',
      '- **Reduced administrative burden:** Streamline reporting requirements by 30%.',
    ],
    [
      'This question has been at the forefront of education policy debates for over two decades.',
      'This question has been at the forefront of education policy debates for over two decades.',
    ],
    [
      'Policymakers can ensure that technology serves as a catalyst for opportunity rather than a barrier to success.',
      'Policymakers can ensure that technology is a catalyst for opportunity rather than a barrier to success.',
    ],
    [
      'As highlighted by Baddeley (2003), working memory matters in many tasks.',
      'As highlighted by Baddeley (2003), working memory matters in many tasks.',
    ],
    [
      'These findings resonate with prior research on transnational families (Gardner, 2010).',
      'These findings resonate with prior research on transnational families (Gardner, 2010).',
    ],
    [
      'Chaperone volunteers are still needed—please contact Mr. Reyes.',
      'Chaperone volunteers are still needed—please contact Mr. Reyes.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it('strong: no integrated approach that integrates', () => {
    const input =
      'A holistic approach that integrates teacher training and family engagement is essential for every child.';
    expect(run(input, { strength: 'strong' })).not.toMatch(/integrated approach that integrates/u);
  });
});

describe('phrases the readers of sets 177–179 found left untouched (session 16)', () => {
  it.each([
    ['The trip instilled in me a desire to learn.', 'The trip made me want to learn.'],
    ['To achieve optimal results, preheat the oven.', 'For best results, preheat the oven.'],
    ['Planning an event of this magnitude takes months.', 'Planning an event this size takes months.'],
    ['Most cases resolve without the use of medication.', 'Most cases resolve without medication.'],
    ['Good cafés are few and far between.', 'Good cafés are rare.'],
    ['In the winter months, the pass is closed.', 'In winter, the pass is closed.'],
    [
      'Engaging in regular physical activity lowers blood pressure.',
      'Exercising regularly lowers blood pressure.',
    ],
    ['Sandstone forms through a process known as lithification.', 'Sandstone forms through lithification.'],
    [
      'The printing press played a transformative role in European culture.',
      'The printing press transformed European culture.',
    ],
    [
      'This could be an indication that the battery is failing.',
      'This could mean that the battery is failing.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('held-out readings 180–182 (session 16)', () => {
  it.each([
    [
      'Parking at the trailhead requires a Northwest Forest Pass ($5 per day).',
      'Parking at the trailhead requires a Northwest Forest Pass ($5 per day).',
    ],
    [
      'It is clear from your feedback that we fell short of your expectations.',
      'It is clear from your feedback that we fell short of your expectations.',
    ],
    [
      'The pronounced minerality serves as a testament to the Kimmeridgian soils.',
      'The pronounced minerality reflects the Kimmeridgian soils.',
    ],
    ['The huts are located 18 miles apart.', 'The huts are 18 miles apart.'],
    ['We hope to have the opportunity to serve you again.', 'We hope to serve you again.'],
    ['The cellar offered little in the way of comfort.', 'The cellar offered little comfort.'],
    [
      'Throughout the course of the project, we logged every test.',
      'During the project, we logged every test.',
    ],
    ['Staff members will be on hand to help.', 'Staff will be on hand to help.'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'The agave is roasted for four days, which imparts a distinctive smoky character.',
      'The agave is roasted for four days, which imparts a distinctive smoky character.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 183–185 (session 16)', () => {
  it.each([
    [
      'Restorative Yin invites you to slow down into long-held, passive postures supported by bolsters and blankets.',
      'Restorative Yin invites you to slow down into long-held, passive postures supported by bolsters and blankets.',
    ],
    [
      'This approach will let HFL streamline operations and grow.',
      'This approach will let HFL streamline operations and grow.',
    ],
    [
      'Migration patterns played a significant role in facilitating the introduction of new cases.',
      'Migration patterns played an important part in facilitating the introduction of new cases.',
    ],
    [
      'His silence was not a sign of contentment, but rather a testament to his resilience.',
      'His silence was not a sign of contentment, but rather a testament to his resilience.',
    ],
    [
      'FEMA recommends that every home maintain a supply sufficient for at least 72 hours.',
      'FEMA recommends that every home maintain a supply sufficient for at least 72 hours.',
    ],
    [
      'The study followed a cohort encompassing 2.1 million adults.',
      'The study followed a cohort covering 2.1 million adults.',
    ],
    ['Guests can relax and unwind by the pool.', 'Guests can relax by the pool.'],
    ['The majority of this energy is lost as heat.', 'Most of this energy is lost as heat.'],
    ['Kumo Ramen will officially open its doors on May 3.', 'Kumo Ramen will open on May 3.'],
    [
      'Wildfires represent one of the most destructive hazards.',
      'Wildfires are one of the most destructive hazards.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each([
    [
      'It is with great excitement that we unveil Kumo Ramen.',
      'It is with great excitement that we introduce Kumo Ramen.',
    ],
    ['The signal is terminated through reuptake.', 'The signal is terminated through reuptake.'],
    ['The venue must be vacated by midnight.', 'The venue must be vacated by midnight.'],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 186–188 (session 16)', () => {
  it.each([
    [
      'Consider reaching out on significant dates, such as birthdays and anniversaries.',
      'Consider reaching out on significant dates, such as birthdays and anniversaries.',
    ],
    [
      'Yatoro was widely regarded as the most impactful player of the event.',
      'Yatoro was widely regarded as the most influential player of the event.',
    ],
    [
      'Dear Mr. Patel, the mold you inspected is back. It is crucial to address this issue promptly, as mold harms health.',
      'Dear Mr. Patel, the mold you inspected is back. It is vital to address this issue promptly, as mold harms health.',
    ],
    [
      'As you stand on the threshold of the future, it is important to remember that success is a journey.',
      'As you stand on the threshold of the future, it is important to remember that success is a journey.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it('academic: no connector that echoes the sentence it opens', () => {
    const input =
      'K-means is sensitive to its starting point. Consequently, the results may vary with the initial centroids.';
    expect(run(input, { mode: 'academic' })).not.toMatch(/As a result, the results/u);
  });

  it.each([
    ['The pad is notably quieter than its predecessor.', 'The pad is notably quieter than its predecessor.'],
    [
      'GDP is the value of all final goods produced during a specific period of time.',
      'GDP is the value of all final goods produced during a specific period.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('phrases the readers of sets 180–188 found left untouched (session 16)', () => {
  it.each([
    ['Religion occupies a central place in public life.', 'Religion is central to public life.'],
    ['Children under the age of 12 eat free.', 'Children under 12 eat free.'],
    ['The tournament came to a close on Sunday.', 'The tournament ended on Sunday.'],
    ['We would like to express our sincere gratitude to the donors.', 'We would like to thank the donors.'],
    ['Many people shop from the comfort of their own homes.', 'Many people shop at home.'],
    ['In this capacity, you will manage the budget.', 'In this role, you will manage the budget.'],
    ['Setup is a quick and straightforward process.', 'Setup is quick and easy.'],
    ['The poem offers a compelling exploration of grief.', 'The poem explores grief.'],
    ['Please ensure that the hub is plugged in.', 'Please make sure the hub is plugged in.'],
    [
      'Our services are not directed to people under the age of 13. We do not knowingly collect data from children.',
      'Our services are not directed to people under 13. We do not knowingly collect data from children.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('held-out readings 189–191 (session 16)', () => {
  it.each([
    [
      'Mild bruising is normal; however, if you notice significant swelling or bleeding, seek medical attention.',
      'Mild bruising is normal; however, if you notice significant swelling or bleeding, seek medical attention.',
    ],
    [
      'Our records indicate that prior authorization was not obtained prior to the service.',
      'Our records show that prior authorization was not obtained before the service.',
    ],
    [
      'Please familiarize yourself with the list of prohibited items prior to your shift:',
      'Please look over the list of prohibited items before your shift:',
    ],
    [
      'It is crucial that you assist attendees in sorting their waste correctly.',
      'It is vital that you assist attendees in sorting their waste correctly.',
    ],
    ['Current supply falls significantly short of demand.', 'Current supply falls well short of demand.'],
    ['Drought represents a significant challenge for farmers.', 'Drought is a major challenge for farmers.'],
    [
      'The author makes a compelling case that rest is productive.',
      'The author argues convincingly that rest is productive.',
    ],
    ['Could you point me in the direction of the right person?', 'Could you point me to the right person?'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('held-out readings 189–191, strong (session 16)', () => {
  it.each([
    [
      'Embarking on your first marathon is an exciting and rewarding endeavor.',
      'Embarking on your first marathon is an exciting and rewarding endeavor.',
    ],
  ])('strong: %s', (input, expected) => {
    expect(run(input, { strength: 'strong' })).toBe(expected);
  });
});

describe('held-out readings 192–194 (session 16)', () => {
  it.each([
    [
      'We seek papers on moral and political agency in the context of ecological crisis.',
      'We seek papers on moral and political agency in the context of ecological crisis.',
    ],
    [
      'He led a team of 400 engineers and spearheaded a platform migration that cut costs by 35%.',
      'He led a team of 400 engineers and spearheaded a platform migration that cut costs by 35%.',
    ],
    [
      "Its passengers sleep, unaware that the ship's AI has begun to make decisions of its own.",
      "Its passengers sleep, unaware that the ship's AI has begun to make decisions of its own.",
    ],
    [
      'Human capital theory posits that education raises productivity, which in turn leads to higher wages.',
      'Human capital theory posits that education raises productivity, which in turn leads to higher wages.',
    ],
    [
      'Red-winged Blackbirds remained the most abundant species, accounting for 23% of all individuals counted.',
      'Red-winged Blackbirds remained the most abundant species, accounting for 23% of all individuals counted.',
    ],
    [
      'Observation conditions were generally favorable, with the exception of two days of heavy rainfall.',
      'Observation conditions were generally favorable, except for two days of heavy rainfall.',
    ],
    [
      'It is worth noting that the wall does not appear to align with the structures documented in 2019.',
      'The wall does not appear to align with the structures documented in 2019.',
    ],
    [
      'Readers may consider how these themes resonate with their own experiences.',
      'Readers may consider how these themes resonate with their own experiences.',
    ],
    [
      'Moreover, I am deeply aligned with their vision of biodegradable polymers.',
      'I am deeply aligned with their vision of biodegradable polymers.',
    ],
    [
      'Your words about teamwork resonated deeply with everyone in attendance.',
      'Your words about teamwork deeply moved everyone in attendance.',
    ],
    [
      'Rather than closing, the team rallied the community, raising over $85,000 through a crowdfunding campaign.',
      'Rather than closing, the team rallied the community, raising over $85,000 through a crowdfunding campaign.',
    ],
    [
      'The Contractor may disclose information if required by law, provided that the Client is notified in advance.',
      'The Contractor may disclose information if required by law, provided that the Client is notified in advance.',
    ],
    [
      'The company will reimburse expenses incurred in the course of conducting business.',
      'The company will reimburse expenses incurred in the course of conducting business.',
    ],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it('strong: a beacon of inspiration stays one', () => {
    const input = 'Your gift keeps the museum a beacon of inspiration for generations.';
    expect(run(input, { strength: 'strong' })).toMatch(/a beacon of inspiration/u);
  });
});
