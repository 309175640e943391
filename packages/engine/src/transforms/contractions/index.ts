import { atLeast } from '../../options.js';
import type { Draft, Reason } from '../../text/draft.js';
import { conversational } from '../shared/register.js';
import { isResearchProse } from '../shared/research.js';
import { escapeRegExp } from '../shared/text.js';
import type { Transform, TransformEnv, UnitContext } from '../types.js';
import { CONTRACTIONS, type Contraction, LET_US_VERBS } from './data.js';

export const CONTRACTIONS_ID = 'contractions';

const REASONS: Readonly<Record<'contract' | 'expand', Reason>> = Object.freeze({
  contract: {
    en: 'Contraction, as people write in this register.',
    zh: '使用缩写形式，更贴近该语体的自然表达。',
  },
  expand: { en: 'Full form, as academic writing expects.', zh: '学术写作使用完整形式。' },
});

const sameCase = (model: string, text: string) =>
  /^\p{Lu}/u.test(model) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
/** A past participle after have/has: 'been', '-ed', '-en' and a few common irregulars. */
const NAMING =
  /^(?:called|named|termed|dubbed|known|considered|deemed|labell?ed|elected|appointed|titled|nicknamed)$/iu;
// ('when', 'then', 'even', 'often' end in '-en' but are no participles: "that's when …" is 'that is'.)
const PARTICIPLE =
  /^(?!(?:when|then|even|often|open|seven|eleven|ten|men|women|listen|happen|garden|kitchen|chicken|heaven|oxygen)$)(?:been|done|seen|gone|made|had|got|gotten|taken|given|found|known|shown|become|come|run|put|set|kept|left|met|read|said|told|thought|brought|bought|built|felt|heard|held|lost|meant|paid|sent|spent|stood|taught|understood|won|written|worn|torn|born|sworn|drawn|grown|flown|thrown|blown|sewn|\p{L}+ed|\p{L}+en)$/iu;

/**
 * Participles of change that take no object: "What's changed", "it's grown" are perfects ('has'), never passives
 * ('What is changed' is no English), unless an agent follows ('it's changed by hand').
 */
const CHANGED_STATE =
  /^(?:changed|happened|occurred|gone|become|come|grown|shifted|evolved|emerged|arrived|fallen|risen|begun|ended|improved|moved|worked|vanished|disappeared)$/iu;

