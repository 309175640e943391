import type { Edit, Reason } from '@wordwright/engine';
import { diffWordsWithSpace } from 'diff';

export const LLM_REASON: Reason = Object.freeze({
  en: 'Rewritten by the language model',
  zh: '由语言模型改写',
});
export const LLM_TRANSFORM = 'llm';
export const LLM_RULE = 'llm-rewrite';

interface Run {
  inStart: number;
  inEnd: number;
  outStart: number;
  outEnd: number;
}

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/u.test(ch);

/**
 * Edits turning `before` into `after`, from a word-level diff. Changes separated only by a space or two are
 * one edit ('plays a pivotal role' → 'matters', not four), and pure whitespace changes are not listed.
 * Offsets are shifted by `base` so segment edits index the whole input and output.
 */
export function diffEdits(before: string, after: string, base = { input: 0, output: 0 }): Edit[] {
  const runs: Run[] = [];
  let i = 0;
  let o = 0;
  let open: Run | null = null;
  for (const part of diffWordsWithSpace(before, after)) {
    const length = part.value.length;
    if (part.added || part.removed) {
      if (!open) {
        // Join the previous change when only a single line's spacing lies between them.
        const last = runs[runs.length - 1];
        const gap = last ? before.slice(last.inEnd, i) : '';
        if (last && /^[ \t]+$/u.test(gap)) open = runs.pop() as Run;
        else open = { inStart: i, inEnd: i, outStart: o, outEnd: o };
      }
      if (part.removed) i += length;
      else o += length;
      open.inEnd = i;
      open.outEnd = o;
      continue;
    }
    if (open) runs.push(open);
    open = null;
    i += length;
    o += length;
  }
  if (open) runs.push(open);

  const edits: Edit[] = [];
  for (const run of runs) {
    let { inStart, inEnd, outStart, outEnd } = run;
    // Leading and trailing whitespace both sides share is not part of the change.
    while (
      inStart < inEnd &&
      outStart < outEnd &&
      isSpace(before[inStart]) &&
      before[inStart] === after[outStart]
    ) {
      inStart++;
      outStart++;
    }
    while (
      inEnd > inStart &&
      outEnd > outStart &&
      isSpace(before[inEnd - 1]) &&
      before[inEnd - 1] === after[outEnd - 1]
    ) {
      inEnd--;
      outEnd--;
    }
    const removed = before.slice(inStart, inEnd);
    const added = after.slice(outStart, outEnd);
    if (removed.trim() === '' && added.trim() === '') continue;
    edits.push({
      transform: LLM_TRANSFORM,
      rule: LLM_RULE,
      input: { start: base.input + inStart, end: base.input + inEnd },
      output: { start: base.output + outStart, end: base.output + outEnd },
      before: removed,
      after: added,
      reason: LLM_REASON,
    });
  }
  return edits;
}
