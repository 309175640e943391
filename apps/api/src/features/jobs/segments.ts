import { countWords } from '@wordwright/contracts';

/**
 * One stored segment: its input, the whitespace that followed it in the original text, and — for blocks that
 * are kept as they are (document headings, code) — the HTML to show for it. Concatenating every
 * `input + separator` gives back the original text exactly.
 */
export interface SegmentPiece {
  input: string;
  separator: string;
  fixedHtml?: string;
}

interface Atom {
  text: string;
  separator: string;
  words: number;
  fixedHtml?: string;
}

/** Whitespace that contains a line break separates paragraphs. */
const PARAGRAPH_BREAK = /(\s*\n\s*)/;
/** After sentence-final punctuation (and any closing quote or bracket), before the next sentence. */
const SENTENCE_BREAK = /(?<=[.!?…]["'”’)\]]*)(\s+)(?=\S)/u;
const WORD_BREAK = /(\s+)/;

/** Splits `text` into [part, separator, part, separator, …, part] pairs. */
function pairs(text: string, pattern: RegExp): { text: string; separator: string }[] {
  const pieces = text.split(pattern);
  const result: { text: string; separator: string }[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    result.push({ text: pieces[i] ?? '', separator: pieces[i + 1] ?? '' });
  }
  return result;
}

/** Breaks a paragraph that is too long into sentences, and a sentence that is still too long into words. */
function atomsOf(part: { text: string; separator: string }, maxWords: number): Atom[] {
  const words = countWords(part.text);
  if (words <= maxWords) return [{ ...part, words }];
  const atoms: Atom[] = [];
  const sentences = pairs(part.text, SENTENCE_BREAK);
  sentences[sentences.length - 1]!.separator += part.separator;
  for (const sentence of sentences) {
    const sentenceWords = countWords(sentence.text);
    if (sentenceWords <= maxWords) {
      atoms.push({ ...sentence, words: sentenceWords });
      continue;
    }
    // Only a single sentence longer than the limit is cut between words.
    const tokens = pairs(sentence.text, WORD_BREAK);
    tokens[tokens.length - 1]!.separator += sentence.separator;
    for (let i = 0; i < tokens.length; i += maxWords) {
      const chunk = tokens.slice(i, i + maxWords);
      const last = chunk[chunk.length - 1]!;
      const text = chunk.map((token, j) =>
        j < chunk.length - 1 ? token.text + token.separator : token.text,
      );
      atoms.push({ text: text.join(''), separator: last.separator, words: countWords(text.join('')) });
    }
  }
  return atoms;
}

/** Greedily packs consecutive atoms into segments of at most `maxWords`; fixed atoms stand alone. */
function pack(atoms: Atom[], maxWords: number): SegmentPiece[] {
  const segments: SegmentPiece[] = [];
  let group: Atom[] = [];
  let words = 0;
  const flush = () => {
    if (group.length === 0) return;
    const last = group[group.length - 1]!;
    const input = group.map((atom, i) => (i < group.length - 1 ? atom.text + atom.separator : atom.text));
    segments.push({ input: input.join(''), separator: last.separator });
    group = [];
    words = 0;
  };
  for (const atom of atoms) {
    if (atom.fixedHtml !== undefined) {
      flush();
      segments.push({ input: atom.text, separator: atom.separator, fixedHtml: atom.fixedHtml });
      continue;
    }
    if (words + atom.words > maxWords && group.length > 0) flush();
    group.push(atom);
    words += atom.words;
  }
  flush();
  return segments;
}

/**
 * Splits plain text into segments of at most `maxWords` words: at paragraph boundaries, else at sentence
 * boundaries; never mid-sentence unless one sentence alone exceeds the limit.
 */
export function splitText(text: string, maxWords: number): SegmentPiece[] {
  const atoms = pairs(text, PARAGRAPH_BREAK).flatMap((part) => atomsOf(part, maxWords));
  return pack(atoms, maxWords);
}

const HEADING = /^(#{1,6})[ \t]+(\S.*)$/;
const FENCE = /^(```|~~~)/;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Splits a Markdown document (uploads are converted to Markdown first) like splitText, except that headings
 * and fenced code blocks are kept exactly as written and never sent to the engine.
 */
export function splitMarkdown(text: string, maxWords: number): SegmentPiece[] {
  const parts = pairs(text, PARAGRAPH_BREAK);
  const atoms: Atom[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    const heading = HEADING.exec(part.text);
    if (heading) {
      const level = heading[1]!.length;
      atoms.push({
        ...part,
        words: countWords(part.text),
        fixedHtml: `<h${level}>${escapeHtml(heading[2]!.trim())}</h${level}>`,
      });
      continue;
    }
    if (FENCE.test(part.text)) {
      // A fence runs to the next paragraph that ends with its closing marker (blank lines included).
      const marker = part.text.slice(0, 3);
      let block = part.text;
      let separator = part.separator;
      const closes = (candidate: string) => candidate.trimEnd().endsWith(marker) && candidate.length > 3;
      while (!closes(block) && i + 1 < parts.length) {
        i += 1;
        block += separator + parts[i]!.text;
        separator = parts[i]!.separator;
      }
      atoms.push({
        text: block,
        separator,
        words: countWords(block),
        fixedHtml: `<pre><code>${escapeHtml(block)}</code></pre>`,
      });
      continue;
    }
    atoms.push(...atomsOf(part, maxWords));
  }
  return pack(atoms, maxWords);
}
