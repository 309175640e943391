import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';

/**
 * Tests run on PGlite by default and on a real PostgreSQL when TEST_DATABASE_URL is set; each test file
 * then gets a schema of its own so files can run in parallel without seeing each other's rows.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const onPostgres = Boolean(TEST_DATABASE_URL);

/** Data directories this test file made; removed when its tests finish so runs leave no litter in the OS temp dir. */
const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-test-'));
  dataDirs.push(dataDir);
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_ITERATIONS: '1',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
    ...overrides,
  });
}

export interface TestDatabase extends Database {
  /** Empties every table (keeps the schema) so the next test starts clean. */
  reset(): Promise<void>;
  schema?: string;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  let database: Database;
  let schema: string | undefined;
  if (TEST_DATABASE_URL) {
    schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    database = await openDatabase({ url: TEST_DATABASE_URL, searchPath: schema, poolSize: 20 });
  } else {
    database = await openDatabase({});
  }
  await migrate(database);
  const tables = (
    await database.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'",
    )
  ).map((row) => row.tablename);
  return {
    ...database,
    schema,
    async reset() {
      await database.exec(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
    },
    async close() {
      await database.close();
      if (schema && TEST_DATABASE_URL) {
        const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** One app and database per test file: call in beforeAll, close in afterAll, database.reset() between tests. */
export async function createTestContext(overrides: Record<string, string> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
