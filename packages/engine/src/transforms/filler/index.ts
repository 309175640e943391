import { atLeast } from '../../options.js';
import type { Reason } from '../../text/draft.js';
import { firstWord, makesOpenerRun, replaceWords } from '../shared/text.js';
import type { Transform, TransformEnv, UnitContext } from '../types.js';
import { FILLER_PATTERNS, type FillerPattern } from './data.js';

export const FILLER_ID = 'filler';

const REASON: Reason = Object.freeze({
  en: 'Throat-clearing removed; the sentence says the same without it.',
  zh: '删去铺垫性的套话，句意不变。',
});

const SENTENCE_REASON: Reason = Object.freeze({
  en: 'Chatbot-style sentence that says nothing about the subject removed.',
  zh: '删去与主题无关的聊天式客套句。',
});

/**
 * Drops a whole unit, tied to a neighbour in its block so the guards judge the passage as a whole. A unit
 * alone in its block stays: removing it would leave an empty paragraph or list item.
 */
function dropSentence(units: readonly UnitContext[], i: number, rule: string): boolean {
  const unit = units[i] as UnitContext;
  const near = (j: number) => {
    const other = units[j];
    return other && other.block === unit.block && other.draft.text !== '' ? other : undefined;
  };
  // After a label ('A: Great question! …') the label stays, so the sentence goes with what follows it.
  const neighbour = unit.afterLabel ? (near(i + 1) ?? near(i - 1)) : (near(i - 1) ?? near(i + 1));
  if (!neighbour) return false;
  const meta = { transform: FILLER_ID, rule, reason: SENTENCE_REASON };
  if (!unit.draft.replace(0, unit.draft.text.length, '', meta)) return false;
  unit.link(neighbour);
  return true;
}

export interface FillerOptions {
  patterns?: readonly FillerPattern[];
  /** Pattern ids to skip. */
  ignore?: readonly string[];
}

const DEFAULTS: Readonly<Required<FillerOptions>> = Object.freeze({ patterns: FILLER_PATTERNS, ignore: [] });

/** A sentence's first two words, lower-cased ('the building'). */
const openingPair = (text: string): string =>
  (/^[^\p{L}]*(\p{L}+\s+\p{L}+)\b/u.exec(text.trim())?.[1] ?? '').toLowerCase().replace(/\s+/gu, ' ');

/**
 * An opening '-ing' phrase ('When studying the war, ', 'Having read the report, ') or time ('Today, '), up to its
 * comma: 'Today, it is crucial to recognise that none of you got here alone' must not become 'Today, none of you
 * got here alone'.
 */
const DANGLING_OPENER =
  /^(?:(?:(?:when|while|after|before|by|in|on|since|upon)\s+)?\p{L}+ing\b[^,;:]*|(?:before|after|when|while|if|once|until|as soon as|as (?:we|i|you|they|he|she))\s[^,;:]*|today|now|tonight|here|this (?:morning|evening|year))\s*,\s*$/iu;

/** A lower-case identifier: snake_case, camelCase or dotted. */
const CODE_NAME = /^[a-z][\p{L}\p{N}]*(?:[_.][\p{L}\p{N}]|[A-Z])/u;

/**
 * 'It is important to note that tidewatch does not support Windows': a lower-case word that the writer also keeps
 * lower case where a capital would go (opening a sentence or a heading, in bold: '**tidewatch** is') or writes in
 * code ('`tidewatch --config`') is a name, and would wrongly take the sentence's capital once the frame goes.
 */
