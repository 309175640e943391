import { describe, expect, it } from 'vitest';
import { changelog, contentDisposition, downloadName, localStamp } from './render.js';

// 2025-03-14 09:30 UTC; Berlin is UTC+1 then (before the March change), Shanghai UTC+8.
const created = new Date('2025-03-14T09:30:00Z');

describe('download names', () => {
  it('names a pasted text by when it was rewritten, in the writer time zone', () => {
    expect(downloadName(null, created, 'txt', 'Asia/Shanghai')).toEqual({
      full: 'rewrite-2025-03-14-1730.txt',
      ascii: 'rewrite-2025-03-14-1730.txt',
    });
    expect(downloadName(null, created, 'docx', 'Europe/Berlin').ascii).toBe('rewrite-2025-03-14-1030.docx');
    expect(downloadName(null, created, 'changelog').ascii).toBe('rewrite-2025-03-14-0930-changes.md');
    // Summer time applies to the date of the rewrite, not to today's offset.
    expect(localStamp(new Date('2025-07-01T22:05:00Z'), 'Europe/Berlin')).toBe('2025-07-02-0005');
    expect(localStamp(created, 'Mars/Olympus_Mons')).toBe('2025-03-14-0930');
  });

  it("keeps a document's own name, with an ASCII fallback", () => {
    expect(downloadName('Annual review.docx', created, 'docx')).toEqual({
      full: 'Annual review-rewritten.docx',
      ascii: 'Annual-review-rewritten.docx',
    });
    expect(downloadName('Café notes.md', created, 'changelog')).toEqual({
      full: 'Café notes-changes.md',
      ascii: 'Cafe-notes-changes.md',
    });
    // Nothing ASCII is left of a Chinese name: the fallback is the dated name.
    expect(downloadName('年度报告.docx', created, 'txt', 'Asia/Shanghai')).toEqual({
      full: '年度报告-rewritten.txt',
      ascii: 'rewrite-2025-03-14-1730-rewritten.txt',
    });
  });

  it('never lets a name carry a path, quote or header', () => {
    const name = downloadName('..\\../<b>"x"</b>; x=y\r\nSet-Cookie: a=b.txt', created, 'txt');
    expect(name.full).not.toMatch(/[\\/"<>\r\n]/);
    const header = contentDisposition(name);
    expect(header).toMatch(/^attachment; filename="[A-Za-z0-9._-]+"; filename\*=UTF-8''[A-Za-z0-9._%-]+$/);
    expect(contentDisposition(downloadName("It's (mine)!.txt", created, 'txt'))).toBe(
      `attachment; filename="It-s-mine-rewritten.txt"; filename*=UTF-8''It%27s%20%28mine%29%21-rewritten.txt`,
    );
  });
});

describe('change log settings line', () => {
  const log = (language: 'en' | 'zh', options: Record<string, unknown>) =>
    changelog({
      name: 'essay',
      createdAt: created,
      input: 'One sentence here.',
      options,
      changes: [],
      summary: {},
      language,
    });
  const options = { mode: 'academic', strength: 'strong', variant: 'uk', engine: 'builtin' };

  it('names the options in Chinese in the Chinese log, as the workspace does', () => {
    expect(log('zh', options)).toContain('模式：学术；强度：深度；英语变体：英式英语；引擎：内置引擎。');
    expect(log('zh', { ...options, mode: 'standard', strength: 'medium', variant: 'us' })).toContain(
      '模式：标准；强度：中度；英语变体：美式英语；引擎：内置引擎。',
    );
  });

  it('names them in English in the English log', () => {
    expect(log('en', options)).toContain(
      'Mode: Academic; strength: Strong; English variant: UK; engine: built-in.',
    );
  });

  it('shows a value it has no name for as stored, escaped like other quoted text', () => {
    expect(log('zh', { ...options, engine: 'my_engine' })).toContain('引擎：my\\_engine。');
    expect(log('zh', { ...options, engine: 'toString' })).toContain('引擎：toString。');
  });
});
