import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { requestLanguage } from './language.js';
import { authRateLimit } from './rate-limit.js';
import {
  EmailBody,
  errorResponses,
  GoogleBody,
  MessageSchema,
  RegisterBody,
  ResetConfirmBody,
  SignUpQuery,
  TokenForm,
  TokenResponse,
  VerifyBody,
} from './schemas.js';
import { hashToken } from './secrets.js';
import { authService } from './service.js';

const tags = ['auth'];

const bodyEmail = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email;

/** The Google subject the token claims, unverified: only a rate-limit key, never trusted for anything. */
function claimedGoogleSubject(request: FastifyRequest): string | undefined {
  try {
    const claimed = decodeJwt((request.body as { id_token: string }).id_token).sub;
    return claimed ? `google:${claimed}` : undefined;
  } catch {
    return undefined;
  }
}

const inviteOf = (invite?: string) => invite?.trim() || undefined;

/** Sign-up, e-mail verification, sign-in (password and Google) and password reset. */
export default async function auth(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = authService(app);
  const byEmail = authRateLimit(app, bodyEmail);

  app.post(
    '/register',
    {
      ...byEmail,
      schema: {
        tags,
        summary: 'Create an account and e-mail a verification code',
        description:
          'Answers the same whether or not the address is already registered (a registered owner is told by e-mail instead). Error codes: invalid_email, password_too_short, password_too_long, password_too_common, rate_limited.',
        querystring: SignUpQuery,
        body: RegisterBody,
        response: { 200: MessageSchema, ...errorResponses(400, 413, 422, 429) },
      },
    },
    async (request) => ({
      message: await service.register({
        email: request.body.email,
        password: request.body.password,
        inviteCode: inviteOf(request.query.invite),
        language: requestLanguage(request, request.query.lang),
      }),
    }),
  );

  app.post(
    '/auth/verify',
    {
      ...byEmail,
      schema: {
        tags,
        summary: 'Verify the e-mail address with the code; grants the 5000-word trial',
        description:
          'Error codes: verification_failed, invalid_code, code_expired, code_locked (after 5 wrong tries), invalid_email, rate_limited.',
        body: VerifyBody,
        response: { 200: MessageSchema, ...errorResponses(400, 413, 422, 429) },
      },
    },
    async (request) => ({ message: await service.verify(request.body.email, request.body.code) }),
  );

  app.post(
    '/auth/resend-verification',
    {
      ...byEmail,
      schema: {
        tags,
        summary: 'Send a new verification code',
        description:
          'Refused with 429 and Retry-After within 30 s of the last code (resend_cooldown), unless wrong tries locked that code, or past the daily cap (resend_limit).',
        body: EmailBody,
        response: { 200: MessageSchema, ...errorResponses(400, 413, 422, 429) },
      },
    },
    async (request) => ({ message: await service.resend(request.body.email) }),
  );

  app.post(
    '/token',
    {
      ...authRateLimit(app, (request) => (request.body as { username?: string } | undefined)?.username),
      schema: {
        tags,
        summary: 'Sign in (OAuth2 password flow, form-encoded); verified accounts only',
        description:
          'Error codes: invalid_credentials (401, the same for an unknown address and a wrong password), email_not_verified (403), invalid_email, password_too_short, rate_limited.',
        consumes: ['application/x-www-form-urlencoded'],
        body: TokenForm,
        response: { 200: TokenResponse, ...errorResponses(400, 401, 403, 413, 415, 422, 429) },
      },
    },
    async (request) => ({
      access_token: await service.login(request.body.username, request.body.password),
      token_type: 'bearer' as const,
    }),
  );

  app.post(
    '/reset-password',
    {
      ...byEmail,
      schema: {
        tags,
        summary: 'E-mail a password reset link',
        description: 'Answers the same whether or not an account has this address.',
        body: EmailBody,
        response: { 200: MessageSchema, ...errorResponses(400, 413, 422, 429) },
      },
    },
    async (request) => ({ message: await service.requestReset(request.body.email) }),
  );

  app.post(
    '/reset-password/confirm',
    {
      // Per link (by its hash: the raw token never becomes a store key).
      ...authRateLimit(app, (request) => {
        const token = (request.body as { token?: string } | undefined)?.token;
        return token ? hashToken(token) : undefined;
      }),
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset link; signs out every session',
        description:
          'Error codes: invalid_reset_token (unknown or already used), reset_token_expired, password_too_short, password_too_long, password_too_common.',
        body: ResetConfirmBody,
        response: { 200: MessageSchema, ...errorResponses(400, 413, 422, 429) },
      },
    },
    async (request) => ({ message: await service.confirmReset(request.body.token, request.body.password) }),
  );

  app.post(
    '/auth/google',
    {
      ...authRateLimit(app, claimedGoogleSubject),
      schema: {
        tags,
        summary: 'Sign in or sign up with a Google ID token',
        description:
          'Error codes: invalid_google_token (401), google_email_not_verified (403), google_not_configured (400: no GOOGLE_CLIENT_ID), google_unavailable (503: Google keys unreachable), rate_limited.',
        querystring: SignUpQuery,
        body: GoogleBody,
        response: { 200: TokenResponse, ...errorResponses(400, 401, 403, 413, 422, 429, 503) },
      },
    },
    async (request) => ({
      access_token: await service.googleSignIn({
        idToken: request.body.id_token,
        inviteCode: inviteOf(request.query.invite),
        language: requestLanguage(request, request.query.lang),
      }),
      token_type: 'bearer' as const,
    }),
  );
}
