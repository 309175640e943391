import type { IrregularTable } from '../../inflect/index.js';
import type { PhraseCategory, PhraseEntry } from '../../lexicon/types.js';
import type { Token } from '../../nlp.js';
import type { EditMeta, Reason } from '../../text/draft.js';
import type { Transform, TransformEnv, UnitContext } from '../types.js';
import { breaksComparison, PhraseMatcher, realise, replacementsFor } from './matcher.js';
import { isResearchProse } from './research.js';
import { escapeRegExp, firstWord, replaceWords, type Word } from './text.js';

export interface LexiconTransformOptions {
  id: string;
  entries: readonly PhraseEntry[];
  irregular: IrregularTable;
  /** The reason shown with each edit: one for the whole table, or one per category. */
  reasons: Reason | Readonly<Record<PhraseCategory, Reason>>;
  /** Rule ids (entry ids) to skip. */
  ignore?: readonly string[];
  /** Categories left alone in academic writing, where a hedge can carry meaning. */
  keepInAcademic?: readonly PhraseCategory[];
}

/** Three-letter function words: their repetition is never a doubled content word. */
const SHORT_FUNCTION_WORDS = new Set([
  'the',
  'and',
  'but',
  'for',
  'nor',
  'yet',
  'not',
  'its',
  'his',
  'her',
  'our',
  'you',
  'are',
  'was',
  'has',
  'had',
  'can',
  'may',
  'did',
  'all',
  'any',
  'few',
  'who',
  'how',
  'why',
  'off',
  'out',
  'per',
  'via',
  'one',
]);

/** Compiled once per word: the words come from the lexicon's replacements, a fixed, finite set. */
const REPEAT_PATTERNS = new Map<string, RegExp>();

/** Endings a repeated longer word may carry: its inflections and the commonest derivations. */
const DERIVED = '(?:e|es|s|ed|d|ing|er|ers|ement|ements|ment|ments|ly|ation|ations|ity|ative|ive)?';

function cachedPattern(pattern: string): RegExp {
  let regex = REPEAT_PATTERNS.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern, 'u');
    REPEAT_PATTERNS.set(pattern, regex);
  }
  return regex;
}

/** True when a content word of `choice` (or its stem) already occurs in `context`. */
function repeatsWord(choice: string, context: string): boolean {
  return choice
    .replace(/~/gu, '')
    .toLowerCase()
    .split(/\s+/u)
    .filter(
      (word) =>
        word.length > 3 || (word.length === 3 && /^\p{L}+$/u.test(word) && !SHORT_FUNCTION_WORDS.has(word)),
    )
    .some((word) => {
      // 'mainly' six words after 'the main driver' echoes it too.
      const base = /^(\p{L}{4,})ly$/u.exec(word)?.[1];
      if (base && cachedPattern(`(?<![\\p{L}])${escapeRegExp(base)}(?![\\p{L}])`).test(context)) return true;
      // 'improvements' beside 'improve the way' echoes it too, as 'an integrated approach that integrates' does: a
      // derived or inflected choice is checked by its root as well.
      const root = /^(\p{L}{4,}?)(?:ements?|ments?|ations?|ed)$/u.exec(word)?.[1];
      if (root && cachedPattern(`(?<![\\p{L}])${escapeRegExp(root)}${DERIVED}(?![\\p{L}])`).test(context))
        return true;
      const stem = escapeRegExp(word.replace(/e$/u, ''));
      // A short stem ('us' from 'use') would match unrelated words ('usual'): require a whole inflected form.
      // 'set' … 'setting': a short word that doubles its last consonant counts in those forms too.
      const doubled = /^[^aeiou][aeiou]([^aeiouwxy])$/u.exec(word)?.[1];
      const suffix = word.endsWith('e')
        ? '(?:e|es|ed|ing)'
        : doubled
          ? `(?:s|ed|ing|${doubled}(?:ed|ing|er|ers))?`
          : '(?:s|ed|ing)?';
      // Longer words also count in their derived forms ('improve' … 'improvement'), but not as the start of
      // another word ('with' in 'without', 'form' in 'formal').
      const pattern =
        word.length > 3
          ? `(?<![\\p{L}])${stem}${DERIVED}(?![\\p{L}])`
          : `(?<![\\p{L}])${stem}${suffix}(?![\\p{L}])`;
      return cachedPattern(pattern).test(context);
    });
}

