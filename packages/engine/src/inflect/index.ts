/**
 * A small English inflector: enough to put a replacement verb or noun in the form of the word it replaces.
 * Regular rules plus a table of irregular verbs (lexicon/irregular.ts), passed in so the data stays apart.
 */

export type VerbForm = 'base' | 'third' | 'past' | 'participle' | 'gerund';
export type NounForm = 'singular' | 'plural';
export type Form = VerbForm | NounForm;

/** Irregular principal parts: base → [past, past participle]. */
export type IrregularTable = ReadonlyMap<string, readonly [string, string]>;

/**
 * The auxiliaries and commonest irregular verbs: grammar rather than vocabulary, so the inflector always
 * knows them; the lexicon's fuller table is layered on top.
 */
export const CORE_IRREGULAR: IrregularTable = new Map<string, readonly [string, string]>([
  ['be', ['was', 'been']],
  ['have', ['had', 'had']],
  ['do', ['did', 'done']],
  ['go', ['went', 'gone']],
  ['make', ['made', 'made']],
  ['take', ['took', 'taken']],
  ['get', ['got', 'gotten']],
  ['give', ['gave', 'given']],
  ['come', ['came', 'come']],
  ['see', ['saw', 'seen']],
  ['find', ['found', 'found']],
  ['build', ['built', 'built']],
  ['bring', ['brought', 'brought']],
  ['keep', ['kept', 'kept']],
  ['show', ['showed', 'shown']],
  ['set', ['set', 'set']],
  ['put', ['put', 'put']],
  ['lead', ['led', 'led']],
  ['hold', ['held', 'held']],
  ['draw', ['drew', 'drawn']],
  ['grow', ['grew', 'grown']],
  ['know', ['knew', 'known']],
  ['think', ['thought', 'thought']],
  ['tell', ['told', 'told']],
  ['say', ['said', 'said']],
  ['mean', ['meant', 'meant']],
  ['run', ['ran', 'run']],
  ['break', ['broke', 'broken']],
  ['choose', ['chose', 'chosen']],
  ['begin', ['began', 'begun']],
  ['seek', ['sought', 'sought']],
  ['teach', ['taught', 'taught']],
  ['buy', ['bought', 'bought']],
  ['sell', ['sold', 'sold']],
  ['send', ['sent', 'sent']],
  ['spend', ['spent', 'spent']],
  ['stand', ['stood', 'stood']],
  ['understand', ['understood', 'understood']],
  ['write', ['wrote', 'written']],
  ['speak', ['spoke', 'spoken']],
  ['feel', ['felt', 'felt']],
  ['leave', ['left', 'left']],
  ['lose', ['lost', 'lost']],
  ['meet', ['met', 'met']],
  ['pay', ['paid', 'paid']],
  ['win', ['won', 'won']],
  ['cut', ['cut', 'cut']],
  ['let', ['let', 'let']],
  ['fall', ['fell', 'fallen']],
  ['rise', ['rose', 'risen']],
  ['drive', ['drove', 'driven']],
  ['stick', ['stuck', 'stuck']],
  ['shed', ['shed', 'shed']],
  ['undertake', ['undertook', 'undertaken']],
  ['overcome', ['overcame', 'overcome']],
]);

/** The core table with `extra` entries layered on top. */
export function withCore(extra: Iterable<readonly [string, readonly [string, string]]>): IrregularTable {
  return new Map([...CORE_IRREGULAR, ...extra]);
}

/** Final-stress verbs of two syllables that double their last consonant (refer → referred). */
const DOUBLE_FINAL = new Set([
  'refer',
  'occur',
  'prefer',
  'admit',
  'commit',
  'permit',
  'omit',
  'submit',
  'control',
  'compel',
  'propel',
  'regret',
  'transfer',
  'confer',
  'defer',
  'deter',
  'equip',
  'forget',
  'begin',
  'upset',
  'expel',
  'excel',
  'patrol',
  'rebel',
]);

function doublesFinal(base: string): boolean {
  // One syllable ending consonant-vowel-consonant (stop, plan), but not w/x/y (show, fix, play).
  return DOUBLE_FINAL.has(base) || /^(?:[^aeiou]*|qu)[aeiou][^aeiouwxy]$/u.test(base);
}

function third(base: string): string {
  if (base === 'be') return 'is';
  if (base === 'have') return 'has';
  if (base === 'do') return 'does';
  if (base === 'go') return 'goes';
  if (/(?:s|x|z|ch|sh|[^aeiou]o)$/u.test(base)) return `${base}es`;
  if (/[^aeiou]y$/u.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

function regularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/u.test(base)) return `${base.slice(0, -1)}ied`;
  if (doublesFinal(base)) return `${base}${base.slice(-1)}ed`;
  return `${base}ed`;
}

function gerund(base: string): string {
  if (base === 'be') return 'being';
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/u.test(base) && base !== 'be') return `${base.slice(0, -1)}ing`;
  if (doublesFinal(base)) return `${base}${base.slice(-1)}ing`;
  return `${base}ing`;
}

export function plural(noun: string): string {
  if (/[^aeiou]is$/u.test(noun)) return `${noun.slice(0, -2)}es`;
  if (/(?:s|x|z|ch|sh)$/u.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/u.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** The `form` of a one-word `lemma`. */
export function inflectWord(lemma: string, form: Form, irregular: IrregularTable): string {
  const irr = irregular.get(lemma);
  switch (form) {
    case 'base':
    case 'singular':
      return lemma;
    case 'third':
      return third(lemma);
    case 'past':
      return irr ? irr[0] : regularPast(lemma);
    case 'participle':
      return irr ? irr[1] : regularPast(lemma);
    case 'gerund':
      return gerund(lemma);
    case 'plural':
      return plural(lemma);
  }
}

/**
 * Inflects the first word of a phrase ('look at' → 'looked at'); a phrase whose first word is not a verb or
 * noun head should not be passed here.
 */
export function inflectPhrase(phrase: string, form: Form, irregular: IrregularTable): string {
  const space = phrase.indexOf(' ');
  const head = space === -1 ? phrase : phrase.slice(0, space);
  const rest = space === -1 ? '' : phrase.slice(space);
  return inflectWord(head, form, irregular) + rest;
}

/** Every inflected form of a verb lemma, mapped to the form it is (a past/participle clash maps to 'past'). */
export function verbForms(lemma: string, irregular: IrregularTable): Map<string, VerbForm> {
  const forms = new Map<string, VerbForm>();
  const order: VerbForm[] = ['base', 'third', 'gerund', 'past', 'participle'];
  for (const form of order) {
    const word = inflectWord(lemma, form, irregular);
    if (!forms.has(word)) forms.set(word, form);
  }
  if (lemma === 'be') {
    forms.set('am', 'base');
    forms.set('are', 'base');
    forms.set('were', 'past');
  }
  return forms;
}

export function nounForms(lemma: string): Map<string, NounForm> {
  return new Map<string, NounForm>([
    [lemma, 'singular'],
    [plural(lemma), 'plural'],
  ]);
}
