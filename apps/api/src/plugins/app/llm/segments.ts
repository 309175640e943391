/**
 * Splits text into segments for the model: whole paragraphs grouped up to a size limit; a paragraph over the
 * limit is cut at sentence ends (or, for one endless sentence, between words). Segment spans never start or end
 * with whitespace; the text between segments is copied to the output as it is.
 */

export interface Segment {
  start: number;
  end: number;
}

/** Han, kana and hangul characters each count as a word: those scripts do not separate words with spaces. */
const DENSE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

export function segmentSize(text: string): number {
  const spaced = text.replace(DENSE, ' ').trim();
  return (spaced === '' ? 0 : spaced.split(/\s+/u).length) + (text.match(DENSE)?.length ?? 0);
}

function trimmed(text: string, start: number, end: number): Segment | null {
  while (start < end && /\s/u.test(text[start] as string)) start++;
  while (end > start && /\s/u.test(text[end - 1] as string)) end--;
  return start < end ? { start, end } : null;
}

/** Cuts [start, end) into pieces after each match of `boundary` (the match stays with the piece before). */
function cut(text: string, span: Segment, boundary: RegExp): Segment[] {
  const pieces: Segment[] = [];
  const body = text.slice(span.start, span.end);
  let at = 0;
  for (const m of body.matchAll(boundary)) {
    const end = m.index + m[0].length;
    const piece = trimmed(text, span.start + at, span.start + end);
    if (piece) pieces.push(piece);
    at = end;
  }
  const last = trimmed(text, span.start + at, span.end);
  if (last) pieces.push(last);
  return pieces;
}

const SENTENCE_END = /[.!?。！？]+["”’)\]]*\s+|[。！？]+/gu;
const WORD_END = /\s+|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/gu;

/** Packs consecutive pieces into segments of at most `max`; a piece over `max` is cut finer first. */
function pack(
  text: string,
  pieces: Segment[],
  max: number,
  finer: ((piece: Segment) => Segment[])[],
): Segment[] {
  const out: Segment[] = [];
  let current: Segment | null = null;
  let size = 0;
  for (const piece of pieces) {
    const pieceSize = segmentSize(text.slice(piece.start, piece.end));
    if (pieceSize > max && finer.length > 0) {
      if (current) out.push(current);
      current = null;
      size = 0;
      const [next, ...rest] = finer;
      out.push(...pack(text, (next as (piece: Segment) => Segment[])(piece), max, rest));
      continue;
    }
    if (current && size + pieceSize <= max) {
      current = { start: current.start, end: piece.end };
      size += pieceSize;
    } else {
      if (current) out.push(current);
      current = { ...piece };
      size = pieceSize;
    }
  }
  if (current) out.push(current);
  return out;
}

export function segmentText(text: string, max = 500): Segment[] {
  const whole = trimmed(text, 0, text.length);
  if (!whole) return [];
  const paragraphs = cut(text, whole, /\n[ \t]*\n\s*/gu);
  return pack(text, paragraphs, max, [
    (paragraph) => cut(text, paragraph, SENTENCE_END),
    (sentence) => cut(text, sentence, WORD_END),
  ]);
}

/** Number of paragraphs (runs of lines separated by blank lines). */
export function paragraphCount(text: string): number {
  const body = text.trim();
  return body === '' ? 0 : body.split(/\n[ \t]*\n/u).length;
}
