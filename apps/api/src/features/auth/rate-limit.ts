import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { tooManyRequests } from '../../errors.js';
import { normalizeEmail } from './email.js';

const WINDOW_MS = 60_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

async function enforce(limiter: Limiter, request: FastifyRequest): Promise<void> {
  const result = await limiter(request);
  if (!result.isAllowed && result.isExceeded) {
    throw tooManyRequests('Too many attempts, please try again later', result.ttlInSeconds);
  }
}

/**
 * Two limits for each sign-in route: per client IP (checked before the body is read) and per account
 * (the e-mail, or Google subject, the request is about, checked after validation). Both use the shared
 * rate-limit store, so they hold across API processes when REDIS_URL is set. The account limit is the
 * tighter one; the IP limit is wider because a school or office can share one address.
 */
export function authRateLimit(
  app: FastifyInstance,
  accountOf: (request: FastifyRequest) => string | undefined,
): { onRequest: onRequestHookHandler; preHandler: preHandlerHookHandler } {
  const byIp = app.createRateLimit({
    max: app.config.RATE_LIMIT_AUTH_IP_PER_MINUTE ?? 5 * app.config.RATE_LIMIT_AUTH_PER_MINUTE,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `auth-ip:${request.routeOptions.url}:${request.ip}`,
  });
  const byAccount = app.createRateLimit({
    max: app.config.RATE_LIMIT_AUTH_PER_MINUTE,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) =>
      `auth-account:${request.routeOptions.url}:${normalizeEmail(accountOf(request) ?? '') || '-'}`,
  });
  return {
    onRequest: async (request) => enforce(byIp, request),
    preHandler: async (request) => enforce(byAccount, request),
  };
}
