import type { Token } from '../../nlp.js';
import { atLeast } from '../../options.js';
import type { Reason } from '../../text/draft.js';
import { contracts } from '../shared/register.js';
import { decapitalise, escapeRegExp, firstWord, makesOpenerRun, removeWords } from '../shared/text.js';
import type { Transform, TransformEnv, UnitContext } from '../types.js';
import { CONNECTORS, type Connector, type ConnectorFunction } from './data.js';

export const CONNECTORS_ID = 'connectors';

const REASONS: Readonly<Record<'drop' | 'vary' | 'plain', Reason>> = Object.freeze({
  drop: {
    en: 'Connector that adds nothing; the sentences already follow on.',
    zh: '删去多余的连接词，上下文本已连贯。',
  },
  vary: { en: 'Repeated connector varied.', zh: '重复的连接词换了说法。' },
  plain: { en: 'Plainer connector.', zh: '换成更平实的连接词。' },
});

export interface ConnectorsOptions {
  connectors?: readonly Connector[];
  ignore?: readonly string[];
}

const DEFAULTS: Readonly<Required<ConnectorsOptions>> = Object.freeze({ connectors: CONNECTORS, ignore: [] });

/**
 * Thins and varies sentence-opening connectors: additive and emphatic ones are mostly dropped, logical ones
 * (contrast, result) are kept the first time and varied when they repeat.
 */
