import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose';
import { HttpError } from '../../errors.js';

/** Google signs ID tokens with either spelling of its issuer. */
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  /** The stable account id (`sub`); e-mail addresses can change hands, subjects do not. */
  subject: string;
  email: string;
  name?: string;
}

export interface GoogleVerifierOptions {
  /** Key source to use instead of fetching GOOGLE_JWKS_URL (tests, or a pre-warmed cache). */
  keys?: JWTVerifyGetKey;
}

declare module 'fastify' {
  interface FastifyInstance {
    googleVerifier: {
      configured: boolean;
      /** Checks signature, issuer, audience, expiry and a verified e-mail; throws a 4xx (or 503) HttpError. */
      verify(idToken: string): Promise<GoogleIdentity>;
    };
  }
}

const invalidToken = () => new HttpError(401, 'Invalid Google sign-in token', 'invalid_google_token');

/**
 * Failures to reach or read the key set, as opposed to a token that is simply bad (jose raises its
 * generic error only for a key-set response that is not 200 or not JSON).
 */
const KEY_SOURCE_ERRORS = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC']);

export default fp(
  async function googleVerifier(app: FastifyInstance, options: GoogleVerifierOptions) {
    const clientId = app.config.GOOGLE_CLIENT_ID;
    // One key set per process: jose caches the keys, refetches at most every 30 s on an unknown key id,
    // and every 10 min in any case, so Google's key rotation is picked up without a fetch per sign-in.
    const keys = options.keys ?? createRemoteJWKSet(new URL(app.config.GOOGLE_JWKS_URL));

    async function verify(idToken: string): Promise<GoogleIdentity> {
      // A 4xx, not a 5xx: nothing is broken, the deployment simply does not offer Google sign-in.
      if (!clientId) {
        throw new HttpError(
          400,
          'Google sign-in is not configured on this server (set GOOGLE_CLIENT_ID)',
          'google_not_configured',
        );
      }
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          algorithms: ['RS256'],
          issuer: GOOGLE_ISSUERS,
          audience: clientId,
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 5,
        }));
      } catch (error) {
        if (error instanceof joseErrors.JOSEError && !KEY_SOURCE_ERRORS.has(error.code)) throw invalidToken();
        app.log.warn({ reason: (error as Error).message }, 'Google key set unavailable');
        throw new HttpError(
          503,
          'Google sign-in is temporarily unavailable, please try again',
          'google_unavailable',
        );
      }
      const { sub, email, email_verified: emailVerified, name } = payload;
      if (typeof sub !== 'string' || sub === '' || typeof email !== 'string') throw invalidToken();
      if (emailVerified !== true && emailVerified !== 'true') {
        throw new HttpError(
          403,
          'Your Google account e-mail address is not verified',
          'google_email_not_verified',
        );
      }
      return { subject: sub, email, ...(typeof name === 'string' ? { name } : {}) };
    }

    app.decorate('googleVerifier', { configured: Boolean(clientId), verify });
  },
  { name: 'google-verifier', dependencies: ['config'] },
);
