import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, mailsTo, register } from '../test/accounts.js';
import { createTestContext, type TestContext } from '../test/helper.js';
import { draft } from '../test/rewrite-helpers.js';
import { report, settle, tablesOf } from './support.js';

/** SQL metacharacters and markup in every text a user controls: stored verbatim, never executed. */

const SQL = [
  "'; DROP TABLE users; --",
  "' OR '1'='1' --",
  '\\',
  '$1',
  '‘quoted’ “twice”',
  '$$; DELETE FROM ledger_entries; $$',
  '%_',
];
const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '<a href="javascript:alert(3)">click</a>',
  '<svg onload=alert(4)>',
  '"><iframe src=javascript:alert(5)>',
  '&lt;script&gt;already-escaped',
];
const HOSTILE = [...SQL, ...XSS];

let ctx: TestContext;
let user: Awaited<ReturnType<typeof createVerifiedUser>>;
let tables: string[];
let probes = 0;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://wordwright.test' });
  tables = await tablesOf(ctx.database);
  user = await createVerifiedUser(ctx.app, "o'brien+x&y=1@example.com");
});
afterAll(async () => {
  report('injection', { probes });
  await ctx.close();
});

const auth = () => ({ authorization: user.authorization });

/** A 10+ word text carrying every hostile string, one per paragraph. */
const hostileText = () => HOSTILE.map((bad, index) => `${draft(12)} ${bad} marker${index}.`).join('\n\n');

