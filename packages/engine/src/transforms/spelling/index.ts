import type { EnglishVariant } from '@wordwright/contracts';
import type { Reason } from '../../text/draft.js';
import { words } from '../shared/text.js';
import type { Transform, TransformEnv, UnitContext } from '../types.js';

export const SPELLING_ID = 'spelling';

const REASONS: Readonly<Record<EnglishVariant, Reason>> = Object.freeze({
  us: { en: 'US spelling.', zh: '美式拼写。' },
  uk: { en: 'UK spelling.', zh: '英式拼写。' },
});

export interface SpellingOptions {
  /** [us, uk] spelling pairs. */
  pairs: readonly (readonly [string, string])[];
  /** [us, uk] pairs converted to US spelling only (the US form has other senses too). */
  toUsOnly?: readonly (readonly [string, string])[];
  /**
   * Words whose other spelling means something else in one variant (US 'program' is UK 'programme' only
   * outside computing; US 'check' is UK 'cheque' only for money): never changed.
   */
  ambiguous?: readonly string[];
}

const AMBIGUOUS = Object.freeze([
  'program',
  'programs',
  'check',
  'checks',
  'tire',
  'tires',
  'license',
  'licenses',
  'practice',
  'practices',
  'meter',
  'meters',
  'curb',
  'curbs',
  'draft',
  'drafts',
  'story',
  'stories',
  'disk',
  'disks',
  'inquiry',
]);

/**
 * '-ise' words that keep their 's' in US spelling too ('advise', 'surprise', 'expertise'): the fallback below
 * only turns the others ('anonymised' → 'anonymized'). Stems under four letters ('rise', 'raise') never reach it.
 */
const ISE_IN_BOTH = new Set([
  'advertise',
  'apprise',
  'appraise',
  'chastise',
  'circumcise',
  'comprise',
  'compromise',
  'concise',
  'despise',
  'disguise',
  'enterprise',
  'exercise',
  'expertise',
  'franchise',
  'improvise',
  'merchandise',
  'mortise',
  'paradise',
  'porpoise',
  'precise',
  'premise',
  'promise',
  'reprise',
  'supervise',
  'surmise',
  'surprise',
  'televise',
  'tortoise',
  'treatise',
  'turquoise',
  'chemise',
  'marquise',
  // 'rise' compounds: the 's' belongs to 'rise'.
  'sunrise',
  'moonrise',
  'uprise',
]);

const ISE_IN_BOTH_LIST = [...ISE_IN_BOTH];

/** Nouns ending in '-is' whose plural in '-ises' looks like an '-ise' verb. */
const IS_NOUNS = new Set([
  'trellis',
  'iris',
  'chassis',
  'pelvis',
  'mantis',
  'clematis',
  'penis',
  'glottis',
  'epidermis',
]);

/** The US form of a UK '-ise'/'-isation' word the table lacks, or undefined. */
function usFallback(word: string): string | undefined {
  // Any '-isation' noun ('pedestrianisation'): US spelling has no exception to -ization.
  // ('improvisation' comes from 'improvise', which keeps its 's' in US spelling too.)
  const noun = /^(\p{L}{3,})isations?$/u.exec(word);
  if (noun) return ISE_IN_BOTH.has(`${noun[1]}ise`) ? undefined : word.replace(/isation(s?)$/u, 'ization$1');
  // After a vowel the 's' is no suffix ('mayonnaise', 'tortoise', 'cruise').
  const m = /^(\p{L}{3,}[^aeiou\P{L}])is(e|es|ed|ing)$/u.exec(word);
  if (!m || /wis$/u.test(`${m[1]}is`) || ISE_IN_BOTH.has(`${m[1]}ise`)) return undefined;
  // 'uncompromising' keeps the 's' of 'compromise', as every word built on one of them does.
  if (ISE_IN_BOTH_LIST.some((both) => `${m[1]}ise`.endsWith(both))) return undefined;
  // 'trellises' is the plural of 'trellis', not a verb in '-ise'.
  if (m[2] === 'es' && IS_NOUNS.has(`${m[1]}is`)) return undefined;
  return `${m[1]}iz${m[2]}`;
}

const matchCase = (model: string, word: string): string => {
  if (model === model.toUpperCase() && model.length > 1) return word.toUpperCase();
  if (/^\p{Lu}/u.test(model)) return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
};

/** The last character before `at` that is not a space ('' at the start of the text). */
function charBefore(text: string, at: number): string {
  let k = at - 1;
  while (k >= 0 && /\s/u.test(text.charAt(k))) k--;
  return k < 0 ? '' : text.charAt(k);
}

