import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openTestDatabase, TEST_DATABASE_URL, type TestDatabase, testConfig } from '../../test/helper.js';
import { balance, createUser, draft, parseEvents } from '../../test/rewrite-helpers.js';

const REDIS_URL = process.env.TEST_REDIS_URL;
const enabled = Boolean(REDIS_URL && TEST_DATABASE_URL);
const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
// Queue mechanics: the stand-in engine makes each segment take a while, so a worker can be killed mid-job.
const STAND_IN = fileURLToPath(new URL('../../test/fixtures/stand-in-engine.mjs', import.meta.url));

describe.skipIf(enabled)('BullMQ back end', () => {
  it.skip('needs TEST_REDIS_URL and TEST_DATABASE_URL (worker processes share PostgreSQL and Redis)', () => {});
});

describe.runIf(enabled)('BullMQ back end with worker processes', () => {
  const queueName = `ww-test-${randomBytes(4).toString('hex')}`;
  let database: TestDatabase;
  let api: FastifyInstance;
  const workers: ChildProcess[] = [];

  function startWorker(): Promise<ChildProcess> {
    const url = new URL(TEST_DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${database.schema}`);
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--role=worker'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'ww-worker-')),
        DATABASE_URL: url.toString(),
        REDIS_URL,
        QUEUE_NAME: queueName,
        QUEUE_STALL_MS: '1000',
        ENGINE_THREADS: '1',
        ENGINE_WORKER_FILE: STAND_IN,
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    workers.push(child);
    return new Promise((resolve, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Wordwright is running')) resolve(child);
      });
      child.stderr!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.on('exit', (code) => reject(new Error(`worker exited with ${code}: ${output.slice(-2000)}`)));
    });
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = testConfig({ REDIS_URL: REDIS_URL!, QUEUE_NAME: queueName, QUEUE_STALL_MS: '1000' });
    api = await buildApp({ config, database, role: 'api' });
    await api.ready();
    await Promise.all([startWorker(), startWorker()]);
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await api?.close();
    await database?.close();
  });

  it('two workers share one job; killing one mid-job still completes it once and charges once', async () => {
    const user = await createUser(api, 20_000);
    const text = draft(6000, 5)
      .split('\n\n')
      .map((paragraph, i) => (i % 5 === 0 ? `${paragraph} SLOW400` : paragraph))
      .join('\n\n');
    const accepted = await api.inject({
      method: 'POST',
      url: '/deleteai/long-text',
      headers: user.headers,
      payload: { text, follow: true },
    });
    expect(accepted.statusCode).toBe(202);
    const { job_id: jobId, words, segments_total: total } = accepted.json();
    // Progress travels from the worker processes to this API process over Redis pub/sub.
    const streaming = api.inject({ method: 'GET', url: `/jobs/${jobId}/events`, headers: user.headers });

    const pids = async () =>
      (
        await database.query<{ pid: string }>(
          "SELECT DISTINCT result->'summary'->>'pid' AS pid FROM job_segments WHERE job_id = $1 AND status = 'done'",
          [jobId],
        )
      ).map((row) => Number(row.pid));
    for (let seen = await pids(); seen.length < 2; seen = await pids()) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const [victim] = workers;
    victim!.kill('SIGKILL');

    const events = parseEvents((await streaming).body);
    expect(events.at(-1)?.event).toBe('done');
    expect(events.filter((event) => event.event === 'progress').length).toBeGreaterThan(0);

    const [job] = await database.query<{ status: string; segments_done: number }>(
      'SELECT status, segments_done FROM jobs WHERE id = $1',
      [jobId],
    );
    expect(job).toEqual({ status: 'succeeded', segments_done: total });
    expect(await database.query('SELECT id FROM rewrites WHERE job_id = $1', [jobId])).toHaveLength(1);
    const ledger = await database.query<{ kind: string }>(
      'SELECT kind FROM ledger_entries WHERE user_id = $1 ORDER BY id',
      [user.id],
    );
    expect(ledger.map((row) => row.kind)).toEqual(['trial_grant', 'rewrite_debit']);
    expect(await balance(api, user.id)).toBe(20_000 - words);
    expect(await api.ledger.mismatches()).toEqual([]);
    const result = (events.at(-1)!.data as { text: string }).text;
    expect(result).toBe(text);
  }, 120_000);
});
