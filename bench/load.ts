/**
 * `npm run bench:load [-- --duration 60 --connections 50 --users 10]`: a bounded load run against the built
 * app started the way `npm start` starts it (node apps/api/dist/main.js, its own DATA_DIR and a free port on
 * loopback, cheap argon2 through the environment). It signs up and verifies users through the API (codes
 * from GET /dev/mailbox.json), grants them credits with the operator CLI, restarts the app and runs an
 * autocannon mix for the duration: sign-in (POST /token), GET /users/me/ and 500-word POST /deleteai from
 * the shared corpus, each at a bounded offered rate (--token-rate, --me-rate, --rewrite-rate, requests per
 * second), or as a closed loop with --saturate (capacity). Reports req/s, p50/p95/p99 per request type (and
 * autocannon's p99 corrected for coordinated omission), errors and non-2xx answers, and the server's
 * resident memory at the start and end of the run; writes bench/results/load.md.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    users: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '20' },
    // Offered load per request type, requests per second over all of its connections; --saturate drops the
    // bounds (a closed loop: every connection sends its next request as soon as the last one is answered).
    'token-rate': { type: 'string', default: '20' },
    'me-rate': { type: 'string', default: '600' },
    'rewrite-rate': { type: 'string', default: '40' },
    saturate: { type: 'boolean', default: false },
  },
});
const DURATION = Number(flags.duration);
const CONNECTIONS = Number(flags.connections);
const USERS = Number(flags.users);
const WARMUP = Number(flags.warmup);
const SATURATE = flags.saturate ?? false;
const RATES = {
  token: Number(flags['token-rate']),
  me: Number(flags['me-rate']),
  rewrite: Number(flags['rewrite-rate']),
};
if (
  !(DURATION > 0 && CONNECTIONS >= 3 && USERS >= 1 && WARMUP >= 0) ||
  !Object.values(RATES).every((rate) => rate > 0)
) {
  console.error(
    'Usage: npm run bench:load -- [--duration seconds] [--connections n (>= 3)] [--users n] [--warmup seconds] [--token-rate r] [--me-rate r] [--rewrite-rate r] [--saturate]',
  );
  process.exit(2);
}

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const main = join(root, 'apps/api/dist/main.js');
const admin = join(root, 'apps/api/dist/cli/admin.js');
if (!existsSync(main)) {
  console.log('apps/api/dist is missing: building first (npm run build)…');
  const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const corpus = readFileSync(resolve(root, '..', 'shared', 'corpus', 'dev.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => (JSON.parse(line) as { text: string }).text)
  .join('\n\n');
/** The first 500 words of the corpus, paragraphs kept. */
const TEXT_500 = corpus.match(/^(?:\s*\S+){500}/u)?.[0] ?? corpus;

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: mkdtempSync(join(os.tmpdir(), 'ww-load-')),
  LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'warn',
  PASSWORD_HASH_MEMORY_KIB: '1024',
  PASSWORD_HASH_ITERATIONS: '1',
  // The run measures the service, not its flood protection.
  RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
  RATE_LIMIT_AUTH_PER_MINUTE: '100000000',
  RATE_LIMIT_AUTH_IP_PER_MINUTE: '100000000',
  // LOAD_DATABASE_URL runs the app on PostgreSQL instead of PGlite (to tell the app's memory from PGlite's).
  DATABASE_URL: process.env.LOAD_DATABASE_URL ?? '',
  REDIS_URL: '',
  SMTP_URL: '',
};

let server: ChildProcess | undefined;

async function start(): Promise<ChildProcess> {
  // LOAD_SERVER_NODE_ARGS passes flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = process.env.LOAD_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the app did not become ready within 60 s');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}

/** The server's own memory figures from GET /metrics (prom-client defaults), in MiB. */
async function heapFigures(): Promise<{ heapUsed: number; external: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name: string) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return {
    heapUsed: value('nodejs_heap_size_used_bytes') / 2 ** 20,
    external: value('nodejs_external_memory_bytes') / 2 ** 20,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: answers of several routes, read field by field
async function json(path: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const PASSWORD = 'load-test-password';
const signIn = (email: string) => new URLSearchParams({ username: email, password: PASSWORD }).toString();

async function createUsers(): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < USERS; i += 1) {
    const email = `load-${i}-${Date.now()}@example.com`;
    const registered = await json('/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (registered.status !== 200)
      throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
    let code: string | undefined;
    for (let attempt = 0; attempt < 50 && !code; attempt += 1) {
      const mailbox = await json(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const mails = (mailbox.body?.emails ?? mailbox.body ?? []) as { text: string }[];
      code = mails.map((mail) => /(?:code is: |验证码是：)(\d{4})/.exec(mail.text)?.[1]).find(Boolean);
      if (!code) await new Promise((r) => setTimeout(r, 100));
    }
    if (!code) throw new Error(`no verification code for ${email}`);
    const verified = await json('/auth/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, code }),
    });
    if (verified.status !== 200)
      throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
    emails.push(email);
  }
  return emails;
}

async function tokens(emails: string[]): Promise<string[]> {
  const list: string[] = [];
  for (const email of emails) {
    const answer = await json('/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: signIn(email),
    });
    if (answer.status !== 200) throw new Error(`token: ${answer.status}`);
    list.push(answer.body.access_token);
  }
  return list;
}

interface Mix {
  name: string;
  connections: number;
  /** Requests per second over all of the mix's connections; undefined for a closed loop. */
  rate: number | undefined;
  request: (i: number) => {
    method: 'GET' | 'POST';
    path: string;
    headers: Record<string, string>;
    body?: string;
  };
}

interface Outcome {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /**
   * autocannon's own p99, which adds the requests a rate-bound connection could not send while it waited
   * (coordinated omission); bounded runs report the highest of their connections'.
   */
  p99Corrected: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : Number.NaN;

interface Cannon {
  latencies: number[];
  p99Corrected: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** One autocannon instance; `next` builds each request. */
function cannon(
  next: () => ReturnType<Mix['request']>,
  connections: number,
  duration: number,
  connectionRate?: number,
): Promise<Cannon> {
  const latencies: number[] = [];
  return new Promise((resolveRun, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        timeout: 30,
        ...(connectionRate ? { connectionRate } : {}),
        requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, ...next() }) }],
      },
      // biome-ignore lint/suspicious/noExplicitAny: autocannon ships no types
      (error: Error | null, result: any) => {
        if (error) return reject(error);
        resolveRun({
          latencies,
          p99Corrected: result.latency?.p99 ?? Number.NaN,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
    });
  });
}

