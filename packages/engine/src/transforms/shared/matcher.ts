import type { RewriteMode, RewriteStrength } from '@wordwright/contracts';
import { type Form, type IrregularTable, inflectPhrase, nounForms, verbForms } from '../../inflect/index.js';
import { GERUND_TOKEN, NUMBER_TOKEN, START_TOKEN } from '../../lexicon/entry.js';
import type { PhraseEntry } from '../../lexicon/types.js';
import { atLeast } from '../../options.js';
import type { Word } from './text.js';

/** A compiled pattern token: the lower-case forms it accepts, and for a '~' head the form each one is. */
interface Slot {
  forms: ReadonlyMap<string, Form | null>;
  head: boolean;
}

interface Compiled {
  entry: PhraseEntry;
  slots: Slot[];
}

export interface PhraseMatch {
  entry: PhraseEntry;
  /** Index of the first and one past the last matched word. */
  from: number;
  to: number;
  /** Form of the first '~' head as matched ('utilized' → past). */
  form: Form | null;
  /** Index of the matched head word, if the pattern has one. */
  headIndex: number;
}

/** The patterns that can start at one first word: one-word patterns, and longer ones by their second word. */
interface Bucket {
  single: Compiled[];
  bySecond: Map<string, Compiled[]>;
}

/**
 * Finds lexicon phrases in a list of words. Patterns are indexed by every form of their first two tokens, so a
 * sentence is scanned once with two map lookups per word, whatever the size of the table ('a' opens 160
 * patterns; the word after it leaves a handful).
 */
export class PhraseMatcher {
  private readonly byFirst = new Map<string, Bucket>();

  constructor(entries: readonly PhraseEntry[], irregular: IrregularTable) {
    for (const entry of entries) {
      const slots = entry.pattern
        .trim()
        .toLowerCase()
        .split(/\s+/u)
        .map((token): Slot => {
          if (!token.startsWith('~'))
            return { forms: new Map([[token.replace(/’/gu, "'"), null]]), head: false };
          const lemma = token.slice(1);
          const forms = entry.head === 'noun' ? nounForms(lemma) : verbForms(lemma, irregular);
          return { forms, head: true };
        });
      const [first, second] = slots;
      if (!first) continue;
      for (const form of first.forms.keys()) {
        const bucket = this.byFirst.get(form) ?? { single: [], bySecond: new Map<string, Compiled[]>() };
        this.byFirst.set(form, bucket);
        if (!second) {
          bucket.single.push({ entry, slots });
          continue;
        }
        for (const next of second.forms.keys()) {
          const list = bucket.bySecond.get(next) ?? [];
          list.push({ entry, slots });
          bucket.bySecond.set(next, list);
        }
      }
    }
    // Longest patterns first, so 'in order to' wins over 'in order'; one-word patterns are tried last.
    for (const bucket of this.byFirst.values())
      for (const list of bucket.bySecond.values()) list.sort((a, b) => b.slots.length - a.slots.length);
  }

  /** Non-overlapping matches, leftmost-longest, for entries allowed at this strength. */
  find(
    list: readonly Word[],
    strength: RewriteStrength,
    accept?: (match: PhraseMatch) => boolean,
  ): PhraseMatch[] {
    const out: PhraseMatch[] = [];
    for (let i = 0; i < list.length; i++) {
      const bucket = this.byFirst.get((list[i] as Word).lower);
      if (!bucket) continue;
      const next = list[i + 1]?.lower;
      const match =
        (next === undefined ? undefined : this.first(bucket.bySecond.get(next), list, i, strength, accept)) ??
        this.first(bucket.single, list, i, strength, accept);
      if (match) {
        out.push(match);
        i = match.to - 1;
      }
    }
    return out;
  }

  /** The first of `candidates` that matches at `i` and is accepted. */
  private first(
    candidates: readonly Compiled[] | undefined,
    list: readonly Word[],
    i: number,
    strength: RewriteStrength,
    accept?: (match: PhraseMatch) => boolean,
  ): PhraseMatch | undefined {
    for (const { entry, slots } of candidates ?? []) {
      if (!atLeast(strength, entry.minStrength)) continue;
      const match = this.matchAt(list, i, entry, slots);
      if (match && (!accept || accept(match))) return match;
    }
    return undefined;
  }

