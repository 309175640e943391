/**
 * Conservative one-word synonyms for strength 'strong' only: formal or inflated words with a plainer, more
 * common word of the same part of speech and the same sense in most contexts ('commence' → 'start',
 * 'purchase' → 'buy'). Lemmas only; the engine inflects the synonym like the word it replaces and checks the
 * part of speech with its tagger.
 *
 * Sources: US federal Plain Language Guidelines word-substitution lists ("Use simple words and phrases",
 * public domain) for most pairs; the rest from copy-editing practice ('editorial'). The table is our own.
 *
 * Deliberately absent: 'reimburse' (the term for expenses; 'repay' is for debts), 'expertise' (no plain word keeps its sense: 'skill' narrows it, 'know-how' jars in
 * research prose), technical terms (optimize, implement, component, magnitude, methodology, parameter,
 * robust), 'ubiquitous' (found everywhere: 'common' and 'widespread' weaken the claim), words whose plain swap changes a hedge ('indicate' → 'show') or a meaning in some common context
 * ('acquire' a company, 'summon' the courage, 'cease to'), sentence adverbs such as 'therefore' ('is therefore
 * important' ≠ 'is so important'), and every word the phrase tables already handle in context (utilize,
 * assist, commence, numerous, approximately...), so that their sense restrictions are not bypassed.
 * notBefore/notAfter work as in PhraseEntry: a word right before/after that signals another sense blocks the swap.
 */
import type { RewriteMode } from '@wordwright/contracts';
import { BE_CONTEXT, PURCHASING_TERMS } from './entry.js';

export type SynonymPos = 'verb' | 'noun' | 'adj' | 'adv';

export interface SynonymEntry {
  /** Lemma, lower-case. */
  word: string;
  pos: SynonymPos;
  /** Plainer lemmas with the same part of speech and sense; the engine picks one with its seeded generator. */
  synonyms: string[];
  /** Words that, right before the word, mean a different sense. */
  notAfter?: string[];
  /** Words that, right after the word, mean a different sense. */
  notBefore?: string[];
  /** Words that, anywhere later in the sentence, need the original's construction ('incorporate … into'). */
  notLater?: string[];
  /** Words that, anywhere earlier in the sentence, mark a field where the word is a term ('CRISPR … modifying'). */
  notEarlier?: string[];
  /** Modes in which the swap applies; absent = every mode. */
  modes?: RewriteMode[];
}

