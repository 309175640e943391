import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createVerifiedUser,
  latestCode,
  login,
  mailsTo,
  register,
  TEST_PASSWORD,
} from '../../test/accounts.js';
import { createTestContext, onPostgres, type TestContext } from '../../test/helper.js';

let ctx: TestContext;
const registered: Array<{ userId: number; email: string; inviteCode?: string }> = [];
const verified: Array<{ userId: number; email: string }> = [];

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.app.accountHooks.onRegistered(async (_tx, event) => void registered.push(event));
  ctx.app.accountHooks.onEmailVerified(async (_tx, event) => void verified.push(event));
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.app.mailer.idle();
  await ctx.database.reset();
  registered.length = 0;
  verified.length = 0;
});

const verify = (email: string, code: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/verify', payload: { email, code } });
const resend = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/resend-verification', payload: { email } });

async function ledgerOf(email: string) {
  return ctx.database.query<{ kind: string; delta: string | number; idempotency_key: string }>(
    'SELECT l.kind, l.delta, l.idempotency_key FROM ledger_entries l JOIN users u ON u.id = l.user_id WHERE u.email = $1 ORDER BY l.id',
    [email],
  );
}

/** Moves the user's codes into the past, as if `seconds` had gone by. */
async function age(email: string, seconds: number) {
  await ctx.database.query(
    `UPDATE email_verification_codes SET created_at = created_at - make_interval(secs => $2)
      WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
    [email, seconds],
  );
}

describe('sign-up to first use', () => {
  it('registers, verifies with the mailed code, signs in and shows the 5000-word trial', async () => {
    const email = 'ada@example.com';
    const response = await register(ctx.app, email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Registration successful. Please check your email for the verification code.',
    });

    const mails = await mailsTo(ctx.app, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Wordwright verification code');
    expect(mails[0]!.subject).not.toMatch(/\d{4}/);
    const code = await latestCode(ctx.app, email);
    expect(code).toMatch(/^\d{4}$/);
    expect(mails[0]!.html).toContain(code);

    const [stored] = await ctx.database.query<{ code_hash: string; expires_in: number }>(
      `SELECT code_hash, EXTRACT(EPOCH FROM expires_at - created_at)::float8 AS expires_in
         FROM email_verification_codes`,
    );
    expect(stored!.code_hash).not.toContain(code);
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.round(stored!.expires_in)).toBe(15 * 60);

    const verifiedResponse = await verify(email, code);
    expect(verifiedResponse.statusCode).toBe(200);
    expect(verifiedResponse.json()).toEqual({ message: 'Email verified successfully.' });

    const token = await login(ctx.app, email);
    expect(token.statusCode).toBe(200);
    const { access_token, token_type } = token.json();
    expect(token_type).toBe('bearer');

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/users/me/',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email,
      left_credit: 5000,
      total_credit: 5000,
      used_credit: 0,
      membership: false,
      monthlyFee: 9.99,
      days_until_expiry: 0,
      subscription_date: null,
      subscription_expire_time: null,
      email_verified: true,
      language: 'en',
    });

    const ledger = await ledgerOf(email);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: 'trial_grant',
      idempotency_key: expect.stringMatching(/^trial:/),
    });
    expect(Number(ledger[0]!.delta)).toBe(5000);
    expect(await ctx.app.ledger.mismatches()).toEqual([]);
  });

  it('stores the address trimmed and lower-cased, and fires the hooks once each', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/register?invite=FRIEND42',
      payload: { email: '  Grace.Hopper@Example.COM ', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const rows = await ctx.database.query<{ email: string }>('SELECT email FROM users');
    expect(rows).toEqual([{ email: 'grace.hopper@example.com' }]);
    expect(registered).toEqual([
      { userId: expect.any(Number), email: 'grace.hopper@example.com', inviteCode: 'FRIEND42' },
    ]);
    const code = await latestCode(ctx.app, 'grace.hopper@example.com');
    expect((await verify('GRACE.HOPPER@example.com', code)).statusCode).toBe(200);
    expect(verified).toEqual([{ userId: registered[0]!.userId, email: 'grace.hopper@example.com' }]);
  });

  it('keeps Chinese users in Chinese (?lang=zh or Accept-Language)', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/register?lang=zh',
      payload: { email: 'li@example.com', password: TEST_PASSWORD },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/register',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
      payload: { email: 'wang@example.com', password: TEST_PASSWORD },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/register',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: { email: 'smith@example.com', password: TEST_PASSWORD },
    });
    const languages = await ctx.database.query<{ email: string; language: string }>(
      'SELECT email, language FROM users ORDER BY email',
    );
    expect(languages).toEqual([
      { email: 'li@example.com', language: 'zh' },
      { email: 'smith@example.com', language: 'en' },
      { email: 'wang@example.com', language: 'zh' },
    ]);
    const [mail] = await mailsTo(ctx.app, 'li@example.com');
    expect(mail!.subject).toBe('Wordwright 邮箱验证码');
    expect(mail!.text).toMatch(/验证码是：\d{4}/);
    expect(mail!.html).toContain('lang="zh-CN"');
  });
});

describe('registering an address that already exists', () => {
  it('answers exactly as for a new address and e-mails the verified owner a notice', async () => {
    const email = 'owner@example.com';
    await createVerifiedUser(ctx.app, email);
    const fresh = await register(ctx.app, 'newcomer@example.com', 'another-good-password');
    const again = await register(ctx.app, email, 'another-good-password');
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);

    const mails = await mailsTo(ctx.app, email);
    expect(mails.at(-1)!.subject).toBe('You already have a Wordwright account');
    expect(mails.at(-1)!.text).toContain('http://localhost:3000/login');
    expect(await ctx.database.query('SELECT id FROM users WHERE email = $1', [email])).toHaveLength(1);
    // The owner's password is untouched.
    expect((await login(ctx.app, email)).statusCode).toBe(200);
    expect((await login(ctx.app, email, 'another-good-password')).statusCode).toBe(401);
    expect(registered.filter((event) => event.email === email)).toHaveLength(1);
  });

  it('sends an unverified address a new code (after the cooldown) and keeps the newest password', async () => {
    const email = 'pending@example.com';
    await register(ctx.app, email);
    const first = await latestCode(ctx.app, email);
    await register(ctx.app, email, 'second-choice-password');
    // Within 30 s: same answer, no new code.
    expect(await mailsTo(ctx.app, email)).toHaveLength(1);
    await age(email, 31);
    const response = await register(ctx.app, email, 'second-choice-password');
    expect(response.statusCode).toBe(200);
    expect(await mailsTo(ctx.app, email)).toHaveLength(2);
    const second = await latestCode(ctx.app, email);
    if (second !== first) {
      // Only the newest code counts.
      expect((await verify(email, first)).json().code).toBe('invalid_code');
    }
    expect((await verify(email, second)).statusCode).toBe(200);
    expect((await login(ctx.app, email, 'second-choice-password')).statusCode).toBe(200);
    expect((await login(ctx.app, email)).statusCode).toBe(401);
  });
  it('creates one account when the same new address signs up several times at once', async () => {
    const email = 'twice@example.com';
    const responses = await Promise.all([
      register(ctx.app, email),
      register(ctx.app, email),
      register(ctx.app, email),
    ]);
    for (const response of responses) expect(response.statusCode).toBe(200);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(await ctx.database.query('SELECT id FROM users WHERE email = $1', [email])).toHaveLength(1);
    expect(registered.filter((event) => event.email === email)).toHaveLength(1);
    expect((await verify(email, await latestCode(ctx.app, email))).statusCode).toBe(200);
  });
});

describe('verification codes', () => {
  it('dies after 5 wrong tries, even for the right code afterwards', async () => {
    const email = 'typo@example.com';
    await register(ctx.app, email);
    const code = await latestCode(ctx.app, email);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await verify(email, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'Verification failed. The code is incorrect.',
        code: 'invalid_code',
      });
    }
    const fifth = await verify(email, wrong);
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().code).toBe('code_locked');
    expect(fifth.json().detail).toMatch(/^Verification failed\./);
    const right = await verify(email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('code_locked');
    const [user] = await ctx.database.query<{ email_verified: boolean }>(
      'SELECT email_verified FROM users WHERE email = $1',
      [email],
    );
    expect(user!.email_verified).toBe(false);
    expect(await ledgerOf(email)).toEqual([]);

    // A new code works again, and may be asked for at once: the locked one is dead, so no cooldown applies.
    expect((await resend(email)).statusCode).toBe(200);
    expect((await verify(email, await latestCode(ctx.app, email))).statusCode).toBe(200);
  });

  it('keeps the resend cooldown for a code that is not locked', async () => {
    const email = 'almost@example.com';
    await register(ctx.app, email);
    const code = await latestCode(ctx.app, email);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let attempt = 1; attempt <= 4; attempt += 1) await verify(email, wrong);
    const early = await resend(email);
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('resend_cooldown');
  });

  it('expires after 15 minutes', async () => {
    const email = 'slow@example.com';
    await register(ctx.app, email);
    const code = await latestCode(ctx.app, email);
    await ctx.database.query("UPDATE email_verification_codes SET expires_at = now() - interval '1 second'");
    const response = await verify(email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Verification failed. The code has expired: please request a new one.',
      code: 'code_expired',
    });
  });

  it('is bound to the address it was sent to', async () => {
    await register(ctx.app, 'one@example.com');
    await register(ctx.app, 'two@example.com');
    const codeOne = await latestCode(ctx.app, 'one@example.com');
    const codeTwo = await latestCode(ctx.app, 'two@example.com');
    if (codeOne !== codeTwo) {
      expect((await verify('two@example.com', codeOne)).json().code).toBe('invalid_code');
    }
    expect((await verify('nobody@example.com', codeOne)).json()).toEqual({
      detail: 'Verification failed.',
      code: 'verification_failed',
    });
  });

  it('grants the trial exactly once when verify is called twice at the same time', async () => {
    const email = 'eager@example.com';
    await register(ctx.app, email);
    const code = await latestCode(ctx.app, email);
    const responses = await Promise.all([verify(email, code), verify(email, code), verify(email, code)]);
    for (const response of responses) expect(response.statusCode).toBe(200);
    const ledger = await ledgerOf(email);
    expect(ledger).toHaveLength(1);
    expect(verified).toHaveLength(1);
    const [user] = await ctx.database.query<{ left_credit: string | number; total_credit: string | number }>(
      'SELECT left_credit, total_credit FROM users WHERE email = $1',
      [email],
    );
    expect(Number(user!.left_credit)).toBe(5000);
    expect(Number(user!.total_credit)).toBe(5000);
    // Calling it again later changes nothing either.
    expect((await verify(email, code)).statusCode).toBe(200);
    expect(await ledgerOf(email)).toHaveLength(1);
    if (onPostgres) expect(await ctx.app.ledger.mismatches()).toEqual([]);
  });
});

describe('resending the code', () => {
  it('refuses within 30 s with 429 and Retry-After, then sends a new code', async () => {
    const email = 'impatient@example.com';
    await register(ctx.app, email);
    const early = await resend(email);
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('resend_cooldown');
    const retryAfter = Number(early.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);

    await age(email, 31);
    const later = await resend(email);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ message: 'Verification link resent.' });
    expect(await mailsTo(ctx.app, email)).toHaveLength(2);
  });

  it('caps the codes per day', async () => {
    const email = 'spammy@example.com';
    await register(ctx.app, email);
    for (let sent = 1; sent < 10; sent += 1) {
      await age(email, 31);
      expect((await resend(email)).statusCode).toBe(200);
    }
    await age(email, 31);
    const capped = await resend(email);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('resend_limit');
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(60);
    // A day later the window has moved on.
    await age(email, 24 * 60 * 60);
    expect((await resend(email)).statusCode).toBe(200);
  });

  it('answers unknown and already-verified addresses like a real resend, sending nothing', async () => {
    await createVerifiedUser(ctx.app, 'done@example.com');
    const before = (await mailsTo(ctx.app, 'done@example.com')).length;
    for (const email of ['done@example.com', 'ghost@example.com']) {
      const response = await resend(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Verification link resent.' });
    }
    expect(await mailsTo(ctx.app, 'done@example.com')).toHaveLength(before);
    expect(await mailsTo(ctx.app, 'ghost@example.com')).toHaveLength(0);
  });
});