/** No tag that runs script, no event-handler attribute, no javascript: URL, anywhere in the HTML. */
function expectInert(html: string, where: string) {
  probes += 1;
  expect(html, where).not.toMatch(/<\s*(script|img|svg|iframe|object|embed|a|form|input|link|meta|style)\b/i);
  expect(html, where).not.toMatch(/<[^>]*\son\w+\s*=/i);
  expect(html, where).not.toMatch(/<[^>]*(href|src|action)\s*=\s*["']?\s*javascript:/i);
}

async function expectTablesIntact() {
  expect(await tablesOf(ctx.database)).toEqual(tables);
  const [row] = await ctx.database.query<{ n: string }>('SELECT count(*)::text AS n FROM users');
  expect(Number(row!.n)).toBeGreaterThan(0);
  expect(await ctx.app.ledger.mismatches()).toEqual([]);
}

describe('SQL metacharacters', () => {
  it('are stored verbatim from the rewrite text, keep-list and idempotency key, and harm no table', async () => {
    const text = hostileText();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/deleteai',
      headers: { ...auth(), 'idempotency-key': "';DROP_TABLE_users;--\\$1" },
      payload: { text, language: 'en', options: { keep: HOSTILE } },
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await ctx.database.query<{ input_text: string; options: { keep: string[] } }>(
      'SELECT input_text, options FROM rewrites ORDER BY id DESC LIMIT 1',
    );
    expect(stored!.input_text).toBe(text);
    expect(stored!.options.keep).toEqual(HOSTILE);
    const [job] = await ctx.database.query<{ idempotency_key: string }>('SELECT idempotency_key FROM jobs');
    expect(job!.idempotency_key).toBe("';DROP_TABLE_users;--\\$1");
    probes += HOSTILE.length * 2 + 1;
    await expectTablesIntact();
  });

  it('are harmless in sign-up, sign-in, verification, reset and invite fields', async () => {
    for (const bad of SQL) {
      const answers: LightMyRequestResponse[] = [
        await register(ctx.app, `${bad}@example.com`, bad.padEnd(8, '!')),
        await ctx.app.inject({
          method: 'POST',
          url: '/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            username: `admin'--@example.com`,
            password: bad.padEnd(8, '!'),
          }).toString(),
        }),
        await ctx.app.inject({
          method: 'POST',
          url: '/auth/verify',
          payload: { email: user.email, code: bad },
        }),
        await ctx.app.inject({
          method: 'POST',
          url: '/reset-password/confirm',
          payload: { token: bad, password: 'password-x' },
        }),
        await ctx.app.inject({ method: 'GET', url: `/invite/validate/${encodeURIComponent(bad)}` }),
        await ctx.app.inject({
          method: 'POST',
          url: `/invite/use?code=${encodeURIComponent(bad)}`,
          headers: auth(),
        }),
        await ctx.app.inject({ method: 'GET', url: `/history/${encodeURIComponent(bad)}`, headers: auth() }),
        await ctx.app.inject({ method: 'GET', url: `/jobs/${encodeURIComponent(bad)}`, headers: auth() }),
        await ctx.app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(bad)}` }),
      ];
      for (const answer of answers) {
        probes += 1;
        expect(answer.statusCode, answer.body).toBeLessThan(500);
      }
    }
    // The one SQL-looking address that is a valid e-mail is stored exactly as typed (lower-cased).
    const [row] = await ctx.database.query<{ email: string }>('SELECT email FROM users WHERE email = $1', [
      "o'brien+x&y=1@example.com",
    ]);
    expect(row?.email).toBe("o'brien+x&y=1@example.com");
    await expectTablesIntact();
  });
});

describe('markup in user text', () => {
  let rewriteId: string;
  let text: string;

  beforeAll(async () => {
    text = hostileText();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/deleteai',
      headers: auth(),
      payload: { text },
    });
    expect(response.statusCode).toBe(200);
    expectInert(response.json().paraphrasedContent, '/deleteai paraphrasedContent');
    const [row] = await ctx.database.query<{ id: string }>(
      'SELECT id::text AS id FROM rewrites ORDER BY id DESC LIMIT 1',
    );
    rewriteId = row!.id;
  });

  it('is escaped in paraphrasedContent, on both short and long-text routes', async () => {
    const long = await ctx.app.inject({
      method: 'POST',
      url: '/deleteai/long-text',
      headers: auth(),
      payload: { text: `${text}\n\n${draft(40)}`, max_words_per_segment: 30 },
    });
    expect(long.statusCode).toBe(200);
    expectInert(long.json().paraphrasedContent, '/deleteai/long-text paraphrasedContent');
    // Escaped, not dropped: the writer still sees their text.
    expect(long.json().paraphrasedContent).toContain('&lt;script&gt;');
  });

  it('is escaped in every HTML field of the history', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/history', headers: auth() });
    const one = await ctx.app.inject({ method: 'GET', url: `/history/${rewriteId}`, headers: auth() });
    for (const response of [list, one]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const html: string[] = [];
      JSON.stringify(response.json(), (key, value) => {
        if (typeof value === 'string' && /html|paraphrasedContent/i.test(key)) html.push(value);
        return value;
      });
      // The list carries plain-text previews only (JSON, never HTML); the entry carries the HTML.
      if (response === one) expect(html.length).toBeGreaterThan(0);
      for (const fragment of html) expectInert(fragment, 'history');
    }
  });

  it('is served as inert downloads with safe Content-Disposition', async () => {
    const expected = {
      txt: /^text\/plain; charset=utf-8$/,
      docx: /^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document$/,
      changelog: /^text\/markdown; charset=utf-8$/,
    };
    for (const [format, type] of Object.entries(expected)) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/history/${rewriteId}/download?format=${format}`,
        headers: auth(),
      });
      probes += 1;
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="[A-Za-z0-9._-]+"; filename\*=UTF-8''[A-Za-z0-9._%-]+$/,
      );
      if (format === 'changelog') expect(response.body).not.toMatch(/<script|<img|<svg|<iframe/i);
    }
  });

  it('cannot smuggle a path, quote or header through an uploaded file name', async () => {
    const boundary = '----wordwright-test';
    const name = '..\\../<script>alert(1)</script>"; x=y\r\nSet-Cookie: a=b.txt';
    const payload = [
      `--${boundary}`,
      `Content-Disposition: form-data; name="file"; filename="${name.replace(/["\r\n]/g, '')}"`,
      'Content-Type: text/plain',
      '',
      hostileText(),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/documents',
      headers: { ...auth(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(202);
    await settle(ctx.app);
    const job = await ctx.app.inject({
      method: 'GET',
      url: `/jobs/${upload.json().job_id}`,
      headers: auth(),
    });
    expect(job.json().status).toBe('succeeded');
    const [row] = await ctx.database.query<{ id: string }>(
      'SELECT r.id::text AS id FROM rewrites r JOIN jobs j ON j.rewrite_id = r.id WHERE j.id = $1',
      [upload.json().job_id],
    );
    for (const format of ['txt', 'docx', 'changelog']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/history/${row!.id}/download?format=${format}`,
        headers: auth(),
      });
      probes += 1;
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9._-]+"/);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('is escaped in e-mails (outbox HTML bodies)', async () => {
    // A second sign-up with a verified address mails the owner a notice that quotes the address.
    await register(ctx.app, user.email, 'another-password');
    const mails = await mailsTo(ctx.app, user.email);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      probes += 1;
      expect(mail.html).not.toContain("o'brien+x&y");
      expect(mail.html).not.toMatch(/<script/i);
    }
    expect(mails.at(-1)!.html).toMatch(/o(&#39;|&#x27;|&apos;)brien\+x&amp;y=1@example\.com/);
  });
});

describe('security headers', () => {
  function expectHeaders(response: LightMyRequestResponse, where: string) {
    probes += 1;
    const csp = String(response.headers['content-security-policy'] ?? '');
    expect(csp, where).toMatch(/object-src 'none'/);
    expect(csp, where).toMatch(/base-uri 'none'/);
    expect(csp, where).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-content-type-options'], where).toBe('nosniff');
    expect(response.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security'], where).toMatch(/max-age=\d+/);
  }

  it('are on every kind of response: JSON, errors, HTML pages, files, metrics', async () => {
    const [mail] = await ctx.database.query<{ id: string }>(
      'SELECT id::text AS id FROM outbox_emails LIMIT 1',
    );
    const requests = [
      { method: 'GET', url: '/healthz' },
      { method: 'GET', url: '/plans' },
      { method: 'GET', url: '/openapi.json' },
      { method: 'GET', url: '/metrics' },
      { method: 'GET', url: '/users/me/', headers: auth() },
      { method: 'GET', url: '/users/me/' },
      { method: 'GET', url: '/no/such/route' },
      {
        method: 'POST',
        url: '/register',
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'POST', url: '/register', payload: { email: 1 } },
      { method: 'POST', url: '/register', payload: 'x', headers: { 'content-type': 'text/csv' } },
      { method: 'POST', url: '/deleteai', payload: { text: 'x'.repeat(2_000_001) }, headers: auth() },
      { method: 'GET', url: '/dev/mailbox' },
      { method: 'GET', url: `/dev/mailbox/${mail!.id}` },
      { method: 'GET', url: '/history?page=x', headers: auth() },
    ] as const;
    for (const request of requests) {
      const response = await ctx.app.inject(request as never);
      expectHeaders(response, `${request.method} ${request.url} -> ${response.statusCode}`);
    }
  });
});
