/**
 * Wordy verb phrases and set expressions with a shorter plain form ('continue to be' → 'remain'). Register
 * swaps, not markers of machine prose: the phrases transform runs them with PLAIN_SWAPS, and the eval's phrase
 * density does not count them. Same conventions and sources as phrases.ts; every entry is our own.
 *
 * What phrases.ts, nominalisations.ts and redundancy.ts already cover ('in a timely manner', 'give rise to',
 * 'the vast majority of', 'take into consideration' …) is not repeated here. Two engine limits shape the
 * entries below:
 * - A '~be' head replaced by another form of 'be' turns 'were' into 'was' (the inflector has one past of 'be'),
 *   so entries that keep the 'be' ('was located in' → 'was in', 'is of great importance' → 'is very important')
 *   match only the words after it (onlyAfter) or name the form ('is located in' → 'is in').
 * - An irregular verb whose participle is its base form ('come') reads as the base form after 'have' ('has come
 *   to an end' would become 'has end'): those entries skip a preceding 'have' (or an adverb after it), and fixed
 *   entries cover 'have/has/had come'.
 */
import {
  BE_CONTEXT,
  DETERMINER_FOLLOWS,
  EDITORIAL,
  fixed,
  MODAL_CONTEXT,
  NOT_ACADEMIC,
  PLAIN,
  PLAIN_EDITORIAL,
  verb,
} from './entry.js';
import type { PhraseEntry } from './types.js';

/** The forms of 'be' itself (not the linking verbs of BE_CONTEXT): 'is free of charge' → 'is free'. */
const BE_FORMS = ['is', 'are', 'was', 'were', 'be', 'been', 'being', 'am'];

/**
 * Before 'come': a form of 'have', or an adverb that often stands between it and 'come' ('has finally come to an
 * end'), makes 'come' a participle the inflector reads as a base form ('has finally end').
 */
const BEFORE_COME = [
  'has',
  'have',
  'had',
  'having',
  "'ve",
  "i've",
  "we've",
  "you've",
  "they've",
  'finally',
  'now',
  'already',
  'just',
  'also',
  'since',
  'recently',
  'nearly',
  'almost',
  'eventually',
  'gradually',
  'slowly',
  'effectively',
  'officially',
  'suddenly',
];

/**
 * Words before 'to a large extent' where 'largely' sits as well: a form of 'be' or a verb of dependence. After an
 * adjective ('true to a large extent.') or at a sentence start ('To a large extent, …') 'largely' reads badly.
 */
const EXTENT_BEFORE = [
  ...BE_CONTEXT,
  'depend',
  'depends',
  'depended',
  'rely',
  'relies',
  'relied',
  'determined',
  'shaped',
  'driven',
  'influenced',
  'based',
  'explained',
  'caused',
];

/**
 * 'continues to be popular' → 'remains popular'. Only before a determiner or an adjective: 'continues to be used'
 * must not become 'remains used'.
 */
const REMAIN_COMPLEMENTS = ['a', 'an', 'the', 'one', 'popular', 'relevant', 'important'] as const;

/** 'for research purposes' → 'for research'. Not 'tax purposes' or 'practical purposes': set phrases of their own. */
const PURPOSES: readonly (readonly [string, string])[] = [
  ['research', 'research'],
  ['testing', 'testing'],
  ['training', 'training'],
  ['security', 'security'],
  ['safety', 'safety'],
  ['illustrative', 'illustration'],
  ['decorative', 'decoration'],
];

/** 'at a rapid pace' → 'rapidly'. 'at an alarming rate' keeps its alarm and is left out. */
const PACE_ADVERBS: readonly (readonly [string, string, string])[] = [
  ['rapid', 'rate', 'rapidly'],
  ['rapid', 'pace', 'rapidly'],
  ['fast', 'pace', 'fast'],
  ['faster', 'rate', 'faster'],
  ['faster', 'pace', 'faster'],
  ['slow', 'pace', 'slowly'],
  ['steady', 'pace', 'steadily'],
];

/** 'in a professional manner' → 'professionally': adjectives whose -ly adverb says the same. */
const MANNER_ADVERBS: readonly (readonly [string, string])[] = [
  ['professional', 'professionally'],
  ['respectful', 'respectfully'],
  ['appropriate', 'appropriately'],
  ['proper', 'properly'],
  ['systematic', 'systematically'],
  ['ethical', 'ethically'],
  ['explicit', 'explicitly'],
  ['direct', 'directly'],
  ['transparent', 'transparently'],
  ['accurate', 'accurately'],
  ['precise', 'precisely'],
  ['sustainable', 'sustainably'],
  ['concise', 'concisely'],
  ['objective', 'objectively'],
  ['thoughtful', 'thoughtfully'],
  ['honest', 'honestly'],
];

