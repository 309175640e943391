import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { EngineEdit, EngineSummary } from '../../plugins/app/engine-pool.js';

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

/**
 * A .docx of the rewrite: one paragraph per line of text; for documents, Markdown headings (`# …`) become
 * Word headings and fenced code stays monospaced, so an uploaded document keeps its structure.
 */
export async function toDocx(text: string, structured: boolean, title: string): Promise<Buffer> {
  const paragraphs: Paragraph[] = [];
  let inFence = false;
  for (const line of text.split(/\r?\n/)) {
    if (structured && /^(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      paragraphs.push(new Paragraph({ children: [new TextRun({ text: line, font: 'Courier New' })] }));
      continue;
    }
    if (line.trim() === '') continue;
    const heading = structured ? /^(#{1,6})[ \t]+(.*)$/.exec(line) : null;
    if (heading) {
      paragraphs.push(new Paragraph({ text: heading[2]!.trim(), heading: HEADINGS[heading[1]!.length - 1] }));
      continue;
    }
    paragraphs.push(new Paragraph({ children: [new TextRun(line.trim())] }));
  }
  const document = new Document({
    creator: 'Wordwright',
    title,
    sections: [{ children: paragraphs.length ? paragraphs : [new Paragraph('')] }],
  });
  return Packer.toBuffer(document);
}

/** A safe ASCII file name (no paths, quotes or control characters) for Content-Disposition. */
export function safeFileName(base: string, suffix: string): string {
  const stem =
    base
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 80) || 'rewrite';
  return `${stem}${suffix}`;
}

export function contentDisposition(fileName: string): string {
  return `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Quotes writer text inside the Markdown report so it reads literally and never renders as HTML. */
function literal(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\\`*_[\]<>#|~]/g, (char) => `\\${char}`);
}

const SENTENCE_END = /[.!?…]["'”’)\]]*\s+(?=\S)/g;

/** Finds, for an input offset, its paragraph (lines separated by line breaks) and sentence numbers. */
function locator(input: string): (offset: number) => { paragraph: number; sentence: number } {
  const paragraphs: { start: number; sentences: number[] }[] = [];
  const pattern = /[^\n]+/g;
  for (let match = pattern.exec(input); match; match = pattern.exec(input)) {
    if (match[0].trim() === '') continue;
    const sentences = [match.index];
    SENTENCE_END.lastIndex = 0;
    for (let end = SENTENCE_END.exec(match[0]); end; end = SENTENCE_END.exec(match[0])) {
      sentences.push(match.index + end.index + end[0].length);
    }
    paragraphs.push({ start: match.index, sentences });
  }
  const lastAtOrBefore = (list: number[], offset: number) => {
    let low = 0;
    let high = list.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (list[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const starts = paragraphs.map((paragraph) => paragraph.start);
  return (offset) => {
    const index = lastAtOrBefore(starts, offset);
    const paragraph = paragraphs[index];
    return {
      paragraph: index + 1,
      sentence: paragraph ? lastAtOrBefore(paragraph.sentences, offset) + 1 : 1,
    };
  };
}

export interface ChangelogInput {
  name: string;
  createdAt: Date;
  input: string;
  options: Record<string, unknown>;
  changes: EngineEdit[];
  summary: Partial<EngineSummary>;
}

/**
 * The change log: what changed, where (paragraph and sentence of the original), before → after and why,
 * with a short disclosure paragraph the writer can adapt and attach.
 */
export function changelog(data: ChangelogInput): string {
  const { summary, options } = data;
  const where = locator(data.input);
  const share = typeof summary.changedShare === 'number' ? Math.round(summary.changedShare * 100) : undefined;
  const lines = [
    `# Change log: ${literal(data.name)}`,
    '',
    `Rewritten with Wordwright on ${data.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    `Mode: ${options.mode ?? 'standard'}; strength: ${options.strength ?? 'medium'}; English variant: ` +
      `${String(options.variant ?? 'us').toUpperCase()}; engine: ${options.engine ?? 'builtin'}.`,
    '',
    '## Summary',
    '',
    `- Words in the original: ${summary.wordsIn ?? 'n/a'}`,
    `- Words changed: ${summary.wordsChanged ?? 'n/a'}${share === undefined ? '' : ` (${share}%)`}`,
    `- Formulaic phrases removed: ${summary.phrasesRemoved ?? 0}`,
    `- Readability (grade level): ${summary.readability?.before ?? 'n/a'} before, ${summary.readability?.after ?? 'n/a'} after`,
    `- Meaning checks (numbers, quotations, citations, names and negations kept): ${
      summary.meaningChecksPassed === false
        ? 'not all passed; affected sentences were kept as written'
        : 'all passed'
    }`,
    `- Changes listed below: ${data.changes.length}`,
    '',
    '## Disclosure',
    '',
    'I revised this text with Wordwright, an automated editing tool. It changed wording and sentence ' +
      `structure in the ${data.changes.length} places listed in this change log. It is built not to add or ` +
      'alter facts, figures, quotations, citations or names. [Add how the original draft was written and ' +
      'what you checked, as your institution or publisher asks.]',
    '',
    '## Changes',
    '',
  ];
  if (data.changes.length === 0) lines.push('No changes were made.');
  data.changes.forEach((change, i) => {
    const place = where(change.input.start);
    lines.push(
      `${i + 1}. Paragraph ${place.paragraph}, sentence ${place.sentence} (${literal(change.transform)} / ${literal(change.rule)})`,
      `   - Before: "${literal(change.before)}"`,
      `   - After: "${literal(change.after)}"`,
      `   - Why: ${literal(change.reason?.en ?? '')}`,
    );
  });
  return `${lines.join('\n')}\n`;
}