  private matchAt(list: readonly Word[], i: number, entry: PhraseEntry, slots: Slot[]): PhraseMatch | null {
    let form: Form | null = null;
    let headIndex = -1;
    for (let k = 0; k < slots.length; k++) {
      const word = list[i + k];
      const slot = slots[k] as Slot;
      if (!word || !slot.forms.has(word.lower)) return null;
      if (slot.head && headIndex === -1) {
        form = slot.forms.get(word.lower) ?? null;
        headIndex = i + k;
      }
    }
    const prev = list[i - 1]?.lower;
    const next = list[i + slots.length]?.lower;
    if (prev && entry.notAfter && listed(entry.notAfter, prev)) return null;
    if (!prev && entry.notAfter?.includes(START_TOKEN)) return null;
    if (next && entry.notBefore && listed(entry.notBefore, next)) return null;
    // START_TOKEN in onlyAfter: the entry may also open the sentence ('Boasting a pool, the villa …').
    if (entry.onlyAfter && !(prev ? listed(entry.onlyAfter, prev) : entry.onlyAfter.includes(START_TOKEN)))
      return null;
    if (entry.onlyBefore && !(next && listed(entry.onlyBefore, next))) return null;
    if (entry.notLater && laterHas(list, i + slots.length, entry.notLater)) return null;
    if (entry.onlyLater && !laterHas(list, i + slots.length, entry.onlyLater)) return null;
    const earlier = entry.notEarlier;
    if (earlier && list.slice(0, i).some((w) => earlier.includes(w.lower))) return null;
    return { entry, from: i, to: i + slots.length, form, headIndex };
  }
}

/** True when `word` is in a guard list; NUMBER_TOKEN stands for any number ('500', '$20'), GERUND_TOKEN for an -ing word. */
function listed(guards: readonly string[], word: string): boolean {
  return (
    guards.includes(word) ||
    (guards.includes(NUMBER_TOKEN) && NUMBER_WORD.test(word)) ||
    (guards.includes(GERUND_TOKEN) && /^\p{L}{2,}ing$/u.test(word))
  );
}

// A currency sign is a word of its own ('$', '3', '.', '4'): it starts a figure too.
const NUMBER_WORD = /^(?:[$€£¥₹+-]?\d|[$€£¥₹]$)/u;

/** True when one of `sequences` (lower-case words joined by spaces) occurs in `list` from index `from` on. */
function laterHas(list: readonly Word[], from: number, sequences: readonly string[]): boolean {
  const rest = ` ${list
    .slice(from)
    .map((w) => w.lower)
    .join(' ')} `;
  return sequences.some((sequence) => rest.includes(` ${sequence} `));
}

/** The replacements an entry offers in a mode. */
export function replacementsFor(entry: PhraseEntry, mode: RewriteMode): readonly string[] {
  return entry.replace[mode] ?? entry.replace.default;
}

/** Words after which an '-ed' form is an adjective ('a concealed leaf', 'their hidden costs'). */
const ATTRIBUTIVE_BEFORE = /^(?:a|an|the|this|that|these|those|its|their|his|her|our|my|your|every|each)$/u;

/** Words after which a verb stays in its bare form ('to be', 'will be', 'must be'). */
const BARE_INFINITIVE_AFTER = new Set([
  'to',
  'will',
  'would',
  'shall',
  'should',
  'may',
  'might',
  'must',
  'can',
  'could',
  'do',
  'does',
  'did',
  'not',
  "n't",
  'also',
  'and',
  'or',
  'help',
  'let',
  'make',
]);

const COMPARATIVE = new Set(['more', 'most', 'less', 'least']);
/** Adjectives that do not grade at all: 'a more holistic approach' cannot become 'a more overall approach'. */
const UNGRADABLE = new Set([
  'overall',
  'main',
  'chief',
  'key',
  'whole',
  'entire',
  'total',
  'complete',
  'sole',
]);

/**
 * A one-syllable adjective takes '-er'/'-est', never 'more'/'most': 'a more comprehensive view' must not
 * become 'a more full view', nor 'the most innovative' 'the most new'.
 */
