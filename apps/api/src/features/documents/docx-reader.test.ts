import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { docxToText } from './convert.js';
import { DocxReadError, readDocxHtml } from './docx-reader.js';

const docx = async (...paragraphs: string[]) =>
  Packer.toBuffer(new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }] }));

describe('readDocxHtml (mammoth on its own thread)', () => {
  it('converts a document', async () => {
    const html = await readDocxHtml(await docx('First paragraph.', 'Second <b>one</b>.'));
    expect(html).toBe('<p>First paragraph.</p><p>Second &lt;b&gt;one&lt;/b&gt;.</p>');
  });

  it('reports a damaged archive as damaged', async () => {
    const bytes = await docx('Text.');
    const broken = Buffer.concat([bytes.subarray(0, 40), Buffer.alloc(200, 7)]);
    await expect(readDocxHtml(broken)).rejects.toEqual(new DocxReadError('damaged'));
  });

  it('abandons a conversion that outlives its deadline', async () => {
    const large = await docx(...Array.from({ length: 2000 }, (_, i) => `Paragraph ${i} of a long document.`));
    await expect(readDocxHtml(large, { timeoutMs: 1, maxHeapMb: 512 })).rejects.toEqual(
      new DocxReadError('too_large'),
    );
  });

  it('fails a document that inflates past the heap limit, and the process carries on', async () => {
    // 40 KB compressed, 20 MB of text inflated: mammoth's document model for it needs far more than 16 MiB.
    const bomb = await docx(...Array.from({ length: 40 }, () => 'word '.repeat(100_000)));
    await expect(readDocxHtml(bomb, { timeoutMs: 20_000, maxHeapMb: 16 })).rejects.toEqual(
      new DocxReadError('too_large'),
    );
    expect(await readDocxHtml(await docx('Still here.'))).toBe('<p>Still here.</p>');
  });

  it('gives the upload a clear 422 for each failure', async () => {
    await expect(docxToText(Buffer.from('not a zip'))).rejects.toMatchObject({
      statusCode: 422,
      code: 'invalid_docx',
    });
    const large = await docx(...Array.from({ length: 2000 }, (_, i) => `Paragraph ${i}.`));
    await expect(docxToText(large, { timeoutMs: 1, maxHeapMb: 512 })).rejects.toMatchObject({
      statusCode: 422,
      detail: 'The .docx document is too large or complex to read',
    });
  });
});
