import type { Token } from '../nlp.js';
import type { Unit } from '../parse/index.js';

/**
 * Spans no transform may touch. Like compromise's "freeze", protection is decided once, before any transform
 * runs; the Draft then refuses any replacement overlapping a protected input span, and a guard checks that each
 * span survives byte for byte.
 */
export type Span = readonly [number, number];

export type ProtectKind =
  | 'number'
  | 'quotation'
  | 'citation'
  | 'url'
  | 'email'
  | 'code'
  | 'markup'
  | 'link'
  | 'emphasis'
  | 'name'
  | 'keep'
  | 'handle';

/** Patterns with the kind of span they protect; data apart from the logic below. */
export const PROTECT_PATTERNS: readonly (readonly [ProtectKind, RegExp])[] = Object.freeze([
  ['code', /`[^`\n]+`/gu],
  ['markup', /<\/?[A-Za-z!][^<>\n]*>/gu],
  // A Markdown link's or image's destination ('](./guide.md "Title")') and a reference ('][docs]').
  ['link', /\]\([^()\s]*(?:\([^()\s]*\)[^()\s]*)*(?:[ \t]+(?:"[^"\n]*"|'[^'\n]*'))?\)|\]\[[^[\]\n]*\]/gu],
  // Bold or italic text, markers included: the writer stressed it, and a word dropped inside would leave '****'.
  ['emphasis', /(?<![\p{L}\p{N}*_\\])(\*{1,3}|_{1,3})(?![\s*_])[^\n]{0,300}?[^\s*_\\]\1(?![\p{L}\p{N}*_])/gu],
  ['url', /\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"]*[^\s<>"'.,;:!?)\]]/giu],
  // A bare domain ('road.is', 'example.org/help'): lower-case, so 'U.S.' and a sentence's end are not one.
  [
    'url',
    /(?<![\p{L}\p{N}@./:])[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|org|net|edu|gov|io|co|uk|is|de|fr|ai|app|dev|info|me|us|ca|au|nz|ie|eu|tv|ly)(?![\p{L}\p{N}])(?:\/[^\s<>"]*[^\s<>"'.,;:!?)\]])?/gu,
  ],
  ['email', /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu],
  // A path or endpoint ('/v1/notify', '/api/users/{id}', 'src/index.ts'): an identifier, never prose to reword. (A
  // link's destination has its own span.)
  [
    'code',
    /(?<![\p{L}\p{N}/.])\/[\p{L}\p{N}_.{}:-]+(?:\/[\p{L}\p{N}_.{}:-]+)+\/?|(?<![\p{L}\p{N}/]|\]\()[\p{L}\p{N}_-]+(?:\/[\p{L}\p{N}_-]+)+\.[a-z]{1,5}\b/gu,
  ],
  ['handle', /(?<![\p{L}\p{N}])[@#][\p{L}\p{N}_]+/gu],
  ['citation', /\([^()\n]*?\b(?:1[0-9]|20)\d{2}[a-z]?\b[^()\n]*\)/gu],
  ['citation', /\[\d+(?:\s*[,;–-]\s*\d+)*\]/gu],
  ['citation', /\bet al\.?/gu],
  // Double quotes may run over several sentences of one paragraph (a scripture or testimony passage): up to 3,000
  // characters, so a long quotation is not left open to edits past an arbitrary length.
  ['quotation', /"[^"\n]{1,3000}"/gu],
  ['quotation', /“[^“”\n]{1,3000}”/gu],
  ['quotation', /‘[^‘’\n]{1,600}’(?![\p{L}])/gu],
  // An apostrophe inside ("'what's for dinner?'") does not close a single-quoted quotation.
  ['quotation', /(?<![\p{L}\p{N}])'(?=[^\s'])(?:[^'\n]|'(?=\p{L})){1,600}?(?<=[^\s'])'(?![\p{L}\p{N}])/gu],
  [
    'number',
    /(?:[$€£¥₹]\s?)?(?<![\p{L}])[+-]?\d(?:[\d.,:/]*\d)?(?:\s?(?:%|‰)|(?:st|nd|rd|th|s|k|m|bn|am|pm)\b)?/giu,
  ],
  ['number', /[$€£¥₹]\s?\d(?:[\d.,]*\d)?/gu],
]);

const HINTS: Partial<Record<ProtectKind, RegExp>> = {
  code: /`|\/[\p{L}\p{N}]/u,
  markup: /</u,
  link: /\]/u,
  emphasis: /[*_]/u,
  url: /:\/\/|www\.|[a-z0-9]\.[a-z]{2}/iu,
  email: /@/u,
  handle: /[@#]/u,
  quotation: /["“‘']/u,
  citation: /[([]|et al/u,
};

/** Pronoun 'I' and its contractions are capitalised but are not names. */
/**
 * Capitalised words that are never names: 'I' and its contractions, and the pronouns and function words a
 * title-case line capitalises ('To Whom It May Concern') — seen there, they must not turn every sentence-opening
 * 'It' into a protected name.
 */
const NOT_NAMES = new Set([
  'I',
  "I'm",
  "I've",
  "I'd",
  "I'll",
  'I’m',
  'I’ve',
  'I’d',
  'I’ll',
  'It',
  'This',
  'That',
  'These',
  'Those',
  'We',
  'You',
  'He',
  'She',
  'They',
  'My',
  'Our',
  'Your',
  'His',
  'Her',
  'Their',
  'Its',
  'The',
  'A',
  'An',
  'To',
  'Of',
  'And',
  'Or',
  'But',
  'In',
  'On',
  'For',
  'With',
  'Whom',
  'Who',
  'May',
]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Keep-list entries as whole-phrase, case-insensitive patterns. */
export function keepPatterns(keep: readonly string[]): RegExp[] {
  return keep.map(
    (entry) =>
      new RegExp(
        `(?<![\\p{L}\\p{N}])${escapeRegExp(entry).replace(/\s+/gu, '\\s+')}(?![\\p{L}\\p{N}])`,
        'giu',
      ),
  );
}

/** Protected spans found by pattern in `text` (absolute offsets = `base` + local). */
export function patternSpans(text: string, base: number, keep: readonly RegExp[]): Span[] {
  const spans: Span[] = [];
  for (const [kind, pattern] of PROTECT_PATTERNS) {
    // Cheap pre-checks: most texts have no e-mail, URL, code or markup, and those patterns are the slow ones.
    const hint = HINTS[kind];
    if (hint && !hint.test(text)) continue;
    for (const m of text.matchAll(pattern)) spans.push([base + m.index, base + m.index + m[0].length]);
  }
  for (const pattern of keep) {
    for (const m of text.matchAll(pattern)) spans.push([base + m.index, base + m.index + m[0].length]);
  }
  return spans;
}

const isCapitalised = (text: string): boolean => /^\p{Lu}/u.test(text) || /\p{Lu}/u.test(text.slice(1));

/** Capitalised words seen after the first word of some sentence: evidence that they are names. */
export function namesSeen(sentences: readonly (readonly Token[])[]): Set<string> {
  const seen = new Set<string>();
  for (const tokens of sentences) {
    let first = true;
    let afterColon = false;
    for (const token of tokens) {
      if (token.type !== 'word') {
        afterColon = token.text === ':';
        continue;
      }
      if (!first && !afterColon && isCapitalised(token.text) && !NOT_NAMES.has(token.text))
        seen.add(token.text);
      first = false;
      afterColon = false;
    }
  }
  return seen;
}

/**
 * Names and acronyms in one sentence: capitalised words after its first word. The first word is capitalised
 * anyway, so it counts as a name only with evidence: an inner capital (iPhone, NASA), a capitalised word
 * right after it (Bette Davis), or the same word capitalised mid-sentence elsewhere in the text. Runs of
 * names are protected as one span, so 'New York Times' stays whole.
 */
export function nameSpans(tokens: readonly Token[], base: number, seen: ReadonlySet<string>): Span[] {
  const spans: Span[] = [];
  const words = tokens.filter((t) => t.type === 'word' || t.type === 'number');
  words.forEach((token, i) => {
    let isName: boolean;
    // 'A: That's a common worry': after a label's colon a capital opens the answer, as at a sentence start.
    const afterColon = i > 0 && tokens[tokens.indexOf(token) - 1]?.text === ':';
    if (i === 0 || afterColon) {
      const next = words[i + 1];
      isName =
        /\p{Lu}/u.test(token.text.slice(1)) ||
        seen.has(token.text) ||
        (token.pos === 'PROPN' &&
          next !== undefined &&
          /^\p{Lu}/u.test(next.text) &&
          !NOT_NAMES.has(next.text));
    } else {
      isName = isCapitalised(token.text);
    }
    if (!isName || NOT_NAMES.has(token.text)) return;
    const last = spans[spans.length - 1];
    if (last && last[1] >= base + token.start - 1) spans[spans.length - 1] = [last[0], base + token.end];
    else spans.push([base + token.start, base + token.end]);
  });
  return spans;
}

/** Sorts and merges overlapping or touching spans. */
export function mergeSpans(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/**
 * Protected spans of every unit of a parsed document, clipped to the unit (a quotation running across
 * sentences is protected in each part). One list per unit, in unit order.
 */
export function protectUnits(text: string, units: readonly Unit[], keep: readonly string[]): Span[][] {
  const patterns = mergeSpans(patternSpans(text, 0, keepPatterns(keep)));
  const seen = namesSeen(units.map((unit) => unit.tokens));
  return units.map((unit) =>
    mergeSpans([
      ...patterns
        .filter(([s, e]) => s < unit.end && e > unit.start)
        .map(([s, e]): Span => [Math.max(s, unit.start), Math.min(e, unit.end)]),
      ...nameSpans(unit.tokens, unit.start, seen),
    ]),
  );
}