export function breaksComparison(choice: string, previous: string | undefined): boolean {
  if (!previous || !COMPARATIVE.has(previous.toLowerCase())) return false;
  const word = choice.replace(/~/gu, '').toLowerCase();
  if (UNGRADABLE.has(word)) return true;
  return /^\p{L}+$/u.test(word) && (word.match(/[aeiouy]+/gu) ?? []).length === 1;
}

/** Words after which a regular '-ed' form is a participle ('was selected', 'have selected'). */
export const AUXILIARY: ReadonlySet<string> = new Set([
  'have',
  'has',
  'had',
  'having',
  "'ve",
  'be',
  'is',
  'are',
  'was',
  'were',
  'been',
  'being',
  'get',
  'gets',
  'got',
]);

const BE_FORMS = new Set(['be', 'am', 'is', 'are', 'was', 'were', 'been', 'being']);

/**
 * A replacement in the matched head's form. '~' marks the head to inflect; a replacement without '~' is used
 * as written. A regular verb's '-ed' form is past or participle; the word before decides which.
 */
export function realise(
  replacement: string,
  match: PhraseMatch,
  list: readonly Word[],
  irregular: IrregularTable,
): string {
  const tilde = replacement.indexOf('~');
  if (tilde === -1) return replacement;
  let form = match.form ?? 'base';
  if (form === 'past') {
    const before = list.slice(Math.max(0, match.headIndex - 3), match.headIndex).map((w) => w.lower);
    if (before.some((w) => AUXILIARY.has(w))) form = 'participle';
    // 'as demonstrated by', 'as noted in': after 'as' an '-ed' head is the participle ('as shown by').
    if (list[match.headIndex - 1]?.lower === 'as') form = 'participle';
    // 'a concealed butterfly leaf': after an article or possessive the '-ed' head is an adjective, the participle.
    // ('a message that resonated with me': a 'that' after a noun is the relative pronoun, and the verb is past.)
    const previous = list[match.headIndex - 1]?.lower ?? '';
    const relativeThat = previous === 'that' && /^\p{L}+$/u.test(list[match.headIndex - 2]?.lower ?? '');
    if (ATTRIBUTIVE_BEFORE.test(previous) && !relativeThat) form = 'participle';
  }
  // 'have shed new light on': a verb whose base and participle are one form ('shed', 'set', 'put') reads as the
  // base, but after 'have' it is the participle ('have added to', not 'have add to').
  if (form === 'base' && /^(?:has|have|had|having|['’]ve)$/u.test(list[match.headIndex - 1]?.lower ?? ''))
    form = 'participle';
  const head = replacement.slice(tilde + 1);
  const matched = list[match.headIndex]?.lower ?? '';
  // 'They were a part of' → 'They were part of': a form of 'be' replaced by 'be' keeps the writer's own form,
  // which already agrees with its subject ('was'/'were' cannot be told apart by form alone).
  if (/^be\b/u.test(head) && BE_FORMS.has(matched))
    return replacement.slice(0, tilde) + matched + head.slice(2);
  if (form === 'base' && /^be\b/u.test(head)) {
    // 'They serve as' → 'They are', but 'will serve as' → 'will be'.
    const before = list[match.headIndex - 1]?.lower ?? '';
    const bare = BARE_INFINITIVE_AFTER.has(before) || matched === 'be';
    return replacement.slice(0, tilde) + (bare ? head : `${matched === 'am' ? 'am' : 'are'}${head.slice(2)}`);
  }
  // 'These libraries played a key role for' → 'were key for': the past of 'be' agrees with a plural subject
  // right before it (a plural noun, or 'we', 'they', 'you').
  if (form === 'past' && /^be\b/u.test(head) && pluralSubject(list[match.headIndex - 1]))
    return `${replacement.slice(0, tilde)}were${head.slice(2)}`;
  return replacement.slice(0, tilde) + inflectPhrase(head, form, irregular);
}

const PLURAL_PRONOUN = /^(?:we|they|you|these|those|both|many|several)$/u;

function pluralSubject(word: Word | undefined): boolean {
  if (!word) return false;
  if (PLURAL_PRONOUN.test(word.lower)) return true;
  // A lower-case word in 's' ('libraries', 'students'), not a singular one ('analysis', 'bus', 'news', 'physics').
  return /^\p{Ll}+s$/u.test(word.text) && !/(?:ss|us|is|ics|news|series|species)$/u.test(word.lower);
}
