import type { RewriteMode, RewriteStrength } from '@wordwright/contracts';
import { FILLER_FLAGS, FILLER_OPENERS, type FillerEntry } from '../../lexicon/filler.js';

/** A compiled filler pattern: where it may match and what replaces it ('' removes it). */
export interface FillerPattern {
  id: string;
  pattern: RegExp;
  /** 'sentence-start' matches only at the start; 'clause' also after a comma or a conjunction. */
  scope: 'sentence-start' | 'clause' | 'sentence';
  replacement: string;
  minStrength: RewriteStrength;
  modes?: readonly RewriteMode[];
  /** Only in a text that speaks to its reader (see FillerEntry.addressed). */
  addressed?: boolean;
  /** Not in a text in a group's voice (see FillerEntry.notInWeVoice). */
  notInWeVoice?: boolean;
  /** Kept as the text's last sentence (see FillerEntry.notLast). */
  notLast?: boolean;
  /** Kept as the text's first sentence (see FillerEntry.notFirst). */
  notFirst?: boolean;
  /** Kept right after a question (see FillerEntry.notAfterQuestion). */
  notAfterQuestion?: boolean;
  /**
   * Lower-case strings of which every match contains at least one ([] when none is certain). Most sentences hold
   * none of them, and a pattern opening with a lookbehind is tried at every position: substring tests first are
   * cheaper.
   */
  cues: readonly string[];
}

/** Words too common to rule a sentence out. */
const COMMON = new Set(['the', 'that', 'for', 'and', 'with', 'this', 'you', 'your', 'are', 'but', 'was']);

/** How well a set of cues rules sentences out: its weakest member's length, a common word counting as 1. */
const selectivity = (cues: readonly string[]): number =>
  Math.min(...cues.map((cue) => (COMMON.has(cue.trim()) ? 1 : cue.trim().length)));

/** The index of the ']' that closes the character class opened at `at`. */
function classEnd(source: string, at: number): number {
  let i = at + 1;
  while (i < source.length && source.charAt(i) !== ']') i += source.charAt(i) === '\\' ? 2 : 1;
  return i;
}

/** The index of the ')' that closes the group opened at `at`. */
function groupEnd(source: string, at: number): number {
  let depth = 0;
  for (let i = at; i < source.length; i++) {
    const c = source.charAt(i);
    if (c === '\\') i++;
    else if (c === '[') i = classEnd(source, i);
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return source.length;
}

/** Splits a pattern at its top-level '|'. */
function branches(source: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source.charAt(i);
    if (c === '\\') i++;
    else if (c === '[') i = classEnd(source, i);
    else if (c === '(') i = groupEnd(source, i);
    else if (c === '|') {
      out.push(source.slice(from, i));
      from = i + 1;
    }
  }
  out.push(source.slice(from));
  return out;
}

/** The cues one branch (no top-level '|') needs: its most selective literal run or required group. */
function branchCues(source: string): string[] {
  const candidates: string[][] = [];
  let run = '';
  const close = () => {
    const literal = run.trim();
    if (/^[a-z' ]{3,}$/u.test(literal)) candidates.push([literal]);
    run = '';
  };
  for (let i = 0; i < source.length; i++) {
    const c = source.charAt(i);
    if (c === '\\') {
      close();
      i++;
      // '\p{L}', '\u{2019}': skip the braces too.
      if (source.charAt(i + 1) === '{') i = source.indexOf('}', i);
    } else if (c === '[') {
      close();
      i = classEnd(source, i);
    } else if (c === '(') {
      close();
      const end = groupEnd(source, i);
      const group = source.slice(i + 1, end);
      const optional = /^[?*{]/u.test(source.slice(end + 1));
      const lookaround = /^\?<?[=!]/u.test(group);
      if (!optional && !lookaround) {
        const inner = requiredCues(group.replace(/^\?(?::|<[a-z]\w*>)/iu, ''));
        if (inner.length > 0) candidates.push(inner);
      }
      i = end;
    } else if ('?*+{'.includes(c)) {
      // The quantifier makes the character before it optional.
      run = run.slice(0, -1);
      close();
      if (c === '{') i = source.indexOf('}', i);
    } else if (/[a-z' ]/u.test(c)) run += c;
    else close();
  }
  close();
  return candidates.reduce<string[]>(
    (best, cues) => (best.length === 0 || selectivity(cues) > selectivity(best) ? cues : best),
    [],
  );
}

/**
 * Strings of which every match of the pattern contains one: for each top-level alternative, its most selective
 * literal run outside classes and optional parts, or a required group's own cues. [] when some alternative has none.
 */
export function requiredCues(source: string): string[] {
  const sets = branches(source).map(branchCues);
  return sets.some((cues) => cues.length === 0) ? [] : [...new Set(sets.flat())];
}

/** The lexicon's throat-clearing table (lexicon/filler.ts), compiled. */
export function compileFillers(entries: readonly FillerEntry[]): FillerPattern[] {
  return entries.map((entry) => ({
    id: entry.id,
    pattern: new RegExp(entry.pattern, FILLER_FLAGS),
    scope: entry.scope,
    replacement: entry.replacement,
    cues: requiredCues(entry.pattern),
    minStrength: entry.minStrength,
    ...(entry.modes ? { modes: entry.modes } : {}),
    ...(entry.addressed ? { addressed: true } : {}),
    ...(entry.notInWeVoice ? { notInWeVoice: true } : {}),
    ...(entry.notFirst ? { notFirst: true } : {}),
    ...(entry.notLast ? { notLast: true } : {}),
    ...(entry.notAfterQuestion ? { notAfterQuestion: true } : {}),
  }));
}

export const FILLER_PATTERNS: readonly FillerPattern[] = Object.freeze(compileFillers(FILLER_OPENERS));
