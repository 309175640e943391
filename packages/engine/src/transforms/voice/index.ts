import { CORE_IRREGULAR, type IrregularTable, inflectWord } from '../../inflect/index.js';
import type { Token } from '../../nlp.js';
import type { Reason } from '../../text/draft.js';
import type { Transform, TransformEnv, UnitContext } from '../types.js';
import {
  NON_AGENT_HEADS,
  PASSIVE_AUX,
  PLURAL_DETERMINERS,
  STATIVE_PARTICIPLES,
  TAIL_OPENERS,
} from './data.js';

export const VOICE_ID = 'voice';

const REASON: Reason = Object.freeze({
  en: 'Passive made active: the doer, named in the sentence, now leads it.',
  zh: '被动句改为主动句：句中已点明的施动者放到句首。',
});

export interface VoiceOptions {
  irregular?: IrregularTable;
}

/**
 * A whole sentence '[Opener,] Subject AUX [adverb] participle by …[, and …].': the subject and the by-phrase are
 * the only parts that move. The auxiliary may hold one -ly adverb ('has historically been').
 */
const PASSIVE =
  /^(["“]?)(?:([\p{L}][^,;:!?()[\]"“”—–.]*?),\s+)?([\p{L}][^,;:!?()[\]"“”—–.\d]*?)\s+((?:was|were|is|are)|(?:has|have|had)(?:\s+[\p{L}]+ly)?\s+been|(?:can|could|may|might|must|should|will|would)(?:\s+[\p{L}]+ly)?\s+be)(?:\s+([\p{L}]+ly))?\s+([\p{L}]+)\s+by\s+([^;:!?()[\]"“”—–]+)\.$/du;

const PHRASE_TAGS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM']);
const isNoun = (t: Token | undefined): boolean => t?.pos === 'NOUN' || t?.pos === 'PROPN';

const inSpan = (tokens: readonly Token[], start: number, end: number): Token[] =>
  tokens.filter((t) => t.start >= start && t.end <= end);

/** A plain noun phrase, optionally with 'of' + noun phrase ('the writings of Aristotle'); null otherwise. */
function plainNounPhrase(phrase: readonly Token[], max: number): Token[] | null {
  if (phrase.length === 0 || phrase.length > max) return null;
  let noun = false;
  for (const [k, t] of phrase.entries()) {
    const of = t.normal === 'of' && noun && k < phrase.length - 1;
    if (!PHRASE_TAGS.has(t.pos) && !of) return null;
    if (isNoun(t)) noun = true;
  }
  return isNoun(phrase[phrase.length - 1]) ? [...phrase] : null;
}

/** The doer's head noun: the last noun before any 'of'. */
function headOf(phrase: readonly Token[]): Token | undefined {
  const of = phrase.findIndex((t) => t.normal === 'of');
  return (of === -1 ? phrase : phrase.slice(0, of)).filter(isNoun).pop();
}

/** Plural doer ('the city engineers', 'many people'); null when a name leaves the number unclear. */
function pluralDoer(phrase: readonly Token[], head: Token): boolean | null {
  if (phrase.some((t) => PLURAL_DETERMINERS.has(t.normal))) return true;
  if (head.pos === 'PROPN') return /s$/iu.test(head.text) ? null : false;
  const word = head.text.toLowerCase();
  return word !== head.lemma.toLowerCase() && !/ics$/u.test(word);
}

/**
 * The doer and what follows it. What follows must modify the verb wherever it stands ('until 2001', 'to build
 * a case') or be a second clause after ', and' / ', but'; it may hold no pronoun (the swap would change what
 * it points to) and no relative clause (', who …' would have to move with the doer).
 */
function splitAgent(rest: readonly Token[]): { agent: Token[]; tail: Token[] } | null {
  let end = 0;
  while (end < rest.length) {
    const t = rest[end] as Token;
    const of = t.normal === 'of' && PHRASE_TAGS.has(rest[end + 1]?.pos ?? '');
    if (!PHRASE_TAGS.has(t.pos) && !of) break;
    end++;
  }
  const agent = plainNounPhrase(rest.slice(0, end), 6);
  if (!agent) return null;
  const tail = rest.slice(end);
  if (tail.some((t) => t.pos === 'PRON' || /^(?:which|who|whom|whose|that)$/u.test(t.normal))) return null;
  const comma = tail.findIndex((t) => t.text === ',');
  const phrase = comma === -1 ? tail : tail.slice(0, comma);
  if (comma !== -1) {
    const clause = tail.slice(comma + 1);
    if (!/^(?:and|but)$/u.test(clause[0]?.normal ?? '') || clause.some((t) => t.text === ',')) return null;
  }
  if (phrase.length === 0) return { agent, tail };
  const first = phrase[0] as Token;
  const opener = TAIL_OPENERS.has(first.normal) || (first.pos === 'ADV' && /ly$/u.test(first.normal));
  if (!opener || phrase.length > 10) return null;
  if (first.normal === 'to' && phrase[1]?.pos !== 'VERB') return null;
  return phrase.some((t) => t.pos === 'CCONJ') ? null : { agent, tail };
}

