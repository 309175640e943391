import { EventEmitter } from 'node:events';
import { DelayedError, type Job, Queue, Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { isDatabaseUnavailable } from '../external/errors.js';
import { engineThreads } from './engine-pool.js';

/** One unit of queued work: a segment of a persisted job. The database holds everything else. */
export interface SegmentTask {
  jobId: string;
  index: number;
}

/** Job events, fanned out to every API process that streams the job. */
export type JobEvent =
  | { type: 'progress'; segments_done: number; segments_total: number }
  | { type: 'done' }
  | { type: 'failed'; error: string }
  | { type: 'cancelled' };

export interface SegmentHandlers {
  /** Processes one segment; throwing asks the queue to deliver it again later. */
  process(task: SegmentTask): Promise<void>;
  /** Called once the queue gives up on a segment (every delivery threw or its worker kept dying). */
  givenUp(task: SegmentTask, error: Error): Promise<void>;
}

/** One interface over two back ends: in-process (default) and BullMQ on Redis (REDIS_URL). */
export interface JobQueue {
  readonly backend: 'memory' | 'bullmq';
  enqueue(tasks: SegmentTask[]): Promise<void>;
  /** Starts taking segments from the queue (roles `all` and `worker`). */
  consume(handlers: SegmentHandlers): Promise<void>;
  /** Segments waiting to be processed. */
  depth(): Promise<number>;
  publish(jobId: string, event: JobEvent): Promise<void>;
  /** Listens to one job's events until the returned function is called. */
  subscribe(jobId: string, listener: (event: JobEvent) => void): Promise<() => void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobQueue: JobQueue;
  }
}

/** Deliveries of one segment before the queue gives up (the job runner also counts attempts in the database). */
export const QUEUE_DELIVERIES = 4;

class LocalEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  emit(jobId: string, event: JobEvent): void {
    this.emitter.emit(jobId, event);
  }

  on(jobId: string, listener: (event: JobEvent) => void): () => void {
    this.emitter.on(jobId, listener);
    return () => this.emitter.off(jobId, listener);
  }
}

/** First retry delay of a failed segment; doubled on each further failure, up to RETRY_MAX_MS. */
const RETRY_BASE_MS = 100;
const RETRY_MAX_MS = 5000;
/** How long a BullMQ segment that met a database outage waits before it is tried again. */
const OUTAGE_RETRY_MS = 1000;

const taskKey = (task: SegmentTask) => `${task.jobId}-${task.index}`;

interface MemoryItem {
  task: SegmentTask;
  /** Deliveries that failed for a reason of the segment's own (database outages are not counted). */
  deliveries: number;
  /** Failures of any kind, for the back-off. */
  failures: number;
}

/**
 * In-process back end: a FIFO drained by a fixed number of loops, each awaiting one segment at a time. A
 * failed segment is tried again after an exponential back-off; a failure because the database is
 * unreachable does not count against its deliveries, so an outage delays a job instead of failing it.
 */
function memoryQueue(app: FastifyInstance): JobQueue {
  const pending: MemoryItem[] = [];
  // Tasks queued, waiting to be retried or in flight: enqueueing one again (a periodic resume) is a no-op,
  // as with BullMQ job ids.
  const held = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  const events = new LocalEvents();
  const concurrency = engineThreads(app.config) * 2;
  let handlers: SegmentHandlers | undefined;
  const idle: (() => void)[] = [];
  let closed = false;
  const loops: Promise<void>[] = [];

  function push(item: MemoryItem): void {
    pending.push(item);
    idle.shift()?.();
  }

  function retryLater(item: MemoryItem): void {
    const delay = Math.min(RETRY_BASE_MS * 2 ** (item.failures - 1), RETRY_MAX_MS);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) push(item);
    }, delay);
    timers.add(timer);
  }

  async function loop(): Promise<void> {
    while (!closed) {
      const item = pending.shift();
      if (!item) {
        await new Promise<void>((resolve) => idle.push(resolve));
        continue;
      }
      const current = handlers!;
      try {
        await current.process(item.task);
      } catch (error) {
        if (closed) return;
        item.failures += 1;
        if (!isDatabaseUnavailable(error)) item.deliveries += 1;
        if (item.deliveries < QUEUE_DELIVERIES) {
          retryLater(item);
          continue;
        }
        // If this fails too (the database went away again) the job stays active and the runner's periodic
        // resume queues the segment again.
        await current.givenUp(item.task, error as Error).catch((failure) => {
          app.log.error({ err: failure, task: item.task }, 'could not fail a job');
        });
      }
      held.delete(taskKey(item.task));
    }
  }

  app.addHook('onClose', async () => {
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    // Each idle loop re-checks `closed` when woken; a loop mid-segment finishes that segment first.
    for (const wake of idle.splice(0)) wake();
    await Promise.all(loops);
  });

  return {
    backend: 'memory',
    async enqueue(tasks) {
      for (const task of tasks) {
        const key = taskKey(task);
        if (held.has(key)) continue;
        held.add(key);
        push({ task, deliveries: 0, failures: 0 });
      }
    },
    async consume(next) {
      handlers = next;
      for (let i = 0; i < concurrency; i += 1) loops.push(loop());
    },
    depth: async () => pending.length,
    async publish(jobId, event) {
      events.emit(jobId, event);
    },
    subscribe: async (jobId, listener) => events.on(jobId, listener),
  };
}

