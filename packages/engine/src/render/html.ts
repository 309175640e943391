import type { Block } from '../parse/index.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes every character that could open markup or end an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (ch) => ESCAPES[ch] as string);
}

export interface MarkSpan {
  start: number;
  end: number;
  /** Index of the edit in the result's edit list. */
  edit: number;
  title: string;
}

/** A block's output span and its structure. */
export interface RenderBlock {
  block: Block;
  /** Output span of the block's text (after any heading or list marker). */
  start: number;
  end: number;
}

function renderText(text: string, start: number, end: number, marks: readonly MarkSpan[]): string {
  let html = '';
  let at = start;
  for (const mark of marks) {
    if (mark.end <= start || mark.start >= end || mark.start === mark.end) continue;
    const s = Math.max(mark.start, at);
    const e = Math.min(mark.end, end);
    if (s >= e) continue;
    html += escapeHtml(text.slice(at, s));
    html += `<mark class="ww-change" data-edit="${mark.edit}" title="${escapeHtml(mark.title)}">${escapeHtml(text.slice(s, e))}</mark>`;
    at = e;
  }
  html += escapeHtml(text.slice(at, end));
  return html.replace(/\n/gu, '<br>\n');
}

/**
 * Safe HTML of the output: every character of the text is escaped; paragraphs become <p>, headings <h2>/<h3>,
 * list items <li> inside <ul>/<ol>, code blocks and tables <pre><code>, blockquotes <blockquote><p>, and each
 * changed span a <mark>.
 */
export function renderHtml(text: string, blocks: readonly RenderBlock[], marks: readonly MarkSpan[]): string {
  const sorted = [...marks].sort((a, b) => a.start - b.start);
  const out: string[] = [];
  let list: 'ul' | 'ol' | null = null;
  for (const { block, start, end } of blocks) {
    const wanted = block.kind === 'item' ? (block.ordered ? 'ol' : 'ul') : null;
    if (list && list !== wanted) {
      out.push(`</${list}>`);
      list = null;
    }
    if (wanted && !list) {
      out.push(`<${wanted}>`);
      list = wanted;
    }
    const inner = renderText(text, start, end, sorted);
    switch (block.kind) {
      case 'heading': {
        const tag = block.level <= 2 ? 'h2' : 'h3';
        out.push(`<${tag}>${inner}</${tag}>`);
        break;
      }
      case 'item':
        out.push(`<li>${inner}</li>`);
        break;
      case 'code':
      case 'table':
        out.push(`<pre><code>${escapeHtml(text.slice(start, end))}</code></pre>`);
        break;
      case 'quote':
        out.push(`<blockquote><p>${inner}</p></blockquote>`);
        break;
      default:
        out.push(`<p>${inner}</p>`);
    }
  }
  if (list) out.push(`</${list}>`);
  return out.join('\n');
}
