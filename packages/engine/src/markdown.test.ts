import { describe, expect, it } from 'vitest';
import { rewrite } from './index.js';
import { MARKDOWN_PASSAGES } from './testing/markdown-passages.js';

/**
 * Everyday Markdown passages through the whole pipeline: whatever the prose becomes, the structure comes back
 * exactly — line for line, every list marker, quote marker and label, every heading, fence, table and quote
 * line, every link destination, inline code span and URL.
 */
const SETTINGS = [
  ['standard', 'medium'],
  ['casual', 'medium'],
  ['academic', 'medium'],
  ['standard', 'strong'],
  ['concise', 'strong'],
  ['fluent', 'strong'],
] as const;

/** Indent, quote markers, list marker and any bold or italic label that open a line. */
const PREFIX =
  /^[ \t]*(?:>[ \t]?)*(?:(?:[-*+]|\d+[.)])[ \t]+)?(?:(?:\*{1,3}|_{1,3})[^*_\n]+?(?:\*{1,3}|_{1,3}):?[ \t]+)?/u;
/** Lines kept whole: headings, quotes, tables, fences, setext underlines and breaks. */
const WHOLE_LINE = /^\s*(?:#|>|\||```|~~~|=+\s*$|-+\s*$)/u;
const SPANS = [/\]\([^)\n]*\)|\]\[[^\]\n]*\]/gu, /`[^`\n]+`/gu, /https?:\/\/[^\s)>]+/gu];
const MARKERS = ['*', '_', '`', '|', '#', '>', '[', ']', '~'];

const count = (text: string, part: string) => text.split(part).length - 1;

/** Everything about `output`'s Markdown that differs from `input`'s; empty when the structure is kept. */
function structureChanges(input: string, output: string): string[] {
  const changes: string[] = [];
  const before = input.split('\n');
  const after = output.split('\n');
  if (before.length !== after.length) changes.push(`line count ${before.length} → ${after.length}`);
  let fenced = false;
  before.forEach((line, i) => {
    const out = after[i] ?? '';
    const fence = /^\s*(?:```|~~~)/u.test(line);
    if (fenced || fence || WHOLE_LINE.test(line)) {
      if (out !== line) changes.push(`line ${i + 1}: ${line} → ${out}`);
    } else if (PREFIX.exec(line)?.[0] !== PREFIX.exec(out)?.[0]) {
      changes.push(`prefix of line ${i + 1}: ${line} → ${out}`);
    }
    if (fence) fenced = !fenced;
  });
  for (const marker of MARKERS) {
    if (count(input, marker) !== count(output, marker)) changes.push(`count of '${marker}'`);
  }
  for (const pattern of SPANS) {
    if ((input.match(pattern) ?? []).join('\n') !== (output.match(pattern) ?? []).join('\n'))
      changes.push(`spans ${pattern}`);
  }
  return changes;
}

describe('Markdown passages keep their structure', () => {
  const cases = Object.keys(MARKDOWN_PASSAGES).flatMap((name) =>
    SETTINGS.map(([mode, strength]) => [name, mode, strength] as const),
  );
  it.each(cases)('%s in %s/%s', (name, mode, strength) => {
    const input = MARKDOWN_PASSAGES[name] as string;
    const result = rewrite(input, { mode, strength });
    expect(structureChanges(input, result.text)).toEqual([]);
    expect(result.summary.meaningChecksPassed).toBe(true);
    expect(result.summary.guardRestorations).toBe(0);
  });

  it('still edits the prose around the structure', () => {
    for (const [name, input] of Object.entries(MARKDOWN_PASSAGES)) {
      expect(rewrite(input).edits.length, name).toBeGreaterThan(0);
    }
  });

  it('renders a blockquote and a table as their own blocks', () => {
    const { html } = rewrite('> It is quoted.\n\n| a | b |\n| - | - |\n\nIt is here.');
    expect(html).toContain('<blockquote><p>&gt; It is quoted.</p></blockquote>');
    expect(html).toContain('<pre><code>| a | b |\n| - | - |</code></pre>');
  });
});
