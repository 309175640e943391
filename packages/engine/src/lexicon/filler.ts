/**
 * Throat-clearing, signposting and chatbot leftovers to delete or shorten, as regular expressions.
 *
 * Sources (facts learned; patterns, replacements and examples are our own):
 * - Wikipedia:Signs of AI writing (CC BY-SA 4.0): collaborative-communication artifacts ('I hope this helps',
 *   'Certainly!'), knowledge-cutoff disclaimers, persuasive tropes, 'In today's ... world' openers.
 * - blader/humanizer SKILL.md (MIT): filler phrases ('It is important to note that'), signposting ('Let's dive
 *   in'), persuasive authority tropes ('At its core', 'The reality is').
 * - adenaufal/anti-slop-writing vocabulary-banlist.md (MIT): opening/closing crutches ('It's worth noting that',
 *   'At the end of the day', 'In the ever-evolving landscape of').
 * - US federal Plain Language Guidelines (public domain): omit words that add nothing.
 *
 * How the engine uses an entry: compile `pattern` with FILLER_FLAGS and run `sentence.replace(regex,
 * replacement)` (named groups are referenced as $<name>), then capitalise the sentence's first letter.
 * - scope 'sentence-start': the pattern is anchored with '^' and eats the trailing comma/space.
 * - scope 'clause': the pattern may also start right after a clause boundary (',', ';', ':', or a coordinating
 *   or subordinating conjunction), e.g. 'However, it is worth noting that X' → 'However, X'.
 * - scope 'sentence': the whole sentence is a leftover; the engine drops it (pattern is anchored ^...$).
 * Connectors ('Furthermore,', 'In conclusion,', 'Overall,', 'Firstly,') live in connectors.ts, not here.
 * No pattern contains a negator (not, no, never, n't, none, without, nor): deleting one would change meaning,
 * so 'It goes without saying that', 'There is no doubt that', 'Last but not least' are deliberately absent.
 */
import type { RewriteMode, RewriteStrength } from '@wordwright/contracts';
import type { LexiconSource, PhraseCategory } from './types.js';

export type FillerScope = 'sentence-start' | 'clause' | 'sentence';

export interface FillerEntry {
  /** Stable rule id, kebab-case, unique across all tables. */
  id: string;
  /** RegExp source; compile with FILLER_FLAGS. */
  pattern: string;
  scope: FillerScope;
  /** Replacement for String.prototype.replace ('' deletes; '$<name>' re-inserts a named group). */
  replacement: string;
  category: Extract<PhraseCategory, 'filler' | 'signpost' | 'cliche' | 'hedge'>;
  minStrength: RewriteStrength;
  sources: LexiconSource[];
  /** Modes in which the entry applies; absent = every mode. */
  modes?: RewriteMode[];
  /**
   * Only in a text that addresses its reader ('you', 'your'): there advice reads naturally as an instruction,
   * where in an essay the same imperative would start ordering the reader about.
   */
  addressed?: boolean;
  /**
   * Not in a text written in the voice of a group ('we', 'our' more than once: a letter from a team, a CEO's
   * update): there 'it is important to be open' states the group's own aim, and an imperative would turn it
   * into an order to the reader.
   */
  notInWeVoice?: boolean;
  /** Kept when it is the text's last sentence: there it is the closing call to action, not a signpost. */
  notLast?: boolean;
  /** Kept in the text's first sentence: the replacement turns to a topic, and there is none before it. */
  notFirst?: boolean;
  /** Kept right after a question: there 'Absolutely!' is the answer ('Can I bring a guest? Absolutely!'). */
  notAfterQuestion?: boolean;
  /** A sentence the pattern matches, and what it becomes (after the engine re-capitalises). Used by tests. */
  example: string;
  result: string;
}

/** Case-insensitive, Unicode (curly apostrophes). */
export const FILLER_FLAGS = 'iu';

/** Straight or curly apostrophe. */
const APOS = "['\u2019]";
/** 'it is' or "it's". */
const IT_IS = `it(?: is|${APOS}s)`;
/**
 * Where an instruction may start: the sentence start, after a fronted phrase's comma, or after 'but'/'so'
 * ('…, but limit your intake'). Not after 'and' or 'because': '95 pesos, and arrive early' is no sentence.
 */
// After 'so' ('…added sugars, so check the label'); after 'but' only where the sentence already speaks to the
// reader: 'Rock climbing is exhilarating, but prioritize safety' would join a statement to a bare command.
const INSTRUCTION_START = String.raw`(?<=^|[,;:]\s|\bso\s|\b(?:you|your)\b[^.!?]*\bbut\s)`;
/** Start of a sentence or of a clause inside it. */
/** Verbs that open a command ('start small', 'don't rush'), for frames that may only stand before one. */
const COMMAND =
  '(?:start|try|keep|make|choose|use|avoid|look|check|be|do|always|remember|consider|think|ask|take|get|find|pick|plan|set|go|begin|focus|aim)';
const CLAUSE = String.raw`(?<=^|[,;:]\s|\b(?:and|but|so|yet|because|although|though|while|since|whereas)\s)`;
/** Verbs that only announce the clause that follows ('note that', 'remember that'). */
const EMPTY_VERBS =
  'note|remember|mention|emphasize|emphasise|stress|point out|highlight|reiterate|keep in mind|bear in mind|add';
/** Refuse when a second 'and that ...' clause depends on the deleted verb ('acknowledge that X and that Y'). */
const NO_COORDINATED_THAT = String.raw`(?![^.;!?]*\b(?:and|or|but) that\b)`;
/** A second infinitive later in the sentence ('to use … and to make sure …'), which needs the 'to' before it. */
// ('act quickly but not to panic': a second infinitive after one more word too.)
const NO_SECOND_INFINITIVE = String.raw`(?![^.;!?]*\b(?:and|or|but)(?: \p{L}+)? to\b)`;
/** Words that end a noun phrase naming people or bodies that can act on advice. */
const ACTORS = [
  'people',
  'person',
  'everyone',
  'everybody',
  'anyone',
  'anybody',
  'someone',
  'individuals?',
  'students?',
  'parents?',
  'children',
  'child',
  'kids',
  'teachers?',
  'educators?',
  'researchers?',
  'scientists?',
  'scholars?',
  'historians?',
  'governments?',
  'companies',
  'company',
  'businesses',
  'business owners?',
  'organi[sz]ations?',
  'employers?',
  'employees?',
  'workers?',
  'leaders?',
  'managers?',
  'policymakers?',
  'lawmakers?',
  'officials?',
  'authorities',
  'citizens?',
  'consumers?',
  'customers?',
  'users?',
  'developers?',
  'designers?',
  'writers?',
  'readers?',
  'doctors?',
  'nurses?',
  'patients?',
  'families',
  'couples?',
  'adults?',
  'teens',
  'teenagers?',
  'young people',
  'schools?',
  'universities',
  'communities',
  'countries',
  'nations?',
  'societies',
  'investors?',
  'travell?ers?',
  'drivers?',
  'owners?',
  'members?',
  'teams?',
  'staff',
  'professionals?',
  'practitioners?',
  'clinicians?',
  'journalists?',
  'athletes?',
  'coaches?',
  'players?',
  'voters?',
  'mothers?',
  'fathers?',
].join('|');
/** 'for young people', 'for anyone who travels often', 'for the team and its coach': who can act, as `who`. */
const WHO_CAN_ACT = String.raw`(?!(?:us|them|him|her|me|whom)\b)(?<who>(?:[a-z][a-z'\u2019-]* ){0,6}?(?:${ACTORS})(?: (?:who|that) [a-z][a-z'\u2019 -]{0,40}?)?)`;
/** A short topic phrase up to the next comma. */
const TOPIC = '(?<topic>[^,;:.!?]{1,60}?)';
/**
 * A field ('technology', 'social media', 'economics'), not a plural of things: 'In today's fast-paced world of
 * overcrowded tourist hotspots, Omiš offers an escape' must not become 'In overcrowded tourist hotspots, …'.
 */
