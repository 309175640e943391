import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { countWords, MAX_INPUT_WORDS, MAX_SEGMENT_WORDS } from '@wordwright/contracts';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../http-schemas.js';
import { BUILTIN_ENGINE } from '../../plugins/app/engine-pool.js';
import { rewriteMetrics } from '../jobs/metrics.js';
import { splitText } from '../jobs/segments.js';
import { liveExamples } from './examples.js';
import { loadUserInfo, wordsRewrittenToday } from './queries.js';
import {
  AcceptedJobSchema,
  IdempotencyHeadersSchema,
  LiveExampleSchema,
  LongTextBodySchema,
  RewriteBodySchema,
  RewriteResponseSchema,
  StatsTodaySchema,
} from './schemas.js';
import {
  checkWordCount,
  chooseEngine,
  cleanText,
  idempotencyKey,
  jobOptions,
  MAX_JOB_WORDS,
  prefersAsync,
  type RequestOptions,
  resultOf,
} from './service.js';

const rewriteErrors = {
  400: ErrorSchema,
  401: ErrorSchema,
  402: ErrorSchema,
  409: ErrorSchema,
  410: ErrorSchema,
  413: ErrorSchema,
  422: ErrorSchema,
  429: ErrorSchema,
  500: ErrorSchema,
  503: ErrorSchema,
};

/** The rewrite: POST /deleteai (up to 3000 words), long-text jobs, the landing counter and live example. */
export default async function rewrite(
  instance: FastifyInstance,
  options: { examples?: ReturnType<typeof liveExamples> } = {},
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const examples = options.examples ?? liveExamples(app);

  if (app.config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => {
      examples.get().catch(() => {});
    });
  }

  async function startJob(
    userId: number,
    kind: 'rewrite' | 'long_text',
    body: { text: string; language?: string; options?: RequestOptions },
    maxWords: number,
    segmentWords: number | ((engine: string) => number),
    key: string | undefined,
  ) {
    const text = cleanText(body.text);
    // Language first: text in another script often has few spaces, and a word-count error would mislead.
    const engine = chooseEngine(app, body.language, text, body.options?.engine);
    const words = countWords(text);
    checkWordCount(words, maxWords);
    return app.jobs.create({
      userId,
      kind,
      words,
      options: jobOptions(body.options, engine, body.language, text),
      pieces: splitText(text, typeof segmentWords === 'number' ? segmentWords : segmentWords(engine)),
      ...(key ? { idempotencyKey: key } : {}),
    });
  }

  /**
   * POST /deleteai gives the built-in engine the whole text as one segment: 3000 words take it about 40 ms,
   * well inside the latency target, while every extra segment costs database round trips on the event loop
   * that compete with the engine threads for the same cores. Other engines keep 500-word segments.
   */
  const rewriteSegmentWords = (engine: string) =>
    engine === BUILTIN_ENGINE ? MAX_INPUT_WORDS : MAX_SEGMENT_WORDS;

  app.post(
    '/deleteai',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Rewrite 10 to 3000 words; charges one credit per input word',
        description:
          'Send an Idempotency-Key header to make retries safe: a repeated key returns the first result ' +
          'and is never charged twice.',
        tags: ['rewrite'],
        security: [{ bearer: [] }],
        headers: IdempotencyHeadersSchema,
        body: RewriteBodySchema,
        response: { 200: RewriteResponseSchema, ...rewriteErrors },
      },
    },
    async (request) => {
      const metrics = rewriteMetrics(app);
      const user = request.user!;
      try {
        const { job } = await startJob(
          user.id,
          'rewrite',
          request.body,
          MAX_INPUT_WORDS,
          rewriteSegmentWords,
          idempotencyKey(request.headers),
        );
        const output = await resultOf(app, job);
        metrics.requests.inc({ route: 'deleteai', outcome: 'ok' });
        return { ...output, userInfo: await loadUserInfo(app.db, user.id) };
      } catch (error) {
        metrics.requests.inc({ route: 'deleteai', outcome: 'error' });
        throw error;
      }
    },
  );

  app.post(
    '/deleteai/long-text',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Rewrite a long text in segments processed in parallel',
        description:
          'The text is split at paragraph (else sentence) boundaries into segments of at most ' +
          'max_words_per_segment words and merged back with paragraphs intact. With follow: true or ' +
          'Prefer: respond-async the answer is 202 {job_id}; follow it at GET /jobs/{id}/events.',
        tags: ['rewrite'],
        security: [{ bearer: [] }],
        headers: IdempotencyHeadersSchema,
        body: LongTextBodySchema,
        response: { 200: RewriteResponseSchema, 202: AcceptedJobSchema, ...rewriteErrors },
      },
    },
    async (request, reply) => {
      const metrics = rewriteMetrics(app);
      const user = request.user!;
      const follow = request.body.follow === true || prefersAsync(request.headers.prefer);
      try {
        const { job } = await startJob(
          user.id,
          'long_text',
          request.body,
          MAX_JOB_WORDS,
          request.body.max_words_per_segment ?? MAX_SEGMENT_WORDS,
          idempotencyKey(request.headers),
        );
        metrics.requests.inc({ route: 'long-text', outcome: 'ok' });
        if (follow) {
          return reply.code(202).send({
            job_id: job.id,
            status: job.status,
            words: job.words,
            segments_total: job.segmentsTotal,
          });
        }
        const output = await resultOf(app, job);
        return { ...output, userInfo: await loadUserInfo(app.db, user.id) };
      } catch (error) {
        metrics.requests.inc({ route: 'long-text', outcome: 'error' });
        throw error;
      }
    },
  );

  app.get(
    '/stats/today',
    {
      schema: {
        summary: 'Words rewritten today across the service (from the ledger)',
        tags: ['rewrite'],
        response: { 200: StatsTodaySchema, 503: ErrorSchema },
      },
    },
    async () => wordsRewrittenToday(app.db),
  );

  app.get(
    '/examples/live',
    {
      schema: {
        summary: 'A real before/after produced by the engine from a fixed sample paragraph',
        tags: ['rewrite'],
        response: { 200: LiveExampleSchema, 503: ErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return examples.get();
    },
  );
}
