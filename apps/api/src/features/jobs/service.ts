import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { JobStatus } from '../../db/schema.js';
import { jobSegments, jobs } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import {
  BUILTIN_ENGINE,
  type EngineEdit,
  type EngineOptions,
  type EngineSummary,
} from '../../plugins/app/engine-pool.js';
import type { JobEvent, SegmentTask } from '../../plugins/app/queue.js';
import {
  type DoneSegment,
  isEngineResult,
  keptResult,
  type MergedResult,
  mergeSegments,
  type SegmentResult,
} from './merge.js';
import { rewriteMetrics } from './metrics.js';
import * as q from './queries.js';
import type { SegmentPiece } from './segments.js';

/** A segment is tried at most this many times (worker crashes included) before its job fails. */
export const MAX_SEGMENT_ATTEMPTS = 3;
/** How often a waiter re-reads the job, in case an event was lost (Redis pub/sub does not replay). */
const WAIT_POLL_MS = 2000;
/**
 * Jobs of at most this many segments keep the results this process produced in memory until they finish,
 * so finishing them needs no read-back of every segment (POST /deleteai on an LLM engine has at most 7).
 */
const RECENT_MAX_SEGMENTS = 8;
/** Jobs whose recent results are kept at most (those finished by another process age out). */
const RECENT_MAX_JOBS = 256;

export const JOB_FAILED_MESSAGE =
  'The rewrite could not be completed. Your credits have been refunded; please try again.';
export const JOB_CANCELLED_MESSAGE = 'The job was cancelled. Your credits have been refunded.';

/** Stored with the job: the engine options plus the engine and language the request chose. */
export interface JobOptions extends EngineOptions {
  engine: string;
  language: string;
}

export type JobKind = q.JobRow['kind'];

export interface CreateJobInput {
  userId: number;
  kind: JobKind;
  words: number;
  options: JobOptions;
  pieces: SegmentPiece[];
  idempotencyKey?: string;
  sourceName?: string;
}

/** The rewrite a finished job produced, as the API returns it. */
export interface RewriteOutput {
  paraphrasedContent: string;
  text: string;
  changes: EngineEdit[];
  summary: EngineSummary;
  rewrite_id: number;
  job_id: string;
}

export interface JobView {
  id: string;
  kind: JobKind;
  status: JobStatus;
  segments_done: number;
  segments_total: number;
  words: number;
  source_name: string | null;
  created_at: string;
  finished_at: string | null;
  result?: RewriteOutput;
  error?: string;
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const TERMINAL: ReadonlySet<JobStatus> = new Set(['succeeded', 'failed', 'cancelled']);
export const isTerminal = (status: JobStatus) => TERMINAL.has(status);

/**
 * The job lifecycle, shared by API processes (create, wait, cancel, read) and workers (process segments,
 * finish, refund, resume). The database is the source of truth; the queue only carries segment ids and
 * events, so any process can pick up where another stopped.
 */
export class JobService {
  /** Segment results of small jobs produced by this process, by job, in segment order. */
  private readonly recent = new Map<string, (DoneSegment | undefined)[]>();
  /** Requests of this process waiting for a job, and the output handed over when it finishes here. */
  private readonly waiters = new Map<string, { count: number; output?: RewriteOutput }>();

  constructor(private readonly app: FastifyInstance) {}

  private get metrics() {
    return rewriteMetrics(this.app);
  }

