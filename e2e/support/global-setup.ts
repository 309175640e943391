import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startMailCatcher } from './mail-catcher.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailboxUrl: string;
  }
}

const ROOT = new URL('../../', import.meta.url).pathname;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealthy(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`App exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`App did not become ready:\n${log()}`);
}

/**
 * Starts the built app as `npm start` does (node apps/api/dist/main.js) with its own data folder, on the
 * real PostgreSQL when TEST_DATABASE_URL is set, e-mail to the SMTP catcher.
 */
export default async function setup(project: TestProject) {
  const mail = await startMailCatcher();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-e2e-'));
  let schema: string | undefined;
  let databaseUrl: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    schema = `e2e_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_MEMORY_KIB: '4096',
    PASSWORD_HASH_ITERATIONS: '1',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  // The journeys exercise the all-in-one process; scaled-out roles have their own tests.
  delete env.REDIS_URL;
  let output = '';
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  await waitForHealthy(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('mailboxUrl', mail.httpUrl);

  return async () => {
    // An app that already exited (a crash mid-run) sends no further 'exit': waiting for one would hang the run.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const stuck = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(stuck);
    }
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (schema && process.env.TEST_DATABASE_URL) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  };
}
