/**
 * Worker scaling: words/s of long-text rewrites (POST /deleteai/long-text over HTTP, texts of about 1,200
 * words from shared/corpus/dev.jsonl) with 1, 2 and 4 engine worker threads in one embedded process
 * (PGlite, in-process queue), and with 1 and 2 worker processes on PostgreSQL + Redis (one API process,
 * BullMQ) when BENCH_DATABASE_URL / BENCH_REDIS_URL (or TEST_DATABASE_URL / TEST_REDIS_URL) are set.
 * Each figure is compared with the single-worker one. Writes bench/results/scaling.md and prints it.
 * Run: `npx tsx bench/scaling.ts` (the process part needs `npm run build` first).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { createUser } from '../apps/api/src/test/rewrite-helpers.js';
import { countWords } from '../packages/contracts/src/words.js';

const here = dirname(fileURLToPath(import.meta.url));
const MAIN = resolve(here, '..', 'apps', 'api', 'dist', 'main.js');
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256!';
const TEXT_WORDS = 1200;
const CONCURRENCY = 8;
const MEASURED_ROUNDS = 2;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;

/** Corpus paragraphs grouped into texts of at least TEXT_WORDS words. */
const texts: string[] = [];
{
  let current: string[] = [];
  const lines = readFileSync(resolve(here, '..', '..', 'shared', 'corpus', 'dev.jsonl'), 'utf8').split('\n');
  for (const line of lines.filter((entry) => entry.trim())) {
    current.push((JSON.parse(line) as { text: string }).text.trim());
    if (countWords(current.join('\n\n')) >= TEXT_WORDS) {
      texts.push(current.join('\n\n'));
      current = [];
    }
  }
}

interface Target {
  base: string;
  authorization: string;
}

async function rewrite(target: Target, text: string, seed: number): Promise<number> {
  const response = await fetch(`${target.base}/deleteai/long-text`, {
    method: 'POST',
    headers: { authorization: target.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ text, language: 'en', options: { seed } }),
  });
  const body = (await response.json()) as { summary?: { wordsIn: number } };
  if (response.status !== 200)
    throw new Error(`long-text answered ${response.status}: ${JSON.stringify(body)}`);
  return body.summary!.wordsIn;
}

/**
 * Every corpus text at CONCURRENCY: one warm-up round (each engine thread loads and JIT-compiles the
 * engine), then the best of MEASURED_ROUNDS, since other work on a shared machine only ever slows a round.
 */
async function measure(target: Target): Promise<number> {
  let seed = 0;
  const round = async (list: string[]) => {
    let next = 0;
    let words = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < list.length) {
          const text = list[next]!;
          next += 1;
          // Awaited first: `words += await …` would read `words` before the await and lose updates.
          const done = await rewrite(target, text, seed++);
          words += done;
        }
      }),
    );
    return words;
  };
  await round(texts);
  let best = 0;
  for (let i = 0; i < MEASURED_ROUNDS; i += 1) {
    const started = performance.now();
    const words = await round(texts);
    best = Math.max(best, words / ((performance.now() - started) / 1000));
  }
  return best;
}

