import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxEmails } from '../../db/schema.js';

export async function listOutbox(db: Db, options: { to?: string; limit: number }) {
  const query = db.select().from(outboxEmails);
  const filtered = options.to ? query.where(eq(outboxEmails.toAddress, options.to)) : query;
  return filtered.orderBy(desc(outboxEmails.id)).limit(options.limit);
}

export async function findOutboxEmail(db: Db, id: number) {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return row;
}

export type OutboxRow = Awaited<ReturnType<typeof findOutboxEmail>> & {};