/** A sentence with a reservation in it ('but', 'however', a negation). */
const WEIGHED =
  /\b(?:but|however|although|though|while|yet|not|never|no|n['’]t|despite|downside|drawbacks?)\b/iu;

/** A sentence stating an aim ('I hope to …', 'we plan to …', 'she wants to …'). */
const ASPIRATION =
  /^(?:I|we|they|he|she|you|my|our)\b[^.!?]{0,30}?\b(?:hope|hopes|plan|plans|aim|aims|want|wants|intend|intends|aspire|aspires|wish|wishes|would like|goal|dream)\b/iu;

/**
 * 'The solution might lie …': a short subject with its head noun (group 1), then an auxiliary that 'also' can
 * follow ('might also lie', 'is also fast').
 */
const ALSO_SLOT =
  /^["“‘(]*(?:the|this|these|its|their|our|such)\s+(?:[\p{L}-]+\s+){0,2}?(\p{L}+)\s+(?:might|may|could|can|will|would|should|must|is|are|was|were|has|have|had)\s+(?!also\b|not\b|never\b|n['’]t\b)/iu;

/** A closing thank-you ('we are deeply grateful', 'thank you for …'). */
const GRATITUDE =
  /^(?:(?:we|i)(?:['’]re|['’]m|\s+are|\s+am)?\s+(?:(?:so|truly|deeply|very|sincerely|incredibly)\s+)?(?:grateful|thankful)|thank\s+you|thanks)\b/iu;

/** True when the first verb after `from` is a past form ('freed', 'was'): the sentence tells a story. */
function pastNarrative(tokens: readonly Token[], from: number): boolean {
  const verb = tokens.find((t) => t.start >= from && (t.pos === 'VERB' || t.pos === 'AUX'));
  if (!verb) return false;
  const word = verb.text.toLowerCase();
  return (
    /^(?:was|were|had|did)$/u.test(word) || (word !== verb.lemma.toLowerCase() && !/(?:s|ing)$/u.test(word))
  );
}

/** A sentence about a study's results as a whole ('the findings indicate', 'our results suggest'). */
const FINDINGS =
  /^(?:the|these|our|its|their|this)\s+(?:\p{L}+\s+)?(?:findings|results|data|evidence|effects?|picture|trends?|outcomes?)\b/iu;

/** A first-person verdict ('I consider …', 'we recommend …'). */
const VERDICT =
  /^(?:I|we)\s+(?:would\s+)?(?:consider|think|believe|find|found|recommend|feel|judge|rate|regard|see)\b/iu;

/**
 * A sentence that carries a count on from 'First' ('Second, …', 'Secondly, …'), also inside a unit the sentence
 * splitter left whole ('… by ±2°C. Second, the extract …').
 */
const SEQUENCE_OPENER = /(?:^|[.!?]\s+)["“‘(]*(?:second|secondly)\b/iu;

/** A sentence's opening word, or its first two when the first is an article ('the method', 'the classifier'). */
function leadWord(text: string): string {
  const m = /^[^\p{L}]*(\p{L}+)(?:\s+(\p{L}+))?/u.exec(text);
  const first = (m?.[1] ?? '').toLowerCase();
  return /^(?:the|a|an)$/u.test(first) ? `${first} ${(m?.[2] ?? '').toLowerCase()}` : first;
}

/** True when a content word of a connector ('result' in 'As a result,') recurs in the sentence it would open. */
function echoesBody(connector: string, body: string): boolean {
  return (
    connector
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      // ('After that,' before '… claim that …' is no echo: function words are short.)
      .filter((word) => word.length >= 5)
      .some((word) => new RegExp(`\\b${escapeRegExp(word)}(?:s|es|ed|ing)?\\b`, 'iu').test(body))
  );
}

export function createConnectors(options: ConnectorsOptions = {}): Transform {
  const settings = { ...DEFAULTS, ...options };
  const table = settings.connectors.filter((c) => !settings.ignore.includes(c.id));
  const sorted = [...table].sort((a, b) => b.phrase.length - a.phrase.length);
  const opener = new RegExp(
    `^(["“‘(]*)(${sorted.map((c) => escapeRegExp(c.phrase).replace(/'/gu, "['’]")).join('|')}),\\s+`,
    'iu',
  );
  const byPhrase = new Map(table.map((c) => [c.phrase, c]));
  return Object.freeze({
    id: CONNECTORS_ID,
    run(units: readonly UnitContext[], env: TransformEnv) {
      // Casual and fluent prose takes the plain connector ('But', 'So') already at medium.
      const { mode } = env.options;
      const strength =
        (mode === 'casual' || mode === 'fluent') && env.options.strength === 'medium'
          ? 'strong'
          : env.options.strength;
      // Standard mode keeps a formal text formal: an abstract, a policy brief or an editor's letter takes the academic
      // choices ('Even so,' for 'Nevertheless,', 'As a result,' for 'As such,', a dropped 'Moreover,'), not the
      // 'Still,', 'So' and 'Also,' of a text that talks.
      const formal = mode === 'standard' && !contracts(units);
      const seen = new Set<string>();
      const lastChoice = new Map<ConnectorFunction, string>();
      for (const [index, unit] of units.entries()) {
        const draft = unit.draft;
        const match = opener.exec(draft.text);
        if (!match) continue;
        const connector = byPhrase.get((match[2] as string).toLowerCase().replace(/’/gu, "'"));
        if (!connector || !atLeast(strength, connector.minStrength)) continue;
        // 'The kebab was dry and service slow. Overall, it is a delightful place.': after a complaint the
        // summary weighs it, and 'Overall' says so.
        if (connector.id === 'connector-overall' && WEIGHED.test(units[index - 1]?.draft.text ?? ''))
          continue;
        // 'Ultimately, I hope to work in publishing' means 'in the long run', not 'in the end' of an argument.
        if (connector.id === 'connector-ultimately' && ASPIRATION.test(draft.text.slice(match[0].length)))
          continue;
        // 'Overall, I consider this a solid study' gives the writer's verdict on the whole, not a summary.
        if (connector.id === 'connector-overall' && VERDICT.test(draft.text.slice(match[0].length))) continue;
        // 'Overall, the findings indicate a modest improvement' after mixed results: 'Overall' is the hedge that
        // weighs them, and without it the claim reads stronger than the data.
        if (connector.id === 'connector-overall' && FINDINGS.test(draft.text.slice(match[0].length)))
          continue;
        // 'Ultimately, though, every hurdle …': dropping or swapping the first would open on 'Though,'.
        if (/^\s*(?:though|however|still|then|too|also)\b/iu.test(draft.text.slice(match[0].length)))
          continue;
        const first = !seen.has(connector.id);
        seen.add(connector.id);
        if (connector.keepSingle && first) continue;
        const offered =
          (formal ? connector.alternatives.academic : undefined) ??
          connector.alternatives[env.options.mode] ??
          connector.alternatives.default;
        // 'Ultimately, the hero Heracles freed him' tells what happened at last: in a past narrative the word
        // carries time ('In the end'), and without it the sentence would contradict a torment 'that never ends'.
        // 'In conclusion, we are deeply grateful for your support': a closing thank-you sums nothing up, so a
        // summary connector goes rather than turning into 'In short,'.
        const thanks = connector.function === 'summary' && GRATITUDE.test(draft.text.slice(match[0].length));
        const list = thanks
          ? ['']
          : connector.id === 'connector-ultimately' && pastNarrative(unit.tokens(), match[0].length)
            ? offered.filter((alt) => alt !== '')
            : offered;
        // 'Additionally, urine also contains' must not become 'Also, urine also contains', nor 'Also, …' follow
        // a sentence that already says 'also'.
        const rest = [
          units[index - 1]?.draft.text,
          draft.text.slice(match[0].length),
          units[index + 1]?.draft.text,
        ]
          .join(' ')
          .toLowerCase();
        // Dropping 'Additionally,' before 'Their paws …' right after 'Their tail …' would open two sentences
        // alike; a replacement must not copy an opener the text already uses ('On the other hand, …').
        const body = draft.text.slice(match[0].length);
        const nextWord = leadWord(body);
        const previousLead = leadWord(units[index - 1]?.draft.text ?? '');
        // 'First, … Second, … Additionally, the laws …': after a count the connector marks the next item, so it
        // may change but not go.
        const counted =
          connector.function === 'addition' &&
          units.slice(0, index).some((other) => SEQUENCE_OPENER.test(other.draft.text));
        // A paragraph never opens on 'And'.
        const unused = list.filter((alt) =>
          alt === ''
            ? !counted &&
              nextWord !== previousLead &&
              // 'In conclusion, education is … Education helps us …': nor may the next sentence open alike.
              nextWord !== leadWord(units[index + 1]?.draft.text ?? '') &&
              !makesOpenerRun(units, index, firstWord(body))
            : !(alt.toLowerCase() === 'and' && unit.first) &&
              // 'So many travelers buy groceries' reads as 'such a lot of': a plain 'So' before a quantity word.
              !(alt.toLowerCase() === 'so' && /^\s*(?:many|much|few|far|long|little|often)\b/iu.test(body)) &&
              !makesOpenerRun(units, index, firstWord(alt)) &&
              // 'Even so, … Even under …': not the next sentence's opening word either.
              leadWord(alt) !== leadWord(units[index + 1]?.draft.text ?? '') &&
              !new RegExp(`\\b${escapeRegExp(alt.replace(/,$/u, '').toLowerCase())}\\b`, 'u').test(rest) &&
              // 'As a result, the results may vary': nor may its own content word echo the sentence it opens.
              !echoesBody(alt, body) &&
              !units.some(
                (other) => other !== unit && other.draft.text.toLowerCase().startsWith(alt.toLowerCase()),
              ),
        );
        // 'Moreover, 81% of participants …' must not lose its connector and open on a figure.
        // ('Ultimately, #7 is a reminder …': an issue number may not open the sentence either.)
        const figureNext = /^\s*[\p{N}$€£¥#]/u.test(draft.text.slice(match[0].length));
        if (figureNext && !unused.some((alt) => alt !== '')) continue;
        const fresh = unused.filter(
          (alt) => alt !== lastChoice.get(connector.function) && !(figureNext && alt === ''),
        );
        // The text's opening sentence follows nothing: a droppable connector there simply goes.
        const opening = unit === units[0] && list.includes('') && !figureNext;
        if (unused.length === 0) continue;
        // 'That being said, … Nevertheless, …' in concise prose (one choice, 'Still,') must not open two nearby
        // sentences with the same word: when every choice repeats the last one, the writer's connector stays.
        const last = lastChoice.get(connector.function);
        if (!opening && fresh.length === 0 && last !== undefined && last !== '') continue;
        const usable = figureNext ? unused.filter((alt) => alt !== '') : unused;
        const choice = opening ? '' : env.rng.pick(fresh.length ? fresh : usable);
        lastChoice.set(connector.function, choice);
        const start = (match[1] as string).length;
        const end = start + (match[2] as string).length;
        const rule = connector.id;
        if (choice === '') {
          const meta = { transform: CONNECTORS_ID, rule, reason: REASONS.drop };
          removeWords(draft, start, end, meta);
          // 'Moreover, the solution might lie in …' four sentences after 'a potential solution': without the
          // connector it would read as the same solution. 'also' after the auxiliary keeps the addition.
          if (connector.function === 'addition') {
            const also = ALSO_SLOT.exec(draft.text);
            const noun = also?.[1]?.toLowerCase() ?? '';
            const named = units
              .slice(Math.max(0, index - 4), index)
              .some((other) => new RegExp(`\\b${escapeRegExp(noun)}\\b`, 'iu').test(other.draft.text));
            // ('the thermometer may not have been …': inside a negated verb group 'also' would fall under the 'not'.)
            // ('the meal voucher we were eventually offered was …': a pronoun there opens a relative clause, and
            // 'also' would land inside it.)
            if (
              also &&
              noun &&
              !/^(?:i|we|you|they|he|she|it)$/u.test(noun) &&
              named &&
              !/\balso\b/iu.test(draft.text) &&
              !/\b(?:not|never)\b|n['’]t\b/iu.test(also[0])
            ) {
              const at = also.index + also[0].length;
              draft.replace(at, at, 'also ', meta);
            }
          }
          continue;
        }
        const reason = first ? REASONS.plain : REASONS.vary;
        if (choice.endsWith(',')) {
          draft.replace(start, end + 1, choice, { transform: CONNECTORS_ID, rule, reason });
          continue;
        }
        // 'However, the plan failed' → 'But the plan failed': the next word loses its capital unless a name.
        const next = match[0].length;
        const word = /^\S+/u.exec(draft.text.slice(next))?.[0] ?? '';
        const keepCapital = draft.isProtected(next, next + 1) || /^I(?:\b|['’])/u.test(word);
        const lowered = keepCapital ? draft.text.charAt(next) : decapitalise(draft.text.charAt(next));
        draft.replace(start, next + 1, `${choice} ${lowered}`, { transform: CONNECTORS_ID, rule, reason });
      }
    },
  });
}
