import { buildApp, loggerOptions } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { buildWorker } from './worker-role.js';

type Role = 'all' | 'api' | 'worker';

function parseRole(argv: string[]): Role {
  const flag = argv.find((arg) => arg.startsWith('--role='));
  const role = flag?.slice('--role='.length) ?? 'all';
  if (role !== 'all' && role !== 'api' && role !== 'worker') {
    throw new ConfigError(`Unknown --role=${role}; use all, api or worker`);
  }
  return role;
}

/**
 * Process entry. `all` (npm start) serves the API and the web app and runs the rewrite worker in-process;
 * `api` and `worker` are the scaled-out roles (they need DATABASE_URL and REDIS_URL).
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  let role: Role;
  try {
    config = loadConfig();
    role = parseRole(process.argv.slice(2));
    if (role !== 'all' && (!config.DATABASE_URL || !config.REDIS_URL)) {
      throw new ConfigError(
        `--role=${role} needs DATABASE_URL and REDIS_URL (use npm start for one process)`,
      );
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = loggerOptions(config);
  const app =
    role === 'worker' ? await buildWorker({ config, logger }) : await buildApp({ config, logger, role });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ role, url: config.PUBLIC_URL, database: app.database.kind }, 'Wordwright is running');
}

await main();
