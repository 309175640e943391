import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { countWords, MAX_SEGMENT_WORDS } from '@wordwright/contracts';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { HttpError, unprocessable } from '../../errors.js';
import { ErrorSchema } from '../../http-schemas.js';
import { rewriteMetrics } from '../jobs/metrics.js';
import { splitMarkdown, splitText } from '../jobs/segments.js';
import { AcceptedJobSchema, IdempotencyHeadersSchema, RewriteOptionsSchema } from '../rewrite/schemas.js';
import {
  checkWordCount,
  chooseEngine,
  idempotencyKey,
  jobOptions,
  MAX_JOB_WORDS,
  type RequestOptions,
} from '../rewrite/service.js';
import { billableText, decodeText, docxToText, formatOf } from './convert.js';

const FIELD_LIMIT_BYTES = 64 * 1024;

function parseOptions(raw: string | undefined): RequestOptions {
  if (raw === undefined || raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw unprocessable('options must be a JSON object', 'invalid_options');
  }
  if (!Value.Check(RewriteOptionsSchema, parsed)) {
    const first = [...Value.Errors(RewriteOptionsSchema, parsed)][0];
    const where = first?.instancePath ? `options${first.instancePath.replace(/\//g, '.')}` : 'options';
    throw unprocessable(`${where} ${first?.message ?? 'is invalid'}`, 'invalid_options');
  }
  return parsed as RequestOptions;
}

/** Document uploads (.txt, .md, .docx), rewritten as a background job; charged up front, refunded on failure. */
export default async function documents(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(multipart, {
    limits: {
      fileSize: app.config.UPLOAD_LIMIT_BYTES,
      files: 1,
      fields: 5,
      fieldSize: FIELD_LIMIT_BYTES,
      parts: 8,
    },
  });

  app.post(
    '/documents',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Upload a document (.txt, .md or .docx) to rewrite as a background job',
        description:
          'multipart/form-data with `file` and optional fields `language` and `options` (JSON). Headings ' +
          'and code blocks are kept as written. The whole document is charged up front (one credit per ' +
          'word) and refunded if the job fails or is cancelled. Answers 202 {job_id}; follow the job at ' +
          'GET /jobs/{id}/events and download the result from GET /history/{rewrite_id}/download.',
        tags: ['documents'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        headers: IdempotencyHeadersSchema,
        response: {
          202: AcceptedJobSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          402: ErrorSchema,
          406: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
          422: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(
          415,
          'Send the document as multipart/form-data with a "file" field',
          'not_multipart',
        );
      }
      let file: { name: string; bytes: Buffer } | undefined;
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || file) {
            await part.toBuffer().catch(() => {});
            throw unprocessable('Send exactly one document, in the "file" field', 'invalid_upload');
          }
          file = { name: part.filename, bytes: await part.toBuffer() };
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
      if (!file)
        throw unprocessable('No file uploaded: send the document in the "file" field', 'missing_file');
      const format = formatOf(file.name);
      if (file.bytes.length === 0) throw unprocessable('The file is empty', 'empty_file');
      const text = format === 'docx' ? await docxToText(file.bytes) : decodeText(file.bytes);
      const options = parseOptions(fields.options);
      const language = fields.language?.slice(0, 40);
      const engine = chooseEngine(app, language, text, options?.engine);
      const words = countWords(billableText(text));
      if (words === 0) throw unprocessable('The document has no text to rewrite', 'empty_file');
      checkWordCount(words, MAX_JOB_WORDS);
      const key = idempotencyKey(request.headers);
      const { job } = await app.jobs.create({
        userId: request.user!.id,
        kind: 'document',
        words,
        options: jobOptions(options, engine, language, text),
        pieces:
          format === 'txt' ? splitText(text, MAX_SEGMENT_WORDS) : splitMarkdown(text, MAX_SEGMENT_WORDS),
        sourceName: file.name.replace(/[\\/]/g, '_').slice(0, 200),
        ...(key ? { idempotencyKey: key } : {}),
      });
      rewriteMetrics(app).requests.inc({ route: 'documents', outcome: 'ok' });
      return reply.code(202).send({
        job_id: job.id,
        status: job.status,
        words: job.words,
        segments_total: job.segmentsTotal,
      });
    },
  );
}
