/**
 * Defence in depth for rewrite HTML (workspace output and the landing page's live example): the server
 * already escapes user text, but only <p>, <br>, emphasis and <mark class="ww-change"> survive here, rebuilt
 * from scratch with escaped attributes; every other tag is dropped and <script>/<style> lose their content.
 * String-based, so the server render and the browser give the same markup.
 */
const escapeAttribute = (value: string) =>
  value
    .replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The tooltip for change number `edit` in the reader's language, or undefined to keep the server's. */
export type ChangeTitle = (edit: number) => string | undefined;

function cleanTag(tag: string, titleFor?: ChangeTitle): string {
  const match = /^<\s*(\/?)\s*([a-z0-9]+)/i.exec(tag);
  if (!match) return '';
  const closing = match[1] === '/';
  const name = (match[2] ?? '').toLowerCase();
  if (name === 'br') return '<br>';
  if (name === 'p' || name === 'strong' || name === 'em') return closing ? `</${name}>` : `<${name}>`;
  if (name !== 'mark') return '';
  if (closing) return '</mark>';
  const edit = attribute(tag, 'data-edit');
  const numbered = edit !== null && /^\d+$/.test(edit);
  const title = (numbered && titleFor?.(Number(edit))) || attribute(tag, 'title');
  const parts = ['<mark class="ww-change"'];
  if (numbered) parts.push(` data-edit="${edit}"`);
  if (title !== null) parts.push(` title="${escapeAttribute(title)}"`);
  return `${parts.join('')}>`;
}

/**
 * `titleFor` gives each change's tooltip in the reader's language: the engine writes the English reason into
 * the markup, and every change also carries its Chinese one.
 */
export function sanitizeRewriteHtml(html: string, titleFor?: ChangeTitle): string {
  const withoutScripts = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  return withoutScripts
    .split(/(<[^>]*>)/g)
    .map((part) =>
      part.startsWith('<') && part.endsWith('>') ? cleanTag(part, titleFor) : part.replace(/</g, '&lt;'),
    )
    .join('');
}

/** Plain text as paragraphs, for the original side of the compare view. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Groups `parts` in order into runs of at least `size` characters (the last may be shorter), so a long
 * text can be drawn a run at a time. Joining the runs gives back the parts.
 */
export function groupBySize(parts: string[], size: number): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const part of parts) {
    current.push(part);
    length += part.length;
    if (length >= size) {
      groups.push(current);
      current = [];
      length = 0;
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * Sanitised rewrite HTML cut after paragraph ends into pieces of about `size` characters. A change never
 * spans paragraphs, so every piece is well-formed markup on its own.
 */
export function htmlChunks(html: string, size: number): string[] {
  return groupBySize(html.split(/(?<=<\/p>)/), size).map((group) => group.join(''));
}
