import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper.js';
import { balance, createUser, draft } from '../../test/rewrite-helpers.js';

// Queue mechanics with injected failures: a stand-in worker file replaces the engine in this file only.
const STAND_IN = fileURLToPath(new URL('../../test/fixtures/stand-in-engine.mjs', import.meta.url));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ENGINE_THREADS: '2', ENGINE_WORKER_FILE: STAND_IN });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.database.reset());

/** A long text whose third segment carries `marker`. */
function textWith(marker: string): string {
  const paragraphs = draft(1500, 5).split('\n\n');
  paragraphs[8] = `${paragraphs[8]} ${marker} ${randomUUID()}.`;
  return paragraphs.join('\n\n');
}

const longText = (headers: Record<string, string>, text: string) =>
  ctx.app.inject({ method: 'POST', url: '/deleteai/long-text', headers, payload: { text } });

describe('worker failures', () => {
  it('retries a segment whose worker thread died, and charges once', async () => {
    const user = await createUser(ctx.app, 5000);
    const text = textWith('CRASH-ONCE');
    const response = await longText(user.headers, text);
    expect(response.statusCode).toBe(200);
    expect(response.json().text).toBe(text);
    const attempts = await ctx.database.query<{ attempts: number }>(
      'SELECT attempts FROM job_segments WHERE attempts > 1',
    );
    expect(attempts).toEqual([{ attempts: 2 }]);
    const words = response.json().summary.wordsIn;
    expect(await balance(ctx.app, user.id)).toBe(5000 - words);
    expect(await ctx.app.ledger.mismatches()).toEqual([]);
  });

  it('fails a job whose segment keeps killing its worker, and refunds it exactly once', async () => {
    const user = await createUser(ctx.app, 5000);
    const response = await longText(user.headers, textWith('CRASH-ALWAYS'));
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('rewrite_failed');
    expect(await balance(ctx.app, user.id)).toBe(5000);
    const [job] = await ctx.database.query<{ id: string; status: string; error: string }>(
      'SELECT id, status, error FROM jobs',
    );
    expect(job?.status).toBe('failed');
    const [segment] = await ctx.database.query<{ attempts: number }>(
      "SELECT attempts FROM job_segments WHERE status <> 'done' ORDER BY attempts DESC LIMIT 1",
    );
    expect(segment?.attempts).toBe(3);
    const refunds = await ctx.database.query('SELECT id FROM ledger_entries WHERE kind = $1', ['refund']);
    expect(refunds).toHaveLength(1);
    const view = await ctx.app.inject({ method: 'GET', url: `/jobs/${job!.id}`, headers: user.headers });
    expect(view.json()).toMatchObject({ status: 'failed', error: expect.stringContaining('refunded') });
    expect(view.json().result).toBeUndefined();
    // Failing it again (a late delivery) changes nothing.
    expect(await ctx.app.jobs.end(job!.id, 'failed', 'again')).toBe(false);
    expect(await balance(ctx.app, user.id)).toBe(5000);
    expect(await ctx.app.ledger.mismatches()).toEqual([]);
  });

  it('treats a malformed engine result as a failure', async () => {
    const user = await createUser(ctx.app, 5000);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/deleteai',
      headers: user.headers,
      payload: { text: `${draft(30)} GARBAGE` },
    });
    expect(response.statusCode).toBe(500);
    expect(await balance(ctx.app, user.id)).toBe(5000);
  });
});
