import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper.js';
import { createUser, draft, type TestUser } from '../../test/rewrite-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ENGINE_THREADS: '2' });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.database.reset());

async function rewrite(user: TestUser, text: string, options: object = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/deleteai',
    headers: user.headers,
    payload: { text, options },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: user.headers });

describe('history', () => {
  it('lists past rewrites newest first, paged, with previews', async () => {
    const user = await createUser(ctx.app, 5000);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await rewrite(user, draft(20 + i), { mode: 'casual' })).rewrite_id);
    const page = (await get(user, '/history?page=1&page_size=2')).json();
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(page.items.map((item: { id: number }) => item.id)).toEqual([ids[2], ids[1]]);
    expect(page.items[0]).toMatchObject({ words: 22, options: { mode: 'casual' } });
    expect(page.items[0].input_preview.length).toBeLessThanOrEqual(160);
    expect(page.items[0].output_preview.length).toBeGreaterThan(0);
    const second = (await get(user, '/history?page=2&page_size=2')).json();
    expect(second.items.map((item: { id: number }) => item.id)).toEqual([ids[0]]);
    expect((await get(user, '/history?page=0')).statusCode).toBe(200);
    expect((await get(user, '/history?page_size=abc')).statusCode).toBe(422);
  });

  it('is private: other users get 404', async () => {
    const owner = await createUser(ctx.app, 5000);
    const other = await createUser(ctx.app, 5000);
    const { rewrite_id: id } = await rewrite(owner, draft(20));
    expect((await get(other, `/history/${id}`)).statusCode).toBe(404);
    expect((await get(other, `/history/${id}/download?format=txt`)).statusCode).toBe(404);
    const removal = await ctx.app.inject({ method: 'DELETE', url: `/history/${id}`, headers: other.headers });
    expect(removal.statusCode).toBe(404);
    expect((await get(other, '/history')).json().total).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/history' })).statusCode).toBe(401);
  });

  it('deletes a rewrite and every copy of its texts', async () => {
    const user = await createUser(ctx.app, 5000);
    const text = draft(700);
    const { rewrite_id: id, job_id: jobId } = await rewrite(user, text, { keep: ['pivotal role'] });
    // POST /deleteai runs the built-in engine on the whole text: one segment.
    expect(await ctx.database.query('SELECT 1 FROM job_segments WHERE job_id = $1', [jobId])).toHaveLength(1);
    const removal = await ctx.app.inject({ method: 'DELETE', url: `/history/${id}`, headers: user.headers });
    expect(removal.statusCode).toBe(204);
    expect((await get(user, `/history/${id}`)).statusCode).toBe(404);
    expect(await ctx.database.query('SELECT 1 FROM rewrites')).toEqual([]);
    expect(await ctx.database.query('SELECT 1 FROM job_segments')).toEqual([]);
    const [job] = await ctx.database.query<{ options: unknown }>('SELECT options FROM jobs WHERE id = $1', [
      jobId,
    ]);
    expect(JSON.stringify(job?.options)).not.toContain('pivotal');
    const view = (await get(user, `/jobs/${jobId}`)).json();
    expect(view).toMatchObject({ status: 'succeeded' });
    expect(view.result).toBeUndefined();
  });

  it('downloads .txt, .docx and a readable change log, with safe names and no live script', async () => {
    const user = await createUser(ctx.app, 5000);
    const text = `${draft(40)}\n\nIt is important to note that <script>alert("x")</script> must stay inert.`;
    const { rewrite_id: id, text: output, changes } = await rewrite(user, text);

    // A pasted text is named by when it was rewritten, in the writer's time zone (Shanghai: UTC+8, no DST).
    const { created_at: createdAt } = (await get(user, `/history/${id}`)).json();
    const local = new Date(Date.parse(createdAt) + 8 * 3600_000).toISOString();
    const stamp = `${local.slice(0, 10)}-${local.slice(11, 13)}${local.slice(14, 16)}`;
    const txt = await get(user, `/history/${id}/download?format=txt&tz=Asia/Shanghai`);
    expect(txt.statusCode).toBe(200);
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.headers['content-disposition']).toBe(
      `attachment; filename="rewrite-${stamp}.txt"; filename*=UTF-8''rewrite-${stamp}.txt`,
    );
    const utc = `${createdAt.slice(0, 10)}-${createdAt.slice(11, 13)}${createdAt.slice(14, 16)}`;
    const unknownZone = await get(user, `/history/${id}/download?tz=Europe%2FNowhere%0d%0aX:1`);
    expect(unknownZone.headers['content-disposition']).toContain(`filename="rewrite-${utc}.txt"`);
    expect(txt.headers['x-content-type-options']).toBe('nosniff');
    expect(txt.body).toBe(output);

    const docx = await get(user, `/history/${id}/download?format=docx`);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toMatch(
      /^attachment; filename="rewrite-\d{4}-\d\d-\d\d-\d{4}\.docx"/,
    );
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const log = await get(user, `/history/${id}/download?format=changelog`);
    expect(log.statusCode).toBe(200);
    expect(log.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(log.headers['content-disposition']).toMatch(
      /filename="rewrite-\d{4}-\d\d-\d\d-\d{4}-changes\.md"/,
    );
    expect(log.body).toMatch(/^# Change log: rewrite-\d{4}-\d\d-\d\d-\d{4}\n/);
    expect(log.body).toContain('## Disclosure');
    expect(log.body).toContain(`## Changes`);
    expect(log.body).toMatch(/1\. Paragraph 1, sentence 1 /);
    expect(log.body).toContain(`   - Why: `);

    // In Chinese: the labels and reasons, not the quoted text, follow the reader's language.
    const zh = await get(user, `/history/${id}/download?format=changelog&lang=zh`);
    expect(zh.statusCode).toBe(200);
    expect(zh.body).toContain('## 使用说明');
    expect(zh.body).toMatch(/1\. 第 1 段，第 1 句/);
    expect(zh.body).toMatch(/ {3}- 原因：\S*[\u4e00-\u9fff]/);
    expect(zh.body).not.toContain('Paragraph');
    expect((await get(user, `/history/${id}/download?format=changelog&lang=fr`)).statusCode).toBe(422);
    expect(changes.length).toBeGreaterThan(0);
    expect(log.body).not.toMatch(/<script/i);

    expect((await get(user, `/history/${id}/download?format=pdf`)).statusCode).toBe(422);
    expect((await get(user, '/history/999999/download')).statusCode).toBe(404);
  });
});
