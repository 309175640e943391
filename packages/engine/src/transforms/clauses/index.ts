import { CORE_IRREGULAR, type IrregularTable, inflectWord } from '../../inflect/index.js';
import type { Token } from '../../nlp.js';
import type { EditMeta, Reason } from '../../text/draft.js';
import { capitalise } from '../shared/text.js';
import type { Transform, TransformEnv, UnitContext } from '../types.js';
import {
  ATTRIBUTE_NOUNS,
  BE_FORMS,
  CLAUSE_SUBJECT_OPENERS,
  CLAUSE_WORDS,
  COMPLEMENT_NOUNS,
  IT_IS_ADJECTIVES,
  OBJECT_TAKING_REPORTERS,
  OWNER_DETERMINERS,
  POSTPOSED_ADJECTIVES,
  RELATIVE_PREPOSITIONS,
  RELATIVE_SUBJECT_PRONOUNS,
  REPORTING_VERBS,
  SUBJECT_PRONOUNS,
  THERE_QUANTIFIERS,
} from './data.js';

export const CLAUSES_ID = 'clauses';

const REASONS = Object.freeze({
  that: { en: "'that' after a reporting verb dropped.", zh: '删去转述动词后多余的“that”。' },
  relative: { en: 'Relative clause cut to its core.', zh: '关系从句精简。' },
  objectThat: {
    en: "'that' dropped where the clause's own subject follows ('the care they deserve').",
    zh: '删去宾语关系从句中多余的“that”。',
  },
  there: { en: "'There are … that' opener made direct.", zh: '“There are … that”句式改为直接陈述。' },
  here: {
    en: "'In this paper, we …' shortened to 'Here we …'.",
    zh: '“In this paper, we …”简化为“Here we …”。',
  },
  possessive: {
    en: "'the X of the Y' turned into the shorter possessive 'the Y's X'.",
    zh: '“the X of the Y”改为更简洁的所有格。',
  },
  itIs: { en: "'It is X to …' turned round to lead with the action.", zh: '“It is X to …”改为以动作开头。' },
} satisfies Record<string, Reason>);

export interface ClausesOptions {
  irregular?: IrregularTable;
}

const meta = (rule: string, reason: Reason): EditMeta => ({ transform: CLAUSES_ID, rule, reason });

const tokenAt = (tokens: readonly Token[], start: number): number =>
  tokens.findIndex((t) => t.start === start);

/** Subject-phrase tags between 'that' and the clause's verb. */
const SUBJECT_TAGS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'PRON', 'ADV']);

/** True when a finite verb follows within a short subject: 'that [both techniques] improve'. */
function clauseFollows(tokens: readonly Token[], from: number): boolean {
  for (let k = from; k < Math.min(tokens.length, from + 6); k++) {
    const token = tokens[k] as Token;
    if (token.pos === 'AUX' || token.pos === 'VERB') {
      if (k === from) return false;
      // 'that the model using X' is a noun phrase, not a clause.
      return !/ing$/iu.test(token.text) || tokens[k - 1]?.pos === 'AUX';
    }
    if (!SUBJECT_TAGS.has(token.pos) && !(token.pos === 'ADP' && token.normal === 'of')) return false;
  }
  return false;
}

const isPlural = (t: Token | undefined): boolean =>
  t !== undefined &&
  t.pos === 'NOUN' &&
  /s$/iu.test(t.text) &&
  t.lemma.toLowerCase() !== t.text.toLowerCase();

/**
 * A subject without a determiner where 'that' cannot be a demonstrative: a name, a plural noun, or an adjective
 * before one ('show that certain combinations …'). 'said that man is' keeps its 'that'.
 */
function bareSubject(tokens: readonly Token[], k: number): boolean {
  const first = tokens[k];
  if (!first) return false;
  if (first.pos === 'PROPN' || isPlural(first)) return true;
  return (first.pos === 'ADJ' || first.pos === 'DET') && isPlural(tokens[k + 1]);
}

