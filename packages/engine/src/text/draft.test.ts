import { describe, expect, it } from 'vitest';
import { Draft, type EditMeta } from './draft.js';

const meta = (transform: string, en: string): EditMeta => ({
  transform,
  rule: `${transform}-rule`,
  reason: { en, zh: `${en}（中）` },
});

describe('Draft edits that overlap', () => {
  it('names a merged edit after the rule that rewrote most of the input and keeps every reason', () => {
    const draft = new Draft('Yes, it plays a vital role in science.', 0);
    draft.replace(8, 29, 'is central to', meta('phrases', 'Stock phrase replaced.'));
    expect(draft.text).toBe('Yes, it is central to science.');
    draft.replace(5, 10, "it's", meta('contractions', 'Contracted.'));
    expect(draft.text).toBe("Yes, it's central to science.");
    const [edit, ...rest] = draft.edits();
    expect(rest).toEqual([]);
    expect(edit).toMatchObject({ transform: 'phrases', rule: 'phrases-rule', inStart: 5, inEnd: 29 });
    expect(edit?.reason).toEqual({
      en: 'Stock phrase replaced. Contracted.',
      zh: 'Stock phrase replaced.（中）Contracted.（中）',
    });
  });

  it('does not repeat a reason when edits merge twice', () => {
    const draft = new Draft('one two three four', 0);
    draft.replace(0, 3, 'One', meta('a', 'A.'));
    draft.replace(0, 7, 'One 2', meta('b', 'B.'));
    draft.replace(0, 13, 'One 2 3', meta('a', 'A.'));
    expect(draft.edits().map((edit) => edit.reason.en)).toEqual(['A. B.']);
  });

  it('keeps a lone edit exactly as its transform described it', () => {
    const draft = new Draft('It is fine.', 0);
    draft.replace(0, 5, "It's", meta('contractions', 'Contracted.'));
    expect(draft.edits()).toMatchObject([{ transform: 'contractions', reason: { en: 'Contracted.' } }]);
  });
});
