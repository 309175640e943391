import { HttpError, unprocessable } from '../../errors.js';
import { DocxReadError, type DocxReadLimits, readDocxHtml } from './docx-reader.js';

export type DocumentFormat = 'txt' | 'md' | 'docx';

const EXTENSIONS: Record<string, DocumentFormat> = {
  '.txt': 'txt',
  '.text': 'txt',
  '.md': 'md',
  '.markdown': 'md',
  '.docx': 'docx',
};

export function formatOf(fileName: string): DocumentFormat {
  const match = /\.[A-Za-z]+$/.exec(fileName.trim());
  const format = match ? EXTENSIONS[match[0].toLowerCase()] : undefined;
  if (!format) {
    throw new HttpError(
      415,
      'Unsupported file type: upload a .txt, .md or .docx file',
      'unsupported_file_type',
    );
  }
  return format;
}

/** Decodes a text upload: UTF-8 (with or without BOM) or UTF-16 with a BOM; anything else is rejected. */
export function decodeText(bytes: Buffer): string {
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
      text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes);
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
      text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes);
    } else text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unprocessable(
      'The file is not valid UTF-8 text; save it as UTF-8 and upload it again',
      'invalid_encoding',
    );
  }
  if (text.includes('\u0000')) {
    throw unprocessable('The file looks binary, not text; upload a .txt, .md or .docx file', 'binary_file');
  }
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK = /<(h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi;

/**
 * Reads a .docx into Markdown-style text: headings become `#` lines, list items `- ` lines, every other
 * paragraph a paragraph; blocks are separated by blank lines.
 */
export async function docxToText(bytes: Buffer, limits?: DocxReadLimits): Promise<string> {
  // Every .docx is a ZIP archive; checking the signature first gives a clear answer for renamed files.
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) {
    throw unprocessable('The file is not a valid .docx document', 'invalid_docx');
  }
  let html: string;
  try {
    html = await readDocxHtml(bytes, limits);
  } catch (error) {
    throw unprocessable(
      error instanceof DocxReadError && error.reason === 'too_large'
        ? 'The .docx document is too large or complex to read'
        : 'The .docx document could not be read; it may be damaged',
      'invalid_docx',
    );
  }
  const blocks: string[] = [];
  for (const match of html.matchAll(BLOCK)) {
    const tag = match[1]!.toLowerCase();
    const inner = decodeEntities(match[2]!.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
    if (!inner) continue;
    if (tag === 'li') blocks.push(`- ${inner}`);
    else if (tag.startsWith('h')) blocks.push(`${'#'.repeat(Number(tag[1]))} ${inner}`);
    else blocks.push(inner);
  }
  return blocks.join('\n\n');
}

/** Words a writer is charged for: Markdown heading and list markers are not words. */
export function billableText(text: string): string {
  return text.replace(/^[ \t]*(#{1,6}|[-*+]|\d+[.)])[ \t]+/gm, '');
}
