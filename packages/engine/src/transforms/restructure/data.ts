/**
 * Word lists for the restructure transform. Data only; the logic is in index.ts.
 */

/**
 * Action nouns whose 'of' phrase names the thing acted on ('the removal of X' = someone removes X), mapped to
 * their verb (US lemma; the spelling transform converts it for UK output). Nouns that also name a process that
 * happens by itself ('development', 'formation', 'growth', 'expansion') are left out: 'the development of the
 * embryo' is not 'developing the embryo'.
 */
export const ACTION_NOUNS: ReadonlyMap<string, string> = new Map([
  ['introduction', 'introduce'],
  ['creation', 'create'],
  ['implementation', 'implement'],
  ['reimplementation', 'reimplement'],
  ['construction', 'construct'],
  ['elimination', 'eliminate'],
  ['removal', 'remove'],
  ['installation', 'install'],
  ['adoption', 'adopt'],
  ['collection', 'collect'],
  ['selection', 'select'],
  ['calculation', 'calculate'],
  ['identification', 'identify'],
  ['modification', 'modify'],
  ['preparation', 'prepare'],
  ['application', 'apply'],
  ['analysis', 'analyze'],
  ['evaluation', 'evaluate'],
  ['examination', 'examine'],
  ['measurement', 'measure'],
  ['estimation', 'estimate'],
  ['integration', 'integrate'],
  ['establishment', 'establish'],
  ['management', 'manage'],
  ['replacement', 'replace'],
  ['deletion', 'delete'],
  ['extraction', 'extract'],
  ['conversion', 'convert'],
  ['translation', 'translate'],
  ['manipulation', 'manipulate'],
  ['destruction', 'destroy'],
  ['provision', 'provide'],
  ['acquisition', 'acquire'],
  ['verification', 'verify'],
  ['validation', 'validate'],
  ['optimization', 'optimize'],
  ['optimisation', 'optimize'],
  ['generation', 'generate'],
]);

/**
 * Verbs whose subject is also the doer of a gerund object ('The filter avoids introducing artifacts'), so
 * 'the introduction of X' after them can become 'introducing X' without changing who acts. After verbs of
 * reaction ('objected to', 'welcomed') or a time preposition ('after the introduction of the euro') the doer
 * is someone else, and the gerund would point at the wrong one.
 */
export const GERUND_OBJECT_VERBS =
  /\b(?:avoid|avoids|avoided|avoiding|involve|involves|involved|involving|require|requires|required|requiring|consists? of|consisted of|focus(?:es|ed|ing)? on|focuss(?:es|ed|ing) on)$/iu;

/**
 * '-ing' words that are nouns in their own right ('the beginning of', 'the understanding of'): 'the X of' with
 * one of these is not a gerund in disguise.
 */
export const ING_NOUNS: ReadonlySet<string> = new Set([
  // 'the passing of your father' is his death.
  'passing',
  'beginning',
  'meaning',
  'understanding',
  'ending',
  'opening',
  'setting',
  'building',
  'feeling',
  'funding',
  'hearing',
  'meeting',
  'warning',
  'wedding',
  'painting',
  'drawing',
  'writing',
  'reading',
  'training',
  'learning',
  'making',
  'spelling',
  'timing',
  'offering',
  'following',
  'ruling',
  'finding',
  'saying',
  'being',
  'evening',
  'morning',
  'ceiling',
  'clothing',
  'housing',
  'heading',
  'listing',
  'recording',
  'rating',
  'ranking',
  'marking',
  'landing',
  'crossing',
  'turning',
  'bearing',
  'dwelling',
  'blessing',
  'suffering',
  'shipping',
  'wording',
  'thinking',
  'coming',
  'going',
  'standing',
  'workings',
  'proceedings',
  'surroundings',
  'teaching',
  'teachings',
  'outing',
  'gathering',
  'uprising',
  'reasoning',
  'lending',
  'spending',
  'pricing',
  'engineering',
  'dating',
  'casting',
  'filling',
  'lighting',
  'seating',
  'siting',
  'ordering',
  'rendering',
]);

/**
 * Quality nouns with the adjective they name, for 'improve the accuracy of X' → 'make X more accurate'. Only
 * nouns whose adjective takes 'more' (so 'safety' → 'safer' is left out) and whose sense does not shift
 * ('performance', 'quality' and 'speed' have no adjective that says the same).
 */
export const QUALITY_ADJECTIVES: ReadonlyMap<string, string> = new Map([
  ['accuracy', 'accurate'],
  ['robustness', 'robust'],
  ['efficiency', 'efficient'],
  ['effectiveness', 'effective'],
  ['reliability', 'reliable'],
  ['stability', 'stable'],
  ['scalability', 'scalable'],
  ['usability', 'usable'],
  ['accessibility', 'accessible'],
  ['readability', 'readable'],
  ['flexibility', 'flexible'],
  ['security', 'secure'],
  ['sustainability', 'sustainable'],
  ['productivity', 'productive'],
  ['transparency', 'transparent'],
  ['resilience', 'resilient'],
  ['consistency', 'consistent'],
  ['interpretability', 'interpretable'],
  ['precision', 'precise'],
  ['affordability', 'affordable'],
  ['inclusivity', 'inclusive'],
  ['inclusiveness', 'inclusive'],
  ['competitiveness', 'competitive'],
  ['profitability', 'profitable'],
]);

/** Verbs that raise a quality, by form, with the matching form of 'make'. */
export const RAISE_VERBS: ReadonlyMap<string, string> = new Map([
  ['improve', 'make'],
  ['improves', 'makes'],
  ['improved', 'made'],
  ['improving', 'making'],
  ['enhance', 'make'],
  ['enhances', 'makes'],
  ['enhanced', 'made'],
  ['enhancing', 'making'],
  ['increase', 'make'],
  ['increases', 'makes'],
  ['increased', 'made'],
  ['increasing', 'making'],
]);
