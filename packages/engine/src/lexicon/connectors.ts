/**
 * The connector chain LLM prose leans on ('Furthermore, … Moreover, … Additionally, … In conclusion, …'):
 * what each connector does, plainer alternatives per mode, and whether it can simply go.
 *
 * Sources (facts learned; the table and alternatives are our own):
 * - Wikipedia:Signs of AI writing (CC BY-SA 4.0): formal conjunctive adverbs ('moreover', 'furthermore',
 *   'additionally') and summary openers ('In summary', 'Overall', 'In conclusion') as signs of AI text.
 * - adenaufal/anti-slop-writing vocabulary-banlist.md (MIT): 'formal connectives' and their plain swaps
 *   (furthermore → also/and, consequently → so, nonetheless → still/but, thus/hence → so).
 * - blader/humanizer SKILL.md (MIT): 'Additionally' in the AI-vocabulary list; signposting.
 * - US federal Plain Language Guidelines (public domain): 'consequently', 'accordingly' → 'so';
 *   'in addition' → 'also'; 'however' → 'but'.
 *
 * How the engine uses an entry: when `connector` opens a sentence (optionally followed by a comma), the
 * connector and its comma are replaced by one of `alternatives` (each already carries the comma it needs:
 * 'also,' vs 'so'), or removed when `droppable` and the engine decides the link is clear without it; then the
 * sentence is re-capitalised. Strings are lower-case. The engine should thin a chain (not every connector in a
 * paragraph) and vary the choices with its seeded generator.
 */
import type { RewriteMode, RewriteStrength } from '@wordwright/contracts';
import type { LexiconSource } from './types.js';

export type ConnectorFunction =
  | 'addition'
  | 'contrast'
  | 'concession'
  | 'cause'
  | 'result'
  | 'summary'
  | 'example'
  | 'sequence'
  | 'emphasis'
  | 'comparison'
  | 'restatement'
  | 'time';

export interface ConnectorEntry {
  /** Stable rule id, kebab-case, unique across all tables. */
  id: string;
  /** The connector as it opens a sentence, lower-case, without its comma. */
  connector: string;
  function: ConnectorFunction;
  /** Plainer replacements (connector + comma included), by mode; `default` for modes without their own list. */
  alternatives: { default: string[] } & Partial<Record<RewriteMode, string[]>>;
  /** True when the sentence usually reads as well without it (the link to the previous sentence is implied). */
  droppable: boolean;
  /** True for connectors flagged as overused in machine-written prose (they count toward formulaic density). */
  formulaic: boolean;
  minStrength: RewriteStrength;
  sources: LexiconSource[];
}

const WIKI_SLOP: LexiconSource[] = ['wikipedia-signs-of-ai-writing', 'anti-slop-banlist'];
const AI_ALL: LexiconSource[] = ['wikipedia-signs-of-ai-writing', 'blader-humanizer', 'anti-slop-banlist'];
const SLOP: LexiconSource[] = ['anti-slop-banlist'];
const PLAIN_SLOP: LexiconSource[] = ['plain-language-guidelines', 'anti-slop-banlist'];
const PLAIN: LexiconSource[] = ['plain-language-guidelines'];
const WIKI: LexiconSource[] = ['wikipedia-signs-of-ai-writing'];
const EDITORIAL: LexiconSource[] = ['editorial'];

