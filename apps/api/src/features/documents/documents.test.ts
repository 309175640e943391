import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import mammoth from 'mammoth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper.js';
import { balance, createUser, draft, parseEvents } from '../../test/rewrite-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ENGINE_THREADS: '2', UPLOAD_LIMIT_BYTES: String(2 * 1024 * 1024) });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.database.reset());

/** A multipart/form-data body with one file and optional text fields. */
function form(
  file: { name: string; bytes: Buffer; type?: string } | undefined,
  fields: Record<string, string> = {},
) {
  const boundary = `----ww${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  headers: Record<string, string>,
  file: Parameters<typeof form>[0],
  fields?: Record<string, string>,
) {
  const body = form(file, fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/documents',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** A document of about `words` words: a title, then sections with a heading and paragraphs each. */
function sections(words: number): { heading: string; paragraphs: string[] }[] {
  const paragraphs = draft(words, 5).split('\n\n');
  const result: { heading: string; paragraphs: string[] }[] = [];
  for (let i = 0; i < paragraphs.length; i += 6) {
    result.push({
      heading: `Section ${result.length + 1}: findings`,
      paragraphs: paragraphs.slice(i, i + 6),
    });
  }
  return result;
}

async function follow(jobId: string, headers: Record<string, string>) {
  const stream = await ctx.app.inject({ method: 'GET', url: `/jobs/${jobId}/events`, headers });
  return parseEvents(stream.body);
}

describe('POST /documents', () => {
  it('rewrites a 50,000-word .docx as a job, keeps headings, streams progress and downloads as .docx', async () => {
    const user = await createUser(ctx.app, 60_000);
    const parts = sections(50_000);
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Annual review', heading: HeadingLevel.HEADING_1 }),
            ...parts.flatMap((part) => [
              new Paragraph({ text: part.heading, heading: HeadingLevel.HEADING_2 }),
              ...part.paragraphs.map((text) => new Paragraph(text)),
            ]),
          ],
        },
      ],
    });
    const bytes = await Packer.toBuffer(document);
    const response = await upload(user.headers, { name: 'Annual review.docx', bytes }, { language: 'en' });
    expect(response.statusCode).toBe(202);
    const { job_id: jobId, words, segments_total: total } = response.json();
    // Heading words are charged too (one credit per word of the document), heading markers are not.
    const headingWords = 2 + parts.length * 3;
    expect(words).toBe(50_000 + headingWords);
    expect(total).toBeGreaterThan(100);
    expect(await balance(ctx.app, user.id)).toBe(60_000 - words);

    const events = await follow(jobId, user.headers);
    const progress = events.filter((event) => event.event === 'progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.data).toEqual({ segments_done: total, segments_total: total });
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const result = done.data as { text: string; paraphrasedContent: string; rewrite_id: number };
    expect(result.text.startsWith('# Annual review\n\n## Section 1: findings\n\n')).toBe(true);
    expect(result.paraphrasedContent).toContain('<h2>Section 2: findings</h2>');

    const download = await ctx.app.inject({
      method: 'GET',
      url: `/history/${result.rewrite_id}/download?format=docx`,
      headers: user.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('filename="Annual-review-rewritten.docx"');
    const html = (await mammoth.convertToHtml({ buffer: download.rawPayload })).value;
    expect(html).toContain('<h1>Annual review</h1>');
    expect(html).toContain(`<h2>Section ${parts.length}: findings</h2>`);
    expect(await ctx.app.ledger.mismatches()).toEqual([]);
  }, 300_000);

  it('rewrites a 50,000-word .txt with paragraphs intact', async () => {
    const user = await createUser(ctx.app, 60_000);
    const text = draft(50_000, 5);
    const response = await upload(user.headers, { name: 'notes.txt', bytes: Buffer.from(text) });
    expect(response.statusCode).toBe(202);
    const events = await follow(response.json().job_id, user.headers);
    expect(events.some((event) => event.event === 'progress')).toBe(true);
    const result = events.at(-1)!.data as { text: string };
    expect(result.text.split('\n\n')).toHaveLength(text.split('\n\n').length);
    expect(await balance(ctx.app, user.id)).toBe(10_000);
  }, 300_000);

  it('keeps Markdown headings and code as written', async () => {
    const user = await createUser(ctx.app, 5000);
    const markdown = `# Plan\n\n${draft(60)}\n\n## Code\n\n\`\`\`\nleverage(utilize)\n\`\`\`\n\n${draft(40)}`;
    const response = await upload(user.headers, { name: 'plan.md', bytes: Buffer.from(markdown) });
    const done = (await follow(response.json().job_id, user.headers)).at(-1)!;
    const result = done.data as { text: string };
    expect(result.text).toMatch(/^# Plan\n\n/);
    expect(result.text).toContain('## Code\n\n```\nleverage(utilize)\n```');
  });

  it('rejects other types, empty, binary, invalid UTF-8, corrupt and oversized files with clear 4xx', async () => {
    const user = await createUser(ctx.app, 5000);
    const cases: { file?: Parameters<typeof form>[0]; status: number; code?: string }[] = [
      {
        file: { name: 'photo.png', bytes: Buffer.from('not really') },
        status: 415,
        code: 'unsupported_file_type',
      },
      { file: { name: 'empty.txt', bytes: Buffer.alloc(0) }, status: 422, code: 'empty_file' },
      { file: { name: 'spaces.txt', bytes: Buffer.from('   \n\n  ') }, status: 422, code: 'empty_file' },
      {
        file: { name: 'bin.txt', bytes: Buffer.from([0x41, 0x00, 0x42, 0x43]) },
        status: 422,
        code: 'binary_file',
      },
      {
        file: { name: 'latin1.txt', bytes: Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20]) },
        status: 422,
        code: 'invalid_encoding',
      },
      { file: { name: 'fake.docx', bytes: Buffer.from(draft(30)) }, status: 422, code: 'invalid_docx' },
      {
        file: { name: 'broken.docx', bytes: Buffer.from('PK\u0003\u0004garbage garbage') },
        status: 422,
        code: 'invalid_docx',
      },
      { file: { name: 'short.txt', bytes: Buffer.from('too short') }, status: 422, code: 'too_few_words' },
      { file: { name: 'huge.txt', bytes: Buffer.alloc(3 * 1024 * 1024, 'a ') }, status: 413 },
      { file: undefined, status: 422, code: 'missing_file' },
    ];
    for (const { file, status, code } of cases) {
      const response = await upload(user.headers, file);
      expect(response.statusCode, file?.name).toBe(status);
      expect(typeof response.json().detail).toBe('string');
      if (code) expect(response.json().code, file?.name).toBe(code);
    }
    const options = await upload(
      user.headers,
      { name: 'a.txt', bytes: Buffer.from(draft(30)) },
      { options: '{"mode":' },
    );
    expect(options.json()).toMatchObject({ code: 'invalid_options' });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/documents',
      headers: user.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await balance(ctx.app, user.id)).toBe(5000);
    expect(await ctx.database.query('SELECT id FROM jobs')).toEqual([]);
  });

  it('charges the whole document up front and answers 402 when it does not fit', async () => {
    const user = await createUser(ctx.app, 100);
    const response = await upload(user.headers, { name: 'a.txt', bytes: Buffer.from(draft(101)) });
    expect(response.statusCode).toBe(402);
    expect(response.json().detail).toBe("You don't have enough credits. Please subscribe.");
  });
});
