import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, openDatabase } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Database['db'];
  }
}

export interface DatabasePluginOptions {
  /** An already-open database (tests share one per file); otherwise one is opened from config. */
  database?: Database;
}

/** Opens PGlite or PostgreSQL, applies migrations, and closes the connection with the app. */
export default fp(
  async function database(app: FastifyInstance, options: DatabasePluginOptions) {
    const owned = !options.database;
    const database =
      options.database ??
      (await openDatabase({
        url: app.config.DATABASE_URL,
        dataDir: app.config.DATA_DIR,
      }));
    if (owned) {
      const applied = await migrate(database);
      if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
      app.addHook('onClose', async () => {
        await database.close();
      });
    }
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database', dependencies: ['config'] },
);
