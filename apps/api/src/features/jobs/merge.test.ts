import { rewrite } from '@wordwright/engine';
import { describe, expect, it } from 'vitest';
import { type DoneSegment, mergeSegments } from './merge.js';

const PARTS = [
  'It is important to note that the team utilizes robust tools. Furthermore, they leverage data.',
  'Moreover, the results are significant. In conclusion, we utilize these findings in order to grow.',
  'Additionally, "quoted <b>text</b>" stays as written. However, we leverage synergies to foster growth.',
];

describe('mergeSegments', () => {
  it('numbers every highlight by its change in the merged list, so list, highlight and tooltip agree', () => {
    const segments: DoneSegment[] = PARTS.map((input, i) => ({
      input,
      separator: i < PARTS.length - 1 ? '\n\n' : '',
      result: rewrite(input),
    }));
    const merged = mergeSegments(segments);
    const marks = [...merged.html.matchAll(/<mark[^>]*data-edit="(\d+)"[^>]*title="([^"]*)"/g)];
    expect(marks.length).toBeGreaterThan(PARTS.length);
    const numbers = marks.map((mark) => Number(mark[1]));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const [, n, title] of marks) {
      const edit = merged.edits[Number(n)];
      expect(edit).toBeDefined();
      expect(title).toBe(
        (edit?.reason.en ?? '')
          .replace(/&/g, '&amp;')
          .replace(/"/g, '&quot;')
          .replace(/'/g, '&#39;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;'),
      );
    }
    // The later segments' marks really moved: the last one points past the first segment's edits.
    expect(Math.max(...numbers)).toBeGreaterThanOrEqual(segments[0]!.result.edits.length);
  });
});
