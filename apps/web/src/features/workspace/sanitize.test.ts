import { describe, expect, it } from 'vitest';
import { groupBySize, htmlChunks, sanitizeRewriteHtml } from './sanitize';

describe('sanitizeRewriteHtml', () => {
  it('keeps paragraphs and change marks', () => {
    const html = '<p>We <mark class="ww-change" data-edit="0" title="Plainer word">use</mark> it.</p>';
    expect(sanitizeRewriteHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers and unknown tags', () => {
    const html =
      '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><mark class="evil" onmouseover="x" data-edit="2">a</mark></p>';
    const clean = sanitizeRewriteHtml(html);
    expect(clean).toBe('<p>Hi<mark class="ww-change" data-edit="2">a</mark></p>');
  });

  it('escapes a stray angle bracket in text', () => {
    expect(sanitizeRewriteHtml('<p>a <b</p>')).not.toContain('<b');
  });

  it('keeps attribute values escaped', () => {
    expect(sanitizeRewriteHtml('<mark title="a &quot;b&quot; &lt;c&gt; & d">x</mark>')).toBe(
      '<mark class="ww-change" title="a &quot;b&quot; &lt;c&gt; &amp; d">x</mark>',
    );
  });

  it("gives each change the reader's tooltip when one is known, escaped, and keeps the server's otherwise", () => {
    const html =
      '<p><mark data-edit="0" title="Plainer word.">use</mark> <mark data-edit="1" title="Cut.">x</mark></p>';
    const zh = (edit: number) => (edit === 0 ? '换成更平实的词 "<b>"' : undefined);
    expect(sanitizeRewriteHtml(html, zh)).toBe(
      '<p><mark class="ww-change" data-edit="0" title="换成更平实的词 &quot;&lt;b&gt;&quot;">use</mark> ' +
        '<mark class="ww-change" data-edit="1" title="Cut.">x</mark></p>',
    );
  });
});

describe('drawing a long text in pieces', () => {
  it('groups parts in order into runs of at least the given size', () => {
    expect(groupBySize(['aaa', 'bb', 'c', 'dddd', 'e'], 4)).toEqual([['aaa', 'bb'], ['c', 'dddd'], ['e']]);
    expect(groupBySize([], 4)).toEqual([]);
  });

  it('cuts markup only after a paragraph ends, and the pieces join back into it', () => {
    const html =
      '<p>One <mark class="ww-change" data-edit="0">two</mark>.</p><p>Three<br>four.</p><p>Five.</p>';
    const chunks = htmlChunks(html, 20);
    expect(chunks).toEqual([
      '<p>One <mark class="ww-change" data-edit="0">two</mark>.</p>',
      '<p>Three<br>four.</p>',
      '<p>Five.</p>',
    ]);
    expect(chunks.join('')).toBe(html);
    expect(htmlChunks(html, 1_000)).toEqual([html]);
  });
});
