import type { Reason } from '../../text/draft.js';
import type { Transform, UnitContext } from '../types.js';

export const RESTRUCTURE_ID = 'restructure';

const REASON: Reason = Object.freeze({
  en: "'Not only … but also' reduced to a plain 'and'.",
  zh: '把“不仅……而且……”改成简单的并列。',
});

/**
 * 'not only X but also Y' (and 'not just'): the pair must be in one sentence, X must not hold its own 'and'
 * (the result would read 'A and B and C'), and a sentence-initial 'Not only does …' keeps its inversion.
 */
const NOT_ONLY = /\bnot (?:only|just) ((?:(?!\band\b|\bbut\b)[^;:.!?])+?),? but also\b/iu;

/** Rewrites clause patterns LLM prose leans on into their plain form: 'not only X but also Y' → 'X and Y'. */
export function createRestructure(): Transform {
  return Object.freeze({
    id: RESTRUCTURE_ID,
    run(units: readonly UnitContext[]) {
      for (const unit of units) {
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
