import type { Reason } from '../../text/draft.js';
import type { Transform, TransformEnv, UnitContext } from '../types.js';
import { CONSONANT_SOUND_VOWEL_STARTS, NOT_AFTER_ARTICLE, UNJUDGED_FIRST_LETTERS } from './data.js';

export const ARTICLES_ID = 'articles';

const REASON: Reason = Object.freeze({
  en: "'A' or 'an' matched to the sound of the next word.",
  zh: '按下一个词的读音改用 a 或 an。',
});

/** 'a'/'an' and the word after it; the word must be plain lower-case letters (with inner hyphens). */
const ARTICLE = /(?<![\p{L}\p{N}'’-])(a|an|A|An)\s+(\p{Ll}[\p{Ll}'’-]*)/gu;

/** 'an' or 'a' for a lower-case word, or null when its first letter does not tell the sound. */
export function articleFor(word: string): 'a' | 'an' | null {
  const first = word.charAt(0);
  if (word.length < 2 || /^\p{L}-/u.test(word) || UNJUDGED_FIRST_LETTERS.has(first)) return null;
  if (NOT_AFTER_ARTICLE.has(word)) return null;
  if ('aeio'.includes(first))
    return CONSONANT_SOUND_VOWEL_STARTS.some((s) => word.startsWith(s)) ? null : 'an';
  return 'a';
}

/**
 * Fixes 'a' before a vowel sound and 'an' before a consonant sound ('a ancient campfire' → 'an ancient
 * campfire'), whether the writer typed it or an earlier replacement left it. Only where the spelling settles
 * the sound; everything else is left as written.
 */
export function createArticles(): Transform {
  return Object.freeze({
    id: ARTICLES_ID,
    run(units: readonly UnitContext[], _env: TransformEnv) {
      for (const unit of units) {
        const draft = unit.draft;
        for (const m of [...draft.text.matchAll(ARTICLE)].reverse()) {
          const article = m[1] as string;
          // 'Series A investors', 'Plan A', 'Vitamin A': a capital 'A' after a capitalised word is a letter in a name.
          // So is 'An' ('Hoi An district').
          if (
            (article === 'A' || article === 'An') &&
            /\p{Lu}[\p{L}-]*\s+$/u.test(draft.text.slice(0, m.index))
          )
            continue;
          const wanted = articleFor(m[2] as string);
          if (!wanted || wanted === article.toLowerCase()) continue;
          const replacement = article.charAt(0) === 'A' ? `A${wanted.slice(1)}` : wanted;
          draft.replace(m.index, m.index + article.length, replacement, {
            transform: ARTICLES_ID,
            rule: wanted === 'an' ? 'a-to-an' : 'an-to-a',
            reason: REASON,
          });
        }
      }
    },
  });
}
