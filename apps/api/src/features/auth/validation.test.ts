import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/accounts.js';
import { createTestContext, type TestContext } from '../../test/helper.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ BODY_LIMIT_BYTES: '16384' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.app.mailer.idle();
  await ctx.database.reset();
});

const JSON_ROUTES = [
  '/register',
  '/auth/verify',
  '/auth/resend-verification',
  '/reset-password',
  '/reset-password/confirm',
  '/auth/google',
];

const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object });

describe('bad input gets a clear 4xx and changes nothing', () => {
  it.each(JSON_ROUTES)('%s: malformed JSON → 400', async (url) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'Request body is not valid JSON' });
  });

  it.each(JSON_ROUTES)('%s: empty object → 422 naming the missing field', async (url) => {
    const response = await post(url, {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      detail: expect.stringMatching(/is required$/),
      code: 'validation_error',
    });
  });

  it.each(JSON_ROUTES)('%s: oversized body → 413', async (url) => {
    const response = await post(url, { email: `${'a'.repeat(20_000)}@example.com`, password: 'x' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ detail: 'Request body is too large' });
  });

  it('wrong types → 422', async () => {
    for (const payload of [
      { email: 42, password: TEST_PASSWORD },
      { email: ['a@example.com'], password: TEST_PASSWORD },
      { email: 'a@example.com', password: null },
      { email: { $ne: '' }, password: TEST_PASSWORD },
    ]) {
      const response = await post('/register', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/^body\./);
    }
    const code = await post('/auth/verify', { email: 'a@example.com', code: 1234 });
    expect(code.statusCode).toBe(422);
    const body = await ctx.app.inject({
      method: 'POST',
      url: '/register',
      headers: { 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(body.statusCode).toBe(422);
    expect(await ctx.database.query('SELECT id FROM users')).toEqual([]);
  });

  it.each([
    '',
    'plainaddress',
    '@example.com',
    'a@',
    'a@b',
    'a@@example.com',
    'a b@example.com',
    'a@exa mple.com',
    '<script>alert(1)</script>@example.com',
    '"quoted"@example.com',
    'a@example.com<script>',
    'a@-example.com',
    'a..b@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
    'ünïcode@example.com',
  ])('invalid e-mail %j → 422 Invalid email address', async (email) => {
    for (const url of ['/register', '/auth/resend-verification', '/reset-password']) {
      const response = await post(url, { email, password: TEST_PASSWORD });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: 'Invalid email address', code: 'invalid_email' });
    }
    const verify = await post('/auth/verify', { email, code: '1234' });
    expect(verify.json()).toEqual({ detail: 'Invalid email address', code: 'invalid_email' });
    expect(await ctx.database.query('SELECT id FROM users')).toEqual([]);
  });

  it('accepts ordinary addresses', async () => {
    for (const email of ['first.last+tag@example.co.uk', 'x_y-z@sub.example.io', '12345@qq.com']) {
      expect((await post('/register', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    }
  });

  it('enforces the password rules with the spec messages', async () => {
    const cases: Array<[string, number, string]> = [
      ['12345', 422, 'password_too_short'],
      ['', 422, 'password_too_short'],
      ['x'.repeat(129), 422, 'password_too_long'],
      ['password', 422, 'password_too_common'],
      ['Password1', 422, 'password_too_common'],
      ['qwerty123', 422, 'password_too_common'],
      ['someone@example.com', 422, 'password_too_common'],
    ];
    for (const [password, status, code] of cases) {
      const response = await post('/register', { email: 'someone@example.com', password });
      expect(response.statusCode, password).toBe(status);
      expect(response.json().code, password).toBe(code);
    }
    expect((await post('/register', { email: 'someone@example.com', password: '12345' })).json().detail).toBe(
      'Password too short',
    );
    // Six characters counted as a person counts them; 128 is still fine.
    expect(
      (await post('/register', { email: 'emoji@example.com', password: '🙂🙂🙂🙂🙂🙂' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/register', { email: 'long@example.com', password: 'y'.repeat(128) })).statusCode,
    ).toBe(200);
  });

  it('treats markup in fields as plain data', async () => {
    const response = await post('/register?invite=%3Cscript%3E', {
      email: 'html@example.com',
      password: '<script>alert("x")</script>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses an over-long invite code or code field', async () => {
    expect(
      (await post(`/register?invite=${'A'.repeat(65)}`, { email: 'a@example.com', password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(422);
    expect((await post('/auth/verify', { email: 'a@example.com', code: '1'.repeat(65) })).statusCode).toBe(
      422,
    );
    expect((await post('/auth/verify', { email: 'a@example.com', code: '' })).statusCode).toBe(422);
  });

  it('/token wants a form or JSON body with username and password', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/token',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(malformed.statusCode).toBe(400);
    const duplicated = await ctx.app.inject({
      method: 'POST',
      url: '/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a%40example.com&username=b%40example.com&password=secret1',
    });
    expect(duplicated.statusCode).toBe(422);
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
  });
});