/**
 * Runs one request type. Bounded, each connection is its own autocannon instance at rate / connections
 * requests per second, the instances started evenly across the first second: autocannon sends a
 * connection's quota for a second back to back when the second begins, so one instance for all connections
 * would send the whole second's load in one burst (every connection's second starts at the same moment).
 */
async function run(mix: Mix, duration = DURATION): Promise<Outcome> {
  let counter = 0;
  const next = () => mix.request(counter++);
  const parts = mix.rate
    ? await Promise.all(
        Array.from({ length: mix.connections }, async (_, index) => {
          await new Promise((r) => setTimeout(r, (index * 1000) / mix.connections));
          return cannon(next, 1, duration, mix.rate! / mix.connections);
        }),
      )
    : [await cannon(next, mix.connections, duration)];
  const latencies = parts.flatMap((part) => part.latencies).sort((a, b) => a - b);
  const sum = (key: 'errors' | 'timeouts' | 'non2xx') => parts.reduce((total, part) => total + part[key], 0);
  return {
    name: mix.name,
    requests: latencies.length,
    rps: latencies.length / duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    p99Corrected: Math.max(...parts.map((part) => part.p99Corrected)),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    non2xx: sum('non2xx'),
  };
}

try {
  server = await start();
  const emails = await createUsers();
  // PGlite keeps one process per data folder: stop the app while the operator CLI grants credits.
  await stop(server);
  for (const email of emails) {
    const granted = spawnSync(
      process.execPath,
      [admin, 'grant', email, '100000000', '--reason', 'load test'],
      {
        cwd: root,
        env,
        encoding: 'utf8',
      },
    );
    if (granted.status !== 0) throw new Error(`admin grant failed: ${granted.stderr || granted.stdout}`);
  }
  server = await start();
  const bearer = await tokens(emails);
  const pid = server.pid!;

  const share = (fraction: number) => Math.max(1, Math.round(CONNECTIONS * fraction));
  const rewriteConnections = share(0.2);
  const signInConnections = share(0.2);
  const mixes: Mix[] = [
    {
      name: 'POST /token',
      connections: signInConnections,
      rate: SATURATE ? undefined : RATES.token,
      request: (i) => ({
        method: 'POST',
        path: '/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: signIn(emails[i % emails.length]!),
      }),
    },
    {
      name: 'GET /users/me/',
      connections: Math.max(1, CONNECTIONS - rewriteConnections - signInConnections),
      rate: SATURATE ? undefined : RATES.me,
      request: (i) => ({
        method: 'GET',
        path: '/users/me/',
        headers: { authorization: `Bearer ${bearer[i % bearer.length]}` },
      }),
    },
    {
      name: 'POST /deleteai (500 words)',
      connections: rewriteConnections,
      rate: SATURATE ? undefined : RATES.rewrite,
      request: (i) => ({
        method: 'POST',
        path: '/deleteai',
        headers: { authorization: `Bearer ${bearer[i % bearer.length]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: TEXT_500, language: 'en', options: { seed: i } }),
      }),
    },
  ];
  for (const mix of mixes) {
    const perConnection = (mix.rate ?? mix.connections) / mix.connections;
    if (!Number.isInteger(perConnection) || perConnection < 1) {
      throw new Error(
        `${mix.name}: ${mix.rate} requests/s over ${mix.connections} connections is not a whole number (at least 1) per connection`,
      );
    }
  }
  // The start figure is taken after the same mix has run for WARMUP seconds: the engine threads' heaps and the
  // database's caches fill during the first few hundred rewrites, which is settling, not growth. The cold
  // figure is reported too.
  const rssCold = rssKiB(pid);
  if (WARMUP > 0) await Promise.all(mixes.map((mix) => run(mix, WARMUP)));
  const rssStart = rssKiB(pid);
  const heapStart = await heapFigures();
  // RSS every tenth of the run, to tell a leak (steady climb) from memory settling (early rise, then flat).
  const rssSeries: number[] = [];
  const sampler = setInterval(() => rssSeries.push(rssKiB(pid)), (DURATION * 1000) / 10);
  console.log(
    `Load: ${DURATION} s, ${CONNECTIONS} connections (${mixes.map((m) => `${m.name} ×${m.connections}`).join(', ')}), ${USERS} users, ${base}`,
  );
  const outcomes = await Promise.all(mixes.map((mix) => run(mix)));
  clearInterval(sampler);
  const rssEnd = rssKiB(pid);
  const heapEnd = await heapFigures();
  const growth = ((rssEnd - rssStart) / rssStart) * 100;
  const coldGrowth = ((rssEnd - rssCold) / rssCold) * 100;
  // PGlite admits one process per data folder: the server stops before the operator CLI reads the ledger.
  await stop(server);
  const ledger = spawnSync(process.execPath, [admin, 'verify-ledger'], { cwd: root, env, encoding: 'utf8' });

  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
  const total = outcomes.reduce((sum, o) => sum + o.requests, 0);
  const failures = outcomes.reduce((sum, o) => sum + o.errors + o.timeouts + o.non2xx, 0);
  const me = outcomes.find((o) => o.name === 'GET /users/me/')!;
  const lines = [
    '# Load run',
    '',
    `\`npm run bench:load -- --duration ${DURATION} --connections ${CONNECTIONS} --users ${USERS} --warmup ${WARMUP}${SATURATE ? ' --saturate' : ` --token-rate ${RATES.token} --me-rate ${RATES.me} --rewrite-rate ${RATES.rewrite}`}\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average before the run ${os.loadavg()[0]!.toFixed(1)}. The built app (node apps/api/dist/main.js, ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in its own DATA_DIR'}, in-process queue) on loopback; autocannon in the same machine.`,
    '',
    SATURATE
      ? 'Closed loop (--saturate): every connection sends its next request as soon as the last is answered, so the machine runs flat out and latency is mostly queueing; this measures capacity.'
      : `Offered load bounded per request type: ${mixes.map((m) => `${m.name} ${m.rate}/s`).join(', ')}, spread over the second (each connection is its own autocannon instance at rate / connections, the instances started evenly across the first second). The corrected p99 is the highest of the connections' autocannon p99s, which count the requests a connection could not send on time while it waited (coordinated omission).`,
    '',
    '| request | connections | offered req/s | requests | req/s | p50 ms | p95 ms | p99 ms | p99 corrected ms | errors | timeouts | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...outcomes.map(
      (o, index) =>
        `| ${o.name} | ${mixes[index]!.connections} | ${mixes[index]!.rate ?? 'unbounded'} | ${o.requests} | ${o.rps.toFixed(1)} | ${ms(o.p50)} | ${ms(o.p95)} | ${ms(o.p99)} | ${ms(o.p99Corrected)} | ${o.errors} | ${o.timeouts} | ${o.non2xx} |`,
    ),
    `| **all** | ${CONNECTIONS} | | ${total} | ${(total / DURATION).toFixed(1)} | | | | | | | ${failures ? `${failures} failed` : '0 failed'} |`,
    '',
    `Resident memory of the server (VmRSS): ${(rssCold / 1024).toFixed(1)} MiB before the warm-up (ready, idle), ${(rssStart / 1024).toFixed(1)} MiB after ${WARMUP} s of the same mix, ${(rssEnd / 1024).toFixed(1)} MiB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} % over the measured run; ${coldGrowth >= 0 ? '+' : ''}${coldGrowth.toFixed(1)} % from before the warm-up). ` +
      `Every tenth of the run: ${rssSeries.map((kib) => (kib / 1024).toFixed(0)).join(', ')} MiB. ` +
      `V8 heap used ${heapStart.heapUsed.toFixed(1)} → ${heapEnd.heapUsed.toFixed(1)} MiB; external memory ${heapStart.external.toFixed(1)} → ${heapEnd.external.toFixed(1)} MiB.`,
    '',
    `Targets: no errors — ${failures === 0 ? 'met' : `NOT met (${failures})`}; p99 of GET /users/me/ under 50 ms — ${Math.max(me.p99, me.p99Corrected) < 50 ? 'met' : `NOT met (${ms(Math.max(me.p99, me.p99Corrected))} ms)`}; memory growth under 10 % over the measured run — ${growth < 10 ? 'met' : 'NOT met'}.`,
    '',
    `Ledger after the run (npm run admin -- verify-ledger): ${(ledger.stdout || ledger.stderr).trim().split('\n')[0]}`,
    '',
  ];
  const report = lines.join('\n');
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results', 'load.md'), report);
  console.log(`\n${report}`);
} catch (error) {
  console.error(error);
  if (server) await stop(server);
  process.exitCode = 1;
}
