import type { Reason } from '../../text/draft.js';
import type { Transform, UnitContext } from '../types.js';

export const RESTRUCTURE_ID = 'restructure';

const REASON: Reason = Object.freeze({
  en: "'Not only … but also' reduced to a plain 'and'.",
  zh: '把“不仅……而且……”改成简单的并列。',
});

const USE_REASON: Reason = Object.freeze({
  en: "'The use of X' turned into the plainer 'using X'.",
  zh: '把“the use of X”改成更直接的“using X”。',
});

/**
 * 'the use of X' where a gerund reads as a noun phrase would: the subject at the start of the sentence (after
 * at most a short opener), or the object of a verb or preposition that takes an action ('involves', 'about').
 * After other verbs a gerund turns into advice ('suggest using X could …'), and after 'is' into a progressive.
 */
const USE_OF =
  /(?:^(["“]?)(?:[\p{L}][\p{L} ]{0,30},\s+)?|\b(?:involves?|involved|involving|requires?|required|requiring|explores?|explored|exploring|about|avoids?|avoided|avoiding|such as)\s+)(the use of)\s+(?=[\p{L}])/diu;

/** Up to the next punctuation or verb-like word: the rest of the noun phrase after 'the use of'. */
const USE_OF_BY = /^[^,;:.!?]*?\bby\b/u;

/**
 * 'not only X but also Y' (and 'not just'): the pair must be in one sentence, X must not hold its own 'and'
 * (the result would read 'A and B and C'), and a sentence-initial 'Not only does …' keeps its inversion.
 */
const NOT_ONLY = /\bnot (?:only|just) ((?:(?!\band\b|\bbut\b)[^;:.!?])+?),? but also\b/iu;

/** 'The use of solar power is growing.' → 'Using solar power is growing.' */
function useOf(unit: UnitContext): void {
  const draft = unit.draft;
  const m = USE_OF.exec(draft.text);
  const at = m?.indices?.[2];
  if (!m || !at) return;
  // 'the use of force by the police': the doer has no place after a gerund.
  if (USE_OF_BY.test(draft.text.slice(at[1]))) return;
  const start = at[0];
  const capital = /\p{Lu}/u.test(draft.text.charAt(start));
  draft.replace(start, at[1], capital ? 'Using' : 'using', {
    transform: RESTRUCTURE_ID,
    rule: 'the-use-of',
    reason: USE_REASON,
  });
}

/**
 * Rewrites clause patterns LLM prose leans on into their plain form: 'not only X but also Y' → 'X and Y', 'the use
 * of X' → 'using X'.
 */
export function createRestructure(): Transform {
  return Object.freeze({
    id: RESTRUCTURE_ID,
    run(units: readonly UnitContext[]) {
      for (const unit of units) {
        useOf(unit);
        const draft = unit.draft;
        const match = NOT_ONLY.exec(draft.text);
        if (!match) continue;
        const before = draft.text.slice(0, match.index);
        // 'Not only does it …' (inversion) and 'we do not only …' (emphatic do) need more than a deletion.
        if (/^["“(]*$/u.test(before) || /\b(?:do|does|did)\s+$/iu.test(before)) continue;
        const meta = { transform: RESTRUCTURE_ID, rule: 'not-only-but-also', reason: REASON };
        const start = match.index;
        const tail =
          match[0].length - (match[0].endsWith(', but also') ? ', but also'.length : ' but also'.length);
        const snapshot = draft.snapshot();
        // Tail first, so the earlier offsets still hold.
        if (!draft.replace(start + tail, start + match[0].length, ' and', meta)) continue;
        const lead = /^not (?:only|just) /iu.exec(match[0])?.[0].length ?? 0;
        if (!draft.replace(start, start + lead, '', meta)) draft.restore(snapshot);
      }
    },
  });
}
