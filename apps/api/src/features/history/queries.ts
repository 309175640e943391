import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobSegments, jobs, rewrites } from '../../db/schema.js';

/** Characters of each text read for list previews (the full texts stay in the database). */
const PREVIEW_SOURCE_CHARS = 400;

export async function listRewrites(db: Db, userId: number, page: number, pageSize: number) {
  const [total] = await db.select({ total: count() }).from(rewrites).where(eq(rewrites.userId, userId));
  const items = await db
    .select({
      id: rewrites.id,
      createdAt: rewrites.createdAt,
      words: rewrites.words,
      options: rewrites.options,
      input: sql<string>`left(${rewrites.inputText}, ${PREVIEW_SOURCE_CHARS})`,
      output: sql<string>`left(${rewrites.outputText}, ${PREVIEW_SOURCE_CHARS})`,
      sourceName: jobs.sourceName,
    })
    .from(rewrites)
    .leftJoin(jobs, eq(jobs.id, rewrites.jobId))
    .where(eq(rewrites.userId, userId))
    .orderBy(desc(rewrites.createdAt), desc(rewrites.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, total: Number(total?.total ?? 0) };
}

export async function findOwnRewrite(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({
      id: rewrites.id,
      jobId: rewrites.jobId,
      createdAt: rewrites.createdAt,
      words: rewrites.words,
      options: rewrites.options,
      inputText: rewrites.inputText,
      outputText: rewrites.outputText,
      outputHtml: rewrites.outputHtml,
      changes: rewrites.changes,
      summary: rewrites.summary,
      sourceName: jobs.sourceName,
      kind: jobs.kind,
    })
    .from(rewrites)
    .leftJoin(jobs, eq(jobs.id, rewrites.jobId))
    .where(and(eq(rewrites.id, id), eq(rewrites.userId, userId)));
  return row;
}

export type OwnRewrite = NonNullable<Awaited<ReturnType<typeof findOwnRewrite>>>;

/**
 * Deletes a rewrite and every copy of its texts: the history row, the job's segments and the uploaded file
 * name and options (the keep-list is the user's text too). The job row stays because ledger entries refer to it.
 */
export async function deleteOwnRewrite(db: Db, userId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(rewrites)
      .where(and(eq(rewrites.id, id), eq(rewrites.userId, userId)))
      .returning({ jobId: rewrites.jobId });
    if (!deleted) return false;
    if (deleted.jobId) {
      await tx.delete(jobSegments).where(eq(jobSegments.jobId, deleted.jobId));
      await tx.update(jobs).set({ sourceName: null, options: {} }).where(eq(jobs.id, deleted.jobId));
    }
    return true;
  });
}
