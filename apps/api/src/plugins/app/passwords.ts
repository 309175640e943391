import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@wordwright/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unprocessable } from '../../errors.js';

/** Same relative path from src/plugins/app and dist/plugins/app, so tests and `npm start` share it. */
export const COMMON_PASSWORDS_FILE = fileURLToPath(
  new URL('../../../assets/common-passwords.txt', import.meta.url),
);

// The package declares the algorithm as a const enum, which isolatedModules cannot read.
const ARGON2ID = 2 as Algorithm;

export function loadCommonPasswords(file = COMMON_PASSWORDS_FILE): ReadonlySet<string> {
  const lines = readFileSync(file, 'utf8').split('\n');
  return new Set(lines.map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#')));
}

export interface PasswordProblem {
  detail: string;
  code: string;
}

/** Length in characters as a person counts them (code points), not UTF-16 units. */
const characters = (text: string) => [...text].length;

/** Returns why a new password is refused, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  common: ReadonlySet<string>,
  email?: string,
): PasswordProblem | null {
  const length = characters(password);
  if (length < PASSWORD_MIN_LENGTH) return { detail: 'Password too short', code: 'password_too_short' };
  if (length > PASSWORD_MAX_LENGTH) {
    return {
      detail: `Password too long (at most ${PASSWORD_MAX_LENGTH} characters)`,
      code: 'password_too_long',
    };
  }
  const lowered = password.toLowerCase();
  const local = email?.split('@')[0];
  if (common.has(lowered) || lowered === email || (local && local.length >= 4 && lowered === local)) {
    return {
      detail: 'This password is too common and easy to guess, please choose another',
      code: 'password_too_common',
    };
  }
  return null;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: {
      /** Throws 422 with the reason when a new password is not acceptable. */
      assertAcceptable(password: string, email?: string): void;
      hash(password: string): Promise<string>;
      verify(passwordHash: string, password: string): Promise<boolean>;
      /**
       * Spends the same time as a real verification and returns false: used when there is no account
       * (or no password) so a wrong e-mail and a wrong password take as long as each other.
       */
      verifyDummy(password: string): Promise<false>;
      /** True when a stored hash was made with weaker settings than the configured ones. */
      needsRehash(passwordHash: string): boolean;
    };
  }
}

/**
 * Runs at most `limit` tasks at once, the rest in arrival order. argon2 runs on the libuv thread pool, which
 * token checks (web crypto) and file I/O share: a burst of sign-ins must not take every thread and core.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** argon2id hashing with the configured cost, and the new-password policy. */
export default fp(
  async function passwords(app: FastifyInstance) {
    const common = loadCommonPasswords();
    const options = {
      algorithm: ARGON2ID,
      memoryCost: app.config.PASSWORD_HASH_MEMORY_KIB,
      timeCost: app.config.PASSWORD_HASH_ITERATIONS,
      parallelism: 1,
    };
    let dummyHash: Promise<string> | undefined;
    // One core is left to the event loop (and so to every other request).
    const limited = concurrencyLimit(Math.max(1, availableParallelism() - 1));

    app.decorate('passwords', {
      assertAcceptable(password: string, email?: string) {
        const problem = passwordProblem(password, common, email);
        if (problem) throw unprocessable(problem.detail, problem.code);
      },
      hash: (password: string) => limited(() => hash(password, options)),
      async verify(passwordHash: string, password: string) {
        try {
          return await limited(() => verify(passwordHash, password));
        } catch {
          // A corrupt stored hash must read as a failed login, not a 500 that tells the two cases apart.
          return false;
        }
      },
      async verifyDummy(password: string): Promise<false> {
        dummyHash ??= limited(() => hash(randomBytes(16).toString('hex'), options));
        const stored = await dummyHash;
        await limited(() => verify(stored, password)).catch(() => false);
        return false;
      },
      needsRehash(passwordHash: string) {
        try {
          const used = parseOptions(passwordHash);
          return (
            used.algorithm !== ARGON2ID ||
            used.memoryCost < options.memoryCost ||
            used.timeCost < options.timeCost
          );
        } catch {
          return true;
        }
      },
    });
  },
  { name: 'passwords', dependencies: ['config'] },
);
