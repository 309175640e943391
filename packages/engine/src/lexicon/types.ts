/**
 * Shapes of the engine's word lists. The lists (lexicon/*.ts) are data only; the transforms that read them
 * live in transforms/<id>/. Keeping them apart lets the tables grow without touching logic.
 */
import type { RewriteMode, RewriteStrength } from '@wordwright/contracts';

/** Why an entry is in a table; each category has one bilingual reason shown to the writer. */
export type PhraseCategory =
  | 'overused-verb'
  | 'overused-noun'
  | 'overused-adjective'
  | 'overused-adverb'
  | 'cliche'
  | 'wordy'
  | 'filler'
  | 'hedge'
  | 'intensifier'
  | 'signpost';

/** Where the fact "this phrase is overused / has a plainer form" was learned. */
export type LexiconSource =
  | 'wikipedia-signs-of-ai-writing'
  | 'plain-language-guidelines'
  | 'blader-humanizer'
  | 'anti-slop-banlist'
  | 'editorial';

export interface PhraseEntry {
  /** Stable rule id, kebab-case, unique across all tables (e.g. 'delve-into'). */
  id: string;
  /**
   * Lower-case pattern, tokens separated by single spaces. A token starting with '~' is a lemma that also
   * matches its inflections (verbs: -s/-ed/-ing and irregular forms; nouns: plural). Example: '~delve into'.
   * Matching is case-insensitive and whole-word.
   */
  pattern: string;
  /** Part of speech of the '~' head, needed to inflect the replacement's '~' head the same way. */
  head?: 'verb' | 'noun';
  /**
   * Replacements by mode; `default` applies to every mode without its own list. '' deletes the phrase.
   * A replacement may carry a '~' head (e.g. '~explore') that is inflected like the matched head.
   * The engine picks one with its seeded generator.
   */
  replace: { default: string[] } & Partial<Record<RewriteMode, string[]>>;
  category: PhraseCategory;
  /** The weakest strength at which the entry applies (light < medium < strong). */
  minStrength: RewriteStrength;
  sources: LexiconSource[];
  /**
   * Replacements used only when every one in `replace` would echo the sentence or its neighbours ('cultivate'
   * → 'build' beside 'developing'): second best on their own, better than an echo or a formulaic word left in.
   */
  echoFallback?: string[];
  /** Words that, right before the match, mean a different sense: the entry does not apply. */
  notAfter?: string[];
  /** Words that, right after the match, mean a different sense: the entry does not apply. */
  notBefore?: string[];
  /** When set, the entry applies only right after one of these words ('very' only after 'is', 'seems' …). */
  onlyAfter?: string[];
  /** The entry matches only before one of these words ('a portion of the proceeds', not 'a portion of flour'). */
  onlyBefore?: string[];
  /**
   * Word sequences (space-separated) that, anywhere later in the sentence, rule the entry out: 'help us to see
   * and to learn' keeps its first 'to' so the two infinitives stay parallel.
   */
  notLater?: string[];
  /** Word sequences of which one must come later in the sentence ('regardless of whether X or Y' → 'whether'). */
  onlyLater?: string[];
  /** Words that, anywhere earlier in the sentence, rule the entry out ('This essay …, highlighting …'). */
  notEarlier?: string[];
  /**
   * Modes in which the entry applies; absent = every mode. Used where a swap is fine in plain prose but would
   * lower the register or blur a technical sense in another mode (e.g. 'obtain' → 'get' is kept out of academic).
   */
  modes?: RewriteMode[];
  /**
   * Leave research prose alone (a text that reports a study: 'results', 'participants', 'dataset' …), where the
   * word has a technical sense whatever the mode ('significantly improved' = statistically, not 'greatly').
   */
  notInResearch?: boolean;
}
