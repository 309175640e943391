import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';

/** Every environment variable the service reads, each with a default that lets `npm start` work bare. */
const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  DATA_DIR: Type.String({ default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ default: 'Wordwright <no-reply@wordwright.local>' }),
  SUPPORT_EMAIL: Type.String({ default: 'support@wordwright.local' }),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  GOOGLE_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  GOOGLE_JWKS_URL: Type.String({ default: 'https://www.googleapis.com/oauth2/v3/certs' }),
  STRIPE_SECRET_KEY: Type.Optional(Type.String({ minLength: 1 })),
  STRIPE_WEBHOOK_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  /** Stripe API base URL; only to point at stripe-mock or a test double (the real API by default). */
  STRIPE_API_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  STRIPE_LINK_STARTER: Type.Optional(Type.String({ pattern: '^https://' })),
  STRIPE_LINK_BASIC: Type.Optional(Type.String({ pattern: '^https://' })),
  STRIPE_LINK_PREMIUM: Type.Optional(Type.String({ pattern: '^https://' })),
  STRIPE_LINK_UNLIMITED: Type.Optional(Type.String({ pattern: '^https://' })),
  LLM_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  LLM_MODEL: Type.Optional(Type.String({ minLength: 1 })),
  LLM_API_KEY: Type.Optional(Type.String()),
  LLM_TIMEOUT_MS: Type.Integer({ minimum: 1000, default: 60_000 }),
  LLM_CONCURRENCY: Type.Integer({ minimum: 1, default: 4 }),
  /** Stream model answers (server-sent events); turn off for servers whose streaming is broken. */
  LLM_STREAM: Type.Boolean({ default: true }),
  /** Engine for requests that name none; 'llm' needs LLM_BASE_URL and LLM_MODEL. */
  REWRITE_DEFAULT_ENGINE: Type.Union([Type.Literal('builtin'), Type.Literal('llm')], { default: 'builtin' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  /** Worker threads for the rewrite engine; 0 means one per core. */
  ENGINE_THREADS: Type.Integer({ minimum: 0, default: 0 }),
  /** A piscina worker file to run instead of '@wordwright/engine/worker' (a custom engine build). */
  ENGINE_WORKER_FILE: Type.Optional(Type.String({ minLength: 1 })),
  /** BullMQ queue name, also the prefix of the job-event channel; lets deployments share one Redis. */
  QUEUE_NAME: Type.String({ pattern: '^[A-Za-z0-9_-]+$', default: 'wordwright-segments' }),
  /** How long a segment held by a worker that stopped answering waits before another worker takes it. */
  QUEUE_STALL_MS: Type.Integer({ minimum: 500, default: 30_000 }),
  /** argon2id cost; the defaults follow OWASP's minimum (19 MiB, 2 passes). Tests lower them. */
  PASSWORD_HASH_MEMORY_KIB: Type.Integer({ minimum: 1024, default: 19456 }),
  PASSWORD_HASH_ITERATIONS: Type.Integer({ minimum: 1, default: 2 }),
  BODY_LIMIT_BYTES: Type.Integer({ minimum: 1024, default: 1_048_576 }),
  UPLOAD_LIMIT_BYTES: Type.Integer({ minimum: 1024, default: 10 * 1_048_576 }),
  RATE_LIMIT_AUTH_PER_MINUTE: Type.Integer({ minimum: 1, default: 10 }),
  /** Per client IP on the same routes; five times the per-account limit when unset (shared school/office IPs). */
  RATE_LIMIT_AUTH_IP_PER_MINUTE: Type.Optional(Type.Integer({ minimum: 1 })),
  RATE_LIMIT_GLOBAL_PER_MINUTE: Type.Integer({ minimum: 1, default: 600 }),
  TRUST_PROXY: Type.Boolean({ default: false }),
});

type Env = Static<typeof EnvSchema>;

export interface Config extends Env {
  PUBLIC_URL: string;
  JWT_SECRET: string;
  isProduction: boolean;
  stripeLinks: Record<
    'starter_monthly' | 'basic_monthly' | 'premium_monthly' | 'unlimited_6months',
    string | undefined
  >;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates configuration; throws ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const known = Object.keys(EnvSchema.properties);
  const raw: Record<string, unknown> = {};
  for (const key of known) {
    const value = source[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const converted = Value.Default(EnvSchema, Value.Convert(EnvSchema, raw)) as Record<string, unknown>;
  const errors = [...Value.Errors(EnvSchema, converted)];
  if (errors.length > 0) {
    const lines = errors.map((error) => {
      const key = error.instancePath.replace(/^\//, '') || '(root)';
      const shown = /SECRET|KEY/.test(key) ? '(hidden)' : JSON.stringify(raw[key] ?? null);
      return `  ${key}=${shown}: ${error.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = converted as Env;
  const dataDir = resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    JWT_SECRET: env.JWT_SECRET ?? persistentSecret(dataDir),
    isProduction: env.NODE_ENV === 'production',
    stripeLinks: {
      starter_monthly: env.STRIPE_LINK_STARTER,
      basic_monthly: env.STRIPE_LINK_BASIC,
      premium_monthly: env.STRIPE_LINK_PREMIUM,
      unlimited_6months: env.STRIPE_LINK_UNLIMITED,
    },
  };
}

/** A secret generated once and kept in DATA_DIR, so tokens survive restarts without configuration. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
