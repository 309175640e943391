import { countNegators } from '../../guards/index.js';
import type { Token } from '../../nlp.js';
import type { Reason } from '../../text/draft.js';
import { opensClause } from '../split/index.js';
import type { Transform, TransformEnv, UnitContext } from '../types.js';
import { LINKED_OPENERS, THIS_CLAUSE_VERBS, THIS_IS_BLOCKERS } from './data.js';

export const JOIN_ID = 'join';

const REASONS: Readonly<Record<'which' | 'and' | 'opener', Reason>> = Object.freeze({
  which: {
    en: "Sentence that only comments on the one before joined to it with 'which'.",
    zh: '只评说上一句的句子用 which 并入上一句。',
  },
  and: {
    en: 'Two short sentences of the same shape joined into one.',
    zh: '两个结构相同的短句合为一句。',
  },
  opener: {
    en: 'Third sentence in a row with the same opening word varied.',
    zh: '连续第三句以同一个词开头，换了说法。',
  },
});

export interface JoinOptions {
  /** Sentences up to this many words count as short. */
  shortWords?: number;
  /** A joined sentence may have at most this many words. */
  maxJoined?: number;
  /** A ', which' join may make a sentence of at most this many words. */
  maxWhich?: number;
}

const DEFAULTS: Readonly<Required<JoinOptions>> = Object.freeze({
  shortWords: 12,
  maxJoined: 24,
  maxWhich: 32,
});

const wordCount = (tokens: readonly Token[]): number =>
  tokens.filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SPACE').length;

/** The words before the first verb, lower case: the subject of a plain statement. */
function subject(tokens: readonly Token[]): string {
  const verb = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  return tokens
    .slice(0, Math.max(0, verb))
    .map((t) => t.text.toLowerCase())
    .join(' ');
}

/** Tags of the words before the first verb. */
function subjectTags(tokens: readonly Token[]): string {
  const verb = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  return tokens
    .slice(0, Math.max(0, verb))
    .map((t) => t.pos)
    .join(' ');
}

const firstWord = (text: string): string => (/^[\p{L}]+/u.exec(text)?.[0] ?? '').toLowerCase();

/** A sentence that can take another after it: a plain statement ending in a full stop, not an abbreviation. */
function endsPlainly(text: string): boolean {
  return /[\p{L}\p{N})]\.$/u.test(text) && !/(?:\b(?:etc|al|vs|e\.g|i\.e|approx)|\b\p{L})\.$/iu.test(text);
}

/** 'This' as a pronoun for the whole previous clause: 'This makes …', 'This is important …'. */
function thisClause(tokens: readonly Token[]): boolean {
  const [first, verb, next] = tokens;
  if (!first || !verb || first.text !== 'This') return false;
  const v = verb.text.toLowerCase();
  if (v === 'is' || v === 'was') return next !== undefined && !THIS_IS_BLOCKERS.has(next.text.toLowerCase());
  return THIS_CLAUSE_VERBS.has(v);
}

/**
 * Joins sentences where an editor would: a 'This …' sentence that only comments on the one before becomes a
 * ', which …' clause; two short sentences of the same shape become one with ', and'; and the third sentence
 * in a row opening with the same word is joined to the one before or, for 'This/These + noun', loses the
 * repeated determiner. Only sentences in the same paragraph are joined; the two units are linked so the
 * guards judge (and, if needed, restore) them together.
 */