/** 'The results show that both techniques improve …' → 'The results show both techniques improve …'. */
function dropThat(unit: UnitContext): void {
  const pattern = /\b([\p{L}]+)\s+(that)\s+([\p{L}]+)/giu;
  let from = 0;
  for (let guard = 0; guard < 3; guard++) {
    const text = unit.draft.text;
    pattern.lastIndex = from;
    let done = true;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const verb = (m[1] as string).toLowerCase();
      const next = (m[3] as string).toLowerCase();
      if (!REPORTING_VERBS.has(verb)) {
        pattern.lastIndex = m.index + (m[1] as string).length + 1;
        continue;
      }
      const before = /([\p{L}']+)\s+$/u.exec(text.slice(0, m.index))?.[1]?.toLowerCase();
      const thatStart = m.index + m[0].indexOf(' that ') + 1;
      const nextStart = m.index + m[0].length - (m[3] as string).length;
      const tokens = unit.tokens();
      const k = tokenAt(tokens, nextStart);
      pattern.lastIndex = nextStart;
      if (before && BE_FORMS.has(before)) continue;
      // 'It is our hope that the findings …': after a determiner the word is a noun, and its 'that' stays (so
      // after a determiner and an adjective: 'it is our sincere hope that you will feel …').
      const determinerBefore = /^(?:my|our|your|his|her|their|its|the|a|an|this)$/u;
      const twoBefore = /([\p{L}']+)\s+[\p{L}']+\s+$/u.exec(text.slice(0, m.index))?.[1]?.toLowerCase();
      const adjectiveBefore = tokens[tokenAt(tokens, m.index) - 1]?.pos === 'ADJ';
      if (before && determinerBefore.test(before)) continue;
      if (adjectiveBefore && determinerBefore.test(twoBefore ?? '')) continue;
      if (k === -1 || !clauseFollows(tokens, k)) continue;
      if (!CLAUSE_SUBJECT_OPENERS.has(next) && !bareSubject(tokens, k)) continue;
      if (OBJECT_TAKING_REPORTERS.has(verb) && !SUBJECT_PRONOUNS.has(next)) continue;
      // 'used to say that it was cursed, that the keeper had vanished': the first of parallel that-clauses.
      if (/(?:,|\band)\s+that\s/u.test(text.slice(thatStart + 4))) continue;
      if (unit.draft.replace(thatStart - 1, thatStart + 4, '', meta('that-deletion', REASONS.that))) {
        from = thatStart;
        done = false;
        break;
      }
    }
    if (done) return;
  }
}

/** 'It is with great pleasure …', 'It was in Paris …', 'It is without hesitation …' up to the 'that' of a cleft. */
const CLEFT_BEFORE =
  /\bit(?:\s+(?:is|was)(?:n['’]t|\s+not)?|['’]s)\s+(?:not\s+until|until|with|in|for|because|through|by|only|at|on|from|during|after|before|against|amid|under|within|without)\b[^,;:.!?]*$/iu;

/** 'It is evident to everyone in this room that …', 'It is clear from your feedback that …': an extraposed clause. */
const EXTRAPOSED_BEFORE =
  /\bit(?:\s+(?:is|was|seems|seemed|becomes|became)|['’]s)\s+(?:\p{L}+ly\s+)?\p{L}+\s+(?:to|for|from|in|at|on|by|after|with)\s[^,;:.!?]*$/iu;

/** 'It wasn't until a colleague, Maria, took me under her wing that …': an 'until' cleft's 'that' may follow commas. */
const UNTIL_CLEFT_BEFORE = /\bit(?:\s+(?:is|was)(?:n['’]t|\s+not)?|['’]s)\s+(?:not\s+)?until\b[^;:.!?]*$/iu;

/** A verb of telling and the one told, right before 'that': 'inform individuals', 'reminded the team'. */
const TELLING_BEFORE =
  /\b(?:inform|tell|told|remind|assure|notify|warn|convince|persuade|teach|taught|advise)\p{L}*\s+(?:(?:the|all|our|their|your|his|her|these|those)\s+)?\p{L}+$/iu;

/** 'the love and care that they deserve' → 'the love and care they deserve': the relative's object gap is clear. */
function dropObjectThat(unit: UnitContext): void {
  const draft = unit.draft;
  const pattern = /(?<![,;:])\s(that)\s+([\p{L}]+)\s+([\p{L}']+)/gu;
  for (const m of [...draft.text.matchAll(pattern)].reverse()) {
    const subject = (m[2] as string).toLowerCase();
    if (!RELATIVE_SUBJECT_PRONOUNS.has(subject)) continue;
    // 'performances this year that I would have been proud to give': after a time phrase, 'this year I would …'
    // would read as a new clause.
    if (
      /\b(?:year|week|month|day|season|term|today|tonight|morning|night|time)$/iu.test(
        draft.text.slice(0, m.index),
      )
    )
      continue;
    const thatStart = m.index + 1;
    const tokens = unit.tokens();
    const head = tokens.find((t) => t.end === m.index);
    if (head?.pos !== 'NOUN' || COMPLEMENT_NOUNS.has(head.text.toLowerCase())) continue;
    // 'so attached to this image that he painted it': the 'that' of a result clause after 'so'/'such' stays,
    // or 'this image he painted' reads as one phrase.
    if (/\b(?:so|such)\b[^,;:.!?]*$/iu.test(draft.text.slice(0, m.index))) continue;
    // 'It is with great enthusiasm that I submit …' is a cleft: its 'that' is not a relative and must stay.
    // Nor is the 'that' of an extraposed clause ('It is evident to everyone in this room that they …').
    if (
      CLEFT_BEFORE.test(draft.text.slice(0, m.index)) ||
      UNTIL_CLEFT_BEFORE.test(draft.text.slice(0, m.index)) ||
      EXTRAPOSED_BEFORE.test(draft.text.slice(0, m.index))
    )
      continue;
    // 'to signal to their mother that they are well': after 'to' + the one addressed, 'that' opens what is said.
    if (
      /\bto\s+(?:(?:the|a|an|their|his|her|its|our|your|my)\s+)?\p{L}+$/iu.test(draft.text.slice(0, m.index))
    )
      continue;
    // 'inform individuals that they have the right …, that …, and that …': after a verb of telling, 'that'
    // opens what is told, and a later ', that' / 'and that' makes it one of a parallel series.
    if (
      TELLING_BEFORE.test(draft.text.slice(0, m.index)) ||
      /(?:,|\band)\s+that\s/u.test(draft.text.slice(m.index + 5))
    )
      continue;
    const verb = tokens[tokenAt(tokens, m.index + m[0].length - (m[3] as string).length)];
    if (!verb || (verb.pos !== 'VERB' && verb.pos !== 'AUX')) continue;
    // 'pushed commits to the remote branch that you don't have': after a noun and its prepositional phrase the
    // 'that' shows which noun the clause is on; without it the clause lands on the nearest one.
    const headAt = tokens.indexOf(head);
    const preposition = tokens.slice(Math.max(0, headAt - 4), headAt).findLastIndex((t) => t.pos === 'ADP');
    const at = Math.max(0, headAt - 4) + preposition;
    const attached = preposition !== -1 ? tokens[at - 1] : undefined;
    // ('pushed commits': the tagger reads a noun right after a verb as a second verb.)
    const noun =
      attached?.pos === 'NOUN' ||
      attached?.pos === 'PROPN' ||
      (attached?.pos === 'VERB' && tokens[at - 2]?.pos === 'VERB');
    if (noun) continue;
    draft.replace(thatStart - 1, thatStart + 4, '', meta('object-that', REASONS.objectThat));
  }
}

/** True when the noun phrase ending at token `k` is the object of a preposition after another noun ('the weakness of the shogunate'). */
function insidePrepositionalPhrase(tokens: readonly Token[], k: number): boolean {
  let i = k - 1;
  while (i >= 0 && ['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'SPACE'].includes((tokens[i] as Token).pos)) i--;
  if (tokens[i]?.pos !== 'ADP') return false;
  let j = i - 1;
  while (j >= 0 && tokens[j]?.pos === 'SPACE') j--;
  const before = tokens[j]?.pos;
  return before === 'NOUN' || before === 'PROPN';
}

/** True when, before the next punctuation after token `from`, 'and'/'but'/'or' joins a finite verb. */
function sharedSubjectVerb(tokens: readonly Token[], from: number): boolean {
  for (let k = from + 1; k < tokens.length; k++) {
    const token = tokens[k] as Token;
    // A verb after a relative of its own ('a pill that looks the same but has …') is that clause's.
    if (token.pos === 'PUNCT' || /^(?:that|which|who)$/iu.test(token.text)) return false;
    if (token.pos !== 'CCONJ') continue;
    const next = tokens[k + 1];
    if (next?.pos === 'AUX') return true;
    if (
      next?.pos === 'VERB' &&
      next.text.toLowerCase() !== next.lemma.toLowerCase() &&
      !/ing$/iu.test(next.text)
    )
      return true;
  }
  return false;
}

/** Nouns (after up to two modifiers) with which a 'which is a …' clause comments on a whole clause. */
const VERDICT_NOUN =
  /^(?:[\p{L}-]+\s+){0,2}(?:sign|signs|indication|indicator|hallmark|symptom|result|consequence|reminder|testament|example|feature|characteristic|step|trend|pattern|finding|outcome)\b/iu;

const IRREGULAR_PARTICIPLE = /(?:ed|en|wn|un|ught|lt|pt|nt|ne)$/iu;

/**
 * 'examples that are similar to' → 'examples similar to'; 'methods that were trained on' → 'methods trained
 * on'; 'the Reader, which is a tool for' → 'the Reader, a tool for'. The clause must follow a noun.
 */
function reduceRelative(unit: UnitContext): void {
  const pattern = /(,?)\s+(that|which|who)\s+(is|are|was|were)\s+([\p{L}-]+)\s+([\p{L}]+)/giu;
  let from = 0;
  for (let guard = 0; guard < 3; guard++) {
    const text = unit.draft.text;
    pattern.lastIndex = from;
    let applied = false;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const comma = m[1] === ',';
      const rel = (m[2] as string).toLowerCase();
      const word = m[4] as string;
      const after = (m[5] as string).toLowerCase();
      const relStart = m.index + m[0].search(/that|which|who/iu);
      const wordStart = m.index + m[0].lastIndexOf(word, m[0].length - (m[5] as string).length - 1);
      pattern.lastIndex = relStart;
      if (rel === 'that' && comma) continue;
      // '…beach marks from the keyway, which is a characteristic sign of fatigue': a 'which' that judges the
      // whole finding would, as a bare appositive, judge the nearest noun.
      const appositive =
        comma && /^an?$/iu.test(word) && !VERDICT_NOUN.test(text.slice(m.index + m[0].length - after.length));
      const adjective = POSTPOSED_ADJECTIVES.has(word.toLowerCase()) && RELATIVE_PREPOSITIONS.has(after);
      const participle = IRREGULAR_PARTICIPLE.test(word) && RELATIVE_PREPOSITIONS.has(after);
      if (!appositive && !adjective && !participle) continue;
      // 'self-report measures, which are susceptible to recall bias' → '…, susceptible to …' reads clipped, and
      // the bare adjective could attach to the wrong noun: after a comma only 'which is a …' is reduced.
      if (comma && !appositive) continue;
      const tokens = unit.tokens();
      const headEnd = m.index;
      const head = tokens.find((t) => t.end === headEnd);
      if (!head || (head.pos !== 'NOUN' && head.pos !== 'PROPN')) continue;
      // 'the campaign for the headphones, which is scheduled …': the verb tied the clause to 'campaign'; a bare
      // 'scheduled' would attach to the nearer noun.
      if (comma && !appositive && insidePrepositionalPhrase(tokens, tokens.indexOf(head))) continue;
      // 'the delays in the project that were discussed': the verb's number names the far noun; without it
      // 'discussed' would attach to 'project'.
      const plural = /^(?:are|were)$/iu.test(m[3] as string);
      const headPlural = head.text.toLowerCase() !== head.lemma.toLowerCase() || /s$/iu.test(head.text);
      if (!appositive && head.pos === 'NOUN' && plural !== headPlural) continue;
      // '… connect words with emotions, which is a crucial building block': a singular verb after a plural noun
      // comments on the whole clause, and a bare appositive would name the emotions.
      if (appositive && headPlural && !plural) continue;
      // 'a package that was supposed to arrive' needs its verb: 'a package supposed to arrive' is no idiom.
      if (/^(?:supposed|meant|due|expected|set|about|going|able|likely|unlikely)$/iu.test(word)) continue;
      // 'the tiramisu, which was a little too heavy and lacked the punch of espresso': a second verb shares the
      // relative's subject, which would go with it.
      if (sharedSubjectVerb(tokens, tokenAt(tokens, wordStart))) continue;
      // 'a tool that plays a vital role in' → 'that is vital to': the 'is' came from a swap, and cutting it too
      // would leave 'a tool vital to brightening up …', two rewrites deep.
      if (!unit.draft.isUnchanged(relStart, wordStart)) continue;
      if (participle && !adjective) {
        const t = tokens[tokenAt(tokens, wordStart)];
        if (t?.pos !== 'VERB' || t.lemma.toLowerCase() === word.toLowerCase()) continue;
      }
      if (unit.draft.replace(relStart, wordStart, '', meta('relative-reduction', REASONS.relative))) {
        from = relStart;
        applied = true;
        break;
      }
    }
    if (!applied) return;
  }
}

const THERE = new RegExp(
  `^["“]?(There\\s+(?:are|were)\\s+)(${THERE_QUANTIFIERS.map((q) => q.replace(/ /gu, '\\s+')).join('|')})\\s+((?:[\\p{L}-]+\\s+){0,3}?[\\p{L}-]+)(\\s+(?:that|who|which))\\s+([\\p{L}']+)`,
  'diu',
);
const NOUN_PHRASE_TAGS = new Set(['NOUN', 'ADJ', 'PROPN', 'ADV']);

/** 'There are many factors that contribute to X' → 'Many factors contribute to X'. */
function thereAre(unit: UnitContext): void {
  const draft = unit.draft;
  const m = THERE.exec(draft.text);
  const at = m?.indices;
  if (!m || !at) return;
  const [phraseStart, phraseEnd] = at[3] as [number, number];
  const [relStart, relEnd] = at[4] as [number, number];
  const verbStart = (at[5] as [number, number])[0];
  const tokens = unit.tokens();
  const phrase = tokens.filter((t) => t.start >= phraseStart && t.end <= phraseEnd);
  if (phrase.length === 0 || !phrase.every((t) => NOUN_PHRASE_TAGS.has(t.pos))) return;
  if (!phrase.some((t) => t.pos === 'NOUN')) return;
  const verb = tokens[tokenAt(tokens, verbStart)];
  if (!verb || (verb.pos !== 'VERB' && verb.pos !== 'AUX') || /ing$/iu.test(verb.text)) return;
  const snapshot = draft.snapshot();
  const rule = meta('there-are-that', REASONS.there);
  const [thereStart] = at[1] as [number, number];
  const quantStart = (at[2] as [number, number])[0];
  // Later span first, so the earlier offsets still hold.
  if (!draft.replace(relStart, relEnd, '', rule)) return;
  if (!draft.replace(thereStart, quantStart + 1, draft.text.charAt(quantStart).toUpperCase(), rule))
    draft.restore(snapshot);
}

const ANNOUNCING_VERBS = new Set([
  'acknowledge',
  'note',
  'recognize',
  'recognise',
  'remember',
  'mention',
  'stress',
  'emphasize',
  'emphasise',
  'realize',
  'realise',
  // 'It is hard to imagine/say/tell …' is a set frame for a thought; 'Imagining … is hard' is stiff.
  'imagine',
  'say',
  'tell',
  'believe',
  'know',
  'overstate',
  'forget',
  'overlook',
  'miss',
  'assume',
  'think',
  'see',
]);

const IT_IS =
  /^It(?:\s+|['’])(is|s|was|can\s+be|may\s+be|will\s+be|would\s+be)\s+([\p{L}]+)\s+to\s+([\p{L}]+)([^.!?;:,"“”()]*)\.$/u;

/** 'It is important to understand the risks.' → 'Understanding the risks is important.' */
function itIsToDo(unit: UnitContext, irregular: IrregularTable): void {
  const draft = unit.draft;
  const m = IT_IS.exec(draft.text);
  if (!m) return;
  const adjective = m[2] as string;
  if (!IT_IS_ADJECTIVES.has(adjective)) return;
  const rest = (m[4] as string).trim().split(/\s+/u).filter(Boolean);
  // A long gerund subject makes the reader wait for the verb ('Distinguishing the debt from the deficit is
  // important' reads clumsier than the frame): only a short one ('Acting swiftly is vital').
  if (rest.length === 0 || rest.length > 4) return;
  if (rest.some((w) => CLAUSE_WORDS.has(w.toLowerCase()))) return;
  // 'Acknowledging several limitations is important' is stiffer than the frame: verbs that announce a point.
  if (ANNOUNCING_VERBS.has((m[3] as string).toLowerCase())) return;
  const verbStart = m[0].length - (m[4] as string).length - 1 - (m[3] as string).length;
  const tokens = unit.tokens();
  const verb = tokens[tokenAt(tokens, verbStart)];
  if (!verb || (verb.pos !== 'VERB' && verb.pos !== 'AUX') || verb.text.toLowerCase() !== verb.lemma) return;
  const verbEnd = verbStart + (m[3] as string).length;
  const dot = draft.text.length - 1;
  const rule = meta('it-is-adjective-to', REASONS.itIs);
  const snapshot = draft.snapshot();
  const copula = m[1] === 's' ? 'is' : (m[1] as string).replace(/\s+/gu, ' ');
  if (!draft.replace(dot, dot, ` ${copula} ${adjective}`, rule)) return;
  const gerund = capitalise(inflectWord(verb.lemma, 'gerund', irregular));
  if (!draft.replace(0, verbEnd, gerund, rule)) draft.restore(snapshot);
}

// Not 'In this thesis': a thesis's conclusion chapter says it of the whole work, which 'Here' would narrow to the chapter.
const IN_THIS =
  /^(["“]?)(In\s+this\s+(?:work|paper|study|report|article|essay|chapter|section|project|review|letter|note),\s+)(we|I)\b/du;

/** 'In this work, we present …' → 'Here we present …': the deictic kept, the throat-clearing gone. */
function inThisWork(unit: UnitContext): void {
  const at = IN_THIS.exec(unit.draft.text)?.indices;
  if (!at) return;
  const [start] = at[2] as [number, number];
  const [pronoun, end] = at[3] as [number, number];
  const subject = unit.draft.text.slice(pronoun, end);
  unit.draft.replace(start, end, `Here ${subject === 'I' ? 'I' : 'we'}`, meta('in-this-work', REASONS.here));
}

const OF_PHRASE = new RegExp(
  `\\b(the)\\s+([\\p{L}]+(?:\\s+and\\s+[\\p{L}]+)?)\\s+of\\s+(${[...OWNER_DETERMINERS].join('|')})\\s`,
  'giu',
);
const OWNER_TAGS = new Set(['NOUN', 'ADJ', 'PROPN']);
/** Changes and amounts, which own nothing: 'the size of the increase', 'the timing of the cut'. */
// (Outings and events too: 'the cost of the trip' → "the trip's cost" reads clumsily.)
const EVENT_NOUNS = new Set([
  'trip',
  'trips',
  'visit',
  'tour',
  'journey',
  'outing',
  'excursion',
  'holiday',
  'event',
  'meeting',
  'increase',
  'decrease',
  'rise',
  'fall',
  'drop',
  'change',
  'growth',
  'decline',
  'reduction',
  'loss',
  'gain',
  'cut',
  'shift',
  'improvement',
  'difference',
  'amount',
  'number',
  'total',
]);

/**
 * 'the performance and robustness of the system is' → 'the system's performance and robustness is'. Only when
 * the owner phrase ends the noun phrase (a verb or punctuation follows), so nothing trailing belongs to it.
 */
function possessive(unit: UnitContext): void {
  const draft = unit.draft;
  for (const m of [...draft.text.matchAll(OF_PHRASE)].reverse()) {
    const heads = (m[2] as string).toLowerCase().split(/\s+and\s+/u);
    if (!heads.every((h) => ATTRIBUTE_NOUNS.has(h))) continue;
    // 'the quality of my work' → 'my work's quality': an owner with a possessive of its own stacks two.
    if (/^(?:my|your|his|her|its|our|their)$/iu.test(m[3] as string)) continue;
    const start = m.index;
    const ownerStart = start + m[0].length - (m[3] as string).length - 1;
    const tokens = unit.tokens();
    let k = tokens.findIndex((t) => t.start === ownerStart) + 1;
    if (k === 0) continue;
    const owner: Token[] = [];
    while (k < tokens.length && owner.length < 3 && OWNER_TAGS.has((tokens[k] as Token).pos))
      owner.push(tokens[k++] as Token);
    const last = owner[owner.length - 1];
    const after = tokens[k];
    if (last?.pos !== 'NOUN' || !after) continue;
    // 'the bilingual advantage's robustness': a described, abstract owner reads clumsily with 's.
    if (owner.some((t) => t.pos === 'ADJ')) continue;
    // 'the size of the increase' → "the increase's size": an event or an amount takes no possessive.
    if (EVENT_NOUNS.has(last.lemma.toLowerCase())) continue;
    if (after.pos !== 'AUX' && after.pos !== 'VERB' && !/^[.,;:]$/u.test(after.text)) continue;
    // 'the accuracy of the step counter': a bare 'verb' after a singular owner is the rest of its compound.
    if (
      after.pos === 'VERB' &&
      after.text.toLowerCase() === after.lemma.toLowerCase() &&
      !/s$/iu.test(last.text)
    )
      continue;
    // 'four factors: the purpose of the use, the nature of the work, …': one item of a list of 'the X of
    // the Y' keeps the list's shape.
    if (after.text === ',' && /^\s*(?:and\s+|or\s+)?the\s/iu.test(draft.text.slice(after.end))) continue;
    // 'the behavior of the systems modeled by …': a participle after the owner belongs to it.
    if (after.pos === 'VERB' && /(?:ed|en|ing)$/iu.test(after.text)) continue;
    // 'the size of the nanodots decreases': a noun-looking verb may end the owner; two nouns ending in -s is
    // the tagger's guess, not a noun phrase.
    const previous = owner[owner.length - 2];
    if (previous?.pos === 'NOUN' && /s$/iu.test(last.text)) continue;
    let mark = "'s";
    if (/s$/iu.test(last.text)) {
      // A plural owner takes a bare apostrophe; a singular one ending in s ('the analysis') is left alone.
      if (last.lemma.toLowerCase() === last.text.toLowerCase()) continue;
      mark = "'";
    }
    const snapshot = draft.snapshot();
    const rule = meta('of-possessive', REASONS.possessive);
    if (!draft.replace(last.end, last.end, `${mark} ${m[2] as string}`, rule)) continue;
    const first = draft.text.charAt(ownerStart);
    const capital = /\p{Lu}/u.test(draft.text.charAt(start)) ? first.toUpperCase() : first;
    if (!draft.replace(start, ownerStart + 1, capital, rule)) draft.restore(snapshot);
  }
}

/**
 * Clause-level trims a copy-editor makes without thinking: 'that' after reporting verbs (kept in academic
 * prose, where it is the norm), relative clauses cut to their core, 'There are many X that …' and 'It is
 * important to …' openers made direct.
 */
export function createClauses(options: ClausesOptions = {}): Transform {
  const irregular = options.irregular ?? CORE_IRREGULAR;
  return Object.freeze({
    id: CLAUSES_ID,
    run(units: readonly UnitContext[], env: TransformEnv) {
      for (const unit of units) {
        if (unit.kind === 'heading' || unit.kind === 'code') continue;
        if (env.options.mode !== 'academic') {
          dropThat(unit);
          dropObjectThat(unit);
        }
        inThisWork(unit);
        possessive(unit);
        reduceRelative(unit);
        thereAre(unit);
        itIsToDo(unit, irregular);
      }
    },
  });
}
