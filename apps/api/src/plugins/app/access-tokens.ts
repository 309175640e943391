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
    const key = new TextEncoder().encode(app.config.JWT_SECRET);

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
      let subject: string | undefined;
      let version: unknown;
      try {
        const { payload } = await jwtVerify(match[1], key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        });
        subject = payload.sub;
        version = payload.ver;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) throw unauthorized();
        throw error;
      }
      const id = Number(subject);
      if (!Number.isSafeInteger(id) || typeof version !== 'number') throw unauthorized();
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