  /**
   * Creates the job, its segments and the debit in one transaction (402 when credits are short), then
   * queues the segments. With an idempotency key already used by this user, returns that job instead.
   */
  async create(input: CreateJobInput): Promise<{ job: q.JobRow; created: boolean }> {
    const { app } = this;
    if (input.idempotencyKey) {
      const existing = await q.findJobByIdempotencyKey(app.db, input.userId, input.idempotencyKey);
      if (existing) return { job: existing, created: false };
    }
    const id = randomUUID();
    const kept = input.pieces.filter((piece) => piece.fixedHtml !== undefined).length;
    let job: q.JobRow;
    try {
      job = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(jobs)
          .values({
            id,
            userId: input.userId,
            kind: input.kind,
            status: 'queued',
            words: input.words,
            options: input.options,
            segmentsTotal: input.pieces.length,
            segmentsDone: kept,
            idempotencyKey: input.idempotencyKey ?? null,
            sourceName: input.sourceName ?? null,
          })
          .returning(q.jobColumns);
        const values = input.pieces.map((piece, index) => {
          const fixed = piece.fixedHtml !== undefined;
          return {
            jobId: id,
            index,
            inputText: piece.input,
            separator: piece.separator,
            status: fixed ? ('done' as const) : ('pending' as const),
            outputText: fixed ? piece.input : null,
            result: fixed ? keptResult(piece.input, piece.fixedHtml!) : null,
          };
        });
        for (let start = 0; start < values.length; start += 200) {
          await tx.insert(jobSegments).values(values.slice(start, start + 200));
        }
        await app.ledger.apply(
          {
            userId: input.userId,
            delta: -input.words,
            kind: 'rewrite_debit',
            idempotencyKey: `job:${id}:debit`,
            reference: id,
          },
          tx,
        );
        return row!;
      });
    } catch (error) {
      if (input.idempotencyKey && isUniqueViolation(error)) {
        const existing = await q.findJobByIdempotencyKey(app.db, input.userId, input.idempotencyKey);
        if (existing) return { job: existing, created: false };
      }
      throw error;
    }
    this.metrics.wordsCharged.inc(input.words);
    this.metrics.jobs.inc({ kind: input.kind, event: 'created' });
    const tasks = input.pieces.flatMap((piece, index) =>
      piece.fixedHtml === undefined ? [{ jobId: id, index }] : [],
    );
    if (tasks.length > 0) {
      await app.jobQueue.enqueue(tasks);
      return { job, created: true };
    }
    await this.finalize(id);
    return { job: (await q.findJob(app.db, id)) ?? job, created: true };
  }

  /** Runs one segment through its engine. Throws to have the queue deliver it again. */
  async process(task: SegmentTask): Promise<void> {
    const { app } = this;
    const claimed = await q.claimSegment(app.db, task.jobId, task.index);
    if (!claimed) return;
    if (claimed.attempts > MAX_SEGMENT_ATTEMPTS) {
      this.metrics.segments.inc({ outcome: 'abandoned' });
      await this.end(task.jobId, 'failed', JOB_FAILED_MESSAGE);
      return;
    }
    const options = claimed.options as JobOptions;
    const engine = app.engines.get(options.engine) ?? app.engines.get(BUILTIN_ENGINE)!;
    const started = performance.now();
    let result: SegmentResult;
    try {
      const output = await engine.rewrite(claimed.input, {
        mode: options.mode,
        strength: options.strength,
        keep: options.keep,
        variant: options.variant,
        seed: options.seed,
      });
      if (!isEngineResult(output)) throw new Error(`engine ${engine.name} returned a malformed result`);
      result = { text: output.text, html: output.html, edits: output.edits, summary: output.summary };
    } catch (error) {
      this.metrics.segments.inc({ outcome: 'error' });
      app.log.warn({ err: error, task, attempt: claimed.attempts }, 'segment failed');
      if (claimed.attempts >= MAX_SEGMENT_ATTEMPTS) {
        await this.end(task.jobId, 'failed', JOB_FAILED_MESSAGE);
        return;
      }
      await q.releaseSegment(app.db, task.jobId, task.index);
      throw error;
    }
    this.metrics.engineSeconds.observe({ engine: engine.name }, (performance.now() - started) / 1000);
    const segment: DoneSegment = { input: claimed.input, separator: claimed.separator, result };
    const small = claimed.total <= RECENT_MAX_SEGMENTS;
    // When this process holds every other segment, this one is the last: finish the job in the same commit.
    const all = small ? this.withRecent(task.jobId, task.index, claimed.total, segment) : undefined;
    if (all && (await this.finishWithLast(task.jobId, task.index, all))) return;
    const counted = await q.completeSegment(app.db, task.jobId, task.index, result);
    if (!counted) return;
    this.metrics.segments.inc({ outcome: 'done' });
    if (small) this.remember(task.jobId, task.index, claimed.total, segment);
    await this.publish(task.jobId, {
      type: 'progress',
      segments_done: counted.done,
      segments_total: counted.total,
    });
    if (counted.done >= counted.total) await this.finalize(task.jobId);
  }

  /** Stores the last segment, the merged result and the job's success at once; false if that did not apply. */
  private async finishWithLast(jobId: string, index: number, segments: DoneSegment[]): Promise<boolean> {
    const merged = mergeSegments(segments);
    const finished = await q.completeLastSegment(this.app.db, jobId, index, segments[index]!.result.text, {
      input: merged.input,
      text: merged.text,
      html: merged.html,
      edits: merged.edits,
      summary: merged.summary,
    });
    if (!finished) return false;
    this.recent.delete(jobId);
    this.metrics.segments.inc({ outcome: 'done' });
    await this.publish(jobId, {
      type: 'progress',
      segments_done: finished.total,
      segments_total: finished.total,
    });
    this.succeeded(jobId, finished, merged);
    await this.publish(jobId, { type: 'done' });
    return true;
  }

  /** The queue gave up on a segment: the job fails and is refunded (once, whoever calls first). */
  async givenUp(task: SegmentTask, error: Error): Promise<void> {
    this.app.log.error({ err: error, task }, 'segment given up');
    await this.end(task.jobId, 'failed', JOB_FAILED_MESSAGE);
  }

  private remember(jobId: string, index: number, total: number, segment: DoneSegment): void {
    let list = this.recent.get(jobId);
    if (!list) {
      if (this.recent.size >= RECENT_MAX_JOBS) this.recent.delete(this.recent.keys().next().value!);
      list = new Array<DoneSegment | undefined>(total).fill(undefined);
      this.recent.set(jobId, list);
    }
    list[index] = segment;
  }

  /** Every segment of the job, when this process produced all but `index` (which is `segment`). */
  private withRecent(
    jobId: string,
    index: number,
    total: number,
    segment: DoneSegment,
  ): DoneSegment[] | undefined {
    const list = [...(this.recent.get(jobId) ?? new Array<DoneSegment | undefined>(total).fill(undefined))];
    list[index] = segment;
    return list.length === total && list.every(Boolean) ? (list as DoneSegment[]) : undefined;
  }

  /** The job's segments when this process produced every one of them (else undefined); forgets them. */
  private takeRecent(jobId: string): DoneSegment[] | undefined {
    const list = this.recent.get(jobId);
    this.recent.delete(jobId);
    return list?.every(Boolean) ? (list as DoneSegment[]) : undefined;
  }

  /** Merges the segments, stores the history row and marks the job succeeded, exactly once. */
  async finalize(jobId: string): Promise<void> {
    const { app } = this;
    // Segments never change once done, and finalize runs only after the last one was counted.
    const merged = mergeSegments(this.takeRecent(jobId) ?? (await q.doneSegments(app.db, jobId)));
    const finished = await q.succeedJob(app.db, jobId, {
      input: merged.input,
      text: merged.text,
      html: merged.html,
      edits: merged.edits,
      summary: merged.summary,
    });
    if (!finished) return;
    this.succeeded(jobId, finished, merged);
    await this.publish(jobId, { type: 'done' });
  }

  /** Counts a job that succeeded here and hands its output to the requests of this process waiting for it. */
  private succeeded(
    jobId: string,
    finished: { kind: JobKind; rewriteId: number },
    merged: MergedResult,
  ): void {
    const waiting = this.waiters.get(jobId);
    if (waiting) {
      waiting.output = {
        paraphrasedContent: merged.html,
        text: merged.text,
        changes: merged.edits,
        summary: merged.summary,
        rewrite_id: finished.rewriteId,
        job_id: jobId,
      };
    }
    this.metrics.jobs.inc({ kind: finished.kind, event: 'succeeded' });
  }

  /** Fails or cancels an active job and refunds its words in the same transaction; false if it had ended. */
  async end(jobId: string, status: 'failed' | 'cancelled', error: string): Promise<boolean> {
    const { app } = this;
    this.recent.delete(jobId);
    const ended = await app.db.transaction(async (tx) => {
      const job = await q.finishJob(tx, jobId, status, error);
      if (!job) return undefined;
      if (job.words > 0) {
        await app.ledger.apply(
          {
            userId: job.userId,
            delta: job.words,
            kind: 'refund',
            idempotencyKey: `job:${jobId}:refund`,
            reference: jobId,
          },
          tx,
        );
      }
      return job;
    });
    if (!ended) return false;
    this.metrics.wordsRefunded.inc(ended.words);
    this.metrics.jobs.inc({ kind: ended.kind, event: status });
    await this.publish(jobId, status === 'failed' ? { type: 'failed', error } : { type: 'cancelled' });
    return true;
  }

  /**
   * Picks up jobs left queued or running (an API restart must not lose a job, nor a segment that fell off
   * the queue): finishes those whose segments are all done and queues the rest again (both queues ignore
   * segments they already hold). At start-up every active job is taken, and in in-process mode segments a
   * previous process left `running` are released first; later calls take only jobs that made no progress
   * for `idleMs`, so a long backlog is not re-sent to the queue over and over.
   */
  async resume(options: { startup?: boolean; idleMs?: number } = {}): Promise<number> {
    const { app } = this;
    if (options.startup && app.jobQueue.backend === 'memory') await q.releaseOrphanedSegments(app.db);
    const active = await q.activeJobs(app.db, options.startup ? undefined : options.idleMs);
    for (const job of active) {
      if (job.done >= job.total) {
        await this.finalize(job.id);
        continue;
      }
      const indexes = await q.unfinishedSegments(app.db, job.id);
      await app.jobQueue.enqueue(indexes.map((index) => ({ jobId: job.id, index })));
    }
    if (active.length > 0)
      app.log[options.startup ? 'info' : 'debug']({ jobs: active.length }, 'resumed unfinished jobs');
    return active.length;
  }

  private async publish(jobId: string, event: JobEvent): Promise<void> {
    try {
      await this.app.jobQueue.publish(jobId, event);
    } catch (error) {
      // Waiters also poll the database, so a lost event only delays them.
      this.app.log.warn({ err: error, jobId }, 'could not publish a job event');
    }
  }

  /**
   * Resolves with the job once it has ended (succeeded, failed or cancelled), and with its output when the job
   * finished in this process while waited for (so the caller need not read it back).
   */
  async waitFor(jobId: string): Promise<{ job: q.JobRow; output?: RewriteOutput }> {
    const { app } = this;
    const waiting = this.waiters.get(jobId) ?? { count: 0 };
    waiting.count += 1;
    this.waiters.set(jobId, waiting);
    let wake: (() => void) | undefined;
    try {
      const unsubscribe = await app.jobQueue.subscribe(jobId, (event) => {
        if (event.type !== 'progress') wake?.();
      });
      try {
        for (;;) {
          const job = await q.findJob(app.db, jobId);
          if (!job) throw new HttpError(404, 'Job not found', 'job_not_found');
          if (isTerminal(job.status)) {
            return job.status === 'succeeded' && waiting.output ? { job, output: waiting.output } : { job };
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, WAIT_POLL_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      } finally {
        unsubscribe();
      }
    } finally {
      waiting.count -= 1;
      if (waiting.count === 0) this.waiters.delete(jobId);
    }
  }

  /** The result of a succeeded job, or undefined when its history entry was deleted. */
  async output(job: q.JobRow): Promise<RewriteOutput | undefined> {
    if (job.status !== 'succeeded' || job.rewriteId === null) return undefined;
    const rewrite = await q.findRewrite(this.app.db, job.rewriteId);
    if (!rewrite) return undefined;
    return {
      paraphrasedContent: rewrite.outputHtml,
      text: rewrite.outputText,
      changes: rewrite.changes as EngineEdit[],
      summary: rewrite.summary as EngineSummary,
      rewrite_id: rewrite.id,
      job_id: job.id,
    };
  }

  async view(job: q.JobRow): Promise<JobView> {
    const view: JobView = {
      id: job.id,
      kind: job.kind,
      status: job.status,
      segments_done: job.segmentsDone,
      segments_total: job.segmentsTotal,
      words: job.words,
      source_name: job.sourceName,
      created_at: job.createdAt.toISOString(),
      finished_at: job.finishedAt?.toISOString() ?? null,
    };
    const result = await this.output(job);
    if (result) view.result = result;
    if (job.error) view.error = job.error;
    return view;
  }

  /** The job when `userId` owns it; 404 otherwise (never reveals other users' jobs). */
  async owned(jobId: string, userId: number): Promise<q.JobRow> {
    const job = await q.findJob(this.app.db, jobId);
    if (!job || job.userId !== userId) throw new HttpError(404, 'Job not found', 'job_not_found');
    return job;
  }
}
