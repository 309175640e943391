import type { RewriteMode } from '@wordwright/contracts';
import { type IrregularTable, inflectPhrase, plural, type VerbForm, verbForms } from '../../inflect/index.js';
import type { Token } from '../../nlp.js';
import type { Reason } from '../../text/draft.js';
import { AUXILIARY, breaksComparison } from '../shared/matcher.js';
import type { Transform, TransformEnv, UnitContext } from '../types.js';

export const SYNONYMS_ID = 'synonyms';

const REASON: Reason = Object.freeze({
  en: 'A more common word with the same meaning.',
  zh: '换用意思相同、更常用的词。',
});

export interface SynonymEntry {
  word: string;
  /** Universal POS tag the word must carry here (VERB, NOUN, ADJ, ADV). */
  pos: string;
  synonyms: readonly string[];
  /** Words that, right before or after the word, signal another sense. */
  notAfter?: readonly string[];
  notBefore?: readonly string[];
  notLater?: readonly string[];
  notEarlier?: readonly string[];
  modes?: readonly RewriteMode[];
}

export interface SynonymsOptions {
  entries: readonly SynonymEntry[];
  irregular: IrregularTable;
  /** Share of sentences that may get one synonym (0–1); never more than one per sentence. */
  rate?: number;
  /** Words never swapped. */
  ignore?: readonly string[];
}

/** The entry's mode list and its neighbouring-word guards ('inquire into', 'attempted murder') allow the swap. */
function fitsContext(entry: SynonymEntry, tokens: readonly Token[], i: number, mode: RewriteMode): boolean {
  if (entry.modes && !entry.modes.includes(mode)) return false;
  const neighbour = (step: number): string => {
    for (let k = i + step; k >= 0 && k < tokens.length; k += step) {
      const token = tokens[k] as Token;
      if (token.type === 'word' || token.pos === 'NUM') return token.text.toLowerCase();
      // A punctuation mark is a neighbour too: 'streamline permitting, ensuring …' ends the phrase at the comma.
      if (token.pos !== 'SPACE') return token.pos === 'PUNCT' ? token.text : '';
    }
    return '';
  };
  if (entry.notAfter?.includes(neighbour(-1))) return false;
  // 'turning off your monitor': after a determiner the word is a noun, whatever the tagger said; so it is
  // before a finite verb ('a water permit pushed back …', 'the only purchase was …').
  if (entry.pos === 'VERB' && DETERMINERS.has(neighbour(-1))) return false;
  // 'physician William Gorgas' is a title before a name: 'doctor William Gorgas' reads as a garbled 'Dr'.
  if (entry.pos === 'NOUN' && /^\p{Lu}/u.test(tokens.slice(i + 1).find((t) => t.pos !== 'SPACE')?.text ?? ''))
    return false;
  const after = tokens.slice(i + 1).find((t) => t.pos !== 'SPACE');
  if (
    entry.pos === 'VERB' &&
    (after?.pos === 'AUX' || (after?.pos === 'VERB' && /(?:ed|s)$/iu.test(after.text)))
  )
    return false;
  const next = neighbour(1);
  if (entry.notBefore?.includes(next) || (entry.notBefore?.includes('<num>') && /^\p{N}/u.test(next)))
    return false;
  const later = entry.notLater;
  if (later && tokens.slice(i + 1).some((t) => later.includes(t.normal))) return false;
  const earlier = entry.notEarlier;
  if (earlier && tokens.slice(0, i).some((t) => earlier.includes(t.normal))) return false;
  return true;
}

/** Nouns with no plural: 'expenditures' cannot become 'spendings'. */
const UNCOUNTABLE = new Set([
  'spending',
  'information',
  'advice',
  'equipment',
  'research',
  'evidence',
  'knowledge',
  'help',
  'feedback',
]);

/** Words that open a noun phrase ('her' is left out: 'help her monitor the site'). */
const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'this',
  'these',
  'those',
  'my',
  'your',
  'his',
  'its',
  'our',
  'their',
  'every',
  'each',
]);

/** Words before which a verb form is used as an adjective: 'their perceived value', 'the selected option'. */
const ADJECTIVAL_AFTER = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'my',
  'your',
  'his',
  'her',
  'its',
  'our',
  'their',
]);

/**
 * The form the synonym must take, or null when it cannot be told. A regular '-ed' form is past or participle;
 * for a synonym whose two differ ('selected' → 'chose'/'chosen') an auxiliary before it says participle, a
 * pronoun subject right before it says past, and anything else ('players selected in the draft') is left.
 */
