/**
 * Word starts where the letter misleads about the sound, so the article rule leaves them alone (source:
 * editorial; English spelling-to-sound exceptions). Lower-case words only: acronyms and names are read
 * letter by letter or are protected, and their article depends on how they are said.
 */

/** Vowel letters sounded with a consonant: 'a one-time fee', 'a European', 'a ewe'. */
export const CONSONANT_SOUND_VOWEL_STARTS: readonly string[] = ['one', 'once', 'eu', 'ewe'];

/**
 * First letters the rule never judges: 'h' (an hour, a house; 'an historic' in British use), 'u' (an umbrella,
 * a unit), 'y' (a year, an yttrium atom), and 'x' (an x-ray).
 */
export const UNJUDGED_FIRST_LETTERS: ReadonlySet<string> = new Set(['h', 'u', 'y', 'x']);

/**
 * Function words that never follow an article, so 'a' or 'an' before them is something else: a letter in a
 * list ('options a and b'), or a typo the rule cannot judge.
 */
export const NOT_AFTER_ARTICLE: ReadonlySet<string> = new Set([
  'and',
  'or',
  'nor',
  'but',
  'of',
  'in',
  'on',
  'at',
  'as',
  'is',
  'are',
  'was',
  'were',
  'if',
  'it',
  'its',
  'to',
  'by',
  'for',
  'an',
  'the',
  'into',
  'onto',
  'over',
  'under',
  'up',
  'out',
  'off',
]);
