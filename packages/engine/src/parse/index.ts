import type { Tagger, Token } from '../nlp.js';

/**
 * Structure of a document. Only paragraph and list-item text is split into units (sentences) that transforms
 * may rewrite; headings, list markers, a bold or italic label opening a line ('**Note:** '), code blocks,
 * blockquotes ('> ', quoted text like a quotation), tables, thematic breaks and all whitespace between units
 * are copied verbatim.
 */
export type BlockKind = 'paragraph' | 'heading' | 'item' | 'code' | 'quote' | 'table' | 'rule';

export interface Block {
  kind: BlockKind;
  /** Input span of the whole block, marker included. */
  start: number;
  end: number;
  /** Where the block's text begins after a heading or list marker. */
  contentStart: number;
  /** Heading level (number of '#'). */
  level: number;
  /** For list items: numbered (1. 2.) rather than bulleted. */
  ordered: boolean;
}

/** A rewritable stretch of input: one sentence of a paragraph or list item, never crossing a line break. */
export interface Unit {
  start: number;
  end: number;
  block: number;
  /** First unit of its block: a connector here opens a paragraph. */
  first: boolean;
  /** Tokens of the unit's text, from the same tagging pass that found it. */
  tokens: Token[];
}

export interface ParsedDoc {
  blocks: Block[];
  units: Unit[];
}

