import type { Token } from '../../nlp.js';
import type { Reason } from '../../text/draft.js';
import { capitalise } from '../shared/text.js';
import type { Transform, TransformEnv, UnitContext } from '../types.js';

export const DASHES_ID = 'dashes';

const REASONS: Readonly<Record<'pair' | 'parentheses' | 'single', Reason>> = Object.freeze({
  pair: { en: 'Dashes around an aside replaced with commas.', zh: '插入语两侧的破折号改为逗号。' },
  parentheses: {
    en: 'Dashes around an aside replaced with parentheses.',
    zh: '插入语两侧的破折号改为括号。',
  },
  single: { en: 'Dash replaced with plainer punctuation.', zh: '破折号改为更常规的标点。' },
});

/** An em dash (or a spaced en dash / double hyphen used as one), with its spaces. */
const DASH = /\s*—\s*|\s+–\s+|\s+--\s+/gu;
/** Words after which a dash reads as a comma: the clause that follows is joined, not announced. */
const COMMA_BEFORE =
  /^(?:and|but|or|yet|so|which|who|whose|where|while|whereas|although|though|whether|unless|(?:simply |just |partly |mainly |largely |only |precisely )?because|including|especially|particularly|from|not|often|sometimes|even (?:when|if|though|as|in|at|on|with|without|after|before|for|during|more|less|so|then|now|today|better|worse)|such as|like)\b/iu;

/** A tail that opens with a participle phrase ('driven by …', 'known as …'): it describes, it does not explain. */
const PARTICIPLE_TAIL =
  /^(?:\p{L}+ed|known|driven|given|taken|seen|shown|born|built|written|held|made|done|led|brought|caught|told)\s+(?:by|as|in|to|from|with|for|at|on)\b/iu;

/**
 * A news dateline before its dash ('BOSTON, January 14, 2025 —', 'San Francisco, CA —'): only capitalised words
 * and figures, in comma-separated parts. The dash belongs to the format.
 */
const DATELINE =
  /^\p{Lu}[\p{L}.'-]*(?: [\p{Lu}\d][\p{L}\d.'-]*)*(?:, [\p{Lu}\d][\p{L}\d.'-]*(?: [\p{Lu}\d][\p{L}\d.'-]*)*)+\s*$/u;

/** Days and months: a dash between two of them is a range ('Monday – Saturday', 'June — August'), no pause. */
const RANGE_WORD =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)$/iu;

/** True when the dash matched at `index` joins two days or months. */
function isRange(text: string, index: number, length: number): boolean {
  const before = /(\p{L}+)\.?$/u.exec(text.slice(0, index))?.[1] ?? '';
  const after = /^(\p{L}+)/u.exec(text.slice(index + length))?.[1] ?? '';
  return RANGE_WORD.test(before) && RANGE_WORD.test(after);
}

const SUBJECT_TAGS = new Set(['PRON', 'NOUN', 'PROPN', 'NUM']);

/** A word that opens a subordinate or relative clause inside a noun phrase ('a rethinking of how it works'). */
// ('— the lowest level since the survey began': a noun before 'since' makes the tail a noun phrase.)
const SUBORDINATE = /^(?:that|which|who|whom|whose|how|what|why|when|where|whether|if|since)$/iu;

/**
 * True when the words from `at` make a clause of their own: a subject, then a finite verb within a few words
 * ('— it always reminds me', '— that's care', '— the slabs alone cost me $840'). Not a participle phrase
 * ('— freeing your agents'), an infinitive's verb ('to focus'), or a verb inside a relative or wh-clause ('— a
 * line that stays with you', '— a rethinking of how automation works'): those leave a noun phrase.
 */
