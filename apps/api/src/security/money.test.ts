import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeDelivery } from '../test/account-fixtures.js';
import { createTestContext, onPostgres, type TestContext } from '../test/helper.js';
import { createUser, draft, type TestUser } from '../test/rewrite-helpers.js';
import { report, settle } from './support.js';

/**
 * A model-based test of the money paths: rewrites that succeed, fail (an engine that always throws),
 * are cancelled or retried with the same Idempotency-Key; Stripe grants (and their redeliveries); invite
 * redemptions; some of them issued concurrently. An in-memory model tracks what every balance must be;
 * after every command the database must agree, every balance must equal its ledger and none may be < 0.
 */

const WEBHOOK_SECRET = 'whsec_money_model';
const STARTER = { cents: 399, credits: 5000 };
const USERS = 3;

interface Model {
  balances: number[];
  /** Idempotency keys of rewrites that were charged, per user: a retry must not charge again. */
  keys: Map<string, { user: number; words: number }>;
  redeemed: Set<number>;
}

interface Real {
  users: TestUser[];
  codes: string[];
}

let ctx: TestContext;
let commandsRun = 0;
let requests = 0;

beforeAll(async () => {
  ctx = await createTestContext({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, ENGINE_THREADS: '1' });
  ctx.app.engines.register({
    name: 'always-fails',
    multilingual: false,
    rewrite: async () => {
      throw new Error('injected engine failure');
    },
  });
});
afterAll(async () => {
  report('money', { database: onPostgres ? 'postgres' : 'pglite', commandsRun, requests });
  await ctx.close();
});

async function inject(options: Parameters<TestContext['app']['inject']>[0]) {
  requests += 1;
  return ctx.app.inject(options as never);
}

async function check(model: Model, real: Real) {
  await settle(ctx.app);
  const rows = await ctx.database.query<{ id: string; left_credit: string }>(
    'SELECT id::text AS id, left_credit::text AS left_credit FROM users ORDER BY id',
  );
  const byId = new Map(rows.map((row) => [Number(row.id), Number(row.left_credit)]));
  real.users.forEach((user, index) => {
    expect(byId.get(user.id), `balance of user ${index}`).toBe(model.balances[index]);
  });
  for (const value of byId.values()) expect(value).toBeGreaterThanOrEqual(0);
  expect(await ctx.app.ledger.mismatches()).toEqual([]);
}

const rewrite = (user: TestUser, words: number, key?: string, engine?: string) =>
  inject({
    method: 'POST',
    url: '/deleteai',
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { text: draft(words), ...(engine ? { options: { engine } } : {}) },
  });

type Cmd = fc.AsyncCommand<Model, Real>;

class Submit implements Cmd {
  constructor(
    readonly user: number,
    readonly words: number,
    readonly keyed: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const key = this.keyed ? `k-${randomUUID()}` : undefined;
    const response = await rewrite(real.users[this.user]!, this.words, key);
    const fits = model.balances[this.user]! >= this.words;
    expect(response.statusCode, response.body).toBe(fits ? 200 : 402);
    if (fits) {
      model.balances[this.user]! -= this.words;
      if (key) model.keys.set(key, { user: this.user, words: this.words });
    }
    await check(model, real);
  }
  toString = () => `Submit(${this.user}, ${this.words}${this.keyed ? ', keyed' : ''})`;
}

