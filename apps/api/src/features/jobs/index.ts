import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.js';
import { ErrorSchema } from '../../http-schemas.js';
import type { JobEvent } from '../../plugins/app/queue.js';
import { findJob } from './queries.js';
import { EventsQuerySchema, JobParamsSchema, JobSchema } from './schemas.js';
import { isTerminal } from './service.js';

/** A comment line every so often keeps proxies from closing a quiet stream; also re-reads the job. */
const HEARTBEAT_MS = 15_000;

const errors = { 401: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema };

/** Jobs: state, progress as server-sent events, cancel (with a full refund). Owner only; 404 otherwise. */
export default async function jobsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/jobs/:id',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'A job: status, segments done and total, and its result once it succeeded',
        tags: ['jobs'],
        security: [{ bearer: [] }],
        params: JobParamsSchema,
        response: { 200: JobSchema, ...errors },
      },
    },
    async (request) => app.jobs.view(await app.jobs.owned(request.params.id, request.user!.id)),
  );

  app.post(
    '/jobs/:id/cancel',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Cancel a queued or running job; its words are refunded in full',
        tags: ['jobs'],
        security: [{ bearer: [] }],
        params: JobParamsSchema,
        response: { 200: JobSchema, 409: ErrorSchema, ...errors },
      },
    },
    async (request) => {
      const job = await app.jobs.owned(request.params.id, request.user!.id);
      if (isTerminal(job.status)) {
        throw new HttpError(409, `The job has already ${job.status}`, 'job_finished');
      }
      await app.jobs.end(job.id, 'cancelled', 'Cancelled by the user');
      return app.jobs.view(await app.jobs.owned(job.id, request.user!.id));
    },
  );

  /** EventSource cannot set headers, so the stream also accepts ?access_token= (redacted from logs). */
  async function requireUserFromHeaderOrQuery(
    request: FastifyRequest<{ Querystring: { access_token?: string } }>,
  ) {
    const token = request.query.access_token;
    if (!request.headers.authorization && token) request.headers.authorization = `Bearer ${token}`;
    await app.requireUser(request);
  }

  app.get(
    '/jobs/:id/events',
    {
      preHandler: requireUserFromHeaderOrQuery,
      schema: {
        summary: 'Job progress as server-sent events',
        description:
          '`event: progress` {segments_done, segments_total} as segments finish, then `event: done` with the ' +
          'result (or `event: error` {status, detail}); comment lines as heartbeats. Works for finished jobs ' +
          'too. Authenticate with the bearer header or ?access_token=.',
        tags: ['jobs'],
        security: [{ bearer: [] }],
        params: JobParamsSchema,
        querystring: EventsQuerySchema,
        produces: ['text/event-stream'],
        response: { 200: { type: 'string', description: 'text/event-stream' }, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const job = await app.jobs.owned(request.params.id, userId);
      const raw = reply.raw;
      reply.hijack();
      // hijack() bypasses Fastify's header handling: carry over what the onRequest hooks set (helmet's
      // security headers, the rate-limit counters) by hand.
      const headers: Record<string, number | string | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) headers[name] = value;
      }
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let open = true;
      let lastDone = -1;
      let chain = Promise.resolve();
      let unsubscribe: () => void = () => {};
      const send = (event: string, data: unknown) => {
        if (open) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const close = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        raw.end();
      };
      const progress = (done: number, total: number) => {
        if (done <= lastDone) return;
        lastDone = done;
        send('progress', { segments_done: done, segments_total: total });
      };
      /** Reads the job and, once it has ended, sends the final event and closes the stream. */
      const settle = async () => {
        const current = await findJob(app.db, job.id);
        if (!open) return;
        if (!current) {
          send('error', { status: 'deleted', detail: 'Job not found' });
          return close();
        }
        progress(current.segmentsDone, current.segmentsTotal);
        if (!isTerminal(current.status)) return;
        const view = await app.jobs.view(current);
        if (view.result) send('done', view.result);
        else {
          const detail =
            current.status === 'succeeded' ? 'This rewrite was deleted from your history' : view.error;
          send('error', { status: current.status, detail });
        }
        close();
      };
      const enqueue = (step: () => Promise<void> | void) => {
        chain = chain.then(step).catch((error) => {
          request.log.warn({ err: error }, 'job event stream failed');
          close();
        });
      };
      const heartbeat = setInterval(() => {
        if (!open) return;
        raw.write(': heartbeat\n\n');
        enqueue(settle);
      }, HEARTBEAT_MS);
      raw.on('close', close);
      // Subscribe before the first read so no event between the two is missed.
      unsubscribe = await app.jobQueue.subscribe(job.id, (event: JobEvent) => {
        if (event.type === 'progress') enqueue(() => progress(event.segments_done, event.segments_total));
        else enqueue(settle);
      });
      if (!open) unsubscribe();
      enqueue(settle);
    },
  );
}
