import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { type JobStatus, jobSegments, jobs, rewrites } from '../../db/schema.js';
import type { SegmentResult } from './merge.js';

type Executor = Db | Tx;

/** Rows of a raw statement; node-postgres and PGlite wrap them differently. */
export async function rows<T>(db: Executor, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export const ACTIVE: JobStatus[] = ['queued', 'running'];

export interface JobRow {
  id: string;
  userId: number;
  kind: 'rewrite' | 'long_text' | 'document';
  status: JobStatus;
  words: number;
  options: unknown;
  segmentsTotal: number;
  segmentsDone: number;
  sourceName: string | null;
  rewriteId: number | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export const jobColumns = {
  id: jobs.id,
  userId: jobs.userId,
  kind: jobs.kind,
  status: jobs.status,
  words: jobs.words,
  options: jobs.options,
  segmentsTotal: jobs.segmentsTotal,
  segmentsDone: jobs.segmentsDone,
  sourceName: jobs.sourceName,
  rewriteId: jobs.rewriteId,
  error: jobs.error,
  createdAt: jobs.createdAt,
  finishedAt: jobs.finishedAt,
};

export async function findJob(db: Executor, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, id));
  return row;
}

export async function findJobByIdempotencyKey(
  db: Executor,
  userId: number,
  key: string,
): Promise<JobRow | undefined> {
  const [row] = await db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.idempotencyKey, key)));
  return row;
}

/**
 * Takes a segment for processing: only while it is not done and its job is still active, and marks a queued
 * job running in the same statement. Counting the attempt here means a worker that dies mid-segment still
 * uses one up.
 */
export async function claimSegment(
  db: Executor,
  jobId: string,
  index: number,
): Promise<
  { input: string; separator: string; attempts: number; options: unknown; total: number } | undefined
> {
  const [row] = await rows<{
    input_text: string;
    separator: string;
    attempts: number;
    options: unknown;
    segments_total: number;
  }>(
    db,
    sql`WITH claimed AS (
          UPDATE job_segments s
             SET status = 'running', attempts = s.attempts + 1, updated_at = now()
            FROM jobs j
           WHERE s.job_id = ${jobId} AND s.index = ${index} AND s.status IN ('pending', 'running')
             AND j.id = s.job_id AND j.status IN ('queued', 'running')
       RETURNING s.input_text, s.separator, s.attempts, j.options, j.segments_total
        ), started AS (
          UPDATE jobs SET status = 'running', updated_at = now()
           WHERE id = ${jobId} AND status = 'queued' AND EXISTS (SELECT 1 FROM claimed)
        )
        SELECT input_text, separator, attempts, options, segments_total FROM claimed`,
  );
  if (!row) return undefined;
  const options = typeof row.options === 'string' ? JSON.parse(row.options) : row.options;
  return {
    input: row.input_text,
    separator: row.separator,
    attempts: Number(row.attempts),
    options,
    total: Number(row.segments_total),
  };
}

export async function releaseSegment(db: Executor, jobId: string, index: number): Promise<void> {
  await db
    .update(jobSegments)
    .set({ status: 'pending', updatedAt: sql`now()` })
    .where(
      and(eq(jobSegments.jobId, jobId), eq(jobSegments.index, index), eq(jobSegments.status, 'running')),
    );
}

/**
 * Stores a segment's result and counts it in one statement (so one commit); undefined when another worker
 * finished it first or the job ended.
 */
export async function completeSegment(
  db: Executor,
  jobId: string,
  index: number,
  result: SegmentResult,
): Promise<{ done: number; total: number } | undefined> {
  const [row] = await rows<{ done: number; total: number }>(
    db,
    sql`WITH stored AS (
          UPDATE job_segments
             SET status = 'done', output_text = ${result.text}, result = ${JSON.stringify(result)}::jsonb,
                 updated_at = now()
           WHERE job_id = ${jobId} AND index = ${index} AND status = 'running'
       RETURNING index
        )
        UPDATE jobs SET segments_done = segments_done + 1, updated_at = now()
          FROM stored
         WHERE jobs.id = ${jobId} AND jobs.status IN ('queued', 'running')
     RETURNING jobs.segments_done AS done, jobs.segments_total AS total`,
  );
  return row ? { done: Number(row.done), total: Number(row.total) } : undefined;
}

/** Fails or cancels an active job; only the caller that wins this transition acts on it. */
export async function finishJob(
  tx: Tx,
  jobId: string,
  status: 'failed' | 'cancelled',
  error: string,
): Promise<{ userId: number; words: number; kind: JobRow['kind']; options: unknown } | undefined> {
  const [row] = await tx
    .update(jobs)
    .set({ status, error, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, ACTIVE)))
    .returning({ userId: jobs.userId, words: jobs.words, kind: jobs.kind, options: jobs.options });
  return row;
}

export async function doneSegments(
  db: Executor,
  jobId: string,
): Promise<{ input: string; separator: string; result: SegmentResult }[]> {
  const list = await db
    .select({ input: jobSegments.inputText, separator: jobSegments.separator, result: jobSegments.result })
    .from(jobSegments)
    .where(eq(jobSegments.jobId, jobId))
    .orderBy(asc(jobSegments.index));
  return list.map((row) => ({ ...row, result: row.result as SegmentResult }));
}

