/**
 * API benchmark: end-to-end latency (p50/p95) of POST /deleteai for 500- and 3000-word texts at concurrency
 * 1 and 10, and throughput in words/s, against the app built in-process (PGlite, in-process queue, engine
 * pool of ENGINE_THREADS, default one per core) listening on 127.0.0.1. Compares with the engine's own
 * single-thread words/s × pool size. Writes bench/results/api.md. Run: `npx tsx bench/api.ts`.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { engineThreads, resolveEngineWorker } from '../apps/api/src/plugins/app/engine-pool.js';
import { createUser } from '../apps/api/src/test/rewrite-helpers.js';
import { countWords } from '../packages/contracts/src/words.js';
import type { createEngine as CreateEngine } from '../packages/engine/dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const corpus = resolve(here, '..', '..', 'shared', 'corpus', 'dev.jsonl');
const passages = readFileSync(corpus, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => (JSON.parse(line) as { text: string }).text)
  .join('\n\n');
/** The first `words` words of the corpus, paragraphs kept. */
const textOf = (words: number) => passages.match(new RegExp(`^(?:\\s*\\S+){${words}}`, 'u'))?.[0] ?? passages;

const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  DATA_DIR: mkdtempSync(join(os.tmpdir(), 'ww-bench-')),
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256!',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '10000000',
  ...(process.env.ENGINE_THREADS ? { ENGINE_THREADS: process.env.ENGINE_THREADS } : {}),
  ...(process.env.ENGINE_WORKER_FILE ? { ENGINE_WORKER_FILE: process.env.ENGINE_WORKER_FILE } : {}),
});
const database = await openDatabase({});
await migrate(database);
const app = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const user = await createUser(app, 100_000_000);

/** CPU time (ms) of this process's threads from /proc: the main thread, and all the others together. */
function threadCpu(): { main: number; others: number } {
  const ms = (file: string) => {
    const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  };
  let main = 0;
  let others = 0;
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      if (tid === String(process.pid)) main = ms(`/proc/self/task/${tid}/stat`);
      else others += ms(`/proc/self/task/${tid}/stat`);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return { main, others };
}

let seed = 0;
async function once(text: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/deleteai`, {
    method: 'POST',
    headers: { authorization: user.headers.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ text, language: 'en', options: { seed: seed++ } }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`POST /deleteai answered ${response.status}`);
  return performance.now() - started;
}

async function scenario(words: number, concurrency: number, requests: number) {
  const text = textOf(words);
  for (let i = 0; i < Math.max(4, concurrency); i += 1) await once(text);
  const latencies: number[] = [];
  let next = 0;
  const cpuBefore = threadCpu();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        latencies.push(await once(text));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = threadCpu();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return {
    words: countWords(text),
    concurrency,
    requests,
    p50: at(0.5),
    p95: at(0.95),
    wordsPerSecond: (requests * countWords(text)) / seconds,
    mainCpuMs: (cpuAfter.main - cpuBefore.main) / requests,
    otherCpuMs: (cpuAfter.others - cpuBefore.others) / requests,
  };
}

// The engine alone, one thread, on the same 3000-word text and the same build the pool runs: the ceiling the
// API is compared with.
const engineModule = new URL('index.js', pathToFileURL(resolveEngineWorker(config.ENGINE_WORKER_FILE))).href;
const { createEngine } = (await import(engineModule)) as { createEngine: typeof CreateEngine };
const engine = createEngine();
const long = textOf(3000);
for (let i = 0; i < 5; i += 1) engine.rewrite(long, { seed: i });
const engineStarted = performance.now();
for (let i = 0; i < 10; i += 1) engine.rewrite(long, { seed: i });
const engineWordsPerSecond = (10 * countWords(long)) / ((performance.now() - engineStarted) / 1000);

// Warm every pool thread's JIT first: the figures are for a running service, not a cold start.
{
  const warmText = textOf(3000);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = 0; i < 10; i += 1) await once(warmText);
    }),
  );
}

const results = [];
for (const [words, concurrency, requests] of [
  [500, 1, 60],
  [500, 10, 200],
  [3000, 1, 30],
  [3000, 10, 60],
] as const) {
  const result = await scenario(words, concurrency, requests);
  results.push(result);
  console.log(
    `${words} words × c${concurrency}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${Math.round(result.wordsPerSecond)} words/s, CPU per request ${result.mainCpuMs.toFixed(1)} ms main + ${result.otherCpuMs.toFixed(1)} ms other threads`,
  );
}
await app.close();
await database.close();

const threads = engineThreads(config);
const best = Math.max(...results.map((result) => result.wordsPerSecond));
const ceiling = engineWordsPerSecond * threads;
const p95Long = results.find((result) => result.words === 3000 && result.concurrency === 1)!.p95;
const fmt = (value: number) => Math.round(value).toLocaleString('en-US');
const table = [
  '# API benchmark',
  '',
  `\`npx tsx bench/api.ts\` (also run by \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}: ` +
    `POST /deleteai end to end over HTTP on 127.0.0.1 (app built in-process: PGlite, in-process queue, engine pool of ${threads} threads), ` +
    `texts from shared/corpus/dev.jsonl, a new seed per request. Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}; ` +
    `the load generator shares the machine; load average at the end ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' / ')} (other work on the machine inflates every figure).`,
  '',
  '| words | concurrency | requests | p50 ms | p95 ms | words/s | CPU ms/request: main thread | other threads |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.words} | ${r.concurrency} | ${r.requests} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${fmt(r.wordsPerSecond)} | ${r.mainCpuMs.toFixed(1)} | ${r.otherCpuMs.toFixed(1)} |`,
  ),
  '',
  'CPU per request is read from /proc per thread over each scenario: the main thread runs the HTTP server, ' +
    'PGlite and the load generator (fetch); the other threads are mostly the engine pool.',
  '',
  '| target | measured | met |',
  '| --- | --- | --- |',
  `| 3000 words p95 < 300 ms at concurrency 1 | ${p95Long.toFixed(1)} ms | ${p95Long < 300 ? 'yes' : 'no'} |`,
  `| throughput ≥ 70% of engine words/s × pool size (${fmt(engineWordsPerSecond)} × ${threads} = ${fmt(ceiling)}) | ${fmt(best)} words/s (${Math.round((100 * best) / ceiling)}%) | ${best >= 0.7 * ceiling ? 'yes' : 'no'} |`,
  '',
];
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'api.md'), table.join('\n'));
console.log(`Wrote ${join(here, 'results', 'api.md')}`);