export const SYNONYMS: readonly SynonymEntry[] = [
  // verbs
  // Money builds up; it is not 'gathered' ('you would accumulate roughly $661,000').
  { word: 'aid', pos: 'verb', synonyms: ['help'] },
  { word: 'apprise', pos: 'verb', synonyms: ['inform', 'tell'] },
  { word: 'augment', pos: 'verb', synonyms: ['increase'], notBefore: ['reality'] },
  { word: 'deem', pos: 'verb', synonyms: ['consider', 'judge'] },
  { word: 'depart', pos: 'verb', synonyms: ['leave'], notBefore: ['from'] },
  // Not 'portray', which is no plainer and sits oddly with a literal subject ('photographs portray injuries').
  { word: 'depict', pos: 'verb', synonyms: ['show'] },
  { word: 'desire', pos: 'verb', synonyms: ['want', 'wish for'] },
  {
    word: 'diminish',
    pos: 'verb',
    synonyms: ['shrink', 'lessen'],
    notAfter: ['of', 'law'],
    // 'diminishing returns' is a fixed term.
    notBefore: ['returns'],
  },
  // Not 'cut': 'cut the drone almost entirely', 'cutting the need for' read as reducing, not removing.
  // Jobs and poverty are eliminated or cut, not removed.
  {
    word: 'locate',
    pos: 'verb',
    synonyms: ['find'],
    notAfter: [
      'is',
      'are',
      'was',
      'were',
      'be',
      'been',
      'being',
      'conveniently',
      'centrally',
      'ideally',
      'strategically',
    ],
    // 'a region located in the Perseus cloud' means situated, not found: 'found in' reads as discovered.
    notBefore: [
      'in',
      'inside',
      'on',
      'at',
      'near',
      'within',
      'between',
      'along',
      'just',
      'outside',
      'across',
      // 'the nearest receptor, located 650 meters to the east'
      '<num>',
    ],
  },
  // 'combat malaria by modifying mosquitoes': living things and genes are modified, a term of genetics.
  {
    word: 'modify',
    pos: 'verb',
    synonyms: ['change'],
    // 'copy, modify, and redistribute': a licence's list of rights keeps its terms.
    notAfter: ['copy', ','],
    notBefore: [
      'mosquitoes',
      'crops',
      'organisms',
      'plants',
      'animals',
      'cells',
      'bacteria',
      'genes',
      'seeds',
      // 'modifying nucleosides' is nucleoside modification, a term of molecular biology.
      'nucleosides',
      'proteins',
      'molecules',
      'enzymes',
      'antibodies',
      'viruses',
    ],
    notEarlier: [
      'gene',
      'genes',
      'genetic',
      'genetically',
      'dna',
      'rna',
      'mrna',
      'crispr',
      'genome',
      'genomes',
      'molecular',
      'protein',
      'nucleoside',
    ],
  },
  { word: 'perceive', pos: 'verb', synonyms: ['see'] },
  // 'weather permitting', 'time permitting' are set phrases.
  {
    word: 'permit',
    pos: 'verb',
    synonyms: ['allow'],
    // 'take care of permits, scheduling and cleanup': after a preposition or determiner it is the noun.
    notAfter: [
      // 'the pool was permitted in 1998': a permit was issued, which 'allowed' is not.
      'was',
      'were',
      'been',
      // 'my residence permit', 'a work permit', 'a conditional use permit': the document.
      'use',
      'conditional',
      'special',
      'planning',
      'import',
      'export',
      'temporary',
      'valid',
      'residence',
      'work',
      'parking',
      'building',
      'travel',
      'study',
      'entry',
      'fishing',
      'hunting',
      'weather',
      'time',
      'space',
      'budget',
      'health',
      'of',
      'for',
      'the',
      'all',
      'any',
      'building',
      'your',
      'our',
    ],
    // 'streamline permitting', 'permitting delays': the noun for the permit process, which 'allowing' is not.
    notBefore: [
      'timelines',
      'timeline',
      'process',
      'reform',
      'fees',
      // 'a residents-only permit scheme': the noun before another noun.
      'scheme',
      'schemes',
      'holder',
      'holders',
      'system',
      'zone',
      'zones',
      'application',
      'applications',
      'office',
      '.',
      ',',
      ';',
      'and',
      'or',
      'process',
      'processes',
      'reform',
      'rules',
      'delays',
      'system',
      'times',
    ],
  },
  { word: 'relinquish', pos: 'verb', synonyms: ['give up'] },
  { word: 'remunerate', pos: 'verb', synonyms: ['pay'] },
  { word: 'reside', pos: 'verb', synonyms: ['live'] },
  // Not 'check': scrutiny is close examination, a check can be a glance.
  { word: 'scrutinize', pos: 'verb', synonyms: ['examine'] },
  { word: 'select', pos: 'verb', synonyms: ['choose', 'pick'] },
  { word: 'substantiate', pos: 'verb', synonyms: ['support', 'prove'] },
  { word: 'transpire', pos: 'verb', synonyms: ['happen'], notBefore: ['that'] },
  { word: 'witness', pos: 'verb', synonyms: ['see'] },
  // Used with 'to' ('matters pertaining to tax'): 'relate to' is the same sense.
  { word: 'pertain', pos: 'verb', synonyms: ['relate'] },
  {
    word: 'purchase',
    pos: 'verb',
    synonyms: ['buy'],
    notBefore: [...PURCHASING_TERMS],
    notAfter: [
      'make',
      'makes',
      'made',
      'making',
      'a',
      'the',
      'your',
      'their',
      'his',
      'her',
      'our',
      'my',
      'its',
      'of',
      'online',
      'first',
      'recent',
    ],
  },
  { word: 'adhere', pos: 'verb', synonyms: ['stick'] },
  { word: 'amend', pos: 'verb', synonyms: ['change'] },
  { word: 'commend', pos: 'verb', synonyms: ['praise'] },
  { word: 'contemplate', pos: 'verb', synonyms: ['consider'] },
  { word: 'discern', pos: 'verb', synonyms: ['see', 'tell'] },
  { word: 'dispatch', pos: 'verb', synonyms: ['send'] },
  { word: 'emulate', pos: 'verb', synonyms: ['copy', 'imitate'] },
  // 'rarely back deception lightly': 'back' funds or sides with; approving a view is 'support'.
  { word: 'endorse', pos: 'verb', synonyms: ['support'] },
  { word: 'enumerate', pos: 'verb', synonyms: ['list'] },
  { word: 'evince', pos: 'verb', synonyms: ['show'] },
  { word: 'hasten', pos: 'verb', synonyms: ['speed up'] },
  // A flavour or a colour is given, not passed on ('imparts a distinctive smoky character').
  {
    word: 'impart',
    pos: 'verb',
    synonyms: ['give', 'pass on'],
    notLater: [
      'flavor',
      'flavour',
      'character',
      'aroma',
      'taste',
      'color',
      'colour',
      'texture',
      'note',
      'notes',
      'sheen',
      'glow',
    ],
  },
  // 'incorporate X into Y' has no 'include X into Y'.
  { word: 'interrogate', pos: 'verb', synonyms: ['question'] },
  { word: 'manufacture', pos: 'verb', synonyms: ['make'] },
  { word: 'preclude', pos: 'verb', synonyms: ['prevent', 'rule out'] },
  { word: 'promulgate', pos: 'verb', synonyms: ['issue', 'publish'] },
  { word: 'solicit', pos: 'verb', synonyms: ['ask for'] },
  { word: 'supersede', pos: 'verb', synonyms: ['replace'] },
  { word: 'traverse', pos: 'verb', synonyms: ['cross'] },
  // 'the venue must be vacated by midnight' → 'must be left' reads as abandoned: not in the passive.
  {
    word: 'vacate',
    pos: 'verb',
    synonyms: ['leave'],
    notAfter: [...BE_CONTEXT],
  },
  // nouns
  // 'wedding dress alterations' is the tailor's trade.
  {
    word: 'alteration',
    pos: 'noun',
    synonyms: ['change'],
    notAfter: [
      'dress',
      'wedding',
      'suit',
      'clothing',
      'garment',
      'trouser',
      'pants',
      'tailoring',
      'bridal',
      'hem',
    ],
  },
  { word: 'endeavor', pos: 'noun', synonyms: ['effort', 'attempt'] },
  { word: 'endeavour', pos: 'noun', synonyms: ['effort', 'attempt'] },
  // Not 'operating expenditure', 'capital expenditure': terms of account.
  {
    word: 'expenditure',
    pos: 'noun',
    // Not 'cost': 'household energy cost' needs a plural, and spending is not a price.
    synonyms: ['spending'],
    notAfter: ['operating', 'capital', 'public'],
  },
  { word: 'facet', pos: 'noun', synonyms: ['aspect', 'part'] },
  { word: 'impediment', pos: 'noun', synonyms: ['obstacle', 'barrier'], notAfter: ['speech'] },
  { word: 'indication', pos: 'noun', synonyms: ['sign'] },
  { word: 'individual', pos: 'noun', synonyms: ['person'] },
  // 'a modification of the equation' is 'a change to': the preposition would have to change too, so it stays.
  // ('necessity' is not listed: 'not a luxury but a necessity' is a set contrast 'a need' breaks.)
  { word: 'modification', pos: 'noun', synonyms: ['change'], notBefore: ['of'] },
  { word: 'objective', pos: 'noun', synonyms: ['goal', 'aim'] },
  { word: 'pinnacle', pos: 'noun', synonyms: ['peak', 'height'] },
  { word: 'ramification', pos: 'noun', synonyms: ['consequence', 'effect'] },
  { word: 'remainder', pos: 'noun', synonyms: ['rest'] },
  {
    word: 'residence',
    pos: 'noun',
    synonyms: ['home'],
    notAfter: [
      'permanent',
      'temporary',
      'official',
      'tax',
      'country',
      'legal',
      'of',
      'in',
      'artist',
      'writer',
    ],
  },
  { word: 'vicinity', pos: 'noun', synonyms: ['area'] },
  { word: 'zenith', pos: 'noun', synonyms: ['peak', 'height'] },
  {
    word: 'cornerstone',
    pos: 'noun',
    synonyms: ['foundation', 'basis'],
    notAfter: ['laid', 'lay', 'lays', 'laying'],
  },
  { word: 'abode', pos: 'noun', synonyms: ['home'] },
  { word: 'attire', pos: 'noun', synonyms: ['clothes', 'clothing'] },
  { word: 'cessation', pos: 'noun', synonyms: ['end', 'stop'], notAfter: ['smoking'] },
  { word: 'domicile', pos: 'noun', synonyms: ['home'] },
  { word: 'edifice', pos: 'noun', synonyms: ['building'] },
  { word: 'hindrance', pos: 'noun', synonyms: ['obstacle'] },
  { word: 'perusal', pos: 'noun', synonyms: ['reading'] },
  { word: 'remuneration', pos: 'noun', synonyms: ['pay'] },
  { word: 'sustenance', pos: 'noun', synonyms: ['food'] },
  // adjectives
  { word: 'commendable', pos: 'adj', synonyms: ['admirable'] },
  // 'results are comparable across sites' can be compared; 'similar' would claim they agree.
  { word: 'comparable', pos: 'adj', synonyms: ['similar'], notBefore: ['across', 'between', 'over'] },
  // Not 'clumsy': a process is cumbersome, a person clumsy.
  { word: 'cumbersome', pos: 'adj', synonyms: ['awkward'] },
  {
    word: 'elementary',
    pos: 'adj',
    synonyms: ['basic', 'simple'],
    notBefore: [
      // 'weak at the elementary level' is primary school, not 'the simple level'.
      'level',
      'levels',
      'grade',
      'grades',
      'school',
      'schools',
      'particle',
      'particles',
      'education',
      'teacher',
      'teachers',
      'student',
      'students',
      'function',
      'functions',
    ],
  },
  // 'equitable cities', 'equitable access' are planning terms (fair access for all), which 'fair' blurs.
  {
    word: 'equitable',
    pos: 'adj',
    synonyms: ['fair'],
    notBefore: ['cities', 'city', 'access', 'distribution', 'growth', 'development', 'outcomes'],
  },
  // Not 'vast': 'vast courage', 'vast growth' read oddly; 'huge' fits amounts, effects and feelings alike.
  { word: 'immense', pos: 'adj', synonyms: ['huge'] },
  {
    word: 'initial',
    pos: 'adj',
    synonyms: ['first'],
    notBefore: [
      'condition',
      'conditions',
      'value',
      'values',
      'state',
      'states',
      'velocity',
      'public',
      'coin',
      'capital',
      'letter',
      'letters',
    ],
  },
  { word: 'lucrative', pos: 'adj', synonyms: ['profitable'] },
  // 'The novel shines in its characterization' is the book: after a determiner other than 'a' it is the noun.
  {
    word: 'novel',
    pos: 'adj',
    synonyms: ['new'],
    notAfter: ['the', 'this', 'that', 'his', 'her', 'their', 'my', 'your', 'its', 'our', 'debut', 'graphic'],
  },
  {
    word: 'primary',
    pos: 'adj',
    synonyms: ['main', 'chief'],
    notBefore: [
      'school',
      'schools',
      'care',
      'election',
      'elections',
      'key',
      'keys',
      'colors',
      'colours',
      'color',
      'colour',
      'source',
      'sources',
      'teacher',
      'teachers',
      'education',
      'tumor',
      'tumour',
      'cells',
      'data',
      'energy',
      'producers',
      'sector',
      'outcome',
      'endpoint',
      'structure',
    ],
  },
  {
    word: 'principal',
    pos: 'adj',
    synonyms: ['main', 'chief'],
    notBefore: [
      // 'the principal contractor' is a duty-holder named in law (UK CDM regulations).
      'contractor',
      'contractors',
      'designer',
      'designers',
      'investigator',
      'investigators',
      'component',
      'components',
      'axis',
      'axes',
      'amount',
      'sum',
      'balance',
    ],
  },
  { word: 'proficient', pos: 'adj', synonyms: ['skilled'] },
  { word: 'requisite', pos: 'adj', synonyms: ['needed', 'required'] },
  {
    word: 'sole',
    pos: 'adj',
    synonyms: ['only'],
    notBefore: ['trader', 'traders', 'proprietor', 'proprietorship', 'custody'],
  },
  // Not 'next': 'the subsequent evolution' is everything later, not the one step after.
  { word: 'superfluous', pos: 'adj', synonyms: ['unneeded', 'extra'] },
  {
    word: 'integral',
    pos: 'adj',
    synonyms: ['central', 'essential'],
    notBefore: ['equation', 'equations', 'calculus', 'domain', 'domains', 'part'],
  },
  {
    word: 'paramount',
    pos: 'adj',
    synonyms: ['chief', 'main'],
    notAfter: ['is', 'are', 'was', 'were', 'be', 'been', 'being', 'of'],
  },
  { word: 'arduous', pos: 'adj', synonyms: ['hard', 'difficult'] },
  { word: 'audacious', pos: 'adj', synonyms: ['bold', 'daring'] },
  { word: 'expeditious', pos: 'adj', synonyms: ['fast', 'quick'] },
  // Not 'possible': 'tuition-free systems are feasible' claims they work in practice, not merely that they could.
  { word: 'feasible', pos: 'adj', synonyms: ['workable'] },
  { word: 'judicious', pos: 'adj', synonyms: ['wise', 'sensible'] },
  { word: 'laudable', pos: 'adj', synonyms: ['admirable'] },
  { word: 'nascent', pos: 'adj', synonyms: ['emerging', 'new'] },
  { word: 'nebulous', pos: 'adj', synonyms: ['vague'] },
  { word: 'perpetual', pos: 'adj', synonyms: ['constant', 'endless'] },
  { word: 'salient', pos: 'adj', synonyms: ['main'] },
  { word: 'voluminous', pos: 'adj', synonyms: ['large', 'bulky'] },
  // adverbs
  // 'treats others merely as a means to an end': 'just as' would read as 'in the same way as'.
  // 'is not merely uncomfortable; it is deadly' keeps the writer's own contrast. Not 'only': 'between "soliciting"
  // and only "accepting"' could read as 'accepting only'.
  { word: 'merely', pos: 'adv', synonyms: ['just'], notBefore: ['as'], notAfter: ['not', "n't"] },
  // Inside a clause ('a researcher who nevertheless possessed …') 'still' reads as time.
  {
    word: 'nevertheless',
    pos: 'adv',
    synonyms: ['still'],
    notAfter: ['who', 'which', 'that', ...BE_CONTEXT],
  },
  // Not after 'is'/'are': 'are nonetheless difficult to dispute' → 'are still difficult' reads as time.
  {
    word: 'nonetheless',
    pos: 'adv',
    synonyms: ['still'],
    notAfter: ['is', 'are', 'was', 'were', 'be', 'been', 'remain', 'remains'],
  },
  {
    word: 'readily',
    pos: 'adv',
    synonyms: ['easily'],
    notBefore: [
      'agreed',
      'agree',
      'agrees',
      'accepted',
      'accept',
      'accepts',
      'admitted',
      'admit',
      'admits',
      'consented',
      'conceded',
      'acknowledged',
    ],
  },
  // 'Heatley, notably, did not': between commas it means 'it is worth noticing', which 'especially' is not.
  {
    word: 'notably',
    pos: 'adv',
    synonyms: ['especially', 'in particular'],
    // 'the pad is notably quieter': after 'be' it grades the adjective ('markedly'), which neither choice does.
    notAfter: ['most', 'more', ',', ...BE_CONTEXT, 'looks', 'feels'],
    // ('taking notably longer to sell': 'especially' does not grade a comparative.)
    notBefore: [
      ',',
      'longer',
      'shorter',
      'higher',
      'lower',
      'faster',
      'slower',
      'more',
      'less',
      'better',
      'worse',
      'larger',
      'smaller',
      'greater',
      'fewer',
    ],
  },
  { word: 'ostensibly', pos: 'adv', synonyms: ['apparently', 'seemingly'] },
  { word: 'expeditiously', pos: 'adv', synonyms: ['quickly'] },
  { word: 'forthwith', pos: 'adv', synonyms: ['immediately', 'at once'] },
  { word: 'hitherto', pos: 'adv', synonyms: ['until now', 'so far'] },
  { word: 'perpetually', pos: 'adv', synonyms: ['constantly'] },
];