/**
 * BullMQ back end: one BullMQ job per segment (id `<job>-<index>`; BullMQ ids cannot contain ':'), so any
 * worker process takes any segment and a segment whose worker dies is handed to another once its lock
 * expires. Job events travel over Redis pub/sub so any API process can stream any job.
 */
function bullmqQueue(app: FastifyInstance, redis: Redis): JobQueue {
  const url = app.config.REDIS_URL!;
  const name = app.config.QUEUE_NAME;
  const channel = `${name}-events`;
  const queue = new Queue<SegmentTask>(name, { connection: redis });
  const events = new LocalEvents();
  const subscriber = redis.duplicate();
  let subscribed: Promise<unknown> | undefined;
  let worker: Worker<SegmentTask> | undefined;
  let workerConnection: Redis | undefined;

  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const { jobId, event } = JSON.parse(message) as { jobId: string; event: JobEvent };
      events.emit(jobId, event);
    } catch (error) {
      app.log.warn({ err: error }, 'ignored a malformed job event');
    }
  });
  subscriber.on('error', (error) => app.log.warn({ err: error }, 'redis subscriber error'));

  app.addHook('onClose', async () => {
    await worker?.close();
    await queue.close();
    await workerConnection?.quit().catch(() => {});
    await subscriber.quit().catch(() => {});
  });

  return {
    backend: 'bullmq',
    async enqueue(tasks) {
      if (tasks.length === 0) return;
      await queue.addBulk(
        tasks.map((task) => ({
          name: 'segment',
          data: task,
          opts: {
            jobId: `${task.jobId}-${task.index}`,
            attempts: QUEUE_DELIVERIES,
            backoff: { type: 'exponential', delay: 500 },
            removeOnComplete: true,
            // A failed segment's BullMQ job must not linger: its id would make a later resume a no-op.
            removeOnFail: true,
          },
        })),
      );
    },
    async consume(handlers) {
      workerConnection = new Redis(url, { maxRetriesPerRequest: null });
      workerConnection.on('error', (error) => app.log.warn({ err: error }, 'redis worker connection error'));
      const processor = async (job: Job<SegmentTask>, token?: string) => {
        try {
          await handlers.process(job.data);
        } catch (error) {
          if (!token || !isDatabaseUnavailable(error)) throw error;
          // A database outage is not the segment's fault: wait without using up one of its attempts.
          await job.moveToDelayed(Date.now() + OUTAGE_RETRY_MS, token);
          throw new DelayedError();
        }
      };
      worker = new Worker<SegmentTask>(name, processor, {
        connection: workerConnection,
        concurrency: engineThreads(app.config) * 2,
        lockDuration: app.config.QUEUE_STALL_MS,
        stalledInterval: app.config.QUEUE_STALL_MS,
        maxStalledCount: QUEUE_DELIVERIES,
      });
      worker.on('failed', (job, error) => {
        if (!job) return;
        const final = job.attemptsMade >= (job.opts.attempts ?? 1) || /stalled/i.test(error.message);
        if (!final) return;
        handlers.givenUp(job.data, error).catch((failure) => {
          app.log.error({ err: failure, task: job.data }, 'could not fail a job');
        });
      });
      worker.on('error', (error) => app.log.warn({ err: error }, 'queue worker error'));
      await worker.waitUntilReady();
    },
    async depth() {
      const counts = await queue.getJobCounts('waiting', 'delayed', 'prioritized');
      return Object.values(counts).reduce((sum, count) => sum + count, 0);
    },
    async publish(jobId, event) {
      await redis.publish(channel, JSON.stringify({ jobId, event }));
    },
    async subscribe(jobId, listener) {
      subscribed ??= subscriber.subscribe(channel);
      await subscribed;
      return events.on(jobId, listener);
    },
  };
}

export default fp(
  async function jobQueue(app: FastifyInstance) {
    app.decorate('jobQueue', app.redis ? bullmqQueue(app, app.redis) : memoryQueue(app));
  },
  { name: 'job-queue', dependencies: ['config', 'redis'] },
);