const HEADING = /^ {0,3}(#{1,6})[ \t]+\S/u;
const ITEM = /^([ \t]*)(?:[-*+•]|(\d{1,3})[.)])[ \t]+(?=\S)/u;
/** Fences at any indent: a fence nested under a list item is indented four spaces or more. */
const FENCE = /^[ \t]*(`{3,}|~{3,})/u;
/** A blockquote line, also one opening a list item ('- > quoted'). */
const QUOTE = /^[ \t]*(?:(?:[-*+•]|\d{1,3}[.)])[ \t]+)?>/u;
/** A thematic break: three or more '-', '*' or '_' alone on a line. */
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}\s*$/u;
/** Setext heading underline ('Title' over '=====' or '-----'). */
const SETEXT = /^ {0,3}(?:=+|-+)\s*$/u;
/** A table's delimiter row ('| --- | :-: |'). */
const TABLE_DELIMITER = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?\s*$/u;
/**
 * A bold or italic label opening a line: '**Key takeaway:** ', '*Note:* ', '**Cost savings**: ', '**Mix the
 * dough.** ', or one followed by a dash before a capital ('**Scalability** — Businesses …'). What follows
 * starts a sentence; the label itself is left as written. Emphasis without closing punctuation ('**Todoist**
 * helps …') is part of the sentence.
 */
const LABEL =
  /^(\*{1,3}|_{1,3})(?=\S)([^*_\n]{1,80}?)(?<=\S)\1(:?)([ \t]+[—–-](?=[ \t]+\p{Lu}))?[ \t]+(?=\S)/u;

/** A question-and-answer label opening a line: 'Q: ', 'A: ', 'Question: ', 'Answer: '. */
const QA_LABEL = /^(?:Q|A|Question|Answer)[ \t]*:[ \t]+(?=\S)/u;

/** Length of the label opening `line`, 0 when there is none. */
export function labelLength(line: string): number {
  const qa = QA_LABEL.exec(line);
  if (qa) return qa[0].length;
  const m = LABEL.exec(line);
  if (!m) return 0;
  return /[:.!?]$/u.test(m[2] as string) || m[3] || m[4] ? m[0].length : 0;
}

interface Line {
  start: number;
  end: number;
  text: string;
}

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let at = 0;
  for (const part of text.split('\n')) {
    lines.push({ start: at, end: at + part.length, text: part });
    at += part.length + 1;
  }
  return lines;
}

/** A line that opens a table: a row starting with '|', or a row with a '|' over a delimiter row. */
function tableStarts(lines: readonly Line[], i: number): boolean {
  const line = (lines[i] as Line).text;
  if (/^[ \t]*\|/u.test(line)) return true;
  const next = lines[i + 1]?.text ?? '';
  return line.includes('|') && next.includes('|') && TABLE_DELIMITER.test(next);
}

/** A line that starts a block of its own, ending any paragraph or lazy quote line before it. */
function opensBlock(lines: readonly Line[], i: number): boolean {
  const text = (lines[i] as Line).text;
  return (
    HEADING.test(text) ||
    ITEM.test(text) ||
    FENCE.test(text) ||
    QUOTE.test(text) ||
    RULE.test(text) ||
    tableStarts(lines, i)
  );
}

function findBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const lines = splitLines(text);
  let i = 0;
  const push = (
    kind: BlockKind,
    start: number,
    end: number,
    contentStart: number,
    level = 0,
    ordered = false,
  ) => blocks.push({ kind, start, end, contentStart, level, ordered });
  const blank = (j: number) => (lines[j] as Line).text.trim() === '';
  while (i < lines.length) {
    const line = lines[i] as Line;
    if (blank(i)) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line.text);
    if (fence) {
      const marker = fence[1] as string;
      // Closed by a line of the same character, at least as long, and nothing else.
      const close = new RegExp(`^[ \\t]*${marker.charAt(0)}{${marker.length},}\\s*$`, 'u');
      let j = i + 1;
      while (j < lines.length && !close.test((lines[j] as Line).text)) j++;
      const last = lines[Math.min(j, lines.length - 1)] as Line;
      push('code', line.start, last.end, line.start);
      i = j + 1;
      continue;
    }
    if (QUOTE.test(line.text)) {
      // Quoted lines, nested '>' and lazy continuation lines (text running on without its '>') alike.
      let j = i + 1;
      while (j < lines.length && !blank(j) && (QUOTE.test((lines[j] as Line).text) || !opensBlock(lines, j)))
        j++;
      push('quote', line.start, (lines[j - 1] as Line).end, line.start);
      i = j;
      continue;
    }
    const heading = HEADING.exec(line.text);
    if (heading) {
      const marker = (heading[1] as string).length;
      const content = line.start + line.text.indexOf('#') + marker;
      push(
        'heading',
        line.start,
        line.end,
        content + (/^[ \t]*/u.exec(text.slice(content))?.[0].length ?? 0),
        marker,
      );
      i++;
      continue;
    }
    if (RULE.test(line.text)) {
      push('rule', line.start, line.end, line.start);
      i++;
      continue;
    }
    if (tableStarts(lines, i)) {
      let j = i + 1;
      while (j < lines.length && !blank(j) && (lines[j] as Line).text.includes('|')) j++;
      push('table', line.start, (lines[j - 1] as Line).end, line.start);
      i = j;
      continue;
    }
    const item = ITEM.exec(line.text);
    if (item) {
      push('item', line.start, line.end, line.start + item[0].length, 0, item[2] !== undefined);
      i++;
      continue;
    }
    // A paragraph: consecutive lines that are neither blank nor another block's start. Over a setext
    // underline ('=====' or '-----') the lines are a heading instead.
    let j = i + 1;
    let setext = 0;
    while (j < lines.length) {
      const next = (lines[j] as Line).text;
      if (SETEXT.test(next)) {
        setext = next.trim().startsWith('=') ? 1 : 2;
        break;
      }
      if (blank(j) || opensBlock(lines, j)) break;
      j++;
    }
    if (setext) {
      push('heading', line.start, (lines[j] as Line).end, line.start, setext);
      i = j + 1;
      continue;
    }
    push('paragraph', line.start, (lines[j - 1] as Line).end, line.start);
    i = j;
  }
  return blocks;
}

/**
 * The rewritable lines of the document: paragraph and list-item text, one [start, end) span per line, each
 * after any label that opens it.
 */
function lineRegions(
  text: string,
  blocks: readonly Block[],
): { start: number; end: number; block: number }[] {
  const regions: { start: number; end: number; block: number }[] = [];
  blocks.forEach((block, b) => {
    if (block.kind !== 'paragraph' && block.kind !== 'item') return;
    let at = block.contentStart;
    while (at <= block.end) {
      const nl = text.indexOf('\n', at);
      const end = nl === -1 || nl > block.end ? block.end : nl;
      // A label opening the line ('**Note:** ') stays as written; the sentence starts after it.
      regions.push({ start: at + labelLength(text.slice(at, end)), end, block: b });
      at = end + 1;
    }
  });
  return regions;
}

/**
 * Splits text into blocks and units. The whole text is tagged in one pass (the tagger's fixed cost per call
 * is high); its sentences are then cut at line and block boundaries, so a unit never crosses a line break,
 * a heading or a list marker. Unit offsets index `text`; unit text never starts or ends with space.
 */
export function parse(text: string, tagger: Tagger): ParsedDoc {
  const blocks = findBlocks(text);
  const sentences = tagger.sentences(text);
  const units: Unit[] = [];
  let si = 0;
  let lastBlock = -1;
  for (const region of lineRegions(text, blocks)) {
    while (si < sentences.length && (sentences[si] as { end: number }).end <= region.start) si++;
    for (let k = si; k < sentences.length; k++) {
      const sentence = sentences[k] as { start: number; end: number; tokens: Token[] };
      if (sentence.start >= region.end) break;
      let start = Math.max(sentence.start, region.start);
      let end = Math.min(sentence.end, region.end);
      while (start < end && /\s/u.test(text.charAt(start))) start++;
      while (end > start && /\s/u.test(text.charAt(end - 1))) end--;
      if (start >= end) continue;
      const tokens = sentence.tokens
        .filter((t) => t.start + sentence.start >= start && t.end + sentence.start <= end)
        .map((t) => ({ ...t, start: t.start + sentence.start - start, end: t.end + sentence.start - start }));
      // '**Can I book for others?**': the tagger ends the sentence at '?' and leaves the closing emphasis as a
      // sentence of its own; it belongs to the one it closes.
      const previous = units[units.length - 1];
      if (
        /^[*_]+$/u.test(text.slice(start, end)) &&
        previous?.end === start &&
        previous.block === region.block
      ) {
        const shift = start - previous.start;
        previous.tokens.push(...tokens.map((t) => ({ ...t, start: t.start + shift, end: t.end + shift })));
        previous.end = end;
        continue;
      }
      units.push({ start, end, block: region.block, first: region.block !== lastBlock, tokens });
      lastBlock = region.block;
    }
  }
  return { blocks, units };
}