/** Spellings common in both variants, which say nothing about a text's: 'towards' is frequent in American prose. */
// 'cancelled' and 'cancelling' are common in American print too: a US notice with 'cancelled' is no British text.
const EITHER_VARIANT = new Set(['towards', 'toward', 'cancelled', 'cancelling']);

/** US → UK and UK → US lookups from the pairs, leaving out words whose other spelling means something else. */
function spellingTables(options: SpellingOptions): {
  toUk: Map<string, string>;
  toUs: Map<string, string>;
} {
  const ambiguous = new Set(options.ambiguous ?? AMBIGUOUS);
  const toUk = new Map<string, string>();
  const toUs = new Map<string, string>();
  for (const [us, uk] of options.pairs) {
    if (ambiguous.has(us) || ambiguous.has(uk) || us === uk) continue;
    toUk.set(us, uk);
    // 'towards' is American English too: an American text keeps it.
    if (!EITHER_VARIANT.has(uk)) toUs.set(uk, us);
  }
  for (const [us, uk] of options.toUsOnly ?? []) toUs.set(uk, us);
  return { toUk, toUs };
}

/**
 * The variant a text is already written in, for a writer who did not choose one: British when its British-only
 * spellings ('programme', 'organisation', 'colour') outnumber its American-only ones, American otherwise. A
 * rewrite then keeps a British letter British instead of turning its 'programme' into 'program'.
 */
export function createVariantDetector(options: SpellingOptions): (text: string) => EnglishVariant {
  // A word the table would turn American is British, and one it would turn British is American.
  const { toUk, toUs } = spellingTables(options);
  return (text) => {
    let uk = 0;
    let us = 0;
    for (const word of words(text)) {
      if (!word.isWord) continue;
      // A name keeps its own spelling ('the Pew Research Center' in a British essay): a capital inside a
      // sentence says nothing about the writer's.
      if (/^\p{Lu}/u.test(word.text) && !/^[.!?:"“]?$/u.test(charBefore(text, word.start))) continue;

      // 'a low-fibre diet': each part of a hyphenated word counts.
      const lower = word.lower.endsWith("'s") ? word.lower.slice(0, -2) : word.lower;
      for (const part of lower.includes('-') ? lower.split('-') : [lower]) {
        // '-ize' is British too (Oxford spelling: 'urbanization' beside 'labour'), so it says nothing; 'colour'
        // and 'analyze' do. An '-ise' word the table lacks ('decarbonising') is British.
        if (EITHER_VARIANT.has(part)) continue;
        if (toUs.has(part) || (part.includes('is') && usFallback(part) !== undefined)) uk++;
        else if (toUk.has(part) && toUk.get(part) !== part.replace(/iz/gu, 'is')) us++;
      }
    }
    // Prices in pounds ('£4.2 million') are British evidence too: 'towards' in a UK grant report stays.
    if (/£/u.test(text)) uk++;
    return uk > us ? 'uk' : 'us';
  };
}

/** Puts every word in the writer's chosen variant (US or UK spelling). */
export function createSpelling(options: SpellingOptions): Transform {
  const { toUk, toUs } = spellingTables(options);
  return Object.freeze({
    id: SPELLING_ID,
    run(units: readonly UnitContext[], env: TransformEnv) {
      const table = env.options.variant === 'uk' ? toUk : toUs;
      const reason = REASONS[env.options.variant];
      for (const unit of units) {
        for (const word of unit.words().toReversed()) {
          if (!word.isWord) continue;
          // "the organisation's data": the possessive ending is spelt as it is, the word before it is looked up.
          const possessive = /['’]s$/u.exec(word.lower)?.[0] ?? '';
          const lower = word.lower.slice(0, word.lower.length - possessive.length);
          // 'high-fibre' is one word to the tokenizer: each part of a compound is spelt on its own.
          const parts = lower.split('-');
          const spelt =
            table.get(lower) ??
            (parts.length > 1 && parts.some((part) => table.has(part))
              ? parts.map((part) => table.get(part) ?? part).join('-')
              : undefined) ??
            (env.options.variant === 'us' ? usFallback(lower) : undefined);
          if (!spelt) continue;
          const other = spelt + word.text.slice(word.text.length - possessive.length);
          unit.draft.replace(word.start, word.end, matchCase(word.text, other), {
            transform: SPELLING_ID,
            rule: `${env.options.variant}-${lower}`,
            reason,
          });
        }
      }
    },
  });
}
