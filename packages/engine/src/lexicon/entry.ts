/**
 * Small pure builders and shared constants for the phrase tables (phrases.ts, nominalisations.ts,
 * redundancy.ts). They only fill in the PhraseEntry shape so each table reads one entry per line; no logic.
 */
import type { RewriteMode, RewriteStrength } from '@wordwright/contracts';
import { CORE_IRREGULAR, inflectWord } from '../inflect/index.js';
import type { LexiconSource, PhraseCategory, PhraseEntry } from './types.js';

/** A bare list means "the same replacements in every mode". */
export type Replacements = readonly string[] | PhraseEntry['replace'];

export interface EntryOptions {
  echoFallback?: readonly string[];
  notAfter?: readonly string[];
  notBefore?: readonly string[];
  onlyAfter?: readonly string[];
  onlyBefore?: readonly string[];
  notLater?: readonly string[];
  onlyLater?: readonly string[];
  notEarlier?: readonly string[];
  modes?: readonly RewriteMode[];
  notInResearch?: boolean;
}

// Where each fact was learned (see SOURCES.md). Combinations used across the tables.
export const WIKI: readonly LexiconSource[] = ['wikipedia-signs-of-ai-writing'];
export const HUMANIZER: readonly LexiconSource[] = ['blader-humanizer'];
export const SLOP: readonly LexiconSource[] = ['anti-slop-banlist'];
export const PLAIN: readonly LexiconSource[] = ['plain-language-guidelines'];
export const EDITORIAL: readonly LexiconSource[] = ['editorial'];
/** Named by all three LLM-vocabulary lists (Wikipedia's guide, humanizer, the anti-slop ban list). */
export const AI_ALL: readonly LexiconSource[] = [
  'wikipedia-signs-of-ai-writing',
  'blader-humanizer',
  'anti-slop-banlist',
];
export const WIKI_SLOP: readonly LexiconSource[] = ['wikipedia-signs-of-ai-writing', 'anti-slop-banlist'];
export const SLOP_EDITORIAL: readonly LexiconSource[] = ['anti-slop-banlist', 'editorial'];
export const PLAIN_EDITORIAL: readonly LexiconSource[] = ['plain-language-guidelines', 'editorial'];
export const PLAIN_HUMANIZER: readonly LexiconSource[] = ['plain-language-guidelines', 'blader-humanizer'];
export const PLAIN_SLOP: readonly LexiconSource[] = ['plain-language-guidelines', 'anti-slop-banlist'];

/**
 * Guard token for notBefore/notAfter meaning "any number" (a token that starts with a digit, or a protected
 * number span): 'the majority of 500 respondents' must not become 'most 500 respondents'.
 */
export const NUMBER_TOKEN = '<num>';

/**
 * Guard token for notBefore meaning "a word ending in -ing": 'anticipate completing' must not become 'expect
 * completing', since the plain verb takes an infinitive, not a gerund.
 */
export const GERUND_TOKEN = '<ing>';

/**
 * Guard token for notAfter meaning "the start of the sentence": an opener that a filler rule handles with a
 * closer look ('In the realm of medicine,' but not 'In the realm of weeknight dinners,').
 */
export const START_TOKEN = '<start>';

/** Every mode except academic: swaps that lower the register or that an academic reader would read as a change. */
export const NOT_ACADEMIC: readonly RewriteMode[] = ['standard', 'fluent', 'casual', 'concise'];

/** Words that, right before a word, show it is being used as a noun (for verb entries whose form is also a noun). */
export const NOUN_CONTEXT: readonly string[] = [
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'its',
  'their',
  'his',
  'her',
  'our',
  'my',
  'your',
  'each',
  'every',
  'any',
  'some',
  'one',
  'another',
  'main',
  'real',
  'key',
  'major',
  'big',
  'biggest',
  'such',
  'of',
];

/** People (and pronouns) as objects: 'help them to see' → 'help them see', 'provide us with' → 'give us'. */
export const PERSON_OBJECTS: readonly string[] = [
  'us',
  'you',
  'them',
  'him',
  'her',
  'me',
  'people',
  'students',
  'children',
  'users',
  'readers',
  'customers',
  'patients',
  'employees',
  'workers',
  'teams',
  'businesses',
  'organizations',
  'organisations',
  'companies',
];

/** Words that open a noun phrase: after 'help us to' they make 'to' a preposition ('helped us to the door'). */
export const NOUN_PHRASE_START: readonly string[] = [
  'the',
  'a',
  'an',
  'this',
  'that',
  'these',
  'those',
  'their',
  'his',
  'her',
  'its',
  'our',
  'my',
  'your',
  'some',
  'safety',
  'it',
  'them',
  'us',
  'him',
  'me',
  NUMBER_TOKEN,
];

/**
 * Determiners, pronouns and numbers after a quantity phrase ('the majority of', 'a large number of'): these need
 * 'most of' / 'many of', not 'most' / 'many'.
 */
export const DETERMINER_FOLLOWS: readonly string[] = [
  'the',
  'these',
  'those',
  'this',
  'that',
  'their',
  'our',
  'its',
  'his',
  'her',
  'my',
  'your',
  'them',
  'us',
  'which',
  'whom',
  'it',
  NUMBER_TOKEN,
];

