import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../errors.js';
import { ErrorSchema } from '../../http-schemas.js';
import type { EngineEdit, EngineSummary } from '../../plugins/app/engine-pool.js';
import { deleteOwnRewrite, findOwnRewrite, listRewrites } from './queries.js';
import { changelog, contentDisposition, datedName, downloadName, toDocx } from './render.js';
import {
  DownloadQuerySchema,
  HistoryEntrySchema,
  HistoryPageSchema,
  HistoryParamsSchema,
  HistoryQuerySchema,
} from './schemas.js';

const PREVIEW_CHARS = 160;

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : flat;
}

const errors = { 401: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema };
const notInHistory = () => notFound('Rewrite not found', 'rewrite_not_found');

/** Past rewrites of the signed-in user: list, read, delete (texts removed from the server), download. */
export default async function history(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/history',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'My past rewrites, newest first',
        tags: ['history'],
        security: [{ bearer: [] }],
        querystring: HistoryQuerySchema,
        response: { 200: HistoryPageSchema, ...errors },
      },
    },
    async (request) => {
      const page = Math.max(1, Number(request.query.page ?? 1));
      const pageSize = Math.min(100, Math.max(1, Number(request.query.page_size ?? 20)));
      const { items, total } = await listRewrites(app.db, request.user!.id, page, pageSize);
      return {
        items: items.map((item) => ({
          id: item.id,
          created_at: item.createdAt.toISOString(),
          words: item.words,
          options: item.options as Record<string, unknown>,
          source_name: item.sourceName,
          input_preview: preview(item.input),
          output_preview: preview(item.output),
        })),
        total,
        page,
        page_size: pageSize,
      };
    },
  );

  app.get(
    '/history/:id',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'One past rewrite in full',
        tags: ['history'],
        security: [{ bearer: [] }],
        params: HistoryParamsSchema,
        response: { 200: HistoryEntrySchema, ...errors },
      },
    },
    async (request) => {
      const row = await findOwnRewrite(app.db, request.user!.id, Number(request.params.id));
      if (!row) throw notInHistory();
      return {
        id: row.id,
        job_id: row.jobId,
        created_at: row.createdAt.toISOString(),
        words: row.words,
        options: row.options as Record<string, unknown>,
        source_name: row.sourceName,
        input: row.inputText,
        text: row.outputText,
        paraphrasedContent: row.outputHtml,
        changes: row.changes as EngineEdit[],
        summary: row.summary as EngineSummary,
      };
    },
  );

  app.delete(
    '/history/:id',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Delete a past rewrite; its texts are removed from the server',
        tags: ['history'],
        security: [{ bearer: [] }],
        params: HistoryParamsSchema,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteOwnRewrite(app.db, request.user!.id, Number(request.params.id))))
        throw notInHistory();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/history/:id/download',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Download a rewrite as .txt or .docx, or its change log (Markdown)',
        tags: ['history'],
        security: [{ bearer: [] }],
        params: HistoryParamsSchema,
        querystring: DownloadQuerySchema,
        produces: [
          'text/plain',
          'text/markdown',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ],
        response: { 200: { description: 'The file' }, ...errors },
      },
    },
    async (request, reply) => {
      const row = await findOwnRewrite(app.db, request.user!.id, Number(request.params.id));
      if (!row) throw notInHistory();
      const { format, tz } = request.query;
      const name = downloadName(row.sourceName, row.createdAt, format, tz);
      const structured = row.kind === 'document';
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', contentDisposition(name));
      switch (format) {
        case 'docx': {
          reply.header(
            'content-type',
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          );
          return reply.send(await toDocx(row.outputText, structured, name.full));
        }
        case 'changelog': {
          reply.header('content-type', 'text/markdown; charset=utf-8');
          return reply.send(
            changelog({
              // Named like the file: the document's name, or the rewrite's local date and time, not an internal id.
              name: row.sourceName ?? datedName(row.createdAt, tz),
              createdAt: row.createdAt,
              input: row.inputText,
              options: row.options as Record<string, unknown>,
              changes: row.changes as EngineEdit[],
              summary: row.summary as EngineSummary,
              language: request.query.lang,
            }),
          );
        }
        default: {
          reply.header('content-type', 'text/plain; charset=utf-8');
          return reply.send(row.outputText);
        }
      }
    },
  );
}
