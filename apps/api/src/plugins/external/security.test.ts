import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper.js';

const client = fileURLToPath(new URL('../../../../web/dist/client', import.meta.url));
const built = existsSync(`${client}/index.html`);
const LIMIT = 5;

// Needs `npm run build -w apps/web`; `npm test` builds first.
describe.skipIf(!built)('global rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMIT_GLOBAL_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => ctx?.close());

  const get = (url: string, remoteAddress = '203.0.113.7') =>
    ctx.app.inject({ method: 'GET', url, remoteAddress });

  it('never refuses the web app’s static files, however many page loads one address makes', async () => {
    const script = readdirSync(`${client}/assets`).find((name) => name.endsWith('.js'));
    const style = readdirSync(`${client}/assets`).find((name) => name.endsWith('.css'));
    const files = ['/theme.js', '/language.js', '/favicon.svg', `/assets/${script}`, `/assets/${style}`];
    for (let load = 0; load < LIMIT * 3; load += 1) {
      for (const file of files) expect((await get(file)).statusCode, file).toBe(200);
    }
  });

  it('still limits the API', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < LIMIT; call += 1)
      statuses.push((await get('/plans', '203.0.113.8')).statusCode);
    expect(statuses).toEqual(Array(LIMIT).fill(200));
    const refused = await get('/plans', '203.0.113.8');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ detail: 'Too many requests, please try again later' });
  });
});
