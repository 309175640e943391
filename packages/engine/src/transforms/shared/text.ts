import type { Draft, EditMeta } from '../../text/draft.js';
import type { UnitContext } from '../types.js';

/** A word or punctuation mark of the current text, with offsets. */
export interface Word {
  text: string;
  /** Lower case, curly apostrophes straightened. */
  lower: string;
  start: number;
  end: number;
  isWord: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*(?:-[\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;

export function words(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    const text = m[0];
    const lower = text.toLowerCase();
    out.push({
      text,
      lower: lower.includes('’') ? lower.replace(/’/gu, "'") : lower,
      start: m.index,
      end: m.index + text.length,
      // Punctuation matches one character; anything longer is a word.
      isWord: text.length > 1 || /[\p{L}\p{N}]/u.test(text),
    });
  }
  return out;
}

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
export const decapitalise = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** True when `pos` opens a sentence: the unit's start (after any opening quote or bracket) or after . ! ? */
export function atSentenceStart(text: string, pos: number): boolean {
  const before = text.slice(0, pos);
  return /^[\s"“‘'([]*$/u.test(before) || /[.!?]["”’)]?\s+$/u.test(before);
}

/** 'an' before a vowel sound, 'a' otherwise; initialisms by their first letter's name. */
export function articleFor(next: string): 'a' | 'an' {
  const word = next.replace(/^[^\p{L}\p{N}]+/u, '');
  if (/^[A-Z]{2,}/u.test(word)) return /^[AEFHILMNORSX]/u.test(word) ? 'an' : 'a';
  const lower = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir|herb\b)/u.test(lower)) return 'an';
  if (/^(?:uni|use|usu|uti|ure|uro|eu|ewe|one\b|once|ubiq|u\b)/u.test(lower)) return 'a';
  if (/^[8]|^(?:11|18)\b/u.test(lower)) return 'an';
  return /^[aeiou]/u.test(lower) ? 'an' : 'a';
}

/** Matches the case of a replaced article or word: 'An' → 'A', 'an' → 'a'. */
const withCaseOf = (model: string, word: string): string =>
  /^\p{Lu}/u.test(model) ? capitalise(word) : word;

/**
 * Replaces [start, end) with `replacement` as an editor would: keeps a capital at sentence start, fixes a
 * preceding 'a'/'an' to suit the new word, and when the replacement is empty removes the words cleanly
 * (spacing, a now-orphaned comma, and the next word's capital at sentence start). Returns false when the
 * Draft refused (protected text).
 */
export function replaceWords(
  draft: Draft,
  start: number,
  end: number,
  replacement: string,
  meta: EditMeta,
): boolean {
  const text = draft.text;
  if (replacement === '') return removeWords(draft, start, end, meta);
  let rep = replacement;
  let s = start;
  const original = text.slice(start, end);
  // A capital after a label's colon ('Deep Insights: Delve into …') is the writer's style for the list: kept.
  if (/^\p{Lu}/u.test(original) && (atSentenceStart(text, start) || /:\s+$/u.test(text.slice(0, start))))
    rep = capitalise(rep);
  // A title-case heading ('Elevate Your Team's Collaboration') keeps every word's capital.
  const originalWords = original.split(/\s+/u);
  if (originalWords.length > 1 && originalWords.every((word) => /^\p{Lu}/u.test(word)))
    rep = rep.replace(
      /(^|\s)(\p{Ll})/gu,
      (_m, space: string, letter: string) => space + letter.toUpperCase(),
    );
  // Fix the article before the span.
  const art = /(?:^|[^\p{L}])(an?)(\s+)$/iu.exec(text.slice(0, start));
  if (art && /^[\p{L}\p{N}]/u.test(rep)) {
    const want = withCaseOf(art[1] as string, articleFor(rep));
    if (want.toLowerCase() !== (art[1] as string).toLowerCase()) {
      s = start - (art[1] as string).length - (art[2] as string).length;
      rep = want + (art[2] as string) + rep;
    }
  }
  // A replacement that begins with an article must suit the word after it.
  const lead = /^(an?)(\s+)(?=(\S+))/iu.exec(rep);
  if (lead?.[3])
    rep = withCaseOf(lead[1] as string, articleFor(lead[3])) + rep.slice((lead[1] as string).length);
  return draft.replace(s, end, rep, meta);
}