/** Forms of 'be' (and a few linking verbs): right before a participle they make it passive or adjectival. */
export const BE_CONTEXT: readonly string[] = [
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  'am',
  'become',
  'became',
  'becomes',
  'seem',
  'seems',
  'seemed',
  'remain',
  'remains',
  'remained',
  'get',
  'gets',
  'got',
];

/** Modals and other words that must be followed by a bare infinitive (so 'have the ability to' cannot become 'can'). */
export const MODAL_CONTEXT: readonly string[] = [
  'to',
  'will',
  'would',
  'shall',
  'should',
  'may',
  'might',
  'must',
  'can',
  'could',
  'do',
  'does',
  'did',
  'not',
  "don't",
  "doesn't",
  "didn't",
  "n't",
  'also',
  'still',
  'often',
  'never',
  // 'does not currently have the capacity to' → 'does not currently can': an adverb may stand between.
  'currently',
  'really',
  'simply',
  'just',
  'yet',
  'always',
  'usually',
  'actually',
  'even',
  'already',
];

function build(
  head: PhraseEntry['head'],
  id: string,
  pattern: string,
  replace: Replacements,
  category: PhraseCategory,
  minStrength: RewriteStrength,
  sources: readonly LexiconSource[],
  options: EntryOptions,
): PhraseEntry {
  const replaceObject: PhraseEntry['replace'] = Array.isArray(replace)
    ? { default: [...replace] }
    : (replace as PhraseEntry['replace']);
  const entry: PhraseEntry = {
    id,
    pattern,
    replace: replaceObject,
    category,
    minStrength,
    sources: [...sources],
  };
  if (head) entry.head = head;
  if (options.echoFallback) entry.echoFallback = [...options.echoFallback];
  if (options.notAfter) entry.notAfter = [...options.notAfter];
  if (options.notBefore) entry.notBefore = [...options.notBefore];
  if (options.onlyAfter) entry.onlyAfter = [...options.onlyAfter];
  if (options.onlyBefore) entry.onlyBefore = [...options.onlyBefore];
  if (options.notLater) entry.notLater = [...options.notLater];
  if (options.onlyLater) entry.onlyLater = [...options.onlyLater];
  if (options.notEarlier) entry.notEarlier = [...options.notEarlier];
  if (options.modes) entry.modes = [...options.modes];
  if (options.notInResearch) entry.notInResearch = true;
  return entry;
}

/** An entry whose '~' head is a verb (its inflection carries over to the replacement's '~' head). */
export function verb(
  id: string,
  pattern: string,
  replace: Replacements,
  category: PhraseCategory,
  minStrength: RewriteStrength,
  sources: readonly LexiconSource[],
  options: EntryOptions = {},
): PhraseEntry {
  return build('verb', id, pattern, replace, category, minStrength, sources, options);
}

/** An entry whose '~' head is a noun (singular/plural carries over). */
export function noun(
  id: string,
  pattern: string,
  replace: Replacements,
  category: PhraseCategory,
  minStrength: RewriteStrength,
  sources: readonly LexiconSource[],
  options: EntryOptions = {},
): PhraseEntry {
  return build('noun', id, pattern, replace, category, minStrength, sources, options);
}

/**
 * A verb entry plus a fixed twin for its '-ing' form ('~open up …' and 'opening up …'). After a comma the tagger
 * often reads a participle ('…, opening up new avenues') as a noun, which the verb entry's part-of-speech check
 * rejects; the twin has no head to check. Both '~' heads are turned into the gerund with the same rule.
 */
export function verbAndGerund(
  id: string,
  pattern: string,
  replace: Replacements,
  category: PhraseCategory,
  minStrength: RewriteStrength,
  sources: readonly LexiconSource[],
  options: EntryOptions = {},
): PhraseEntry[] {
  const toGerund = (text: string) =>
    text.replace(/~(\S+)/u, (_m, lemma: string) => inflectWord(lemma, 'gerund', CORE_IRREGULAR));
  const gerundReplace = Array.isArray(replace)
    ? replace.map(toGerund)
    : Object.fromEntries(
        Object.entries(replace as PhraseEntry['replace']).map(([mode, list]) => [
          mode,
          (list ?? []).map(toGerund),
        ]),
      );
  return [
    verb(id, pattern, replace, category, minStrength, sources, options),
    fixed(
      `${id}-ing`,
      toGerund(pattern),
      gerundReplace as Replacements,
      category,
      minStrength,
      sources,
      options,
    ),
  ];
}

/** A fixed phrase with no inflected head. */
export function fixed(
  id: string,
  pattern: string,
  replace: Replacements,
  category: PhraseCategory,
  minStrength: RewriteStrength,
  sources: readonly LexiconSource[],
  options: EntryOptions = {},
): PhraseEntry {
  return build(undefined, id, pattern, replace, category, minStrength, sources, options);
}

/**
 * After 'purchasing', the trade's nouns: 'purchasing power' is the economists' term, and 'purchasing records',
 * 'purchasing manager' name a business function, which 'buying' would turn into the act.
 */
export const PURCHASING_TERMS: readonly string[] = [
  'power',
  'volume',
  'volumes',
  'manager',
  'managers',
  'department',
  'departments',
  'agent',
  'agents',
  'officer',
  'officers',
  'team',
  'teams',
  'director',
  'records',
  'history',
  'data',
  'decisions',
  'process',
  'processes',
  'policy',
  'policies',
  'card',
  'cards',
  'system',
  'systems',
];
