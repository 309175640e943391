import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  emailVerificationCodes,
  oauthIdentities,
  passwordCredentials,
  passwordResetTokens,
  users,
} from '../../db/schema.js';

/** Queries run on the pool or inside a caller's transaction alike. */
export type Executor = Db | Tx;

export interface AccountRow {
  id: number;
  email: string;
  emailVerified: boolean;
  language: 'en' | 'zh';
  tokenVersion: number;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  language: users.language,
  tokenVersion: users.tokenVersion,
};

/** Matches the unique index on lower(email). */
const emailIs = (email: string) => sql`lower(${users.email}) = ${email}`;

/** With lock, the row stays locked until the transaction ends, so per-account steps run one at a time. */
export async function findUserByEmail(
  db: Executor,
  email: string,
  lock = false,
): Promise<AccountRow | undefined> {
  const query = db.select(accountColumns).from(users).where(emailIs(email));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(
  tx: Tx,
  values: { email: string; language: 'en' | 'zh'; emailVerified: boolean },
): Promise<AccountRow> {
  const [row] = await tx.insert(users).values(values).returning(accountColumns);
  if (!row) throw new Error('INSERT INTO users returned no row');
  return row;
}

/** The account and its password hash (null for Google-only accounts), for sign-in. */
export async function findPasswordLogin(db: Executor, email: string) {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: passwordCredentials.passwordHash })
    .from(users)
    .leftJoin(passwordCredentials, eq(passwordCredentials.userId, users.id))
    .where(emailIs(email));
  return row;
}

export async function setPassword(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db
    .insert(passwordCredentials)
    .values({ userId, passwordHash })
    .onConflictDoUpdate({
      target: passwordCredentials.userId,
      set: { passwordHash, updatedAt: sql`now()` },
    });
}

export async function deletePassword(tx: Tx, userId: number): Promise<void> {
  await tx.delete(passwordCredentials).where(eq(passwordCredentials.userId, userId));
}

/** Sets email_verified; true only for the call that changed it, which is the one that grants the trial. */
export async function markVerified(tx: Tx, userId: number): Promise<boolean> {
  const changed = await tx
    .update(users)
    .set({ emailVerified: true, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)))
    .returning({ id: users.id });
  return changed.length > 0;
}

/** Revokes every access token issued so far. */
export async function bumpTokenVersion(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export interface CodeRow {
  id: number;
  codeHash: string;
  attempts: number;
  consumed: boolean;
  /** Judged by the database clock, the same clock that wrote expires_at. */
  expired: boolean;
  ageSeconds: number;
}

/** The newest code of the user: each new code replaces the ones before it. */
export async function latestCode(db: Executor, userId: number): Promise<CodeRow | undefined> {
  const [row] = await db
    .select({
      id: emailVerificationCodes.id,
      codeHash: emailVerificationCodes.codeHash,
      attempts: emailVerificationCodes.attempts,
      consumed: sql<boolean>`${emailVerificationCodes.consumedAt} IS NOT NULL`,
      expired: sql<boolean>`${emailVerificationCodes.expiresAt} <= now()`,
      ageSeconds: sql<number>`EXTRACT(EPOCH FROM now() - ${emailVerificationCodes.createdAt})::float8`,
    })
    .from(emailVerificationCodes)
    .where(eq(emailVerificationCodes.userId, userId))
    .orderBy(desc(emailVerificationCodes.createdAt), desc(emailVerificationCodes.id))
    .limit(1);
  return row && { ...row, ageSeconds: Number(row.ageSeconds) };
}

/** How many codes were sent in the last 24 h, and when the oldest of them leaves that window. */
export async function codesSentToday(
  db: Executor,
  userId: number,
): Promise<{ count: number; secondsUntilFree: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      secondsUntilFree: sql<number>`COALESCE(EXTRACT(EPOCH FROM min(${emailVerificationCodes.createdAt}) + interval '1 day' - now()), 0)::float8`,
    })
    .from(emailVerificationCodes)
    .where(
      and(
        eq(emailVerificationCodes.userId, userId),
        sql`${emailVerificationCodes.createdAt} > now() - interval '1 day'`,
      ),
    );
  return { count: Number(row?.count ?? 0), secondsUntilFree: Number(row?.secondsUntilFree ?? 0) };
}

export async function insertCode(
  tx: Tx,
  values: { userId: number; email: string; codeHash: string; ttlSeconds: number },
): Promise<void> {
  await tx.insert(emailVerificationCodes).values({
    userId: values.userId,
    email: values.email,
    codeHash: values.codeHash,
    // now() is the transaction's start; clock_timestamp() keeps codes ordered and the lifetime exact.
    expiresAt: sql`clock_timestamp() + make_interval(secs => ${values.ttlSeconds})`,
    createdAt: sql`clock_timestamp()`,
  });
}

export async function recordWrongAttempt(tx: Tx, codeId: number): Promise<number> {
  const [row] = await tx
    .update(emailVerificationCodes)
    .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
    .where(eq(emailVerificationCodes.id, codeId))
    .returning({ attempts: emailVerificationCodes.attempts });
  return row?.attempts ?? 0;
}

/** Marks the user's open codes used (on success, or when Google proves the address instead). */
export async function consumeCodes(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(emailVerificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(emailVerificationCodes.userId, userId), isNull(emailVerificationCodes.consumedAt)));
}

export async function insertResetToken(
  db: Executor,
  values: { tokenHash: string; userId: number; ttlSeconds: number },
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    tokenHash: values.tokenHash,
    userId: values.userId,
    expiresAt: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
  });
}

export interface ResetTokenRow {
  userId: number;
  email: string;
  used: boolean;
  expired: boolean;
}

export async function findResetToken(
  db: Executor,
  tokenHash: string,
  lock = false,
): Promise<ResetTokenRow | undefined> {
  const query = db
    .select({
      userId: passwordResetTokens.userId,
      email: users.email,
      used: sql<boolean>`${passwordResetTokens.usedAt} IS NOT NULL`,
      expired: sql<boolean>`${passwordResetTokens.expiresAt} <= now()`,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update', { of: passwordResetTokens }) : await query;
  return row;
}

/** Spends every open reset link of the user: the one just used and any older ones. */
export async function useResetTokens(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function findOAuthUserId(
  db: Executor,
  provider: string,
  subject: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)));
  return row?.userId;
}

export async function insertOAuthIdentity(
  tx: Tx,
  values: { provider: string; subject: string; userId: number; email: string },
): Promise<void> {
  await tx.insert(oauthIdentities).values(values);
}
