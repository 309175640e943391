import { countNegators, failedGuard, type GuardId } from './guards/index.js';
import { loadTagger } from './nlp.js';
import { parse } from './parse/index.js';
import { protectUnits, type Span } from './protect/index.js';
import { renderHtml } from './render/html.js';

/**
 * The engine's protections, checks and rendering for text rewritten elsewhere (the language-model engine), so
 * both engines keep the same spans, judge output by the same guards and render the same safe HTML.
 */

/** Blocks the built-in engine copies untouched; another engine must copy them too. */
const UNTOUCHED_BLOCKS = new Set(['code', 'quote', 'table']);

function spansOf(text: string, keep: readonly string[]): Span[] {
  const doc = parse(text, loadTagger());
  const blocks = doc.blocks
    .filter((block) => UNTOUCHED_BLOCKS.has(block.kind))
    .map((block): Span => [block.start, block.start + text.slice(block.start, block.end).trimEnd().length]);
  return [...protectUnits(text, doc.units, keep).flat(), ...blocks].sort((a, b) => a[0] - b[0]);
}

/** The protected spans of `text`, in order, as the engine sees them. */
export function protectedSpans(
  text: string,
  keep: readonly string[] = [],
): { start: number; end: number; text: string }[] {
  return spansOf(text, keep).map(([start, end]) => ({ start, end, text: text.slice(start, end) }));
}

/**
 * The protected texts of `text` in order (numbers, quotations, citations, URLs, e-mails, code, names, keep-list,
 * and whole Markdown blockquotes, tables and fenced code blocks).
 */
export function protectedTexts(text: string, keep: readonly string[] = []): string[] {
  return spansOf(text, keep).map(([s, e]) => text.slice(s, e));
}

export interface RewriteCheck {
  ok: boolean;
  /** Guards the output fails, most serious first. */
  failures: GuardId[];
  /** Protected input texts that the output does not contain as often as the input does. */
  missing: string[];
}

const occurrences = (text: string, part: string): number => {
  let n = 0;
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length)) n++;
  return n;
};

/**
 * Checks a whole rewritten passage against its input with the engine's guards: every protected span
 * byte-identical (and as often), the same number of negators, then the sentence-shape guards.
 */
export function checkRewrite(
  input: string,
  output: string,
  options: { keep?: readonly string[] } = {},
): RewriteCheck {
  if (input === output) return { ok: true, failures: [], missing: [] };
  const wanted = new Map<string, number>();
  for (const part of protectedTexts(input, options.keep ?? [])) wanted.set(part, (wanted.get(part) ?? 0) + 1);
  const missing = [...wanted].filter(([part, n]) => occurrences(output, part) < n).map(([part]) => part);
  const failures: GuardId[] = [];
  if (missing.length > 0) failures.push('protected');
  if (countNegators(output) !== countNegators(input)) failures.push('negation');
  const shape = failedGuard({ input, output, protectedTexts: [], protectedIntact: true });
  if (shape && !failures.includes(shape)) failures.push(shape);
  return { ok: failures.length === 0, failures, missing };
}

/** A changed output span to highlight. */
export interface OutputMark {
  start: number;
  end: number;
  /** Index of the edit in the result's edit list. */
  edit: number;
  title: string;
}

/** Safe HTML of `text` with the engine's block structure (paragraphs, headings, lists, code) and marks. */
export function renderMarkedHtml(text: string, marks: readonly OutputMark[]): string {
  const blocks = parse(text, loadTagger()).blocks.map((block) => ({
    block,
    start: block.contentStart,
    end: block.end,
  }));
  return renderHtml(text, blocks, marks);
}
