/**
 * Word lists for reordering (transforms/reorder). Source: copy-editing practice ('editorial'): varying where a
 * sentence puts its setting or condition is the commonest fix for LLM prose that opens every sentence the
 * same way. The lists are our own.
 */

/** Openers that introduce a clause (not a phrase): the clause must keep its verb when it moves. */
export const SUBORDINATORS: ReadonlySet<string> = new Set([
  'although',
  'though',
  'even though',
  'whereas',
  'because',
  'since',
  'when',
  'if',
  'even if',
  'once',
  'unless',
]);

/**
 * Openers that can move to the end of their sentence: subordinating conjunctions and prepositions whose phrase
 * modifies the whole clause. The value is the separator the phrase takes at the end: a concession keeps its
 * comma ('…, although X'); a condition, cause or time does not ('… because X'). 'While' is left out: at the end
 * of a sentence it reads as time, and a fronted concession ('While X is true, Y') loses its sense there.
 * 'Today' is left out too: it usually sets now against then, and at the end it reads as part of the last noun
 * phrase ('… to honor women in science today').
 */
export const MOVABLE_OPENERS: ReadonlyMap<string, string> = new Map([
  ['although', ', '],
  ['though', ', '],
  ['even though', ', '],
  ['whereas', ', '],
  ['because', ' '],
  ['since', ' '],
  ['when', ' '],
  ['if', ' '],
  ['even if', ' '],
  ['once', ' '],
  ['unless', ' '],
  ['after', ' '],
  ['before', ' '],
  ['in', ' '],
  ['over', ' '],
  ['during', ' '],
  ['throughout', ' '],
  ['across', ' '],
  ['despite', ' '],
  ['by', ' '],
  ['through', ' '],
  ['for', ' '],
  ['nowadays', ' '],
]);

/**
 * Opening phrases that link to the sentence before ('For example', 'In contrast'): they must stay in front.
 * Matched against the opener's first words.
 */
export const LINKING_OPENERS: readonly string[] = [
  'for example',
  'for instance',
  'for this reason',
  'for these reasons',
  'in addition',
  'in fact',
  'in conclusion',
  'in summary',
  'in short',
  'in sum',
  'in particular',
  'in contrast',
  'in comparison',
  'in other words',
  'in general',
  'in turn',
  'in essence',
  'in reality',
  'in practice',
  'in doing so',
  'in this case',
  // 'In this guide, we will …', 'In these cases, …': the demonstrative points back, so the phrase leads.
  'in this',
  'in these',
  // 'In the present study, we …' frames the whole text; at the end it stacks onto another 'in' phrase.
  'in the present',
  'in the current',
  'in our',
  'in that case',
  'in such cases',
  'in the end',
  'in response',
  'in the meantime',
  'in the same way',
  'in this way',
  'in the first place',
  'by contrast',
  'by doing so',
  'by the same token',
  'through this',
  'through these',
  'since then',
  'after that',
  'after this',
  'after all',
  'before that',
  'before this',
  'over time',
  'when it comes to',
  'if so',
  'if not',
  'once again',
  'even so',
  'because of this',
  'despite this',
  'despite these',
];

/**
 * Words in the main clause that block the move. Pronouns: the opener may hold their antecedent ('Although the
 * model is small, it is fast' must not become 'It is fast, although the model is small'). Conjunctions and
 * relative words: the moved phrase would attach to the inner clause instead of the whole sentence. 'and'/'or' are
 * checked apart (reorder/index.ts): joining nouns they are harmless, joining clauses or verbs they are not.
 */
export const MAIN_CLAUSE_BLOCKERS: ReadonlySet<string> = new Set([
  // 'what the calendar calls winter after a few hundred years': a moved phrase would attach to the inner clause.
  'what',
  'it',
  'its',
  'they',
  'their',
  'them',
  'he',
  'his',
  'him',
  'she',
  'her',
  'this',
  'these',
  'that',
  'those',
  'which',
  'who',
  'whom',
  'whose',
  'where',
  'when',
  'while',
  'because',
  'if',
  'but',
  'although',
  'though',
  'since',
  'as',
  'so',
  'than',
  'until',
  'unless',
  'whether',
  'then',
  'also',
  'with',
  'there',
  'such',
]);
