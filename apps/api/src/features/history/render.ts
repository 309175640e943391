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

export type DownloadFormat = 'txt' | 'docx' | 'changelog';

/** A download's name: `full` keeps the writer's own letters (for filename*), `ascii` is the plain fallback. */
export interface FileName {
  full: string;
  ascii: string;
}

const EXTENSION = /\.[A-Za-z0-9]{1,5}$/;

/** The document's name without its extension, path separators, control characters or characters file systems refuse. */
function readableStem(name: string): string {
  const stem = name
    .replace(EXTENSION, '')
    .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.-]+$/g, '');
  return Array.from(stem).slice(0, 80).join('');
}

/** The same stem in ASCII letters, digits, dots, dashes and underscores only (accents dropped). */
function asciiStem(name: string): string {
  return name
    .replace(EXTENSION, '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
}

/** YYYY-MM-DD-HHmm of `date` in `timeZone`; an unknown zone counts as UTC rather than failing the download. */
export function localStamp(date: Date, timeZone = 'UTC'): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}-${part('hour')}${part('minute')}`;
}

/** A pasted text's name: the date and time of its rewrite in the writer's time zone. */
export const datedName = (createdAt: Date, timeZone?: string) => `rewrite-${localStamp(createdAt, timeZone)}`;

/**
 * Names a writer recognises, never an internal id: the uploaded document's own name with a suffix
 * ("Annual review-rewritten.docx"), otherwise the date and time of the rewrite in the writer's time zone
 * ("rewrite-2025-03-14-0930.txt").
 */
export function downloadName(
  sourceName: string | null,
  createdAt: Date,
  format: DownloadFormat,
  timeZone?: string,
): FileName {
  const dated = datedName(createdAt, timeZone);
  // A dated name already says it is a rewrite; a document's needs the suffix to differ from the upload.
  const suffix = format === 'changelog' ? '-changes' : sourceName ? '-rewritten' : '';
  const extension = format === 'changelog' ? '.md' : `.${format}`;
  const full = (sourceName && readableStem(sourceName)) || dated;
  const ascii = (sourceName && asciiStem(sourceName)) || dated;
  return { full: `${full}${suffix}${extension}`, ascii: `${ascii}${suffix}${extension}` };
}

/** RFC 5987 value: everything but letters, digits, dot, dash and underscore percent-encoded. */
const extValue = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*~]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export function contentDisposition(name: FileName): string {
  return `attachment; filename="${name.ascii}"; filename*=UTF-8''${extValue(name.full)}`;
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
  /** The reader's language; English when absent. */
  language?: 'en' | 'zh';
}

type Figure = string | number;

/** The change log's wording per language; every figure in it is computed from the stored rewrite. */
const CHANGELOG_TEXT = {
  en: {
    title: (name: string) => `# Change log: ${name}`,
    rewritten: (when: string) => `Rewritten with Wordwright on ${when} UTC.`,
    settings: (mode: string, strength: string, variant: string, engine: string) =>
      `Mode: ${mode}; strength: ${strength}; English variant: ${variant}; engine: ${engine}.`,
    values: {
      standard: 'Standard',
      fluent: 'Fluent',
      academic: 'Academic',
      casual: 'Casual',
      concise: 'Concise',
      light: 'Light',
      medium: 'Medium',
      strong: 'Strong',
      us: 'US',
      uk: 'UK',
      builtin: 'built-in',
      llm: 'language model',
    },
    summary: '## Summary',
    wordsIn: (n: Figure) => `- Words in the original: ${n}`,
    wordsChanged: (n: Figure, share?: number) =>
      `- Words changed: ${n}${share === undefined ? '' : ` (${share}%)`}`,
    phrases: (n: Figure) => `- Formulaic phrases removed: ${n}`,
    readability: (before: Figure, after: Figure) =>
      `- Readability (grade level): ${before} before, ${after} after`,
    checks: (passed: boolean) =>
      `- Meaning checks (numbers, quotations, citations, names and negations kept): ${
        passed ? 'all passed' : 'not all passed; affected sentences were kept as written'
      }`,
    listed: (n: number) => `- Changes listed below: ${n}`,
    disclosureTitle: '## Disclosure',
    disclosure: (n: number) =>
      'I revised this text with Wordwright, an automated editing tool. It changed wording and sentence ' +
      `structure in the ${n} places listed in this change log. It is built not to add or ` +
      'alter facts, figures, quotations, citations or names. [Add how the original draft was written and ' +
      'what you checked, as your institution or publisher asks.]',
    changes: '## Changes',
    none: 'No changes were made.',
    place: (i: number, paragraph: number, sentence: number, rule: string) =>
      `${i}. Paragraph ${paragraph}, sentence ${sentence} (${rule})`,
    before: (text: string) => `   - Before: "${text}"`,
    after: (text: string) => `   - After: "${text}"`,
    why: (text: string) => `   - Why: ${text}`,
    na: 'n/a',
  },
  zh: {
    title: (name: string) => `# 修改记录：${name}`,
    rewritten: (when: string) => `于 ${when} UTC 使用 Wordwright 改写。`,
    settings: (mode: string, strength: string, variant: string, engine: string) =>
      `模式：${mode}；强度：${strength}；英语变体：${variant}；引擎：${engine}。`,
    // The workspace's own names for these options, so the log reads like the screen the writer used.
    values: {
      standard: '标准',
      fluent: '流畅',
      academic: '学术',
      casual: '口语',
      concise: '简洁',
      light: '轻度',
      medium: '中度',
      strong: '深度',
      us: '美式英语',
      uk: '英式英语',
      builtin: '内置引擎',
      llm: '大语言模型',
    },
    summary: '## 概要',
    wordsIn: (n: Figure) => `- 原文词数：${n}`,
    wordsChanged: (n: Figure, share?: number) =>
      `- 改动词数：${n}${share === undefined ? '' : `（${share}%）`}`,
    phrases: (n: Figure) => `- 删除的套话：${n}`,
    readability: (before: Figure, after: Figure) => `- 可读性（年级水平）：改写前 ${before}，改写后 ${after}`,
    checks: (passed: boolean) =>
      `- 含义检查（数字、引文、文献引用、人名和否定均保留）：${
        passed ? '全部通过' : '未全部通过；相关句子保持原样'
      }`,
    listed: (n: number) => `- 下列修改：${n} 处`,
    disclosureTitle: '## 使用说明',
    disclosure: (n: number) =>
      `我使用自动编辑工具 Wordwright 修改了这段文字。它在本修改记录列出的 ${n} 处调整了措辞和句子结构，` +
      '设计上不会添加或改动事实、数字、引文、文献引用或人名。[请按所在机构或出版方的要求，补充原稿的写作方式以及你核对过的内容。]',
    changes: '## 修改明细',
    none: '没有做任何修改。',
    place: (i: number, paragraph: number, sentence: number, rule: string) =>
      `${i}. 第 ${paragraph} 段，第 ${sentence} 句（${rule}）`,
    before: (text: string) => `   - 修改前："${text}"`,
    after: (text: string) => `   - 修改后："${text}"`,
    why: (text: string) => `   - 原因：${text}`,
    na: '无',
  },
} as const;

