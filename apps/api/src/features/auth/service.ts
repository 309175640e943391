import {
  AUTH_MESSAGES,
  FREE_TRIAL_WORDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_TOKEN_TTL_SECONDS,
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
  VERIFICATION_RESENDS_PER_DAY,
} from '@wordwright/contracts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { badRequest, HttpError, tooManyRequests, unauthorized, unprocessable } from '../../errors.js';
import { alreadyRegisteredMail } from '../../plugins/app/mail-templates/already-registered.js';
import { passwordResetMail } from '../../plugins/app/mail-templates/password-reset.js';
import { verificationCodeMail } from '../../plugins/app/mail-templates/verification-code.js';
import { isValidEmail, normalizeEmail, requireEmail } from './email.js';
import * as q from './queries.js';
import { generateCode, generateResetToken, hashCode, hashToken, sameHex } from './secrets.js';

const GOOGLE = 'google';

/** At most one "you already have an account" notice per address in this window. */
const NOTICE_INTERVAL_MS = 10 * 60 * 1000;

export type Language = 'en' | 'zh';

/** PostgreSQL's unique_violation, wherever the driver or Drizzle wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const invalidCredentials = () => unauthorized('Incorrect email or password', 'invalid_credentials');

type VerifyOutcome = 'verified' | 'already' | 'failed' | 'wrong' | 'locked' | 'expired';

/** The account rules (sign-up, verification, sign-in, reset, Google) on top of queries.ts. */
export function authService(app: FastifyInstance) {
  const secret = app.config.JWT_SECRET;
  const lastNotice = new Map<string, number>();

  /**
   * Stops repeated sign-ups with someone's address from flooding their inbox with notices. With REDIS_URL
   * the window is shared by every API process (scaled out, each would otherwise send its own notice).
   */
  async function noticeAllowed(email: string): Promise<boolean> {
    if (app.redis) {
      try {
        const key = `ww-notice:${hashToken(email)}`;
        return (await app.redis.set(key, '1', 'PX', NOTICE_INTERVAL_MS, 'NX')) === 'OK';
      } catch (error) {
        app.log.warn({ err: error }, 'notice throttle unavailable in redis; using this process only');
      }
    }
    const now = Date.now();
    if (lastNotice.size > 10_000) {
      for (const [key, at] of lastNotice) if (now - at >= NOTICE_INTERVAL_MS) lastNotice.delete(key);
    }
    const previous = lastNotice.get(email);
    if (previous !== undefined && now - previous < NOTICE_INTERVAL_MS) return false;
    lastNotice.set(email, now);
    return true;
  }

  /** The trial: the user's first ledger entry, once (the idempotency key is per user). */
  async function grantTrial(tx: Tx, userId: number): Promise<void> {
    await app.ledger.apply(
      {
        userId,
        kind: 'trial_grant',
        delta: FREE_TRIAL_WORDS,
        idempotencyKey: `trial:${userId}`,
        note: 'Free trial',
      },
      tx,
    );
  }

  /** Trial first, then the hooks (invite rewards…), in the caller's transaction. */
  async function onVerified(tx: Tx, user: { id: number; email: string }): Promise<void> {
    await grantTrial(tx, user.id);
    await app.accountHooks.fireEmailVerified(tx, { userId: user.id, email: user.email });
  }

  /**
   * Creates a code for the user when the cooldown and the daily cap allow, and returns it (to be mailed
   * after the transaction commits); otherwise returns how long to wait.
   */
  async function issueCode(
    tx: Tx,
    user: { id: number; email: string },
  ): Promise<{ code: string } | { retryAfter: number; reason: 'cooldown' | 'daily' }> {
    const latest = await q.latestCode(tx, user.id);
    // A code locked by wrong tries is dead, so its replacement may follow at once; the daily cap still
    // bounds how many codes (and guesses) an address can get.
    const locked = latest !== undefined && latest.attempts >= VERIFICATION_MAX_ATTEMPTS;
    if (latest && !locked && latest.ageSeconds < VERIFICATION_RESEND_COOLDOWN_SECONDS) {
      return { retryAfter: VERIFICATION_RESEND_COOLDOWN_SECONDS - latest.ageSeconds, reason: 'cooldown' };
    }
    const today = await q.codesSentToday(tx, user.id);
    if (today.count >= VERIFICATION_RESENDS_PER_DAY) {
      return { retryAfter: today.secondsUntilFree, reason: 'daily' };
    }
    const code = generateCode();
    await q.insertCode(tx, {
      userId: user.id,
      email: user.email,
      codeHash: hashCode(secret, user.email, code),
      ttlSeconds: VERIFICATION_CODE_TTL_SECONDS,
    });
    return { code };
  }

  function mailCode(user: { email: string; language: Language }, code: string): void {
    app.mailer.dispatch({
      to: user.email,
      ...verificationCodeMail(user.language, { code, minutes: VERIFICATION_CODE_TTL_SECONDS / 60 }),
    });
  }

  async function register(input: {
    email: string;
    password: string;
    inviteCode?: string;
    language: Language;
  }): Promise<string> {
    const email = requireEmail(input.email);
    app.passwords.assertAcceptable(input.password, email);
    // Hashed before looking the address up, so a new and a known address cost the same time.
    const passwordHash = await app.passwords.hash(input.password);

    const attempt = () =>
      app.db.transaction(async (tx) => {
        const existing = await q.findUserByEmail(tx, email, true);
        if (!existing) {
          const user = await q.insertUser(tx, { email, language: input.language, emailVerified: false });
          await q.setPassword(tx, user.id, passwordHash);
          const issued = await issueCode(tx, user);
          await app.accountHooks.fireRegistered(tx, {
            userId: user.id,
            email,
            ...(input.inviteCode ? { inviteCode: input.inviteCode } : {}),
          });
          return () => 'code' in issued && mailCode(user, issued.code);
        }
        if (existing.emailVerified) {
          // Not awaited, like the other mails: the answer must not take longer for a known address.
          return () =>
            void noticeAllowed(existing.email).then((allowed) => {
              if (!allowed) return;
              app.mailer.dispatch({
                to: existing.email,
                ...alreadyRegisteredMail(existing.language, {
                  email: existing.email,
                  loginUrl: `${app.config.PUBLIC_URL}/login`,
                }),
              });
            });
        }
        // Unverified: nobody has proved they own the address yet, so the latest sign-up's password wins
        // (a squatter who registered first cannot keep a password the real owner then verifies).
        await q.setPassword(tx, existing.id, passwordHash);
        const issued = await issueCode(tx, existing);
        return () => 'code' in issued && mailCode(existing, issued.code);
      });

    let afterCommit: () => unknown;
    try {
      afterCommit = await attempt();
    } catch (error) {
      // Two sign-ups for one new address at once: the loser retries and takes the existing-account path.
      if (!isUniqueViolation(error)) throw error;
      afterCommit = await attempt();
    }
    afterCommit();
    return AUTH_MESSAGES.registered;
  }

  async function verify(rawEmail: string, rawCode: string): Promise<string> {
    const email = requireEmail(rawEmail);
    const code = rawCode.trim();
    const outcome = await app.db.transaction(async (tx): Promise<VerifyOutcome> => {
      // The row lock makes concurrent attempts for one account take turns: attempts are counted exactly
      // and the trial is granted by one of them only.
      const user = await q.findUserByEmail(tx, email, true);
      if (!user) return 'failed';
      const latest = await q.latestCode(tx, user.id);
      if (!latest) return 'failed';
      const matches = sameHex(latest.codeHash, hashCode(secret, email, code));
      if (user.emailVerified) return matches && latest.consumed ? 'already' : 'failed';
      if (latest.consumed) return 'failed';
      if (latest.attempts >= VERIFICATION_MAX_ATTEMPTS) return 'locked';
      if (latest.expired) return 'expired';
      if (!matches) {
        const attempts = await q.recordWrongAttempt(tx, latest.id);
        return attempts >= VERIFICATION_MAX_ATTEMPTS ? 'locked' : 'wrong';
      }
      await q.consumeCodes(tx, user.id);
      if (await q.markVerified(tx, user.id)) await onVerified(tx, user);
      return 'verified';
    });
    switch (outcome) {
      case 'verified':
      case 'already':
        return AUTH_MESSAGES.verified;
      case 'wrong':
        throw badRequest('Verification failed. The code is incorrect.', 'invalid_code');
      case 'locked':
        throw badRequest(
          'Verification failed. Too many wrong attempts: please request a new code.',
          'code_locked',
        );
      case 'expired':
        throw badRequest(
          'Verification failed. The code has expired: please request a new one.',
          'code_expired',
        );
      default:
        throw badRequest('Verification failed.', 'verification_failed');
    }
  }

  async function resend(rawEmail: string): Promise<string> {
    const email = requireEmail(rawEmail);
    const result = await app.db.transaction(async (tx) => {
      const user = await q.findUserByEmail(tx, email, true);
      // Unknown and already-verified addresses get the same answer as a real resend.
      if (!user || user.emailVerified) return undefined;
      return { user, issued: await issueCode(tx, user) };
    });
    if (!result) return AUTH_MESSAGES.resent;
    const { user, issued } = result;
    if ('code' in issued) {
      mailCode(user, issued.code);
      return AUTH_MESSAGES.resent;
    }
    if (issued.reason === 'cooldown') {
      const seconds = Math.ceil(issued.retryAfter);
      throw tooManyRequests(
        `Please wait ${seconds} seconds before requesting another code`,
        seconds,
        'resend_cooldown',
      );
    }
    throw tooManyRequests(
      'Too many codes requested today, please try again later',
      issued.retryAfter,
      'resend_limit',
    );
  }

  async function login(username: string, password: string): Promise<string> {
    const email = normalizeEmail(username);
    if (!isValidEmail(email)) throw unprocessable('Invalid email address', 'invalid_email');
    if ([...password].length < PASSWORD_MIN_LENGTH)
      throw unprocessable('Password too short', 'password_too_short');
    // No stored password is this long, and hashing megabytes on request would be a cheap way to burn CPU.
    if ([...password].length > PASSWORD_MAX_LENGTH) throw invalidCredentials();
    const account = await q.findPasswordLogin(app.db, email);
    if (!account?.passwordHash) {
      await app.passwords.verifyDummy(password);
      throw invalidCredentials();
    }
    if (!(await app.passwords.verify(account.passwordHash, password))) throw invalidCredentials();
    if (!account.emailVerified) {
      throw new HttpError(
        403,
        'Email not verified. Please verify your email with the code we sent before signing in.',
        'email_not_verified',
      );
    }
    if (app.passwords.needsRehash(account.passwordHash)) {
      await q.setPassword(app.db, account.id, await app.passwords.hash(password));
    }
    return app.tokens.issue(account);
  }

  async function requestReset(rawEmail: string): Promise<string> {
    const email = requireEmail(rawEmail);
    const user = await q.findUserByEmail(app.db, email);
    if (user) {
      const token = generateResetToken();
      await q.insertResetToken(app.db, {
        tokenHash: hashToken(token),
        userId: user.id,
        ttlSeconds: RESET_TOKEN_TTL_SECONDS,
      });
      const url = `${app.config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
      app.mailer.dispatch({
        to: user.email,
        ...passwordResetMail(user.language, { url, minutes: RESET_TOKEN_TTL_SECONDS / 60 }),
      });
    }
    return AUTH_MESSAGES.resetSent;
  }

  async function confirmReset(token: string, password: string): Promise<string> {
    const tokenHash = hashToken(token.trim());
    const invalid = () =>
      badRequest('This password reset link is invalid or has already been used.', 'invalid_reset_token');
    const expired = () =>
      badRequest('This password reset link has expired, please request a new one.', 'reset_token_expired');
    const peek = await q.findResetToken(app.db, tokenHash);
    if (!peek || peek.used) throw invalid();
    if (peek.expired) throw expired();
    app.passwords.assertAcceptable(password, peek.email);
    const passwordHash = await app.passwords.hash(password);
    const outcome = await app.db.transaction(async (tx) => {
      // Checked again under the lock: of two requests with one link, only the first changes the password.
      const row = await q.findResetToken(tx, tokenHash, true);
      if (!row || row.used) return 'invalid';
      if (row.expired) return 'expired';
      await q.useResetTokens(tx, row.userId);
      await q.setPassword(tx, row.userId, passwordHash);
      await q.bumpTokenVersion(tx, row.userId);
      return 'done';
    });
    if (outcome === 'invalid') throw invalid();
    if (outcome === 'expired') throw expired();
    return AUTH_MESSAGES.resetDone;
  }

  async function googleSignIn(input: { idToken: string; inviteCode?: string; language: Language }) {
    const identity = await app.googleVerifier.verify(input.idToken);
    const email = normalizeEmail(identity.email);
    if (!isValidEmail(email)) {
      throw badRequest('Your Google account has an e-mail address we cannot use', 'invalid_email');
    }
    const attempt = () =>
      app.db.transaction(async (tx) => {
        const linkedId = await q.findOAuthUserId(tx, GOOGLE, identity.subject);
        if (linkedId !== undefined) return q.findUserById(tx, linkedId);
        const link = { provider: GOOGLE, subject: identity.subject, email };
        const existing = await q.findUserByEmail(tx, email, true);
        if (existing) {
          // Google has verified the address (checked above), so linking proves ownership like a code would.
          await q.insertOAuthIdentity(tx, { ...link, userId: existing.id });
          if (!existing.emailVerified) {
            // Whoever set this unverified account's password never proved they own the address: drop it,
            // so a squatter's password cannot open the account the real owner now takes over.
            await q.deletePassword(tx, existing.id);
            await q.consumeCodes(tx, existing.id);
            if (await q.markVerified(tx, existing.id)) await onVerified(tx, existing);
          }
          return existing;
        }
        const user = await q.insertUser(tx, { email, language: input.language, emailVerified: true });
        await q.insertOAuthIdentity(tx, { ...link, userId: user.id });
        // Verified from the start: the trial goes first, so it stays the first ledger entry even when the
        // registration hook rewards an invite at once.
        await grantTrial(tx, user.id);
        await app.accountHooks.fireRegistered(tx, {
          userId: user.id,
          email,
          ...(input.inviteCode ? { inviteCode: input.inviteCode } : {}),
        });
        await app.accountHooks.fireEmailVerified(tx, { userId: user.id, email });
        return user;
      });
    let user: q.AccountRow | undefined;
    try {
      user = await attempt();
    } catch (error) {
      // The same Google account signing in twice at once: the second finds the first's rows.
      if (!isUniqueViolation(error)) throw error;
      user = await attempt();
    }
    if (!user) throw unauthorized();
    return app.tokens.issue(user);
  }

  return { register, verify, resend, login, requestReset, confirmReset, googleSignIn };
}

export type AuthService = ReturnType<typeof authService>;
