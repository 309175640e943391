import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SHARED = fileURLToPath(new URL('../../shared/corpus/dev.jsonl', import.meta.url));
const OWN = fileURLToPath(new URL('./passages.jsonl', import.meta.url));

/**
 * Machine-written passages for tests that need realistic prose: the shared dev corpus when it sits beside
 * the repository (../shared/corpus/dev.jsonl), else the repository's own passages (passages.jsonl), so a
 * clone in any folder runs the whole suite.
 */
export const CORPUS_FILE = existsSync(SHARED) ? SHARED : OWN;

export function corpusPassages(): { id: string; text: string }[] {
  return readFileSync(CORPUS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { id: string; text: unknown })
    .filter((row): row is { id: string; text: string } => typeof row.text === 'string')
    .map((row) => ({ id: row.id, text: row.text.trim() }));
}