/**
 * The change log: what changed, where (paragraph and sentence of the original), before → after and why,
 * with a short disclosure paragraph the writer can adapt and attach. Quoted text stays as written; the
 * labels and reasons follow the reader's language.
 */
export function changelog(data: ChangelogInput): string {
  const { summary, options } = data;
  const language = data.language ?? 'en';
  const text = CHANGELOG_TEXT[language];
  const where = locator(data.input);
  // An option value this version has no name for (an engine added later) is shown as stored.
  const optionName = (value: unknown, fallback: string) => {
    const key = String(value ?? fallback);
    return Object.hasOwn(text.values, key) ? text.values[key as keyof typeof text.values] : literal(key);
  };
  const share = typeof summary.changedShare === 'number' ? Math.round(summary.changedShare * 100) : undefined;
  const lines = [
    text.title(literal(data.name)),
    '',
    text.rewritten(data.createdAt.toISOString().slice(0, 16).replace('T', ' ')),
    text.settings(
      optionName(options.mode, 'standard'),
      optionName(options.strength, 'medium'),
      optionName(options.variant, 'us'),
      optionName(options.engine, 'builtin'),
    ),
    '',
    text.summary,
    '',
    text.wordsIn(summary.wordsIn ?? text.na),
    text.wordsChanged(summary.wordsChanged ?? text.na, share),
    text.phrases(summary.phrasesRemoved ?? 0),
    text.readability(summary.readability?.before ?? text.na, summary.readability?.after ?? text.na),
    text.checks(summary.meaningChecksPassed !== false),
    text.listed(data.changes.length),
    '',
    text.disclosureTitle,
    '',
    text.disclosure(data.changes.length),
    '',
    text.changes,
    '',
  ];
  if (data.changes.length === 0) lines.push(text.none);
  data.changes.forEach((change, i) => {
    const place = where(change.input.start);
    lines.push(
      text.place(
        i + 1,
        place.paragraph,
        place.sentence,
        `${literal(change.transform)} / ${literal(change.rule)}`,
      ),
      text.before(literal(change.before)),
      text.after(literal(change.after)),
      text.why(literal(change.reason?.[language] ?? change.reason?.en ?? '')),
    );
  });
  return `${lines.join('\n')}\n`;
}
