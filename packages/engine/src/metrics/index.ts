import { countWords } from '@wordwright/contracts';

/**
 * Text statistics shared by the summary and the eval harness. Sentences are split by one simple rule for
 * both the input and the output, so before/after figures are comparable.
 */

const ABBREVIATION = /(?:\b(?:Mr|Mrs|Ms|Dr|Prof|Sr|Jr|St|vs|etc|e\.g|i\.e|al|Fig|No|approx)|\b\p{Lu})\.$/u;

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n\s*\n|\n(?=\s*(?:[-*+•]|\d+[.)]|#)\s)/u)) {
    let current = '';
    for (const piece of paragraph.split(/(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[\p{Lu}\p{N}])/u)) {
      current = current ? `${current} ${piece}` : piece;
      if (!ABBREVIATION.test(current)) {
        if (current.trim()) out.push(current.trim());
        current = '';
      }
    }
    if (current.trim()) out.push(current.trim());
  }
  return out;
}

export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/gu, '');
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/u, '').replace(/^y/u, '');
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/gu)?.length ?? 1);
}

export interface LengthStats {
  mean: number;
  sd: number;
}

export interface TextStats {
  words: number;
  sentences: number;
  /** Flesch–Kincaid grade level. */
  grade: number;
  length: LengthStats;
  /** Sentence variety: coefficient of variation of sentence length (sd / mean); higher is more varied. */
  variety: number;
}

const round = (value: number, places = 2): number => Math.round(value * 10 ** places) / 10 ** places;

export function textStats(text: string): TextStats {
  const sentences = splitSentences(text);
  const lengths = sentences.map((s) => countWords(s)).filter((n) => n > 0);
  const words = lengths.reduce((a, b) => a + b, 0);
  if (words === 0) return { words: 0, sentences: 0, grade: 0, length: { mean: 0, sd: 0 }, variety: 0 };
  const tokens = text.match(/[\p{L}]+(?:['’][\p{L}]+)*/gu) ?? [];
  const syl = tokens.reduce((sum, w) => sum + syllables(w), 0);
  const mean = words / lengths.length;
  const sd = Math.sqrt(lengths.reduce((sum, n) => sum + (n - mean) ** 2, 0) / lengths.length);
  const grade = 0.39 * mean + 11.8 * (syl / Math.max(1, tokens.length)) - 15.59;
  return {
    words,
    sentences: lengths.length,
    grade: round(grade),
    length: { mean: round(mean), sd: round(sd) },
    variety: round(sd / mean, 3),
  };
}

/** Words of `before` not kept, in order, in `after` (whitespace-separated words, compared exactly). */
export function changedWords(before: string, after: string): number {
  if (before === after) return 0;
  const a = before.split(/\s+/u).filter(Boolean);
  const b = after.split(/\s+/u).filter(Boolean);
  // A shared head and tail are kept words in any longest common subsequence: only the middle needs the table.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  let prev = new Array<number>(y.length + 1).fill(0);
  let row = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      row[j] =
        x[i - 1] === y[j - 1]
          ? (prev[j - 1] as number) + 1
          : Math.max(prev[j] as number, row[j - 1] as number);
    }
    [prev, row] = [row, prev];
  }
  return x.length - (prev[y.length] as number);
}