/** 'in a more explicit manner' → 'more explicitly'. */
const MORE_MANNER_ADVERBS: readonly (readonly [string, string])[] = [
  ['efficient', 'efficiently'],
  ['effective', 'effectively'],
  ['consistent', 'consistently'],
  ...MANNER_ADVERBS.filter(([adjective]) => adjective !== 'proper' && adjective !== 'ethical'),
];

/** 'in a different way' → 'differently'. */
const WAY_ADVERBS: readonly (readonly [string, string])[] = [
  ['positive', 'positively'],
  ['negative', 'negatively'],
  ['different', 'differently'],
  ['similar', 'similarly'],
  ['meaningful', 'meaningfully'],
];

/** 'on a voluntary basis' → 'voluntarily' (the daily/weekly/regular … family is in phrases.ts). */
const BASIS_ADVERBS: readonly (readonly [string, string])[] = [
  ['frequent', 'often'],
  ['occasional', 'occasionally'],
  ['consistent', 'consistently'],
  ['voluntary', 'voluntarily'],
  ['individual', 'individually'],
  ['full-time', 'full-time'],
  ['part-time', 'part-time'],
];

/** 'serves to illustrate' → 'illustrates': the verb after 'serve to' carries the meaning. */
const SERVE_TO_VERBS = [
  'illustrate',
  'outline',
  'describe',
  'summarize',
  'summarise',
  'remind',
  'reinforce',
  'undermine',
  'highlight',
  'underline',
  'underscore',
  'emphasize',
  'emphasise',
  'demonstrate',
  'show',
  'reveal',
  'strengthen',
  'explain',
  'deepen',
  'heighten',
  'complicate',
  'justify',
  'introduce',
  'foreshadow',
  'signal',
  'reflect',
  'reduce',
  'increase',
] as const;

/** Measured changes after 'exhibit': 'mutants exhibited reduced growth' → 'showed reduced growth'. */
const SHOWN_CHANGES = [
  'increased',
  'reduced',
  'decreased',
  'elevated',
  'impaired',
  'enhanced',
  'higher',
  'lower',
  'greater',
] as const;

/** 'a' or 'an' before an adjective of the lists above (none starts with a silent h or a 'you' sound). */
const article = (word: string): 'a' | 'an' => (/^[aeiou]/u.test(word) ? 'an' : 'a');