class Retry implements Cmd {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.keys.size > 0;
  async run(model: Model, real: Real) {
    const keys = [...model.keys.entries()];
    const [key, { user, words }] = keys[this.pick % keys.length]!;
    // Three retries at once, as a flaky network would send them.
    const answers = await Promise.all([1, 2, 3].map(() => rewrite(real.users[user]!, words, key)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    await check(model, real);
  }
  toString = () => `Retry(${this.pick})`;
}

class Fail implements Cmd {
  constructor(
    readonly user: number,
    readonly words: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const response = await rewrite(real.users[this.user]!, this.words, undefined, 'always-fails');
    // Either refused up front for lack of credits, or charged, failed and refunded in full.
    expect(response.statusCode, response.body).toBe(model.balances[this.user]! >= this.words ? 500 : 402);
    expect(typeof response.json().detail).toBe('string');
    await check(model, real);
  }
  toString = () => `Fail(${this.user}, ${this.words})`;
}

class CancelLong implements Cmd {
  constructor(
    readonly user: number,
    readonly words: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const user = real.users[this.user]!;
    const started = await inject({
      method: 'POST',
      url: '/deleteai/long-text',
      headers: user.headers,
      payload: { text: draft(this.words), follow: true, max_words_per_segment: 20 },
    });
    if (model.balances[this.user]! < this.words) {
      expect(started.statusCode).toBe(402);
      return check(model, real);
    }
    expect(started.statusCode, started.body).toBe(202);
    const cancelled = await inject({
      method: 'POST',
      url: `/jobs/${started.json().job_id}/cancel`,
      headers: user.headers,
    });
    // A race with the worker: cancelled in time (refunded) or already finished (charged), never both.
    expect([200, 409]).toContain(cancelled.statusCode);
    await settle(ctx.app);
    const view = await inject({
      method: 'GET',
      url: `/jobs/${started.json().job_id}`,
      headers: user.headers,
    });
    const status = view.json().status as string;
    expect(['cancelled', 'succeeded']).toContain(status);
    if (status === 'succeeded') model.balances[this.user]! -= this.words;
    await check(model, real);
  }
  toString = () => `CancelLong(${this.user}, ${this.words})`;
}

class Burst implements Cmd {
  constructor(
    readonly user: number,
    readonly words: number[],
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const answers = await Promise.all(this.words.map((words) => rewrite(real.users[this.user]!, words)));
    let spent = 0;
    answers.forEach((answer, index) => {
      expect([200, 402], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 200) spent += this.words[index]!;
    });
    // Whatever the interleaving, never more than was there, and a refusal only when it did not fit.
    expect(spent).toBeLessThanOrEqual(model.balances[this.user]!);
    answers.forEach((answer, index) => {
      if (answer.statusCode === 402)
        expect(model.balances[this.user]! - spent).toBeLessThan(this.words[index]!);
    });
    model.balances[this.user]! -= spent;
    await check(model, real);
  }
  toString = () => `Burst(${this.user}, [${this.words}])`;
}

class Purchase implements Cmd {
  constructor(
    readonly user: number,
    readonly deliveries: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const id = randomUUID();
    const event = {
      id: `evt_${id}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: `cs_${id}`,
          object: 'checkout.session',
          mode: 'payment',
          status: 'complete',
          payment_status: 'paid',
          client_reference_id: String(real.users[this.user]!.id),
          customer: `cus_${id}`,
          amount_subtotal: STARTER.cents,
          amount_total: STARTER.cents,
          currency: 'usd',
          metadata: { plan_id: 'starter_monthly' },
        },
      },
    };
    // Stripe redelivers; some deliveries arrive at the same time.
    const answers = await Promise.all(
      Array.from({ length: this.deliveries }, () => inject(stripeDelivery(event, WEBHOOK_SECRET))),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    model.balances[this.user]! += STARTER.credits;
    await check(model, real);
  }
  toString = () => `Purchase(${this.user}, x${this.deliveries})`;
}

class Redeem implements Cmd {
  constructor(
    readonly invitee: number,
    readonly inviter: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const user = real.users[this.invitee]!;
    const url = `/invite/use?code=${encodeURIComponent(real.codes[this.inviter]!)}`;
    // Two redemptions at once: at most one may pay out.
    const answers = await Promise.all(
      [1, 2].map(() => inject({ method: 'POST', url, headers: user.headers })),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200).length;
    const allowed = this.invitee !== this.inviter && !model.redeemed.has(this.invitee);
    expect(ok, answers.map((answer) => answer.body).join(' | ')).toBe(allowed ? 1 : 0);
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
    if (allowed) {
      model.redeemed.add(this.invitee);
      model.balances[this.invitee]! += 1000;
      model.balances[this.inviter]! += 1000;
    }
    await check(model, real);
  }
  toString = () => `Redeem(${this.invitee} <- ${this.inviter})`;
}

const user = fc.integer({ min: 0, max: USERS - 1 });
const words = fc.integer({ min: 10, max: 400 });
const commands = [
  fc.tuple(user, words, fc.boolean()).map(([u, w, k]) => new Submit(u, w, k)),
  fc.nat().map((pick) => new Retry(pick)),
  fc.tuple(user, fc.integer({ min: 10, max: 60 })).map(([u, w]) => new Fail(u, w)),
  fc.tuple(user, fc.integer({ min: 60, max: 200 })).map(([u, w]) => new CancelLong(u, w)),
  fc.tuple(user, fc.array(words, { minLength: 2, maxLength: 4 })).map(([u, w]) => new Burst(u, w)),
  fc.tuple(user, fc.integer({ min: 1, max: 3 })).map(([u, n]) => new Purchase(u, n)),
  fc.tuple(user, user).map(([a, b]) => new Redeem(a, b)),
];

describe('credits under a generated sequence of money operations', () => {
  it('keep every balance equal to the model and to its ledger, never negative', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(commands, { maxCommands: 10 }),
        fc.array(fc.integer({ min: 0, max: 900 }), { minLength: USERS, maxLength: USERS }),
        async (cmds, starting) => {
          await settle(ctx.app);
          await ctx.database.reset();
          const users: TestUser[] = [];
          for (const credits of starting) users.push(await createUser(ctx.app, credits));
          const codes: string[] = [];
          for (const u of users) {
            const mine = await inject({ method: 'GET', url: '/invite/my-code', headers: u.headers });
            codes.push(mine.json().data.invite_code);
          }
          const model: Model = { balances: [...starting], keys: new Map(), redeemed: new Set() };
          await fc.asyncModelRun(() => ({ model, real: { users, codes } }), cmds);
          commandsRun += [...cmds].length;
        },
      ),
      { seed: 20_240_601, numRuns: Number(process.env.MONEY_RUNS ?? 12), endOnFailure: true },
    );
  });
});
