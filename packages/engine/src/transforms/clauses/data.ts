/**
 * Word lists for the clause trims (transforms/clauses). Sources: copy-editing practice ('editorial') and the US
 * federal Plain Language Guidelines' "Omit unnecessary words" (public domain) — relative clauses and
 * 'there are … that' openers as the wordiness they name. Lists are our own, kept small on purpose: every word
 * here was checked for the garden-path or sense change the trim could cause.
 */

/**
 * Reporting verbs after which an editor drops 'that' before a clause. Left out on purpose: verbs that also take
 * a plain object and so read as one after the cut ('argue the point', 'claim the prize', 'note the values',
 * 'reveal the results', 'understand the problem').
 */
export const REPORTING_VERBS: ReadonlySet<string> = new Set([
  'show',
  'shows',
  'showed',
  'shown',
  'suggest',
  'suggests',
  'suggested',
  'indicate',
  'indicates',
  'indicated',
  'find',
  'finds',
  'found',
  'believe',
  'believes',
  'believed',
  'think',
  'thinks',
  'thought',
  'know',
  'knows',
  'knew',
  'feel',
  'feels',
  'felt',
  'hope',
  'hopes',
  'hoped',
  'realize',
  'realizes',
  'realized',
  'realise',
  'realises',
  'realised',
  'say',
  'says',
  'said',
  'mean',
  'means',
  'ensure',
  'ensures',
]);

/**
 * Reporting verbs that also take a noun-phrase object ('show the tool', 'find the use of …'): after the cut a
 * noun-phrase subject first reads as that object, so 'that' goes only before a subject pronoun ('shows we …').
 */
export const OBJECT_TAKING_REPORTERS: ReadonlySet<string> = new Set(
  [...REPORTING_VERBS].filter((verb) =>
    /^(?:show|suggest|indicat|find|found|kn[eo]w|mean|ensur)/u.test(verb),
  ),
);

/** Subject pronouns: unambiguous clause openers after any reporting verb. */
export const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['i', 'we', 'they', 'he', 'she', 'it', 'you']);

/** Words that can open the subject of the clause after 'that' (so 'that' is a conjunction, not a determiner). */
export const CLAUSE_SUBJECT_OPENERS: ReadonlySet<string> = new Set([
  'the',
  'a',
  'an',
  'this',
  'these',
  'those',
  'our',
  'their',
  'its',
  'his',
  'her',
  'my',
  'your',
  'both',
  'many',
  'most',
  'some',
  'all',
  'each',
  'every',
  'we',
  'they',
  'it',
  'he',
  'she',
  'i',
  'you',
  'there',
  'people',
]);

/** Forms of 'be': 'it was found that', 'it is believed that' keep their 'that'. */
export const BE_FORMS: ReadonlySet<string> = new Set([
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  'am',
]);

/**
 * Adjectives that read naturally after their noun when 'that are' goes ('examples similar to real ones',
 * 'a model capable of …'); each must be followed by one of RELATIVE_PREPOSITIONS.
 */
export const POSTPOSED_ADJECTIVES: ReadonlySet<string> = new Set([
  'similar',
  'comparable',
  'related',
  'relevant',
  'specific',
  'unique',
  'common',
  'available',
  'able',
  'capable',
  'likely',
  'unlikely',
  'necessary',
  'responsible',
  'suitable',
  'close',
  'equivalent',
  'prone',
  'susceptible',
  'resistant',
  'sensitive',
  'familiar',
  'dependent',
  'free',
  'different',
  'identical',
  'essential',
  'crucial',
  'vital',
  'critical',
  'new',
  'interested',
  'involved',
  'aware',
]);

export const RELATIVE_PREPOSITIONS: ReadonlySet<string> = new Set([
  'to',
  'for',
  'with',
  'in',
  'of',
  'from',
  'on',
  'about',
  'at',
  'by',
  'into',
  'as',
  'through',
  'within',
  'across',
  'between',
  'under',
  'over',
  'during',
  'using',
  'throughout',
]);

/** Quantifiers after which 'There are Q X that Y' becomes 'Q X Y' without losing the sense of number. */
export const THERE_QUANTIFIERS: readonly string[] = [
  'many',
  'several',
  'numerous',
  'various',
  'countless',
  'some',
  'few',
  'a few',
  'a number of',
  'a lot of',
  'plenty of',
  'a variety of',
  'multiple',
];

/**
 * Short evaluative adjectives for 'It is X to do Y' → 'Doing Y is X'. Not 'possible': 'Drinking too much is
 * possible' reads as leave to do it, where 'it is possible to drink too much' warns; nor 'easy': 'it's easy to
 * take Wi-Fi for granted' is an idiom that 'Taking Wi-Fi for granted is easy' turns into a claim.
 */
