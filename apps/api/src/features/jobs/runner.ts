import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inBackground } from '../../db/client.js';
import { rewriteMetrics } from './metrics.js';
import { JobService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobService;
  }
}

export interface JobRunnerOptions {
  /** Take segments from the queue in this process (roles `all` and `worker`; not `api`). */
  consume: boolean;
}

/**
 * Decorates app.jobs (the job lifecycle) and, in processes that consume, starts taking segments once the
 * app is ready, resumes the jobs a previous process left unfinished, and every QUEUE_STALL_MS resumes the
 * active jobs again so none stays stalled.
 */
export default fp(
  async function jobRunner(app: FastifyInstance, options: JobRunnerOptions) {
    const service = new JobService(app);
    app.decorate('jobs', service);
    // Registered now, so every process (API or worker) exports the job metrics from its first scrape.
    rewriteMetrics(app);
    if (!options.consume) return;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onClose', async () => clearInterval(timer));
    app.addHook('onReady', async () => {
      await app.jobQueue.consume({
        process: (task) => inBackground(() => service.process(task)),
        givenUp: (task, error) => inBackground(() => service.givenUp(task, error)),
      });
      await service.resume({ startup: true });
      // Catches jobs whose segments fell off the queue (a give-up that met a database outage, a lost
      // BullMQ job, a finalize that failed): re-queuing is a no-op for segments the queue still holds.
      timer = setInterval(() => {
        inBackground(() => service.resume({ idleMs: app.config.QUEUE_STALL_MS })).catch((error) =>
          app.log.warn({ err: error }, 'could not resume stalled jobs'),
        );
      }, app.config.QUEUE_STALL_MS);
      timer.unref();
    });
  },
  { name: 'job-runner', dependencies: ['database', 'ledger', 'engine-pool', 'job-queue'] },
);
