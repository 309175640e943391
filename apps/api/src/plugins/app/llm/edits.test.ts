import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffEdits } from './edits.js';

const pairs = (before: string, after: string) => diffEdits(before, after).map((e) => [e.before, e.after]);

describe('diffEdits', () => {
  it('finds nothing between equal texts', () => {
    expect(diffEdits('Same text.', 'Same text.')).toEqual([]);
  });

  it('makes one edit of changes separated only by spaces', () => {
    expect(pairs('The data plays a pivotal role in it.', 'The data matters in it.')).toEqual([
      ['plays a pivotal role', 'matters'],
    ]);
  });

  it('keeps changes in different places apart', () => {
    expect(pairs('We utilize tools to facilitate work.', 'We use tools to ease work.')).toEqual([
      ['utilize', 'use'],
      ['facilitate', 'ease'],
    ]);
  });

  it('lists insertions and deletions', () => {
    expect(pairs('Clearly, it works.', 'It works.')).toEqual([['Clearly, it', 'It']]);
    expect(pairs('It works.', 'It works well.')).toEqual([['', ' well']]);
  });

  it('leaves out whitespace-only changes', () => {
    expect(diffEdits('One  two.\nThree.', 'One two. Three.')).toEqual([]);
  });

  it('shifts offsets by the segment base', () => {
    const [edit] = diffEdits('We utilize it.', 'We use it.', { input: 100, output: 90 });
    expect(edit).toMatchObject({ input: { start: 103, end: 110 }, output: { start: 93, end: 96 } });
  });

  it('gives edits whose spans hold their before and after text, in order', () => {
    const word = fc.constantFrom('alpha', 'beta', 'gamma', 'delta', 'the', 'a', '12%', ',', '.');
    const text = fc
      .array(fc.tuple(word, fc.constantFrom(' ', ' ', '  ', '\n')), { maxLength: 30 })
      .map((parts) => parts.map(([w, s]) => w + s).join(''));
    fc.assert(
      fc.property(text, text, (before, after) => {
        let inAt = 0;
        let outAt = 0;
        for (const edit of diffEdits(before, after)) {
          expect(before.slice(edit.input.start, edit.input.end)).toBe(edit.before);
          expect(after.slice(edit.output.start, edit.output.end)).toBe(edit.after);
          expect(edit.input.start).toBeGreaterThanOrEqual(inAt);
          expect(edit.output.start).toBeGreaterThanOrEqual(outAt);
          expect(edit.before.trim() !== '' || edit.after.trim() !== '').toBe(true);
          inAt = edit.input.end;
          outAt = edit.output.end;
        }
      }),
    );
  });
});
