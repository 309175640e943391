import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, openDatabase } from './client.js';

const freshDir = () => mkdtempSync(join(tmpdir(), 'ww-lock-'));
/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;

describe('the PGlite data folder belongs to one process', () => {
  it('refuses a folder held by another live process, saying which and what to do', async () => {
    const dir = freshDir();
    // The test runner's parent process is alive and is not this one.
    writeFileSync(join(dir, 'pglite.pid'), String(process.ppid));
    const opening = openDatabase({ dataDir: dir });
    await expect(opening).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(opening).rejects.toThrow(`in use by process ${process.ppid}`);
    expect(readFileSync(join(dir, 'pglite.pid'), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that no longer runs, and releases it on close', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'pglite.pid'), String(deadPid()));
    const database = await openDatabase({ dataDir: dir });
    expect(readFileSync(join(dir, 'pglite.pid'), 'utf8')).toBe(String(process.pid));
    expect(await database.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await database.close();
    expect(existsSync(join(dir, 'pglite.pid'))).toBe(false);
  });
});
