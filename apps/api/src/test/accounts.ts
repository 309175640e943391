import type { FastifyInstance } from 'fastify';

/** Helpers for tests that need accounts: they go through the real HTTP routes and the outbox. */

export const TEST_PASSWORD = 'correct-horse-battery';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every e-mail the outbox holds for the address, oldest first (waits for background deliveries). */
export async function mailsTo(app: FastifyInstance, email: string): Promise<OutboxMail[]> {
  await app.mailer.idle();
  return app.database.query<OutboxMail>(
    'SELECT id, to_address AS "to", subject, text_body AS text, html_body AS html FROM outbox_emails WHERE to_address = $1 ORDER BY id',
    [email],
  );
}

const CODE_IN_TEXT = /(?:code is: |验证码是：)(\d{4})/;

/** The verification code in the newest code e-mail to the address. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const mails = await mailsTo(app, email);
  for (const mail of mails.reverse()) {
    const match = CODE_IN_TEXT.exec(mail.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`No verification code was mailed to ${email}`);
}

export async function register(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  return app.inject({ method: 'POST', url: '/register', payload: { email, password } });
}

export async function login(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
}

/**
 * Registers, verifies with the mailed code and signs in: a verified account with the 5000-word trial.
 * Needs an app whose mail goes to the outbox (no SMTP_URL).
 */
export async function createVerifiedUser(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<{ id: number; email: string; token: string; authorization: string }> {
  const registered = await register(app, email, password);
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  const code = await latestCode(app, email);
  const verified = await app.inject({ method: 'POST', url: '/auth/verify', payload: { email, code } });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const signedIn = await login(app, email, password);
  if (signedIn.statusCode !== 200) throw new Error(`login failed: ${signedIn.body}`);
  const token = signedIn.json<{ access_token: string }>().access_token;
  const [row] = await app.database.query<{ id: string | number }>('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  return { id: Number(row?.id), email, token, authorization: `Bearer ${token}` };
}
