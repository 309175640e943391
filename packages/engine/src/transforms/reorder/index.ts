import type { Token } from '../../nlp.js';
import type { EditMeta, Reason } from '../../text/draft.js';
import { firstWord, makesOpenerRun } from '../shared/text.js';
import { opensClause } from '../split/index.js';
import type { Transform, TransformEnv, UnitContext } from '../types.js';
import { LINKING_OPENERS, MAIN_CLAUSE_BLOCKERS, MOVABLE_OPENERS, SUBORDINATORS } from './data.js';

export const REORDER_ID = 'reorder';

const REASONS = Object.freeze({
  opener: {
    en: 'Opening clause moved to the end, so sentences do not all start the same way.',
    zh: '句首从句或短语移到句末，避免句式雷同。',
  },
  however: {
    en: 'Sentence adverb moved inside the sentence, where it reads more naturally.',
    zh: '把句首副词移入句中，读起来更自然。',
  },
} satisfies Record<string, Reason>);

export interface ReorderOptions {
  /** Share of eligible sentences reordered at medium strength (strong reorders every eligible one). */
  rate?: number;
  /** Longest opener and main clause (in words) a move may touch: longer ones read better as written. */
  maxOpenerWords?: number;
  maxMainWords?: number;
  /** Longest prepositional opener (in words) that may move: shorter than a clause, which keeps its verb. */
  maxPhraseWords?: number;
}

const DEFAULTS: Readonly<Required<ReorderOptions>> = Object.freeze({
  rate: 0.6,
  maxOpenerWords: 10,
  maxMainWords: 20,
  maxPhraseWords: 6,
});