export async function unfinishedSegments(db: Executor, jobId: string): Promise<number[]> {
  const list = await db
    .select({ index: jobSegments.index })
    .from(jobSegments)
    .where(and(eq(jobSegments.jobId, jobId), ne(jobSegments.status, 'done')))
    .orderBy(asc(jobSegments.index));
  return list.map((row) => row.index);
}

/** Queued or running jobs; with `idleMs`, only those that have not progressed for that long. */
export async function activeJobs(
  db: Executor,
  idleMs?: number,
): Promise<{ id: string; done: number; total: number }[]> {
  const conditions = [inArray(jobs.status, ACTIVE)];
  if (idleMs !== undefined) {
    conditions.push(sql`${jobs.updatedAt} < now() - make_interval(secs => ${idleMs / 1000})`);
  }
  return db
    .select({ id: jobs.id, done: jobs.segmentsDone, total: jobs.segmentsTotal })
    .from(jobs)
    .where(and(...conditions))
    .orderBy(asc(jobs.createdAt));
}

/** In-process mode has one consumer: segments marked running by a previous process are orphans. */
export async function releaseOrphanedSegments(db: Executor): Promise<void> {
  await rows(
    db,
    sql`UPDATE job_segments s SET status = 'pending', updated_at = now()
          FROM jobs j
         WHERE s.status = 'running' AND j.id = s.job_id AND j.status IN ('queued', 'running')`,
  );
}

/** What a finished job stores in its history row (the job row supplies user, options and words). */
export interface FinishedRewrite {
  input: string;
  text: string;
  html: string;
  edits: unknown;
  summary: unknown;
}

/** The history row of a job finished in the same statement: reads the CTE named `finished`. */
function insertRewriteFromFinished(jobId: string, rewrite: FinishedRewrite) {
  return sql`INSERT INTO rewrites (id, user_id, job_id, input_text, output_text, output_html, changes, summary,
                                   options, words)
             SELECT rewrite_id, user_id, ${jobId}, ${rewrite.input}, ${rewrite.text}, ${rewrite.html},
                    ${JSON.stringify(rewrite.edits)}::jsonb, ${JSON.stringify(rewrite.summary)}::jsonb, options, words
               FROM finished
          RETURNING id`;
}

/**
 * Marks a job whose segments are all done as succeeded and stores its history row, linked both ways, in one
 * statement (one commit). Only the caller that wins the transition gets a row back.
 */
export async function succeedJob(
  db: Executor,
  jobId: string,
  rewrite: FinishedRewrite,
): Promise<{ kind: JobRow['kind']; rewriteId: number } | undefined> {
  const [row] = await rows<{ kind: JobRow['kind']; rewrite_id: string | number }>(
    db,
    sql`WITH finished AS (
          UPDATE jobs
             SET status = 'succeeded', error = NULL, finished_at = now(), updated_at = now(),
                 rewrite_id = nextval(pg_get_serial_sequence('rewrites', 'id'))
           WHERE id = ${jobId} AND status IN ('queued', 'running') AND segments_done >= segments_total
       RETURNING user_id, kind, words, options, rewrite_id
        ), stored AS (
          ${insertRewriteFromFinished(jobId, rewrite)}
        )
        SELECT finished.kind, stored.id AS rewrite_id FROM finished JOIN stored ON stored.id = finished.rewrite_id`,
  );
  return row ? { kind: row.kind, rewriteId: Number(row.rewrite_id) } : undefined;
}

/**
 * Completes the last unfinished segment of a job and finishes the job with its history row in one statement
 * (one commit). The segment keeps only its output text: the job is finished in the same commit, so nothing
 * will merge its result again. Does nothing unless the job is active and this is its only unfinished segment.
 */
export async function completeLastSegment(
  db: Executor,
  jobId: string,
  index: number,
  text: string,
  rewrite: FinishedRewrite,
): Promise<{ kind: JobRow['kind']; rewriteId: number; total: number } | undefined> {
  const [row] = await rows<{ kind: JobRow['kind']; rewrite_id: string | number; total: number }>(
    db,
    sql`WITH stored AS (
          UPDATE job_segments
             SET status = 'done', output_text = ${text}, updated_at = now()
           WHERE job_id = ${jobId} AND index = ${index} AND status = 'running'
             AND EXISTS (SELECT 1 FROM jobs WHERE id = ${jobId} AND status IN ('queued', 'running')
                                               AND segments_done + 1 >= segments_total)
       RETURNING index
        ), finished AS (
          UPDATE jobs
             SET segments_done = segments_done + 1, status = 'succeeded', error = NULL, finished_at = now(),
                 updated_at = now(), rewrite_id = nextval(pg_get_serial_sequence('rewrites', 'id'))
            FROM stored
           WHERE jobs.id = ${jobId} AND jobs.status IN ('queued', 'running')
       RETURNING jobs.user_id, jobs.kind, jobs.words, jobs.options, jobs.rewrite_id, jobs.segments_total
        ), inserted AS (
          ${insertRewriteFromFinished(jobId, rewrite)}
        )
        SELECT finished.kind, inserted.id AS rewrite_id, finished.segments_total AS total
          FROM finished JOIN inserted ON inserted.id = finished.rewrite_id`,
  );
  return row ? { kind: row.kind, rewriteId: Number(row.rewrite_id), total: Number(row.total) } : undefined;
}

export async function findRewrite(db: Executor, id: number) {
  const [row] = await db.select().from(rewrites).where(eq(rewrites.id, id));
  return row;
}