export const IT_IS_ADJECTIVES: ReadonlySet<string> = new Set([
  'important',
  'essential',
  'crucial',
  'necessary',
  'vital',
  'difficult',
  'hard',
  'useful',
  'helpful',
  'common',
]);

/**
 * Words that, inside the infinitive phrase, make it too complex to turn into a subject ('It is hard to say
 * whether …', 'It is important to eat well and sleep').
 */
export const CLAUSE_WORDS: ReadonlySet<string> = new Set([
  'that',
  'whether',
  'how',
  'what',
  'which',
  'who',
  'if',
  'when',
  'because',
  'and',
  'or',
  'but',
  'while',
  'where',
  'why',
  'it',
  'them',
  'they',
  'so',
]);

/**
 * Attribute nouns for 'the performance of the model' → 'the model's performance'. Only nouns that name a
 * property its owner has: never partitives or idioms ('the rest of', 'the top of', 'the touch of a button').
 */
export const ATTRIBUTE_NOUNS: ReadonlySet<string> = new Set([
  'performance',
  'accuracy',
  'robustness',
  'efficiency',
  'effectiveness',
  'quality',
  'stability',
  'reliability',
  'behavior',
  'behaviour',
  'structure',
  'architecture',
  'functionality',
  'properties',
  'composition',
  'importance',
  'success',
  'safety',
  'health',
  'needs',
  'rights',
  'role',
  'history',
  'reputation',
  'design',
  'goals',
  'strengths',
  'weaknesses',
  'limitations',
  'capabilities',
  'popularity',
  'usability',
  'scalability',
  'complexity',
  'effects',
  'benefits',
  'purpose',
  'size',
  'cost',
  'speed',
  'strength',
  'future',
  'survival',
  'legacy',
  'mission',
  'influence',
  'features',
  'advantages',
  'disadvantages',
]);

/**
 * Nouns that take a complement clause ('the fact that they left'): there 'that' is not a relative pronoun and
 * stays.
 */
export const COMPLEMENT_NOUNS: ReadonlySet<string> = new Set([
  // 'on the grounds that he failed', 'on the assumption that …'
  'grounds',
  // 'the allegation that you failed to follow …' ('the allegation you failed' reads as one you failed).
  'allegation',
  'allegations',
  'accusation',
  'complaint',
  'rumour',
  'rumor',
  'report',
  'warning',
  'promise',
  'assumption',
  'premise',
  'fact',
  'idea',
  'notion',
  'belief',
  'view',
  'claim',
  'hope',
  'evidence',
  'news',
  'argument',
  'possibility',
  'assumption',
  'sense',
  'feeling',
  'concern',
  'fear',
  'knowledge',
  'realization',
  'realisation',
  'understanding',
  'thought',
  'suggestion',
  'conclusion',
  'finding',
  'findings',
  'proof',
  'sign',
  'indication',
  'chance',
  'risk',
  'danger',
  'doubt',
  'message',
  'statement',
  'reminder',
  'theory',
  'hypothesis',
  'principle',
  'premise',
  'point',
  'observation',
  'impression',
  'recognition',
  'awareness',
  'expectation',
  'requirement',
  'condition',
  'guarantee',
  'promise',
  'rule',
  'report',
  'story',
  'rumor',
  'rumour',
  'perception',
  'decision',
  // What was said: 'Victor's declaration that he will …' cannot lose its 'that'.
  'declaration',
  'announcement',
  'assertion',
  'insistence',
  'admission',
  'warning',
  'vow',
  'pledge',
  'boast',
  'prediction',
  'complaint',
  'confession',
  'proposal',
  'recommendation',
  'acknowledgement',
  'acknowledgment',
  'reassurance',
  'way',
  'extent',
  'degree',
  'time',
  'reason',
]);

/** Pronoun subjects after which an object relative 'that' can go: 'the care that they deserve'. */
export const RELATIVE_SUBJECT_PRONOUNS: ReadonlySet<string> = new Set([
  'we',
  'they',
  'you',
  'i',
  'he',
  'she',
]);

/** Determiners the owner may carry into the possessive ('their team's performance'). */
// Not 'this': 'The purpose of this policy' → 'This policy's purpose' reads stiffer than the original.
export const OWNER_DETERMINERS: ReadonlySet<string> = new Set([
  'the',
  'their',
  'our',
  'its',
  'his',
  'her',
  'your',
  'my',
]);
