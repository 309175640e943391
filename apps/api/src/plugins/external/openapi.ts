import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withChinese } from './openapi-zh.js';

/**
 * Builds the OpenAPI document from the route schemas; served at /openapi.json and shown on /api. Each English
 * summary and description gets its Chinese twin (`x-zh`, from openapi-zh.ts) once the document is generated.
 */
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
      transformObject: (document) =>
        'openapiObject' in document ? withChinese(document.openapiObject) : document.swaggerObject,
    });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['config'] },
);
