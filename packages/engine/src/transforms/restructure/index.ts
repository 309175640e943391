import { CORE_IRREGULAR, type IrregularTable, inflectWord } from '../../inflect/index.js';
import type { Token } from '../../nlp.js';
import type { Reason } from '../../text/draft.js';
import { firstWord, makesOpenerRun } from '../shared/text.js';
import type { Transform, UnitContext } from '../types.js';
import { ACTION_NOUNS, GERUND_OBJECT_VERBS, ING_NOUNS, QUALITY_ADJECTIVES, RAISE_VERBS } from './data.js';

export const RESTRUCTURE_ID = 'restructure';

const REASON: Reason = Object.freeze({
  en: "'Not only … but also' reduced to a plain 'and'.",
  zh: '把“不仅……而且……”改成简单的并列。',
});

const USE_REASON: Reason = Object.freeze({
  en: "'The use of X' turned into the plainer 'using X' (or 'to use X' after 'the idea is').",
  zh: '把“the use of X”改成更直接的“using X”（在“the idea is”之后改为“to use X”）。',
});

/**
 * 'the use of X' where a gerund reads as a noun phrase would: the subject at the start of the sentence (after
 * at most a short opener), or the object of a verb or preposition that takes an action ('involves', 'about').
 * After other verbs a gerund turns into advice ('suggest using X could …'), and after 'is' into a progressive.
 */