/** A noun-like word before 'that is' makes it a relative clause ('a model that is trained'): kept full in plain prose. */
const BEFORE_DEMONSTRATIVE = /(?:^|[.!?;:,(]\s*|\b(?:and|but|so|because|since|if|when|what|as)\s+)$/iu;

/** Participles used as adjectives after a 'have' of possession ('I have mixed feelings', 'we have limited time'). */
const HELD_ADJECTIVES =
  /^(?:mixed|limited|used|reserved|dedicated|detailed|advanced|varied|combined|shared|fixed|marked)$/iu;

/** After 'it is': a necessity and 'that' with a subjunctive clause ('essential that all staff complete …'). */
const MANDATE_FRAME =
  /^\s+(?:essential|imperative|vital|important|crucial|necessary|critical|paramount|mandatory|required)\s+that\b/iu;

/** After 'it is': 'with … that' (a cleft), or a reporting participle and 'that' or a colon ('hoped that', 'written:'). */
const IMPERSONAL_FRAME =
  /^\s+(?:with\b|against\b|(?:my|our)\s+(?:great\s+|sincere\s+)?(?:pleasure|honou?r|privilege|hope|belief|view)\b|\p{Ll}+(?:ed|en|wn|ght|aid)(?:\s+that\b|:))/u;

/** A full negation ('was not', 'cannot'), to see whether every one in a sentence can be contracted. */
const FULL_NEGATION =
  /(?<![\p{L}])(?:(?:do|does|did|is|are|was|were|have|has|had|will|would|should|could|must|might|need)\s+not|cannot)(?![\p{L}])/giu;

/** A time or place adverb closing the clause ('the person I am today.'): the verb before it is stressed. */
const STRESSED_BEFORE_END = /^\s+(?:today|now|then|here|there|again|anymore|still)\s*(?:[.,;:!?]|$)/iu;

/** A content word right before the pronoun ('the person I am'), not a conjunction or punctuation. */
const GAP_BEFORE =
  /(?<![\p{L}])(?!(?:and|but|or|so|because|if|when|yes|now|then|here|there)\s)\p{L}{3,}\s+$/iu;

/** Words after which a verb closing a wh-clause is stressed ('who they are through …', 'where it is now'). */
const STRESSED_AFTER =
  /^(?:in|on|at|through|by|for|from|with|to|about|now|today|here|there|and|but|or|when|if|because|as|so|since|while|until|after|before)$/iu;

const WH_BEFORE = /\b(?:where|what|how|who|which|whatever|wherever)(?:\s+[\p{L}'’-]+){0,2}\s+$/iu;

/**
 * Plain (standard-mode) contractions skip the cases a careful editor keeps full: 'is not only … but also',
 * relative 'that is', and stress before a sentence-ending or emphatic word.
 */
function plainFits(text: string, start: number, entry: Contraction, next: string | undefined): boolean {
  const lowerNext = next?.toLowerCase();
  if (lowerNext === 'only' || lowerNext === 'just' || lowerNext === 'merely') return false;
  if (entry.full === 'that is' && !BEFORE_DEMONSTRATIVE.test(text.slice(Math.max(0, start - 12), start)))
    return false;
  // 'It is hoped that …', 'It is with great pleasure that …', 'It is my great pleasure to …', 'It is against this
  // backdrop that …': formal set frames that read wrong contracted; so
  // is the mandate of a policy ('It is essential that all departments adhere …').
  if (
    entry.full === 'it is' &&
    (IMPERSONAL_FRAME.test(text.slice(start + entry.full.length)) ||
      MANDATE_FRAME.test(text.slice(start + entry.full.length)))
  )
    return false;
  // 'where it is in the library', 'how hard it is to wait': inside a wh-clause the verb carries the stress.
  if (entry.positive && WH_BEFORE.test(text.slice(Math.max(0, start - 40), start))) return false;
  return true;
}

export interface ContractionsOptions {
  contractions?: readonly Contraction[];
}

const DEFAULTS: Readonly<Required<ContractionsOptions>> = Object.freeze({ contractions: CONTRACTIONS });

/** How informal the contractions may be: casual takes them all, fluent all but a few, plain the safest. */
type Level = 'casual' | 'fluent' | 'plain';

interface Compiled {
  pattern: RegExp;
  byFull: Map<string, Contraction>;
}

/** Built once per table and level: rebuilding the alternation for every sentence was a hot spot. */
const compiled = new WeakMap<readonly Contraction[], Map<Level, Compiled>>();

function compile(table: readonly Contraction[], level: Level): Compiled {
  let levels = compiled.get(table);
  if (!levels) {
    levels = new Map();
    compiled.set(table, levels);
  }
  let entry = levels.get(level);
  if (!entry) {
    const usable = table.filter((c) => (level === 'plain' ? c.plain : level === 'casual' || !c.casualOnly));
    entry = {
      pattern: new RegExp(
        `(?<![\\p{L}'’])(${usable.map((c) => escapeRegExp(c.full).replace(/ /gu, '\\s')).join('|')})(?![\\p{L}'’])`,
        'giu',
      ),
      byFull: new Map(usable.map((c) => [c.full.toLowerCase(), c])),
    };
    levels.set(level, entry);
  }
  return entry;
}

/**
 * 'I am not defined by hardship. I am defined by what I chose.': a sentence that answers the one before it with the
 * same opening, there negated in full, mirrors it; contracting the answer would break the pair and its stress.
 */
function mirrorsOpening(previous: string, text: string): boolean {
  const opening = /^["“‘(]*(\p{L}+\s+(?:am|is|are|was|were|have|has|will|would))\s+not\b/iu.exec(
    previous,
  )?.[1];
  // ('…a stepping stone to something better: it isn't. It is the thing itself.': a denial at the end answered
  // in full.)
  const denial =
    /\b(\p{L}+)\s+(?:(is|are|was|were|have|has)\s+not|(is|are|was|were|have|has)n['’]t)\s*[.!]["”’)]*\s*$/iu.exec(
      previous,
    );
  const answer = opening ?? (denial ? `${denial[1]} ${denial[2] ?? denial[3]}` : undefined);
  return (
    answer !== undefined &&
    text
      .toLowerCase()
      .replace(/^["“‘(]*/u, '')
      .startsWith(`${answer.toLowerCase()} `)
  );
}

function contract(draft: Draft, table: readonly Contraction[], level: Level, keepOpening = false): void {
  const { pattern, byFull } = compile(table, level);
  const hits = [...draft.text.matchAll(pattern)];
  const lead = /^["“‘(]*/u.exec(draft.text)?.[0].length ?? 0;
  // 'He was not angry, and he did not leave': when one negation has no contraction at this level, the
  // others keep their full form too, so a deliberate parallel stays.
  const uncontracted = [...draft.text.matchAll(FULL_NEGATION)].some(
    (m) => !byFull.has(m[0].toLowerCase().replace(/\s+/gu, ' ')),
  );
  // Follow the writer's apostrophe style.
  const curly = draft.text.includes('’') && !draft.text.includes("'");
  for (const hit of hits.reverse()) {
    const found = hit[0];
    const entry = byFull.get(found.toLowerCase().replace(/\s/gu, ' '));
    if (!entry) continue;
    const start = hit.index;
    if (keepOpening && start === lead) continue;
    const end = start + found.length;
    const next = /^ (\p{L}[\p{L}'’-]*)/u.exec(draft.text.slice(end))?.[1];
    const contractHere = () => {
      const cased = entry.full.startsWith('I ') ? entry.short : sameCase(found, entry.short);
      draft.replace(start, end, curly ? cased.replace(/'/gu, '’') : cased, {
        transform: CONTRACTIONS_ID,
        rule: `contract-${entry.id}`,
        reason: REASONS.contract,
      });
    };
    // An auxiliary contraction needs a word after it in the same clause: never "… what it's." ('they will too':
    // the verb it stands for is left out, and the auxiliary takes the stress.)
    if (
      entry.positive &&
      (!next || /^(?:too|either|as well)\s*(?:[.,;:!?)]|$)/iu.test(draft.text.slice(end + 1)))
    )
      continue;
    // 'as much about loneliness as it is about what lurks': in the second half of a comparison the verb is
    // stressed, and 'as it's about' swallows it.
    // 'whose obligation it is to meet those needs': the phrase moved to the front leaves a gap after 'is', which
    // a contraction cannot stand before.
    if (
      entry.positive &&
      next === 'to' &&
      /\b(?:whose|whom|which|what)\b[^,;:.!?]*$/iu.test(draft.text.slice(0, start))
    )
      continue;
    // ('crucial, as it's easy to forget' is a reason, not a comparison, and contracts.)
    if (entry.positive && /(?:\bas\b[^,;:.!?]*\bas|\bthan)\s+$/iu.test(draft.text.slice(0, start))) continue;
    // '… but you will year to year', 'you will in time': a modal before no verb takes the stress too.
    if (
      / (?:will|would)$/iu.test(entry.full) &&
      /^(?:year|years|day|days|week|weeks|month|months|time|in|at|on|by|for|with|from|next)$/iu.test(
        next ?? '',
      )
    )
      continue;
    // 'My husband and I have been married …': 'have' belongs to both people, so 'I've' cannot take it.
    if (
      /^I\s+(?:have|had|would|will)$/u.test(found) &&
      /(?:\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our)\s+\p{L}+|\b\p{Lu}\p{Ll}+)\s+(?:and|or)\s+$/u.test(
        draft.text.slice(0, start),
      )
    )
      continue;
    // 'anyone who wasn't there is left behind': after a verb 'there' is the place that ends the clause, and 'is'
    // the main verb.
    if (
      /^there\s/iu.test(found) &&
      /\b(?:was|wasn['’]t|were|weren['’]t|is|isn['’]t|are|aren['’]t|be|been|being|go|went|gone|get|got|live|lived|stay|stayed|sat|stood|out|over|up|down|back|right|from|in)\s+$/iu.test(
        draft.text.slice(Math.max(0, start - 12), start),
      )
    )
      continue;
    // 'the friends who love you exactly as you are will remain': before another auxiliary the verb closes its
    // clause, and "as you're will" is no English.
    if (
      entry.positive &&
      /^(?:will|would|can|could|shall|should|may|might|must|is|are|was|were|has|have|had|do|does|did)$/iu.test(
        next ?? '',
      )
    )
      continue;
    // 'I would not' is 'I wouldn't', never "I'd not": the negation takes the contraction instead.
    if (entry.positive && next && /^not$/iu.test(next)) {
      const aux = found.slice(found.search(/\s/u) + 1);
      const negative = byFull.get(`${aux.toLowerCase()} not`);
      const afterNot = /^ not (\p{L}+)/u.exec(draft.text.slice(end))?.[1] ?? '';
      // 'You are not alone' → "You're not alone", the set phrase, not "You aren't alone".
      const setPhrase = /^alone$/iu.test(afterNot) && !uncontracted;
      if (setPhrase) {
        contractHere();
        continue;
      }
      if (negative && !uncontracted && !/^(?:only|just|merely|simply|to)$/iu.test(afterNot)) {
        const auxStart = start + found.length - aux.length;
        draft.replace(auxStart, end + ' not'.length, sameCase(aux, negative.short), {
          transform: CONTRACTIONS_ID,
          rule: `contract-${negative.id}`,
          reason: REASONS.contract,
        });
      }
      continue;
    }
    // 'the person I am today.': after a noun the verb closes a relative clause with a gap, and takes the stress.
    if (
      entry.positive &&
      STRESSED_BEFORE_END.test(draft.text.slice(end)) &&
      GAP_BEFORE.test(draft.text.slice(Math.max(0, start - 30), start))
    )
      continue;
    // 'many of you are aware': the pronoun is the object of 'of', not the subject, so it cannot carry '-'re';
    // nor after a verb ('exploring it is an unforgettable experience': 'it' is the gerund's object).
    const before = draft.text.slice(Math.max(0, start - 16), start);
    if (
      /\b(?:of|for|to|with|among|between|like|about|on|in|at|from|by|into|over|through|without|around|behind|under|across|near|beside|besides|alongside|beyond|despite|inside|outside|upon|toward|towards|against|within|beneath|above|below|unlike|past|amid|onto|via)\s+$/iu.test(
        before,
      )
    )
      continue;
    if (entry.positive && /\p{L}{2,}(?:ing|ed)\s+$/iu.test(before)) continue;
    // 'A handy way to remember it is the acronym': 'it' is the infinitive's object, and 'is' the main verb.
    if (entry.positive && /^it\s/iu.test(found) && /\bto\s+\p{L}+\s+$/iu.test(before)) continue;
    // 'those who respect you will adjust': 'you' closes the relative clause as its object; 'will' is the main verb's.
    if (
      /\b(?:who|that|which)\s+\p{L}+\s+$/iu.test(draft.text.slice(Math.max(0, start - 30), start)) &&
      /^(?:you|it|her)\s/iu.test(found)
    )
      continue;
    // 'we are not merely building X; we are building Y': the second half mirrors the first, which keeps its full
    // form for the negation, so both stay full.
    if (/\bnot\s+(?:merely|just|only|simply)\b[^.!?]*[;—–]\s*$/iu.test(draft.text.slice(0, start))) continue;
    // 'as warm as it is memorable': the 'is' of a matched pair is stressed.
    if (entry.positive && /\bas\s+\p{L}+\s+as\s+$/iu.test(draft.text.slice(Math.max(0, start - 40), start)))
      continue;
    // 'you are enough.': a bare 'enough' closing the sentence is the whole claim, and the verb carries it.
    if (entry.positive && /^\s+enough\s*[.!]/iu.test(draft.text.slice(end))) continue;
    // "That's all there is to it", 'all it is': after 'all' the verb is stressed and stays full.
    if (entry.positive && /\ball\s+$/iu.test(before)) continue;
    // 'how likely you are to repay', 'how old it is', 'how very proud I am of': the fronted words leave the verb
    // stressed, in any register.
    if (
      entry.positive &&
      /\bhow\s+(?:\p{L}+\s+){1,2}$/iu.test(draft.text.slice(Math.max(0, start - 30), start))
    )
      continue;
    // 'I have mixed feelings': 'have' of possession before a participle-adjective and a noun is not the perfect.
    if (entry.full.endsWith(' have') && next && HELD_ADJECTIVES.test(next)) continue;
    if (entry.full.endsWith(' have') && !(next && PARTICIPLE.test(next))) continue;
    if (!entry.positive && uncontracted) continue;
    // 'will not only … but also' adds: "won't only" would read as a denial, so the correlative stays full.
    // 'is not to be missed', 'is not to say': a set frame of duty or denial keeps its full 'not'.
    if (!entry.positive && next && /^(?:only|just|merely|simply|to)$/iu.test(next)) continue;
    // 'We are gathered here today': a ceremonial formula keeps its full form in every mode.
    if (entry.full.toLowerCase() === 'we are' && /^gathered$/iu.test(next ?? '')) continue;
    // 'It is with heavy hearts that …': so is the cleft that opens a notice or a letter, and so is an impersonal
    // frame ('It is recommended that the council …', 'It is our recommendation that …', 'It is hoped that …').
    if (entry.full.toLowerCase() === 'it is' && /^with$/iu.test(next ?? '')) continue;
    if (
      entry.full.toLowerCase() === 'it is' &&
      /^\s+(?:(?:therefore|also|not|generally|strongly)\s+)*(?:recommended|advised|hoped|expected|believed|suggested|proposed|our\s+(?:recommendation|view|understanding))\b/iu.test(
        draft.text.slice(end),
      )
    )
      continue;
    // 'reveal who they are through the way they argue': a wh-clause's verb before a phrase or the end carries
    // the stress in every mode ('what it's like' does not).
    if (
      entry.positive &&
      (next === undefined || STRESSED_AFTER.test(next)) &&
      WH_BEFORE.test(draft.text.slice(Math.max(0, start - 40), start))
    )
      continue;
    if (level === 'plain' && !plainFits(draft.text, start, entry, next)) continue;
    contractHere();
  }
}

const EXPAND =
  /(?<![\p{L}])(ca|wo|sha|(?!ai)[\p{L}]+)n['’]t(?![\p{L}])|(?<![\p{L}])(I|you|we|they|it|that|there|what|here|he|she|who|where|let)['’](m|re|ve|ll|s|d)(?![\p{L}])/giu;

/** Spoken asides ('Well, you know, it's complicated.'): full forms would make the speech stilted. */
const SPOKEN = /(?:^|[\s"“(])(?:well|oh|yeah|okay|ok|hey),|\byou know\b|\bI mean\b/iu;

/**
 * Contracted idioms expand() keeps, with the rest of their sentence: "We can't wait to meet you" is eagerness,
 * which 'cannot wait' reads as a literal inability; "Don't get me wrong" and "You've got this" read stiff and
 * literal in full, and "show the world what you've got" is skill, where 'what you have' is belongings.
 */
const CONTRACTED_IDIOM =
  /\bcan['’]t\s+wait\b|\byou['’]ve\s+got\s+this\b|\bdon['’]t\s+get\s+me\s+wrong\b|\bshow\b[^.!?]*\bwhat\s+(?:you|we|they)['’]ve\s+got\b/iu;
const LET_S = /\blet['’]s\s+(\p{L}+)/giu;

/**
 * A sentence that keeps a contracted idiom keeps its other contractions too: "We can't wait to see the impact
 * you will make!" would mix two registers in one breath.
 */
const keepsContractedIdiom = (text: string): boolean =>
  CONTRACTED_IDIOM.test(text) ||
  [...text.matchAll(LET_S)].some((m) => !LET_US_VERBS.has((m[1] as string).toLowerCase()));

function expand(unit: UnitContext): void {
  const draft = unit.draft;
  if (SPOKEN.test(draft.text) || keepsContractedIdiom(draft.text)) return;
  const hits = [...draft.text.matchAll(EXPAND)];
  for (const hit of hits.reverse()) {
    const found = hit[0];
    const start = hit.index;
    const end = start + found.length;
    const next = /^\s+(\p{L}+)/u.exec(draft.text.slice(end))?.[1] ?? '';
    // "That's it." and "Here's to fifty years" are fixed phrases; the full forms change their sense.
    if (/^that['’]s$/iu.test(found) && /^it$/iu.test(next) && /^\s+it\s*[.!]/iu.test(draft.text.slice(end)))
      continue;
    if (/^here['’]s$/iu.test(found) && /^to$/iu.test(next)) continue;
    // "What's new" opening a heading is its set phrase ('What is new:' reads stilted); inside a sentence ('to
    // share what's new') it expands like any other.
    if (/^what['’]s$/iu.test(found) && /^new$/iu.test(next) && !/\p{L}/u.test(draft.text.slice(0, start)))
      continue;
    // "You're Invited: …" is a title in title case: 'You are Invited' would break its capitals. ('I' is always a
    // capital: "I'm Daniel" is a sentence.)
    if (/^\p{Lu}\p{Ll}/u.test(next) && /^\p{Lu}/u.test(found) && !/^I['’]/u.test(found)) continue;
    let full: string;
    if (hit[1] !== undefined) {
      // In a question the negative auxiliary comes before its subject ("Won't they?", ", isn't it?"): the full
      // form must move "not" after the subject, so the contraction is kept rather than made ungrammatical.
      const before = draft.text.slice(0, start);
      if (
        /\?\s*["'”’)]*\s*$/u.test(draft.text) &&
        /(?:^|[,;:]|\b(?:why|how|what|where|when|who))\s*["'“‘(]*$/iu.test(before)
      )
        continue;
      const base = hit[1];
      const lower = base.toLowerCase();
      const special: Record<string, string> = { ca: 'cannot', wo: 'will not', sha: 'shall not' };
      const irregular = special[lower];
      full = irregular ? sameCase(base, irregular) : `${base} not`;
    } else {
      const pronoun = hit[2] as string;
      const tail = (hit[3] as string).toLowerCase();
      if (pronoun.toLowerCase() === 'let') {
        if (tail !== 's' || !LET_US_VERBS.has(next.toLowerCase())) continue;
        full = `${pronoun} us`;
      } else {
        // "it's citizens" is a misspelt possessive, not "it is": leave it rather than make it worse.
        // Opening a clause ('It's not magic — it's math.', "It's time") it is subject and verb, unless a verb
        // follows its noun ("It's value matters").
        if (tail === 's' && pronoun.toLowerCase() === 'it') {
          const tokens = unit.tokens();
          const k = tokens.findIndex((t) => t.start > end && t.pos !== 'SPACE');
          const after = tokens[k];
          const opensClause = /(?:^|[—–,;:.!?(]|\b(?:and|but|so|because|that))\s*$/iu.test(
            draft.text.slice(0, start),
          );
          const verbNext = /^(?:VERB|AUX)$/u.test(tokens[k + 1]?.pos ?? '');
          if (after && (after.pos === 'NOUN' || after.pos === 'PROPN') && (!opensClause || verbNext))
            continue;
        }
        // "it's been", "it's changed the way …" are perfects; "it's complicated." and "it's used by" are not.
        const afterNext = draft.text.slice(end).replace(/^\s+\p{L}+/u, '');
        // "She's recently been", "It's never been easier": an adverb may stand between 's and 'been'.
        const afterAdverb =
          /^\s+(?:\p{L}+ly|never|always|already|just|also|ever|often|long|since|all|still|both)(?:\s+once)?\s+(\p{L}+)/iu.exec(
            draft.text.slice(end),
          )?.[1];
        // 'It's called the Eustachian tube': a naming verb is passive, so 'is', whatever follows it.
        // "He's already paid": a person who has just, already or never done something ('is paid' is a wage).
        // "She's promised to call": a person's participle before 'to' or 'that' is a perfect too.
        const personDone =
          /^(?:he|she|who)$/iu.test(pronoun) &&
          ((/^\s+(?:already|just|recently|ever|never)\s/iu.test(draft.text.slice(end)) &&
            PARTICIPLE.test(afterAdverb ?? '')) ||
            // "someone who's baked for years": a participle before a stretch of time is the perfect too.
            (PARTICIPLE.test(next) && /^\s+(?:to|that|for|since)\b/iu.test(afterNext)));
        // 'everything she's done', 'what it's become': after a thing done or become the clause's object is gone,
        // so a participle at the clause's end makes a perfect.
        const objectGone =
          PARTICIPLE.test(next) &&
          /\b(?:everything|anything|something|all|what|whatever)\s*$/iu.test(draft.text.slice(0, start)) &&
          /^\s*(?:[.,;:!?)]|$)/u.test(afterNext);
        const changedState = CHANGED_STATE.test(next) && !/^\s+by\b/iu.test(afterNext);
        const perfect =
          personDone ||
          objectGone ||
          changedState ||
          (!NAMING.test(next) &&
            (/^(?:been|got|gotten|had)$/iu.test(next) ||
              /^(?:been|got|gotten|had)$/iu.test(afterAdverb ?? '') ||
              (PARTICIPLE.test(next) &&
                next !== 'read' &&
                /^\s+(?:the|a|an|this|that|these|those|my|your|his|her|its|our|their|me|us|him|them|it|up|out)\b/iu.test(
                  afterNext,
                ))));
        // "you've got a lot on your plate" → 'you have a lot …': 'have got' is the spoken form of 'have'.
        const got =
          tail === 've'
            ? /^\s+(?:(also|still|already|just|really)\s+)?got\b/iu.exec(draft.text.slice(end))
            : null;
        // "You've got this." is an idiom of encouragement: 'You have this' says something else; it stays.
        if (got && /^\s+got\s+this\s*[.!]/iu.test(draft.text.slice(end))) continue;
        if (got) {
          // "We've also got" → 'We also have'.
          const gotEnd = end + got[0].length;
          draft.replace(start, gotEnd, got[1] ? `${pronoun} ${got[1]} have` : `${pronoun} have`, {
            transform: CONTRACTIONS_ID,
            rule: 'expand',
            reason: REASONS.expand,
          });
          continue;
        }
        const word: Record<string, string> = {
          m: 'am',
          re: 'are',
          ve: 'have',
          ll: 'will',
          s: perfect ? 'has' : 'is',
          // "I'd only managed": an adverb may stand between "'d" and its participle.
          d: dHad(afterAdverb ?? next, draft.text.slice(0, start)) ? 'had' : 'would',
        };
        full = `${pronoun} ${word[tail]}`;
      }
    }
    // 'FAQ: What's the Difference Between a Deductible and a Copay?' is in title case: 'What Is the Difference'.
    if (titleCase(draft.text)) full = full.replace(/\s(\p{Ll})/gu, (_m, c: string) => ` ${c.toUpperCase()}`);
    draft.replace(start, end, full, { transform: CONTRACTIONS_ID, rule: 'expand', reason: REASONS.expand });
  }
}

/** True when every word of four letters or more after the first is capitalised, and there are at least two. */
function titleCase(text: string): boolean {
  const long = (text.match(/[\p{L}’'-]{4,}/gu) ?? []).slice(1);
  return long.length >= 2 && long.every((w) => /^\p{Lu}/u.test(w));
}

/** Base forms that end in '-ed' ('need', 'feed', 'proceed', 'succeed'). */
const ED_BASE = /^(?:need|feed|seed|heed|bleed|breed|speed|shed|wed|embed|proceed|exceed|succeed)$/iu;

/** Verbs whose base form and participle are one word: after "'d" they may be 'would' or 'had'. */
const BASE_OR_PARTICIPLE =
  /^(?:become|come|run|put|set|cut|let|hit|quit|spread|shut|hurt|cost|bet|overcome)$/iu;

/**
 * Whether "'d" before `next` is 'had' (a participle follows) rather than 'would'. 'I never thought I'd become …'
 * looks ahead from a thought: 'would', as it is after any verb of thinking or saying when the participle could
 * also be a base form.
 */
function dHad(next: string, before: string): boolean {
  if (next === 'better') return true;
  // "what you'd need to do": 'need', 'proceed', 'succeed' end in '-ed' but are base forms.
  if (!PARTICIPLE.test(next) || ED_BASE.test(next)) return false;
  return !(
    BASE_OR_PARTICIPLE.test(next) &&
    /\b(?:thought|think|knew|know|said|say|hoped|hope|wished|wish|guessed|figured|imagined|promised|swore|believed)(?:\s+that)?\s*$/iu.test(
      before,
    )
  );
}

/**
 * Contractions in casual and fluent prose, and the safest ones in standard prose at medium strength and up;
 * full forms in academic prose. Concise mode is left alone.
 */
export function createContractions(options: ContractionsOptions = {}): Transform {
  const settings = { ...DEFAULTS, ...options };
  return Object.freeze({
    id: CONTRACTIONS_ID,
    run(units: readonly UnitContext[], env: TransformEnv) {
      const { mode, strength } = env.options;
      const level: Level | undefined =
        mode === 'casual' || mode === 'fluent'
          ? mode
          : mode === 'standard' && atLeast(strength, 'medium')
            ? 'plain'
            : undefined;
      // Research prose keeps its register in standard mode: 'did not differ between groups' stays. So does any
      // text that does not contract already (an encyclopedia entry, a thesis, a policy, a formal letter): a
      // lone "they're" among its 'cannot's is a slip of register, not plainer English.
      if (level === 'plain' && (isResearchProse(units) || !conversational(units))) return;
      for (const [i, unit] of units.entries()) {
        if (mode === 'academic') expand(unit);
        else if (level)
          contract(
            unit.draft,
            settings.contractions,
            level,
            mirrorsOpening(units[i - 1]?.draft.text ?? '', unit.draft.text),
          );
      }
    },
  });
}
