import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/**
 * Applies numbered plain-SQL migrations (NNNN_name.sql) in order, each in its own transaction, recording
 * them in schema_migrations. An advisory lock keeps two processes starting at once from racing.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort();
  return database.session(async (session) => {
    await session.exec('SELECT pg_advisory_lock(727274)');
    try {
      await session.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
      );
      const done = new Set(
        (await session.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
      );
      const applied: string[] = [];
      for (const name of files) {
        if (done.has(name)) continue;
        const sqlText = readFileSync(`${dir}${name}`, 'utf8');
        try {
          await session.exec(
            `BEGIN;\n${sqlText}\n;INSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`,
          );
        } catch (error) {
          await session.exec('ROLLBACK').catch(() => {});
          throw new Error(`Migration ${name} failed: ${(error as Error).message}`);
        }
        applied.push(name);
      }
      return applied;
    } finally {
      await session.exec('SELECT pg_advisory_unlock(727274)');
    }
  });
}
