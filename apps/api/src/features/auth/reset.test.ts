import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVerifiedUser, login, mailsTo, register, TEST_PASSWORD } from '../../test/accounts.js';
import { createTestContext, type TestContext } from '../../test/helper.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://wordwright.test' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.app.mailer.idle();
  await ctx.database.reset();
});

const requestReset = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/reset-password', payload: { email } });
const confirm = (token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/reset-password/confirm', payload: { token, password } });

async function resetLink(email: string): Promise<string> {
  const mail = (await mailsTo(ctx.app, email)).findLast((m) => m.subject.includes('password'));
  if (!mail) throw new Error('no reset e-mail');
  const match = /https:\/\/wordwright\.test\/reset-password\?token=([\w-]+)/.exec(mail.text);
  return match![1]!;
}

describe('password reset', () => {
  it('answers identically for an existing and an unknown address, mailing only the owner', async () => {
    await createVerifiedUser(ctx.app, 'owner@example.com');
    const known = await requestReset('owner@example.com');
    const unknown = await requestReset('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: 'Password reset email sent' });
    expect(await mailsTo(ctx.app, 'nobody@example.com')).toEqual([]);
    const mail = (await mailsTo(ctx.app, 'owner@example.com')).at(-1)!;
    expect(mail.subject).toBe('Reset your Wordwright password');
    expect(mail.html).toContain('https://wordwright.test/reset-password?token=');
  });

  it('stores only a hash of a token of at least 128 bits, valid for one hour', async () => {
    await createVerifiedUser(ctx.app, 'owner@example.com');
    await requestReset('owner@example.com');
    const token = await resetLink('owner@example.com');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [row] = await ctx.database.query<{ token_hash: string; ttl: number }>(
      'SELECT token_hash, EXTRACT(EPOCH FROM expires_at - created_at)::float8 AS ttl FROM password_reset_tokens',
    );
    expect(row!.token_hash).not.toBe(token);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.round(row!.ttl)).toBe(3600);
  });

  it('sets the new password once, revokes earlier sessions and refuses a second use', async () => {
    const user = await createVerifiedUser(ctx.app, 'owner@example.com');
    await requestReset('owner@example.com');
    const token = await resetLink('owner@example.com');

    const done = await confirm(token, 'a-brand-new-secret');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: 'Your password has been reset. Please sign in with your new password.',
    });

    const session = await ctx.app.inject({
      method: 'GET',
      url: '/users/me/',
      headers: { authorization: user.authorization },
    });
    expect(session.statusCode).toBe(401);
    expect((await login(ctx.app, 'owner@example.com')).statusCode).toBe(401);
    expect((await login(ctx.app, 'owner@example.com', 'a-brand-new-secret')).statusCode).toBe(200);

    const again = await confirm(token, 'yet-another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_reset_token');
    expect((await login(ctx.app, 'owner@example.com', 'a-brand-new-secret')).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous confirmations through', async () => {
    await createVerifiedUser(ctx.app, 'owner@example.com');
    await requestReset('owner@example.com');
    const token = await resetLink('owner@example.com');
    const results = await Promise.all([
      confirm(token, 'first-new-secret'),
      confirm(token, 'second-new-secret'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('spends older links when one is used', async () => {
    await createVerifiedUser(ctx.app, 'owner@example.com');
    await requestReset('owner@example.com');
    const older = await resetLink('owner@example.com');
    await requestReset('owner@example.com');
    const newer = await resetLink('owner@example.com');
    expect(newer).not.toBe(older);
    expect((await confirm(newer, 'a-brand-new-secret')).statusCode).toBe(200);
    expect((await confirm(older, 'other-new-secret')).json().code).toBe('invalid_reset_token');
  });

  it('refuses an expired link', async () => {
    await createVerifiedUser(ctx.app, 'owner@example.com');
    await requestReset('owner@example.com');
    const token = await resetLink('owner@example.com');
    await ctx.database.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'");
    const response = await confirm(token, 'a-brand-new-secret');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'This password reset link has expired, please request a new one.',
      code: 'reset_token_expired',
    });
    expect((await login(ctx.app, 'owner@example.com')).statusCode).toBe(200);
  });

  it('refuses unknown tokens and weak passwords without spending the link', async () => {
    await createVerifiedUser(ctx.app, 'owner@example.com');
    expect((await confirm('made-up-token', 'a-brand-new-secret')).json().code).toBe('invalid_reset_token');
    await requestReset('owner@example.com');
    const token = await resetLink('owner@example.com');
    const short = await confirm(token, '123');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ detail: 'Password too short', code: 'password_too_short' });
    const common = await confirm(token, 'password123');
    expect(common.statusCode).toBe(422);
    expect(common.json().code).toBe('password_too_common');
    expect((await confirm(token, 'a-brand-new-secret')).statusCode).toBe(200);
  });

  it('changes only the password of an unverified account, which still has to verify', async () => {
    await register(ctx.app, 'pending@example.com');
    await requestReset('pending@example.com');
    const token = await resetLink('pending@example.com');
    expect((await confirm(token, 'a-brand-new-secret')).statusCode).toBe(200);
    const response = await login(ctx.app, 'pending@example.com', 'a-brand-new-secret');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('email_not_verified');
  });

  it('writes Chinese reset e-mails for Chinese users', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/register?lang=zh',
      payload: { email: 'zhang@example.com', password: TEST_PASSWORD },
    });
    await requestReset('zhang@example.com');
    const mail = (await mailsTo(ctx.app, 'zhang@example.com')).at(-1)!;
    expect(mail.subject).toBe('重置您的 Wordwright 密码');
    expect(mail.text).toContain('https://wordwright.test/reset-password?token=');
  });
});
