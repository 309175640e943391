/**
 * Word lists for sentence splitting. Data only; the logic is in index.ts.
 */

/**
 * Participles that open a trailing comment on the whole clause before them (', making it easier to …',
 * ', highlighting the need for …'). A tail like that can stand as its own sentence with 'This' as subject:
 * '…, making it easier to …' → '… This makes it easier to …'. Participles that usually modify a noun
 * (', including', ', using', ', containing') are left out.
 */
export const CLAUSE_PARTICIPLES: ReadonlySet<string> = new Set([
  'making',
  'allowing',
  'enabling',
  'highlighting',
  'emphasizing',
  'emphasising',
  'underscoring',
  'underlining',
  'showcasing',
  'demonstrating',
  // Not 'ensuring': 'These results underscore the importance of investments in skills, ensuring that …' — what
  // ensures is most often a noun inside the clause, and 'This ensures' would name the wrong one (readings 56–72);
  // the 'so' rewrite (soTail) takes the safe cases.
  'leading',
  'resulting',
  'creating',
  'contributing',
  'reflecting',
  'indicating',
  'paving',
  'giving',
  'helping',
  'causing',
  'reducing',
  'raising',
  'prompting',
  'fostering',
  'signaling',
  'signalling',
  'showing',
  'revealing',
  'illustrating',
  'stressing',
  'improving',
]);

/** Finite forms that mark a clause as past tense, so the split-off tail takes the past too. */
export const PAST_AUX: ReadonlySet<string> = new Set(['was', 'were', 'had', 'did']);

/** Finite forms that mark a clause as present tense. */
export const PRESENT_AUX: ReadonlySet<string> = new Set([
  'is',
  'are',
  'am',
  // "It's also worth getting …": the tagger's token for a contracted 'is'.
  "'s",
  '’s',
  "'re",
  '’re',
  "'m",
  '’m',
  'has',
  'have',
  'do',
  'does',
  'can',
  'cannot',
  'ca',
  'will',
  'wo',
  'may',
  'must',
  'shall',
]);

/**
 * Verbs after ', which' that make it a comment on the whole clause before ('…, which allows …', '…, which
 * can lead to …'), so the tail can become a sentence opening with 'This'.
 */
export const COMMENT_VERBS: ReadonlySet<string> = new Set([
  'allows',
  'allowed',
  'enables',
  'enabled',
  'leads',
  'led',
  'makes',
  'made',
  'means',
  'meant',
  'results',
  'resulted',
  'helps',
  'helped',
  'ensures',
  'ensured',
  'gives',
  'gave',
  'causes',
  'caused',
  'prompted',
]);

/** Modals after ', which': a comment on the clause only when a comment verb follows ('…, which can lead to …'). */
export const COMMENT_MODALS: ReadonlySet<string> = new Set(['can', 'could', 'may', 'might', 'will', 'would']);

/**
 * Base forms that, after a modal, keep the tail a comment on the whole clause. Without one, 'which' most likely
 * means the noun just before it ('a more massive object, which can undergo …'), and 'This' would point wrongly.
 */
export const COMMENT_BASES: ReadonlySet<string> = new Set([
  'allow',
  'enable',
  'lead',
  'make',
  'mean',
  'result',
  'help',
  'ensure',
  'give',
  'cause',
  'prompt',
]);

/**
 * Adjectives the tagger reads as verbs after 'making it' ('making it easy/perfect to …'). Only words whose
 * verb reading cannot fill that slot as a bare verb, so 'making it work for …' (a verb) never matches.
 */
export const RESULT_ADJECTIVES: ReadonlySet<string> = new Set([
  'easy',
  'easier',
  'perfect',
  'ideal',
  'suitable',
  'difficult',
  'hard',
  'harder',
  'possible',
  'impossible',
  'simple',
  'simpler',
  'convenient',
  'affordable',
  'accessible',
  'unplayable',
  'unusable',
]);
