import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inviteCodes, subscriptions, users } from '../../db/schema.js';

/** The user with their subscription and invite code (both may be missing). */
export async function findProfile(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      language: users.language,
      leftCredit: users.leftCredit,
      totalCredit: users.totalCredit,
      membership: subscriptions.membership,
      subscriptionDate: subscriptions.subscriptionDate,
      subscriptionExpireTime: subscriptions.subscriptionExpireTime,
      monthlyFee: subscriptions.monthlyFee,
      inviteCode: inviteCodes.code,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(inviteCodes, eq(inviteCodes.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;