const FIELD = '(?<topic>[^,;:.!?]{0,59}?(?:ss|ics|ness|[^s]))';

/**
 * Where a first-person frame may go without leaving an opener dangling: the sentence start, a conjunction, or an
 * opener of time or setting that is not a participle ('After three months of use, ', 'In my experience, ').
 */
const FRAME_START = String.raw`(?<=^|\b(?:and|but|so|yet) |(?:^|, |\b(?:and|but|so|yet) )(?:after|over|in|within|since) (?![a-z]+ing\b)[^,;:.!?]{1,50}, )`;
/** 'great pleasure', 'the utmost pleasure', 'delight': the feeling a letter's cleft opener announces. */
const PLEASURE =
  '(?:(?:great|much|immense|tremendous|genuine|sincere|the greatest|the utmost) )?(?:pleasure|delight)';
/** Verbs that follow 'I am pleased to' as well as 'It is with pleasure that I'. */
const PLEASED_VERBS =
  '(?:announce|welcome|accept|introduce|present|share|invite|offer|support|endorse|nominate|inform|confirm|congratulate)';
/**
 * Praise for the question an answer opens with ('Great question!', "That's an excellent question, and it's one
 * that many people ask"). The tail names only who asks and a verb of asking, so nothing with content goes.
 */
const GREAT_QUESTION = `(?:(?:that${APOS}s|that is) (?:such )?an? |what an? |an? )?(?:really |very )?(?:great|good|excellent|fantastic|wonderful|interesting) question(?:,? and (?:it${APOS}s|it is) (?:one|a question) (?:that )?(?:many|so many|a lot of|lots of|plenty of) (?:people|patients|parents|readers|investors|students|beginners|homeowners|adults)(?: with (?:chronic |long-term |persistent )?(?:pain|conditions|illnesses|debt|anxiety))? (?:ask|ask themselves|wonder about|grapple with|struggle with|face|have))?`;

const WIKI: LexiconSource[] = ['wikipedia-signs-of-ai-writing'];
const HUMANIZER: LexiconSource[] = ['blader-humanizer'];
const SLOP: LexiconSource[] = ['anti-slop-banlist'];
const AI_ALL: LexiconSource[] = ['wikipedia-signs-of-ai-writing', 'blader-humanizer', 'anti-slop-banlist'];
const PLAIN: LexiconSource[] = ['plain-language-guidelines'];
const EDITORIAL: LexiconSource[] = ['editorial'];
const HUMANIZER_EDITORIAL: LexiconSource[] = ['blader-humanizer', 'editorial'];
const NOT_CASUAL: RewriteMode[] = ['standard', 'fluent', 'academic', 'concise'];
const NOT_ACADEMIC: RewriteMode[] = ['standard', 'fluent', 'casual', 'concise'];

/** Words that name a level of skill ('a beginner', 'a seasoned pro'), for the 'Whether you're X or Y' opener. */
const SKILL_LEVEL =
  '(?:beginners?|novices?|newcomers?|seasoned|experts?|veterans?|experienced|pros?|amateurs?|enthusiasts?|first-timers?|aficionados?|newbies?)';

/**
 * 'It is (very) important to …' where a command may stand (see the entries that use it): not after a scene-setter
 * ('In an increasingly digital world, it is crucial to …'), not where the sentence speaks for a group ('we', 'our'),
 * not before ', and' + a clause.
 */
const ADVICE_FRAME = `${INSTRUCTION_START}(?<!^in [^,]*\\b(?:world|age|era|society|landscape|times|climate|economy),\\s)(?![^.!?]*\\b(?:we|our|us)\\b)(?![^.!?]*,\\s+and\\s)${IT_IS} (?:therefore |always |thus )?(?:very |highly |extremely )?`;
/** A verb after the frame that makes a command: not one of knowing or saying, and no second infinitive. */
const COMMAND_FOLLOWS = `(?!(?:be able|know|understand|realize|realise|recognize|recognise|note|remember|see|say|think|mention|acknowledge|appreciate|stress|emphasize|emphasise|highlight|point out|reiterate|add|state|repeat|distinguish|differentiate)\\b)(?=[a-z])${NO_SECOND_INFINITIVE}`;

/** What the frames that turn advice into a command for the reader share: only in texts that speak to 'you'. */
const READER_COMMAND = {
  scope: 'clause',
  category: 'filler',
  minStrength: 'medium',
  sources: ['plain-language-guidelines', 'editorial'],
  modes: ['standard', 'fluent', 'casual', 'concise'],
  addressed: true,
  notInWeVoice: true,
} satisfies Partial<FillerEntry>;

