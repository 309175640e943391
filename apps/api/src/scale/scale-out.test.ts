import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countWords } from '@wordwright/contracts';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusPassages } from '../../../../test-fixtures/corpus.js';
import { buildApp } from '../app.js';
import { openTestDatabase, TEST_DATABASE_URL, type TestDatabase, testConfig } from '../test/helper.js';
import { createUser, parseEvents, type TestUser } from '../test/rewrite-helpers.js';

/**
 * Scale-out on the real PostgreSQL and Redis: 2 API processes and 2 worker processes built from dist/ (as
 * `npm run start:api` / `start:worker` run them), 20 long-text jobs submitted through alternating API
 * processes and followed through the other one, one worker killed with SIGKILL mid-run. Every job must
 * complete once, every charge happen once, and the ledger balance.
 */

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const enabled = Boolean(TEST_DATABASE_URL && TEST_REDIS_URL);
if (!enabled) {
  console.warn(
    '[scale-out] skipped: set TEST_DATABASE_URL and TEST_REDIS_URL to run 2 API and 2 worker processes on PostgreSQL and Redis',
  );
}
const describeScale = enabled ? describe : describe.skip;

describe.skipIf(enabled)('scale-out', () => {
  it.skip('needs TEST_DATABASE_URL and TEST_REDIS_URL (2 API and 2 worker processes on PostgreSQL and Redis)', () => {});
});

const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const JOBS = 20;
const JOB_WORDS = 1200;
/** Small segments, so each job has many and the worker dies with work in hand. */
const SEGMENT_WORDS = 60;
/** A dead worker's segments go to the other one after this long (BullMQ lock expiry). */
const STALL_MS = 2000;
/** Sign-in attempts per account and minute, counted in Redis across both API processes. */
const AUTH_LIMIT = 3;
const JWT_SECRET = 'scale-out-secret-that-is-long-enough-for-hs256!';

interface Child {
  name: string;
  role: 'api' | 'worker';
  process: ChildProcess;
  base: string;
  output: string[];
  exited: Promise<number | null>;
}

const children: Child[] = [];
let database: TestDatabase;
let app: FastifyInstance;
let user: TestUser;
const queueName = `ww-scale-${randomBytes(4).toString('hex')}`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Corpus passages grouped into texts of at least JOB_WORDS words (the passages repeat when they run out). */
function corpusTexts(count: number): string[] {
  const passages = corpusPassages().map((passage) => passage.text);
  const texts: string[] = [];
  let current: string[] = [];
  for (let i = 0; texts.length < count; i += 1) {
    current.push(passages[i % passages.length]!);
    if (countWords(current.join('\n\n')) >= JOB_WORDS) {
      texts.push(current.join('\n\n'));
      current = [];
    }
  }
  return texts;
}

async function start(name: string, role: Child['role'], databaseUrl: string): Promise<Child> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN, `--role=${role}`], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), `ww-scale-${name}-`)),
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_NAME: queueName,
      QUEUE_STALL_MS: String(STALL_MS),
      ENGINE_THREADS: '1',
      JWT_SECRET,
      PASSWORD_HASH_MEMORY_KIB: '1024',
      PASSWORD_HASH_ITERATIONS: '1',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
      RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_LIMIT),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const entry: Child = { name, role, process: child, base: `http://127.0.0.1:${port}`, output, exited };
  children.push(entry);
  return entry;
}