/** A one-sentence unit: opener, one comma, main clause with no inner punctuation, full stop. */
const OPENER_SENTENCE = /^(["“]?)([\p{L}][^,;:.!?()[\]"“”—–]*?),\s+([^,;:.!?()[\]"“”—–]+)\.$/du;

const wordsOf = (text: string): string[] => text.trim().toLowerCase().split(/\s+/u).filter(Boolean);

/** True when the main clause from `start` is a request ('please call me', 'see the guide'). */
function commandFollows(tokens: readonly Token[], start: number): boolean {
  const first = tokens.find((t) => t.start >= start);
  if (!first) return false;
  return /^please$/iu.test(first.text) || (first.pos === 'VERB' && first.text.toLowerCase() === first.lemma);
}

/** 'If you want/prefer/need …': a condition on the reader's interest, not on the fact that follows. */
const RELEVANCE_CONDITION =
  /^if\s+you(?:['’]re|\s+are|['’]d|\s+would|['’]ve\s+ever|\s+have\s+ever)?\s+(?:prefer|want|need|wish|like|looking|interested|curious|planning|felt|wondered|struggled|found)\b/iu;

/** An opener that names a part of the day ('in the evening', 'at night', 'on the first morning'). */
const TIME_OF_DAY =
  /^(?:in|on|at|during|by|for|after|before)\s+(?:the\s+)?(?:\p{L}+\s+)?(?:morning|mornings|afternoon|afternoons|evening|evenings|night|nights|noon|midday|dawn|dusk|sunset|sunrise|lunch|dinner|breakfast)$/iu;

const meta = (rule: string, reason: Reason): EditMeta => ({ transform: REORDER_ID, rule, reason });

/** 'Although X, Y.' → 'Y, although X.'; 'In many cases, Y.' → 'Y in many cases.' */
function moveOpener(
  unit: UnitContext,
  settings: Required<ReorderOptions>,
  opensLaterParagraph: boolean,
  closesParagraph: boolean,
): boolean {
  const draft = unit.draft;
  const m = OPENER_SENTENCE.exec(draft.text);
  const at = m?.indices;
  if (!m || !at) return false;
  const opener = m[2] as string;
  const main = m[3] as string;
  const openerWords = wordsOf(opener);
  const mainWords = wordsOf(main);
  const lead = openerWords.slice(0, 2).join(' ');
  const key = MOVABLE_OPENERS.has(lead) ? lead : (openerWords[0] as string);
  const separator = MOVABLE_OPENERS.get(key);
  if (separator === undefined) return false;
  const single = key === 'nowadays';
  if (single ? openerWords.length !== 1 : openerWords.length < 2) return false;
  if (openerWords.length > settings.maxOpenerWords) return false;
  const [openerStart, openerEnd] = at[2] as [number, number];
  const tokens = unit.tokens();
  // 'By testing each part, …': a gerund carries its own verb and holds together like a clause.
  const k = tokens.findIndex((t) => t.start === openerStart) + 1;
  const [ing, after] = [tokens[k], tokens[k + 1]];
  // The tagger may call a gerund a noun; a determiner straight after it shows it takes an object.
  const gerund =
    key === 'by' &&
    /ing$/u.test(ing?.text ?? '') &&
    (ing?.pos === 'VERB' || (ing?.pos === 'NOUN' && /^(?:DET|PRON)$/u.test(after?.pos ?? '')));
  // A long phrase at the end of a sentence starts to attach to the last noun ('… demands in an ever-changing
  // world characterized by …'); clauses carry their own verb and hold together.
  if (!SUBORDINATORS.has(key) && !gerund && openerWords.length > settings.maxPhraseWords) return false;
  if (mainWords.length < 3 || mainWords.length > settings.maxMainWords) return false;
  // A later paragraph's opening phrase frames it ('For the defending side, the plan is different.' answers the
  // last paragraph's 'For the side with …'): it stays in front.
  if (opensLaterParagraph) return false;
  const opening = openerWords.join(' ');
  if (LINKING_OPENERS.some((l) => opening === l || opening.startsWith(`${l} `))) return false;
  // 'After you reach it, your plan pays …': a pronoun in the opener points back to the sentence before,
  // and the link must stay in front.
  if (/\b(?:it|this|that|these|those|they|them|its|their)\b/iu.test(opener)) return false;
  // 'If you prefer a flatter sound, the app includes an equalizer': the condition says when the fact is of
  // use, not when it holds; at the end it would make the fact conditional.
  if (RELEVANCE_CONDITION.test(opening) && !commandFollows(unit.tokens(), (at[3] as [number, number])[0]))
    return false;
  if (mainWords.some((w) => MAIN_CLAUSE_BLOCKERS.has(w.replace(/['’]s$/u, '')))) return false;
  const [mainAt, mainTo] = at[3] as [number, number];
  // 'If you are on an older version, update before trying anything else': moved behind a command that has a
  // clause of its own, the condition would seem to govern only that clause.
  const command = tokens.find((t) => t.start >= mainAt);
  const imperative = command?.pos === 'VERB' && command.text.toLowerCase() === command.lemma.toLowerCase();
  if (imperative && mainWords.some((w) => /^(?:before|after|until|unless|when|while|if|once)$/iu.test(w)))
    return false;
  // 'If the test passes, run the reload': in a procedure the condition comes before the step, or the reader
  // acts before reaching it.
  if (imperative && SUBORDINATORS.has(key)) return false;
  // 'X rose and Y fell in 2020' could read as 'Y fell in 2020' alone: only 'and'/'or' between nouns may stay.
  const coordinated = tokens.some((t, i) => {
    if (t.start < mainAt || t.end > mainTo || !/^(?:and|or)$/iu.test(t.text)) return false;
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    return (
      !next ||
      !prev ||
      /^(?:VERB|AUX|PRON)$/u.test(next.pos) ||
      /^(?:VERB|AUX|ADV)$/u.test(prev.pos) ||
      opensClause(tokens, i + 1)
    );
  });
  if (coordinated) return false;
  // '… a better world for humans and animals by treating animals with respect': after a main clause that ends
  // in a prepositional phrase the moved gerund phrase seems to attach to it.
  if (gerund && tokens.slice(-6).some((t) => t.start >= mainAt && t.end <= mainTo && t.pos === 'ADP'))
    return false;
  // '…, you'll be enjoying a harvest by following these steps': after a main clause with its own '-ing' verb
  // the moved gerund phrase seems to describe that verb, not the whole clause.
  if (
    gerund &&
    tokens.some((t) => t.start >= mainAt && t.end <= mainTo && t.pos === 'VERB' && /ing$/iu.test(t.text))
  )
    return false;
  // 'Although very common, X' → 'X, although very common' loses the clause's subject and verb: keep it in front.
  // 'Once confined to fiction, X' is a reduced clause too: at the end it would attach to the last noun. A
  // clause that moves needs its own subject before its verb.
  if (SUBORDINATORS.has(key)) {
    const inner = unit.tokens().filter((t) => t.start >= openerStart && t.end <= openerEnd);
    const verbAt = inner.findIndex((t) => /^(?:VERB|AUX)$/u.test(t.pos));
    if (verbAt === -1 || !inner.slice(1, verbAt).some((t) => /^(?:NOUN|PROPN|PRON)$/u.test(t.pos)))
      return false;
  }
  // 'By the end, you will …' and 'In my own testing, …' / 'In some states, …' frame or limit the whole claim;
  // at the end they attach to the last verb or noun.
  if (key === 'by' && !gerund) return false;
  if (key === 'in' && /^in\s+(?:some|my|our|your|their|certain|many|most)\b/iu.test(opener)) return false;
  // 'In the evening, enjoy a fado performance' is a step of a day's plan (morning, after lunch, evening): the time
  // leads, as the day runs.
  if (TIME_OF_DAY.test(opening)) return false;
  // A concession that closes its paragraph would leave the paragraph on the caveat.
  if (separator === ', ' && closesParagraph) return false;
  const [mainStart, mainEnd] = at[3] as [number, number];
  const first = draft.text.charAt(mainStart);
  const snapshot = draft.snapshot();
  const rule = meta(`move-${key.replace(/ /gu, '-')}`, REASONS.opener);
  // The phrase keeps its capital only for 'I'; the main clause takes the sentence's capital.
  const moved = /^I\b/u.test(opener) ? opener : opener.charAt(0).toLowerCase() + opener.slice(1);
  if (!draft.replace(mainEnd, mainEnd, `${separator}${moved}`, rule)) return false;
  const upper = first.toUpperCase();
  const ok =
    upper === first
      ? draft.replace(openerStart, mainStart, '', rule)
      : draft.replace(openerStart, mainStart + 1, upper, rule);
  if (!ok) draft.restore(snapshot);
  return ok;
}

/** True when `text` opens with a movable phrase or clause and its comma ('In 2019, …', 'Although X, …'). */
function opensWithPhrase(text: string): boolean {
  const opener = OPENER_SENTENCE.exec(text)?.[2] ?? /^["“]?([\p{L}][^,;:.!?]*?),\s/u.exec(text)?.[1];
  if (!opener) return false;
  const words = wordsOf(opener);
  return MOVABLE_OPENERS.has(words.slice(0, 2).join(' ')) || MOVABLE_OPENERS.has(words[0] as string);
}

const SUBJECT_TAGS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM']);

const leadWord = (text: string): string => (/^[^\p{L}]*(\p{L}+)/u.exec(text)?.[1] ?? '').toLowerCase();

/** A sentence adverb at the very start, its comma, then a main clause with no inner punctuation. */
const ADVERB_OPENER = /^(["“]?)((However|For example|For instance|Therefore|Thus),\s+)([^,;:.!?]+\.)$/du;

/**
 * 'However, the results are mixed.' → 'The results, however, are mixed.'; 'Therefore, we should act.' → 'We
 * should therefore act.' A parenthetical (however, for example) goes after a noun-phrase subject, set off by
 * commas; a linking adverb (therefore, thus) goes after the first auxiliary or before the verb, unpunctuated.
 */
function moveAdverb(unit: UnitContext, makesRun: (word: string) => boolean): boolean {
  const draft = unit.draft;
  const m = ADVERB_OPENER.exec(draft.text);
  const at = m?.indices;
  if (!m || !at) return false;
  const adverb = (m[3] as string).toLowerCase();
  const parenthetical = adverb !== 'therefore' && adverb !== 'thus';
  const [connStart, mainStart] = at[2] as [number, number];
  const tokens = unit.tokens();
  let k = tokens.findIndex((t) => t.start === mainStart);
  if (k === -1) return false;
  const subject: Token[] = [];
  for (; k < tokens.length && subject.length < 7; k++) {
    const t = tokens[k] as Token;
    if (t.pos === 'AUX' || t.pos === 'VERB') break;
    const allowed =
      SUBJECT_TAGS.has(t.pos) ||
      (t.pos === 'ADP' && t.normal === 'of') ||
      (!parenthetical && t.pos === 'PRON');
    if (!allowed) return false;
    subject.push(t);
  }
  const verb = tokens[k];
  if (!verb || (verb.pos !== 'AUX' && verb.pos !== 'VERB') || subject.length === 0) return false;
  // 'the BFRP beams showed': a 'verb' right before another verb is the subject's own noun, mis-tagged.
  if (verb.pos === 'VERB' && tokens[k + 1]?.pos === 'VERB') return false;
  // 'a tithe map of 1841 shows': a bare 'verb' after a singular noun cannot agree with it, so it is a noun
  // mis-tagged, and the adverb would split the compound ('A tithe, for example, map of 1841').
  const last = subject[subject.length - 1];
  if (
    verb.pos === 'VERB' &&
    verb.text.toLowerCase() === verb.lemma.toLowerCase() &&
    last?.pos === 'NOUN' &&
    last.text.toLowerCase() === last.lemma.toLowerCase() &&
    !/^(?:people|children|men|women|police|staff|data|media|cattle)$/iu.test(last.text)
  )
    return false;
  // 'a small trial published in 2012 found …', 'a study involving 50 people showed …': a participle right
  // after the noun modifies it, and the adverb would land between the two.
  const after = tokens[k + 1];
  if (
    verb.pos === 'VERB' &&
    (/ing$/iu.test(verb.text) ||
      // ('the earliest castles built by the Normans': an irregular participle too, before its 'by'.)
      ((/ed$/iu.test(verb.text) || verb.text.toLowerCase() !== verb.lemma.toLowerCase()) &&
        (after?.pos === 'ADP' || after?.pos === 'ADV') &&
        !/s$/iu.test(verb.text)))
  ) {
    return false;
  }
  // 'However, the bathroom was small' after five sentences opening 'The …' must not make a sixth.
  if (makesRun(firstWord(draft.text.slice(mainStart)))) return false;
  let insertAt: number;
  let insert: string;
  if (parenthetical) {
    if (subject.length < 2 || !subject.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) return false;
    insertAt = (subject[subject.length - 1] as Token).end;
    insert = `, ${adverb},`;
  } else {
    // 'We should therefore consider'; 'The model therefore fails'. Not inside 'is not' or a contraction.
    const next = tokens[k + 1];
    if (
      verb.pos === 'AUX' &&
      next &&
      /^(?:VERB|AUX|ADJ|ADV|DET|NOUN|ADP)$/u.test(next.pos) &&
      next.start === verb.end + 1
    ) {
      if (next.normal === 'not' || /^n['’]t$/u.test(next.text)) return false;
      insertAt = verb.end;
    } else if (verb.pos === 'VERB') {
      insertAt = (subject[subject.length - 1] as Token).end;
    } else return false;
    insert = ` ${adverb}`;
  }
  const snapshot = draft.snapshot();
  const rule = meta(`move-${adverb.replace(/ /gu, '-')}`, REASONS.however);
  if (!draft.replace(insertAt, insertAt, insert, rule)) return false;
  const first = draft.text.charAt(mainStart);
  const ok =
    first.toUpperCase() === first
      ? draft.replace(connStart, mainStart, '', rule)
      : draft.replace(connStart, mainStart + 1, first.toUpperCase(), rule);
  if (!ok) draft.restore(snapshot);
  return ok;
}

/**
 * Varies sentence openings the way an editor does: a short opening clause or phrase moves behind its main
 * clause, and 'However,' moves after the subject. Only where the move cannot change what attaches to what: the
 * main clause is short and has no pronoun, conjunction or inner clause. Never two moves in a row, so a
 * paragraph keeps some fronted openers.
 */
export function createReorder(options: ReorderOptions = {}): Transform {
  const settings = { ...DEFAULTS, ...options };
  return Object.freeze({
    id: REORDER_ID,
    run(units: readonly UnitContext[], env: TransformEnv) {
      const rate = env.options.strength === 'strong' ? 1 : settings.rate;
      let previous = false;
      for (const [i, unit] of units.entries()) {
        if (unit.kind === 'heading' || unit.kind === 'code') continue;
        const roll = env.rng.next();
        if (previous || roll >= rate) {
          previous = false;
          continue;
        }
        // 'When you create an account, we collect … When you hire a bike, we record …': a run of sentences
        // that open alike is parallel on purpose; moving one opener breaks it.
        const opening = leadWord(unit.draft.text);
        const before = units[i - 1];
        const after = units[i + 1];
        // 'A spouse inherits everything if there are no children. If there are children, the estate is split':
        // an 'if' that answers the sentence before sets up the contrast, which moving it would bury.
        const answers =
          opening === 'if' && before !== undefined && /\bif\b/iu.test(before.draft.text.slice(1));
        const parallel = answers || [before, after].some((u) => u && leadWord(u.draft.text) === opening);
        // Only to break a run: a fronted phrase right after another one. A single fronted phrase is usually
        // where the writer wants it (a setting, a hedge, a link back, the punchline held for last).
        const run = before !== undefined && before.block === unit.block && opensWithPhrase(before.draft.text);
        const closes = after === undefined || after.block !== unit.block || after.first;
        previous =
          (run && !parallel && moveOpener(unit, settings, unit.first && i > 0, closes)) ||
          moveAdverb(unit, (word) => makesOpenerRun(units, i, word));
      }
    },
  });
}
