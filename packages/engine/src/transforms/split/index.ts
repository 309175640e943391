import type { RewriteMode } from '@wordwright/contracts';
import { CORE_IRREGULAR, type IrregularTable, inflectWord } from '../../inflect/index.js';
import type { Token } from '../../nlp.js';
import type { Reason } from '../../text/draft.js';
import type { Transform, TransformEnv, UnitContext } from '../types.js';
import {
  CLAUSE_PARTICIPLES,
  COMMENT_BASES,
  COMMENT_MODALS,
  COMMENT_VERBS,
  PAST_AUX,
  PRESENT_AUX,
  RESULT_ADJECTIVES,
} from './data.js';

export const SPLIT_ID = 'split';

const REASON: Reason = Object.freeze({
  en: 'Long sentence split where two complete clauses meet.',
  zh: '长句在两个完整分句的衔接处拆开。',
});

const TAIL_REASON: Reason = Object.freeze({
  en: 'Comment tacked onto a long sentence given its own sentence.',
  zh: '长句末尾附加的评述单独成句。',
});

export interface SplitOptions {
  /** Sentences at least this long (in words) are split at medium strength; strong uses `strongMinWords`. */
  minWords?: number;
  strongMinWords?: number;
  /** Each half must keep at least this many words. */
  minPart?: number;
  /**
   * ', but' between two complete clauses splits from this length at medium strength (outside academic prose):
   * '. But' opens a sentence naturally, and the contrast reads more clearly on its own.
   */
  butMinWords?: number;
  /**
   * '; ' between two complete clauses becomes '. ' from this length at medium strength (outside academic
   * prose, where the semicolon is a normal joint), each half keeping at least `semicolonMinPart` words.
   */
  semicolonMinWords?: number;
  semicolonMinPart?: number;
  /**
   * ', and' between two complete clauses also splits from this length (outside academic prose) when one half
   * stays short (at most `shortPart` words): a short sentence next to a long one varies the rhythm, where two
   * even halves would only make two medium sentences.
   */
  unevenMinWords?: number;
  shortPart?: number;
  /** Sentences at least this long may lose a ', which …' or ', making …' tail to a sentence of its own. */
  tailMinWords?: number;
  /**
   * Per-mode overrides of minWords and tailMinWords at medium strength: casual and fluent prose wants shorter
   * sentences than standard.
   */
  modeMinWords?: Partial<Record<RewriteMode, { minWords: number; tailMinWords: number }>>;
  /** Irregular verbs, to put a split-off participle in the past ('making' → 'made'). */
  irregular?: IrregularTable;
}

const DEFAULTS: Readonly<Required<SplitOptions>> = Object.freeze({
  minWords: 28,
  strongMinWords: 25,
  minPart: 8,
  butMinWords: 22,
  semicolonMinWords: 14,
  semicolonMinPart: 6,
  unevenMinWords: 22,
  shortPart: 10,
  tailMinWords: 18,
  modeMinWords: { casual: { minWords: 24, tailMinWords: 18 }, fluent: { minWords: 25, tailMinWords: 18 } },
  irregular: CORE_IRREGULAR,
});

