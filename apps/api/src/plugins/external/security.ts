import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const OPERATIONAL_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * A file of the built web app (scripts, styles, favicon). @fastify/static gives each file its own route and
 * names the file in the route's config. A page load fetches a dozen of them, so counting them would let a
 * few dozen page views a minute (or a classroom behind one address) break pages; they cost a file read.
 */
const isStaticFile = (request: FastifyRequest) =>
  typeof (request.routeOptions.config as { file?: unknown } | undefined)?.file === 'string';

/**
 * Security headers on every response and the rate limiter. Routes opt into stricter limits through
 * `config.rateLimit`; the global limit only protects against floods and leaves static files alone.
 */
export default fp(
  async function security(app: FastifyInstance) {
    const https = app.config.PUBLIC_URL.startsWith('https://');
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
          styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
          frameSrc: ['https://accounts.google.com/gsi/'],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // Google's sign-in popup needs to talk back to the opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    await app.register(rateLimit, {
      global: true,
      max: app.config.RATE_LIMIT_GLOBAL_PER_MINUTE,
      timeWindow: '1 minute',
      ...(app.redis ? { redis: app.redis, nameSpace: 'ww-rl:' } : {}),
      allowList: (request) => OPERATIONAL_PATHS.has(request.url) || isStaticFile(request),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        detail: 'Too many requests, please try again later',
        code: 'rate_limited',
        retryAfter: Math.ceil(context.ttl / 1000),
      }),
    });
  },
  { name: 'security', dependencies: ['config'] },
);
