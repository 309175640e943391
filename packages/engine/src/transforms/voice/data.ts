/**
 * Word lists for passive → active (transforms/voice). Source: copy-editing practice ('editorial'): an editor
 * turns a passive round only when the by-phrase names a doer and the active reads at least as naturally. The
 * lists are our own.
 */

/** Auxiliary chains before the participle, each with the shape of the active verb that replaces it. */
export const PASSIVE_AUX: ReadonlyMap<string, 'past' | 'present' | 'perfect' | 'pluperfect' | 'modal'> =
  new Map([
    ['was', 'past'],
    ['were', 'past'],
    ['is', 'present'],
    ['are', 'present'],
    ['has been', 'perfect'],
    ['have been', 'perfect'],
    ['had been', 'pluperfect'],
    ['can be', 'modal'],
    ['could be', 'modal'],
    ['may be', 'modal'],
    ['might be', 'modal'],
    ['must be', 'modal'],
    ['should be', 'modal'],
    ['will be', 'modal'],
    ['would be', 'modal'],
  ]);

/**
 * Participles whose passive is the idiomatic form, or whose by-phrase is not a doer: 'is characterized by',
 * 'is known by', 'is made up of', 'was followed by lunch'. Turning these round reads worse.
 */
export const STATIVE_PARTICIPLES: ReadonlySet<string> = new Set([
  'accompanied',
  'based',
  'born',
  'bound',
  'characterised',
  'characterized',
  'composed',
  'covered',
  'defined',
  'divided',
  'filled',
  'followed',
  'involved',
  'known',
  'limited',
  'lined',
  'located',
  'made',
  'marked',
  'measured',
  'multiplied',
  'preceded',
  'related',
  'represented',
  'signed',
  'surrounded',
  'tied',
]);

/**
 * Heads of by-phrases that give a manner, measure or time rather than a doer: 'by the end', 'by a factor of
 * two', 'by the hour', 'by the same token'.
 */
export const NON_AGENT_HEADS: ReadonlySet<string> = new Set([
  'accident',
  'amount',
  'chance',
  'contrast',
  'day',
  'default',
  'definition',
  'degree',
  'design',
  'dozen',
  'end',
  'extension',
  'factor',
  'force',
  'half',
  'hand',
  'hour',
  'law',
  'magnitude',
  'margin',
  'means',
  'minute',
  'mistake',
  'month',
  'name',
  'nature',
  'order',
  'percent',
  'percentage',
  'point',
  'rate',
  'ratio',
  'rule',
  'second',
  'time',
  'token',
  'turn',
  'way',
  'week',
  'year',
]);

/**
 * Words that may open what follows the by-phrase: phrases that modify the verb wherever they stand ('until
 * 2001', 'to build a case'). A phrase such as 'in the music' could belong to the doer's noun and is not allowed.
 */
export const TAIL_OPENERS: ReadonlySet<string> = new Set([
  'until',
  'during',
  'after',
  'before',
  'throughout',
  'since',
  'to',
]);

/** Determiners that make the doer plural whatever its noun looks like ('many people', 'several studies'). */
export const PLURAL_DETERMINERS: ReadonlySet<string> = new Set([
  'many',
  'several',
  'numerous',
  'few',
  'both',
  'these',
  'those',
  'various',
  'multiple',
]);