/** Sentences opening with a subordinate clause: splitting later would strand it. */
const SUBORDINATE_OPENING =
  /^["“(]*(?:if|when|whenever|although|though|while|because|since|as|unless|whether|once|until|before|after|whereas|even if|even though)\b/iu;
const RELATIVE = new Set(['which', 'who', 'whom', 'whose', 'that', 'what', 'where', 'when']);
const SUBJECT_POS = new Set(['PRON', 'NOUN', 'PROPN']);
const DISTRIBUTIVE = /^(?:half|some|others|one|many|few|most)$/iu;
const MODALS = new Set([
  'will',
  'would',
  'shall',
  'should',
  'can',
  'could',
  'may',
  'might',
  'must',
  "'ll",
  "'d",
]);
const QUANTIFIER_SUBJECT = /^(?:most|many|some|all|each|both|none|few|much|several|half|one|part)$/iu;
const NOUN_PHRASE_POS = new Set(['DET', 'ADJ', 'NUM', 'PRON', 'NOUN', 'PROPN', 'ADP', 'PART']);

/** True when tokens from `i` open an independent clause: a short subject, then a finite verb. */
export function opensClause(tokens: readonly Token[], i: number): boolean {
  let j = i;
  // ', but not for ordinary use': an elliptical 'not'/'never' phrase has no clause of its own.
  if (/^(?:not|never)$/iu.test(tokens[j]?.text ?? '')) return false;
  if (tokens[j]?.pos === 'ADV') {
    j++;
    // '; sometimes, it is …': a comma may close the opening adverb.
    if (tokens[j]?.text === ',') j++;
  }
  // 'on-time deliveries rose': a hyphenated compound is one modifier, whatever the tagger made of its parts.
  while (tokens[j + 1]?.text === '-' && tokens[j + 1]?.start === tokens[j]?.end && tokens[j + 2]) j += 2;
  const first = tokens[j];
  if (!first || RELATIVE.has(first.text.toLowerCase()) || first.pos === 'ADP') return false;
  let subject = false;
  // A noun after a preposition is its object, not the clause's subject ('for ordinary use such as …').
  let object = false;
  for (let k = j; k < Math.min(tokens.length, j + 8); k++) {
    const token = tokens[k] as Token;
    // 'and they often used …': one adverb may sit between the subject and its verb.
    const after = tokens[k + 1];
    if (subject && token.pos === 'ADV' && (after?.pos === 'VERB' || after?.pos === 'AUX')) continue;
    if (token.pos === 'AUX' || token.pos === 'VERB') {
      const prev = tokens[k - 1];
      if (prev?.pos === 'ADP') return false;
      if (/ing$/iu.test(token.text) && prev?.pos !== 'AUX') return false;
      // 'and his ability to score …': an infinitive is not the clause's finite verb.
      if (prev?.text.toLowerCase() === 'to') return false;
      return subject;
    }
    // 'and the events that shaped …': a relative clause before the verb means a noun phrase, not a clause.
    if (!NOUN_PHRASE_POS.has(token.pos) || (k > j && RELATIVE.has(token.text.toLowerCase()))) return false;
    // 'most of the blue is scattered': a quantifier before 'of' is the subject itself.
    if (k === j && QUANTIFIER_SUBJECT.test(token.text) && tokens[k + 1]?.text.toLowerCase() === 'of')
      subject = true;
    if (token.pos === 'ADP') object = true;
    else if (!object && (SUBJECT_POS.has(token.pos) || /^(?:one|ones)$/iu.test(token.text))) subject = true;
  }
  return false;
}

/** True when the comma at `i` ends a verbless item after another comma: the last comma of a list. */
function closesList(tokens: readonly Token[], i: number): boolean {
  let words = 0;
  for (let j = i - 1; j >= 0; j--) {
    const t = tokens[j] as Token;
    if (t.text === ',') return words > 0;
    // 'mispronounced street names': a participle before a noun describes it, it is no verb.
    const describes = t.pos === 'VERB' && /(?:ed|en)$/iu.test(t.text) && tokens[j + 1]?.pos === 'NOUN';
    if ((t.pos === 'VERB' && !describes) || t.pos === 'AUX' || /^[.;:]$/u.test(t.text)) return false;
    if (t.pos !== 'PUNCT') words++;
    if (words > 8) return false;
  }
  return false;
}

const SUBORDINATORS =
  /^(?:when|whenever|if|because|although|though|while|whilst|as|since|after|before|until|unless|once)$/iu;

/**
 * True when the comma at `i` ends the second of comma-joined clauses ('light travels through more air, most of
 * the blue is scattered away, and the sky turns red'): cutting at ', and' would leave a comma splice behind.
 */
function closesClauseSeries(tokens: readonly Token[], i: number): boolean {
  let previous = -1;
  for (let j = i - 1; j >= 0; j--) {
    const text = (tokens[j] as Token).text;
    if (/^[.;:!?]$/u.test(text)) return false;
    if (text === ',') {
      previous = j;
      break;
    }
  }
  if (previous === -1) return false;
  // 'open Device Manager, find your adapter, and clear the box': a series of commands.
  const step = tokens[previous + 1];
  if (step?.pos === 'VERB' && step.text.toLowerCase() === step.lemma.toLowerCase()) return true;
  if (!opensClause(tokens, previous + 1)) return false;
  let start = 0;
  for (let j = previous - 1; j >= 0; j--) {
    if ((tokens[j] as Token).text === ',') {
      start = j + 1;
      break;
    }
  }
  const first = tokens[start];
  // 'When we arrived, the house was dark, and we left': a subordinate clause is not part of a series, nor is a
  // short fronted word ('Yesterday, …'). The tagger can miss the first clause's verb ('light travels' as
  // adjective + noun), so its length stands in for it.
  if (!first || SUBORDINATORS.test(first.text) || first.pos === 'ADP') return false;
  // ('Parents cheered, siblings ran onto the pitch, and …': a short first clause with its verb counts too.)
  return (
    previous - start >= 3 ||
    tokens.slice(start + 1, previous).some((t) => t.pos === 'VERB' && /ed$/iu.test(t.text))
  );
}

interface Cut {
  /** Offsets of the joint to replace (the comma/semicolon through the conjunction and its space). */
  start: number;
  end: number;
  /** First character of the second clause. */
  next: number;
  conj: string;
  words: number;
  /**
   * The second clause opens with a pronoun or determiner ('and they …', 'and her fans …') and does not repeat
   * an earlier item's first word ('every X, every Y, and every Z …' is one list), so it is safe to split early.
   */
  plainSubject: boolean;
}

/** True when the clause at `at` opens with a pronoun or determiner that does not start an earlier list item. */
function plainSubjectAt(tokens: readonly Token[], at: number): boolean {
  let j = at;
  if (tokens[j]?.pos === 'ADV') j += tokens[j + 1]?.text === ',' ? 2 : 1;
  const first = tokens[j];
  if (!first || !/^(?:PRON|DET)$/u.test(first.pos)) return false;
  const word = first.text.toLowerCase();
  return !tokens
    .slice(0, at)
    .some((t, k) => t.text.toLowerCase() === word && (k === 0 || tokens[k - 1]?.text === ','));
}

const JOINS: Readonly<Record<string, Partial<Record<RewriteMode, string>> & { default: string }>> =
  Object.freeze({
    and: { default: '' },
    but: { default: 'But ', academic: 'However, ' },
    yet: { default: 'Yet ' },
    so: { default: 'So ', academic: 'As a result, ' },
    ';': { default: '' },
  });

/** Splits very long sentences at ', and' / ', but' / ', so' / ';' between two complete clauses. */
export function createSplit(options: SplitOptions = {}): Transform {
  const settings = { ...DEFAULTS, ...options };
  return Object.freeze({
    id: SPLIT_ID,
    run(units: readonly UnitContext[], env: TransformEnv) {
      const before = units.map((unit) => unit.draft.text);
      splitUnits(units, env, settings);
      // A sentence left whole may still turn its ', making it …' / ', allowing X to …' tail into a plain result.
      units.forEach((unit, i) => {
        if (unit.draft.text === before[i] && unit.kind !== 'heading' && unit.kind !== 'code')
          soTail(unit, settings.irregular);
      });
    },
  });
}

/** A reporting verb with its 'that' ('found that', 'suggests that', 'argued that'): what follows is reported. */
const REPORTED_THAT =
  /\b(?:found|find|finds|showed|shown|shows|show|suggests?|suggested|reported|reports?|concluded|concludes?|argued|argues?|claimed|claims?|noted|notes?|revealed|reveals?|demonstrated|demonstrates?|indicated|indicates?|said|says?|believes?|believed|estimated|estimates?|is|was)\s+that\b/iu;

/**
 * A sentence that opens on a phrase of place or time, two words at least, before its comma ('In parts of Kyoto,
 * …'); not a linking phrase ('In short,', 'On the other hand,').
 */
const FRONTED_SCENE =
  /^["“]?(?!(?:in other words|on the other hand|at the same time|in the end|in the meantime|in the long run|on the whole|in any case|in this way|in that case|in addition)\b)(?:in|at|on|during|within|across|throughout|under|inside|outside|along|near|among|between|around)\s+\p{L}+\s[^,;:.!?]{0,60},\s/iu;

function splitUnits(
  units: readonly UnitContext[],
  env: TransformEnv,
  settings: Readonly<Required<SplitOptions>>,
): void {
  const strong = env.options.strength === 'strong';
  const byMode = settings.modeMinWords[env.options.mode];
  const min = strong ? settings.strongMinWords : (byMode?.minWords ?? settings.minWords);
  const tailMin = strong ? settings.tailMinWords : (byMode?.tailMinWords ?? settings.tailMinWords);
  units.forEach((unit, index) => {
    const draft = unit.draft;
    const text = draft.text;
    if (SUBORDINATE_OPENING.test(text) || !/[.!]["”’)]?$/u.test(text)) return;
    const tokens = unit.tokens();
    const wordCount = tokens.filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SPACE').length;
    const academic = env.options.mode === 'academic';
    const butMin = academic ? min : Math.min(min, settings.butMinWords);
    const semicolonMin = academic ? min : Math.min(min, settings.semicolonMinWords);
    const semicolonPart = academic ? settings.minPart : settings.semicolonMinPart;
    const unevenMin = academic ? min : Math.min(min, settings.unevenMinWords);
    if (wordCount < Math.min(min, tailMin, butMin, semicolonMin, unevenMin)) return;
    const cuts: Cut[] = [];
    let depth = 0;
    let quotes = 0;
    let words = 0;
    let verbBefore = false;
    tokens.forEach((token, i) => {
      if (token.text === '(' || token.text === '[') depth++;
      if (token.text === ')' || token.text === ']') depth--;
      if (/^["“”]$/u.test(token.text)) quotes++;
      if (token.pos !== 'PUNCT') words++;
      // '… cannot replicate; the slant of the letters, the crossed-out words, and the ink smudges all tell …': after a
      // semicolon a new clause starts, which needs a verb of its own before an ', and' can end it.
      if (tokens[i - 1]?.text === ';') verbBefore = false;
      // 'Reflecting on my first 90 days, and I wanted to share …': an '-ing' opening has no clause to split off.
      // ('the crossed-out words': a participle inside a hyphenated adjective is no verb.)
      if (
        token.pos === 'AUX' ||
        (token.pos === 'VERB' && !/ing$/iu.test(token.text) && tokens[i + 1]?.text !== '-')
      )
        verbBefore = true;
      if (depth !== 0 || quotes % 2 === 1 || !verbBefore) return;
      const next = tokens[i + 1];
      let conj: string | null = null;
      let clauseAt = -1;
      if (token.text === ',' && next && /^(?:and|but|yet|so)$/iu.test(next.text) && next.pos === 'CCONJ') {
        conj = next.text.toLowerCase();
        clauseAt = i + 2;
      } else if (token.text === ';' && tokens.filter((t) => t.text === ';').length < 2) {
        // ('Carts rattled toward the Forum; a baker shouted; a dog barked': a run of three clauses is one
        // figure, and splitting one joint would leave the others.)
        conj = ';';
        clauseAt = i + 1;
      }
      const clause = tokens[clauseAt];
      if (!conj || !clause || !opensClause(tokens, clauseAt)) return;
      // 'suspense, humor, and human insight make …': this comma closes a list, not a clause.
      if (conj !== ';' && (closesList(tokens, i) || closesClauseSeries(tokens, i))) return;
      // 'the example of the officer: the general remembers X, and the officer remembers Y, yet …': what a colon
      // introduces runs to the end of the sentence, and a cut would leave the colon one part of it.
      // So too after a dash ('"condemned to be free" — we cannot escape …, and we cannot blame …').
      if (tokens.slice(0, i).some((t) => /^[:—–]$/u.test(t.text))) return;
      // 'we are not merely building spacecraft; we are building …': the two halves are one contrast.
      if (conj === ';' && /\bnot\s+(?:merely|just|only|simply)\b/iu.test(draft.text.slice(0, token.start)))
        return;
      // 'We chose it because it streams events, and our team already runs it': a cut would take the second reason
      // out of the 'because' clause.
      // So would a cut after an 'if' clause ('if an item is 30 days overdue, it will be considered lost, and you
      // will be billed'): the bill would lose its condition.
      if (
        conj === 'and' &&
        /\b(?:because|since|although|though|whereas|if|unless|once|whenever)\b/iu.test(
          draft.text.slice(0, token.start),
        )
      )
        return;
      // 'A study found that hybrid workers were no less productive, and they were less likely to quit': the
      // second finding belongs to 'found that' too; a cut would make it the writer's own claim. ('What frustrates
      // me most is that …, and I was charged …' is the same: the charge is part of what frustrates.)
      if (conj !== ';' && REPORTED_THAT.test(draft.text.slice(0, token.start))) return;
      // 'In parts of the Gion district, photographing geishas is prohibited, and visitors can be fined …': the
      // opening phrase sets the scene for both halves; a cut would leave the fine unplaced.
      if (conj === 'and' && FRONTED_SCENE.test(draft.text.slice(0, token.start))) return;
      // 'An instrument found out of tolerance shall be withdrawn, and the manager shall assess …': the second duty
      // hangs on the same finding.
      if (conj === 'and' && /\bshall\b/iu.test(draft.text.slice(0, token.start))) return;
      // 'One moment you are wandering …, and the next you are …': the halves of 'one … the next' belong together.
      if (/^the$/iu.test(clause.text) && /^(?:next|other)$/iu.test(tokens[clauseAt + 1]?.text ?? '')) return;
      // 'He talks about costs, payroll, and why he believes …': a wh-clause after ', and' is the list's last item.
      if (conj !== ';' && /^(?:why|how|what|where|when|whether|who)$/iu.test(clause.text)) return;
      // ', and it is a testament to …' → '. It …' would point at the nearest noun instead of the clause.
      if (conj === 'and' && /^(?:it|this)$/iu.test(clause.text)) return;
      // '…fell by 18%, and delays fell by 30% (Transport for London, 2004).': a closing citation covers both
      // halves; split, the first would lose its source.
      if (ENDS_IN_CITATION.test(draft.text)) return;
      // 'Half received the drug, and half received a placebo': the two halves of one group stay together.
      const lead = tokens.find((t) => t.pos !== 'PUNCT');
      if (lead && DISTRIBUTIVE.test(lead.text) && lead.text.toLowerCase() === clause.text.toLowerCase())
        return;
      // 'They cut the drone, and they did better with voices' → 'They … They …': a repeated opener, and a
      // choppy one.
      if (
        conj === 'and' &&
        lead &&
        clause.pos === 'PRON' &&
        lead.text.toLowerCase() === clause.text.toLowerCase()
      )
        return;
      // 'It not only X, but it also Y' is one correlative: its halves cannot stand apart.
      if (conj === 'but' && /\bnot (?:only|just|merely|simply)\b/iu.test(draft.text.slice(0, token.start)))
        return;
      cuts.push({
        start: token.start,
        end: clause.start,
        next: clause.start,
        conj,
        words,
        plainSubject: plainSubjectAt(tokens, clauseAt),
      });
    });
    const usable = cuts.filter((c) => {
      const part = c.conj === ';' ? semicolonPart : settings.minPart;
      const uneven = c.plainSubject && Math.min(c.words, wordCount - c.words) <= settings.shortPart;
      const least =
        c.conj === 'but'
          ? butMin
          : c.conj === ';'
            ? semicolonMin
            : c.conj === 'and' && uneven
              ? unevenMin
              : min;
      return wordCount >= least && c.words >= part && wordCount - c.words >= part;
    });
    if (usable.length === 0) {
      // '… . This allows … This ensures …': a 'This' split next to another 'This' sentence blurs what each points to.
      const thisNearby = [units[index - 1], unit, units[index + 1]].some((u) =>
        /^["“(]*This\b/u.test(u?.draft.text ?? ''),
      );
      if (wordCount >= tailMin && !thisNearby) splitTail(unit, tokens, wordCount, settings.irregular);
      return;
    }
    const best = usable.reduce((a, b) =>
      Math.abs(a.words - wordCount / 2) <= Math.abs(b.words - wordCount / 2) ? a : b,
    );
    const join = JOINS[best.conj] as (typeof JOINS)[string];
    const lead = join[env.options.mode] ?? join.default;
    const first = draft.text.charAt(best.next);
    const protectedStart = draft.isProtected(best.next, best.next + 1);
    const opening = lead ? first : first.toUpperCase();
    if (!lead && protectedStart && first !== first.toUpperCase()) return;
    const keepCase = protectedStart || /^I\b/u.test(draft.text.slice(best.next));
    const rest = lead && !keepCase ? first.toLowerCase() : opening;
    // 'by 9:15 a.m., and water …': the abbreviation's period ends the sentence too.
    const stop = draft.text.charAt(best.start - 1) === '.' ? ' ' : '. ';
    draft.replace(best.start, best.next + 1, `${stop}${lead}${rest}`, {
      transform: SPLIT_ID,
      rule: `split-${best.conj === ';' ? 'semicolon' : best.conj}`,
      reason: REASON,
    });
  });
}

const isWord = (t: Token): boolean => t.pos !== 'PUNCT' && t.pos !== 'SPACE';

/**
 * The tense of the clause before token `end`: past when its finite verbs are past ('The team found …', 'It
 * was …'), present when they are present, null when it mixes both (the tail's tense is then unclear).
 */
/** True when the 'has'/'have' at `i` forms a perfect: a participle follows, with at most one adverb between. */
function isPerfect(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1]?.pos === 'ADV' ? tokens[i + 2] : tokens[i + 1];
  // 'have been overly detailed': the tagger reads 'been' as an auxiliary; 'has become' has a participle that
  // looks like its base form.
  if (/^(?:been|become|come|overcome|run)$/iu.test(next?.text ?? '')) return true;
  return (
    next?.pos === 'VERB' &&
    next.text.toLowerCase() !== next.lemma.toLowerCase() &&
    !/(?:s|ing)$/iu.test(next.text)
  );
}

function clauseTense(tokens: readonly Token[], end: number): 'past' | 'third' | null {
  let past = false;
  let present = false;
  // 'Powered by a quiet motor, the desk moves …': an opening participle phrase has no tense of its own.
  const opening = tokens.findIndex((t) => t.pos !== 'PUNCT');
  const lead = tokens[opening];
  const comma = tokens.findIndex((t) => t.text === ',');
  // ('By combining learned Bloom filters with zone maps, SieveDB skips …': so has an opening '-ing' phrase after
  // its preposition.)
  const participleOpening =
    (lead?.pos === 'VERB' && /(?:ed|en|ing)$/iu.test(lead.text)) ||
    (lead?.pos === 'ADP' && /ing$/iu.test(tokens[opening + 1]?.text ?? ''));
  const from = participleOpening && comma !== -1 && comma < end ? comma + 1 : 0;
  // 'Buy a combined ticket online, ensuring you get a timed slot': after a command the tail is part of the
  // instruction ('make sure'), not a result the clause has ('This ensures').
  let at = from === 0 ? opening : from;
  // 'Then, use a putty knife …': a sequence adverb may come before the command.
  if (tokens[at]?.pos === 'ADV' && tokens[at + 1]?.text === ',') at += 2;
  const command = tokens[at];
  if (
    command &&
    (command.pos === 'VERB' || command.pos === 'NOUN') &&
    command.text.toLowerCase() === command.lemma.toLowerCase() &&
    // 'Start by making a timetable …, giving more time to …': a preposition may follow the command too.
    /^(?:DET|PRON|NUM|ADJ|ADP)$/u.test(tokens[at + 1]?.pos ?? '') &&
    (/^\p{Lu}/u.test(command.text) || at !== opening)
  )
    return null;
  for (let i = from; i < end; i++) {
    const token = tokens[i] as Token;
    const word = token.text.toLowerCase();
    // 'I have led a project …, reducing the time': a present perfect reports a finished event, so its result
    // is neither 'This reduces' nor clearly 'This reduced' — the tail stays.
    if (/^(?:has|have|['’]ve)$/u.test(word) && isPerfect(tokens, i)) return null;
    // 'I will use my experience …, ensuring that no one falls through the cracks': after a modal the result is
    // planned or possible, not the present fact 'This ensures'; and after a colon the clause may be a list.
    if (MODALS.has(word) || word === ':') return null;
    // 'a pantry that visits three towns': the tagger reads a relative clause's present verb as a plural noun.
    if (
      /^(?:that|which|who)$/u.test(word) &&
      tokens[i - 1]?.pos === 'NOUN' &&
      tokens[i + 1]?.pos === 'NOUN' &&
      /s$/u.test(tokens[i + 1]?.text ?? '')
    )
      present = true;
    if (PAST_AUX.has(word)) past = true;
    // A possessive "'s" ('Armstrong's use') is no verb.
    else if (PRESENT_AUX.has(word) && (token.pos === 'AUX' || !/^['’]/u.test(word))) present = true;
    // A participle after a determiner, adjective or preposition is an adjective ('every parsed file').
    // Nor one before its noun in a list ('quartz worktops, integrated appliances and a large island'), nor one
    // that opens an aside ('The tiny frog, named Pristimantis minimus, measures …').
    // 'cloud-based apps': a participle inside a hyphenated adjective has no tense; nor one before its noun at
    // the clause's start ('Raised beds warm up faster …').
    else if (
      token.pos === 'VERB' &&
      tokens[i - 1]?.text !== '-' &&
      !/^(?:AUX|DET|ADJ|ADP|NUM)$/u.test(tokens[i - 1]?.pos ?? '') &&
      !(
        /ed$/u.test(word) &&
        /^(?:NOUN|PROPN)$/u.test(tokens[i + 1]?.pos ?? '') &&
        (tokens[i - 1]?.text === ',' || i === opening)
      )
    ) {
      if (/ed$/u.test(word) || (word !== token.lemma.toLowerCase() && !/(?:s|ing)$/u.test(word))) past = true;
      else if (!/ing$/u.test(word)) present = true;
    }
  }
  if (past && present) return null;
  if (!past && !present) return null;
  return past ? 'past' : 'third';
}

/**
 * True when a tail can stand alone: no brackets, quotes, dashes, colons or semicolons, and any comma in it
 * separates list items ('…, leading to faster, cheaper builds'), so no verb follows its first comma.
 */
function plainTail(rest: readonly Token[]): boolean {
  if (rest.some((t) => /^[;:()"“”—–]$/u.test(t.text))) return false;
  const comma = rest.findIndex((t) => t.text === ',');
  if (comma === -1) return true;
  // After the comma: no auxiliary, no relative word, no verb right after a noun or pronoun (a new clause), and
  // no inflected verb after 'and'/'but' ('…, capitalizing on a mix-up, and then added a second': the subject's next
  // act; a bare one is the list's last item, as in '…, empowering you to plan, track and foster …').
  return !rest.slice(comma).some((t, k, after) => {
    if (t.pos === 'AUX' || RELATIVE.has(t.text.toLowerCase())) return true;
    if (t.pos !== 'VERB') return false;
    const previous = after[k - 1]?.pos === 'ADV' ? after[k - 2] : after[k - 1];
    const inflected = t.text.toLowerCase() !== t.lemma.toLowerCase() && !/ing$/iu.test(t.text);
    return /^(?:NOUN|PROPN|PRON)$/u.test(after[k - 1]?.pos ?? '') || (previous?.pos === 'CCONJ' && inflected);
  });
}

/**
 * True when the tail coordinates a second participle ('…, making 36 appearances and helping the club win'):
 * such a tail describes the subject's actions, not the clause, and 'This' cannot stand for it.
 */
function coordinatedParticiple(rest: readonly Token[]): boolean {
  return rest.some((t, k) => {
    if (k < 2 || !/\p{L}{3}ing$/iu.test(t.text) || /thing$/iu.test(t.text)) return false;
    // ('highlighting trends and flagging unusual ones': the tagger may read the second as a noun or adjective,
    // then with words of its phrase after it.)
    if (
      t.pos !== 'VERB' &&
      !(/^(?:NOUN|ADJ)$/u.test(t.pos) && /^(?:DET|ADJ|NOUN|PRON)$/u.test(rest[k + 1]?.pos ?? ''))
    )
      return false;
    // '…, ensuring privacy and potentially reducing costs': an adverb may sit between.
    const before = rest[k - 1]?.pos === 'ADV' ? rest[k - 2] : rest[k - 1];
    return /^(?:and|or)$/iu.test(before?.text ?? '');
  });
}

/**
 * ', making a contribution/difference …' describes what the subject does, not a result of the clause, so
 * '. This makes a contribution' would point 'This' at the wrong thing.
 */
function lightVerbMaking(word: string, next: Token | undefined): boolean {
  return word === 'making' && /^(?:a|an|no|great|significant|major|important|real)$/iu.test(next?.text ?? '');
}

/** A clause whose object names the real actor of an '-ing' tail ('the importance of investments', 'the need for'). */
const NOMINAL_ACTOR = /\b(?:importance|need|value|role|benefits?|necessity|power|potential) (?:of|for)\b/iu;

/**
 * 'Programs play a vital role in curbing this trend, ensuring that …': with a gerund after a preposition before the
 * comma, 'This ensures …' or 'so …' would make the safeguard a result of that nearest action, where it is the
 * subject's means.
 */
function gerundBefore(tokens: readonly Token[], comma: number): boolean {
  return tokens
    .slice(0, comma)
    .some((t, k, before) => t.pos === 'VERB' && /ing$/iu.test(t.text) && before[k - 1]?.pos === 'ADP');
}

/** A sentence that ends on a citation: '(Smith, 2004).', '(Lee et al. 2019).', '[12].' */
const ENDS_IN_CITATION =
  /(?:\([^()]*\b(?:1[5-9]|20)\d{2}[a-z]?\)|\[\d+(?:\s*[,–-]\s*\d+)*\])\s*[.!?]?["”]?$/u;

/** Verbs that report a finding in a that-clause ('results show that …'). */
const REPORTING = new Set([
  'show',
  'demonstrate',
  'suggest',
  'find',
  'reveal',
  'indicate',
  'confirm',
  'prove',
  'report',
  'establish',
]);

/** Verbs that put forward a claim as someone's: what follows their 'that' is theirs. */
const POSITING = new Set([
  'posit',
  'hypothesize',
  'hypothesise',
  'assert',
  'maintain',
  'theorize',
  'theorise',
  'predict',
  'assume',
  'hold',
]);

/** Verbs of saying: a participle tail after one reports more of what was said. */
const SPEECH_VERBS = new Set([
  'say',
  'suggest',
  'argue',
  'note',
  'claim',
  'warn',
  'explain',
  'propose',
  'recommend',
  'believe',
  'insist',
  'contend',
  'tell',
  'state',
  'add',
  'write',
  // 'Brooks presented an overview of key allocations, highlighting a 6% increase': he did the highlighting.
  'present',
  'describe',
  'outline',
  'report',
  'announce',
  'summarize',
  'summarise',
  'discuss',
  'stress',
  'emphasize',
  'emphasise',
]);

/** Participles that draw a conclusion from the clause: the conclusion still holds, so it takes the present. */
// ('accounted for half of all gains, highlighting the narrow breadth of hiring': a reading of the figures too.)
const INFERENCE = new Set([
  'highlighting',
  'underscoring',
  'reflecting',
  'indicating',
  'suggesting',
  'implying',
  'showing',
  'demonstrating',
  'meaning',
  'confirming',
]);

/** 'making it/them' followed by what it is good for: 'a valuable tool for', 'ideal for', 'well suited to'. */
const FITNESS_TAIL =
  /^making (?:it|them) (?:(?:a|an) )?(?:\p{L}+[ -])?(?:tool|choice|option|solution|resource|asset|candidate|useful|valuable|ideal|suitable|suited|attractive|practical|popular|well-suited)\b[^.]*\b(?:for|to|in)\b/iu;

function judgesFitness(tail: readonly Token[]): boolean {
  return FITNESS_TAIL.test(
    tail
      .filter((token) => token.text !== ',')
      .map((token) => token.text)
      .join(' '),
  );
}

/**
 * Commas that can open a comment on the clause before them: outside brackets and quotes, after the clause's
 * verb, with at least `after` tokens still to come. `words` counts the words before the comma.
 */
function* clauseCommas(tokens: readonly Token[], after: number): Generator<{ i: number; words: number }> {
  let depth = 0;
  let quotes = 0;
  let words = 0;
  let verbBefore = false;
  for (let i = 0; i < tokens.length - after; i++) {
    const token = tokens[i] as Token;
    if (token.text === '(' || token.text === '[') depth++;
    if (token.text === ')' || token.text === ']') depth--;
    if (/^["“”]$/u.test(token.text)) quotes++;
    if (isWord(token)) words++;
    if (token.pos === 'VERB' || token.pos === 'AUX') verbBefore = true;
    if (token.text === ',' && depth === 0 && quotes % 2 === 0 && verbBefore) yield { i, words };
  }
}

/**
 * Gives a trailing non-restrictive comment its own sentence: ', which is …' → '. This is …' (', which are
 * …' → '. These are …') and ', making it …' → '. This makes it …'. Only a tail that runs to the end of the
 * sentence without another comma, after a complete clause, and only with 'which' as the subject of its
 * clause ('…, which we tested' is left alone).
 */
function splitTail(
  unit: UnitContext,
  tokens: readonly Token[],
  wordCount: number,
  irregular: IrregularTable,
): void {
  const draft = unit.draft;
  for (const { i, words } of clauseCommas(tokens, 2)) {
    if (words < 8) continue;
    const head = tokens[i + 1] as Token;
    // '…, which in turn leads to …', '…, which also means …': one adverb may sit between 'which' and its verb.
    let at = i + 2;
    if (tokens[at]?.pos === 'ADV') at++;
    else if (/^in$/iu.test(tokens[at]?.text ?? '') && /^turn$/iu.test(tokens[at + 1]?.text ?? '')) at += 2;
    const verb = tokens[at] as Token | undefined;
    if (!verb) continue;
    const rest = tokens.slice(i + 1);
    if (wordCount - words < 6 || !plainTail(rest)) continue;
    // '…, which allowed this regression to go undetected' → 'This allowed this regression …': the new 'This'
    // would echo a 'this'/'these' the tail already has.
    if (rest.some((t) => /^(?:this|these)$/iu.test(t.text))) continue;
    const word = head.text.toLowerCase();
    let replacement: string | null = null;
    let rule = '';
    const verbText = verb.text.toLowerCase();
    const modalComment =
      COMMENT_MODALS.has(verbText) && COMMENT_BASES.has((tokens[at + 1]?.text ?? '').toLowerCase());
    // '… across lava fields, which in turn gave way to glaciers' → 'This …' would not agree with the fields.
    // '…, which make it …' after a plural noun agrees with that noun, not with the clause: 'This' would not.
    const pluralVerb =
      /[^s]s$/iu.test(tokens[i - 1]?.text ?? '') &&
      verb.pos === 'VERB' &&
      verb.text.toLowerCase() === verb.lemma.toLowerCase();
    // '… left the Third Estate, which made up 97% of the population, with little political voice': a phrase after
    // the relative's closing comma may finish the main clause, which a full stop before 'This' would cut.
    const resumes = rest.some((t, k) => t.text === ',' && rest[k + 1]?.pos === 'ADP');
    // '… to avoid heating the basil, which causes it to darken': after a gerund's object 'which' may mean the
    // gerund's act (the heating), where 'This' would point at the main clause's (the pulsing).
    const gerundObject = tokens
      .slice(Math.max(0, i - 5), i)
      .some(
        (t, k, near) =>
          /\p{L}{2}ing$/iu.test(t.text) &&
          (t.pos === 'VERB' || t.pos === 'NOUN') &&
          /^(?:VERB|ADP)$/u.test(near[k - 1]?.pos ?? tokens[Math.max(0, i - 5) - 1]?.pos ?? ''),
      );
    // 'Human capital theory posits that investments in education raise productivity, which in turn leads to higher
    // wages': the 'which' clause is still the theory's claim; 'This in turn leads …' would make it the writer's.
    const reported = tokens.slice(0, i).some((t, k, before) => {
      const lemma = (before[k - 1]?.lemma ?? '').toLowerCase();
      return t.normal === 'that' && (REPORTING.has(lemma) || SPEECH_VERBS.has(lemma) || POSITING.has(lemma));
    });
    if (
      word === 'which' &&
      !pluralVerb &&
      !resumes &&
      !gerundObject &&
      !reported &&
      (COMMENT_VERBS.has(verbText) || modalComment)
    ) {
      // Only verbs that comment on the whole clause ('…, which allows …'): after '…, which is a …' the
      // antecedent is a noun, and 'This' would blur what it points to.
      replacement = '. This';
      rule = 'split-which';
    } else if (
      CLAUSE_PARTICIPLES.has(word) &&
      head.pos === 'VERB' &&
      // '… paws play a part in navigating the terrain, allowing them to conserve heat': after 'This' the pronoun
      // could point at another noun than the subject it stood for.
      // ('making it far more accurate' keeps the subject as its object: there 'it' is clear.)
      !(word !== 'making' && /^(?:them|it|him|her)$/iu.test(tokens[i + 2]?.text ?? '')) &&
      // '*Coco* introduced the tradition to audiences, highlighting its emphasis on family': after 'This' the 'its'
      // could be the film's or the tradition's, and the act of introducing becomes the one that highlights.
      !rest.some((t) => /^(?:its|their)$/iu.test(t.text)) &&
      // '**Divergent boundaries**, where plates move apart, allowing magma to rise': after a relative clause the
      // head may be a noun phrase with no verb of its own, and a full stop would leave it a fragment.
      !/,\s*(?:where|which|who|whose|when)\b/iu.test(draft.text.slice(0, head.start)) &&
      // 'My buddy, Chris, spent two hours walking me through it, highlighting the quirks': a person's tail is what
      // they did, and 'This highlighted …' would hand the act to the walkthrough.
      !tokens
        .slice(0, i)
        .some(
          (t, k) =>
            (t.pos === 'PROPN' && tokens[k - 1]?.text === ',' && tokens[k + 1]?.text === ',') ||
            (k === 0 && /^(?:I|We|He|She|They)$/u.test(t.text)),
        ) &&
      // '… allowed us to double our space, thereby enabling evening sessions' after 'allowed' became 'let': a verb
      // whose past is its base form leaves the tense open, and 'This enables' would put a past act in the present.
      !tokens.slice(0, i).some((t) => ambiguousPast(t, irregular)) &&
      // 'Measles cases are rising sharply, prompting warnings': after a progressive the tail is what has happened
      // since, and 'This prompts' would state a habit.
      !tokens
        .slice(0, i)
        .some(
          (t, k) => /^(?:am|is|are|was|were)$/iu.test(t.text) && /ing$/iu.test(tokens[k + 1]?.text ?? ''),
        ) &&
      // 'It is essential that schools develop guidelines …, fostering a learning environment': what a proposal or
      // a modal would bring about is no fact for 'This fosters' to state.
      !/\b(?:should|must|could|would|might|may|ought|need to|(?:essential|important|crucial|vital|necessary|imperative) that)\b/iu.test(
        draft.text.slice(0, head.start),
      ) &&
      // 'Our goal is to raise $500,000 by June 30, allowing us to …': what a goal or plan would bring about is no
      // fact for 'This allows' to state either.
      !/\b(?:(?:am|is|are|was|were) to \p{L}+|goals?|aims?|plans?|targets?|hopes?|intends?|intention)\b/iu.test(
        draft.text.slice(0, head.start),
      ) &&
      // 'Olu suggested paginating the export, highlighting that …', 'Analysts say the outcome reflects …,
      // signalling that …': the tail is still the speaker's, and 'This' would state it in the writer's voice.
      !tokens.slice(0, i).some((t) => SPEECH_VERBS.has(t.lemma.toLowerCase()) && t.pos === 'VERB') &&
      !coordinatedParticiple(rest) &&
      !lightVerbMaking(word, tokens[i + 2])
    ) {
      const tense = clauseTense(tokens, i);
      if (!tense) continue;
      // 'showcasing' with no lemma found would inflect to 'showcasings'.
      if (/ing$/iu.test(head.lemma)) continue;
      if (passiveStep(tokens, i, word)) continue;
      // 'FedAnchor outperforms the baselines, improving accuracy by 2.1 points': a measured gain is the subject's,
      // and 'This improves accuracy' would credit the outperforming.
      if (rest.some((t, k) => t.text.toLowerCase() === 'by' && /^[\p{N}$€£¥]/u.test(rest[k + 1]?.text ?? '')))
        continue;
      // '… the team rallied the community, raising over $85,000 through a campaign': an amount the subject achieved
      // is the subject's too, and 'This raised $85,000' would credit the rallying.
      if (rest.slice(0, 4).some((t) => /^[\p{N}$€£¥]/u.test(t.text))) continue;
      // 'The war was one of the deadliest, resulting in …': after a clause built on 'be', 'This' would point
      // at the being, not at the war.
      if (!tokens.slice(0, i).some((t) => t.pos === 'VERB')) continue;
      // 'Results show that our approach outperforms the baselines, reducing error by 6%': the participle
      // belongs to the reported clause's subject, and 'This reduces error' would make the finding the actor.
      if (
        tokens
          .slice(0, i)
          .some(
            (t, k, before) =>
              t.normal === 'that' && REPORTING.has((before[k - 1]?.lemma ?? '').toLowerCase()),
          )
      )
        continue;
      // '…processed images faster, making it a valuable tool for …': what the thing is good for outlasts
      // the past event, so 'This makes it …', not 'This made it …'; so does what a result indicates
      // ('Survival was lower, indicating that site selection plays a role' → 'This indicates that …').
      // '…, making this our largest event' → 'This made this …': the tail already points with 'this'; and
      // '…, ensuring that it is accessible' → 'This ensures that it …' would leave 'it' pointing at 'This'.
      if (/^(?:this|these)$/iu.test(tokens[i + 2]?.text ?? '')) continue;
      if (
        tokens[i + 2]?.text.toLowerCase() === 'that' &&
        /^(?:it|they|them)$/iu.test(tokens[i + 3]?.text ?? '')
      )
        continue;
      // '…, ensuring that these woods will remain protected' → 'This ensures …': a result that looks ahead holds
      // now, whatever the tense of the act that secured it.
      const ahead = rest.some((t) => /^(?:will|can|won['’]t|shall)$/iu.test(t.text));
      const form =
        tense === 'past' && (judgesFitness(rest) || INFERENCE.has(word) || ahead) ? 'third' : tense;
      replacement = `. This ${inflectWord(head.lemma.toLowerCase(), form, irregular)}`;
      rule = 'split-participle';
    }
    if (!replacement) continue;
    draft.replace((tokens[i] as Token).start, head.end, replacement, {
      transform: SPLIT_ID,
      rule,
      reason: TAIL_REASON,
    });
    return;
  }
}

const SO_REASON: Reason = Object.freeze({
  en: "A comment tacked on with '-ing' said as a plain result ('…, so it is …').",
  zh: '把句末以“-ing”附加的评述改为直接的结果从句（“…, so it is …”）。',
});

/** Object pronouns after 'allowing' with the subject form they take after 'so'. */
const SUBJECT_FORM: Readonly<Record<string, string>> = Object.freeze({
  them: 'they',
  us: 'we',
  you: 'you',
  him: 'he',
  her: 'she',
  me: 'I',
  it: 'it',
});

/** Degree words allowed between 'making it' and its adjective ('making it more accessible'). */
const DEGREE = new Set([
  'more',
  'less',
  'very',
  'especially',
  'particularly',
  'even',
  'far',
  'much',
  'so',
  'too',
]);

/** Tags of a short noun phrase after 'allowing' ('allowing the team to …'). */
const OBJECT_TAGS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM']);

/**
 * 'A spot of the extract was applied …, allowing each application to dry before adding the next': after a passive
 * step, an 'allowing' tail with its own time clause is the unnamed agent's next step, not the step's result, so
 * neither 'This allowed' nor 'so … could' fits.
 */
function passiveStep(tokens: readonly Token[], comma: number, participle: string): boolean {
  return (
    participle === 'allowing' &&
    tokens
      .slice(0, comma)
      .some(
        (t, k) =>
          /^(?:was|were|is|are|been)$/iu.test(t.text) && /(?:ed|en)$/iu.test(tokens[k + 1]?.text ?? ''),
      ) &&
    tokens.slice(comma + 1).some((t) => /^(?:before|after|until)$/iu.test(t.text))
  );
}

/** A bare verb whose past tense has the same form ('cut', 'put', 'set'): its tense cannot be read from it. */
function ambiguousPast(token: Token, irregular: IrregularTable): boolean {
  const word = token.text.toLowerCase();
  return (
    token.pos === 'VERB' &&
    word === token.lemma.toLowerCase() &&
    inflectWord(word, 'past', irregular) === word
  );
}

/** Tags of a clause's short subject ('my little one', 'the wires', 'nothing'). */
const SUBJECT_TAGS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'NUM']);

/** True when a subject of at most four words starts at `from` and a finite verb follows it. */
function finiteClauseAt(tokens: readonly Token[], from: number): boolean {
  for (let k = from; k < Math.min(tokens.length, from + 5); k++) {
    const token = tokens[k] as Token;
    // 'ensuring quality you can feel': a pronoun after a noun opens a relative clause on that noun.
    if (token.pos === 'PRON' && tokens[k - 1]?.pos === 'NOUN' && k > from) return false;
    if (token.pos === 'AUX') return k > from;
    if (token.pos === 'VERB')
      return (
        k > from &&
        !/ing$/iu.test(token.text) &&
        tokens[k - 1]?.text.toLowerCase() !== 'to' &&
        // ('ensuring its continued relevance': after a possessive the participle describes the noun after it.)
        !/^(?:its|their|his|her|our|my|your)$/iu.test(tokens[k - 1]?.text ?? '')
      );
    if (!SUBJECT_TAGS.has(token.pos)) return false;
  }
  return false;
}

/**
 * '…, making it suitable for X.' → '…, so it is suitable for X.'; '…, allowing users to read at night.' → '…,
 * so users can read at night.' The participle tail is a result of the clause, and 'so' says so plainly. Only a
 * tail that ends the sentence with no inner clause, after a clause whose tense is clear (the result takes it:
 * 'was'/'could' after a past clause).
 */
function soTail(unit: UnitContext, irregular: IrregularTable): void {
  const draft = unit.draft;
  const tokens = unit.tokens();
  for (const { i } of clauseCommas(tokens, 3)) {
    const head = tokens[i + 1] as Token;
    const word = head.text.toLowerCase();
    if (word !== 'making' && word !== 'allowing' && word !== 'enabling' && word !== 'ensuring') continue;
    const rest = tokens.slice(i + 1);
    if (!plainTail(rest) || coordinatedParticiple(rest)) return;
    // '…, allowing families to stay … and children to remain …': 'so families can stay' would leave the second
    // infinitive without its 'can'.
    const secondInfinitive = rest.some(
      (t, k) =>
        /^(?:and|or)$/iu.test(t.text) &&
        rest
          .slice(k + 1, k + 5)
          .some((u, j, near) => u.text.toLowerCase() === 'to' && near[j + 1]?.pos === 'VERB'),
    );
    if (secondInfinitive || (word === 'ensuring' && gerundBefore(tokens, i))) return;
    // 'Virtual environments are a crucial tool, allowing you to isolate …': after a copula and its noun the tail
    // says what that thing does, and 'so you can' would make it a result of being one.
    if (
      (word === 'allowing' || word === 'enabling') &&
      /\b(?:is|are|was|were|be|been|remains?|remained|becomes?|became)\s+(?:a|an|the|one)\b[^,;:]*$/iu.test(
        draft.text.slice(0, tokens[i]?.start ?? 0),
      )
    )
      return;
    if (passiveStep(tokens, i, word)) return;
    const tense = clauseTense(tokens, i);
    // 'The team cut costs' reads as present to the tagger; a verb whose past is its base form leaves it open.
    if (!tense || tokens.slice(0, i).some((t) => ambiguousPast(t, irregular))) return;
    const past = tense === 'past';
    const meta = { transform: SPLIT_ID, rule: 'participle-tail-so', reason: SO_REASON };
    const snapshot = draft.snapshot();
    if (word === 'ensuring') {
      // '…, ensuring (that) no bug reached users' → '…, so no bug reached users': the result, said plainly
      // ('so that' would read as a purpose, wrong after a past clause). Only before a clause with its own
      // subject and verb; '…, ensuring consistent results' has no clause to carry 'so'.
      const that = tokens[i + 2] as Token;
      const end = that.text.toLowerCase() === 'that' ? that.end : head.end;
      const subjectAt = i + (end === head.end ? 2 : 3);
      if (!finiteClauseAt(tokens, subjectAt)) return;
      // 'the time was recorded three times using a stopwatch, ensuring that the amplitude remained small': after a
      // passive step done with a tool the 'ensuring' is a step of its own, and 'so' would make it the step's result.
      const passive = tokens
        .slice(0, i)
        .some(
          (t, k) => /^(?:was|were|is|are|been)$/iu.test(t.text) && /ed$/iu.test(tokens[k + 1]?.text ?? ''),
        );
      if (passive && tokens.slice(0, i).some((t) => /^(?:using|via)$/iu.test(t.text))) return;
      // '… every tool we ship with a user-centred approach, ensuring that it is accessible': after 'so' the 'it'
      // would point at the nearest noun, the approach.
      if (/^(?:it|they)$/iu.test(tokens[subjectAt]?.text ?? '')) return;
      // 'The integration is on track, ensuring that we meet our go-live date': in the present a 'we'/'you' clause
      // is a goal still ahead, and 'so we meet …' would state it as done.
      if (!past && /^(?:we|i|you)$/iu.test(tokens[subjectAt]?.text ?? '')) return;
      // 'These results underscore the importance of investments in skills, ensuring that …': the ensuring is the
      // investments', and 'so' would make it a result of the underscoring.
      if (NOMINAL_ACTOR.test(draft.text.slice(0, head.start))) return;
      // 'We encourage you to review your documents, ensuring that your cover fits': the tail belongs to the
      // infinitive's action (check that it fits), which 'so' would turn into a result of reading.
      if (tokens.slice(0, i).some((t, k) => t.text.toLowerCase() === 'to' && tokens[k + 1]?.pos === 'VERB'))
        return;
      if (!draft.replace(head.start, end, 'so', meta)) draft.restore(snapshot);
      return;
    }
    if (word === 'making') {
      const object = tokens[i + 2] as Token;
      const pronoun = object.text.toLowerCase();
      if (pronoun !== 'it' && pronoun !== 'them') return;
      let k = i + 3;
      if (DEGREE.has((tokens[k]?.text ?? '').toLowerCase())) k++;
      const adjective = tokens[k];
      const after = tokens[k + 1];
      const isAdjective =
        adjective?.pos === 'ADJ' || RESULT_ADJECTIVES.has((adjective?.text ?? '').toLowerCase());
      if (!isAdjective || !after || !/^(?:for|in|to|among|at|\.|!)$/iu.test(after.text)) return;
      const be = pronoun === 'it' ? (past ? 'was' : 'is') : past ? 'were' : 'are';
      if (!draft.replace(head.start, object.end, `so ${pronoun === 'it' ? 'it' : 'they'} ${be}`, meta))
        draft.restore(snapshot);
      return;
    }
    // 'allowing them to …' / 'allowing the team to …': a pronoun or a short plain noun phrase, then 'to' + verb.
    let k = i + 2;
    const first = tokens[k] as Token;
    const pronoun = SUBJECT_FORM[first.text.toLowerCase()];
    // '… paws play a part in navigating the terrain, allowing them to conserve heat': as the subject of 'so' the
    // pronoun would take the clause's own plural (or singular) noun as its referent.
    const capturing = tokens
      .slice(0, i)
      .some(
        (t) =>
          t.pos === 'NOUN' &&
          (pronoun === 'they' ? t.text.toLowerCase() !== t.lemma.toLowerCase() : pronoun === 'it'),
      );
    if (capturing && (pronoun === 'they' || pronoun === 'it')) return;
    if (pronoun && first.pos === 'PRON') k++;
    else while (k < tokens.length && k - (i + 2) < 4 && OBJECT_TAGS.has((tokens[k] as Token).pos)) k++;
    const to = tokens[k];
    const verb = tokens[k + 1];
    if (k === i + 2 || to?.text.toLowerCase() !== 'to' || verb?.pos !== 'VERB' || verb.text !== verb.lemma)
      return;
    const modal = past ? 'could' : 'can';
    const ok =
      draft.replace(to.start, to.end, modal, meta) &&
      (!pronoun || draft.replace(first.start, first.end, pronoun, meta)) &&
      draft.replace(head.start, head.end, 'so', meta);
    if (!ok) draft.restore(snapshot);
    return;
  }
}