function lowerCaseName(rest: string, units: readonly UnitContext[]): boolean {
  const word = /^\p{Ll}[\p{L}\p{N}-]*/u.exec(rest.trimStart())?.[0];
  if (!word) return false;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const opens = new RegExp(`^["“(]*(?:\\*\\*|__|#+\\s*)?${escaped}(?![\\p{L}\\p{N}-])`, 'u');
  const named = new RegExp(`(?:^|[\\s/])${escaped}(?![\\p{L}\\p{N}-])`, 'u');
  // (A list item may open lower case on any word: '- the first step'.)
  return units.some(
    (unit) =>
      (unit.kind !== 'item' && opens.test(unit.draft.text)) ||
      (unit.kind === 'code' && named.test(unit.draft.text)) ||
      [...unit.draft.text.matchAll(/`([^`\n]+)`/gu)].some((code) => named.test(code[1] as string)),
  );
}

/** Adverbs that link a sentence to the one before it. */
const LINKING_ADVERB = /\b(?:therefore|thus|hence|consequently|however)\b/iu;

/** The voice of a group: 'we', 'our', 'us'. */
const WE_VOICE = /\b(?:we|our|us)\b/giu;

/** A text that speaks to its reader. */
const ADDRESSES_READER = /\byou(?:r|rs|rself|rselves)?\b/iu;

/** A letter's salutation: its reader may be the one asked to act, not advised ('Dear Mr. Patel, …'). */
const SALUTATION = /^\s*(?:dear|to whom it may concern)\b/iu;

/**
 * 'Whether you're a parent or a teacher, …': a stock aside that names readers without speaking to them. An essay
 * whose only 'you' is this one must not end on a command.
 */
const WHETHER_YOU = /\bwhether you(?:'re|’re| are)\b[^,.!?]*/giu;

/** Removes throat-clearing ('It is important to note that X' → 'X'), at most one per sentence. */
export function createFiller(options: FillerOptions = {}): Transform {
  const settings = { ...DEFAULTS, ...options };
  const patterns = settings.patterns.filter((p) => !settings.ignore.includes(p.id));
  return Object.freeze({
    id: FILLER_ID,
    run(units: readonly UnitContext[], env: TransformEnv) {
      const { mode, strength } = env.options;
      const usable = patterns.filter(
        (p) => atLeast(strength, p.minStrength) && (!p.modes || p.modes.includes(mode)),
      );
      const addressed = units.some((unit) =>
        ADDRESSES_READER.test(unit.draft.input.replace(WHETHER_YOU, '')),
      );
      const letter = SALUTATION.test(units[0]?.draft.input ?? '');
      // Counted only when an entry that cares is tried: most texts never need it.
      let weVoice: boolean | undefined;
      const inWeVoice = () => {
        weVoice ??= units.reduce((n, unit) => n + (unit.draft.input.match(WE_VOICE)?.length ?? 0), 0) >= 2;
        return weVoice;
      };
      units.forEach((unit, i) => {
        const text = unit.draft.text;
        const lead = /^["“‘'(]*/u.exec(text)?.[0].length ?? 0;
        const body = text.slice(lead);
        const lower = body.toLowerCase();
        for (const filler of usable) {
          if (filler.cues.length > 0 && !filler.cues.some((cue) => lower.includes(cue))) continue;
          if (filler.addressed && !addressed) continue;
          // In a letter, 'It is crucial to address this issue promptly' asks the reader to act: as a command ('Be
          // sure to …') it would order them. Only advice about the reader's own things ('your') becomes one.
          if (filler.addressed && letter && !ADDRESSES_READER.test(body)) continue;
          if (filler.notInWeVoice && inWeVoice()) continue;
          if (filler.notFirst && i === 0) continue;
          // After a label ('A: Absolutely!') the word is the answer to a question set out above it.
          if (
            filler.notAfterQuestion &&
            (unit.afterLabel || /\?["”’)*_]*\s*$/u.test(units[i - 1]?.draft.text ?? ''))
          )
            continue;
          if (filler.scope === 'sentence') {
            if (filler.notLast && i === units.length - 1) continue;
            // 'Let me know in the comments! 👇': a pointer after the sentence would point at nothing.
            const next = units[i + 1];
            if (next && next.block === unit.block && !/[\p{L}\p{N}]/u.test(next.draft.text)) continue;
            if (lead === 0 && filler.pattern.test(text.trim()) && dropSentence(units, i, filler.id)) break;
            continue;
          }
          const match = filler.pattern.exec(body);
          if (!match || (filler.scope === 'sentence-start' && match.index !== 0)) continue;
          // 'When studying the war, it is essential to understand that no single event …': the '-ing' phrase
          // (or 'As we reflect on 2023, it is important to note that this was …': the 'we' of the opener)
          // belongs to the frame's 'you'; without the frame it would dangle on the clause that follows. (A frame
          // that leaves a command — 'When investigating, it's important to approach …' — keeps its 'you'.)
          if (
            match.index > 0 &&
            /\bthat\s*$/iu.test(match[0]) &&
            DANGLING_OPENER.test(body.slice(0, match.index))
          )
            continue;
          const start = lead + match.index;
          const end = start + match[0].trimEnd().length;
          // Replace in the whole body, not in match[0] alone: a lookahead past the match ('rest assured' before
          // 'we') must see the words that follow.
          const replaced = body.replace(filler.pattern, filler.replacement);
          const tail = body.length - match.index - match[0].length;
          const replacement = replaced.slice(match.index, replaced.length - tail).trim();
          // 'It is therefore crucial to pay off …' ties the advice to the sentence before; a command that drops the
          // 'therefore' loses the tie ('It is important to note, however, that …' → 'However, …' keeps it).
          // '… to check the forecast, but it's equally important to …': 'equally' needs the frame it is measured against.
          if (/\b(?:equally|just as)\b/iu.test(body.slice(match.index + match[0].length))) continue;
          const linking = LINKING_ADVERB.exec(match[0])?.[0];
          if (linking && !new RegExp(`\\b${linking}\\b`, 'iu').test(replacement)) continue;
          // '95% of teens …' would open the sentence with a figure, which style guides rule out: the frame stays.
          if (replacement === '' && match.index === 0 && /^\s*[\p{N}$€£¥]/u.test(body.slice(match[0].length)))
            continue;
          const opening = `${replacement} ${body.slice(match[0].length)}`;
          // 'Note that depends_on only controls start order': a code name ('depends_on', 'maxRetries', 'fs.readFile')
          // would take the sentence's capital, which changes it.
          if (replacement === '' && match.index === 0 && CODE_NAME.test(body.slice(match[0].length)))
            continue;
          if (replacement === '' && match.index === 0 && lowerCaseName(body.slice(match[0].length), units))
            continue;
          if (match.index === 0 && makesOpenerRun(units, i, firstWord(opening))) continue;
          // 'The building also offers … It is worth noting that the building has no lift' must not become
          // 'The building … The building …'.
          const pair = openingPair(opening);
          if (match.index === 0 && pair !== '' && pair === openingPair(units[i - 1]?.draft.text ?? ''))
            continue;
          const meta = { transform: FILLER_ID, rule: filler.id, reason: REASON };
          // A refused edit (it would leave a broken sentence) lets a later entry try the same sentence.
          if (replaceWords(unit.draft, start, end, replacement, meta)) break;
        }
      });
    },
  });
}
