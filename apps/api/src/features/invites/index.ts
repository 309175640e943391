import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { INVITE_MESSAGES } from '@wordwright/contracts';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../http-schemas.js';
import { normalizeInviteCode } from './code.js';
import { findCodeOwner, getOrCreateInviteCode } from './queries.js';
import {
  CodeParamsSchema,
  GenerateSchema,
  MyCodeSchema,
  StatsSchema,
  UseQuerySchema,
  UseSchema,
  ValidateSchema,
} from './schemas.js';
import {
  inviteStats,
  inviteUrl,
  onInviteeVerified,
  onRegisteredWithInvite,
  redeemInviteCode,
} from './service.js';

/** PostgreSQL's deadlock error, possibly wrapped by Drizzle (DrizzleQueryError keeps it as `cause`). */
function isDeadlock(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '40P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Two users redeeming each other's codes at the same instant lock each other's rows; PostgreSQL aborts one
 * transaction, and running it again settles it.
 */
async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
    }
  }
}

/** The invite programme: one code per user, rewards for both sides once the invitee's e-mail is verified. */
export default async function invites(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const strict = { rateLimit: { max: app.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } };

  app.accountHooks.onRegistered((tx, event) => onRegisteredWithInvite(tx, app.ledger.apply, event));
  app.accountHooks.onEmailVerified((tx, event) => onInviteeVerified(tx, app.ledger.apply, event));

  app.get(
    '/invite/validate/:code',
    {
      config: strict,
      schema: {
        summary: 'Whether an invite code exists (case-insensitive)',
        tags: ['invites'],
        params: CodeParamsSchema,
        response: { 200: ValidateSchema, 422: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      const code = normalizeInviteCode(request.params.code);
      const valid = code !== null && (await findCodeOwner(app.db, code)) !== undefined;
      return { valid, invite_code: code ?? request.params.code.trim() };
    },
  );

  app.get(
    '/invite/my-code',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'My invite code and link (created on first request)',
        tags: ['invites'],
        security: [{ bearer: [] }],
        response: { 200: MyCodeSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const code = await getOrCreateInviteCode(app.db, request.user!.id);
      return {
        success: true,
        data: { invite_code: code, invite_url: inviteUrl(app.config.PUBLIC_URL, code) },
      };
    },
  );

  app.post(
    '/invite/generate',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Get my invite code, creating it if needed (a user only ever has one)',
        tags: ['invites'],
        security: [{ bearer: [] }],
        response: { 200: GenerateSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const code = await getOrCreateInviteCode(app.db, request.user!.id);
      return {
        success: true,
        invite_code: code,
        invite_url: inviteUrl(app.config.PUBLIC_URL, code),
        message: INVITE_MESSAGES.generated,
      };
    },
  );

  app.post(
    '/invite/use',
    {
      preHandler: app.requireUser,
      config: strict,
      schema: {
        summary: "Redeem a friend's invite code (once per account, never your own)",
        description:
          'Both sides get the reward once the caller has verified their e-mail; before that it is recorded and ' +
          'granted on verification.',
        tags: ['invites'],
        security: [{ bearer: [] }],
        querystring: UseQuerySchema,
        response: {
          200: UseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const outcome = await retryOnDeadlock(() =>
        app.db.transaction((tx) => redeemInviteCode(tx, app.ledger.apply, userId, request.query.code)),
      );
      return {
        success: true,
        message: outcome === 'rewarded' ? INVITE_MESSAGES.rewarded : INVITE_MESSAGES.pending,
      };
    },
  );

  const statsRoute = {
    preHandler: app.requireUser,
    schema: {
      summary: 'My invite statistics and the leaderboard',
      tags: ['invites'],
      security: [{ bearer: [] }],
      response: { 200: StatsSchema, 401: ErrorSchema },
    },
  };
  for (const path of ['/invite/stats', '/invite/user-stats']) {
    app.get(path, statsRoute, async (request) => {
      const userId = request.user!.id;
      const code = await getOrCreateInviteCode(app.db, userId);
      return { success: true, data: await inviteStats(app.db, userId, code) };
    });
  }
}
