import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** Both drivers share this type, so every query is written once for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL with $1-style parameters; for migrations, health checks and operator queries. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements in one call without parameters (migration files). */
  exec(text: string): Promise<void>;
  /**
   * On PGlite (one process owns the database), a value that changes after every statement that may have
   * written this user's account (users, subscriptions, invite codes), so this process can cache what it read
   * about it and know exactly when not to trust it. Undefined on PostgreSQL, where other processes write too.
   */
  accountVersion?: (userId: number) => string;
  /** Runs fn on one connection (session-level locks, multi-statement transactions). */
  session<T>(fn: (session: Pick<Database, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… URL; PGlite is used when absent. */
  url?: string;
  /** Folder for PGlite's files; in-memory when absent. */
  dataDir?: string;
  /** Schema to use on PostgreSQL (tests isolate each file in its own schema). */
  searchPath?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options);
  return openPglite(options.dataDir);
}

async function openPostgres(options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // A client losing its connection must not crash the process, whether it sits idle in the pool ('error' on
  // the pool) or is checked out mid-transaction ('error' on the client, which the pool does not handle): the
  // query in flight fails, the request answers 503, and the next query reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async query(text, params) {
      const result = await pool.query(text, params as unknown[]);
      return result.rows;
    },
    async exec(text) {
      await pool.query(text);
    },
    async session(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          query: async (text, params) => (await client.query(text, params as unknown[])).rows,
          exec: async (text) => {
            await client.query(text);
          },
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Set while the job runner works in the background (segments, finishing jobs, resuming them). */
const backgroundWork = new AsyncLocalStorage<true>();

/** Set while statements write one user's account only (see Database.accountVersion). */
const accountWriter = new AsyncLocalStorage<number>();

/**
 * Runs `fn`, whose statements that write accounts touch only user `userId`'s rows: they then invalidate what
 * is cached about that user alone. Account writes outside such a call invalidate every user.
 */
export function writingAccountOf<T>(userId: number, fn: () => Promise<T>): Promise<T> {
  return accountWriter.run(userId, fn);
}

/** Runs `fn` as background work: on PGlite its statements queue behind those of requests. */
export function inBackground<T>(fn: () => Promise<T>): Promise<T> {
  return backgroundWork.run(true, fn);
}

/** A statement naming an account table… */
const ACCOUNT_WRITE = /\b(users|subscriptions|invite_codes)\b/i;
/** …that only reads (SELECT; a WITH may write, so it counts as a write). */
const READ_ONLY = /^\s*select\b/i;

/** While background work waits, it gets a turn after at most this many request statements in a row. */
const BACKGROUND_TURN_EVERY = 4;

/**
 * PGlite has one connection and runs each statement on the event loop, one at a time. This gate hands the
 * turns out: statements of requests (a client is waiting) go before those of background job work, which
 * still gets every BACKGROUND_TURN_EVERY-th turn while it waits, so it never starves. A call made while a
 * turn is held (PGlite calling itself) goes straight through.
 */
class StatementGate {
  private busy = false;
  private readonly requests: (() => void)[] = [];
  private readonly background: (() => void)[] = [];
  private requestTurns = 0;
  private readonly holding = new AsyncLocalStorage<true>();

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.holding.getStore()) return fn();
    if (this.busy) {
      const queue = backgroundWork.getStore() ? this.background : this.requests;
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      this.busy = true;
    }
    try {
      return await this.holding.run(true, fn);
    } finally {
      this.handOver();
    }
  }

  private handOver(): void {
    const backgroundsTurn =
      this.background.length > 0 &&
      (this.requests.length === 0 || this.requestTurns >= BACKGROUND_TURN_EVERY);
    const next = backgroundsTurn ? this.background.shift() : this.requests.shift();
    this.requestTurns = backgroundsTurn ? 0 : this.requestTurns + 1;
    if (next) next();
    else this.busy = false;
  }
}

/** Another live process holds the PGlite data folder. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dir} is in use by process ${pid}. PGlite allows one process per data folder: stop ` +
        'that process first (for example the server, before running the operator CLI), or use PostgreSQL ' +
        `through DATABASE_URL. If no such process runs, delete ${join(dir, LOCK_FILE)}.`,
    );
  }
}

const LOCK_FILE = 'pglite.pid';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims the data folder for this process. Two PGlite instances on the same files do not see each other's
 * writes and the last to flush wins: an operator's grant made while the server ran was silently lost. A lock
 * left by a process that no longer runs (a crash, SIGKILL) is taken over. Returns the release.
 */
function lockDataDir(dir: string): () => void {
  const file = join(dir, LOCK_FILE);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (Number.isSafeInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
      throw new DataDirInUseError(dir, owner);
    }
    writeFileSync(file, String(process.pid));
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
}

async function openPglite(dataDir?: string): Promise<Database> {
  let client: PGlite;
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
    const dir = join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  try {
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  let everyAccount = 0;
  const oneAccount = new Map<number, number>();
  const invalidate = (scope: number | null) => {
    if (scope === null) everyAccount += 1;
    else oneAccount.set(scope, (oneAccount.get(scope) ?? 0) + 1);
  };
  /** Invalidates what the statement may have changed: the scope is one user, or null for every user. */
  const noteWrite = (statement: unknown): number | null | undefined => {
    if (typeof statement !== 'string' || !ACCOUNT_WRITE.test(statement) || READ_ONLY.test(statement)) return;
    const scope = accountWriter.getStore() ?? null;
    invalidate(scope);
    return scope;
  };
  const gate = new StatementGate();
  const gated = client as unknown as Record<
    'query' | 'exec' | 'transaction',
    (...args: unknown[]) => Promise<unknown>
  >;
  const versioned =
    <A extends unknown[], R>(
      run: (statement: unknown, ...rest: A) => Promise<R>,
      written?: (number | null)[],
    ) =>
    async (statement: unknown, ...rest: A): Promise<R> => {
      try {
        return await run(statement, ...rest);
      } finally {
        const scope = noteWrite(statement);
        if (scope !== undefined) written?.push(scope);
      }
    };
  const { query, exec, transaction } = gated;
  gated.query = versioned((...args) => gate.run(() => query.apply(client, args)));
  gated.exec = versioned((...args) => gate.run(() => exec.apply(client, args)));
  gated.transaction = (fn) => {
    // Invalidated again once the transaction has ended, so nothing read before its commit stays trusted.
    const written: (number | null)[] = [];
    return gate
      .run(() =>
        transaction.call(client, (tx: Record<'query' | 'exec', (...args: unknown[]) => Promise<unknown>>) => {
          const inner = { query: tx.query, exec: tx.exec };
          tx.query = versioned((...args) => inner.query.apply(tx, args), written);
          tx.exec = versioned((...args) => inner.exec.apply(tx, args), written);
          return (fn as (tx: unknown) => Promise<unknown>)(tx);
        }),
      )
      .finally(() => {
        for (const scope of written) invalidate(scope);
      });
  };
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'pglite',
    async query(text, params) {
      const result = await client.query(text, params as unknown[]);
      return result.rows as never[];
    },
    async exec(text) {
      await client.exec(text);
    },
    accountVersion: (userId) => `${everyAccount}:${oneAccount.get(userId) ?? 0}`,
    // PGlite has a single connection, so every call is already one session.
    session: (fn) => fn(database),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
  return database;
}
