/**
 * Contractions a writer would use in casual or fluent prose, and their full forms for academic prose.
 * 'positive' contractions (it's, I'm, they're) never end a clause: "I know what it is." stays as is.
 */
export interface Contraction {
  id: string;
  full: string;
  short: string;
  /** An auxiliary contraction (not a negation): needs a following word in the same clause. */
  positive: boolean;
  /** Only in casual mode (too informal for fluent). */
  casualOnly?: boolean;
  /**
   * Also in standard mode at medium strength and above: the common, always-grammatical contractions that
   * plain-language guides (US federal plain-language guidelines, "Use contractions when appropriate") accept.
   */
  plain?: boolean;
}

/**
 * Negations are never plain: a skimming reader can miss the 'n't' ('You shouldn't stop taking warfarin' after
 * 'you should stop taking iron'), which is why GOV.UK's style guide avoids negative contractions.
 */
const neg = (full: string, short: string): Contraction => ({
  id: short.replace(/'/gu, ''),
  full,
  short,
  positive: false,
  plain: false,
});
const pos = (full: string, short: string, casualOnly = false, plain = false): Contraction => ({
  id: short.replace(/'/gu, ''),
  full,
  short,
  positive: true,
  casualOnly,
  plain,
});
const PLAIN = true;

export const CONTRACTIONS: readonly Contraction[] = Object.freeze([
  neg('do not', "don't"),
  neg('does not', "doesn't"),
  neg('did not', "didn't"),
  neg('is not', "isn't"),
  neg('are not', "aren't"),
  neg('was not', "wasn't"),
  neg('were not', "weren't"),
  neg('have not', "haven't"),
  neg('has not', "hasn't"),
  neg('had not', "hadn't"),
  neg('will not', "won't"),
  neg('would not', "wouldn't"),
  neg('should not', "shouldn't"),
  neg('could not', "couldn't"),
  neg('cannot', "can't"),
  // No "mustn't": chiefly British, and a prohibition ('you must not drive') reads stronger in full.
  pos('it is', "it's", false, PLAIN),
  pos('that is', "that's", false, PLAIN),
  pos('there is', "there's", false, PLAIN),
  pos('what is', "what's"),
  pos('I am', "I'm"),
  pos('you are', "you're", false, PLAIN),
  pos('we are', "we're", false, PLAIN),
  pos('they are', "they're", false, PLAIN),
  pos('I will', "I'll"),
  pos('you will', "you'll"),
  pos('we will', "we'll"),
  pos('they will', "they'll"),
  pos('I have', "I've"),
  pos('we have', "we've"),
  pos('you have', "you've"),
  pos('they have', "they've"),
  pos('I would', "I'd", true),
  pos('it will', "it'll", true),
]);

/** Expansions for academic prose; the ambiguous 's and 'd forms are decided from the next word. */
export const EXPANSIONS: readonly (readonly [string, string])[] = Object.freeze([
  ["can't", 'cannot'],
  ["won't", 'will not'],
  ["shan't", 'shall not'],
  ["n't", ' not'],
  ["'m", ' am'],
  ["'re", ' are'],
  ["'ve", ' have'],
  ["'ll", ' will'],
  ["let's", 'let us'],
]);

/**
 * Verbs after which 'let's' becomes the academic 'let us' ('Let us consider …'). Elsewhere 'let's' is an idiom
 * or an invitation whose full form reads as asking permission ('Let us face it', 'Let us connect on LinkedIn'),
 * so it is kept.
 */
export const LET_US_VERBS: ReadonlySet<string> = new Set([
  'consider',
  'examine',
  'look',
  'turn',
  'assume',
  'suppose',
  'take',
  'return',
  'recall',
  'note',
  'define',
  'denote',
  'begin',
  'compare',
  'review',
  'explore',
  'see',
  'now',
  'first',
  'briefly',
]);
