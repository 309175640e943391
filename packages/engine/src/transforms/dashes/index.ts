import type { Reason } from '../../text/draft.js';
import type { Transform, TransformEnv, UnitContext } from '../types.js';

export const DASHES_ID = 'dashes';

const REASONS: Readonly<Record<'pair' | 'single', Reason>> = Object.freeze({
  pair: { en: 'Dashes around an aside replaced with commas.', zh: '插入语两侧的破折号改为逗号。' },
  single: { en: 'Dash replaced with plainer punctuation.', zh: '破折号改为更常规的标点。' },
});

/** An em dash (or a spaced en dash / double hyphen used as one), with its spaces. */
const DASH = /\s*—\s*|\s+–\s+|\s+--\s+/gu;
/** Words after which a dash reads as a comma: the clause that follows is joined, not announced. */
const COMMA_BEFORE =
  /^(?:and|but|or|yet|so|which|who|whose|where|while|whereas|although|though|(?:simply |just |partly |mainly |largely |only |precisely )?because|including|especially|particularly|from|not|often|sometimes|even (?:when|if|though|as|in|at|on|with|without|after|before|for|during|more|less|so|then|now|today|better|worse)|such as|like)\b/iu;

/** A tail that opens with a participle phrase ('driven by …', 'known as …'): it describes, it does not explain. */
const PARTICIPLE_TAIL =
  /^(?:\p{L}+ed|known|driven|given|taken|seen|shown|born|built|written|held|made|done|led|brought|caught|told)\s+(?:by|as|in|to|from|with|for|at|on)\b/iu;

/**
 * A news dateline before its dash ('BOSTON, January 14, 2025 —', 'San Francisco, CA —'): only capitalised words
 * and figures, in comma-separated parts. The dash belongs to the format.
 */
const DATELINE =
  /^\p{Lu}[\p{L}.'-]*(?: [\p{Lu}\d][\p{L}\d.'-]*)*(?:, [\p{Lu}\d][\p{L}\d.'-]*(?: [\p{Lu}\d][\p{L}\d.'-]*)*)+\s*$/u;

/**
 * Machine-written prose leans on em dashes. A pair around an aside becomes commas (or parentheses if the aside
 * has its own commas); a single dash becomes a comma before a joining word, otherwise a colon.
 */
export function createDashes(): Transform {
  return Object.freeze({
    id: DASHES_ID,
    run(units: readonly UnitContext[], _env: TransformEnv) {
      for (const unit of units) {
        const draft = unit.draft;
        const dashes = [...draft.text.matchAll(DASH)].filter(
          (m) => !draft.isProtected(m.index, m.index + m[0].length),
        );
        if (dashes.length === 0 || dashes.length > 2) continue;
        const meta = (rule: string, reason: Reason) => ({ transform: DASHES_ID, rule, reason });
        const [a, b] = dashes;
        if (!a) continue;
        if (b) {
          const inner = draft.text.slice(a.index + a[0].length, b.index);
          const tail = draft.text.slice(b.index + b[0].length);
          if (/[;:]/u.test(inner) || inner.split(/\s+/u).length > 12) continue;
          const head = draft.text.slice(0, a.index);
          // At the end of a list ('… vets, and dealers—people farmers trust—to …') or before its next item
          // ('aquafaba—the liquid from a can—and chocolate'), commas would read the aside as one more item:
          // parentheses keep it apart. An aside that itself adds ('bees—and the ecosystems …—continue') is no item.
          const listEnd = /,\s*(?:and|or)\s+[^,;:]*$/iu.test(head);
          const joining = /^(?:and|or)\b/iu.test(inner);
          if (inner.includes(',') || (!joining && (listEnd || /^(?:and|or)\b/iu.test(tail)))) {
            draft.replace(
              b.index,
              b.index + b[0].length,
              /^[.,;:!?]/u.test(tail) ? ')' : ') ',
              meta('dash-pair-parentheses', REASONS.pair),
            );
            draft.replace(a.index, a.index + a[0].length, ' (', meta('dash-pair-parentheses', REASONS.pair));
          } else {
            draft.replace(
              b.index,
              b.index + b[0].length,
              /^[.,;:!?]/u.test(tail) ? '' : ', ',
              meta('dash-pair-commas', REASONS.pair),
            );
            draft.replace(a.index, a.index + a[0].length, ', ', meta('dash-pair-commas', REASONS.pair));
          }
          continue;
        }
        const before = draft.text.slice(0, a.index);
        const after = draft.text.slice(a.index + a[0].length);
        if (before.split(/\s+/u).length < 3 || !/^\p{L}/u.test(after)) continue;
        // '"Haunting and tender" — Kate Mosse': a dash after a quotation attributes it.
        if (/["”’']\s*$/u.test(before)) continue;
        const tailWords = after.split(/\s+/u).length;
        if (COMMA_BEFORE.test(after)) {
          // A tail with commas of its own ('—not always, I admit, successfully …', '—and with Northstar, it is.')
          // would run its clauses together behind a comma; the dash is what keeps it readable.
          if (after.includes(',')) continue;
          draft.replace(a.index, a.index + a[0].length, ', ', meta('dash-comma', REASONS.single));
        } else if (PARTICIPLE_TAIL.test(after) || (tailWords <= 2 && /\.$/u.test(after))) {
          // '—driven by wages' and '—known as consideration' describe what came before, and '—ever.' stresses
          // it: a colon would announce an explanation that never comes.
          draft.replace(a.index, a.index + a[0].length, ', ', meta('dash-comma', REASONS.single));
        } else if (
          tailWords > 2 &&
          !/[”"]|[,.!?][’']/u.test(before) &&
          !before.includes(':') &&
          !after.includes(':') &&
          !/[,;]$/u.test(before) &&
          !DATELINE.test(before)
        ) {
          // Not after a quotation in the sentence ('"…," she writes—a line that …'): the colon would promise
          // another quotation. A short exclamation ('—stay tuned!') keeps its dash.
          draft.replace(a.index, a.index + a[0].length, ': ', meta('dash-colon', REASONS.single));
        }
      }
    },
  });
}
