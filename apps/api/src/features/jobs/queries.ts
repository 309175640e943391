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

const jobColumns = {
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
 * Takes a segment for processing: only while it is not done and its job is still active. Counting the
 * attempt here means a worker that dies mid-segment still uses one up.
 */
export async function claimSegment(
  db: Executor,
  jobId: string,
  index: number,
): Promise<{ input: string; attempts: number; options: unknown } | undefined> {
  const [row] = await rows<{ input_text: string; attempts: number; options: unknown }>(
    db,
    sql`UPDATE job_segments s
           SET status = 'running', attempts = s.attempts + 1, updated_at = now()
          FROM jobs j
         WHERE s.job_id = ${jobId} AND s.index = ${index} AND s.status IN ('pending', 'running')
           AND j.id = s.job_id AND j.status IN ('queued', 'running')
     RETURNING s.input_text, s.attempts, j.options`,
  );
  if (!row) return undefined;
  const options = typeof row.options === 'string' ? JSON.parse(row.options) : row.options;
  return { input: row.input_text, attempts: Number(row.attempts), options };
}

export async function markJobRunning(db: Executor, jobId: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'running', updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'queued')));
}

export async function releaseSegment(db: Executor, jobId: string, index: number): Promise<void> {
  await db
    .update(jobSegments)
    .set({ status: 'pending', updatedAt: sql`now()` })
    .where(
      and(eq(jobSegments.jobId, jobId), eq(jobSegments.index, index), eq(jobSegments.status, 'running')),
    );
}

/** Stores a segment's result and counts it; undefined when another worker finished it first or the job ended. */
export async function completeSegment(
  tx: Tx,
  jobId: string,
  index: number,
  result: SegmentResult,
): Promise<{ done: number; total: number } | undefined> {
  const stored = await tx
    .update(jobSegments)
    .set({ status: 'done', outputText: result.text, result, updatedAt: sql`now()` })
    .where(and(eq(jobSegments.jobId, jobId), eq(jobSegments.index, index), eq(jobSegments.status, 'running')))
    .returning({ index: jobSegments.index });
  if (stored.length === 0) return undefined;
  const [counted] = await tx
    .update(jobs)
    .set({ segmentsDone: sql`${jobs.segmentsDone} + 1`, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, ACTIVE)))
    .returning({ done: jobs.segmentsDone, total: jobs.segmentsTotal });
  return counted;
}

/** Moves an active job to a final status; only the caller that wins this transition acts on it. */
export async function finishJob(
  tx: Tx,
  jobId: string,
  status: 'succeeded' | 'failed' | 'cancelled',
  error: string | null,
): Promise<{ userId: number; words: number; kind: JobRow['kind']; options: unknown } | undefined> {
  const conditions = [eq(jobs.id, jobId), inArray(jobs.status, ACTIVE)];
  if (status === 'succeeded') conditions.push(sql`${jobs.segmentsDone} >= ${jobs.segmentsTotal}`);
  const [row] = await tx
    .update(jobs)
    .set({ status, error, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(...conditions))
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

export async function insertRewrite(
  tx: Tx,
  values: typeof rewrites.$inferInsert,
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await tx
    .insert(rewrites)
    .values(values)
    .returning({ id: rewrites.id, createdAt: rewrites.createdAt });
  return row!;
}

export async function linkRewrite(tx: Tx, jobId: string, rewriteId: number): Promise<void> {
  await tx.update(jobs).set({ rewriteId }).where(eq(jobs.id, jobId));
}

export async function findRewrite(db: Executor, id: number) {
  const [row] = await db.select().from(rewrites).where(eq(rewrites.id, id));
  return row;
}
