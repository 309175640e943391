import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { register } from '../../test/accounts.js';
import { createTestContext, type TestContext, testConfig } from '../../test/helper.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.app.mailer.idle();
  await ctx.database.reset();
});

describe('development mailbox', () => {
  it('lists outbox e-mails as JSON, newest first, filtered by recipient', async () => {
    await register(ctx.app, 'first@example.com');
    await register(ctx.app, 'second@example.com');
    await ctx.app.mailer.idle();
    const all = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(all.statusCode).toBe(200);
    expect(all.json().emails.map((mail: { to: string }) => mail.to)).toEqual([
      'second@example.com',
      'first@example.com',
    ]);
    const one = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=First@Example.com' });
    const [mail] = one.json().emails;
    expect(one.json().emails).toHaveLength(1);
    expect(mail).toMatchObject({
      to: 'first@example.com',
      subject: 'Your Wordwright verification code',
      text: expect.stringMatching(/code is: \d{4}/),
      html: expect.stringContaining('<!doctype html>'),
      created_at: expect.any(String),
    });
    const limited = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox.json?limit=1' });
    expect(limited.json().emails).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'GET', url: '/dev/mailbox.json?limit=abc' })).statusCode).toBe(
      422,
    );
  });

  it('shows the e-mails on a page, escaping what they contain', async () => {
    await ctx.app.mailer.send({
      to: 'x@example.com',
      subject: '<img src=x onerror=alert(1)>',
      text: '<script>alert("text")</script>',
      html: '<p>hello</p>',
    });
    const page = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).toContain('&lt;script&gt;alert(&quot;text&quot;)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>');
    const [{ id }] = (await ctx.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json().emails;
    const html = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(html.body).toBe('<p>hello</p>');
    expect(html.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await ctx.app.inject({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/dev/mailbox/abc' })).statusCode).toBe(422);
  });

  it('does not exist in production', async () => {
    const production = await buildApp({
      config: testConfig({ NODE_ENV: 'production' }),
      database: ctx.database,
    });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox/1']) {
        expect((await production.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