function verbFormHere(
  token: Token,
  tokens: readonly Token[],
  at: number,
  choice: string,
  irregular: IrregularTable,
): VerbForm | null {
  const form = verbForms(token.lemma, irregular).get(token.text);
  if (!form) return null;
  const previous = tokens[at - 1];
  if (form === 'past' || form === 'participle') {
    if (ADJECTIVAL_AFTER.has(previous?.normal ?? '')) return null;
    // 'its last verified restore': after an adjective the participle describes the noun (the tagger may read
    // that noun as a verb).
    if (previous?.pos === 'ADJ') return null;
    // 'last verified restore': a bare 'verb' right after the participle is its noun, mis-tagged.
    const following = tokens[at + 1];
    if (following?.pos === 'VERB' && following.text.toLowerCase() === following.lemma.toLowerCase())
      return null;
    // Before a noun and after no subject, the form is an adjective ('the benefit of accumulated wisdom').
    const next = tokens[at + 1]?.pos ?? '';
    if ((next === 'NOUN' || next === 'ADJ') && !/^(?:NOUN|PROPN|PRON|AUX|ADV)$/u.test(previous?.pos ?? ''))
      return null;
  }
  // 'streamline permitting processes': a gerund between a verb or determiner and a noun names a kind of thing.
  if (form === 'gerund' && tokens[at + 1]?.pos === 'NOUN' && /^(?:VERB|DET|ADJ)$/u.test(previous?.pos ?? ''))
    return null;
  if (
    form !== 'past' ||
    inflectPhrase(choice, 'past', irregular) === inflectPhrase(choice, 'participle', irregular)
  )
    return form;
  const before = tokens.slice(Math.max(0, at - 3), at).map((t) => t.normal);
  if (before.some((w) => AUXILIARY.has(w))) return 'participle';
  return previous?.pos === 'PRON' ? 'past' : null;
}

/**
 * Word choice at strong strength only: a listed word, tagged with the listed part of speech, becomes a common
 * synonym of the same sense, inflected like the original. At most one word in about half the sentences: a
 * spinner's swaps read worse.
 */
export function createSynonyms(options: SynonymsOptions): Transform {
  const rate = options.rate ?? 0.5;
  const ignore = new Set(options.ignore ?? []);
  const table = new Map<string, SynonymEntry>();
  for (const entry of options.entries.filter((e) => !ignore.has(e.word)))
    table.set(`${entry.word.toLowerCase()}|${entry.pos}`, entry);
  return Object.freeze({
    id: SYNONYMS_ID,
    run(units: readonly UnitContext[], env: TransformEnv) {
      for (const unit of units) {
        if (env.rng.next() >= rate) continue;
        const draft = unit.draft;
        const tokens = unit.tokens();
        const candidates = tokens.filter((token, i) => {
          if (token.type !== 'word' || i === 0 || !/^\p{Ll}+$/u.test(token.text)) return false;
          if (!draft.isUnchanged(token.start, token.end) || draft.isProtected(token.start, token.end))
            return false;
          const entry = table.get(`${token.lemma}|${token.pos}`);
          return entry !== undefined && fitsContext(entry, tokens, i, env.options.mode);
        });
        if (candidates.length === 0) continue;
        const token = env.rng.pick(candidates);
        const at = tokens.indexOf(token);
        const entry = table.get(`${token.lemma}|${token.pos}`) as SynonymEntry;
        const previous = tokens[at - 1];
        // 'drinking carbonated beverages' → 'drinking carbonated drinks': no choice the sentence already uses.
        const sentence = draft.text.toLowerCase();
        const choices = entry.synonyms.filter(
          (choice) =>
            !new RegExp(`\\b${choice.split(' ')[0]?.slice(0, 5) ?? ''}`, 'u').test(sentence) &&
            !breaksComparison(choice, previous?.normal) &&
            // 'an initially skeptical journalist' cannot take 'at first' inside the noun phrase.
            !(token.pos === 'ADV' && choice.includes(' ') && previous?.pos === 'DET'),
        );
        if (choices.length === 0) continue;
        const choice = env.rng.pick(choices);
        let word = choice;
        if (token.pos === 'VERB') {
          const form = verbFormHere(token, tokens, at, choice, options.irregular);
          if (!form) continue;
          word = inflectPhrase(choice, form, options.irregular);
        } else if (token.pos === 'NOUN' && token.text !== token.lemma) {
          if (token.text !== plural(token.lemma) || choice.includes(' ') || UNCOUNTABLE.has(choice)) continue;
          word = plural(choice);
        }
        draft.replace(token.start, token.end, word, {
          transform: SYNONYMS_ID,
          rule: `synonym-${entry.word}`,
          reason: REASON,
        });
      }
    },
  });
}