export const FILLER_OPENERS: readonly FillerEntry[] = [
  // "It is important to note that X" and its family: the X stands on its own
  {
    id: 'filler-it-is-important-to-note-that',
    // Not after a fronted participle ('When working on several projects, it is important to note that each
    // project …'): without the frame the participle would dangle on the next subject.
    pattern: `${CLAUSE}(?<!^(?:(?:when|while|after|before|by|in|on|if|once)\\s+)?\\p{L}+ing\\b[^,;:.!?]*,\\s)${IT_IS} (?:also |therefore |thus )?(?:important|crucial|critical|vital|essential|imperative|key) to (?:${EMPTY_VERBS}) that,?\\s+${NO_COORDINATED_THAT}`,
    scope: 'clause',
    replacement: '',
    category: 'filler',
    minStrength: 'light',
    sources: AI_ALL,
    example: 'However, it is important to note that the sample was small.',
    result: 'However, the sample was small.',
  },
  {
    // 'recognize/acknowledge/understand that' is real advice when the reader is the subject ('acknowledge that
    // you need help'): those stay. About anything else ('… that the rules apply to every provider') it is a frame.
    id: 'filler-it-is-important-to-recognize-that',
    // Not after 'therefore'/'thus': cutting the frame would cut the inference with it.
    pattern: `${CLAUSE}${IT_IS} (?:also )?(?:important|crucial|critical|vital|essential|imperative|key) to (?:recognize|recognise|realize|realise|understand|acknowledge|consider|appreciate) that\\s+(?!(?:you|your|yourself|we|our|us)\\b)${NO_COORDINATED_THAT}`,
    scope: 'clause',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: AI_ALL,
    example: 'It is essential to recognize that education shapes character.',
    result: 'Education shapes character.',
  },
  {
    id: 'filler-it-is-worth-noting-that',
    pattern: `${CLAUSE}${IT_IS} (?:also )?worth (?:noting|remembering|considering|emphasizing|emphasising|stressing|highlighting|keeping in mind|bearing in mind) that\\s+${NO_COORDINATED_THAT}`,
    scope: 'clause',
    replacement: '',
    category: 'filler',
    minStrength: 'light',
    sources: AI_ALL,
    example: "It's worth noting that the piece was written in a week.",
    result: 'The piece was written in a week.',
  },
  {
    // 'It is worth noting, however, that places are limited.' → 'However, places are limited.' Not 'though' or
    // 'too', which cannot open a sentence ('Though, the benefits …').
    id: 'filler-it-is-worth-noting-however-that',
    pattern: `^${IT_IS} (?:also )?worth (?:noting|remembering|mentioning|pointing out|stressing), (?<adverb>however|of course), that\\s+${NO_COORDINATED_THAT}`,
    scope: 'sentence-start',
    replacement: '$<adverb>, ',
    category: 'filler',
    minStrength: 'medium',
    sources: AI_ALL,
    example: 'It is worth noting, however, that places can be competitive.',
    result: 'However, places can be competitive.',
  },
  {
    // 'It is important to note, however, that X' → 'However, X', like the 'worth noting' frame above.
    id: 'filler-it-is-important-to-note-however-that',
    pattern: `^${IT_IS} (?:also )?(?:important|crucial|essential|vital) to (?:${EMPTY_VERBS}), (?<adverb>however|of course), that\\s+${NO_COORDINATED_THAT}`,
    scope: 'sentence-start',
    replacement: '$<adverb>, ',
    category: 'filler',
    minStrength: 'medium',
    sources: AI_ALL,
    example: 'It is important to note, however, that findings in mice do not always hold in people.',
    result: 'However, findings in mice do not always hold in people.',
  },
  {
    id: 'filler-it-is-worth-mentioning-that',
    pattern: `${CLAUSE}${IT_IS} (?:also )?worth (?:mentioning|pointing out|adding) that\\s+${NO_COORDINATED_THAT}`,
    scope: 'clause',
    replacement: '',
    category: 'filler',
    minStrength: 'light',
    sources: SLOP,
    example: 'It is also worth mentioning that the museum is free on Sundays.',
    result: 'The museum is free on Sundays.',
  },
  {
    // 'However, it is worth mentioning a few drawbacks.' → 'However, there are a few drawbacks.' Only before a
    // count of drawbacks that ends the sentence or opens a list, so the 'there are' takes the same noun phrase.
    id: 'filler-it-is-worth-mentioning-a-few-drawbacks',
    pattern: `${CLAUSE}${IT_IS} (?<also>also )?worth (?:mentioning|noting|pointing out) (?=(?:a few|a couple of|some|several|two|three|four) (?:minor )?(?:drawbacks|downsides|caveats|limitations|shortcomings|flaws|weaknesses|quirks|issues)[.:])`,
    scope: 'clause',
    replacement: 'there are $<also>',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'However, it is worth mentioning a few drawbacks.',
    result: 'However, there are a few drawbacks.',
  },
  {
    // 'It should be noted, however, that local farmers knew of it.' → 'However, local farmers knew of it.'
    id: 'filler-it-should-be-noted-however-that',
    pattern: `^it (?:should|must) (?:also )?be (?:noted|mentioned|pointed out|emphasized|emphasised|stressed|remembered), (?<adverb>however|of course), that\\s+${NO_COORDINATED_THAT}`,
    scope: 'sentence-start',
    replacement: '$<adverb>, ',
    category: 'filler',
    minStrength: 'medium',
    sources: SLOP,
    example: 'It should be noted, however, that local farmers had long known of it.',
    result: 'However, local farmers had long known of it.',
  },
  {
    id: 'filler-it-should-be-noted-that',
    pattern: `${CLAUSE}it (?:should|must) (?:also )?be (?:noted|mentioned|pointed out|emphasized|emphasised|stressed|remembered|borne in mind|kept in mind|acknowledged) that\\s+${NO_COORDINATED_THAT}`,
    scope: 'clause',
    replacement: '',
    category: 'filler',
    minStrength: 'light',
    sources: SLOP,
    example: 'It should be noted that the survey was voluntary.',
    result: 'The survey was voluntary.',
  },
  {
    id: 'filler-it-can-be-noted-that',
    pattern: `${CLAUSE}it (?:can|may|could) (?:also )?be (?:noted|mentioned|observed|said|seen) that\\s+${NO_COORDINATED_THAT}`,
    scope: 'clause',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: PLAIN,
    example: 'It can be said that the reform worked.',
    result: 'The reform worked.',
  },
  {
    id: 'filler-it-is-interesting-to-note-that',
    pattern: `${CLAUSE}${IT_IS} (?:also )?(?:interesting|noteworthy|notable) (?:to note |to see |to observe )?that\\s+${NO_COORDINATED_THAT}`,
    scope: 'clause',
    replacement: '',
    category: 'filler',
    minStrength: 'light',
    sources: HUMANIZER,
    example: 'It is interesting to note that both versions end the same way.',
    result: 'Both versions end the same way.',
  },
  {
    id: 'filler-it-bears-mentioning-that',
    pattern: `${CLAUSE}it bears (?:mentioning|repeating|noting|emphasizing|emphasising) that\\s+${NO_COORDINATED_THAT}`,
    scope: 'clause',
    replacement: '',
    category: 'filler',
    minStrength: 'light',
    sources: EDITORIAL,
    example: 'It bears mentioning that the bridge opened in 1932.',
    result: 'The bridge opened in 1932.',
  },
  {
    id: 'filler-it-is-a-well-known-fact-that',
    pattern: `^${IT_IS} a (?:well-known|well known|widely known|commonly known) fact that\\s+${NO_COORDINATED_THAT}`,
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: PLAIN,
    example: 'It is a well-known fact that exercise improves sleep.',
    result: 'Exercise improves sleep.',
  },
  {
    id: 'filler-it-is-true-that',
    pattern: `^${IT_IS} (?:certainly |undeniably )?true that\\s+${NO_COORDINATED_THAT}`,
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'It is true that phones distract students, but they also help them learn.',
    result: 'Phones distract students, but they also help them learn.',
  },
  {
    id: 'filler-it-is-safe-to-say-that',
    pattern: `^${IT_IS} (?:safe|fair) to say that\\s+${NO_COORDINATED_THAT}`,
    scope: 'sentence-start',
    replacement: '',
    category: 'hedge',
    minStrength: 'strong',
    sources: EDITORIAL,
    example: 'It is safe to say that the project was a success.',
    result: 'The project was a success.',
  },
  {
    id: 'filler-it-is-clear-that',
    // Not about the reader ('It's clear that this moment was significant to you'): that is the writer's inference
    // from what the reader wrote, and stated bare it presumes to know their mind.
    pattern: `^${IT_IS} (?:clear|evident|obvious|apparent) that\\s+${NO_COORDINATED_THAT}(?![^.!?]*\\b(?:you|your|yours|yourself)\\b)`,
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'strong',
    sources: EDITORIAL,
    modes: NOT_ACADEMIC,
    example: 'It is clear that the town needs a new bridge.',
    result: 'The town needs a new bridge.',
  },
  {
    // 'Looking back, it is clear that X' → 'Looking back, X': the opener already frames X as hindsight. Kept out
    // of academic mode with the frame above.
    id: 'filler-looking-back-it-is-clear-that',
    pattern: `^(?<opener>looking back(?: now)?|in hindsight|in retrospect),\\s+${IT_IS} (?:now )?(?:clear|evident|obvious|apparent) that\\s+${NO_COORDINATED_THAT}`,
    scope: 'sentence-start',
    replacement: '$<opener>, ',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    modes: NOT_ACADEMIC,
    example: 'Looking back, it is clear that those afternoons shaped me.',
    result: 'Looking back, those afternoons shaped me.',
  },
  {
    id: 'filler-one-must-remember-that',
    pattern: `^one (?:must|should) (?:always )?(?:remember|note|recognize|recognise|realize|realise|keep in mind|bear in mind) that\\s+${NO_COORDINATED_THAT}`,
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'One must remember that the law changed in 2010.',
    result: 'The law changed in 2010.',
  },
  // 'It is important for X to V' → 'X should V'; 'essential/crucial …' keep their force with 'must'. Only when X
  // names people or bodies that can act ('It is essential for success to …' has no one to do it), and not before
  // a second infinitive ('to use … and to make sure …' would lose its parallel).
  {
    id: 'filler-it-is-important-for-someone-to',
    pattern: `${CLAUSE}${IT_IS} (?:very |extremely |also |therefore )?important for ${WHO_CAN_ACT} to\\s+${NO_SECOND_INFINITIVE}`,
    scope: 'clause',
    replacement: '$<who> should ',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'It is important for young people to get enough sleep.',
    result: 'Young people should get enough sleep.',
  },
  // 'It is essential to select a sunny spot' → 'Select a sunny spot', in how-tos and answers that already speak to
  // 'you'. Verbs of knowing stay ('It is useful to know …' is not an order), as does a second infinitive.
  {
    id: 'filler-it-is-advisable-to',
    // Not with 'also' ('It is also important to consider the cost'): the command would lose the addition.
    // Not after a scene-setter ('In an increasingly digital world, it is crucial to ensure …'): that states a
    // public aim, and a command would turn it into an order to the reader. Nor where the sentence speaks for a
    // group ('…, ensuring that our shipments …'): the necessity is shared, not an order. Nor before ', and' + a
    // clause: 'Teach children …, and Pennywise makes it fun' would read as 'do X and Y happens'. Advice ('it is
    // advisable / wise / a good idea to …') stays advice: as a command beside the 'Do not …' rules of a leaflet
    // it would read as one more must ('advisable to' → 'best to' is the phrase table's).
    pattern: `${ADVICE_FRAME}(?:important|essential|(?:crucial|critical|vital)(?= to (?:never|not|ensure|make sure)\\b)) to ${COMMAND_FOLLOWS}`,
    ...READER_COMMAND,
    replacement: '',
    example: 'It is essential to select a spot that gets six hours of sun.',
    result: 'Select a spot that gets six hours of sun.',
  },
  {
    id: 'filler-it-is-vital-to',
    // 'It is crucial to practise race pace' → 'Be sure to practise race pace': the urgency is the point, and a bare
    // command would drop it. The same limits as the frame above; before 'never' or 'ensure' the bare command
    // already carries it ('Never expose your key', 'Ensure that …'), and the frame above takes those.
    pattern: `${ADVICE_FRAME}(?:crucial|critical|vital) to (?!(?:never|not|ensure|make sure)\\b)${COMMAND_FOLLOWS}`,
    ...READER_COMMAND,
    replacement: 'be sure to ',
    example: 'It is crucial to practise race pace during training.',
    result: 'Be sure to practise race pace during training.',
  },
  // 'It is essential that you keep this appointment' → 'Keep this appointment': the subjunctive after 'that you' is
  // already the command's bare verb. Not before a verb that is no command ('that you are', 'that you understand').
  {
    id: 'filler-it-is-essential-that-you',
    pattern: `${INSTRUCTION_START}(?![^.!?]*\\b(?:we|our|us)\\b)${IT_IS} (?:very |highly |extremely )?(?:important|essential) that you (?!(?:are|were|had|can|could|will|would|should|must|may|might|do|did|understand|know|realize|realise|recognize|recognise|note|remember|see|feel)\\b)(?=[a-z])`,
    ...READER_COMMAND,
    replacement: '',
    example: 'It is essential that you keep this appointment, even if you feel fine.',
    result: 'Keep this appointment, even if you feel fine.',
  },
  {
    id: 'filler-it-is-essential-for-someone-to',
    pattern: `${CLAUSE}${IT_IS} (?:also |therefore )?(?:essential|crucial|critical|vital|imperative|necessary) for ${WHO_CAN_ACT} to\\s+${NO_SECOND_INFINITIVE}`,
    scope: 'clause',
    replacement: '$<who> must ',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'Given the risks, it is crucial for researchers to wear gloves.',
    result: 'Given the risks, researchers must wear gloves.',
  },
  {
    id: 'filler-please-note-that',
    pattern: `^(?:please )?(?:note|be aware) that\\s+${NO_COORDINATED_THAT}`,
    scope: 'sentence-start',
    replacement: '',
    category: 'signpost',
    // Medium since session 8: every reading since set 20 listed it as left stiff, none found the cut worse.
    minStrength: 'medium',
    sources: PLAIN,
    example: 'Please note that the office closes at noon.',
    result: 'The office closes at noon.',
  },
  {
    id: 'filler-keep-in-mind-that',
    pattern: `^(?:keep|bear) in mind that\\s+${NO_COORDINATED_THAT}`,
    scope: 'sentence-start',
    replacement: '',
    category: 'signpost',
    minStrength: 'strong',
    sources: EDITORIAL,
    example: 'Keep in mind that prices change every season.',
    result: 'Prices change every season.',
  },
  {
    id: 'filler-i-would-like-to-point-out-that',
    pattern: `${CLAUSE}i would (?:also )?like to (?:point out|note|mention|emphasize|emphasise|stress|highlight|add) that\\s+${NO_COORDINATED_THAT}`,
    scope: 'clause',
    replacement: '',
    category: 'signpost',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'I would like to point out that the deadline has moved.',
    result: 'The deadline has moved.',
  },
  {
    id: 'filler-i-want-to-stress-that',
    pattern: `${CLAUSE}i (?:want|wish) to (?:stress|emphasize|emphasise|point out|highlight|note) that\\s+${NO_COORDINATED_THAT}`,
    scope: 'clause',
    replacement: '',
    category: 'signpost',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'I want to stress that the results are preliminary.',
    result: 'The results are preliminary.',
  },
  {
    // 'after three months, I can confidently say it has exceeded my expectations' → '…, it has exceeded my
    // expectations': the claim is the writer's either way. Only at a sentence start, after a conjunction or after
    // an opener of time or setting: 'As a microbiologist, I can …' and 'Having used it, I can …' need their 'I'.
    // Without 'that', only before a subject and its verb, so 'I can confidently say this: …' keeps its words.
    id: 'filler-i-can-confidently-say-that',
    pattern: `${FRAME_START}(?:i|we) can (?:now )?(?:confidently say|say with (?:confidence|certainty))(?: that\\s+${NO_COORDINATED_THAT}|\\s+(?=(?:it|this|these|the|my|our|its|their|i|we|they|he|she|you) [a-z]))`,
    scope: 'clause',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'After three months of use, I can confidently say it has exceeded my expectations.',
    result: 'After three months of use, it has exceeded my expectations.',
  },
  // stock openers that announce what everyone knows
  {
    id: 'filler-needless-to-say',
    pattern: '^needless to say,?\\s+',
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'light',
    sources: SLOP,
    example: 'Needless to say, the plan failed.',
    result: 'The plan failed.',
  },
  {
    id: 'filler-as-we-all-know',
    pattern: '^as (?:we all|everyone|everybody|most people|we) knows?,\\s+',
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'light',
    sources: EDITORIAL,
    example: 'As we all know, sleep matters.',
    result: 'Sleep matters.',
  },
  {
    id: 'filler-as-you-may-know',
    pattern:
      '^as (?:you|many of you|some of you) (?:may|might|probably|already|surely) (?:already )?know,\\s+',
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'light',
    sources: EDITORIAL,
    example: 'As you may know, the library moved last year.',
    result: 'The library moved last year.',
  },
  {
    id: 'filler-as-you-can-see',
    pattern: '^as (?:you|we) can (?:clearly )?see,\\s+',
    scope: 'sentence-start',
    replacement: '',
    category: 'signpost',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'As you can see, the numbers went up.',
    result: 'The numbers went up.',
  },
  {
    id: 'filler-as-mentioned-earlier',
    pattern:
      '^as (?:i |we )?(?:mentioned|noted|stated|discussed|explained|described|outlined) (?:earlier|above|before|previously),\\s+',
    scope: 'sentence-start',
    replacement: '',
    category: 'signpost',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'As mentioned earlier, the data came from two sources.',
    result: 'The data came from two sources.',
  },
  {
    id: 'filler-as-previously-mentioned',
    pattern:
      '^as (?:previously|already|briefly) (?:mentioned|noted|stated|discussed|explained|described|outlined),\\s+',
    scope: 'sentence-start',
    replacement: '',
    category: 'signpost',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'As previously mentioned, the survey ran for six weeks.',
    result: 'The survey ran for six weeks.',
  },
  // persuasive tropes that pretend to cut to a deeper truth
  {
    id: 'filler-the-fact-of-the-matter-is',
    pattern: '^the fact of the matter is(?: that)?,?\\s+',
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'light',
    sources: PLAIN,
    example: 'The fact of the matter is that costs have doubled.',
    result: 'Costs have doubled.',
  },
  {
    id: 'filler-the-truth-is',
    pattern: '^the (?:simple |plain )?truth is(?: that)?,?\\s+',
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'strong',
    sources: HUMANIZER,
    example: 'The truth is that most diets fail.',
    result: 'Most diets fail.',
  },
  {
    id: 'filler-the-reality-is',
    pattern: '^the reality is(?: that)?,?\\s+',
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: HUMANIZER,
    example: 'The reality is that few people read the terms.',
    result: 'Few people read the terms.',
  },
  {
    id: 'filler-the-bottom-line-is',
    pattern: '^the bottom line is(?: that)?,?\\s+',
    scope: 'sentence-start',
    replacement: '',
    category: 'cliche',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'The bottom line is that we need more staff.',
    result: 'We need more staff.',
  },
  {
    id: 'filler-at-its-core',
    pattern: '^at (?:its|their|the) (?:very )?core,\\s+',
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: HUMANIZER,
    example: 'At its core, the policy is about fairness.',
    result: 'The policy is about fairness.',
  },
  {
    id: 'filler-what-this-means-is',
    pattern: '^what this means is(?: that)?,?\\s+',
    scope: 'sentence-start',
    replacement: 'this means that ',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'What this means is that rents will rise.',
    result: 'This means that rents will rise.',
  },
  // scene-setting clichés
  {
    id: 'filler-in-todays-world',
    // Not before 'where …' ('In today's music landscape, where pop dominates, …'): the clause needs its frame.
    // Nor 'In today's evolving threat landscape': a threat landscape is the security field's term and the reason the
    // sentence gives.
    // Nor where the frame names the field the sentence is about ('In today's global music landscape, few phenomena
    // have reshaped the industry …'): without it, 'the industry' names nothing. A landscape is almost always some
    // field's ('In today's comedy landscape'), so it goes only after a stock adjective ('In today's fast-paced
    // startup landscape'), whose sentence names its field again.
    pattern: `^in today${APOS}s (?!(?:[a-z-]+ ){0,2}(?:threat|music|business|job|housing|media|tech|technology|healthcare|education|political|financial|retail|travel|film|publishing|fashion|food|sports?|gaming|art|energy|property|labou?r) )(?:(?:[a-z-]+ ){0,3}(?:world|society|age|era|times)|(?:fast-paced|fast-changing|fast-moving|data-driven|ever-changing|ever-evolving|rapidly [a-z]+|changing|evolving|modern|digital|competitive|complex|interconnected|globali[sz]ed|current|increasingly [a-z]+|uncertain|volatile) (?:[a-z-]+ ){0,2}landscape),(?!\\s*(?:where|when|in which)\\b)\\s*`,
    scope: 'sentence-start',
    replacement: '',
    category: 'cliche',
    minStrength: 'light',
    sources: SLOP,
    example: "In today's fast-paced world, young people face many choices.",
    result: 'Young people face many choices.',
  },
  // 'In today's competitive talent market, …' and 'In today's fast-paced business environment, …' set the same
  // empty scene as 'In today's world'.
  {
    id: 'filler-in-todays-market',
    // Only a market described by how hard it is ('competitive', 'crowded') or the job market: 'In today's
    // crowded smartphone market, standing out …' names what the product stands out from.
    pattern: `^in today${APOS}s (?:(?:competitive|crowded|saturated|fast-paced|fast-moving|busy|ever-changing|ever-evolving|rapidly changing|dynamic|global|modern|digital|challenging|uncertain|volatile|tough|difficult|increasingly|highly|hyper-competitive) ){0,3}(?:(?:job|talent|labour|labor|business) )?(?:market|marketplace|environment|business climate),(?!\\s*(?:where|when|in which)\\b)\\s*`,
    scope: 'sentence-start',
    replacement: '',
    category: 'cliche',
    minStrength: 'medium',
    sources: SLOP,
    example: "In today's competitive market, pay alone does not keep people.",
    result: 'Pay alone does not keep people.',
  },
  {
    id: 'filler-in-an-era-of',
    pattern:
      '^in (?:an|this|the) era of (?:information overload|rapid change|constant change|rapid technological change|digital transformation),\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'cliche',
    minStrength: 'medium',
    sources: SLOP,
    example: 'In an era of information overload, a good note system helps.',
    result: 'A good note system helps.',
  },
  {
    id: 'filler-in-this-day-and-age',
    pattern: '^in this day and age,\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'cliche',
    minStrength: 'light',
    sources: EDITORIAL,
    example: 'In this day and age, most people own a phone.',
    result: 'Most people own a phone.',
  },
  {
    id: 'filler-in-the-modern-world',
    pattern:
      '^in (?:the|our) (?:modern|contemporary|fast-paced|ever-changing|ever-evolving|rapidly changing|rapidly evolving|interconnected) (?:world|age|era|society),\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'cliche',
    minStrength: 'medium',
    sources: SLOP,
    example: 'In our fast-paced society, rest is undervalued.',
    result: 'Rest is undervalued.',
  },
  {
    id: 'filler-in-the-digital-age',
    pattern: '^in (?:the|our|this) (?:digital|information|internet|technological) (?:age|era),\\s*',
    scope: 'sentence-start',
    replacement: 'today, ',
    category: 'cliche',
    minStrength: 'strong',
    sources: SLOP,
    example: 'In the digital age, privacy is hard to protect.',
    result: 'Today, privacy is hard to protect.',
  },
  {
    id: 'filler-since-the-dawn-of-time',
    pattern:
      '^(?:ever )?since the (?:dawn|beginning) of (?:time|civilization|civilisation|humanity|mankind|humankind),\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'cliche',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'Since the dawn of time, people have told stories.',
    result: 'People have told stories.',
  },
  {
    id: 'filler-since-time-immemorial',
    pattern: '^(?:since|from) time immemorial,\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'cliche',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'Since time immemorial, farmers have watched the sky.',
    result: 'Farmers have watched the sky.',
  },
  {
    id: 'filler-in-the-realm-of',
    // A field ('medicine'), not a plural of things: 'In the realm of weeknight dinners' is no 'In weeknight dinners'.
    pattern: `^in the (?:vast |broad |exciting |fascinating )?realm of ${FIELD},\\s*`,
    scope: 'sentence-start',
    replacement: 'in $<topic>, ',
    category: 'cliche',
    minStrength: 'medium',
    sources: SLOP,
    example: 'In the realm of medicine, trust matters.',
    result: 'In medicine, trust matters.',
  },
  {
    id: 'filler-in-the-world-of',
    pattern: `^in the (?:vast |exciting |fascinating |competitive )?(?:world|sphere|domain|arena) of ${FIELD},\\s*`,
    scope: 'sentence-start',
    replacement: 'in $<topic>, ',
    category: 'cliche',
    minStrength: 'medium',
    sources: SLOP,
    example: 'In the world of finance, timing is everything.',
    result: 'In finance, timing is everything.',
  },
  // 'When it comes to X,' and 'In terms of X,' only announce the topic (humanizer's signposting). A gerund topic
  // reads as 'When doing X,'; a noun topic takes 'For X,' or, where the sentence turns to a new aspect, 'As for X,'.
  {
    id: 'filler-when-it-comes-to-doing',
    // Only before the one who does it ('you', 'we') or a command ('choose a …'): 'When building a healthy diet,
    // protein plays …' would make protein the builder.
    pattern: `^when it comes to (?<topic>\\p{L}+ing\\b[^,;:.!?]{0,60}?),\\s*(?=(?:you|we|i)\\b|${COMMAND}\\b|(?!\\p{L}+ing\\b)\\p{L}+ (?:a|an|the|your|my|our|it|them|this|that|these|those)\\b)`,
    scope: 'sentence-start',
    replacement: 'when $<topic>, ',
    category: 'filler',
    minStrength: 'medium',
    sources: HUMANIZER_EDITORIAL,
    example: 'When it comes to telling a friend about your depression, choose a quiet moment.',
    result: 'When telling a friend about your depression, choose a quiet moment.',
  },
  {
    id: 'filler-when-it-comes-to',
    // Not before an -ing topic: 'For choosing crops, start small' is no idiom.
    pattern: `^when it comes to (?!\\p{L}+ing\\b)${TOPIC},\\s*`,
    scope: 'sentence-start',
    // 'As for', not 'For': 'For ancient philosophy, Stoicism is …' reads as philosophy's own view, and
    // 'For cost, however, …' is no idiom; 'as for' turns to a topic, as 'when it comes to' did.
    notFirst: true,
    replacement: 'as for $<topic>, ',
    category: 'filler',
    minStrength: 'medium',
    sources: HUMANIZER_EDITORIAL,
    example: 'When it comes to skincare, consistency matters most.',
    result: 'As for skincare, consistency matters most.',
  },
  {
    id: 'filler-in-terms-of',
    pattern: `^in terms of ${TOPIC},\\s*`,
    scope: 'sentence-start',
    replacement: 'as for $<topic>, ',
    category: 'filler',
    minStrength: 'medium',
    sources: HUMANIZER_EDITORIAL,
    example: 'In terms of comfort, the earbuds fit snugly.',
    result: 'As for comfort, the earbuds fit snugly.',
  },
  // 'Whether you're a beginner or a seasoned pro, this guide …' names everyone to say 'anyone': the sentence
  // says the same without the frame (the anti-slop list's promotional openers).
  {
    id: 'filler-whether-you-are-x-or-y',
    // Not before an activity ('Whether you're hanging a mirror or moving furniture, accidents happen'): that
    // names the causes, not the audience.
    // Only two kinds of reader ('a beginner or a seasoned pro'): 'a first-time buyer or looking to downsize' names
    // what the buyer wants, which a listing needs.
    // Nor an appeal's 'Whether you are able to give a little or a lot': that is its message, not its audience.
    // Only a span of skill, named on both sides ('a beginner or a seasoned pro'), which means everyone: 'a growing
    // family or a professional couple' tells a listing's readers who it is for, and 'a seasoned adventurer or
    // someone who prefers a cosy night in' tells a bio's who it is looking for.
    // Nor where the main clause answers the span ('…, this program will meet you where you are').
    pattern: `^whether you(?:${APOS}re| are) (?=[^,;:.!?]*?\\b${SKILL_LEVEL}\\b[^,;:.!?]*? or [^,;:.!?]*?\\b${SKILL_LEVEL}\\b)(?!\\p{L}+ing\\b)(?![^,;:.!?]*\\bnot\\b)(?![^,;:.!?]*\\b(?:give|donate|afford)\\b)(?![^,;:.!?]*\\b(?:\\p{L}+ing|who|that|with)\\b)[^,;:.!?]{1,60}? or (?:an? |the |someone |just )[^,;:.!?]{1,60}?,\\s*(?![^.!?]*\\b(?:where you are|wherever you are|your (?:own )?(?:level|pace))\\b)`,
    scope: 'sentence-start',
    replacement: '',
    category: 'cliche',
    minStrength: 'medium',
    sources: ['anti-slop-banlist', 'editorial'],
    example: "Whether you're a beginner or a seasoned pro, this guide has tips for you.",
    result: 'This guide has tips for you.',
  },
  {
    id: 'filler-in-the-field-of',
    pattern: `^in the (?:broad |wide )?field of ${TOPIC},\\s*`,
    scope: 'sentence-start',
    replacement: 'in $<topic>, ',
    category: 'filler',
    minStrength: 'medium',
    sources: PLAIN,
    example: 'In the field of astronomy, distances are huge.',
    result: 'In astronomy, distances are huge.',
  },
  {
    id: 'filler-in-the-evolving-landscape-of',
    pattern: `^in (?:the|today${APOS}s) (?:ever-evolving|ever-changing|rapidly evolving|rapidly changing|fast-changing|fast-paced|dynamic|evolving|changing|modern) (?:landscape|world|realm|field|arena) of ${FIELD},\\s*`,
    scope: 'sentence-start',
    replacement: 'in $<topic>, ',
    category: 'cliche',
    minStrength: 'light',
    sources: AI_ALL,
    example: 'In the ever-evolving landscape of technology, skills age fast.',
    result: 'In technology, skills age fast.',
  },
  {
    id: 'filler-at-the-end-of-the-day',
    pattern: '^at the end of the day,\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'cliche',
    minStrength: 'light',
    sources: SLOP,
    example: 'At the end of the day, customers want reliability.',
    result: 'Customers want reliability.',
  },
  {
    id: 'filler-when-all-is-said-and-done',
    pattern: '^when all is said and done,\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'cliche',
    minStrength: 'light',
    sources: EDITORIAL,
    example: 'When all is said and done, the vote was close.',
    result: 'The vote was close.',
  },
  {
    id: 'filler-when-it-comes-down-to-it',
    pattern: '^when it comes down to it,\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'cliche',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'When it comes down to it, price decides.',
    result: 'Price decides.',
  },
  {
    id: 'filler-in-the-grand-scheme-of-things',
    pattern: '^in the (?:grand|larger|broader|bigger) scheme of things,\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'cliche',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'In the grand scheme of things, the delay was minor.',
    result: 'The delay was minor.',
  },
  {
    id: 'filler-for-all-intents-and-purposes',
    pattern: '^for all intents and purposes,\\s*',
    scope: 'sentence-start',
    replacement: 'in effect, ',
    category: 'cliche',
    minStrength: 'medium',
    sources: PLAIN,
    example: 'For all intents and purposes, the contract had ended.',
    result: 'In effect, the contract had ended.',
  },
  {
    id: 'filler-on-that-note',
    pattern: '^on (?:that|this) note,\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'signpost',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'On that note, the meeting ended.',
    result: 'The meeting ended.',
  },
  {
    id: 'filler-first-and-foremost',
    pattern: '^first and foremost,\\s*',
    scope: 'sentence-start',
    replacement: 'first, ',
    category: 'cliche',
    minStrength: 'light',
    sources: PLAIN,
    example: 'First and foremost, check the cables.',
    result: 'First, check the cables.',
  },
  {
    id: 'filler-interestingly-enough',
    pattern: '^(?:interestingly|funnily|oddly|curiously) enough,\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'Interestingly enough, the cheaper model lasted longer.',
    result: 'The cheaper model lasted longer.',
  },
  // voice markers and empty adverbs at the start of a sentence
  {
    id: 'filler-to-be-honest',
    pattern: '^(?:to be (?:honest|frank|perfectly honest)|honestly speaking|frankly speaking),\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'strong',
    sources: EDITORIAL,
    modes: NOT_CASUAL,
    example: 'To be honest, the sequel is weaker.',
    result: 'The sequel is weaker.',
  },
  {
    id: 'filler-truth-be-told',
    pattern: '^truth be told,\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'strong',
    sources: EDITORIAL,
    modes: NOT_CASUAL,
    example: 'Truth be told, I expected more.',
    result: 'I expected more.',
  },
  {
    id: 'filler-simply-put',
    pattern: '^(?:simply put|put simply|to put it simply|in simple terms|to put it bluntly),\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'signpost',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'Simply put, the tax is regressive.',
    result: 'The tax is regressive.',
  },
  {
    id: 'filler-filler-adverb-opener',
    // Not 'Literally,': it marks a word-for-word sense ('Literally, it means "putting in delay"'), set against
    // what the term means in practice.
    pattern: '^(?:basically|actually),\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: HUMANIZER,
    example: 'Basically, the app syncs your notes.',
    result: 'The app syncs your notes.',
  },
  {
    id: 'filler-obviously-opener',
    // Not 'Clearly,' or 'Evidently,': they draw an inference ('Clearly, she was right'), which the cut would lose.
    pattern: '^(?:obviously|undeniably|unquestionably),\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'strong',
    sources: EDITORIAL,
    modes: NOT_ACADEMIC,
    example: 'Obviously, the bridge needs repair.',
    result: 'The bridge needs repair.',
  },
  {
    id: 'filler-by-the-way',
    pattern: '^by the way,\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'strong',
    sources: EDITORIAL,
    modes: NOT_CASUAL,
    example: 'By the way, the museum is closed on Mondays.',
    result: 'The museum is closed on Mondays.',
  },
  {
    id: 'filler-if-you-think-about-it',
    pattern: '^if you (?:really )?think about it,\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'strong',
    sources: EDITORIAL,
    example: 'If you think about it, cities are machines.',
    result: 'Cities are machines.',
  },
  {
    // An aside between commas goes with both commas: 'We checked and, rest assured, the team…' must not keep
    // 'and,'. Listed before the clause rule below so it is tried first.
    id: 'filler-rest-assured-aside',
    pattern: String.raw`(?<=^|\w),\s+rest assured,(?=\s)`,
    scope: 'clause',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'We checked and, rest assured, the team is on it.',
    result: 'We checked and the team is on it.',
  },
  {
    // Also inside a sentence ('We checked, and rest assured, the team is on it'), after 'please' or 'you can'.
    // Only before 'that', a comma or the subject of a clause: 'rest assured of our support' keeps its words.
    id: 'filler-rest-assured',
    // Not after 'but': 'more details soon, but rest assured that it is designed …' — the reassurance is what the
    // 'but' turns on.
    pattern: `${CLAUSE}(?<!\\bbut\\s)(?:please |you can )?rest assured(?: that\\s+|,\\s*|\\s+(?=(?:we|you|i|it|they|he|she|this|the|our|your|my|their|every|everything|all|any)\\b))`,
    scope: 'clause',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'Please rest assured that your data is safe.',
    result: 'Your data is safe.',
  },
  // chatbot leftovers (Wikipedia: collaborative communication, knowledge-cutoff disclaimers)
  // 'Certainly! Here are some tips.': the splitter makes the opener a sentence of its own, which goes whole
  // (before the entry below, which would find it and fail to cut a whole sentence).
  {
    id: 'filler-certainly-sentence',
    pattern: '^(?:certainly|of course|absolutely|sure(?: thing)?)!+$',
    scope: 'sentence',
    notAfterQuestion: true,
    replacement: '',
    category: 'filler',
    minStrength: 'light',
    sources: WIKI,
    example: 'Certainly!',
    result: '',
  },
  {
    id: 'filler-certainly-exclamation',
    pattern: '^(?:certainly|of course|absolutely|sure(?: thing)?|great|excellent)!\\s*',
    scope: 'sentence-start',
    notAfterQuestion: true,
    replacement: '',
    category: 'filler',
    minStrength: 'light',
    sources: WIKI,
    example: 'Certainly! The report covers three regions.',
    result: 'The report covers three regions.',
  },
  {
    id: 'filler-certainly-here-is',
    pattern: "^(?:certainly|sure|of course|absolutely),\\s*(?=here(?: is|\u2019s|'s| are)\\b)",
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'light',
    sources: WIKI,
    example: 'Sure, here is the list.',
    result: 'Here is the list.',
  },
  {
    id: 'filler-great-question',
    pattern: `^${GREAT_QUESTION}[.!]*$`,
    scope: 'sentence',
    replacement: '',
    category: 'filler',
    minStrength: 'light',
    sources: WIKI,
    example: 'Great question!',
    result: '',
  },
  {
    id: 'filler-i-hope-this-helps',
    pattern:
      '^i hope (?:this|that|the above|my answer|this information) (?:helps|was helpful|is helpful|is useful|clarifies things)(?: you)?(?: in some way| a little| somewhat)?[.!]*$',
    scope: 'sentence',
    replacement: '',
    category: 'filler',
    minStrength: 'light',
    sources: WIKI,
    example: 'I hope this helps!',
    result: '',
  },
  {
    id: 'filler-let-me-know-if',
    pattern:
      '^(?:please )?(?:let me know|feel free to (?:ask|reach out|let me know)) if you (?:have any (?:other |further |more |additional )?questions|need (?:any )?(?:more|further|additional|other) (?:help|information|details|assistance)|would like (?:me to )?(?:expand|elaborate|go into more detail)[^.!?]{0,60})[.!]*$',
    scope: 'sentence',
    replacement: '',
    category: 'filler',
    minStrength: 'strong',
    sources: WIKI,
    example: 'Let me know if you have any other questions!',
    result: '',
  },
  {
    id: 'filler-hope-this-finds-you-well',
    // 'We hope this message finds you well!' opens marketing e-mail the same way.
    pattern:
      '^(?:i|we) hope (?:this|my|our) (?:letter|message|email|e-mail|note|newsletter|update) finds you well[.!]*$',
    scope: 'sentence',
    replacement: '',
    category: 'cliche',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'I hope this letter finds you well.',
    result: '',
  },
  {
    id: 'filler-lets-dive-in',
    pattern: `^(?:so,? |now,? )?let${APOS}s (?:dive (?:right )?in|dive deeper|get started|get into it|jump (?:right )?in|begin|get going)[.!]*$`,
    scope: 'sentence',
    notLast: true,
    replacement: '',
    category: 'signpost',
    minStrength: 'medium',
    sources: HUMANIZER,
    example: "Let's dive in!",
    result: '',
  },
  {
    id: 'filler-heres-what-you-need-to-know',
    pattern: `^here${APOS}s (?:what you need to know|everything you need to know|the thing|the deal)[.:!]*$`,
    scope: 'sentence',
    replacement: '',
    category: 'signpost',
    minStrength: 'medium',
    sources: HUMANIZER,
    example: "Here's what you need to know:",
    result: '',
  },
  {
    // 'Thank you for contacting us, and I hope you're having a great day!' → 'Thank you for contacting us!'.
    // Only as the sentence's last clause, so nothing that follows depends on it.
    id: 'filler-and-i-hope-youre-having-a-great-day',
    pattern: `(?<=^|\\w),? and (?:i|we) hope you(?: are|${APOS}re) having an? (?:great|good|wonderful|lovely|fantastic|nice) (?:day|week|weekend|morning|afternoon)(?=[.!]*$)`,
    scope: 'clause',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: "Thank you for contacting us, and I hope you're having a great day!",
    result: 'Thank you for contacting us!',
  },
  {
    id: 'filler-hope-youre-having-a-great-day',
    pattern: `^(?:i|we) hope you(?: are|${APOS}re) having an? (?:great|good|wonderful|lovely|fantastic|nice) (?:day|week|weekend|morning|afternoon)[.!]*$`,
    scope: 'sentence',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: "I hope you're having a great week!",
    result: '',
  },
  // Support-reply reassurance: 'I want to assure you that we take this seriously' → 'We take this seriously'.
  // Only opening a sentence: after '…, and' the reassurance is what joins the clauses.
  {
    id: 'filler-i-want-to-assure-you-that',
    pattern: `^(?:(?:i|we) (?:(?:want|wish|would like) to |can )?|let me )(?:assure|reassure) you that\\s+${NO_COORDINATED_THAT}`,
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'I want to assure you that we take billing concerns seriously.',
    result: 'We take billing concerns seriously.',
  },
  {
    // 'After reviewing your account, I can confirm that a charge was made twice' → 'I checked your account: a
    // charge was made twice'. The check and its finding stay; the formula goes.
    id: 'filler-after-reviewing-your-account',
    pattern: `^after (?:reviewing|checking|looking into|looking at|investigating) your (?<what>account|order|records|file|billing history), (?<who>i|we) (?:can|am able to|are able to) confirm that\\s+${NO_COORDINATED_THAT}`,
    scope: 'sentence-start',
    replacement: '$<who> checked your $<what>: ',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'After reviewing your account, I can confirm that the charge was made twice.',
    result: 'I checked your account: the charge was made twice.',
  },
  // Cover-letter openers: 'It is with great excitement that I apply for the post' → 'I am applying for the post'.
  // Only the application itself: 'It is with great sadness that we announce …' carries news of its own.
  {
    id: 'filler-it-is-with-great-excitement-that-i-apply',
    pattern: `^${IT_IS} with (?:great |much |immense |tremendous |genuine |sincere )?(?:excitement|enthusiasm|pleasure|eagerness|interest) that i (?:apply|am applying|submit my application|am submitting my application|write to apply) (?<prep>for|to)\\s+`,
    scope: 'sentence-start',
    replacement: 'I am applying $<prep> ',
    category: 'cliche',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'It is with great excitement that I apply for the teaching position.',
    result: 'I am applying for the teaching position.',
  },
  // Recommendation letters and announcements: 'It is with great pleasure that I write this letter of
  // recommendation for Ms. Raman' → 'I am pleased to recommend Ms. Raman'. Pleasure and delight only: 'It is
  // with great sadness that we announce …' carries news of its own.
  {
    id: 'filler-it-is-with-great-pleasure-that-i-recommend',
    pattern: `^${IT_IS} with ${PLEASURE} that i (?:write (?:this|a|my) letter of (?:recommendation|reference) (?:for|on behalf of)|write to recommend|recommend)\\s+`,
    scope: 'sentence-start',
    replacement: 'I am pleased to recommend ',
    category: 'cliche',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'It is with great pleasure that I write this letter of recommendation for Ms. Raman.',
    result: 'I am pleased to recommend Ms. Raman.',
  },
  {
    id: 'filler-it-is-with-great-pleasure-that-i',
    pattern: `^${IT_IS} with ${PLEASURE} that i (?=${PLEASED_VERBS}\\b)`,
    scope: 'sentence-start',
    replacement: 'I am pleased to ',
    category: 'cliche',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'It is with great pleasure that I accept your invitation.',
    result: 'I am pleased to accept your invitation.',
  },
  // A chair's report: 'It is with great pride that I present this report' → 'I am proud to present this report'.
  {
    id: 'filler-it-is-with-great-pride-that-i',
    pattern: `^${IT_IS} with (?:(?:great|much|immense|tremendous|genuine) )?pride that (?:i|we) (?=${PLEASED_VERBS}\\b)`,
    scope: 'sentence-start',
    replacement: 'I am proud to ',
    category: 'cliche',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'It is with great pride that I present the annual report.',
    result: 'I am proud to present the annual report.',
  },
  // Invitations: 'On behalf of the committee, it gives me great pleasure to invite you' → 'I am pleased to invite you'.
  {
    id: 'filler-it-gives-me-great-pleasure-to',
    pattern: `${CLAUSE}it gives me ${PLEASURE} to\\s+`,
    scope: 'clause',
    replacement: 'I am pleased to ',
    category: 'cliche',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'On behalf of the committee, it gives me great pleasure to invite you to the gala.',
    result: 'On behalf of the committee, I am pleased to invite you to the gala.',
  },
  {
    id: 'filler-it-gives-us-great-pleasure-to',
    pattern: `${CLAUSE}it gives us ${PLEASURE} to\\s+`,
    scope: 'clause',
    replacement: 'we are pleased to ',
    category: 'cliche',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'It gives us great pleasure to welcome our new members.',
    result: 'We are pleased to welcome our new members.',
  },
  {
    id: 'filler-it-is-with-great-pleasure-that-we',
    pattern: `^${IT_IS} with ${PLEASURE} that we (?=${PLEASED_VERBS}\\b)`,
    scope: 'sentence-start',
    replacement: 'we are pleased to ',
    category: 'cliche',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'It is with great pleasure that we announce the winners.',
    result: 'We are pleased to announce the winners.',
  },
  // Listicle and social-post hooks: 'But here's the good news: the right tools help' → 'But the right tools
  // help'. A leading 'But' keeps the turn it marks.
  {
    id: 'filler-heres-the-good-news',
    pattern: `^(?<conj>but|and|so),? here(?:${APOS}s| is) the (?:good|great|best) news:\\s+`,
    scope: 'sentence-start',
    replacement: '$<conj> ',
    category: 'signpost',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: "But here's the good news: the right tools can help.",
    result: 'But the right tools can help.',
  },
  // With no 'But' of its own the contrast goes into 'Luckily' ('it does need a little TLC. Luckily, it's easier
  // than most people think'): a bare 'It's …' would point at the trouble just named.
  {
    id: 'filler-heres-the-good-news-luckily',
    pattern: `^here(?:${APOS}s| is) the (?:good|great|best) news:\\s+`,
    scope: 'sentence-start',
    replacement: 'Luckily, ',
    category: 'signpost',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: "Here's the good news: the right tools can help.",
    result: 'Luckily, the right tools can help.',
  },
  {
    // 'So grab a cup of coffee, sit back, and let's look at the apps' → 'Let's look at the apps'. Only with
    // 'sit back' or 'settle in': 'Grab a coffee and meet us in the lobby' is an errand.
    id: 'filler-grab-a-coffee-and-sit-back',
    pattern: `^(?:so,? |now,? )?grab (?:a|your) (?:cup of (?:coffee|tea)|coffee|tea|snack|drink|cuppa)(?:,| and) (?:sit back|settle in|get comfortable)(?:,? and relax)?,? and\\s+`,
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: "So grab a cup of coffee, sit back, and let's look at the top ten apps.",
    result: "Let's look at the top ten apps.",
  },
  {
    // 'Let that sink in.' Not 'Let it sink in', which is also what oil or glue does.
    id: 'filler-let-that-sink-in',
    pattern: '^let (?:that|this) sink in(?: for a (?:moment|second|minute))?[.!]*$',
    scope: 'sentence',
    replacement: '',
    category: 'cliche',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'Let that sink in.',
    result: '',
  },
  {
    id: 'filler-onward-and-upward',
    pattern: '^(?:and )?onwards? and upwards?[.!]*$',
    scope: 'sentence',
    replacement: '',
    category: 'cliche',
    minStrength: 'medium',
    sources: EDITORIAL,
    example: 'Onward and upward!',
    result: '',
  },
  {
    // A post's call to comment after its question: the question already asks for answers.
    id: 'filler-let-me-know-in-the-comments',
    pattern:
      '^(?:let me know|let us know|tell me|share your thoughts|drop a comment)(?: what you think)? (?:in the comments(?: below| section)?|below)[.!]*$',
    scope: 'sentence',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: EDITORIAL,
    modes: NOT_CASUAL,
    example: 'Let me know in the comments.',
    result: '',
  },
  {
    // 'The numbers are striking.' announces figures the next sentence gives. In research prose the author's
    // judgement of results can be the point, so academic mode keeps it.
    id: 'filler-the-numbers-are-striking',
    pattern:
      '^the (?:numbers|figures|statistics|stats) (?:are|were) (?:striking|staggering|eye-opening|startling|astonishing)[.!]*$',
    scope: 'sentence',
    replacement: '',
    category: 'signpost',
    minStrength: 'medium',
    sources: EDITORIAL,
    modes: NOT_ACADEMIC,
    example: 'The numbers are striking.',
    result: '',
  },
  {
    // Product-page closer: 'Your body will thank you.' promises nothing the page has not said.
    id: 'filler-your-body-will-thank-you',
    pattern:
      '^your (?:body|back|wallet|skin|feet|taste buds|plants|garden) will thank you(?: for it| later)?[.!]*$',
    scope: 'sentence',
    replacement: '',
    category: 'cliche',
    minStrength: 'medium',
    sources: EDITORIAL,
    modes: NOT_CASUAL,
    example: 'Your body will thank you.',
    result: '',
  },
  {
    id: 'filler-as-an-ai-language-model',
    pattern: '^as an ai(?: language model| model| assistant| chatbot)?,\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'light',
    sources: WIKI,
    example: 'As an AI language model, I can summarize the main points.',
    result: 'I can summarize the main points.',
  },
  {
    id: 'filler-as-of-my-last-update',
    pattern:
      '^as of my (?:last|latest|most recent) (?:knowledge |training )?(?:update|cutoff|cut-off|training)(?: in [a-z0-9 ]{1,20})?,\\s*',
    scope: 'sentence-start',
    replacement: '',
    category: 'filler',
    minStrength: 'medium',
    sources: WIKI,
    example: 'As of my last knowledge update, the bridge was still open.',
    result: 'The bridge was still open.',
  },
];
