#!/usr/bin/env node
/**
 * Operator command line: `npm run admin -- <command>` (see USAGE in commands.ts and docs/operations.md).
 * Uses the same configuration as the server (DATABASE_URL, or PGlite in DATA_DIR).
 */
import { ConfigError, loadConfig } from '../config.js';
import { DataDirInUseError, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { run } from './commands.js';

async function main(): Promise<number> {
  return run(
    process.argv.slice(2),
    async () => {
      const config = loadConfig(process.env);
      const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
      try {
        await migrate(database);
      } catch (error) {
        await database.close();
        throw error;
      }
      return database;
    },
    {
      out: (text) => process.stdout.write(`${text}\n`),
      err: (text) => process.stderr.write(`${text}\n`),
    },
  );
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
