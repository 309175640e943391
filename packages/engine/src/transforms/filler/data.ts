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
}

/** The lexicon's throat-clearing table (lexicon/filler.ts), compiled. */
export function compileFillers(entries: readonly FillerEntry[]): FillerPattern[] {
  return entries.map((entry) => ({
    id: entry.id,
    pattern: new RegExp(entry.pattern, FILLER_FLAGS),
    scope: entry.scope,
    replacement: entry.replacement,
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
