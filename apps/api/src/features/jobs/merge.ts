import type { EngineEdit, EngineResult, EngineSummary } from '../../plugins/app/engine-pool.js';

/** What a segment row holds once done; kept-as-is blocks have no summary. */
export interface SegmentResult {
  text: string;
  html: string;
  edits: EngineEdit[];
  summary: EngineSummary | null;
}

export interface DoneSegment {
  input: string;
  separator: string;
  result: SegmentResult;
}

export interface MergedResult {
  input: string;
  text: string;
  html: string;
  edits: EngineEdit[];
  summary: EngineSummary;
}

function weightedMean(values: { value: number; weight: number }[]): number {
  const total = values.reduce((sum, item) => sum + item.weight, 0);
  if (total === 0)
    return values.length ? values.reduce((sum, item) => sum + item.value, 0) / values.length : 0;
  return values.reduce((sum, item) => sum + item.value * item.weight, 0) / total;
}

/** Pooled mean and standard deviation of several groups, each weighted by its word count. */
function pooled(groups: { mean: number; sd: number; weight: number }[]): { mean: number; sd: number } {
  const mean = weightedMean(groups.map((group) => ({ value: group.mean, weight: group.weight })));
  const square = weightedMean(
    groups.map((group) => ({ value: group.sd ** 2 + group.mean ** 2, weight: group.weight })),
  );
  return { mean, sd: Math.sqrt(Math.max(0, square - mean ** 2)) };
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function shiftRestored(summary: EngineSummary, offset: number): EngineSummary['sentencesRestored'] {
  return (summary.sentencesRestored ?? []).map((restored) => ({
    ...restored,
    input: { start: restored.input.start + offset, end: restored.input.end + offset },
  }));
}

export const EMPTY_SUMMARY: EngineSummary = {
  wordsIn: 0,
  wordsOut: 0,
  wordsChanged: 0,
  changedShare: 0,
  phrasesRemoved: 0,
  readability: { before: 0, after: 0 },
  sentenceLength: { before: { mean: 0, sd: 0 }, after: { mean: 0, sd: 0 } },
  sentenceVariety: { before: 0, after: 0 },
  guardRestorations: 0,
  meaningChecksPassed: true,
  sentencesRestored: [],
};

/**
 * One summary for a text processed in several segments: counts add up; readability and sentence length are
 * averaged by words (the spread pooled, variety = sd / mean); the meaning checks pass only if every
 * segment's did. `offsets` are the segments' positions in the merged input, for the restored sentences.
 */
export function mergeSummaries(summaries: EngineSummary[], offsets: number[]): EngineSummary {
  if (summaries.length === 0) return EMPTY_SUMMARY;
  // One segment keeps the engine's own figures exactly.
  if (summaries.length === 1) {
    return { ...summaries[0]!, sentencesRestored: shiftRestored(summaries[0]!, offsets[0] ?? 0) };
  }
  const before = summaries.map((s) => ({ weight: s.wordsIn, s }));
  const after = summaries.map((s) => ({ weight: s.wordsOut, s }));
  const wordsIn = sum(summaries.map((s) => s.wordsIn));
  const wordsChanged = sum(summaries.map((s) => s.wordsChanged));
  const length = (side: 'before' | 'after', weights: { weight: number; s: EngineSummary }[]) =>
    pooled(weights.map(({ weight, s }) => ({ ...s.sentenceLength[side], weight })));
  const lengthBefore = length('before', before);
  const lengthAfter = length('after', after);
  const variety = (stats: { mean: number; sd: number }) =>
    stats.mean > 0 ? round(stats.sd / stats.mean, 3) : 0;
  return {
    wordsIn,
    wordsOut: sum(summaries.map((s) => s.wordsOut)),
    wordsChanged,
    changedShare: wordsIn > 0 ? round(wordsChanged / wordsIn, 4) : 0,
    phrasesRemoved: sum(summaries.map((s) => s.phrasesRemoved)),
    readability: {
      before: round(weightedMean(before.map(({ weight, s }) => ({ value: s.readability.before, weight })))),
      after: round(weightedMean(after.map(({ weight, s }) => ({ value: s.readability.after, weight })))),
    },
    sentenceLength: {
      before: { mean: round(lengthBefore.mean), sd: round(lengthBefore.sd) },
      after: { mean: round(lengthAfter.mean), sd: round(lengthAfter.sd) },
    },
    sentenceVariety: { before: variety(lengthBefore), after: variety(lengthAfter) },
    guardRestorations: sum(summaries.map((s) => s.guardRestorations)),
    meaningChecksPassed: summaries.every((s) => s.meaningChecksPassed),
    sentencesRestored: summaries.flatMap((s, i) => shiftRestored(s, offsets[i] ?? 0)),
  };
}

/** Two engine paragraphs split only by a sentence boundary (no line break) become one paragraph again. */
function joinHtml(previous: string, next: string, separator: string): string {
  if (!separator.includes('\n') && previous.endsWith('</p>') && next.startsWith('<p>')) {
    return `${previous.slice(0, -'</p>'.length)} ${next.slice('<p>'.length)}`;
  }
  return previous + next;
}

/** Each segment numbers its highlighted changes from 0; in the merged HTML they must point at the merged list. */
function renumberMarks(html: string, offset: number): string {
  if (offset === 0) return html;
  // The engine escapes every quote of the writer's text, so a literal `data-edit="` only occurs inside a tag.
  return html.replace(
    /(<mark\b[^>]*?\sdata-edit=")(\d+)(")/g,
    (_m, head: string, n: string, tail: string) => `${head}${Number(n) + offset}${tail}`,
  );
}

/**
 * Merges segment results back into one: output text = outputs joined with the original separators, HTML
 * concatenated with every highlight renumbered to its change's place in the merged list, every edit's input
 * and output span shifted to the merged texts.
 */
export function mergeSegments(segments: DoneSegment[]): MergedResult {
  let input = '';
  let text = '';
  let html = '';
  const edits: EngineEdit[] = [];
  const summaries: EngineSummary[] = [];
  const offsets: number[] = [];
  let previousSeparator = '';
  for (const [i, segment] of segments.entries()) {
    const { result } = segment;
    const inputOffset = input.length;
    const outputOffset = text.length;
    const segmentHtml = renumberMarks(result.html, edits.length);
    for (const edit of result.edits) {
      edits.push({
        ...edit,
        input: { start: edit.input.start + inputOffset, end: edit.input.end + inputOffset },
        output: { start: edit.output.start + outputOffset, end: edit.output.end + outputOffset },
      });
    }
    if (result.summary) {
      summaries.push(result.summary);
      offsets.push(inputOffset);
    }
    html = i === 0 ? segmentHtml : joinHtml(html, segmentHtml, previousSeparator);
    input += segment.input + segment.separator;
    text += result.text + segment.separator;
    previousSeparator = segment.separator;
  }
  return { input, text, html, edits, summary: mergeSummaries(summaries, offsets) };
}

/** The result of an engine for a block kept exactly as written. */
export function keptResult(input: string, html: string): SegmentResult {
  return { text: input, html, edits: [], summary: null };
}

/** True when `value` has the shape every engine promises (a worker returning garbage is an engine failure). */
export function isEngineResult(value: unknown): value is EngineResult {
  const result = value as EngineResult | null;
  return (
    typeof result === 'object' &&
    result !== null &&
    typeof result.text === 'string' &&
    typeof result.html === 'string' &&
    Array.isArray(result.edits) &&
    typeof result.summary === 'object' &&
    result.summary !== null
  );
}
