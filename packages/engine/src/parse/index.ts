import type { Tagger, Token } from '../nlp.js';

/**
 * Structure of a document. Only paragraph and list-item text is split into units (sentences) that transforms
 * may rewrite; headings, list markers, code blocks and all whitespace between units are copied verbatim.
 */
export type BlockKind = 'paragraph' | 'heading' | 'item' | 'code';

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
const FENCE = /^ {0,3}(```|~~~)/u;

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
  while (i < lines.length) {
    const line = lines[i] as Line;
    if (line.text.trim() === '') {
      i++;
      continue;
    }
    const fence = FENCE.exec(line.text);
    if (fence) {
      let j = i + 1;
      while (j < lines.length && !(lines[j] as Line).text.trimStart().startsWith(fence[1] as string)) j++;
      const last = lines[Math.min(j, lines.length - 1)] as Line;
      push('code', line.start, last.end, line.start);
      i = j + 1;
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
    const item = ITEM.exec(line.text);
    if (item) {
      push('item', line.start, line.end, line.start + item[0].length, 0, item[2] !== undefined);
      i++;
      continue;
    }
    // A paragraph: consecutive lines that are neither blank nor another block's start.
    let j = i + 1;
    while (j < lines.length) {
      const next = (lines[j] as Line).text;
      if (next.trim() === '' || HEADING.test(next) || ITEM.test(next) || FENCE.test(next)) break;
      j++;
    }
    push('paragraph', line.start, (lines[j - 1] as Line).end, line.start);
    i = j;
  }
  return blocks;
}

/** The rewritable lines of the document: paragraph and list-item text, one [start, end) span per line. */
function lineRegions(
  text: string,
  blocks: readonly Block[],
): { start: number; end: number; block: number }[] {
  const regions: { start: number; end: number; block: number }[] = [];
  blocks.forEach((block, b) => {
    if (block.kind === 'heading' || block.kind === 'code') return;
    let at = block.contentStart;
    while (at <= block.end) {
      const nl = text.indexOf('\n', at);
      const end = nl === -1 || nl > block.end ? block.end : nl;
      regions.push({ start: at, end, block: b });
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
      units.push({ start, end, block: region.block, first: region.block !== lastBlock, tokens });
      lastBlock = region.block;
    }
  }
  return { blocks, units };
}
