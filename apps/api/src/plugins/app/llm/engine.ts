import { countWords } from '@wordwright/contracts';
import {
  changedWords,
  checkRewrite,
  createEngine,
  type Edit,
  protectedTexts,
  type RestoredSentence,
  type RewriteOptions,
  renderMarkedHtml,
  resolveOptions,
  textStats,
} from '@wordwright/engine';
import type { Engine } from '../engine-pool.js';
import type { ChatMessage, ChatRequest, ChatResponse } from './client.js';
import { diffEdits } from './edits.js';
import {
  BASE_INSTRUCTIONS,
  KEEP_HEADING,
  MODE_INSTRUCTIONS,
  PROTECTED_HEADING,
  RETRY_HEADING,
  RETRY_REASONS,
  STRENGTH_INSTRUCTIONS,
  STRENGTH_TEMPERATURE,
  TEXT_CLOSE,
  TEXT_OPEN,
  USER_PREFIX,
  VARIANT_INSTRUCTIONS,
} from './prompts.js';
import { paragraphCount, type Segment, segmentSize, segmentText } from './segments.js';
import type { FallbackRewrite, LlmRewriteResult } from './types.js';

/** Why a model answer was rejected: an engine guard, or a check only model output needs. */
export type CheckFailure = string;

export interface ChatClient {
  readonly model: string;
  chat(request: ChatRequest): Promise<ChatResponse>;
}

export interface LlmEngineOptions {
  client: ChatClient;
  /** The built-in engine for segments the model fails; defaults to an in-process engine. */
  fallback?: FallbackRewrite;
  /** Largest segment sent to the model, in words (Han, kana and hangul characters count one each). */
  maxSegmentWords?: number;
  /** Called for each rejected model answer, with the checks it failed. */
  onRejected?: (failures: CheckFailure[]) => void;
  /** Called for each segment handed to the built-in engine. */
  onFallback?: () => void;
}

/** Most protected items listed in the prompt; past that, the list costs more tokens than it helps. */
const MAX_LISTED = 80;

/**
 * Room for the answer: about 2.5 tokens per word (or Han character) plus a margin, so a rewrite somewhat longer
 * than its input fits while prompt + answer stays well inside a 4,096-token context.
 */
function answerTokens(input: string): number {
  return 256 + Math.ceil(segmentSize(input) * 2.5);
}

/** The built-in engine in this thread, loaded on first use. */
export function inProcessFallback(): FallbackRewrite {
  let engine: ReturnType<typeof createEngine> | undefined;
  return async (text, options) => {
    engine ??= createEngine();
    return engine.rewrite(text, options);
  };
}

/** Removes what models wrap around an answer despite the prompt: reasoning blocks, fences, the <text> tags. */
export function cleanOutput(content: string): string {
  let text = content.replace(/^\s*<think>[\s\S]*?<\/think>/u, '').trim();
  const fenced = /^```[\w-]*\n([\s\S]*?)\n```$/u.exec(text);
  if (fenced) text = (fenced[1] as string).trim();
  if (text.startsWith(TEXT_OPEN) && text.endsWith(TEXT_CLOSE)) {
    text = text.slice(TEXT_OPEN.length, text.length - TEXT_CLOSE.length).trim();
  }
  return text;
}

function listed(items: readonly string[]): string {
  return items
    .slice(0, MAX_LISTED)
    .map((item) => `- ${item}`)
    .join('\n');
}

export function systemPrompt(options: RewriteOptions): string {
  const parts = [
    BASE_INSTRUCTIONS,
    MODE_INSTRUCTIONS[options.mode],
    STRENGTH_INSTRUCTIONS[options.strength],
    VARIANT_INSTRUCTIONS[options.variant],
  ];
  if (options.keep.length > 0) parts.push(`${KEEP_HEADING}\n${listed(options.keep)}`);
  return parts.join('\n\n');
}

export function userPrompt(
  text: string,
  mustKeep: readonly string[],
  retry?: { failures: CheckFailure[]; missing: string[] },
) {
  const parts: string[] = [];
  if (mustKeep.length > 0) parts.push(`${PROTECTED_HEADING}\n${listed([...new Set(mustKeep)])}`);
  if (retry) {
    const reasons = retry.failures.map((failure) => {
      const reason = RETRY_REASONS[failure] ?? RETRY_REASONS.other;
      return failure === 'protected' ? `- ${reason}\n${listed(retry.missing)}` : `- ${reason}`;
    });
    parts.push(`${RETRY_HEADING}\n${[...new Set(reasons)].join('\n')}`);
  }
  parts.push(`${USER_PREFIX}\n\n${TEXT_OPEN}\n${text}\n${TEXT_CLOSE}`);
  return parts.join('\n\n');
}

type SegmentOutcome =
  | { kind: 'llm'; output: string }
  | { kind: 'builtin'; result: Awaited<ReturnType<FallbackRewrite>> };

/**
 * Rewrites with a language model behind an OpenAI-compatible API, segment by segment. Each answer must pass the
 * built-in engine's guards (protected spans byte-identical, negators kept, clean sentences) and keep the
 * paragraph count; a segment that fails twice is rewritten by the built-in engine instead. Transport failures
 * that outlast the client's retries reject the whole rewrite with the client's LlmError.
 */
export class LlmEngine implements Engine {
  readonly name = 'llm' as const;
  readonly multilingual = true;
  private readonly client: ChatClient;
  private readonly fallback: FallbackRewrite;
  private readonly maxSegmentWords: number;
  private readonly hooks: Pick<LlmEngineOptions, 'onRejected' | 'onFallback'>;

