import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present only when REDIS_URL is set: shared rate limits, job queue and job events. */
    redis?: Redis;
  }
}

export default fp(
  async function redis(app: FastifyInstance) {
    if (!app.config.REDIS_URL) return;
    const client = new Redis(app.config.REDIS_URL, { maxRetriesPerRequest: null, lazyConnect: true });
    client.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    await client.connect();
    app.decorate('redis', client);
    app.addHook('onClose', async () => {
      await client.quit();
    });
  },
  { name: 'redis', dependencies: ['config'] },
);