async function ready(child: Child): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.process.exitCode !== null) break;
    const answer = await fetch(`${child.base}/healthz`).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${child.name} did not start:\n${child.output.join('')}`);
}

/** Reads a job's event stream to its end (the server closes it after `done` or `error`). */
async function follow(child: Child, jobId: string) {
  const url = `${child.base}/jobs/${jobId}/events?access_token=${encodeURIComponent(user.token)}`;
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return parseEvents(await response.text());
}

async function killAll(): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.process.exitCode === null && child.process.signalCode === null) {
        child.process.kill('SIGKILL');
      }
      await child.exited;
    }),
  );
}

describeScale('scale-out: 2 API and 2 worker processes on PostgreSQL and Redis', () => {
  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
    database = await openTestDatabase();
    // This process only sets up the user and checks the books; it consumes nothing.
    app = await buildApp({ config: testConfig({ JWT_SECRET }), database, role: 'api' });
    await app.ready();
    user = await createUser(app, JOBS * JOB_WORDS * 4);
    const url = `${TEST_DATABASE_URL}${TEST_DATABASE_URL!.includes('?') ? '&' : '?'}options=${encodeURIComponent(
      `-c search_path=${database.schema}`,
    )}`;
    const started = await Promise.all([
      start('api-1', 'api', url),
      start('api-2', 'api', url),
      start('worker-1', 'worker', url),
      start('worker-2', 'worker', url),
    ]);
    await Promise.all(started.map(ready));
  });

  afterAll(async () => {
    await killAll();
    const redis = new Redis(TEST_REDIS_URL!, { maxRetriesPerRequest: null });
    const queue = new Queue(queueName, { connection: redis });
    await queue.obliterate({ force: true }).catch(() => {});
    await queue.close();
    await redis.quit().catch(() => {});
    await app?.close();
    await database?.close();
  });

  it('answers /healthz and /metrics on every process', async () => {
    for (const child of children) {
      expect((await fetch(`${child.base}/healthz`)).status, child.name).toBe(200);
      const metrics = await fetch(`${child.base}/metrics`);
      expect(metrics.status, child.name).toBe(200);
      expect(await metrics.text(), child.name).toContain('wordwright_queue_depth');
    }
  });

  it('counts rate limits across API processes in Redis', async () => {
    const apis = children.filter((child) => child.role === 'api');
    const email = `limit-${randomBytes(6).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_LIMIT; i += 1) {
      const response = await fetch(`${apis[i % 2]!.base}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `username=${encodeURIComponent(email)}&password=wrong-password`,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(AUTH_LIMIT).fill(401), 429]);
  });

  it('completes 20 jobs once each, charges once, and balances the ledger with a worker killed mid-run', async () => {
    const [api1, api2, worker1] = children as [Child, Child, Child, Child];
    const apis = [api1, api2];
    const texts = corpusTexts(JOBS);
    const submitted = await Promise.all(
      texts.map(async (text, i) => {
        const response = await fetch(`${apis[i % 2]!.base}/deleteai/long-text`, {
          method: 'POST',
          headers: {
            authorization: user.headers.authorization,
            'content-type': 'application/json',
            'idempotency-key': `scale-${i}`,
          },
          body: JSON.stringify({ text, follow: true, max_words_per_segment: SEGMENT_WORDS }),
        });
        const body = (await response.json()) as { job_id: string; words: number; segments_total: number };
        expect(response.status, JSON.stringify(body)).toBe(202);
        return { ...body, via: i % 2 };
      }),
    );
    // Idempotency lives in the database: the same key through the other process is the same job.
    const repeat = await fetch(`${api2.base}/deleteai/long-text`, {
      method: 'POST',
      headers: {
        authorization: user.headers.authorization,
        'content-type': 'application/json',
        'idempotency-key': 'scale-0',
      },
      body: JSON.stringify({ text: texts[0], follow: true, max_words_per_segment: SEGMENT_WORDS }),
    });
    expect(((await repeat.json()) as { job_id: string }).job_id).toBe(submitted[0]!.job_id);
    // Followed through the other API process: events reach it through Redis.
    const streams = Promise.all(submitted.map((job) => follow(apis[1 - job.via]!, job.job_id)));

    // Kill a worker once segments are flowing and before the work is done.
    const total = submitted.reduce((sum, job) => sum + job.segments_total, 0);
    let doneAtKill = 0;
    for (;;) {
      const [row] = await database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM job_segments WHERE status = 'done'",
      );
      doneAtKill = row!.n;
      if (doneAtKill > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    worker1.process.kill('SIGKILL');
    await worker1.exited;
    expect(doneAtKill).toBeLessThan(total);

    const events = await streams;
    for (const [i, list] of events.entries()) {
      const finals = list.filter((event) => event.event === 'done' || event.event === 'error');
      expect(finals, JSON.stringify(finals)).toHaveLength(1);
      expect(finals[0]!.event).toBe('done');
      expect((finals[0]!.data as { job_id: string }).job_id).toBe(submitted[i]!.job_id);
    }

    const jobs = await database.query<{
      id: string;
      status: string;
      segments_done: number;
      segments_total: number;
    }>('SELECT id, status, segments_done, segments_total FROM jobs WHERE user_id = $1', [user.id]);
    expect(jobs).toHaveLength(JOBS);
    for (const job of jobs) {
      expect(job.status).toBe('succeeded');
      expect(job.segments_done).toBe(job.segments_total);
    }
    const history = await database.query<{ job_id: string }>(
      'SELECT job_id FROM rewrites WHERE user_id = $1',
      [user.id],
    );
    expect(history).toHaveLength(JOBS);
    expect(new Set(history.map((row) => row.job_id)).size).toBe(JOBS);

    const entries = await database.query<{ kind: string; reference: string | null; delta: string }>(
      'SELECT kind, reference, delta::text FROM ledger_entries WHERE user_id = $1',
      [user.id],
    );
    const debits = entries.filter((entry) => entry.kind === 'rewrite_debit');
    expect(debits).toHaveLength(JOBS);
    expect(new Set(debits.map((entry) => entry.reference)).size).toBe(JOBS);
    for (const job of submitted) {
      const debit = debits.find((entry) => entry.reference === job.job_id);
      expect(Number(debit?.delta)).toBe(-job.words);
    }
    expect(entries.filter((entry) => entry.kind === 'refund')).toEqual([]);

    const [books] = await database.query<{ sum: string; left_credit: string }>(
      `SELECT (SELECT sum(delta) FROM ledger_entries WHERE user_id = u.id)::text AS sum, u.left_credit::text
         FROM users u WHERE u.id = $1`,
      [user.id],
    );
    expect(books!.sum).toBe(books!.left_credit);
    const charged = submitted.reduce((sum, job) => sum + job.words, 0);
    expect(Number(books!.left_credit)).toBe(JOBS * JOB_WORDS * 4 - charged);
    expect(await app.ledger.mismatches()).toEqual([]);

    // The surviving processes still answer.
    for (const child of children.filter((entry) => entry !== worker1)) {
      expect((await fetch(`${child.base}/healthz`)).status, child.name).toBe(200);
    }
  }, 120_000);
});
