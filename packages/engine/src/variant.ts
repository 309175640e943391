import { UK_TO_US_ONLY, US_UK } from './lexicon/spelling.js';
import { createVariantDetector } from './transforms/spelling/index.js';

/**
 * The spelling variant a text is written in, used when the writer names none. Its own entry point
 * ('@wordwright/engine/variant') so a server can resolve it without loading the parser and its model.
 */
export const detectVariant = createVariantDetector({ pairs: US_UK, toUsOnly: UK_TO_US_ONLY });