const USE_OF =
  /(?:^(["“]?)(?:[\p{L}][\p{L} ]{0,30},\s+)?|\b(?:involves?|involved|involving|requires?|required|requiring|explores?|explored|exploring|about|avoids?|avoided|avoiding|such as)\s+)(the use of)\s+(?=[\p{L}])/diu;

const ACTION_REASON: Reason = Object.freeze({
  en: "A noun phrase like 'the removal of X' turned back into the verb it hides ('removing X').",
  zh: '把“the removal of X”这类名词化短语还原为动名词（“removing X”）。',
});

const ALLOW_REASON: Reason = Object.freeze({
  en: "'Allows for the creation of X' turned into the plainer 'allows X to be created'.",
  zh: '把“allows for the creation of X”改为更直接的“allows X to be created”。',
});

/** 'the introduction of' / 'the reimplementing of': the article, the noun and 'of', and what follows. */
const THE_NOUN_OF = /\bthe (\p{L}+) of (?=[\p{L}\p{N}])/giu;

/** Prepositions after which 'the Xing of' is a gerund in disguise ('focuses on the reimplementing of X'). */
const ING_CONTEXT = /\b(?:on|about|for|with|in)$/iu;

/** The gerund that 'the <noun> of' hides after `before`, or null when the noun or its place does not fit. */
function gerundFor(noun: string, before: string): string | null {
  const lower = noun.toLowerCase();
  const verb = ACTION_NOUNS.get(lower);
  if (verb) return GERUND_OBJECT_VERBS.test(before) ? inflectWord(verb, 'gerund', CORE_IRREGULAR) : null;
  if (/^\p{Ll}{4,}ing$/u.test(noun) && !ING_NOUNS.has(lower)) {
    return GERUND_OBJECT_VERBS.test(before) || ING_CONTEXT.test(before) ? lower : null;
  }
  return null;
}

/**
 * 'avoids the introduction of artifacts' → 'avoids introducing artifacts', 'focuses on the reimplementing of
 * the reader' → 'focuses on reimplementing the reader'. Only after a verb whose subject does the action, with
 * no doer named ('the removal of X by the council'), and with any coordinated 'and the Y of' turned too, so the
 * list stays parallel.
 */
function actionNouns(unit: UnitContext): void {
  const draft = unit.draft;
  const text = draft.text;
  for (const m of text.matchAll(THE_NOUN_OF)) {
    const before = text.slice(0, m.index).trimEnd();
    const gerund = gerundFor(m[1] as string, before);
    if (!gerund) continue;
    const clauseEnd = /[,;:.!?()]/u.exec(text.slice(m.index + m[0].length));
    const clause = text.slice(
      m.index + m[0].length,
      clauseEnd ? m.index + m[0].length + clauseEnd.index : undefined,
    );
    if (/\bby\b/iu.test(clause)) continue;
    // 'the collection of data and the analysis of results': every coordinated noun must turn, or none.
    const spans: [number, number, string][] = [[m.index, m.index + m[0].length, `${gerund} `]];
    let parallel = true;
    for (const c of clause.matchAll(/\b(?:and|or) the (\p{L}+) of /giu)) {
      const next = gerundFor(c[1] as string, 'avoid');
      if (!next) parallel = false;
      const at = m.index + m[0].length + c.index + c[0].indexOf('the');
      spans.push([at, m.index + m[0].length + c.index + c[0].length, `${next} `]);
    }
    // 'the creation of jobs, the removal of …': a comma list of nominals would need every item changed.
    if (!parallel || /^, the \p{L}+ of /iu.test(text.slice(m.index + m[0].length + clause.length))) continue;
    const snapshot = draft.snapshot();
    const meta = { transform: RESTRUCTURE_ID, rule: 'action-noun-to-gerund', reason: ACTION_REASON };
    // Right to left, so the earlier offsets still hold.
    for (const [start, end, replacement] of spans.reverse()) {
      if (!draft.replace(start, end, replacement, meta)) {
        draft.restore(snapshot);
        break;
      }
    }
    return;
  }
}

const HELP_REASON: Reason = Object.freeze({
  en: "'Helps us to X and to Y' → 'helps us X and Y': the plainer bare infinitive, kept parallel.",
  zh: '“helps us to X and to Y”改为“helps us X and Y”，去掉多余的“to”并保持并列。',
});

/** 'helps us to see … and to learn': the person object and the first infinitive's 'to'. */
const HELP_OBJECT_TO =
  /\b(?:help|helps|helped|helping) (?:us|you|them|him|her|me|people|students|children|users|readers) (to) /diu;

/**
 * 'helps us to see more and to learn' → 'helps us see more and learn'. The phrase table leaves a 'help us
 * to' with a parallel 'and to' alone, since dropping one 'to' would break the pair; this drops both. Only
 * with exactly one later 'and to'/'or to' before the clause ends, and verbs after both.
 */
function helpParallel(unit: UnitContext): void {
  const draft = unit.draft;
  const m = HELP_OBJECT_TO.exec(draft.text);
  const first = m?.indices?.[1];
  if (!m || !first) return;
  const restStart = first[1] + 1;
  const clauseEnd = /[;:.!?]/u.exec(draft.text.slice(restStart));
  const rest = draft.text.slice(restStart, clauseEnd ? restStart + clauseEnd.index : undefined);
  if (/\bbut also\b/iu.test(rest)) return;
  const later = [...rest.matchAll(/\b(?:and|or) (to) /giu)];
  if (later.length !== 1) return;
  const second = restStart + (later[0]?.index ?? 0) + (later[0]?.[0].indexOf('to') ?? 0);
  const tokens = unit.tokens();
  const isVerbAt = (at: number) => {
    const token = tokens.find((t) => t.start === at);
    return token !== undefined && (token.pos === 'VERB' || token.normal === 'be');
  };
  if (!isVerbAt(restStart) || !isVerbAt(second + 3)) return;
  const snapshot = draft.snapshot();
  const meta = { transform: RESTRUCTURE_ID, rule: 'help-to-parallel', reason: HELP_REASON };
  if (!draft.replace(second, second + 3, '', meta) || !draft.replace(first[0] - 1, first[1], '', meta))
    draft.restore(snapshot);
}

const REASON_IS_REASON: Reason = Object.freeze({
  en: "'The reason stems from the fact that' cut to 'the reason is that'.",
  zh: '把“the reason stems from the fact that”简化为“the reason is that”。',
});

const NAME_A_FEW_REASON: Reason = Object.freeze({
  en: "'To name a few' after 'such as' says again that the list is incomplete.",
  zh: '“such as”之后的“to name a few”重复了“列举不全”的意思，删去。',
});

/**
 * 'Our motivation for this work stems from the fact that X' → 'Our motivation for this work is that X': with a
 * singular noun that names a reason as subject, the reason simply is the fact. (Not after 'This': 'This
 * difficulty stems from …' points back at a difficulty already named, and 'This difficulty is that …' reads as
 * defining it.) ('His anger stems from the
 * fact that …' has no such noun and is left to the phrase table.)
 */
const REASON_STEMS =
  /^["“]?(?:the|our|my|their|his|her|its|one) (?:(?:main|primary|key|chief|real|underlying) )?(?:motivation|reason|rationale|problem|difficulty|challenge|appeal|impetus)\b[^,;:.!?]{0,50}? ((stems|stemmed|comes|came) from the fact that)\b/diu;

function reasonIs(unit: UnitContext): void {
  const draft = unit.draft;
  const m = REASON_STEMS.exec(draft.text);
  const at = m?.indices?.[1];
  if (!m || !at) return;
  const past = /^(?:stemmed|came)$/iu.test(m[2] as string);
  draft.replace(at[0], at[1], past ? 'was that' : 'is that', {
    transform: RESTRUCTURE_ID,
    rule: 'reason-stems-from-the-fact-that',
    reason: REASON_IS_REASON,
  });
}

/** '… such as A, B and C, to name a few.': the tail repeats what 'such as'/'including' already says. */
const NAME_A_FEW = /\b(?:such as|including)\b[^.;:!?]*?(,?\s+to name (?:but |just )?a few)(?=[.!?;)])/diu;

function nameAFew(unit: UnitContext): void {
  const draft = unit.draft;
  const at = NAME_A_FEW.exec(draft.text)?.indices?.[1];
  if (!at) return;
  draft.replace(at[0], at[1], '', {
    transform: RESTRUCTURE_ID,
    rule: 'such-as-to-name-a-few',
    reason: NAME_A_FEW_REASON,
  });
}

/** Tags of a plain noun phrase that can move in front of 'to be created'. */
const NOUN_PHRASE_TAGS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'CCONJ']);

/**
 * 'allows for the creation of a smooth gradient.' → 'allows a smooth gradient to be created.' Only when the
 * noun phrase is short, plain (determiners, adjectives, nouns) and runs to a clause boundary, so it can move.
 */
function allowsFor(unit: UnitContext): void {
  const draft = unit.draft;
  const m = /\b(allow|allows|allowed|allowing) for the (\p{L}+) of /iu.exec(draft.text);
  if (!m) return;
  const verb = ACTION_NOUNS.get((m[2] as string).toLowerCase());
  if (!verb) return;
  const from = m.index + m[0].length;
  const tokens = unit.tokens();
  const first = tokens.findIndex((t) => t.start === from);
  if (first === -1) return;
  let last = first;
  while (last < tokens.length && NOUN_PHRASE_TAGS.has((tokens[last] as Token).pos)) last++;
  const end = tokens[last];
  const np = tokens.slice(first, last);
  if (!end || !/^[,;:.!?]$/u.test(end.text) || np.length === 0 || np.length > 8) return;
  const tail = np[np.length - 1];
  if (!tail || !/^(?:NOUN|PROPN)$/u.test(tail.pos)) return;
  const phrase = draft.text.slice(from, tail.end);
  draft.replace(
    m.index,
    tail.end,
    `${m[1]} ${phrase} to be ${inflectWord(verb, 'participle', CORE_IRREGULAR)}`,
    {
      transform: RESTRUCTURE_ID,
      rule: 'allows-for-the-creation-of',
      reason: ALLOW_REASON,
    },
  );
}

const QUALITY_REASON: Reason = Object.freeze({
  en: "'Improve the accuracy of X' said with the adjective: 'make X more accurate'.",
  zh: '把“improve the accuracy of X”改用形容词说法：“make X more accurate”。',
});

/** 'improve the accuracy (and robustness) of ': the verb, one or two quality nouns, and 'of'. */
const RAISE_QUALITY_OF = /\b(\p{L}+) the (\p{L}+)(?:,? and (\p{L}+))? of (?=[\p{L}\p{N}])/giu;

/** Adverbs before the verb that do not measure the change ('also improves' → 'also makes'). */
const LINKING_ADVERBS = new Set(['also', 'often', 'usually', 'thus', 'therefore', 'then', 'still', 'only']);

/** Prepositions that may follow the moved noun phrase: its place or scope ('models on new data'), not a measure. */
const NOUN_PHRASE_AFTER = new Set(['in', 'on', 'for', 'across', 'during', 'within', 'at', 'under', 'over']);

/**
 * 'improves the accuracy and robustness of the model.' → 'makes the model more accurate and robust.' Only with
 * a short plain noun phrase after 'of' that ends the clause, meets a verb, or meets a preposition of place or
 * scope ('by 20%' measures the change and would dangle after the adjective), and with every quality noun in
 * the table.
 */
function raiseQuality(unit: UnitContext): void {
  const draft = unit.draft;
  const text = draft.text;
  for (const m of text.matchAll(RAISE_QUALITY_OF)) {
    const make = RAISE_VERBS.get((m[1] as string).toLowerCase());
    const first = QUALITY_ADJECTIVES.get((m[2] as string).toLowerCase());
    const second = m[3] === undefined ? '' : QUALITY_ADJECTIVES.get(m[3].toLowerCase());
    if (!make || !first || second === undefined) continue;
    const from = m.index + m[0].length;
    const tokens = unit.tokens();
    const start = tokens.findIndex((t) => t.start === from);
    if (start === -1) continue;
    // 'greatly improved the accuracy of X' measures the change, and 'greatly made X more accurate' cannot.
    const before = tokens[tokens.findIndex((t) => t.start === m.index) - 1];
    if (before?.pos === 'ADV' && !LINKING_ADVERBS.has(before.text.toLowerCase())) continue;
    let last = start;
    while (last < tokens.length && NOUN_PHRASE_TAGS.has((tokens[last] as Token).pos)) last++;
    const end = tokens[last];
    const np = tokens.slice(start, last);
    const head = np[np.length - 1];
    if (!end || np.length === 0 || np.length > 6 || !head || !/^(?:NOUN|PROPN)$/u.test(head.pos)) continue;
    // A verb after it ('Improving the reliability of the grid is …') means the phrase ends there too.
    // A bare 'verb' is the rest of a compound the tagger split ('the step counter'): only an inflected one counts.
    const ends =
      /^[,;:.!?]$/u.test(end.text) ||
      end.pos === 'AUX' ||
      (end.pos === 'VERB' && end.text.toLowerCase() !== end.lemma.toLowerCase());
    if (!ends && !NOUN_PHRASE_AFTER.has(end.text.toLowerCase())) continue;
    const adjectives = second ? `${first} and ${second}` : first;
    const verb = /^\p{Lu}/u.test(m[1] as string) ? make.charAt(0).toUpperCase() + make.slice(1) : make;
    const meta = { transform: RESTRUCTURE_ID, rule: 'raise-quality-of', reason: QUALITY_REASON };
    const snapshot = draft.snapshot();
    // Two edits around the noun phrase, which stays where it is: it may hold a protected name ('NLP models').
    if (
      !draft.replace(head.end, head.end, ` more ${adjectives}`, meta) ||
      !draft.replace(m.index, from, `${verb} `, meta)
    )
      draft.restore(snapshot);
    return;
  }
}

/** Up to the next punctuation or verb-like word: the rest of the noun phrase after 'the use of'. */
const USE_OF_BY = /^[^,;:.!?]*?\bby\b/u;

/**
 * 'not only X but also Y' (and 'not just'): the pair must be in one sentence, X must not hold its own 'and'
 * (the result would read 'A and B and C'), and a sentence-initial 'Not only does …' keeps its inversion.
 */
const NOUN_PHRASE_START = /^(?:the|a|an|his|her|its|their|our|my|your|this|that|these|those)\s/iu;
// Not 'not just … but also': 'not just talking about logistics but also sharing …' goes beyond the first; 'talking
// about logistics and sharing' would make it the point.
// 'has not only caught up … but has also discovered': an auxiliary may repeat before 'also'.
const NOT_ONLY =
  /\bnot only ((?:(?!\band\b|\bbut\b)[^;:.!?])+?),? but (?:(has|have|had|is|are|was|were|can|could|will|would) )?also\b/iu;

/**
 * 'The key idea behind X is the use of Y' → 'is to use Y': after a subject that names a purpose or plan, the
 * infinitive says the same thing without the noun ('The aim is to use …'); a plain gerund would read as a
 * progressive ('is using').
 */
const PURPOSE_IS_USE_OF =
  /^["“]?(?:the|our|its|their|this|a|one) (?:(?:key|main|central|basic|core|simple|first|second) )?(?:idea|aim|goal|approach|strategy|plan|solution|purpose|objective|method|trick)\b[^,;:.!?]{0,60}? (?:is|was) (the use of) (?=[\p{L}])/diu;

/** 'The use of solar power is growing.' → 'Using solar power is growing.' */
function useOf(unit: UnitContext): void {
  const draft = unit.draft;
  const purpose = PURPOSE_IS_USE_OF.exec(draft.text)?.indices?.[1];
  if (purpose) {
    draft.replace(purpose[0], purpose[1], 'to use', {
      transform: RESTRUCTURE_ID,
      rule: 'is-the-use-of',
      reason: USE_REASON,
    });
    return;
  }
  const m = USE_OF.exec(draft.text);
  const at = m?.indices?.[2];
  if (!m || !at) return;
  // 'the use of force by the police': the doer has no place after a gerund.
  if (USE_OF_BY.test(draft.text.slice(at[1]))) return;
  // 'I have explored the use of machine learning to …' tried it; 'One chapter explores the use of predictive
  // algorithms in courts' examines how others use them, which 'explores using' would turn into trying it.
  if (/explor/iu.test(m[0]) && !/\b(?:I|we)\b/iu.test(draft.text.slice(0, at[0]))) return;
  const start = at[0];
  const capital = /\p{Lu}/u.test(draft.text.charAt(start));
  draft.replace(start, at[1], capital ? 'Using' : 'using', {
    transform: RESTRUCTURE_ID,
    rule: 'the-use-of',
    reason: USE_REASON,
  });
}

const ABLE_REASON: Reason = Object.freeze({
  en: "'Was able to do' said as the plain past: it reports what happened.",
  zh: '把“was able to do”改为一般过去时，直接陈述发生的事。',
});

/** A negative or scarce subject before 'was able to' ('no one', 'few', 'nothing'). */
const NEGATIVE_SUBJECT =
  /\b(?:no|none|nobody|nothing|neither|nor|few|little|hardly|barely|scarcely|never|not|no one|n['’]t)\b[^,;:.!?]*$/iu;
const WAS_ABLE_TO = /\b(was|were) able to (\p{L}+)\b/u;

const SUBJECT_MARKER = /^(?:many|most|some|several|few|all|both|each|every|my|your|his|her|its|our|their)$/iu;

/**
 * True when the subject before 'were' at token `be` is a plural noun with no determiner ('surviving peasants
 * were able to demand higher wages'): a group in general, whose ability the sentence is about, where 'demanded'
 * would report a deed.
 */
function bareNounSubject(tokens: readonly Token[], be: number): boolean {
  const noun = tokens[be - 1];
  if (tokens[be]?.text.toLowerCase() !== 'were' || !noun || !/s$/u.test(noun.text)) return false;
  if (noun.pos !== 'NOUN' && noun.pos !== 'PROPN') return false;
  for (let k = be - 1; k >= 0; k--) {
    const token = tokens[k] as Token;
    if (token.pos === 'DET' || token.pos === 'NUM' || SUBJECT_MARKER.test(token.text)) return false;
    if (!/^(?:NOUN|PROPN|ADJ|VERB|ADV)$/u.test(token.pos)) return true;
  }
  return true;
}

/** Verbs of access, whose 'was able to' names a capability rather than a deed. */
const ACCESS_VERBS = /^(?:access|view|see|read|obtain|download|retrieve|reach|enter|use|open)$/iu;

/**
 * 'The classifier was able to identify faults' → 'The classifier identified faults'. Only with the verb right
 * after 'to' and no second bare verb in a list after it ('able to find and fix' would need both inflected).
 */
function ableToPast(unit: UnitContext, irregular: IrregularTable): void {
  const draft = unit.draft;
  const m = WAS_ABLE_TO.exec(draft.text);
  if (!m) return;
  const tokens = unit.tokens();
  const verbStart = m.index + m[0].length - (m[2] as string).length;
  const k = tokens.findIndex((t) => t.start === verbStart);
  const verb = tokens[k];
  if (verb?.pos !== 'VERB' || verb.text.toLowerCase() !== verb.lemma.toLowerCase()) return;
  if (/^(?:be|have|do)$/iu.test(verb.lemma)) return;
  // 'the attacker was able to access names and e-mail addresses': access is a capability, and 'accessed' reports
  // the data as looked at, a different claim (in a breach notice, a legal one).
  if (ACCESS_VERBS.test(verb.lemma)) return;
  // 'No one was able to challenge her' says no one could; 'no one challenged her' says no one tried.
  if (NEGATIVE_SUBJECT.test(draft.text.slice(0, m.index))) return;
  if (
    bareNounSubject(
      tokens,
      tokens.findIndex((t) => t.start === m.index),
    )
  )
    return;
  const coordinated = tokens
    .slice(k + 1)
    .some(
      (t, j, rest) =>
        /^(?:and|or)$/iu.test(rest[j - 1]?.text ?? '') &&
        t.pos === 'VERB' &&
        t.text.toLowerCase() === t.lemma.toLowerCase(),
    );
  if (coordinated) return;
  // ('was able to resolve the Cassini Division and spot four moons': a second bare verb the tagger reads as a
  // noun, known by the object after it.)
  if (
    /\band\s+\p{L}+\s+(?:a|an|the|\p{N}+|one|two|three|four|five|six|seven|eight|nine|ten|his|her|their|its|our|my|some|several)\b/iu.test(
      draft.text.slice(verb.end),
    )
  )
    return;
  draft.replace(m.index, verb.end, inflectWord(verb.lemma.toLowerCase(), 'past', irregular), {
    transform: RESTRUCTURE_ID,
    rule: 'was-able-to-past',
    reason: ABLE_REASON,
  });
}

const INVERTED_REASON: Reason = Object.freeze({
  en: "'Not only does it X, but it also Y' said in plain order: 'It Xs, and it also Y'.",
  zh: '把倒装的“Not only does it X, but it also Y”改为正常语序。',
});

/** 'Not only does/do/did' (or a modal) opening a sentence, then the clause up to ', but (pronoun (modal)) also'. */
const NOT_ONLY_INVERTED =
  /^(["“]?)(Not only (does|do|did|can|could|will|would|should|may|might|must) )([^;:.!?]+?)(, but) ((?:it|they|he|she|we|you|this|these) (?:(?:can|could|will|would|should|may|might|must) )?)?also\b/u;

/** Second halves of two-word verbs ('air fry', 'dry clean', 'fast track', 'double check', 'live stream'). */
const COMPOUND_VERB_TAIL = /^(?:fry|clean|wash|track|check|cook|stream|drive|skate|boil|roast|proof)$/iu;

/** Tags a short subject may hold between 'does' and its verb. */
const SUBJECT_TAGS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'NUM']);

/**
 * 'Not only does it give you fresh produce, but it also offers …' → 'It gives you fresh produce, and it also
 * offers …'. The inversion is a rhetorical flourish; the plain order keeps both claims. Only with a short subject
 * (at most five words) followed by the bare verb, which takes the tense of 'does'/'do'/'did'.
 */
function notOnlyInverted(
  unit: UnitContext,
  irregular: IrregularTable,
  makesRun: (word: string) => boolean,
): void {
  const draft = unit.draft;
  const m = NOT_ONLY_INVERTED.exec(draft.text);
  if (!m) return;
  const frameStart = m.index + (m[1] as string).length;
  const subjectStart = frameStart + (m[2] as string).length;
  const tokens = unit.tokens();
  let k = tokens.findIndex((t) => t.start === subjectStart);
  if (k === -1) return;
  const first = k;
  while (k < tokens.length && k - first < 6 && SUBJECT_TAGS.has((tokens[k] as Token).pos)) k++;
  const verb = tokens[k];
  if (k === first || k - first > 5 || !verb || verb.pos !== 'VERB' || verb.text !== verb.lemma) return;
  // 'Not only does it air fry, but …': a verb of two words would take the ending on its first ('airs fry').
  if (COMPOUND_VERB_TAIL.test(tokens[k + 1]?.text ?? '')) return;
  // 'Not only does the spout …' → 'The spout …' must not make a third sentence in a row open with 'The'.
  if (makesRun(firstWord(draft.text.slice(subjectStart)))) return;
  const aux = (m[3] as string).toLowerCase();
  const form = aux === 'does' ? 'third' : aux === 'did' ? 'past' : 'base';
  // 'Not only can you automate …' → 'You can automate …': a modal keeps its place before the verb.
  const verbText = /^do(?:es)?$|^did$/u.test(aux)
    ? inflectWord(verb.lemma.toLowerCase(), form, irregular)
    : `${aux} ${verb.text}`;
  const butAt = subjectStart + (m[4] as string).length;
  // 'but it also offers' keeps its subject after ', and'; 'but also sleep' joins the first clause with 'and'.
  const [butEnd, joint] = m[6] ? [butAt + ', but'.length, ', and'] : [butAt + ', but'.length, ' and'];
  const meta = { transform: RESTRUCTURE_ID, rule: 'not-only-inverted', reason: INVERTED_REASON };
  const snapshot = draft.snapshot();
  const initial = draft.text.charAt(subjectStart);
  // The subject stays where it is (it may be a protected name); only its first letter takes the capital.
  const capital = draft.isProtected(subjectStart, subjectStart + 1) || initial === initial.toUpperCase();
  // Later edits first, so the earlier offsets still hold.
  const ok =
    draft.replace(butAt, butEnd, joint, meta) &&
    draft.replace(verb.start, verb.end, verbText, meta) &&
    (capital
      ? draft.replace(frameStart, subjectStart, '', meta)
      : draft.replace(frameStart, subjectStart + 1, initial.toUpperCase(), meta));
  if (!ok) draft.restore(snapshot);
}

export interface RestructureOptions {
  /** Irregular verbs beyond the core ones, for the plain past ('was able to keep' → 'kept'). */
  irregular?: IrregularTable;
}

/**
 * Rewrites clause patterns LLM prose leans on into their plain form: 'not only X but also Y' → 'X and Y', 'the use
 * of X' → 'using X'.
 */
export function createRestructure(options: RestructureOptions = {}): Transform {
  const irregular = options.irregular ?? CORE_IRREGULAR;
  return Object.freeze({
    id: RESTRUCTURE_ID,
    run(units: readonly UnitContext[]) {
      for (const [index, unit] of units.entries()) {
        useOf(unit);
        actionNouns(unit);
        allowsFor(unit);
        raiseQuality(unit);
        helpParallel(unit);
        reasonIs(unit);
        nameAFew(unit);
        ableToPast(unit, irregular);
        notOnlyInverted(unit, irregular, (word) => makesOpenerRun(units, index, word));
        const draft = unit.draft;
        const match = NOT_ONLY.exec(draft.text);
        if (!match) continue;
        const before = draft.text.slice(0, match.index);
        // 'Not only does it …' (inversion) and 'we do not only …' (emphatic do) need more than a deletion; after a
        // comma ('legendary among locals, not only for X but also for Y') the pair is an afterthought that would
        // be left as ', for X and for Y'.
        // After a dash the pair is the point of the aside ('insights—not only about X, but also about Y'), and
        // a pair of clauses ('not only when food came but also when they heard steps') carries the surprise in
        // its second half: both keep the pairing.
        if (
          /^["“(]*$/u.test(before) ||
          /\b(?:do|does|did)\s+$/iu.test(before) ||
          /[,—–]\s*$/u.test(before) ||
          /^(?:when|if|because|after|before|while|where|whenever|once|as|since|until)\b/iu.test(
            match[1] as string,
          ) ||
          // 'not only permissible but also required' climbs to the second word; 'permissible and required' would
          // flatten the climb.
          /^\s*(?:required|necessary|essential|mandatory|obligatory|expected|vital|crucial|imperative)\b/iu.test(
            draft.text.slice(match.index + match[0].length),
          )
        )
          continue;
        // 'must not only help patients but also help them more than a placebo': with the verb repeated, the pairing
        // is what carries the step up; 'help patients and help them' would read as a stutter.
        const firstWordOf = (text: string) => /^\s*(\p{L}+)/u.exec(text)?.[1]?.toLowerCase();
        const repeated = firstWordOf(match[1] as string);
        if (
          repeated !== undefined &&
          !/^(?:about|for|in|on|to|with|by|at|from|as|of|the|a|an|through|because)$/u.test(repeated) &&
          repeated === firstWordOf(draft.text.slice(match.index + match[0].length))
        )
          continue;
        const meta = { transform: RESTRUCTURE_ID, rule: 'not-only-but-also', reason: REASON };
        const start = match.index;
        const aux = match[2];
        const tail = match[0].search(/,? but /u);
        const snapshot = draft.snapshot();
        // 'not only talented but also kind and collaborative' → 'talented, kind and collaborative': a second
        // part that is itself a pair makes a list, not 'talented and kind and collaborative'.
        const rest = draft.text.slice(start + match[0].length);
        // (Only an 'and' within the next few words: 'modest compared with cities such as Portland and Denver' is no
        // pair.)
        const series = /^\s*(?:[^\s,;:.!?]+\s+){1,3}and\b/iu.test(rest);
        // 'not only silk but also spices, glass, and metals' would come out as 'silk and spices, glass, and
        // metals', a broken list; and 'not only numbers, but also teamwork and talk' sets the halves against each
        // other with its comma, which a flat list of three would lose.
        if (/^[^;:.!?]*,[^;:.!?]*\b(?:and|or)\b/iu.test(rest) || (series && /, but /u.test(match[0])))
          continue;
        // 'not only promotes fat loss but also improves sensitivity and repair': the 'and' may sit inside the
        // second part's object, so a phrase (not a single word) before 'but also' cannot start a list.
        // Nor may a noun phrase take 'both … and' when the second part holds a later 'and' of its own ('not only
        // the affordability of fuel but also the efficiency of housing and the adequacy of heating').
        const laterAnd = /^[^,;:.!?]*\band\b/iu.test(rest);
        if (
          (series || (laterAnd && NOUN_PHRASE_START.test(match[1] as string))) &&
          /\s/u.test((match[1] as string).trim())
        )
          continue;
        // Tail first, so the earlier offsets still hold.
        // '… but has also discovered' → '… and has also discovered': the repeated auxiliary keeps its 'also'.
        const joint = aux ? ` and ${aux} also` : series ? ',' : ' and';
        if (!draft.replace(start + tail, start + match[0].length, joint, meta)) continue;
        const lead = /^not (?:only|just) /iu.exec(match[0])?.[0].length ?? 0;
        // Before a noun phrase 'both' keeps the pairing: 'represents his desire for Daisy and the American Dream'
        // could read as a desire for both.
        const both = !series && NOUN_PHRASE_START.test(match[1] as string) ? 'both ' : '';
        if (!draft.replace(start, start + lead, both, meta)) draft.restore(snapshot);
      }
    },
  });
}
