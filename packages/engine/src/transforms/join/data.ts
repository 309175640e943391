/**
 * Word lists for joining sentences. Data only; the logic is in index.ts.
 */

/**
 * First words of a sentence that already tie it to the one before (a connector or an adverbial): joining
 * with ', and' would stack two links ('…, and however …').
 */
export const LINKED_OPENERS: ReadonlySet<string> = new Set([
  'however',
  'but',
  'and',
  'or',
  'so',
  'yet',
  'also',
  'then',
  'thus',
  'hence',
  'therefore',
  'instead',
  'still',
  'meanwhile',
  'otherwise',
  'finally',
  'first',
  'firstly',
  'second',
  'secondly',
  'third',
  'next',
  'later',
  'now',
  'here',
  'there',
  'overall',
  'similarly',
  'likewise',
  'consequently',
  'additionally',
  'furthermore',
  'moreover',
  'indeed',
  'of',
  'as',
  'for',
]);

/**
 * Verbs after a sentence-opening 'This' that make it a pronoun standing for the previous clause, so
 * ', which' can replace it: 'Prices rose. This hurt sales.' → 'Prices rose, which hurt sales.'
 */
export const THIS_CLAUSE_VERBS: ReadonlySet<string> = new Set([
  'allows',
  'enables',
  'makes',
  'means',
  'helps',
  'ensures',
  'leads',
  'led',
  'results',
  'resulted',
  'gives',
  'gave',
  'creates',
  'created',
  'reduces',
  'reduced',
  'improves',
  'improved',
  'increases',
  'increased',
  'keeps',
  'lets',
  'saves',
  'causes',
  'caused',
  'made',
  'meant',
  'adds',
  'explains',
  'suggests',
  'shows',
  'showed',
  'can',
  'could',
  'may',
  'might',
  'will',
  'would',
]);

/** 'This is …' joins as ', which is …' except where 'this' points forward or gives a reason. */
export const THIS_IS_BLOCKERS: ReadonlySet<string> = new Set([
  // '… to enter into binding transactions on one's own. This is not automatic.': a denial about the thing defined
  // would attach, after 'which', to the last phrase ('on one's own').
  'not',
  "n't",
  'because',
  'how',
  'what',
  'where',
  'the',
  'a',
  'an',
]);
