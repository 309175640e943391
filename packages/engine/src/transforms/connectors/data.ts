import type { RewriteMode, RewriteStrength } from '@wordwright/contracts';
import { type ConnectorEntry, CONNECTORS as LEXICON_CONNECTORS } from '../../lexicon/connectors.js';

export type { ConnectorFunction } from '../../lexicon/connectors.js';

/** A sentence-opening connector as the transform uses it. */
export interface Connector {
  id: string;
  /** Lower case, without the comma that follows it. */
  phrase: string;
  function: ConnectorEntry['function'];
  /**
   * Openers to use instead, by mode, '' meaning "drop the connector". One ending in ',' keeps a comma; one
   * without (e.g. 'But', 'So') runs straight into the sentence.
   */
  alternatives: { default: readonly string[] } & Partial<Record<RewriteMode, readonly string[]>>;
  /** Kept the first time it appears: a single 'However,' is good writing; only repeats are varied. */
  keepSingle: boolean;
  minStrength: RewriteStrength;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The lexicon's connector table (lexicon/connectors.ts) in the transform's shape: a droppable connector gets
 * '' among its alternatives (twice, so dropping is the usual choice), and a connector that is not formulaic
 * is kept the first time.
 */
export function adaptConnectors(entries: readonly ConnectorEntry[]): Connector[] {
  return entries.map((entry) => {
    const withDrop = (list: readonly string[]) => [
      ...(entry.droppable ? ['', ''] : []),
      ...list.map(capital),
    ];
    const alternatives: Connector['alternatives'] = { default: withDrop(entry.alternatives.default) };
    for (const [mode, list] of Object.entries(entry.alternatives)) {
      // An empty list keeps the connector in that mode: nothing to swap in, and no drop either.
      if (mode !== 'default' && list)
        alternatives[mode as RewriteMode] = list.length === 0 ? [] : withDrop(list);
    }
    return {
      id: entry.id,
      phrase: entry.connector,
      function: entry.function,
      alternatives,
      keepSingle: !entry.formulaic,
      minStrength: entry.minStrength,
    };
  });
}

export const CONNECTORS: readonly Connector[] = Object.freeze(adaptConnectors(LEXICON_CONNECTORS));