export function createJoin(options: JoinOptions = {}): Transform {
  const settings = { ...DEFAULTS, ...options };
  return Object.freeze({
    id: JOIN_ID,
    run(units: readonly UnitContext[], env: TransformEnv) {
      const mode = env.options.mode;
      // Casual keeps its short sentences; concise does not join (it cuts instead).
      const joinShort = mode !== 'casual' && mode !== 'concise';
      let joinedInto = -1;
      for (let i = 1; i < units.length; i++) {
        const a = units[i - 1] as UnitContext;
        const b = units[i] as UnitContext;
        if (a.block !== b.block || b.first || a.kind !== 'paragraph' || joinedInto === i - 1) continue;
        const textA = a.draft.text;
        const textB = b.draft.text;
        if (!textA || !textB || !endsPlainly(textA) || !/[.!?]$/u.test(textB)) continue;
        const tokensA = a.tokens();
        const tokensB = b.tokens();
        const wordsA = wordCount(tokensA);
        const wordsB = wordCount(tokensB);
        const stop = textA.length - 1;
        if (a.draft.isProtected(stop, textA.length) || b.draft.isProtected(0, 1)) continue;
        // A sentence that lost its connector ('Overall, …') still opens a new step: it stays on its own.
        if (!b.draft.isUnchanged(0, 1)) continue;
        const opener = firstWord(textB);
        // 'I started reading again. I noticed the birds. I called my sister.': a run of three 'I' sentences is a
        // narrator's rhythm, which a join would break.
        if (
          opener === 'i' &&
          firstWord(textA) === 'i' &&
          [units[i - 2], units[i + 1]].some((u) => u?.block === b.block && firstWord(u.draft.text) === 'i')
        )
          continue;
        const run3 =
          i >= 2 &&
          opener !== '' &&
          firstWord(units[i - 2]?.draft.text ?? '') === opener &&
          firstWord(textA) === opener &&
          units[i - 2]?.block === b.block;

        if (
          thisClause(tokensB) &&
          wordsA >= 6 &&
          wordsA + wordsB <= settings.maxWhich &&
          // ('… under which repair can be trusted, which ensures …' would stack two.)
          !/\bwhich\b/iu.test(textA) &&
          // A first sentence that already holds two clauses ('…; if anyone drops the ball …') would run on.
          !/;/u.test(textA) &&
          // 'You use specific evidence, like the cost of …, to support your argument, which is …': after an aside
          // set off by commas the sentence is long already, and 'which' lands on its last phrase.
          (textA.match(/,/gu)?.length ?? 0) < 2 &&
          // '… the world and how it works, which helps …': after an embedded clause 'which' attaches to it
          // ('… once the new router is installed, which will help us …' would credit the installing).
          !EMBEDDED_CLAUSE.test(textA.slice(textA.lastIndexOf(',') + 1)) &&
          // (', as some residents have found Zoom hard to use. This was agreed.': after a reason clause 'which'
          // would make the reason the thing agreed.)
          !/,\s*as\s/iu.test(textA) &&
          // '… with the machine. This is often cited …': after a closing noun 'which' points at that noun,
          // not at what the whole sentence said.
          !endsOnNoun(tokensA) &&
          // '… expel the algae, turning a ghostly white. This is known as bleaching.': after a participle tail
          // 'which' would name the tail's last words (the white), not the process.
          !/,\s*\p{L}+ing\b/iu.test(textA) &&
          // 'This isn't just helpful; it's a signal …': a second sentence with two clauses of its own would leave
          // its second half after the 'which' clause.
          !/;/u.test(textB) &&
          // 'This isn't just helpful for the interviewer. It's a signal …': a 'not just X … Y' contrast would lose
          // its first half inside the 'which' clause.
          !/(?:n['’]t|\bnot)\s+(?:just|only|merely|simply)\b/iu.test(textB) &&
          // 'You might be tempted to force-push. This is a bad idea': after a modal or a wish 'This' means the
          // action, and 'which' would take the whole clause (being tempted); a 'because' tail would stack up.
          !/\b(?:might|may|could|would|should|tempted|want|wish)\b/iu.test(textA) &&
          // '… audio descriptions. Large-print guides can also be requested. This ensures …': after an 'also' the
          // 'This' sums up the whole run of measures, and 'which' would take only the last.
          !/\balso\b/iu.test(textA) &&
          !/,\s*because\b/iu.test(textB) &&
          // After an imperative ('Choose a topic.') 'which' would seem to point at the object.
          /\b(?:NOUN|PRON|PROPN)\b/u.test(subjectTags(tokensA))
        ) {
          if (joinPair(a, b, stop, 'which', 4, 'which', REASONS.which)) joinedInto = i;
          continue;
        }

        const limit = run3 ? settings.maxJoined + 2 : settings.maxJoined;
        // Two short sentences are joined only when they have the same shape (the same opening word, different
        // subjects): a second sentence that explains or narrows the first loses that sense after ', and'.
        const continues = opener === firstWord(textA);
        const short = (wordsA <= settings.shortWords && wordsB <= settings.shortWords && continues) || run3;
        if (
          (joinShort || run3) &&
          short &&
          wordsA + wordsB <= limit &&
          !LINKED_OPENERS.has(opener) &&
          /^(?:DET|PRON|NOUN|PROPN|ADJ)$/u.test(tokensB[0]?.pos ?? '') &&
          opensClause(tokensB, 0) &&
          // 'The app is fast, and the app is cheap' only repeats the subject.
          subject(tokensA) !== subject(tokensB) &&
          // '… to suggest recipes you might like. We do not sell your personal information.': a denial the writer
          // gives in person after a statement is a promise of its own, which ', and' would tuck behind the first (after
          // another denial too: 'Our services are not directed to children. We do not knowingly collect …').
          !(/^(?:we|i|you|they)\b/iu.test(textB) && countNegators(textB) > 0) &&
          !/[;:]/u.test(textA + textB) &&
          // A first sentence with commas of its own ('…, ensuring consistent results') turns into a run-on.
          !/,/u.test(textA) &&
          // 'I understand that you were charged twice, and we …' reads the second clause as part of the first.
          !EMBEDDED_CLAUSE.test(textA) &&
          // 'You don't need to get this perfect. You just need to keep talking.': 'not X; just Y' is a contrast
          // that ', and' would flatten into two requirements.
          !(countNegators(textA) > 0 && /\b(?:just|only|simply|instead|rather)\b/iu.test(textB)) &&
          // 'My feet hurt. My phone is full of photos. And I wouldn't change a thing.': a run of short sentences
          // building to an 'And …' is the writer's rhythm, and a join would put '…, and … And' side by side.
          !/^(?:and|but|so|or|yet)$/u.test(firstWord(units[i + 1]?.draft.text ?? '')) &&
          // 'It felt silly. It also kept me from getting injured.': the second sentence turns on the first, and
          // ', and … also' would flatten the turn.
          !/\b(?:also|still|though|too|even)\b/iu.test(textB)
        ) {
          const word = /^\S+/u.exec(textB)?.[0] ?? '';
          const keepCase =
            b.draft.isProtected(0, word.length) || /^I(?:\b|['’])/u.test(word) || /^\p{Lu}{2}/u.test(word);
          const lowered = keepCase ? textB.charAt(0) : textB.charAt(0).toLowerCase();
          if (joinPair(a, b, stop, `, and`, 1, lowered, run3 ? REASONS.opener : REASONS.and)) joinedInto = i;
          continue;
        }

        // 'This approach … This approach … This approach …': the third drops the demonstrative.
        if (run3 && /^(?:This|These)$/u.test(/^\S+/u.exec(textB)?.[0] ?? '') && tokensB[1]?.pos === 'NOUN') {
          b.draft.replace(0, 4 + (opener === 'these' ? 1 : 0), 'The', {
            transform: JOIN_ID,
            rule: 'opener-the',
            reason: REASONS.opener,
          });
        }
      }
    },
  });
}

/** A subordinate or wh-clause word: a sentence ending in such a clause gives a joined 'which' the wrong head. */
const EMBEDDED_CLAUSE =
  /\b(?:how|what|why|where|when|whether|who|whom|that|because|if|since|although|though|while|unless|once|until|after|before)\b/iu;

/** True when the last word before the closing stop is a noun, pronoun or number 'which' could take as its head. */
function endsOnNoun(tokens: readonly Token[]): boolean {
  const words = tokens.filter((t) => t.type === 'word');
  const last = words[words.length - 1];
  // '… until they hit five. This keeps the drill competitive' → ', which keeps …' would point at the five.
  if (!last || !/^(?:NOUN|PROPN|PRON|NUM)$/u.test(last.pos)) return false;
  // '… last year. This made rent harder' → ', which made …': a time cannot be the one that acted.
  return !TIME_NOUNS.has(last.text.toLowerCase());
}

const TIME_NOUNS = new Set([
  'year',
  'years',
  'month',
  'months',
  'week',
  'weeks',
  'day',
  'days',
  'decade',
  'decades',
  'century',
  'today',
  'yesterday',
  'tomorrow',
  'ago',
  'time',
]);

/** Replaces a's final stop with `joint` and b's first `cut` characters with `lead`; links the two units. */
function joinPair(
  a: UnitContext,
  b: UnitContext,
  stop: number,
  joint: string,
  cut: number,
  lead: string,
  reason: Reason,
): boolean {
  const rule = joint === 'which' ? 'join-which' : 'join-and';
  const meta = { transform: JOIN_ID, rule, reason };
  const snapshot = a.draft.snapshot();
  if (!a.draft.replace(stop, stop + 1, joint === 'which' ? ',' : joint, meta)) return false;
  if (!b.draft.replace(0, cut, lead, meta)) {
    a.draft.restore(snapshot);
    return false;
  }
  a.link(b);
  return true;
}
