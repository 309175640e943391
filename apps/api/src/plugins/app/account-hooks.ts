import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Tx } from '../../db/client.js';

export interface RegisteredEvent {
  userId: number;
  email: string;
  /** The ?invite= code given at sign-up, as typed; the invites feature validates it. */
  inviteCode?: string;
}

export interface VerifiedEvent {
  userId: number;
  email: string;
}

type Handler<E> = (tx: Tx, event: E) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Lets features react to account life-cycle steps inside the same transaction as the step, so a
     * reward is granted exactly when (and only if) the verification commits. Accounts fire them;
     * features such as invites subscribe.
     */
    accountHooks: {
      onRegistered(handler: Handler<RegisteredEvent>): void;
      onEmailVerified(handler: Handler<VerifiedEvent>): void;
      fireRegistered(tx: Tx, event: RegisteredEvent): Promise<void>;
      fireEmailVerified(tx: Tx, event: VerifiedEvent): Promise<void>;
    };
  }
}

export default fp(
  async function accountHooks(app: FastifyInstance) {
    const registered: Handler<RegisteredEvent>[] = [];
    const verified: Handler<VerifiedEvent>[] = [];
    app.decorate('accountHooks', {
      onRegistered: (handler: Handler<RegisteredEvent>) => void registered.push(handler),
      onEmailVerified: (handler: Handler<VerifiedEvent>) => void verified.push(handler),
      async fireRegistered(tx: Tx, event: RegisteredEvent) {
        for (const handler of registered) await handler(tx, event);
      },
      async fireEmailVerified(tx: Tx, event: VerifiedEvent) {
        for (const handler of verified) await handler(tx, event);
      },
    });
  },
  { name: 'account-hooks' },
);
