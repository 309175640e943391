import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper.js';
import { withChinese, ZH } from './openapi-zh.js';

interface Described {
  summary?: string;
  description?: string;
  'x-zh'?: { summary?: string; description?: string };
}
interface Operation extends Described {
  parameters?: (Described & { in: string; name: string })[];
  responses?: Record<string, Described>;
}
interface Document {
  info: Described;
  paths: Record<string, Record<string, Operation>>;
}

/** Every English text of the document that the /api page shows, where it stands and its Chinese twin. */
function texts(doc: Document) {
  const found: { where: string; english: string; chinese: string | undefined }[] = [];
  const visit = (where: string, holder: Described, fields: ('summary' | 'description')[]) => {
    for (const field of fields) {
      const english = holder[field];
      if (english) found.push({ where: `${where} ${field}`, english, chinese: holder['x-zh']?.[field] });
    }
  };
  visit('info', doc.info, ['description']);
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const at = `${method.toUpperCase()} ${path}`;
      visit(at, operation, ['summary', 'description']);
      for (const parameter of operation.parameters ?? []) {
        visit(`${at} ${parameter.in} parameter ${parameter.name}`, parameter, ['description']);
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        visit(`${at} response ${status}`, response, ['description']);
      }
    }
  }
  return found;
}

/** Where in `value` an x-zh object stands, as dotted paths. */
function twinPlaces(value: unknown, at = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'x-zh' ? [at] : twinPlaces(child, `${at}.${key}`),
  );
}

let ctx: TestContext;
let doc: Document;
beforeAll(async () => {
  ctx = await createTestContext();
  const response = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});
afterAll(() => ctx.close());

describe('the OpenAPI document in Chinese', () => {
  it('gives every English summary and description a Chinese twin (x-zh)', () => {
    const all = texts(doc);
    expect(all.length).toBeGreaterThan(100);
    const missing = all
      .filter((text) => !text.chinese?.trim())
      .map((text) => `${text.where}: ${text.english}`);
    // A new or reworded English text needs its entry in ZH (apps/api/src/plugins/external/openapi-zh.ts).
    expect(missing).toEqual([]);
    const notChinese = all.filter((text) => !/\p{Script=Han}/u.test(text.chinese ?? '')).map((t) => t.where);
    expect(notChinese).toEqual([]);
  });

  it('keeps no twin whose English text the document no longer has', () => {
    const used = new Set(texts(doc).map((text) => text.english));
    expect(Object.keys(ZH).filter((english) => !used.has(english))).toEqual([]);
  });

  it('leaves the English texts and the schemas as generated', () => {
    const original = { summary: 'Deleted', description: 'Not in the table', responses: {} };
    const document = { info: { title: 'T' }, paths: { '/x': { get: original } } };
    const translated = withChinese(document);
    expect(translated.paths['/x'].get).toEqual({ ...original, 'x-zh': { summary: ZH.Deleted } });
    expect(document.paths['/x'].get).not.toHaveProperty('x-zh');
    expect(twinPlaces(doc).filter((place) => /\.(schema|content|requestBody)\b/.test(place))).toEqual([]);
    expect(doc.paths['/history/{id}']?.delete).toMatchObject({
      summary: 'Delete a past rewrite; its texts are removed from the server',
      'x-zh': { summary: '删除一条改写记录；其文本会从服务器上移除' },
    });
  });
});