/** Removes the words in [start, end) and tidies the seam. */
export function removeWords(draft: Draft, start: number, end: number, meta: EditMeta): boolean {
  const text = draft.text;
  let s = start;
  let e = end;
  let tail = '';
  // 'Discussion: It is important to note that the main …' → 'Discussion: The main …': after a label the removed
  // words' capital passes to the next word.
  const afterLabel = /:\s*$/u.test(text.slice(0, start)) && /^\s*\p{Lu}/u.test(text.slice(start, end));
  const atStart = atSentenceStart(text, start) || afterLabel;
  if (atStart) {
    // 'Additionally, the …' → 'The …'
    const rest = /^[\s,;:]*/u.exec(text.slice(e))?.[0] ?? '';
    e += rest.length;
    const next = /^[\p{L}]/u.exec(text.slice(e));
    if (next) {
      if (/^(?:I\b|I['’])/u.test(text.slice(e))) {
        // the pronoun keeps its capital
      } else if (draft.isProtected(e, e + 1)) {
        if (!/^\p{Lu}/u.test(text.slice(e))) return false;
      } else {
        tail = capitalise(text.charAt(e));
        e += 1;
      }
    }
    if (e >= text.length || /^[.!?]/u.test(text.slice(e))) return false;
  } else {
    const before = text.slice(0, s);
    const after = text.slice(e);
    if (/,\s+$/u.test(before) && /^,/u.test(after)) {
      // 'X, in fact, Y' → 'X, Y'
      e += 1;
      s -= /\s+$/u.exec(before)?.[0].length ?? 0;
      s -= 1;
      tail = ',';
    } else if (/\s$/u.test(before) && /^\s/u.test(after)) {
      s -= /\s+$/u.exec(before)?.[0].length ?? 0;
    } else if (/^[.!?;:,]/u.test(after)) {
      // 'works well in practice.' → 'works well.'; 'results, overall.' → 'results.'
      s -= /[\s,]+$/u.exec(before)?.[0].length ?? 0;
    }
    // Fix an article left in front of a different word: 'an extremely useful' → 'a useful'.
    const art = /(?:^|[^\p{L}])(an?)(\s+)$/iu.exec(text.slice(0, s) + (tail === ',' ? '' : ' '));
    const nextWord = /^[\s,]*([\p{L}\p{N}]\S*)/u.exec(text.slice(e))?.[1];
    if (art && nextWord && tail === '') {
      const current = art[1] as string;
      const want = withCaseOf(current, articleFor(nextWord));
      if (want.toLowerCase() !== current.toLowerCase()) {
        const artStart = text.slice(0, s).lastIndexOf(current);
        return draft.replace(artStart, e, want, meta);
      }
    }
  }
  return draft.replace(s, e, tail, meta);
}

/** Escapes a literal for use inside a RegExp. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** The first word of a sentence, lower-cased ('the' for 'The kettle …'). */
export const firstWord = (text: string): string =>
  (/^[^\p{L}]*(\p{L}+)/u.exec(text)?.[1] ?? '').toLowerCase();

/**
 * True when opening unit `index` with `word` would make three or more sentences in a row open with the same word
 * ('The spout … The base … The kettle …'): cutting an opener must not leave a run the writer did not write. A
 * paragraph break does not end the run; readers hear it across one.
 */
export function makesOpenerRun(units: readonly UnitContext[], index: number, word: string): boolean {
  const same = (k: number) => {
    const other = units[k];
    return other !== undefined && other.kind !== 'heading' && firstWord(other.draft.text) === word;
  };
  let run = 1;
  for (let k = index - 1; same(k); k--) run++;
  for (let k = index + 1; same(k); k++) run++;
  return run >= 3;
}
