import { TOKEN_LIFETIME_SECONDS } from '@wordwright/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { users } from '../../db/schema.js';
import { unauthorized } from '../../errors.js';

const ALGORITHM = 'HS256';
const ISSUER = 'wordwright';
const AUDIENCE = 'wordwright-api';
/** Checked tokens remembered at most (see `verified`). */
const VERIFIED_CACHE_SIZE = 10_000;

export interface AuthUser {
  id: number;
  email: string;
  language: 'en' | 'zh';
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: {
      issue(user: { id: number; tokenVersion: number }): Promise<string>;
      /**
       * Checks the bearer token's signature and claims only (no database); the caller must compare `version`
       * with the user's current token version, or the token may have been revoked.
       */
      verify(request: FastifyRequest): Promise<{ id: number; version: number }>;
      /** Resolves the bearer token to a live user, or throws 401. */
      authenticate(request: FastifyRequest): Promise<AuthUser>;
    };
    /** preHandler that requires a valid bearer token and sets request.user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

/**
 * Access tokens: HS256 JWTs with a fixed algorithm, issuer, audience and 24 h expiry, carrying the user's
 * token version so that logout-everywhere and password changes revoke every earlier token.
 */
export default fp(
  async function accessTokens(app: FastifyInstance) {
    // Imported once: given the raw secret, jose imports it again on every signature and check.
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(app.config.JWT_SECRET),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    /**
     * Tokens whose signature and claims were already checked, with their expiry: a client sends the same token
     * on every call for a day, and nothing but the expiry can change whether it passes. Revocation is the
     * caller's check of `version`, made on every request. Starts over when full.
     */
    const verified = new Map<string, { id: number; version: number; exp: number }>();

    async function issue(user: { id: number; tokenVersion: number }): Promise<string> {
      return new SignJWT({ ver: user.tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(key);
    }

    async function verify(request: FastifyRequest): Promise<{ id: number; version: number }> {
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw unauthorized();
      const token = match[1];
      const known = verified.get(token);
      if (known && Math.floor(Date.now() / 1000) < known.exp) return { id: known.id, version: known.version };
      let subject: string | undefined;
      let version: unknown;
      let exp: number | undefined;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        });
        subject = payload.sub;
        version = payload.ver;
        exp = payload.exp;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) throw unauthorized();
        throw error;
      }
      const id = Number(subject);
      if (!Number.isSafeInteger(id) || typeof version !== 'number') throw unauthorized();
      if (exp !== undefined) {
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
        verified.set(token, { id, version, exp });
      }
      return { id, version };
    }

    async function authenticate(request: FastifyRequest): Promise<AuthUser> {
      const { id, version } = await verify(request);
      const [user] = await app.db
        .select({
          id: users.id,
          email: users.email,
          language: users.language,
          tokenVersion: users.tokenVersion,
        })
        .from(users)
        .where(eq(users.id, id));
      if (!user || user.tokenVersion !== version) throw unauthorized();
      return user;
    }

    app.decorate('tokens', { issue, verify, authenticate });
    app.decorateRequest('user', undefined);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.user = await authenticate(request);
    });
  },
  { name: 'access-tokens', dependencies: ['config', 'database'] },
);
