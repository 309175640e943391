import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Builds the OpenAPI document from the route schemas; served at /openapi.json and shown on /api. */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Wordwright API',
          version: '1.0.0',
          description:
            'Rewrite stiff, formulaic drafts into clear prose. Errors always have the body {"detail": "..."}.',
        },
        servers: [{ url: app.config.PUBLIC_URL }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['config'] },
);