function clauseAt(tokens: readonly Token[], at: number, reach = 7): boolean {
  const first = tokens[at];
  if (!first || (first.pos === 'VERB' && /(?:ing|ed)$/iu.test(first.text))) return false;
  // '— perfect for the chilly nights we've been having': an adjective and its preposition open a verdict, and the
  // verb further on is a relative clause's.
  if (first.pos === 'ADJ' && tokens[at + 1]?.pos === 'ADP') return false;
  let subject = false;
  for (let k = at; k < Math.min(tokens.length, at + reach); k++) {
    const token = tokens[k] as Token;
    // ("— my 'Brandywine' produced only four fruits": quotation marks around a name do not end the clause.)
    if (token.pos === 'PUNCT' && /^["'‘’“”]$/u.test(token.text)) continue;
    if (token.pos === 'PUNCT') return false;
    if (k > at && SUBORDINATE.test(token.text)) return false;
    // '— a question we did not address here': a pronoun right after a noun opens a relative clause on it, and
    // so does a name ('— the year Brian Lara scored 501') or a quantifier ('— a topic many of you asked about').
    if (
      k > at &&
      (token.pos === 'PRON' ||
        token.pos === 'PROPN' ||
        // ('— an order the Australian initially questioned': a determiner too.)
        token.pos === 'DET' ||
        /^(?:many|most|some|few|several)$/iu.test(token.text)) &&
      tokens[k - 1]?.pos === 'NOUN'
    )
      return false;
    // '— about the same speed as fingernails grow': the verb after a comparison's 'as'/'than' is the
    // comparison's own, and the tail a noun phrase.
    if (subject && /^(?:as|than)$/iu.test(token.text)) return false;
    // "the coffee's on me": the tagger may read a contracted 'is' as a possessive.
    // But "in today's fast-paced landscape" is a possessive: after a day word, or before a hyphenated modifier.
    if (
      subject &&
      /^['’]s$/u.test(token.text) &&
      /^(?:ADP|ADV|ADJ|DET)$/u.test(tokens[k + 1]?.pos ?? '') &&
      !/^(?:today|tomorrow|yesterday|tonight|year|week|world)$/iu.test(tokens[k - 1]?.text ?? '') &&
      !(tokens[k + 2]?.text === '-' && tokens[k + 2]?.start === tokens[k + 1]?.end)
    )
      return true;
    // '5 am' is a time, not the verb 'am'.
    if (/^[ap]\.?m\.?$/iu.test(token.text) && tokens[k - 1]?.pos === 'NUM') continue;
    // 'the hardest part isn't …': a word the tagger reads as a verb right after a determiner (or a determiner and
    // an adjective) is the subject's noun.
    if (!subject && token.pos === 'VERB' && determined(tokens, k, at)) {
      subject = true;
      continue;
    }
    // 'the key is to alternate': an adjective right after a determiner and before a verb is the subject's noun.
    if (
      !subject &&
      token.pos === 'ADJ' &&
      determined(tokens, k, at) &&
      /^(?:AUX|VERB)$/u.test(tokens[k + 1]?.pos ?? '')
    ) {
      subject = true;
      continue;
    }
    if ((token.pos === 'AUX' || token.pos === 'VERB') && !/ing$/iu.test(token.text)) {
      // '— one worth getting lost in', '— about 16% fewer compared with placebo': a participle after an '-ing'
      // verb or before its preposition describes; it is no finite verb.
      const participle =
        /(?:ed|en|lost|made|done|seen|known|shown|found)$/iu.test(token.text) &&
        // 'need', 'feed', 'proceed' end in '-ed' but are no participles.
        token.text.toLowerCase() !== token.lemma.toLowerCase() &&
        (/ing$/iu.test(tokens[k - 1]?.text ?? '') ||
          // '— a skill previously documented only in great apes': after a noun and an adverb of when or how widely,
          // it describes the noun.
          (DESCRIBING_ADVERB.test(tokens[k - 1]?.text ?? '') && tokens[k - 2]?.pos === 'NOUN') ||
          /^(?:with|to|by|as|in|for|from|at|on)$/iu.test(tokens[k + 1]?.text ?? '') ||
          // '— about the height of two stacked coins': between a number or determiner and its noun it describes.
          // ('a sign of their shared Greek identity': after a possessive too, before a name or a noun.)
          // ('— the ratio of stored entries to …': after a preposition too.)
          ((/^(?:NUM|DET|ADJ|ADP)$/u.test(tokens[k - 1]?.pos ?? '') ||
            POSSESSIVE.test(tokens[k - 1]?.text ?? '')) &&
            /^(?:NOUN|PROPN|ADJ)$/u.test(tokens[k + 1]?.pos ?? '')));
      if (participle) continue;
      // 'a terrier mix named Biscuit who …': a participle of naming before a name describes; it is no verb.
      // ('other pigments — yellow ones called carotenoids', '— a process called neuroplasticity' too.)
      if (
        /^(?:named|called|dubbed|titled|nicknamed|known)$/iu.test(token.text) &&
        /^(?:PROPN|NOUN|ADJ|ADP)$/u.test(tokens[k + 1]?.pos ?? '')
      )
        continue;
      if (!subject || /^to$/iu.test(tokens[k - 1]?.text ?? '')) return false;
      return true;
    }
    if (SUBJECT_TAGS.has(token.pos)) subject = true;
  }
  return false;
}

const POSSESSIVE = /^(?:my|your|his|her|its|our|their)$/iu;

/** Adverbs that put a participle after a noun ('a skill previously documented', 'a term widely used'). */
const DESCRIBING_ADVERB =
  /^(?:previously|originally|formerly|recently|newly|widely|commonly|traditionally)$/iu;
const determiner = (token: Token | undefined): boolean =>
  token !== undefined && (token.pos === 'DET' || POSSESSIVE.test(token.text));

/** True when the token at `k` follows a determiner, directly or after one adjective or adverb. */
function determined(tokens: readonly Token[], k: number, from: number): boolean {
  const previous = tokens[k - 1];
  if (k - 1 < from || !previous) return false;
  if (determiner(previous)) return true;
  return k - 2 >= from && (previous.pos === 'ADJ' || previous.pos === 'ADV') && determiner(tokens[k - 2]);
}

/** Participles that open a result tail ('…, making it ideal', '…, allowing users to …'). */
const RESULT_PARTICIPLE =
  /^(?:making|allowing|enabling|ensuring|leading|resulting|giving|leaving|helping|creating|causing|bringing)\b/iu;

/** A verb whose object takes a bare verb after it ('helped 60 companies craft', 'let the dough rise'). */
const BARE_VERB_TAKER =
  /\b(?:help|helps|helped|helping|let|lets|letting|make|makes|made|making|watch|watched|see|saw)\b[^,;:.!?]*$/iu;

/** A sentence that opens on a subordinate clause, which a comma must close before the main one. */
/** True when a bare verb opens a command at token `k`, after at most one adverb ('simply fill them'). */
function commandAt(tokens: readonly Token[], k: number): boolean {
  const first = tokens[k]?.pos === 'ADV' ? tokens[k + 1] : tokens[k];
  return first?.pos === 'VERB' && first.text.toLowerCase() === first.lemma.toLowerCase();
}

/** A short prepositional phrase opening the sentence ('For small holes', 'In most cases'). */
const FRONTED_PHRASE =
  /^["“‘(]*(?:for|in|on|at|with|without|after|before|during|by|from|under|over|despite|unlike|like|contrary to|according to|thanks to|due to|because of|instead of|apart from|compared (?:with|to))\b(?:\s+[\p{L}'’-]+){1,5}$/iu;

const SUBORDINATE_OPENING =
  /^["“‘(]*(?:if|when|whenever|while|although|though|because|since|once|unless|until|after|before|as)\b/iu;

/** The last word of a stretch of text, lower-cased ('' when it has none). */
const lastWord = (text: string): string => /(\p{L}+)\P{L}*$/u.exec(text)?.[1]?.toLowerCase() ?? '';

/**
 * Tails that name or compare rather than state ('— more than I've ever spent', '— far more than most expect',
 * '— about the same speed as fingernails grow', '— one I've used with every team', '— just a quieter start'): a
 * verb inside belongs to a relative clause or is a noun the tagger misread, so a full stop would leave a fragment.
 */
const APPOSITIVE =
  /^(?:(?:(?:far|much|even|still|slightly|well|a lot|a little|a bit) )?(?:more|less|fewer|better|worse|rather|other) than|(?:about|roughly|around|nearly|almost|exactly|much|just) the same|one (?:I|we|you|they|he|she|that|which|who)|(?:just|only|simply|merely) (?:a|an|the|some))\b/iu;

/** A comma of the head's own, not one closing a quotation ('… of us,' she writes): a tail after it keeps its dash. */
const OWN_COMMA = /,(?!["'”’])/u;

/** A sentence opened by a word that counts off a point ('Third — and …'), which the tagger may read as a noun. */
const ORDINAL_OPENER = /^(?:first|second|third|fourth|fifth|finally|lastly|next)$/iu;

/** True when no finite verb comes before token `end`: the head is a noun phrase ('The good news —'). */
function verbless(tokens: readonly Token[], end: number): boolean {
  for (let k = 0; k < end; k++) {
    const token = tokens[k] as Token;
    if (token.pos !== 'AUX' && token.pos !== 'VERB') continue;
    if (token.pos === 'VERB' && (/ing$/iu.test(token.text) || determined(tokens, k, 0))) continue;
    return false;
  }
  return true;
}

/**
 * A tail that is only two or three things joined by 'and'/'or' ('— patience and practice', '— the
 * light-dependent reactions and the Calvin cycle'): a colon introduces them.
 */
function thingsAt(tokens: readonly Token[], at: number): boolean {
  let words = 0;
  let joined = false;
  let last: Token | undefined;
  for (let k = at; k < tokens.length; k++) {
    const token = tokens[k] as Token;
    if (token.pos === 'PUNCT') {
      if (k === tokens.length - 1 && /^[.!?]$/u.test(token.text)) break;
      if (token.text === '-') continue;
      return false;
    }
    if (token.pos === 'CCONJ') {
      if (k === at || !/^(?:and|or)$/iu.test(token.text)) return false;
      joined = true;
    } else if (!['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM'].includes(token.pos)) return false;
    words++;
    last = token;
  }
  return joined && words <= 8 && (last?.pos === 'NOUN' || last?.pos === 'PROPN');
}

/** The index of the first token that starts at or after `offset`. */
const tokenFrom = (tokens: readonly Token[], offset: number): number =>
  tokens.findIndex((t) => t.start >= offset);

/** `clauseAt` from a character offset rather than a token index. */
const clauseFrom = (tokens: readonly Token[], offset: number, reach?: number): boolean =>
  clauseAt(tokens, tokenFrom(tokens, offset), reach);

/**
 * A head that announces what follows ('But here's something to understand — almost everyone …'): the dash
 * stands for a colon, and a comma would splice the two clauses.
 */
const ANNOUNCES =
  /(?:\bhere(?:['’]s| is)\b[^,;:.!?]*|\bto (?:understand|know|remember|realize|realise|keep in mind)|(?:^|[,;]\s*)(?:remember|imagine|consider|note))\s*$/iu;

/** Three or more short 'a hand held'-shaped items in a comma series, ending the sentence. */
const PARTICIPLE_SERIES =
  /^(?:(?:an?|the|one|every)\s+[\p{L}'’-]+\s+[\p{L}'’-]+\s*,\s*){2,}(?:and\s+)?(?:an?|the|one|every)\s+[\p{L}'’-]+\s+[\p{L}'’-]+\s*[.!]?$/iu;

/** A quotation closes just before the dash: a colon or a full stop there would cut into the quoted words. */
const QUOTE_BEFORE = /[”"]|[,.!?][’']/u;

/**
 * True when the tail from token `from` is an instruction ('— grab as many as you need', '— simply bring your
 * attention back', '— please just dispose of it', '— do not remove them'): after a statement a comma would
 * splice the two.
 */
function instructionAt(tokens: readonly Token[], from: number, after: string): boolean {
  if (/^(?:(?:just|simply|please|but)\s+)*(?:do not|don['’]t)\s/iu.test(after)) return true;
  // '— please contact Mr. Reyes': a request, whatever the tagger makes of the name after its verb.
  if (/^please\s/iu.test(after)) return true;
  // Up to two adverbs may come first.
  const leading = (k: number) =>
    /^(?:simply|just|then|now|please|always|never|instead)$/iu.test(tokens[k]?.text ?? '');
  const lead = leading(from) ? (leading(from + 1) ? 2 : 1) : 0;
  const opener = tokens[from + lead];
  return (
    opener?.pos === 'VERB' &&
    opener.text.toLowerCase() === opener.lemma.toLowerCase() &&
    // 'remember that …', 'make sure the …': SCONJ after the verb too.
    /^(?:DET|PRON|ADP|ADV|PART|PUNCT|ADJ|SCONJ)$/u.test(tokens[from + lead + 1]?.pos ?? '')
  );
}

/** '-ing' words that take a clause after them ('— meaning the plan could slip'): participles, not subjects. */
const CLAUSE_TAKING =
  /^(?:meaning|suggesting|showing|indicating|proving|signalling|signaling|hinting|revealing|knowing|noting|arguing|claiming|saying|hoping|assuming|given|thinking|believing|feeling|realising|realizing|seeing|finding|insisting|adding|explaining|warning|ensuring|confirming)$/iu;

/** A tail that judges what came before ('— a true testament to quality', '— a sign of how far it has come'). */
const VERDICT_TAIL =
  /^(?:an?|the)\s+(?:[\p{L}-]+\s+){0,2}(?:testament|sign|reminder|example|proof|reflection|hallmark|result|consequence|tribute|nod|signal|symbol)\b/iu;

/**
 * True when a finite verb comes after token `from`, before any clause of its own: an auxiliary ('— a memo can
 * change …') or a verb right after its subject ('— many live to 12 years'); not an infinitive or a participle.
 */
function finiteAfter(tokens: readonly Token[], from: number): boolean {
  for (let k = from; k < tokens.length; k++) {
    const token = tokens[k] as Token;
    if (CLAUSE_OPENER.test(token.text) || token.text === ',') return false;
    if (k === from) continue;
    if (token.pos === 'AUX') return true;
    const subject = tokens[k - 1] as Token;
    if (
      token.pos === 'VERB' &&
      !/ing$/iu.test(token.text) &&
      // 'worth getting lost in': the tagger's noun 'getting' is no subject.
      !/ing$/iu.test(subject.text) &&
      (/^(?:NOUN|PROPN|PRON)$/u.test(subject.pos) || QUANTIFIER.test(subject.text))
    )
      return true;
  }
  return false;
}

/** True when the words up to token `end` close on a phrase after a preposition ('an afterthought in software development'). */
function endsInPhrase(tokens: readonly Token[], end: number): boolean {
  let k = end;
  while (k >= 0 && /^(?:NOUN|PROPN|ADJ|DET|NUM)$/u.test((tokens[k] as Token).pos)) k--;
  return k < end && tokens[k]?.pos === 'ADP' && !/^(?:than|as|like)$/iu.test(tokens[k]?.text ?? '');
}

/** Words that open a phrase of quantity ('— some of them mine', '— all in one app'). */
const QUANTIFIER = /^(?:some|all|each|both|most|many|much|none|one|several|few|half|part)$/iu;

/** Words that open a clause inside the tail, whose verb is that clause's own. */
const CLAUSE_OPENER =
  /^(?:that|which|who|whom|whose|where|when|while|because|as|since|although|though|if|after|before|until|unless|how|what|why|whether)$/iu;

/**
 * True when the tail from token `from` is an '-ing' phrase that is the subject of a verb ('— overwatering is one
 * of the most common mistakes', '— leaving your laptop on a bed while it charges can cause …'): a comma would
 * splice two clauses, and whether a colon or a full stop fits depends on a reading the tagger cannot make.
 */
function gerundSubjectAt(tokens: readonly Token[], from: number): boolean {
  const first = tokens[from];
  if (first?.pos !== 'VERB' || !/ing$/iu.test(first.text) || CLAUSE_TAKING.test(first.text)) return false;
  let inner = false;
  for (let k = from + 1; k < tokens.length; k++) {
    const token = tokens[k] as Token;
    if (token.pos === 'PUNCT') return false;
    if (/^(?:can|could|will|would|may|might|must|should)$/iu.test(token.text)) return true;
    // A clause inside the phrase ('while it charges') has its own verb; a modal after it still counts.
    if (CLAUSE_OPENER.test(token.text)) inner = true;
    if (!inner && token.pos === 'AUX') return true;
    // '— matching eligible patients to trials still relies on …': a present verb in '-s' is the gerund's too.
    if (
      !inner &&
      token.pos === 'VERB' &&
      /[^s]s$/iu.test(token.text) &&
      token.lemma !== token.text.toLowerCase()
    )
      return true;
  }
  return false;
}

/**
 * True when the tail from token `from` takes up what came before with a demonstrative ('A landlord who gets
 * defensive — that's a red flag', 'Speed, cost and trust — these matter'). The tagger reads 'these matter' as
 * two nouns: a word not followed by a verb is the verb itself.
 */
function resumesAt(tokens: readonly Token[], from: number): boolean {
  if (!/^(?:that|this|these|those)$/iu.test(tokens[from]?.text ?? '')) return false;
  const taken = tokens[from + 1];
  return (
    /^(?:AUX|VERB)$/u.test(taken?.pos ?? '') ||
    (taken?.pos === 'NOUN' && !/^(?:AUX|VERB)$/u.test(tokens[from + 2]?.pos ?? ''))
  );
}

/**
 * Machine-written prose leans on em dashes. A pair around a short aside becomes commas, or parentheses when the
 * aside is a clause, a pair or holds commas, or sits at a list's edge; around the sentence's own list it stays.
 * A single dash becomes a full stop between two clauses, a colon before a list of things, a comma before a
 * joining word or a describing phrase, and stays for a short closing beat or a tail a comma would muddle.
 */
export function createDashes(): Transform {
  return Object.freeze({
    id: DASHES_ID,
    run(units: readonly UnitContext[], _env: TransformEnv) {
      for (const [index, unit] of units.entries()) {
        const draft = unit.draft;
        // 'stunning — you know they're my favorite! — and the whole kitchen …': the sentence splitter cut a pair
        // at its '!'; changing one half would strand the other.
        if (/[!?]["”’')]*$/u.test(draft.text) && /^\s*(?:—|–|--)/u.test(units[index + 1]?.draft.text ?? ''))
          continue;
        // A heading or a label ('Terms of Service — Limitation of Liability') ends without a stop: its dash
        // separates two names, which a comma would turn into a list.
        if (!/[.!?…]["”’')\]]*$/u.test(draft.text.trim())) continue;
        const dashes = [...draft.text.matchAll(DASH)].filter(
          (m) =>
            !draft.isProtected(m.index, m.index + m[0].length) && !isRange(draft.text, m.index, m[0].length),
        );
        if (dashes.length === 0 || dashes.length > 2) continue;
        const meta = (rule: string, reason: Reason) => ({ transform: DASHES_ID, rule, reason });
        const [a, b] = dashes;
        if (!a) continue;
        if (b) {
          const inner = draft.text.slice(a.index + a[0].length, b.index);
          const tail = draft.text.slice(b.index + b[0].length);
          if (/[;:]/u.test(inner) || inner.split(/\s+/u).length > 12) continue;
          // '— spoiler —', '— literally —': a one-word interjection reads as a list item between commas.
          if (!/\s/u.test(inner.trim())) continue;
          const head = draft.text.slice(0, a.index);
          // 'SAN FRANCISCO, CA — April 3, 2024 — Novalink today announced …': a press release's dateline, whose
          // dashes are its format, not an aside.
          if (/^[\p{Lu}][\p{Lu}\s.,'’-]*$/u.test(head.trim())) continue;
          // At the end of a list ('… vets, and dealers—people farmers trust—to …') or before its next item
          // ('aquafaba—the liquid from a can—and chocolate'), commas would read the aside as one more item:
          // parentheses keep it apart. An aside that itself adds ('bees—and the ecosystems …—continue') is no item.
          const listEnd = /,\s*(?:and|or)\s+[^,;:]*$/iu.test(head);
          const joining = /^(?:and|or)\b/iu.test(inner);
          // A quoted sentence between dashes ('about Ibsen — "This is the work …" — played') keeps them, and so
          // does the gloss of a quoted term ('an "aura" — visual disturbances such as zigzag lines —'), which
          // between commas would read as a second item.
          if (/^["“‘']/u.test(inner) || /["”’']\s*$/u.test(head)) continue;
          // 'spots — cafés, barbershops — that exist outside the home (the first place) …': brackets of the
          // sentence's own would make brackets on brackets; the dashes keep the aside apart.
          if (/[()]/u.test(draft.text)) continue;
          // 'Our values—integrity, excellence and accessibility—are …': the list is the point of the sentence,
          // and parentheses would make it an aside. The dashes stay.
          if (/,/u.test(inner) && /\b(?:and|or)\b/iu.test(inner)) continue;
          // An aside that is a clause ('— the slabs alone cost me $840 —') would make a comma splice.
          // The closing dash stops the search, so the whole aside is read ('— my first three versions of the app
          // crashed constantly —' has its verb eight words in).
          // ("— I'm not that brave —": the tagger can read a contracted pronoun as a name.)
          const innerClause =
            clauseFrom(unit.tokens(), a.index + a[0].length, 14) ||
            /^(?:i|you|we|they|he|she|it)['’]\p{L}+\s/iu.test(inner.trim());
          // 'It's loud — really loud — and …' repeats for emphasis, and 'interventions — when delivered over
          // eight weeks — can …' states the finding's condition: parentheses would mute both, commas keep them.
          // So is 'again and again', 'more and more'.
          const emphatic =
            /^(\p{L}+) and \1$/iu.test(inner.trim()) ||
            (!/^(?:and|or|but)\b/iu.test(inner) &&
              lastWord(inner) !== '' &&
              lastWord(inner) === lastWord(head));
          const condition =
            /^(?:when|if|unless|once|provided|as long as)\b/iu.test(inner) && !inner.includes(',');
          // 'when it gets hard — because it will — remember why': a short reason between dashes is emphatic, and
          // brackets or commas would mute it.
          if (/^(?:because|since)\b/iu.test(inner.trim()) && inner.trim().split(/\s+/u).length <= 4) continue;
          // 'the approved tools—OneDrive and SharePoint—which …': a pair inside commas reads as more items.
          const pair = !joining && /\b(?:and|or)\b/iu.test(inner);
          // 'a specialist shop — many offer free gait analysis — can …': a quantifier opening the aside may be
          // its subject (the tagger often reads the verb after it as a noun), and commas would splice the clause.
          // ('the Metro — a single ride costs only 5 pesos — to …': so may an aside with a figure.)
          // ('— no idea what his name was —' holds a clause too.)
          const quantified =
            /^(?:many|most|some|several|few|others|both|each|all)\s/iu.test(inner.trim()) ||
            /\p{N}/u.test(inner) ||
            /\b(?:what|who|where|why|how)\s+\p{L}+\s+\p{L}+/iu.test(inner);
          // 'small, incremental changes — improvements of just 1% — compound': after an adjective list close by,
          // two more commas would read the aside as one more item.
          const listClose = /,\s*(?:\S+\s+){0,2}\S+\s*$/u.test(head);
          // 'has helped 60 companies — from startups to big brands — craft identities': the bare verb behind the
          // aside belongs to the object of 'help'/'let'/'make', and a comma before it ('brands, craft') reads as one
          // more item. Brackets keep the aside out of the way. (The tagger often reads that verb as a noun.)
          const tokens = unit.tokens();
          // 'every document — contracts, receipts, photos — one for yourself, one for the judge …': a tail without
          // a verb that lists things is no rest of the sentence; the closing dash introduces it, and stays.
          const tailFrom = tokenFrom(tokens, b.index + b[0].length);
          if (
            tail.includes(',') &&
            !tokens
              .slice(tailFrom)
              .some((t) => (t.pos === 'AUX' || t.pos === 'VERB') && !/ing$/iu.test(t.text))
          )
            continue;
          const next = tokens[tailFrom];
          const objectsVerb =
            !joining &&
            BARE_VERB_TAKER.test(head) &&
            next !== undefined &&
            next.text.toLowerCase() === next.lemma &&
            /^(?:VERB|NOUN)$/u.test(next.pos);
          if (
            !emphatic &&
            !condition &&
            (innerClause ||
              pair ||
              quantified ||
              listClose ||
              inner.includes(',') ||
              // 'tax-loss harvesting — selling losing investments to offset gains — can …': a gerund phrase that
              // glosses the noun would read as one more item between commas.
              /^\p{L}+ing\b/iu.test(inner.trim()) ||
              // 'The long, cold fermentation — ideally 18 hours — develops a complex, tangy flavour': with two
              // commas of the sentence's own, two more would blur which words the aside is.
              (head.match(/,/gu)?.length ?? 0) + (tail.match(/,/gu)?.length ?? 0) >= 2 ||
              // 'a summary — including the 12% overspend — which I have attached': after commas the 'which'
              // would point at the overspend; brackets keep it on the summary. So with 'although': 'low — only six
              // deaths — although historians dispute the figure' disputes the whole claim.
              /^(?:which|who|although|though|whereas)\b/iu.test(tail) ||
              // 'Once it has fused with the bone — a process called osseointegration — a crown is attached': between
              // an opening clause and the main one, commas would blur where each begins; brackets and one comma
              // keep them apart.
              (SUBORDINATE_OPENING.test(head) &&
                !head.includes(',') &&
                clauseFrom(tokens, b.index + b[0].length)) ||
              objectsVerb ||
              (!joining && (listEnd || /^(?:and|or)\b/iu.test(tail))))
          ) {
            const tailStart = b.index + b[0].length;
            // '(mostly contrast) and we'd rather …', '(310 grams) and after two hours, I start …': a new clause
            // after the brackets, or after a short phrase that opens it, needs its comma.
            const clauseAfterOpening = (opening: RegExpExecArray | null) =>
              opening !== null && clauseFrom(tokens, tailStart + opening[0].length);
            const clauseAfter =
              clauseAfterOpening(/^(?:and|or)\s/iu.exec(tail)) ||
              clauseAfterOpening(/^(?:and|or)\s[^,;:.!?]{0,40},\s/iu.exec(tail)) ||
              // 'Third (and I am so excited about this), we are launching …': the head only opened the sentence.
              // ('Browns (cardboard, dry leaves) supply carbon': a head ending on a noun is the subject, and the
              // tail its verb.)
              (verbless(tokens, tokenFrom(tokens, a.index)) &&
                (ORDINAL_OPENER.test(head.trim()) ||
                  !/^(?:NOUN|PROPN|PRON)$/u.test(tokens[tokenFrom(tokens, a.index) - 1]?.pos ?? '')) &&
                clauseFrom(tokens, tailStart));
            draft.replace(
              b.index,
              b.index + b[0].length,
              // '— the slabs cost me $840 — so plan ahead': the closing dash also stood for the comma before 'so'
              // (or a non-restrictive 'which'); after an opening 'If …'/'When …' clause, the comma that closes it.
              /^[.,;:!?]/u.test(tail)
                ? ')'
                : // ('and — most importantly — who's bringing cookies': after a list's 'and' the aside sits inside
                  // the last item, which a comma would cut off.)
                  // ('a perception (not entirely unfounded) that garages feel unsafe': a 'that' clause completes the
                  // noun before the brackets.)
                  !/\b(?:and|or)\s*$/iu.test(head) &&
                    // ('For a busy household like ours (…), that promise was …': 'that' before its noun is no clause.)
                    (!/^that\b/iu.test(tail) || tokens[tokenFrom(tokens, tailStart) + 1]?.pos === 'NOUN') &&
                    // ('what he got wrong (…) and what he would do': a second wh-object takes no comma.)
                    !/^(?:and|or)\s+(?:what|how|why|where|when|who|whether)\b/iu.test(tail) &&
                    (/^(?:so|but|yet|which|who|although|though|while|whereas|because)\b/iu.test(tail) ||
                      // '(casting on and the knit stitch), making it an ideal first project': a result tail.
                      RESULT_PARTICIPLE.test(tail) ||
                      clauseAfter ||
                      // ('As these tiny particles (most no larger than a grain of sand) enter …, they burn up': an
                      // opening clause whose verb comes after the brackets closes at its own later comma.)
                      // ('Once I hung the wrong bag (…) and didn't notice': before 'and' + verb the head was no
                      // opening clause but the first of two verbs with one subject.)
                      (SUBORDINATE_OPENING.test(head) &&
                        !head.includes(',') &&
                        !/^(?:and|or)\s/iu.test(tail) &&
                        !(
                          tail.includes(',') &&
                          !tokens
                            .slice(1, tokenFrom(tokens, a.index))
                            .some((t) => t.pos === 'VERB' || t.pos === 'AUX')
                        )) ||
                      // 'For small holes (like those left by nails), simply fill them': a fronted phrase is closed
                      // by the comma the closing dash stood for; so is an opening participle phrase ('Having spent
                      // six years in kitchens (most recently at The Larder), I believe …').
                      ((FRONTED_PHRASE.test(head.trim()) || /^["“‘(]*\p{L}+ing\b/iu.test(head.trim())) &&
                        !head.includes(',') &&
                        (clauseFrom(tokens, tailStart) || commandAt(tokens, tokenFrom(tokens, tailStart)))))
                  ? '), '
                  : ') ',
              meta('dash-pair-parentheses', REASONS.parentheses),
            );
            draft.replace(
              a.index,
              a.index + a[0].length,
              ' (',
              meta('dash-pair-parentheses', REASONS.parentheses),
            );
          } else {
            draft.replace(
              b.index,
              b.index + b[0].length,
              /^[.,;:!?]/u.test(tail) ? '' : ', ',
              meta('dash-pair-commas', REASONS.pair),
            );
            draft.replace(a.index, a.index + a[0].length, ', ', meta('dash-pair-commas', REASONS.pair));
          }
          continue;
        }
        const before = draft.text.slice(0, a.index);
        const after = draft.text.slice(a.index + a[0].length);
        if (before.split(/\s+/u).length < 3 || !/^\p{L}/u.test(after)) continue;
        // 'and voilà — your oven will look brand new': the dash holds the reveal an interjection sets up.
        if (/\b(?:voilà|voila|presto|boom|bam|ta-da|tada)\s*$/iu.test(before)) continue;
        // '"Haunting and tender" — Kate Mosse': a dash after a quotation attributes it.
        if (/["”’']\s*$/u.test(before)) continue;
        // '1. **Dungeness Crab Custard** — a delicate custard …': a dash after a bold label is the list's own style,
        // which every item shares; changing one would break the pattern.
        if (/^\s*(?:\*\*|__)[^*_]+(?:\*\*|__)\s*$/u.test(before)) continue;
        // 'it is not — not even to a murderer': the repeated word is the emphasis; 'not, not' would stutter.
        if (
          lastWord(before) !== '' &&
          lastWord(before) === /^\P{L}*(\p{L}+)/u.exec(after)?.[1]?.toLowerCase()
        )
          continue;
        const tailWords = after.split(/\s+/u).length;
        const end = a.index + a[0].length;
        // '— right before you're likely to forget it', '— that your own company is worth it' and '— something
        // most adults rarely have' hang on the clause before: as sentences they would be fragments.
        if (
          /^that\s/iu.test(after) ||
          /^(?:(?:right|just|shortly|long|even|only|especially|maybe|perhaps|probably|possibly|partly|mainly|largely)\s+)?(?:before|after|when|while|until|since|because|once|if|unless|whenever|as long as|so long as|provided)\b/iu.test(
            after,
          ) ||
          /^(?:something|anything|everything|nothing|someone|anyone|everyone)\s/iu.test(after)
        )
          continue;
        // '— roughly one in three adults report insomnia': a figure that opens a clause the tagger may not see.
        if (
          /^(?:roughly|about|nearly|almost|around|approximately|over|some|more than|fewer than)\s+(?:\p{N}|one|two|three|four|five|half|a third|a quarter)\b/iu.test(
            after,
          )
        )
          continue;
        // '— never put ice directly on your skin': a warning the dash sets off; after a comma it would splice. And
        // '— easily the best meal of our trip' judges the whole clause, where after a comma it would judge the
        // nearest noun.
        if (
          /^(?:never|always|don['’]t|do not)\s/iu.test(after) ||
          /^(?!(?:especially|particularly|mostly|mainly|usually|typically|generally)\b)\p{L}+ly\s+(?:the|a|an|one)\s/iu.test(
            after,
          )
        )
          continue;
        // '— just be sure to park in designated areas': a caveat the dash adds; a colon would make it an explanation.
        const caveat = /^(?:just|simply)\s/iu.exec(after);
        const lineTokens = unit.tokens();
        const step = caveat ? lineTokens[tokenFrom(lineTokens, end + caveat[0].length)] : undefined;
        if (step && /^(?:VERB|AUX)$/u.test(step.pos) && step.text.toLowerCase() === step.lemma.toLowerCase())
          continue;
        // ('— simply back it off slightly': a verb the tagger misses, known by the object after it.)
        if (caveat && /^\p{L}+\s+(?:it|them|this|that|the|your|a|an)\b/iu.test(after.slice(caveat[0].length)))
          continue;
        // '… a symbol of his longing — not only for Daisy but also for a lost past': after a comma the pair could
        // attach to the verb; the dash keeps it on the longing.
        if (/^not\s+(?:only|just)\b/iu.test(after)) continue;
        // '— not once did I have to send a reminder': a clause with its verb before its subject; a comma would splice.
        if (/^not\s+(?:once|one|a single|even once|for a moment)\b/iu.test(after)) continue;
        // 'my spending had been automatic—tapping my card without thinking': after an adjective the '-ing' phrase
        // says what the adjective meant, and after a comma it would dangle on the subject.
        if (/^\p{L}+ing\b/iu.test(after) && lineTokens[tokenFrom(lineTokens, a.index) - 1]?.pos === 'ADJ')
          continue;
        if (COMMA_BEFORE.test(after)) {
          // A tail with commas of its own ('—not always, I admit, successfully …', '—and with Northstar, it is.')
          // would run its clauses together behind a comma; the dash is what keeps it readable. So does a short
          // closing clause after 'and'/'but' ('— and it isn't clutter.'), the writer's last beat.
          if (after.includes(',')) continue;
          const conjunction = /^(?:and|but|yet|so|or)\s/iu.exec(after);
          const clause = conjunction !== null && clauseFrom(unit.tokens(), end + conjunction[0].length);
          if (conjunction && tailWords <= 8 && clause) continue;
          // '— and dance halls across America', '— and wow.': after a comma, 'and' would promise a clause that
          // never comes; the dash adds the afterthought.
          if (conjunction && /^(?:and|or)\s/iu.test(after) && !clause) continue;
          // '— sometimes a single memo can change …': an adverb that opens a clause of its own; a comma would
          // splice the two.
          const adverb = /^(?:often|sometimes)\s/iu.exec(after);
          if (adverb && clauseFrom(unit.tokens(), end + adverb[0].length)) continue;
          draft.replace(a.index, end, ', ', meta('dash-comma', REASONS.single));
          continue;
        }
        if (
          /[,;:]$/u.test(before) ||
          before.includes(':') ||
          after.includes(':') ||
          DATELINE.test(before) ||
          // '—stay tuned!', '—mostly.', '—terribly.': a short beat at the end keeps its dash; so does the tail
          // after a run of items ('Radios, lawnmowers, my bicycle chain — if it was broken …').
          tailWords <= 2 ||
          (before.match(/,/gu)?.length ?? 0) >= 2
        )
          continue;
        const tokens = unit.tokens();
        const from = tokenFrom(tokens, end);
        // The pronoun that takes up the head, and an instruction, both need the dash that holds them apart.
        if (resumesAt(tokens, from) || instructionAt(tokens, from, after) || gerundSubjectAt(tokens, from))
          continue;
        // '— only the in-office network is affected' and '— no more squinting' are a clause and an exclamation,
        // which a comma would splice.
        if (/^no\b/iu.test(after)) continue;
        // ('from peers, not managers — more than 340 of them': after the head's own comma the phrase would count
        // the nearest noun, so the dash stays.)
        // ('a moneylender named Gaius Ofilius — a debt that had seemed manageable': after a name, a comma would make
        // the phrase describe the person.)
        if (
          APPOSITIVE.test(after) &&
          !OWN_COMMA.test(before) &&
          tokens[tokenFrom(tokens, a.index) - 1]?.pos !== 'PROPN' &&
          !(/^(?:just|only|simply|merely) the\b/iu.test(after) && finiteAfter(tokens, from))
        ) {
          draft.replace(a.index, end, ', ', meta('dash-comma', REASONS.single));
          continue;
        }
        // '— a prayer shared, a hand held, a burden lightened': a series of short noun-and-participle items
        // names what came before; as a sentence it would be a verbless fragment, so a colon introduces it.
        if (
          (thingsAt(tokens, from) || PARTICIPLE_SERIES.test(after) || ANNOUNCES.test(before)) &&
          !QUOTE_BEFORE.test(before)
        ) {
          draft.replace(a.index, end, ': ', meta('dash-colon', REASONS.single));
          continue;
        }
        // '— what you like, how long you pause, who you message': a run of wh-clauses names things; as a sentence
        // it would be a fragment. A colon introduces them; a single one keeps its dash.
        // '— whichever you prefer' is the same: a fragment on its own.
        if (
          /^(?:what|how|who|where|when|why|which|whichever|whatever|whoever|wherever|whenever)\b/iu.test(
            after,
          )
        ) {
          if (after.includes(',') && !QUOTE_BEFORE.test(before))
            draft.replace(a.index, end, ': ', meta('dash-colon', REASONS.single));
          continue;
        }
        if (clauseAt(tokens, from)) {
          // 'The good news — it's back on the move': a noun phrase with no verb of its own would be a fragment
          // on its own; a colon lets the clause say what the news is. ('Thanks so much for … — I owe you' is
          // a sentence of its own.)
          // 'To my team — you've made me laugh' addresses someone: as a sentence 'To my team.' would be a
          // fragment, and a colon reads stiff; the dash stays.
          if (!/^thanks?\b/iu.test(before) && verbless(tokens, tokenFrom(tokens, a.index))) {
            if (determiner(tokens[0])) draft.replace(a.index, end, ': ', meta('dash-colon', REASONS.single));
            continue;
          }
          // 'If I could have your attention for a moment — I promise …': the head is the main clause's opening
          // condition, which a comma closes; a full stop would strand it.
          if (SUBORDINATE_OPENING.test(before) && !before.includes(',')) {
            draft.replace(a.index, end, ', ', meta('dash-comma', REASONS.single));
            continue;
          }
          // Two clauses ('Thanks for covering my shift — I owe you!'): a full stop says what the dash meant
          // without claiming, as a colon would, that the second explains the first.
          if (QUOTE_BEFORE.test(before)) continue;
          // 'I have to say — it's a real upgrade': the head's verb takes the tail as its object, and a full stop
          // would leave it without one.
          // 'but trust me — it's worth it' is the same: 'trust me.' alone would be cut off from what it vouches for.
          if (
            /\b(?:say|admit|confess|mean|know|think|tell you|promise|trust me|believe me)\s*$/iu.test(before)
          )
            continue;
          // '— they remind you …' as a sentence of its own could point 'they' at the wrong people.
          // So could 'it' after a closing phrase ('… without medical advice — it can dilute their sodium' would
          // blame the advice).
          if (/^(?:he|she|they|him|her|them)\b/iu.test(after)) continue;
          // '— some of them cut into pieces, …': a share of the things before may open a participle phrase, whose
          // verb the tagger reads as finite; alone it would be a fragment.
          if (
            /^(?:some|many|most|several|few|all|both|each|one|two|three) of (?:them|these|those)\b/iu.test(
              after,
            )
          )
            continue;
          if (/^it\b/iu.test(after) && endsInPhrase(tokens, tokenFrom(tokens, a.index) - 1)) continue;
          const rest = draft.text.slice(end);
          const keep = /^I\b/u.test(rest) || draft.isProtected(end, end + 1);
          draft.replace(
            a.index,
            end + 1,
            `. ${keep ? rest.charAt(0) : capitalise(rest.charAt(0))}`,
            meta('dash-full-stop', REASONS.single),
          );
          continue;
        }
        // '—driven by wages, energy and rents' describes what came before, whatever its commas.
        if (PARTICIPLE_TAIL.test(after)) {
          draft.replace(a.index, end, ', ', meta('dash-comma', REASONS.single));
          continue;
        }
        if (/,/u.test(after)) {
          // '— flour, eggs and milk': a list announced, which a colon introduces. Any other comma ('— well, maybe
          // one or two') marks an aside the dash already sets apart.
          // Not a run of manners or circumstances ('— slowly, attentively, with the lights off'; '— with patience,
          // respect and time'): those describe how, and a colon would announce them as a list of things.
          const list =
            /,[^,]*\b(?:and|or)\b|,[^,]*,/iu.test(after) &&
            // ('— meaning no blends, trims or …' glosses, and '— smaller, in fact, than …' sharpens: no list.)
            // ('— may your life together be filled with laughter, adventure and love' is a wish, a second act of
            // speech; a colon would make it an explanation.)
            !/^(?:may|let|well|oh|yes|no|okay|ok|maybe|perhaps|so|actually|honestly|sure|with|without|by|in|on|at|for|from|through|under|over|into|meaning|including|such as|like|especially|particularly|namely|more|less|better|worse|\p{L}+er|\p{L}+ly)\b/iu.test(
              after,
            );
          // ('— offering fewer crowds, discounted lodging, and …': one participle phrase, whose list is its object;
          // a colon cannot introduce it. A run of '-ing' items, '— swapping the zest, adding cardamom, …', is a list.)
          const participlePhrase =
            /^\p{L}+ing\b/iu.test(after) && !/,\s*(?:(?:and|or)\s+)?\p{L}+ing\b/iu.test(after);
          if (list && !participlePhrase && !QUOTE_BEFORE.test(before))
            draft.replace(a.index, end, ': ', meta('dash-colon', REASONS.single));
          continue;
        }
        // '… will last for generations — a true testament to quality' judges the whole clause: after a comma it
        // would judge the nearest noun.
        if (VERDICT_TAIL.test(after)) continue;
        // A tail that opens on a noun, a pronoun or a bare verb is most likely a clause the tagger misread ('— kids
        // notice when …', '— book your viewing today!'): a comma would splice it, so the dash stays.
        const opener = tokens[from];
        if (
          opener &&
          !QUANTIFIER.test(opener.text) &&
          (/^(?:NOUN|PROPN|PRON|AUX|ADJ)$/u.test(opener.pos) ||
            (opener.pos === 'VERB' && opener.text.toLowerCase() === opener.lemma.toLowerCase()))
        )
          continue;
        // So is a tail with a verb of its own ('— many live to 12 years', '— sometimes a single memo can change
        // …'), and a noun phrase that renames what came before ('an afterthought in software development — a box
        // to tick'), which after a comma would rename the nearest noun.
        if (
          finiteAfter(tokens, from) ||
          (/^an?$/iu.test(opener?.text ?? '') &&
            // 'burying bulbs 8 inches deep, pointy end up — a simple step that …': after a comma of the head's own,
            // one more would make the summing-up phrase describe the last item.
            (OWN_COMMA.test(before) ||
              // '… right, and I was wrong — a rare occurrence': after clauses joined with ', and' a third comma would
              // run the summing-up phrase on as one more item. 'The packaging is sleek and minimalist — a matte black
              // box': after an adjective a comma would make the noun phrase rename the adjective.
              endsInPhrase(tokens, tokenFrom(tokens, a.index) - 1) ||
              tokens[tokenFrom(tokens, a.index) - 1]?.pos === 'ADJ' ||
              /,\s+(?:and|but|or|so|yet)\s/u.test(draft.text.slice(0, a.index))))
        )
          continue;
        // A phrase that adds ('—some of them mine', '—all in one app', '—ever.') hangs off the clause with a comma.
        draft.replace(a.index, end, ', ', meta('dash-comma', REASONS.single));
      }
    },
  });
}