const ENTRIES: PhraseEntry[] = [
  // continuing and remaining
  ...REMAIN_COMPLEMENTS.map((word) =>
    verb(
      `continue-to-be-${word}`,
      `~continue to be ${word}`,
      [`~remain ${word}`],
      'wordy',
      'medium',
      EDITORIAL,
    ),
  ),
  verb('continue-to-remain', '~continue to remain', ['~remain'], 'wordy', 'medium', EDITORIAL),

  // conclusions and endings ('come' after 'have' has fixed entries: see the header)
  ...(['have', 'has', 'had'] as const).flatMap((have) => [
    fixed(
      `${have}-come-to-the-conclusion-that`,
      `${have} come to the conclusion that`,
      [`${have} concluded that`],
      'wordy',
      'medium',
      PLAIN_EDITORIAL,
    ),
    fixed(
      `${have}-come-to-an-end`,
      `${have} come to an end`,
      [`${have} ended`],
      'wordy',
      'medium',
      EDITORIAL,
    ),
  ]),
  verb(
    'come-to-the-conclusion-that',
    '~come to the conclusion that',
    ['~conclude that'],
    'wordy',
    'medium',
    PLAIN_EDITORIAL,
    { notAfter: BEFORE_COME },
  ),
  verb(
    'reach-the-conclusion-that',
    '~reach the conclusion that',
    ['~conclude that'],
    'wordy',
    'medium',
    PLAIN_EDITORIAL,
  ),
  verb(
    'arrive-at-the-conclusion-that',
    '~arrive at the conclusion that',
    ['~conclude that'],
    'wordy',
    'medium',
    PLAIN_EDITORIAL,
  ),
  verb('come-to-an-end', '~come to an end', ['~end'], 'wordy', 'medium', EDITORIAL, {
    notAfter: BEFORE_COME,
  }),

  // purposes: the noun already says what for
  // 'as medicine' needs a verb of use before it; 'legal for medicinal purposes' stays.
  fixed('for-medicinal-purposes', 'for medicinal purposes', ['as medicine'], 'wordy', 'medium', EDITORIAL, {
    onlyAfter: ['used', 'use', 'uses', 'using', 'employed', 'taken', 'consumed'],
  }),
  ...PURPOSES.map(([adjective, plain]) =>
    fixed(
      `for-${adjective}-purposes`,
      `for ${adjective} purposes`,
      [`for ${plain}`],
      'wordy',
      'medium',
      EDITORIAL,
    ),
  ),
  fixed('for-the-purposes-of', 'for the purposes of', ['for'], 'wordy', 'medium', PLAIN),
  fixed('in-a-bid-to', 'in a bid to', ['to'], 'wordy', 'medium', EDITORIAL),

  // pace and manner: the adverb says it in one word
  ...PACE_ADVERBS.map(([adjective, noun, adverb]) =>
    // 'at a rapid rate of 5% a year' names the rate.
    fixed(`at-a-${adjective}-${noun}`, `at a ${adjective} ${noun}`, [adverb], 'wordy', 'medium', EDITORIAL, {
      notBefore: ['of'],
    }),
  ),
  fixed('in-a-timely-fashion', 'in a timely fashion', ['promptly'], 'wordy', 'medium', PLAIN),
  fixed(
    'in-a-clear-and-concise-manner',
    'in a clear and concise manner',
    ['clearly and concisely'],
    'wordy',
    'medium',
    PLAIN_EDITORIAL,
  ),
  ...MANNER_ADVERBS.map(([adjective, adverb]) =>
    fixed(
      `in-${article(adjective)}-${adjective}-manner`,
      `in ${article(adjective)} ${adjective} manner`,
      [adverb],
      'wordy',
      'medium',
      PLAIN_EDITORIAL,
    ),
  ),
  ...WAY_ADVERBS.map(([adjective, adverb]) =>
    fixed(`in-a-${adjective}-way`, `in a ${adjective} way`, [adverb], 'wordy', 'medium', EDITORIAL),
  ),
  ...MORE_MANNER_ADVERBS.map(([adjective, adverb]) =>
    fixed(
      `in-a-more-${adjective}-manner`,
      `in a more ${adjective} manner`,
      [`more ${adverb}`],
      'wordy',
      'medium',
      PLAIN_EDITORIAL,
    ),
  ),
  ...BASIS_ADVERBS.map(([adjective, adverb]) =>
    fixed(
      `on-${article(adjective)}-${adjective}-basis`,
      `on ${article(adjective)} ${adjective} basis`,
      [adverb],
      'wordy',
      'medium',
      PLAIN,
    ),
  ),
  fixed('on-a-global-scale', 'on a global scale', ['globally'], 'wordy', 'medium', EDITORIAL),

  // time
  fixed('in-the-recent-past', 'in the recent past', ['recently'], 'wordy', 'medium', PLAIN_EDITORIAL),
  fixed('in-the-distant-past', 'in the distant past', ['long ago'], 'wordy', 'medium', EDITORIAL),
  // 'in the present day and age' is a cliché of its own; 'today and age' would be nonsense.
  fixed('in-the-present-day', 'in the present day', ['today'], 'wordy', 'medium', EDITORIAL, {
    notBefore: ['and'],
  }),
  // 'the state at the current time step' is a term.
  fixed('at-the-current-time', 'at the current time', ['currently'], 'wordy', 'medium', PLAIN, {
    notBefore: ['step', 'steps', 'point', 'instant', 'frame'],
  }),
  fixed('up-to-this-point-in-time', 'up to this point in time', ['so far'], 'wordy', 'medium', PLAIN),
  // 'walk up to this point on the map' is a place, not a time.
  fixed('up-to-this-point', 'up to this point', ['so far'], 'wordy', 'medium', PLAIN_EDITORIAL, {
    notAfter: [
      'walk',
      'walked',
      'climb',
      'climbed',
      'come',
      'came',
      'go',
      'went',
      'run',
      'ran',
      'drive',
      'drove',
      'move',
      'moved',
      'scroll',
      'count',
      'all',
      'right',
      'way',
    ],
  }),
  fixed('at-some-point-in-time', 'at some point in time', ['at some point'], 'wordy', 'medium', PLAIN),
  fixed('at-any-point-in-time', 'at any point in time', ['at any time'], 'wordy', 'medium', PLAIN),
  fixed('at-a-later-point-in-time', 'at a later point in time', ['later'], 'wordy', 'medium', PLAIN),
  fixed(
    'at-some-point-in-the-future',
    'at some point in the future',
    ['at some point'],
    'wordy',
    'medium',
    EDITORIAL,
  ),
  fixed('a-short-period-of-time', 'a short period of time', ['a short time'], 'wordy', 'medium', PLAIN),
  fixed('a-long-period-of-time', 'a long period of time', ['a long time'], 'wordy', 'medium', PLAIN),
  fixed('during-the-time-that', 'during the time that', ['while'], 'wordy', 'medium', PLAIN),

  // how often, how much
  // The adverb keeps the hedge: 'it is often the case that X' claims no more than 'often X'.
  ...(['often', 'usually', 'generally', 'sometimes'] as const).map((adverb) =>
    fixed(
      `it-is-${adverb}-the-case-that`,
      `it is ${adverb} the case that`,
      [adverb],
      'wordy',
      'medium',
      EDITORIAL,
    ),
  ),
  // Not inside 'as a general rule of thumb'.
  fixed('as-a-general-rule', 'as a general rule', ['generally'], 'wordy', 'medium', EDITORIAL, {
    notBefore: ['of'],
  }),
  // 'largely' sits after a verb ('depends largely on'), not after an adjective or at a sentence start.
  ...(['large', 'great', 'considerable'] as const).map((adjective) =>
    fixed(
      `to-a-${adjective}-extent`,
      `to a ${adjective} extent`,
      ['largely'],
      'wordy',
      'medium',
      PLAIN_EDITORIAL,
      {
        onlyAfter: EXTENT_BEFORE,
      },
    ),
  ),
  // 'due in large part to' → 'due largely to'; an opener with a comma ('In large part, …') stays.
  fixed('in-large-part', 'in large part', ['largely'], 'wordy', 'medium', EDITORIAL, { notBefore: [','] }),
  ...(['considerable', 'substantial'] as const).map((adjective) =>
    fixed(`a-${adjective}-number-of`, `a ${adjective} number of`, ['many'], 'wordy', 'medium', PLAIN, {
      notBefore: DETERMINER_FOLLOWS,
    }),
  ),
  fixed('large-numbers-of', 'large numbers of', ['many'], 'wordy', 'medium', PLAIN, {
    // A degree word before it would be left modifying 'many' ('relatively many birds').
    notAfter: [
      'very',
      'such',
      'so',
      'too',
      'quite',
      'really',
      'fairly',
      'relatively',
      'comparatively',
      'extremely',
      'sufficiently',
      'unusually',
      'equally',
    ],
    notBefore: DETERMINER_FOLLOWS,
  }),
  fixed('a-great-many', 'a great many', ['many'], 'wordy', 'medium', EDITORIAL),
  fixed(
    'a-good-deal-of',
    'a good deal of',
    { default: ['a lot of', 'much'], academic: ['much'], concise: ['much'] },
    'wordy',
    'medium',
    PLAIN,
  ),
  // 'releases a small amount of mucus and protein threads': 'a little' cannot reach a plural in a pair.
  fixed('a-small-amount-of', 'a small amount of', ['a little'], 'wordy', 'medium', PLAIN, {
    notLater: ['and', 'or'],
  }),
  fixed('a-large-part-of', 'a large part of', ['much of'], 'wordy', 'medium', PLAIN),
  fixed(
    'the-overwhelming-majority-of',
    'the overwhelming majority of',
    ['almost all'],
    'wordy',
    'medium',
    PLAIN_EDITORIAL,
    { notBefore: DETERMINER_FOLLOWS },
  ),

  // place
  fixed('in-the-vicinity-of', 'in the vicinity of', ['near'], 'wordy', 'medium', PLAIN_EDITORIAL),
  fixed('adjacent-to', 'adjacent to', ['next to'], 'wordy', 'medium', PLAIN, { modes: NOT_ACADEMIC }),
  // 'The museum was located in Paris' → 'was in Paris': after a form of 'be', which stays as written (see the
  // header). 'is' and 'are' come with their subject: 'where it is located in the library' → 'where it is in the
  // library' would then be contracted to 'where it's in the library', so a pronoun subject keeps the phrase.
  ...(['in', 'on', 'at', 'near'] as const).map((preposition) =>
    fixed(
      `be-located-${preposition}`,
      `located ${preposition}`,
      [preposition],
      'wordy',
      'medium',
      EDITORIAL,
      {
        onlyAfter: ['was', 'were', 'be', 'been', 'being'],
      },
    ),
  ),
  ...(['is', 'are'] as const).flatMap((be) =>
    (['in', 'on'] as const).map((preposition) =>
      fixed(
        `${be}-located-${preposition}`,
        `${be} located ${preposition}`,
        [`${be} ${preposition}`],
        'wordy',
        'medium',
        EDITORIAL,
        { notAfter: ['it', 'that', 'there', 'what', 'who', 'you', 'we', 'they', 'i', 'he', 'she'] },
      ),
    ),
  ),

  // relations, reasons and padding
  // 'the money owing to him' means 'owed'.
  fixed('owing-to', 'owing to', ['because of'], 'wordy', 'medium', EDITORIAL, {
    notAfter: [
      'money',
      'sum',
      'sums',
      'amount',
      'amounts',
      'balance',
      'debt',
      'debts',
      'rent',
      'fees',
      'wages',
    ],
  }),
  fixed('pursuant-to', 'pursuant to', ['under'], 'wordy', 'medium', PLAIN),
  // 'the way in which people learn' → 'the way people learn': grammatical wherever the phrase stands.
  fixed('the-way-in-which', 'the way in which', ['the way'], 'wordy', 'medium', EDITORIAL),
  fixed('the-ways-in-which', 'the ways in which', ['the ways'], 'wordy', 'medium', EDITORIAL),
  fixed('the-manner-in-which', 'the manner in which', ['the way'], 'wordy', 'medium', EDITORIAL),
  fixed('in-and-of-itself', 'in and of itself', ['in itself'], 'wordy', 'medium', EDITORIAL),
  fixed('time-and-time-again', 'time and time again', ['repeatedly'], 'wordy', 'medium', EDITORIAL),
  fixed('the-general-public', 'the general public', ['the public'], 'wordy', 'medium', EDITORIAL),
  // 'is free of charge' → 'is free'; after a verb ('offered free of charge') 'free' alone can read as 'freely'.
  fixed('free-of-charge', 'free of charge', ['free'], 'wordy', 'medium', EDITORIAL, { onlyAfter: BE_FORMS }),
  fixed('please-be-advised-that', 'please be advised that', [''], 'filler', 'medium', PLAIN_EDITORIAL),

  // 'be of' + noun where the adjective says it: after a linking verb only, which stays as written
  fixed('of-great-importance', 'of great importance', ['very important'], 'wordy', 'medium', PLAIN, {
    onlyAfter: BE_CONTEXT,
  }),
  fixed(
    'of-particular-importance',
    'of particular importance',
    ['particularly important'],
    'wordy',
    'medium',
    PLAIN,
    {
      onlyAfter: BE_CONTEXT,
    },
  ),
  fixed('of-great-value', 'of great value', ['very valuable'], 'wordy', 'medium', PLAIN, {
    onlyAfter: BE_CONTEXT,
  }),
  fixed('be-of-use', 'of use', ['useful'], 'wordy', 'medium', PLAIN, { onlyAfter: BE_FORMS }),
  verb('be-of-little-importance', '~be of little importance', ['~matter little'], 'wordy', 'medium', PLAIN),

  // 'be' + noun phrase where one verb says it (hidden verbs)
  verb('be-of-the-belief-that', '~be of the belief that', ['~believe that'], 'wordy', 'medium', PLAIN),
  // 'of the same opinion as you' would need 'agree with you'.
  verb('be-of-the-same-opinion', '~be of the same opinion', ['~agree'], 'wordy', 'medium', PLAIN_EDITORIAL, {
    notBefore: ['as'],
  }),
  verb(
    'be-a-clear-indication-of',
    '~be a clear indication of',
    ['clearly ~indicate'],
    'wordy',
    'medium',
    PLAIN,
  ),
  verb('be-an-indication-of', '~be an indication of', ['~indicate'], 'wordy', 'medium', PLAIN),
  verb('be-an-illustration-of', '~be an illustration of', ['~illustrate'], 'wordy', 'medium', PLAIN),
  verb('be-in-conflict-with', '~be in conflict with', ['~conflict with'], 'wordy', 'medium', PLAIN),
  verb('be-in-contrast-to', '~be in contrast to', ['~contrast with'], 'wordy', 'medium', PLAIN),
  verb('be-in-contrast-with', '~be in contrast with', ['~contrast with'], 'wordy', 'medium', PLAIN),
  verb('be-in-existence', '~be in existence', ['~exist'], 'wordy', 'medium', PLAIN),
  verb('be-successful-in', '~be successful in', ['~succeed in'], 'wordy', 'medium', PLAIN_EDITORIAL),
  fixed('be-in-a-position-to', 'be in a position to', ['be able to'], 'wordy', 'medium', PLAIN),
  // 'could', not 'was able to': transforms/restructure turns 'was able to decide' into 'decided', and being in a
  // position to decide is not deciding.
  fixed('was-in-a-position-to', 'was in a position to', ['could'], 'wordy', 'medium', PLAIN),
  fixed('were-in-a-position-to', 'were in a position to', ['could'], 'wordy', 'medium', PLAIN),
  // 'will be in the process of being reviewed' would become 'will be being reviewed'.
  fixed('be-in-the-process-of', 'be in the process of', ['be'], 'wordy', 'medium', PLAIN, {
    notBefore: ['being'],
  }),
  fixed('has-the-option-to', 'has the option to', ['can'], 'wordy', 'medium', PLAIN_EDITORIAL),
  fixed('have-the-option-to', 'have the option to', ['can'], 'wordy', 'medium', PLAIN_EDITORIAL, {
    notAfter: MODAL_CONTEXT,
  }),

  // verb + noun where the noun is the action (hidden verbs)
  verb('have-a-bearing-on', '~have a bearing on', ['~affect'], 'wordy', 'medium', PLAIN_EDITORIAL),
  verb('exert-an-influence-on', '~exert an influence on', ['~influence'], 'wordy', 'medium', PLAIN),
  verb('give-a-boost-to', '~give a boost to', ['~boost'], 'wordy', 'medium', EDITORIAL),
  verb('give-some-thought-to', '~give some thought to', ['~think about'], 'wordy', 'medium', PLAIN),
  verb('give-thought-to', '~give thought to', ['~consider'], 'wordy', 'medium', PLAIN),
  // 'take the place of honour' is a seat, not a replacement.
  verb('take-the-place-of', '~take the place of', ['~replace'], 'wordy', 'medium', EDITORIAL, {
    notBefore: ['honour', 'honor'],
  }),
  verb('take-note-of', '~take note of', ['~note'], 'wordy', 'medium', PLAIN),
  verb('make-a-note-of', '~make a note of', ['~note'], 'wordy', 'medium', PLAIN),
  verb('pay-a-visit-to', '~pay a visit to', ['~visit'], 'wordy', 'medium', EDITORIAL),
  // Past only: 'I have a meeting with the CEO at three' is an appointment, not 'I meet with'.
  fixed('had-a-meeting-with', 'had a meeting with', ['met with'], 'wordy', 'medium', PLAIN),
  verb('have-a-conversation-with', '~have a conversation with', ['~talk to'], 'wordy', 'medium', EDITORIAL, {
    modes: NOT_ACADEMIC,
  }),
  verb('conduct-an-interview-with', '~conduct an interview with', ['~interview'], 'wordy', 'medium', PLAIN),
  verb('submit-an-application-for', '~submit an application for', ['~apply for'], 'wordy', 'medium', PLAIN),
  verb('extend-an-invitation-to', '~extend an invitation to', ['~invite'], 'wordy', 'medium', PLAIN),
  verb('extend-my-thanks-to', '~extend my thanks to', ['~thank'], 'wordy', 'medium', EDITORIAL),
  ...SERVE_TO_VERBS.map((word) =>
    verb(`serve-to-${word}`, `~serve to ${word}`, [`~${word}`], 'wordy', 'medium', EDITORIAL),
  ),

  // partners, names and causes
  // 'will lead the project in collaboration with the network' → 'with the network'. After 'engage'
  // nominalisations.ts has '~engage in collaboration with' → 'collaborate with', and 'engaged with' would mean
  // something else.
  fixed('in-collaboration-with', 'in collaboration with', ['with'], 'wordy', 'medium', PLAIN_EDITORIAL, {
    notAfter: ['engage', 'engages', 'engaged', 'engaging'],
  }),
  // 'the European Recovery Program, commonly known as the Marshall Plan' → 'known as'; 'more commonly known as'
  // compares and stays.
  fixed('commonly-known-as', 'commonly known as', ['known as'], 'wordy', 'medium', EDITORIAL, {
    notAfter: ['more', 'most', 'less', 'least'],
  }),
  fixed('in-the-aftermath-of', 'in the aftermath of', ['after'], 'wordy', 'medium', PLAIN_EDITORIAL),
  fixed(
    'in-the-immediate-aftermath-of',
    'in the immediate aftermath of',
    ['immediately after'],
    'wordy',
    'medium',
    PLAIN_EDITORIAL,
  ),
  // 'The package was delayed due to a sorting error' → 'delayed by …'; other participles take 'because of'.
  // 'due to the fact that' is phrases.ts's ('because'), which 'delayed by the fact that' would pre-empt.
  fixed('delayed-due-to', 'delayed due to', ['delayed by'], 'wordy', 'medium', PLAIN_EDITORIAL, {
    notLater: ['the fact that'],
  }),
  // After other participles, 'because of'; only the 'due to' is replaced, so the participle keeps its spelling.
  // Before 'the fact that' the longer phrases.ts entry ('because') comes first. Opening a sentence ('Due to
  // ongoing industrial action, …') it is a cause too.
  fixed('participle-due-to', 'due to', ['because of'], 'wordy', 'medium', PLAIN_EDITORIAL, {
    onlyAfter: [
      '<start>',
      'postponed',
      'cancelled',
      'canceled',
      'processed',
      'closed',
      'suspended',
      'halted',
      'interrupted',
    ],
  }),
  // 'You don't need to return anything or take any further action' → '… or do anything else'. Only after 'to'
  // or 'or' (what a reader need not do): 'If you take any further action, we will sue' is legal action. The
  // negation stays outside the phrase, in the writer's own words.
  fixed(
    'take-any-further-action',
    'take any further action',
    ['do anything else'],
    'wordy',
    'medium',
    PLAIN_EDITORIAL,
    { onlyAfter: ['to', 'or'], modes: NOT_ACADEMIC },
  ),
  // 'the people I had the privilege of working alongside' → 'the people I worked alongside' (the writer's own
  // preposition). An acknowledgement in academic prose keeps its courtesy.
  ...(
    [
      ['had-the-privilege-of-working-with', 'had the privilege of working with', 'worked with'],
      [
        'had-the-privilege-of-working-alongside',
        'had the privilege of working alongside',
        'worked alongside',
      ],
      ['had-the-pleasure-of-working-with', 'had the pleasure of working with', 'worked with'],
    ] as const
  ).map(([id, pattern, plain]) =>
    fixed(id, pattern, [plain], 'wordy', 'medium', EDITORIAL, { modes: NOT_ACADEMIC }),
  ),
  // 'my partner opted for the short rib' → 'chose the short rib'; 'opted to stay' → 'chose to stay'.
  verb('opt-for', '~opt for', ['~choose'], 'wordy', 'medium', PLAIN_EDITORIAL),
  verb('opt-to', '~opt to', ['~choose to'], 'wordy', 'medium', PLAIN_EDITORIAL),
  // 'for the remainder of the year' → 'for the rest of the year'; 'solve for the remainder of' is arithmetic.
  fixed('for-the-remainder-of', 'for the remainder of', ['for the rest of'], 'wordy', 'medium', PLAIN, {
    notAfter: ['solve', 'solves', 'solved', 'solving'],
  }),

  // letters and requests
  // 'Should you require any further information, please call' → 'If you need more information, please call'.
  ...(
    [
      ['should-you-require-any-further-information', 'should you require any further information'],
      ['should-you-require-any-additional-information', 'should you require any additional information'],
      ['should-you-require-further-information', 'should you require further information'],
    ] as const
  ).map(([id, pattern]) =>
    fixed(id, pattern, ['if you need more information'], 'wordy', 'medium', EDITORIAL),
  ),
  fixed(
    'should-you-have-any-further-questions',
    'should you have any further questions',
    ['if you have any more questions'],
    'wordy',
    'medium',
    EDITORIAL,
  ),
  // 'the lessons it imparted' → 'the lessons it taught'; 'impart knowledge' → 'pass on knowledge'. Only where
  // what is imparted is learned: a spice imparts flavour, which nobody teaches.
  ...(['it', 'he', 'she', 'they', 'we', 'you'] as const).map((who) =>
    fixed(`${who}-imparted`, `${who} imparted`, [`${who} taught`], 'wordy', 'medium', EDITORIAL, {
      onlyAfter: ['lessons', 'lesson', 'skills', 'values'],
    }),
  ),
  verb('impart-knowledge', '~impart knowledge', ['~pass on knowledge'], 'wordy', 'medium', PLAIN_EDITORIAL),
  verb('impart-wisdom', '~impart wisdom', ['~pass on wisdom'], 'wordy', 'medium', PLAIN_EDITORIAL),
  verb('impart-skills', '~impart skills', ['~teach skills'], 'wordy', 'medium', PLAIN_EDITORIAL),
  // 'exhibited signs of stress' → 'showed signs of stress'; 'mutants exhibited reduced growth' → 'showed reduced
  // growth'. Only before what an organism or a measure shows: 'the gallery exhibited her paintings' stays
  // (phrases.ts has bare '~exhibit' at strong).
  ...(['exhibit', 'display'] as const).flatMap((verbWord) =>
    (['signs of', 'symptoms of', 'symptoms', 'behaviors', 'behaviours'] as const).map((what) =>
      verb(
        `${verbWord}-${what.replace(' ', '-')}`,
        `~${verbWord} ${what}`,
        [`~show ${what}`],
        'wordy',
        'medium',
        PLAIN_EDITORIAL,
      ),
    ),
  ),
  ...SHOWN_CHANGES.map((change) =>
    verb(`exhibit-${change}`, `~exhibit ${change}`, [`~show ${change}`], 'wordy', 'medium', PLAIN_EDITORIAL),
  ),
  // 'has become a hotly debated topic over the past decade' → 'has become hotly debated over …': after a linking
  // verb, which stays. Not before a clause or phrase that needs the noun ('a hotly debated topic that …').
  ...(['topic', 'issue', 'subject'] as const).map((what) =>
    fixed(
      `a-hotly-debated-${what}`,
      `a hotly debated ${what}`,
      ['hotly debated'],
      'wordy',
      'medium',
      EDITORIAL,
      {
        onlyAfter: BE_CONTEXT,
        notBefore: ['that', 'which', 'where', 'whose', 'with', 'of', 'like', 'such', 'to'],
      },
    ),
  ),
  // 'often referred to as the "First Lady of Physics"' → 'often called …'; 'commonly referred to as
  // hallucinations' → 'known as hallucinations' (cf. 'commonly known as'). 'more commonly …' compares and stays.
  fixed('commonly-referred-to-as', 'commonly referred to as', ['known as'], 'wordy', 'medium', EDITORIAL, {
    notAfter: ['more', 'most', 'less', 'least'],
  }),
  ...(['often', 'sometimes', 'also'] as const).map((how) =>
    fixed(`${how}-referred-to-as`, `${how} referred to as`, [`${how} called`], 'wordy', 'medium', EDITORIAL, {
      notAfter: ['more', 'most', 'less', 'least'],
    }),
  ),
  // 'made major contributions to the field of nuclear physics' → 'contributions to nuclear physics'.
  ...(['contribution', 'contributions'] as const).map((what) =>
    fixed(`${what}-to-the-field-of`, `${what} to the field of`, [`${what} to`], 'wordy', 'medium', EDITORIAL),
  ),
  // 'comfortable to hold for extended periods' → 'for long periods'.
  fixed(
    'for-extended-periods-of-time',
    'for extended periods of time',
    ['for long periods'],
    'wordy',
    'medium',
    PLAIN,
  ),
  fixed('for-extended-periods', 'for extended periods', ['for long periods'], 'wordy', 'medium', PLAIN),
  fixed(
    'for-an-extended-period-of-time',
    'for an extended period of time',
    ['for a long time'],
    'wordy',
    'medium',
    PLAIN,
  ),
  // 'for an extended period of rest' names the period.
  fixed('for-an-extended-period', 'for an extended period', ['for a long time'], 'wordy', 'medium', PLAIN, {
    notBefore: ['of'],
  }),
  // 'Then, attempt to start the car' → 'Then, try to start the car'. The verb only: after a subject, a modal,
  // 'to' or a comma, where 'attempt' cannot be the noun ('an attempt to', 'the first attempt to'). Academic prose
  // keeps 'we attempt to'.
  fixed('attempt-to', 'attempt to', ['try to'], 'wordy', 'medium', PLAIN, {
    onlyAfter: [
      'i',
      'we',
      'you',
      'they',
      'then',
      'to',
      'will',
      'would',
      'should',
      'must',
      'can',
      'could',
      'may',
      'might',
      ',',
    ],
    modes: NOT_ACADEMIC,
  }),
];

/** Longest pattern first (stable within a length), as phrases.ts does, so no short pattern pre-empts a longer one. */
export const WORDY: readonly PhraseEntry[] = ENTRIES.sort(
  (a, b) => b.pattern.split(' ').length - a.pattern.split(' ').length,
);
