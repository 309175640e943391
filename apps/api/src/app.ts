import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import auth from './features/auth/index.js';
import billing from './features/billing/index.js';
import devMailbox from './features/dev-mailbox/index.js';
import documents from './features/documents/index.js';
import health from './features/health/index.js';
import history from './features/history/index.js';
import invites from './features/invites/index.js';
import jobsRoutes from './features/jobs/index.js';
import jobRunner from './features/jobs/runner.js';
import plans from './features/plans/index.js';
import { liveExamples } from './features/rewrite/examples.js';
import rewrite from './features/rewrite/index.js';
import { wordsRewrittenToday } from './features/rewrite/queries.js';
import users from './features/users/index.js';
import web from './features/web/index.js';
import accessTokens from './plugins/app/access-tokens.js';
import accountHooks from './plugins/app/account-hooks.js';
import enginePool from './plugins/app/engine-pool.js';
import googleVerifier from './plugins/app/google-verifier.js';
import ledger from './plugins/app/ledger.js';
import llm from './plugins/app/llm/index.js';
import mailer from './plugins/app/mailer.js';
import passwords from './plugins/app/passwords.js';
import jobQueue from './plugins/app/queue.js';
import configPlugin from './plugins/external/config.js';
import database from './plugins/external/database.js';
import errors from './plugins/external/errors.js';
import openapi from './plugins/external/openapi.js';
import redis from './plugins/external/redis.js';
import security from './plugins/external/security.js';

export interface BuildOptions {
  config: Config;
  /** An open database to use instead of opening one from config (tests). */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** `api` serves requests only; `all` (default) also consumes the rewrite queue in this process. */
  role?: 'all' | 'api';
}

const BARE_ERROR_HEADERS = {
  'content-security-policy': "default-src 'none'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** The built web app (client assets and SSR entry); the same relative path from src/ and dist/. */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Fields whose values never reach the logs, wherever they appear. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.access_token',
  '*.id_token',
  '*.code',
  '*.secret',
  '*.authorization',
  '*.new_password',
  '*.passwordHash',
  '*.password_hash',
  '*.codeHash',
  '*.code_hash',
  '*.tokenHash',
  '*.token_hash',
  '*.JWT_SECRET',
  '*.SMTP_URL',
  'req.body',
  'res.body',
];

const SECRET_QUERY = /([?&](?:token|code|id_token|access_token|password)=)[^&]*/gi;

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: String(request.url).replace(SECRET_QUERY, '$1[redacted]'),
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * Builds the HTTP application: external plugins (config, errors, security, database, redis, OpenAPI),
 * then application plugins (ledger, tokens, …), then the feature routes. server code only listens.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (over-long path parameters, bad URLs) get the same {detail} shape.
    frameworkErrors: (error, _request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      const detail = status === 414 ? 'Request URL is too long' : 'Bad request';
      // These replies bypass the hooks that add security headers, so they carry a strict set of their own.
      (reply as FastifyReply).code(status).headers(BARE_ERROR_HEADERS).send({ detail, code: 'bad_request' });
    },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(configPlugin, { config });
  await app.register(errors);
  await app.register(redis);
  await app.register(security);
  await app.register(formbody);
  await app.register(openapi);
  await app.register(database, { database: options.database });
  await app.register(ledger);
  await app.register(accessTokens);
  await app.register(accountHooks);
  await app.register(enginePool, { warm: options.role !== 'api' });
  await app.register(jobQueue);
  await app.register(passwords);
  await app.register(mailer);
  await app.register(googleVerifier);
  await app.register(llm);

  await app.register(health);
  await app.register(jobRunner, { consume: options.role !== 'api' });
  // Shared by the API route and the server-rendered landing page.
  const examples = liveExamples(app);
  let todayCache: { at: number; words: number } | undefined;
  await app.register(rewrite, { examples });
  await app.register(jobsRoutes);
  await app.register(history);
  await app.register(documents);
  await app.register(auth);
  await app.register(users);
  await app.register(devMailbox);
  await app.register(plans);
  await app.register(billing);
  await app.register(invites);
  await app.register(web, {
    webDist: WEB_DIST,
    publicUrl: config.PUBLIC_URL,
    dev: !config.isProduction,
    renderData: async (request) => {
      const landing = isLandingPath(request.url.split('?')[0] ?? '/');
      const base = {
        googleClientId: config.GOOGLE_CLIENT_ID ?? null,
        supportEmail: config.SUPPORT_EMAIL,
        multilingualEngine: app.engines.names().some((name) => app.engines.get(name)?.multilingual),
      };
      if (!landing) return base;
      // Only the landing page shows these; a failure leaves the section out rather than failing the page.
      return {
        ...base,
        liveExample: await examples.get().catch(() => null),
        wordsToday: await wordsToday().catch(() => null),
      };
    },
  });

  return app;

  /** The landing counter, read from the ledger at most every 30 s however many pages are rendered. */
  async function wordsToday(): Promise<number> {
    if (!todayCache || Date.now() - todayCache.at > 30_000) {
      todayCache = { at: Date.now(), words: (await wordsRewrittenToday(app.db)).words };
    }
    return todayCache.words;
  }
}

const LANDING_PATHS = new Set([
  '/',
  '/ai-humanizer',
  '/international-students',
  '/features',
  '/how-it-works',
  '/faq',
  '/case-studies',
  '/contact',
]);

function isLandingPath(pathname: string): boolean {
  return LANDING_PATHS.has(pathname.replace(/\/+$/, '') || '/');
}