/**
 * 'The bridge was designed by the city engineers.' → 'The city engineers designed the bridge.' Only a whole
 * sentence with plain noun phrases on both sides (a pronoun would need its case changed), a by-phrase that
 * names a doer ('by the council', not 'by hand'), and a verb whose passive is not the idiom ('is known by').
 * In the present and perfect the verb agrees with the new subject.
 */
function passiveToActive(unit: UnitContext, irregular: IrregularTable): void {
  const draft = unit.draft;
  const m = PASSIVE.exec(draft.text);
  const at = m?.indices;
  if (!m || !at) return;
  const tokens = unit.tokens();
  const [subjectStart, subjectEnd] = at[3] as [number, number];
  const subject = plainNounPhrase(inSpan(tokens, subjectStart, subjectEnd), 7);
  // A capitalised first word the tagger calls a name may be a name or just the sentence's capital: its case
  // as an object is unknown.
  if (!subject || subject[0]?.pos === 'PROPN') return;
  const opener = at[2] ? inSpan(tokens, at[2][0], at[2][1]) : [];
  // 'In 1931, …', 'For instance, …': a short phrase, not a clause with its own verb.
  if (opener.length > 5 || opener.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'PRON'))
    return;
  const auxWords = (m[4] as string).split(/\s+/u);
  const adverbs = [...auxWords.filter((w) => /ly$/u.test(w)), ...(m[5] ? [m[5]] : [])];
  if (adverbs.length > 1) return;
  const shape = PASSIVE_AUX.get(auxWords.filter((w) => !/ly$/u.test(w)).join(' '));
  const adverbTokens = inSpan(tokens, (at[4] as [number, number])[0], (at[6] as [number, number])[0]);
  if (!shape || adverbTokens.some((t) => /ly$/u.test(t.text) && t.pos !== 'ADV')) return;

  const participle = tokens.find((t) => t.start === (at[6] as [number, number])[0]);
  if (participle?.pos !== 'VERB') return;
  const word = participle.text.toLowerCase();
  const lemma = participle.lemma.toLowerCase();
  if (STATIVE_PARTICIPLES.has(word) || inflectWord(lemma, 'participle', irregular) !== word) return;

  const [restStart, restEnd] = at[7] as [number, number];
  const split = splitAgent(inSpan(tokens, restStart, restEnd));
  if (!split) return;
  const { agent } = split;
  const first = agent[0] as Token;
  const head = headOf(agent);
  if (!head || NON_AGENT_HEADS.has(head.lemma.toLowerCase())) return;
  // 'by fire', 'by car': a bare singular noun is a means, not a doer.
  if (first.pos === 'NOUN' && !pluralDoer(agent, first) && first === head) return;
  const plural = pluralDoer(agent, head);
  const needsNumber = shape === 'present' || shape === 'perfect';
  if (needsNumber && plural === null) return;

  let verb: string;
  if (shape === 'past') verb = inflectWord(lemma, 'past', irregular);
  else if (shape === 'present') verb = plural ? lemma : inflectWord(lemma, 'third', irregular);
  else if (shape === 'perfect') verb = `${plural ? 'have' : 'has'} ${word}`;
  else if (shape === 'pluperfect') verb = `had ${word}`;
  else verb = `${(auxWords[0] as string).toLowerCase()} ${lemma}`;
  const adverb = adverbs[0];
  if (adverb) verb = verb.includes(' ') ? verb.replace(' ', ` ${adverb} `) : `${adverb} ${verb}`;

  const agentStart = first.start;
  const agentEnd = (agent[agent.length - 1] as Token).end;
  const subjectText = draft.text.slice(subjectStart, subjectEnd);
  const agentText = draft.text.slice(agentStart, agentEnd);
  // An acronym keeps its capitals when it becomes the object.
  const keepCase = /^\p{Lu}{2}/u.test(subjectText);
  const object = keepCase ? subjectText : subjectText.charAt(0).toLowerCase() + subjectText.slice(1);
  // After an opener the doer is mid-sentence and keeps its case, as the object already does.
  const doer = at[2] ? agentText : agentText.charAt(0).toUpperCase() + agentText.slice(1);
  if (at[2] && subjectText !== object) return;
  draft.replace(subjectStart, agentEnd, `${doer} ${verb} ${object}`, {
    transform: VOICE_ID,
    rule: 'passive-to-active',
    reason: REASON,
  });
}

/**
 * Turns a passive round where the sentence names the doer. Kept out of academic prose, where the passive is the
 * register's norm.
 */
export function createVoice(options: VoiceOptions = {}): Transform {
  const irregular = options.irregular ?? CORE_IRREGULAR;
  return Object.freeze({
    id: VOICE_ID,
    run(units: readonly UnitContext[], env: TransformEnv) {
      if (env.options.mode === 'academic') return;
      for (const unit of units) {
        if (unit.kind === 'heading' || unit.kind === 'code') continue;
        passiveToActive(unit, irregular);
      }
    },
  });
}
