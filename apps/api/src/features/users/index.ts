import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DEFAULT_MONTHLY_FEE } from '@wordwright/contracts';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../errors.js';
import { ErrorSchema } from '../../http-schemas.js';
import { type ProfileRow, profileReader } from './queries.js';
import { UserInfo } from './schemas.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The profile as the web client expects it (snake_case, plus the legacy camelCase monthlyFee). */
export function userInfo(row: ProfileRow, now = new Date()) {
  const expiry = row.subscriptionExpireTime;
  const remainingMs = expiry ? expiry.getTime() - now.getTime() : 0;
  return {
    id: row.id,
    email: row.email,
    left_credit: row.leftCredit,
    total_credit: row.totalCredit,
    used_credit: row.totalCredit - row.leftCredit,
    membership: Boolean(row.membership) && remainingMs > 0,
    subscription_date: row.subscriptionDate?.toISOString() ?? null,
    subscription_expire_time: expiry?.toISOString() ?? null,
    monthlyFee: row.monthlyFee === null ? DEFAULT_MONTHLY_FEE : Number(row.monthlyFee),
    // A paid plan sets the fee; membership days from invite rewards leave it empty, and nothing is charged.
    paid_plan: row.monthlyFee !== null,
    days_until_expiry: remainingMs > 0 ? Math.ceil(remainingMs / DAY_MS) : 0,
    email_verified: row.emailVerified,
    language: row.language,
    ...(row.inviteCode ? { invite_code: row.inviteCode } : {}),
  };
}

/** The signed-in user's profile and balance. */
export default async function users(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const readProfile = profileReader(app.database);

  app.get(
    '/users/me/',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user: balance, subscription, language, invite code',
        security: [{ bearer: [] }],
        response: { 200: UserInfo, 401: ErrorSchema },
      },
    },
    // The most frequent call of a signed-in client: the token check and the profile share one query.
    async (request) => {
      const token = await app.tokens.verify(request);
      const row = await readProfile(token.id);
      if (!row || row.tokenVersion !== token.version) throw unauthorized();
      request.user = { id: row.id, email: row.email, language: row.language, tokenVersion: row.tokenVersion };
      return userInfo(row);
    },
  );
}