  constructor(options: LlmEngineOptions) {
    this.client = options.client;
    this.fallback = options.fallback ?? inProcessFallback();
    this.maxSegmentWords = options.maxSegmentWords ?? 500;
    this.hooks = { onRejected: options.onRejected, onFallback: options.onFallback };
  }

  get model(): string {
    return this.client.model;
  }

  async rewrite(
    text: string,
    options: Partial<RewriteOptions> = {},
    signal?: AbortSignal,
  ): Promise<LlmRewriteResult> {
    const resolved = resolveOptions(options);
    if (typeof text !== 'string')
      throw new TypeError(`Invalid text ${JSON.stringify(text)}: expected a string`);
    const segments = segmentText(text, this.maxSegmentWords);
    if (segments.length === 0) {
      const empty = await this.fallback(text, resolved);
      return { ...empty, summary: { ...empty.summary, ...this.tally(0, 0) } };
    }

    // One failed segment fails the rewrite, so stop the others rather than pay for answers no one will use.
    const controller = new AbortController();
    const stop = () => controller.abort(signal?.reason);
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
    let outcomes: SegmentOutcome[];
    try {
      outcomes = await Promise.all(
        segments.map((segment) =>
          this.segment(text.slice(segment.start, segment.end), resolved, controller.signal).catch((error) => {
            controller.abort(error);
            throw error;
          }),
        ),
      );
    } finally {
      signal?.removeEventListener('abort', stop);
    }
    return this.assemble(text, segments, outcomes);
  }

  private tally(fallbacks: number, segments: number) {
    return {
      engine: 'llm' as const,
      model: this.client.model,
      llmFallbackSegments: fallbacks,
      llmSegments: segments,
    };
  }

  private async segment(
    input: string,
    options: RewriteOptions,
    signal: AbortSignal,
  ): Promise<SegmentOutcome> {
    const mustKeep = protectedTexts(input, options.keep);
    const system: ChatMessage = { role: 'system', content: systemPrompt(options) };
    let retry: { failures: CheckFailure[]; missing: string[] } | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await this.client.chat({
        messages: [system, { role: 'user', content: userPrompt(input, mustKeep, retry) }],
        temperature: STRENGTH_TEMPERATURE[options.strength],
        // A different seed on the second try, so a deterministic server does not repeat the same answer.
        seed: options.seed + attempt,
        maxTokens: answerTokens(input),
        signal,
      });
      const output = cleanOutput(response.content);
      const failures: CheckFailure[] = [];
      let missing: string[] = [];
      if (response.finishReason === 'length') failures.push('truncated');
      if (output === '') failures.push('empty');
      else {
        if (paragraphCount(output) !== paragraphCount(input)) failures.push('paragraphs');
        const check = checkRewrite(input, output, { keep: options.keep });
        failures.push(...check.failures);
        missing = check.missing;
      }
      if (failures.length === 0) return { kind: 'llm', output };
      this.hooks.onRejected?.(failures);
      retry = { failures, missing };
    }
    this.hooks.onFallback?.();
    return { kind: 'builtin', result: await this.fallback(input, options) };
  }

  private assemble(text: string, segments: Segment[], outcomes: SegmentOutcome[]): LlmRewriteResult {
    let output = '';
    let at = 0;
    let wordsChanged = 0;
    let phrasesRemoved = 0;
    let guardRestorations = 0;
    let fallbacks = 0;
    let checksPassed = true;
    const edits: Edit[] = [];
    const restored: RestoredSentence[] = [];
    segments.forEach((segment, index) => {
      const outcome = outcomes[index] as SegmentOutcome;
      output += text.slice(at, segment.start);
      at = segment.end;
      const input = text.slice(segment.start, segment.end);
      const base = { input: segment.start, output: output.length };
      if (outcome.kind === 'llm') {
        edits.push(...diffEdits(input, outcome.output, base));
        wordsChanged += changedWords(input, outcome.output);
        output += outcome.output;
        return;
      }
      const { result } = outcome;
      fallbacks++;
      const shift = (span: { start: number; end: number }, by: number) => ({
        start: span.start + by,
        end: span.end + by,
      });
      for (const edit of result.edits) {
        edits.push({
          ...edit,
          input: shift(edit.input, base.input),
          output: shift(edit.output, base.output),
        });
      }
      for (const sentence of result.summary.sentencesRestored ?? []) {
        restored.push({ ...sentence, input: shift(sentence.input, base.input) });
      }
      wordsChanged += result.summary.wordsChanged;
      phrasesRemoved += result.summary.phrasesRemoved;
      guardRestorations += result.summary.guardRestorations;
      checksPassed &&= result.summary.meaningChecksPassed;
      output += result.text;
    });
    output += text.slice(at);

    const before = textStats(text);
    const after = textStats(output);
    const wordsIn = countWords(text);
    const marks = edits.map((edit, i) => ({
      start: edit.output.start,
      end: edit.output.end,
      edit: i,
      title: edit.reason.en,
    }));
    return {
      text: output,
      html: renderMarkedHtml(output, marks),
      edits,
      summary: {
        wordsIn,
        wordsOut: countWords(output),
        wordsChanged,
        changedShare: wordsIn ? Math.round((wordsChanged / wordsIn) * 1000) / 1000 : 0,
        phrasesRemoved,
        readability: { before: before.grade, after: after.grade },
        sentenceLength: { before: before.length, after: after.length },
        sentenceVariety: { before: before.variety, after: after.variety },
        guardRestorations,
        meaningChecksPassed: checksPassed,
        sentencesRestored: restored,
        ...this.tally(fallbacks, segments.length),
      },
    };
  }
}
