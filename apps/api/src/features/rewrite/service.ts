import { MAX_INPUT_WORDS, MIN_INPUT_WORDS, mostlyNonLatin } from '@wordwright/contracts';
import { detectVariant } from '@wordwright/engine/variant';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { HttpError, unprocessable } from '../../errors.js';
import { BUILTIN_ENGINE } from '../../plugins/app/engine-pool.js';
import type { JobRow } from '../jobs/queries.js';
import {
  JOB_CANCELLED_MESSAGE,
  JOB_FAILED_MESSAGE,
  type JobOptions,
  type RewriteOutput,
} from '../jobs/service.js';
import type { RewriteOptionsSchema } from './schemas.js';

/** Long texts and documents: far above any single request, below what one job should hold. */
export const MAX_JOB_WORDS = 200_000;

export const tooFewWords = (words: number) =>
  unprocessable(`Minimum ${MIN_INPUT_WORDS} words required - Current: ${words}`, 'too_few_words');

/** Checks the word count against the limits of the route; `max` is MAX_INPUT_WORDS for POST /deleteai. */
export function checkWordCount(words: number, max: number): void {
  if (words < MIN_INPUT_WORDS) throw tooFewWords(words);
  if (words <= max) return;
  if (max === MAX_INPUT_WORDS) {
    throw unprocessable(
      `Maximum ${MAX_INPUT_WORDS} words per request - Current: ${words}. For longer texts use long-text mode ` +
        '(POST /deleteai/long-text) or upload a document (POST /documents).',
      'too_many_words',
    );
  }
  throw unprocessable(`Maximum ${max} words per job - Current: ${words}`, 'too_many_words');
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Makes submitted text storable: NUL bytes mean binary data (PostgreSQL text cannot hold them), and lone
 * UTF-16 surrogates (invalid Unicode that JSON allows) become U+FFFD, keeping every offset in place.
 */
export function cleanText(text: string): string {
  if (text.includes('\u0000')) {
    throw unprocessable('The text contains binary data; send plain UTF-8 text', 'binary_text');
  }
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

const ENGLISH = /^\s*(en|eng|english)([-_][a-z0-9]+)*\s*$/i;

export const ENGLISH_ONLY_MESSAGE =
  'The built-in engine rewrites English text only. Submit English text (language "en"), ' +
  'or ask your administrator to configure a language-model engine for other languages.';

/**
 * Picks the engine for a request: the one asked for, else the default; text that is not English needs an
 * engine that handles other languages (issue 8 registers the LLM engine as one).
 */
export function chooseEngine(
  app: FastifyInstance,
  language: string | undefined,
  text: string,
  requested?: string,
): string {
  if (requested !== undefined && !app.engines.get(requested)) {
    throw unprocessable(
      `Unknown engine "${requested}"; available: ${app.engines.names().join(', ')}`,
      'unknown_engine',
    );
  }
  const english = (language === undefined || ENGLISH.test(language)) && !mostlyNonLatin(text);
  const name = requested ?? app.engines.defaultName;
  if (english) return name;
  if (app.engines.get(name)?.multilingual) return name;
  const multilingual = app.engines.names().find((candidate) => app.engines.get(candidate)?.multilingual);
  if (requested === undefined && multilingual) return multilingual;
  throw unprocessable(ENGLISH_ONLY_MESSAGE, 'unsupported_language');
}

export type RequestOptions = Static<typeof RewriteOptionsSchema> | undefined;

/**
 * The options stored with a job: every engine option filled in, plus engine and language. With no variant named
 * the whole text's own spelling decides (a British draft stays British), once, so every segment agrees.
 */
export function jobOptions(
  options: RequestOptions,
  engine: string,
  language: string | undefined,
  text: string,
): JobOptions {
  return {
    mode: options?.mode ?? 'standard',
    strength: options?.strength ?? 'medium',
    keep: (options?.keep ?? []).map((entry) => entry.trim()).filter(Boolean),
    variant: options?.variant ?? detectVariant(text),
    seed: options?.seed ?? 0,
    engine: engine ?? BUILTIN_ENGINE,
    language: language?.trim().toLowerCase() || 'en',
  };
}

/** Reads the client's Idempotency-Key (already validated by the header schema). */
export function idempotencyKey(headers: { 'idempotency-key'?: string }): string | undefined {
  return headers['idempotency-key'] || undefined;
}

/** `Prefer: respond-async` (RFC 7240) asks for the job id instead of waiting. */
export function prefersAsync(prefer: string | undefined): boolean {
  return /(^|[,;\s])respond-async($|[,;\s])/i.test(prefer ?? '');
}

/** Waits for a job and returns its result; failures and cancellations become errors (already refunded). */
export async function resultOf(app: FastifyInstance, job: JobRow): Promise<RewriteOutput> {
  const { job: finished, output: ready } = await app.jobs.waitFor(job.id);
  if (finished.status === 'cancelled') throw new HttpError(409, JOB_CANCELLED_MESSAGE, 'job_cancelled');
  if (finished.status === 'failed') {
    throw new HttpError(500, finished.error ?? JOB_FAILED_MESSAGE, 'rewrite_failed');
  }
  const output = ready ?? (await app.jobs.output(finished));
  if (!output) throw new HttpError(410, 'This rewrite was deleted from your history', 'rewrite_deleted');
  return output;
}