export const CONNECTORS: readonly ConnectorEntry[] = [
  // addition
  {
    id: 'connector-furthermore',
    connector: 'furthermore',
    function: 'addition',
    alternatives: {
      default: ['also,', 'and'],
      // Sentence-initial 'Also,' reads informal in academic prose: the connector goes.
      academic: [''],
      casual: ['also,', 'and', 'plus,'],
      concise: ['also,'],
    },
    droppable: true,
    formulaic: true,
    minStrength: 'light',
    sources: AI_ALL,
  },
  {
    id: 'connector-moreover',
    connector: 'moreover',
    function: 'addition',
    alternatives: {
      // Not 'besides,': it adds a dismissive shade the original does not have.
      default: ['also,', 'and'],
      // Sentence-initial 'Also,' reads informal in academic prose: the connector goes.
      academic: [''],
      casual: ['also,', 'and', 'plus,'],
      concise: ['also,'],
    },
    droppable: true,
    formulaic: true,
    minStrength: 'light',
    sources: AI_ALL,
  },
  {
    id: 'connector-additionally',
    connector: 'additionally',
    function: 'addition',
    alternatives: {
      default: ['also,', 'and'],
      // Sentence-initial 'Also,' reads informal in academic prose: the connector goes.
      academic: [''],
      casual: ['also,', 'and', 'plus,'],
      concise: ['also,'],
    },
    droppable: true,
    formulaic: true,
    minStrength: 'light',
    sources: AI_ALL,
  },
  {
    id: 'connector-in-addition',
    connector: 'in addition',
    function: 'addition',
    alternatives: {
      default: ['also,', 'and'],
      // Sentence-initial 'Also,' reads informal in academic prose: the connector goes.
      academic: [''],
      casual: ['also,', 'plus,'],
      concise: ['also,'],
    },
    droppable: true,
    formulaic: true,
    minStrength: 'medium',
    sources: PLAIN_SLOP,
  },
  {
    id: 'connector-what-is-more',
    connector: 'what is more',
    function: 'addition',
    alternatives: { default: ['also,', 'and'], casual: ['plus,', 'also,'], concise: ['also,'] },
    droppable: true,
    formulaic: false,
    minStrength: 'strong',
    sources: EDITORIAL,
  },
  {
    id: 'connector-on-top-of-that',
    connector: 'on top of that',
    function: 'addition',
    alternatives: { default: ['also,', 'and'], academic: ['also,'], concise: ['also,'] },
    droppable: true,
    formulaic: false,
    minStrength: 'strong',
    sources: EDITORIAL,
  },
  {
    id: 'connector-besides',
    connector: 'besides',
    function: 'addition',
    alternatives: { default: ['also,', 'and'], concise: ['also,'] },
    droppable: true,
    formulaic: false,
    minStrength: 'strong',
    sources: EDITORIAL,
  },
  // contrast and concession
  {
    id: 'connector-however',
    connector: 'however',
    function: 'contrast',
    // Kept the first time; a repeat becomes 'But' or 'Yet'. 'Still,' concedes rather than contrasts, so it
    // misreads 'However, the data show …' after a claim.
    alternatives: {
      default: ['but', 'yet'],
      // A sentence-opening 'But' reads informal in academic prose; 'Yet' is at home there.
      academic: ['yet'],
      casual: ['but'],
      concise: ['but'],
    },
    droppable: false,
    formulaic: false,
    minStrength: 'medium',
    sources: PLAIN,
  },
  {
    id: 'connector-nevertheless',
    connector: 'nevertheless',
    function: 'concession',
    alternatives: {
      default: ['still,', 'even so,', 'but'],
      academic: ['even so,', 'still,'],
      casual: ['still,', 'but'],
      concise: ['still,'],
    },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: SLOP,
  },
  {
    id: 'connector-nonetheless',
    connector: 'nonetheless',
    function: 'concession',
    alternatives: {
      default: ['still,', 'even so,', 'but'],
      academic: ['even so,', 'still,'],
      casual: ['still,', 'but'],
      concise: ['still,'],
    },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: SLOP,
  },
  {
    id: 'connector-notwithstanding',
    connector: 'notwithstanding',
    function: 'concession',
    alternatives: { default: ['even so,', 'still,'], concise: ['still,'] },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: PLAIN,
  },
  {
    id: 'connector-that-being-said',
    connector: 'that being said',
    function: 'concession',
    alternatives: {
      default: ['still,', 'even so,', 'but'],
      academic: ['even so,', 'still,'],
      concise: ['still,'],
    },
    droppable: false,
    formulaic: true,
    minStrength: 'light',
    sources: EDITORIAL,
  },
  {
    id: 'connector-with-that-being-said',
    connector: 'with that being said',
    function: 'concession',
    alternatives: {
      default: ['still,', 'even so,', 'but'],
      academic: ['even so,', 'still,'],
      concise: ['still,'],
    },
    droppable: false,
    formulaic: true,
    minStrength: 'light',
    sources: EDITORIAL,
  },
  {
    id: 'connector-with-that-said',
    connector: 'with that said',
    function: 'concession',
    alternatives: {
      default: ['still,', 'even so,', 'but'],
      academic: ['even so,', 'still,'],
      concise: ['still,'],
    },
    droppable: false,
    formulaic: true,
    minStrength: 'light',
    sources: EDITORIAL,
  },
  {
    id: 'connector-having-said-that',
    connector: 'having said that',
    function: 'concession',
    alternatives: {
      default: ['still,', 'even so,', 'but'],
      academic: ['even so,', 'still,'],
      concise: ['still,'],
    },
    droppable: false,
    formulaic: true,
    minStrength: 'light',
    sources: EDITORIAL,
  },
  {
    id: 'connector-that-said',
    connector: 'that said',
    function: 'concession',
    alternatives: {
      default: ['still,', 'even so,', 'but'],
      academic: ['even so,', 'still,'],
      concise: ['still,'],
    },
    droppable: false,
    formulaic: false,
    minStrength: 'strong',
    sources: EDITORIAL,
  },
  {
    id: 'connector-conversely',
    connector: 'conversely',
    function: 'contrast',
    alternatives: {
      default: ['on the other hand,', 'by contrast,'],
      casual: ['on the other hand,'],
      concise: ['but'],
    },
    droppable: false,
    // A single 'Conversely' names the reverse case exactly ('on the other hand' read as a counterpoint, and
    // echoed 'other scholars'); only a repeat is varied.
    formulaic: false,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  {
    id: 'connector-on-the-other-hand',
    connector: 'on the other hand',
    function: 'contrast',
    alternatives: { default: ['but', 'by contrast,'], casual: ['but'], concise: ['but'] },
    droppable: false,
    formulaic: false,
    minStrength: 'strong',
    sources: EDITORIAL,
  },
  {
    id: 'connector-in-contrast',
    connector: 'in contrast',
    function: 'contrast',
    alternatives: { default: ['but', 'by contrast,'], concise: ['but'] },
    droppable: false,
    formulaic: false,
    minStrength: 'strong',
    sources: EDITORIAL,
  },
  {
    id: 'connector-despite-this',
    connector: 'despite this',
    function: 'concession',
    alternatives: { default: ['still,', 'even so,'], academic: ['even so,'], concise: ['still,'] },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: WIKI,
  },
  {
    id: 'connector-despite-these-challenges',
    connector: 'despite these challenges',
    function: 'concession',
    alternatives: { default: ['still,', 'even so,'], academic: ['even so,'], concise: ['still,'] },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: WIKI,
  },
  // cause and result
  {
    id: 'connector-consequently',
    connector: 'consequently',
    function: 'result',
    // A sentence-initial 'So' is informal outside casual and concise prose ('So there remains a gap' in a
    // literature review).
    alternatives: {
      default: ['as a result,'],
      casual: ['so'],
      concise: ['so'],
    },
    droppable: false,
    formulaic: true,
    minStrength: 'light',
    sources: PLAIN_SLOP,
  },
  {
    id: 'connector-therefore',
    connector: 'therefore',
    function: 'result',
    // 'Therefore' often draws an inference ('Therefore, we should …'), which 'as a result' (a cause's outcome)
    // does not say.
    alternatives: {
      default: ['so'],
      academic: ['for this reason,'],
      casual: ['so'],
      concise: ['so'],
    },
    droppable: false,
    formulaic: false,
    minStrength: 'medium',
    sources: PLAIN,
  },
  {
    id: 'connector-thus',
    connector: 'thus',
    function: 'result',
    alternatives: {
      default: ['so', 'as a result,'],
      // 'Thus' may sum up an argument, which 'as a result' would turn into a cause.
      academic: ['therefore,'],
      casual: ['so'],
      concise: ['so'],
    },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: SLOP,
  },
  {
    id: 'connector-hence',
    connector: 'hence',
    function: 'result',
    alternatives: {
      default: ['so', 'as a result,'],
      academic: ['as a result,', 'so'],
      casual: ['so'],
      concise: ['so'],
    },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: SLOP,
  },
  {
    id: 'connector-accordingly',
    connector: 'accordingly',
    function: 'result',
    alternatives: {
      default: ['so', 'as a result,'],
      academic: ['as a result,', 'so'],
      casual: ['so'],
      concise: ['so'],
    },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: PLAIN_SLOP,
  },
  {
    id: 'connector-as-such',
    connector: 'as such',
    function: 'result',
    alternatives: { default: ['so', 'as a result,'], academic: ['as a result,'], concise: ['so'] },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  {
    id: 'connector-as-a-result',
    connector: 'as a result',
    function: 'result',
    alternatives: { default: ['so'], academic: ['so'], concise: ['so'] },
    droppable: false,
    formulaic: false,
    minStrength: 'strong',
    sources: EDITORIAL,
  },
  {
    id: 'connector-in-light-of-this',
    connector: 'in light of this',
    function: 'result',
    // A sentence-initial 'So' is too casual for a board's or a policy's 'In light of this'.
    alternatives: { default: ['given this,'], casual: ['so', 'given this,'], concise: ['so'] },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  {
    id: 'connector-for-this-reason',
    connector: 'for this reason',
    function: 'cause',
    alternatives: { default: ['so', 'that is why'], academic: ['so'], concise: ['so'] },
    droppable: false,
    formulaic: false,
    minStrength: 'strong',
    sources: EDITORIAL,
  },
  {
    id: 'connector-to-this-end',
    connector: 'to this end',
    function: 'cause',
    alternatives: { default: ['to do this,', 'for this,'], concise: ['for this,'] },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  // sequence and time
  {
    id: 'connector-firstly',
    connector: 'firstly',
    function: 'sequence',
    alternatives: { default: ['first,'], casual: ['first,', 'first off,'], concise: ['first,'] },
    droppable: false,
    formulaic: true,
    minStrength: 'light',
    sources: EDITORIAL,
  },
  // 'To begin with,' opens a list of reasons in essays; 'First,' says the same in one word.
  {
    id: 'connector-to-begin-with',
    connector: 'to begin with',
    function: 'sequence',
    alternatives: { default: ['first,'], concise: ['first,'] },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  // 'First of all,' pads 'First,' (Plain Language: omit unnecessary words).
  {
    id: 'connector-first-of-all',
    connector: 'first of all',
    function: 'sequence',
    alternatives: { default: ['first,'], casual: ['first,', 'first off,'], concise: ['first,'] },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: PLAIN,
  },
  {
    id: 'connector-secondly',
    connector: 'secondly',
    function: 'sequence',
    // 'Next,' after 'First,' breaks the count the list set up.
    alternatives: { default: ['second,'] },
    droppable: false,
    formulaic: true,
    minStrength: 'light',
    sources: EDITORIAL,
  },
  {
    id: 'connector-thirdly',
    connector: 'thirdly',
    function: 'sequence',
    alternatives: { default: ['third,'] },
    droppable: false,
    formulaic: true,
    minStrength: 'light',
    sources: EDITORIAL,
  },
  {
    id: 'connector-lastly',
    connector: 'lastly',
    function: 'sequence',
    alternatives: { default: ['finally,', 'last,'], concise: ['last,'] },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  {
    id: 'connector-subsequently',
    connector: 'subsequently',
    function: 'time',
    alternatives: {
      // Not 'later', which adds a delay the next step of a procedure does not have; not 'next', which reads as
      // a step of a procedure in a history ('Next, popular books brought the idea to …').
      default: ['then', 'after that,'],
      academic: ['after that,'],
      concise: ['then'],
    },
    droppable: false,
    formulaic: true,
    minStrength: 'light',
    sources: PLAIN,
  },
  {
    id: 'connector-thereafter',
    connector: 'thereafter',
    function: 'time',
    alternatives: { default: ['after that,', 'then', 'later,'], concise: ['then'] },
    droppable: false,
    formulaic: true,
    minStrength: 'light',
    sources: PLAIN,
  },
  {
    id: 'connector-following-this',
    connector: 'following this',
    function: 'time',
    alternatives: { default: ['after that,', 'then', 'next,'], concise: ['then'] },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  {
    id: 'connector-meanwhile',
    connector: 'meanwhile',
    function: 'time',
    alternatives: { default: ['at the same time,'] },
    droppable: false,
    formulaic: false,
    minStrength: 'strong',
    sources: EDITORIAL,
  },
  // emphasis: mostly empty at the head of a sentence
  {
    id: 'connector-notably',
    connector: 'notably',
    function: 'emphasis',
    // Not 'in particular', which narrows the sentence before when 'notably' only flags a new point.
    alternatives: { default: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'medium',
    sources: WIKI_SLOP,
  },
  {
    id: 'connector-importantly',
    connector: 'importantly',
    function: 'emphasis',
    // Not 'above all,': it ranks the point over everything else ('Importantly, it achieved this without
    // overshoot' is one result among several).
    alternatives: { default: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'medium',
    sources: WIKI_SLOP,
  },
  // 'More importantly,' is left as written: it ranks what follows above what came before.
  {
    id: 'connector-most-importantly',
    connector: 'most importantly',
    function: 'emphasis',
    alternatives: { default: ['above all,'], concise: ['above all,'] },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: WIKI_SLOP,
  },
  {
    id: 'connector-crucially',
    connector: 'crucially',
    function: 'emphasis',
    alternatives: { default: ['above all,'], concise: [''] },
    droppable: true,
    // A single 'Crucially' stays: 'Above all' ranked a treaty's principle above the wars it ended.
    formulaic: false,
    minStrength: 'medium',
    sources: SLOP,
  },
  {
    id: 'connector-significantly',
    connector: 'significantly',
    function: 'emphasis',
    alternatives: { default: ['above all,'], concise: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'medium',
    sources: SLOP,
  },
  {
    id: 'connector-interestingly',
    connector: 'interestingly',
    function: 'emphasis',
    // Not 'oddly,'/'curiously,': they call the point strange, where 'interestingly' only flags it; nor a casual
    // 'funnily enough,', which made a clinical finding a joke.
    alternatives: { default: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  {
    id: 'connector-strikingly',
    connector: 'strikingly',
    function: 'emphasis',
    // Like 'Interestingly,': it flags the point, which the sentence itself makes.
    alternatives: { default: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  {
    id: 'connector-indeed',
    connector: 'indeed',
    function: 'emphasis',
    alternatives: { default: ['in fact,'], concise: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  {
    id: 'connector-undoubtedly',
    connector: 'undoubtedly',
    function: 'emphasis',
    alternatives: { default: ['clearly,'], concise: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  {
    id: 'connector-essentially',
    connector: 'essentially',
    function: 'restatement',
    alternatives: { default: ['in short,'], concise: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  // example and restatement
  {
    id: 'connector-for-instance',
    connector: 'for instance',
    function: 'example',
    alternatives: { default: ['for example,'], casual: ['say,', 'for example,'], concise: ['for example,'] },
    droppable: false,
    formulaic: false,
    minStrength: 'strong',
    sources: EDITORIAL,
  },
  {
    id: 'connector-specifically',
    connector: 'specifically',
    function: 'example',
    alternatives: { default: ['in particular,'], concise: [''] },
    droppable: true,
    formulaic: false,
    minStrength: 'strong',
    sources: EDITORIAL,
  },
  {
    id: 'connector-in-essence',
    connector: 'in essence',
    function: 'restatement',
    // Not 'In short,': that sums up what came before, where 'In essence, Plato posits …' gives the gist of a view.
    alternatives: { default: ['basically,'], academic: [''], concise: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  {
    id: 'connector-that-is-to-say',
    connector: 'that is to say',
    function: 'restatement',
    alternatives: { default: ['in other words,', 'that is,'], concise: ['that is,'] },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  // comparison
  {
    id: 'connector-similarly',
    connector: 'similarly',
    function: 'comparison',
    alternatives: {
      default: ['likewise,', 'in the same way,'],
      casual: ['likewise,'],
      concise: ['likewise,'],
    },
    droppable: false,
    formulaic: false,
    minStrength: 'strong',
    sources: EDITORIAL,
  },
  {
    id: 'connector-in-the-same-vein',
    connector: 'in the same vein',
    function: 'comparison',
    alternatives: { default: ['similarly,', 'likewise,'], concise: ['likewise,'] },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  {
    id: 'connector-along-the-same-lines',
    connector: 'along the same lines',
    function: 'comparison',
    alternatives: { default: ['similarly,', 'likewise,'], concise: ['likewise,'] },
    droppable: false,
    formulaic: true,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  {
    id: 'connector-equally',
    connector: 'equally',
    function: 'comparison',
    alternatives: { default: ['likewise,', 'similarly,'], concise: ['likewise,'] },
    droppable: false,
    formulaic: false,
    minStrength: 'strong',
    sources: EDITORIAL,
  },
  // summary (Wikipedia notes the tidy concluding sentence as a tell)
  {
    id: 'connector-in-conclusion',
    connector: 'in conclusion',
    function: 'summary',
    alternatives: {
      default: ['in short,'],
      academic: ['in short,', 'in sum,'],
      // Not 'on the whole', which hedges ('mostly') instead of concluding, nor 'all told', which totals ('all told,
      // 40 people came').
      concise: [''],
    },
    droppable: true,
    formulaic: true,
    minStrength: 'light',
    sources: AI_ALL,
  },
  {
    id: 'connector-to-conclude',
    connector: 'to conclude',
    function: 'summary',
    alternatives: { default: ['in short,'], academic: ['in short,', 'in sum,'], concise: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'light',
    sources: AI_ALL,
  },
  {
    id: 'connector-in-summary',
    connector: 'in summary',
    function: 'summary',
    alternatives: {
      default: ['in short,'],
      academic: ['in short,', 'in sum,'],
      // Not 'on the whole': it hedges a firm conclusion ('On the whole, it was the convergence …').
      casual: ['in short,'],
      concise: [''],
    },
    droppable: true,
    formulaic: true,
    minStrength: 'light',
    sources: AI_ALL,
  },
  {
    id: 'connector-to-summarize',
    connector: 'to summarize',
    function: 'summary',
    alternatives: { default: ['in short,'], academic: ['in short,', 'in sum,'], concise: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'light',
    sources: AI_ALL,
  },
  {
    id: 'connector-to-summarise',
    connector: 'to summarise',
    function: 'summary',
    alternatives: { default: ['in short,'], academic: ['in short,', 'in sum,'], concise: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'light',
    sources: AI_ALL,
  },
  {
    id: 'connector-to-sum-up',
    connector: 'to sum up',
    function: 'summary',
    alternatives: { default: ['in short,'], academic: ['in short,'], concise: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'light',
    sources: SLOP,
  },
  {
    id: 'connector-to-recap',
    connector: 'to recap',
    function: 'summary',
    alternatives: { default: ['in short,'], concise: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'light',
    sources: SLOP,
  },
  {
    id: 'connector-in-closing',
    connector: 'in closing',
    function: 'summary',
    alternatives: { default: ['finally,'], concise: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'light',
    sources: EDITORIAL,
  },
  {
    id: 'connector-overall',
    connector: 'overall',
    function: 'summary',
    // Not 'on the whole': it adds a hedge ('mostly, with exceptions') the writer's summary did not have. Nor 'in
    // short': an update's last line ('Overall, morale remains high') is often a new point, not a summary. The
    // sentence stands without it.
    alternatives: { default: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'medium',
    sources: WIKI_SLOP,
  },
  {
    id: 'connector-ultimately',
    connector: 'ultimately',
    function: 'summary',
    // Academic prose keeps its own word: 'In the end' could be read as time.
    alternatives: { default: ['in the end,'], academic: [], concise: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'medium',
    sources: SLOP,
  },
  {
    id: 'connector-all-in-all',
    connector: 'all in all',
    function: 'summary',
    alternatives: { default: ['on the whole,', 'in short,'], concise: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'medium',
    sources: EDITORIAL,
  },
  {
    id: 'connector-all-things-considered',
    connector: 'all things considered',
    function: 'summary',
    alternatives: { default: ['on balance,', 'on the whole,'], concise: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'light',
    sources: EDITORIAL,
  },
  {
    id: 'connector-in-a-nutshell',
    connector: 'in a nutshell',
    function: 'summary',
    alternatives: { default: ['in short,'], casual: ['in short,', 'basically,'], concise: [''] },
    droppable: true,
    formulaic: true,
    minStrength: 'light',
    sources: EDITORIAL,
  },
  {
    id: 'connector-in-brief',
    connector: 'in brief',
    function: 'summary',
    alternatives: { default: ['in short,'], concise: [''] },
    droppable: true,
    formulaic: false,
    minStrength: 'strong',
    sources: EDITORIAL,
  },
];