/** A word quoted on its own ('"effect"', ‘affect’): the text talks about the word itself. */
const MENTION = /(?<![\p{L}'’])["“‘']([\p{L}][\p{L}-]*)["”’'](?![\p{L}])/gu;

/**
 * Words the text quotes on their own. 'The difference between "affect" and "effect" …' uses them in examples too
 * ('The new policy had a positive effect on morale'), which must keep the very word they show.
 */
function mentionedWords(units: readonly UnitContext[]): Set<string> {
  const found = new Set<string>();
  for (const unit of units)
    for (const m of unit.draft.input.matchAll(MENTION)) found.add((m[1] as string).toLowerCase());
  return found;
}

/** True when the '-ed' word stands before a noun or an adjective ('altered anxiety-like behavior'). */
function adjectival(tokens: readonly Token[], word: Word | undefined): boolean {
  if (!word) return false;
  const k = tokens.findIndex((t) => t.start === word.start);
  return k !== -1 && /^(?:NOUN|ADJ)$/u.test(tokens[k + 1]?.pos ?? '');
}

/** The part of speech of the token before `word` ('' at the start). */
function posBefore(tokens: readonly Token[], word: Word | undefined): string {
  if (!word) return '';
  const k = tokens.findIndex((t) => t.start === word.start);
  if (k <= 0) return '';
  // ('exhibit altered behavior': the tagger may read the verb before the participle as a noun.)
  const previous = tokens[k - 1] as Token;
  return /^(?:exhibit|exhibits|exhibited|show|shows|showed|display|displays|displayed)$/iu.test(previous.text)
    ? 'VERB'
    : previous.pos;
}

/** True when the '-ed' word is an adjective before its noun ('enhanced biodiversity', 'a concealed leaf'). */
function attributive(tokens: readonly Token[], word: Word | undefined): boolean {
  if (!word) return false;
  const k = tokens.findIndex((t) => t.start === word.start);
  return k !== -1 && tokens[k + 1]?.pos === 'NOUN';
}

/** How many sentences either side a replacement word must not already appear in. */
const ECHO_REACH = 2;

/** The text of the units within ECHO_REACH of `index`, the unit itself left out. */
function neighbours(units: readonly UnitContext[], index: number): string {
  const near: string[] = [];
  for (let k = Math.max(0, index - ECHO_REACH); k <= Math.min(units.length - 1, index + ECHO_REACH); k++) {
    const other = units[k];
    if (k !== index && other) near.push(other.draft.text);
  }
  return near.join(' ');
}

/** The text of the sentences right before and after `index`. */
function adjacent(units: readonly UnitContext[], index: number): string {
  return `${units[index - 1]?.draft.text ?? ''} ${units[index + 1]?.draft.text ?? ''}`.toLowerCase();
}

/**
 * The one or two words a choice brings into a set phrase of three or more words ('a wide range of' → 'a broad
 * range of' brings 'broad', 'in most cases' → 'usually' brings 'usually'), or the one word that replaces one
 * or two ('cultivate' → 'develop' beside 'developing', 'such as' → 'like' after a 'like' are echoes readers
 * notice). Undefined for a choice that brings more, for a two-word choice for a two-word phrase, and for
 * 'use': 'utilize' → 'use' is worth a repeated common word.
 */
function broughtWords(choice: string, source: string): string | undefined {
  const from = source.toLowerCase().split(/\s+/u);
  if (from.length <= 2) {
    // 'helps to' → 'helps' brings nothing new; 'seeks to' → 'aims to' brings 'aim'.
    const brought = choice
      .replace(/~/gu, '')
      .toLowerCase()
      .split(/\s+/u)
      .filter((word) => word !== '' && !from.some((w) => w.startsWith(word.slice(0, 4))));
    return brought.length === 1 && brought[0] !== 'use' ? brought[0] : undefined;
  }
  // A '~' word is inflected like the source ('~play' for 'plays'): the same verb, not a new word.
  const known = (word: string) =>
    word.startsWith('~') ? from.some((w) => w.startsWith(word.slice(1, 4))) : from.includes(word);
  const brought = choice
    .toLowerCase()
    .split(/\s+/u)
    .filter((word) => word !== '' && !known(word));
  return brought.length >= 1 && brought.length <= 2 ? brought.join(' ').replace(/~/gu, '') : undefined;
}

/**
 * Tags that rule a head out: a verb entry must not match a noun ('financial leverage'), a noun entry must not
 * match a verb. Exclusion rather than inclusion, because the lite model tags rare verbs ('utilized') as ADJ.
 */
/** Adverbs that sit before a main verb but after a form of 'be' ('also plays' but 'is also'). */
const MID_ADVERBS = new Set([
  'also',
  'still',
  'often',
  'always',
  'now',
  'already',
  'increasingly',
  'usually',
  'sometimes',
  'typically',
  'generally',
  'frequently',
  'clearly',
  'certainly',
  'therefore',
  'thus',
  'truly',
  // ('autumn actually plays a crucial role in' → 'is actually crucial to'.)
  'actually',
  'really',
  'arguably',
  'undoubtedly',
]);

const BE_FORM = /^(?:is|are|was|were|be|been|being|am)$/u;

/**
 * 'also plays a central role in' → 'is also central to', not 'also is central to': when a swap turns a main
 * verb into a form of 'be', an adverb just before it moves after the 'be'. Returns the start and text to write,
 * widened over the adverb, or undefined when nothing moves.
 */
function adverbAfterBe(
  text: string,
  list: readonly Word[],
  from: number,
  replacement: string,
): { start: number; text: string } | undefined {
  const adverb = list[from - 1];
  const first = list[from];
  if (!adverb || !first || !MID_ADVERBS.has(adverb.lower) || BE_FORM.test(first.lower)) return undefined;
  if (text.slice(adverb.end, first.start) !== ' ') return undefined;
  const be = /^(\S+)\s+/u.exec(replacement);
  if (!be || !BE_FORM.test((be[1] as string).toLowerCase())) return undefined;
  return { start: adverb.start, text: `${be[1]} ${adverb.text} ${replacement.slice(be[0].length)}` };
}

const WRONG_POS = { verb: new Set(['NOUN', 'PROPN']), noun: new Set(['VERB', 'AUX']) } as const;

/** A sentence that reports a result or a comparison ('The results showed …', '… than the baseline'). */
const REPORTS_RESULT =
  /\b(?:results?|findings?|stud(?:y|ies)|experiments?|data|than|compared|research|found|shown|surveys?|trials?|et al)\b/iu;

/**
 * The lite model tags a verb that opens an instruction as a noun ('Dive into the data', 'Leverage your
 * network', 'Exercise caution'): a base form first in the sentence, with an object or particle after it, is the
 * imperative.
 */
function imperativeOpening(tokens: readonly Token[], k: number): boolean {
  const token = tokens[k] as Token;
  const before = tokens.slice(0, k);
  if (!before.every((t) => t.pos === 'PUNCT')) return false;
  if (token.text.toLowerCase() !== token.lemma.toLowerCase()) return false;
  const next = tokens[k + 1]?.pos ?? '';
  // 'Exercise caution when lifting': a bare noun object, unless a verb follows it ('Leverage ratios rose').
  const bareObject = next === 'NOUN' && !/^(?:VERB|AUX)$/u.test(tokens[k + 2]?.pos ?? '');
  return /^(?:DET|PRON|ADP|PART)$/u.test(next) || bareObject;
}

/**
 * The lite model tags a present-tense verb after a singular noun subject as a noun ('The photo captures the
 * essence of …', 'This paper delves into …'): an '-s' head between a singular noun and a determiner, a
 * preposition, a pronoun or an adjective before its noun can only be the verb.
 */
function verbAfterNounSubject(tokens: readonly Token[], k: number): boolean {
  const head = tokens[k] as Token;
  const previous = tokens[k - 1];
  if (!/[^s]s$/iu.test(head.text) || !previous) return false;
  const singular = previous.pos === 'PROPN' || (previous.pos === 'NOUN' && !/s$/iu.test(previous.text));
  // 'The course places great emphasis on …': an adjective and its noun are the object too.
  const object =
    /^(?:DET|ADP|PRON)$/u.test(tokens[k + 1]?.pos ?? '') ||
    (tokens[k + 1]?.pos === 'ADJ' && tokens[k + 2]?.pos === 'NOUN');
  return singular && object;
}

/**
 * The engine behind every table-driven transform (phrases, nominalisations, redundancy): find entries in each
 * sentence, check the head's part of speech, and replace with a seeded choice inflected like the original.
 */
export function createLexiconTransform(options: LexiconTransformOptions): Transform {
  const ignore = new Set(options.ignore ?? []);
  const entries = options.entries.filter((entry) => !ignore.has(entry.id));
  const matcher = new PhraseMatcher(entries, options.irregular);
  const keepInAcademic = new Set(options.keepInAcademic ?? ['hedge']);
  const { reasons } = options;
  const reasonOf = (category: PhraseCategory): Reason =>
    'en' in reasons ? (reasons as Reason) : (reasons as Record<PhraseCategory, Reason>)[category];
  return Object.freeze({
    id: options.id,
    run(units: readonly UnitContext[], env: TransformEnv) {
      const { mode, strength } = env.options;
      // Read only when an entry that cares matches: most rewrites never need it.
      let research: boolean | undefined;
      // The n-th match of an entry in the text draws its own choice: see Rng.fork.
      const seen = new Map<string, number>();
      const isResearch = () => {
        research ??= isResearchProse(units);
        return research;
      };
      let mentioned: Set<string> | undefined;
      for (const [index, unit] of units.entries()) {
        let near: string | undefined;
        let besides: string | undefined;
        const list = unit.words();
        const matches = matcher.find(list, strength, (match) => {
          if (mode === 'academic' && keepInAcademic.has(match.entry.category)) return false;
          mentioned ??= mentionedWords(units);
          if (mentioned.size > 0 && list.slice(match.from, match.to).some((w) => mentioned?.has(w.lower)))
            return false;
          if (match.entry.modes && !match.entry.modes.includes(mode)) return false;
          if (match.entry.notInResearch && (REPORTS_RESULT.test(unit.draft.text) || isResearch()))
            return false;
          const head = match.entry.head;
          if (!head || match.headIndex === -1) return true;
          const at = list[match.headIndex]?.start;
          const tokens = unit.tokens();
          const k = tokens.findIndex((t) => t.start === at);
          const token = tokens[k];
          // 'Highlights along the way include …': an '-s' form opening the sentence is a plural noun subject
          // (an opening verb would be a bare command), whatever the tagger says.
          if (
            head === 'verb' &&
            token &&
            tokens.slice(0, k).every((t) => t.pos === 'PUNCT') &&
            /s$/iu.test(token.text) &&
            token.text.toLowerCase() !== token.lemma.toLowerCase()
          )
            return false;
          if (!token || !WRONG_POS[head].has(token.pos)) return true;
          return head === 'verb' && (imperativeOpening(tokens, k) || verbAfterNounSubject(tokens, k));
        });
        const keyed = matches.map((match) => {
          const n = seen.get(match.entry.id) ?? 0;
          seen.set(match.entry.id, n + 1);
          return { match, key: `${match.entry.id}#${n}` };
        });
        /** Word index where the last applied swap starts (swaps go right to left). */
        let appliedFrom = -1;
        for (const { match, key } of keyed.reverse()) {
          const first = list[match.from];
          const last = list[match.to - 1];
          if (!first || !last) continue;
          // 'continues to be an | invaluable': the swap on the right re-chose the article this phrase ends on
          // ('a valuable'), so this one would overwrite it; the phrase stays.
          if (appliedFrom === match.to && /^an?$/u.test(last.lower)) continue;
          // An editor never swaps in a word the sentence already uses ('to improve … to enhance' must not
          // become 'to improve … to improve'); when every choice would repeat, the phrase stays. A word the
          // neighbouring sentences use is avoided when another choice is left ('exploring' two sentences
          // after 'the idea of exploring' is an echo).
          const rest =
            `${unit.draft.text.slice(0, first.start)} ${unit.draft.text.slice(last.end)}`.toLowerCase();
          const previous = list[match.from - 1]?.text;
          const fits = (choice: string) => !repeatsWord(choice, rest) && !breaksComparison(choice, previous);
          const fallback = match.entry.echoFallback ?? [];
          const preferred = replacementsFor(match.entry, mode).filter(fits);
          // '… improved air quality and enhanced biodiversity': a participle used as an adjective takes only the
          // entry's own word ('boosted biodiversity' is no phrase); when that would echo, the phrase stays.
          if (
            preferred.length === 0 &&
            match.form === 'past' &&
            attributive(unit.tokens(), list[match.headIndex])
          )
            continue;
          const fitting = preferred.length > 0 ? preferred : fallback.filter(fits);
          // Only a real choice needs the neighbours, read once per sentence.
          if (fitting.length > 1) near ??= neighbours(units, index).toLowerCase();
          const fresh =
            near === undefined ? [] : fitting.filter((choice) => !repeatsWord(choice, near as string));
          let choices = fresh.length > 0 ? fresh : fitting;
          // A swap of a word or two gains little, and not enough to pay for an echo of the very next or previous
          // sentence ('a broad range of subjects' right after 'both broad and specialised'): the phrase stays.
          const source = unit.draft.text.slice(first.start, last.end);
          if (fresh.length === 0 && choices.length > 0) {
            besides ??= adjacent(units, index);
            const echoes = (choice: string) => {
              const brought = broughtWords(choice, source);
              return brought !== undefined && repeatsWord(brought, besides as string);
            };
            if (choices.every(echoes)) {
              const spare = fallback.filter((choice) => fits(choice) && !echoes(choice));
              if (spare.length === 0) continue;
              choices = spare;
            }
          }
          // 'A total of 612 people took part.' must not open on the figure once the phrase goes.
          const opensSentence = !/[\p{L}\p{N}]/u.test(unit.draft.text.slice(0, first.start));
          // After a label ('Results: A total of 1,036 …') the clause opens too.
          const opensClause = opensSentence || /:\s*$/u.test(unit.draft.text.slice(0, first.start));
          const figureNext = opensClause && /^\s*[\p{N}$€£¥]/u.test(unit.draft.text.slice(last.end));
          // 'Also, using weights … Additionally, existing laws …' must not become 'Also, … Also, …'.
          const sameOpener = (choice: string) => {
            const word = firstWord(choice.replace(/~/gu, ''));
            return [units[index - 1], units[index + 1]].some(
              // Across a paragraph break too: 'Also, …¶Also, …' reads as clumsily.
              (other) => other !== undefined && firstWord(other.draft.text) === word,
            );
          };
          // 'expedited shipping' → 'sped up shipping': a one-word participle before its noun cannot become a
          // phrasal verb, which does not stand before a noun.
          const phrasalBlocked =
            match.form === 'past' &&
            match.to - match.from === 1 &&
            attributive(unit.tokens(), list[match.headIndex]);
          // 'whether assisted evolution …', 'exhibit altered anxiety-like behavior': a bare participle before its
          // noun is often the field's term, and 'helped evolution' or 'changed behavior' is not. Not after a
          // subject or an auxiliary ('the team expedited shipping' is the verb), nor after a determiner ('a
          // concealed leaf' → 'a hidden leaf' is plain).
          if (
            match.entry.head === 'verb' &&
            match.form === 'past' &&
            match.to - match.from === 1 &&
            adjectival(unit.tokens(), list[match.headIndex]) &&
            !/^(?:NOUN|PROPN|PRON|AUX|ADV|DET)$/u.test(posBefore(unit.tokens(), list[match.headIndex]))
          )
            continue;
          const usable = choices.filter(
            (choice) =>
              !(figureNext && choice === '') &&
              !(opensSentence && choice !== '' && sameOpener(choice)) &&
              !(phrasalBlocked && /^~\S+\s+\S/u.test(choice)) &&
              // 'led a team of 400 engineers and spearheaded a migration' → '… and led a migration': an irregular
              // past ('led' from '~lead') echoes only once inflected. Other forms add a suffix the check on the
              // bare choice already covers, so only a past is realised here (this runs for every candidate).
              !(
                choice.includes('~') &&
                (match.form === 'past' || match.form === 'participle') &&
                repeatsWord(realise(choice, match, list, options.irregular), rest)
              ),
          );
          if (usable.length === 0) continue;
          let replacement = realise(env.rng.fork(key).pick(usable), match, list, options.irregular);
          let end = last.end;
          // "individuals' rights" → "people's rights": a plural possessive whose new word does not end in 's'
          // takes "'s" ("people' rights" is wrong). An apostrophe after an opening quote closes the quote instead.
          const apostrophe = /^['’](?![\p{L}\p{N}])/u.exec(unit.draft.text.slice(end))?.[0];
          if (apostrophe && /s$/iu.test(last.text) && !/s$/iu.test(replacement)) {
            if (replacement === '' || /(?:^|\s)['‘]\p{L}/u.test(unit.draft.text.slice(0, first.start)))
              continue;
            replacement = `${replacement}${apostrophe}s`;
            end += apostrophe.length;
          }
          const meta: EditMeta = {
            transform: options.id,
            rule: match.entry.id,
            reason: reasonOf(match.entry.category),
          };
          const moved = adverbAfterBe(unit.draft.text, list, match.from, replacement);
          const applied = moved
            ? replaceWords(unit.draft, moved.start, end, moved.text, meta)
            : replaceWords(unit.draft, first.start, end, replacement, meta);
          if (applied) appliedFrom = moved ? match.from - 1 : match.from;
        }
      }
    },
  });
}