async function inProcess(threads: number): Promise<number> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(os.tmpdir(), 'ww-scaling-')),
    JWT_SECRET,
    RATE_LIMIT_GLOBAL_PER_MINUTE: '10000000',
    ENGINE_THREADS: String(threads),
  });
  const database = await openDatabase({});
  await migrate(database);
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { port } = app.server.address() as { port: number };
    const user = await createUser(app, 1_000_000_000);
    return await measure({ base: `http://127.0.0.1:${port}`, authorization: user.headers.authorization });
  } finally {
    await app.close();
    await database.close();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** One API process and `workers` worker processes (one engine thread each) on PostgreSQL + Redis. */
async function scaledOut(workers: number): Promise<number> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = `${databaseUrl}${databaseUrl!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const queueName = `ww-bench-${randomBytes(4).toString('hex')}`;
  const children: ChildProcess[] = [];
  const start = async (role: 'api' | 'worker') => {
    const port = await freePort();
    const output: string[] = [];
    const child = spawn(process.execPath, [MAIN, `--role=${role}`], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(os.tmpdir(), 'ww-scaling-')),
        DATABASE_URL: url,
        REDIS_URL: redisUrl,
        QUEUE_NAME: queueName,
        ENGINE_THREADS: '1',
        JWT_SECRET,
        RATE_LIMIT_GLOBAL_PER_MINUTE: '10000000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    children.push(child);
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 600; i += 1) {
      if (child.exitCode !== null) break;
      if ((await fetch(`${base}/healthz`).catch(() => undefined))?.status === 200) return base;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`${role} process did not start:\n${output.join('')}`);
  };
  try {
    const base = await start('api');
    await Promise.all(Array.from({ length: workers }, () => start('worker')));
    // A user and a token made here, on the same schema and secret as the processes.
    const database = await openDatabase({ url: databaseUrl, searchPath: schema, poolSize: 2 });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(os.tmpdir(), 'ww-scaling-')),
      JWT_SECRET,
    });
    const app = await buildApp({ config, database, role: 'api' });
    await app.ready();
    const user = await createUser(app, 1_000_000_000);
    await app.close();
    await database.close();
    return await measure({ base, authorization: user.headers.authorization });
  } finally {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null) return;
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }),
    );
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

const fmt = (value: number) => Math.round(value).toLocaleString('en-US');
const totalWords = texts.reduce((sum, text) => sum + countWords(text), 0);
const lines = [
  '# Worker scaling',
  '',
  `POST /deleteai/long-text over HTTP on 127.0.0.1: ${texts.length} texts of about ${TEXT_WORDS} words (${fmt(totalWords)} words) ` +
    `from shared/corpus/dev.jsonl, ${CONCURRENCY} requests at a time; a warm-up round, then the best of ${MEASURED_ROUNDS}. ` +
    `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}; the load generator and every ` +
    'process share the machine, so beyond its core count more workers cannot add throughput.',
  '',
  '## Engine threads in one process (PGlite, in-process queue)',
  '',
  '| ENGINE_THREADS | words/s | ratio to 1 thread |',
  '| --- | --- | --- |',
];
const threadResults: [number, number][] = [];
for (const threads of [1, 2, 4]) {
  const wordsPerSecond = await inProcess(threads);
  threadResults.push([threads, wordsPerSecond]);
  console.log(`${threads} engine thread(s): ${fmt(wordsPerSecond)} words/s`);
}
const oneThread = threadResults[0]![1];
for (const [threads, value] of threadResults) {
  lines.push(`| ${threads} | ${fmt(value)} | ${(value / oneThread).toFixed(2)}× |`);
}

lines.push(
  '',
  'HTTP handling, job bookkeeping and the embedded database share the process main thread; engine threads add ' +
    'throughput only while that thread keeps a core of its own.',
  '',
  '## Worker processes (PostgreSQL + Redis, one API process, BullMQ)',
  '',
);
if (!databaseUrl || !redisUrl) {
  lines.push(
    'Skipped: set BENCH_DATABASE_URL and BENCH_REDIS_URL (or TEST_DATABASE_URL and TEST_REDIS_URL) to measure it.',
  );
} else if (!existsSync(MAIN)) {
  lines.push(`Skipped: ${MAIN} is missing; run \`npm run build\` first.`);
} else {
  lines.push(
    '| worker processes (1 engine thread each) | words/s | ratio to 1 worker |',
    '| --- | --- | --- |',
  );
  const processResults: [number, number][] = [];
  for (const workers of [1, 2]) {
    const wordsPerSecond = await scaledOut(workers);
    processResults.push([workers, wordsPerSecond]);
    console.log(`${workers} worker process(es): ${fmt(wordsPerSecond)} words/s`);
  }
  const oneWorker = processResults[0]![1];
  for (const [workers, value] of processResults) {
    lines.push(`| ${workers} | ${fmt(value)} | ${(value / oneWorker).toFixed(2)}× |`);
  }
}
lines.push(
  '',
  `Load average at the end: ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} (other work on the machine lowers every figure).`,
  '',
);

const table = lines.join('\n');
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'scaling.md'), table);
console.log(`\n${table}`);
