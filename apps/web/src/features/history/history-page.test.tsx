import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithApp } from '../../test/render';
import { normalize } from './api';
import HistoryPage from './history-page';
import { clampPage, focusIndexAfterDelete, pageCount, pageRange } from './pagination';

afterEach(() => vi.unstubAllGlobals());

describe('history pagination helpers', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(101, 20)).toBe(6);
  });

  it('clamps a page that no longer exists to the last one', () => {
    expect(clampPage(3, 40, 20)).toBe(2); // the only item of page 3 was deleted
    expect(clampPage(2, 0, 20)).toBe(1);
    expect(clampPage(0, 50, 20)).toBe(1);
    expect(clampPage(2, 50, 20)).toBe(2);
  });

  it('gives the shown range', () => {
    expect(pageRange(1, 53, 20)).toEqual({ from: 1, to: 20 });
    expect(pageRange(3, 53, 20)).toEqual({ from: 41, to: 53 });
    expect(pageRange(1, 0, 20)).toEqual({ from: 0, to: 0 });
  });

  it('picks the next item, else the previous one, else the heading after a delete', () => {
    expect(focusIndexAfterDelete(0, 5)).toBe(0);
    expect(focusIndexAfterDelete(4, 4)).toBe(3);
    expect(focusIndexAfterDelete(0, 0)).toBeNull();
  });

  it('reads the document name of uploads', () => {
    expect(normalize({ id: 1, source_name: 'thesis.docx' }).sourceName).toBe('thesis.docx');
    expect(normalize({ id: 2, source_name: null }).sourceName).toBeNull();
  });
});

function item(id: number) {
  return {
    id,
    created_at: '2025-01-02T03:04:05.000Z',
    words: 12345,
    options: { mode: 'standard' },
    source_name: id === 1 ? 'report.docx' : null,
    input_preview: `input ${id}`,
    output_preview: `output ${id}`,
  };
}

/**
 * A fake GET /history over `ids`, honouring page and page_size, with DELETE removing one; GET /history/{id}
 * answers with `entries[id]`.
 */
function fakeHistory(initial: number[], entries: Record<number, object> = {}) {
  let ids = [...initial];
  const requested: string[] = [];
  const fetchMock = mockFetch({});
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test');
    if ((init?.method ?? 'GET') === 'DELETE') {
      const id = Number(url.pathname.split('/').pop());
      ids = ids.filter((value) => value !== id);
      return new Response(null, { status: 204 });
    }
    const entry = entries[Number(/^\/history\/(\d+)$/.exec(url.pathname)?.[1])];
    if (entry) {
      requested.push(url.pathname);
      return jsonResponse(entry);
    }
    if (url.pathname === '/history') {
      requested.push(url.search);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 20);
      return jsonResponse({
        items: ids.slice((page - 1) * size, page * size).map(item),
        total: ids.length,
        page,
        page_size: size,
      });
    }
    throw new Error(`Unexpected fetch ${url.pathname}`);
  });
  return { requested, fetchMock };
}

describe('history page', () => {
  it('pages through the history with Previous and Next', async () => {
    const { requested } = fakeHistory(Array.from({ length: 45 }, (_, index) => index + 1));
    renderWithApp(<HistoryPage />, { path: '/history' });
    expect(await screen.findByRole('heading', { name: /Rewrites 1–20 of 45/ })).toBeTruthy();
    expect(requested[0]).toContain('page=1');
    const nav = screen.getByRole('navigation', { name: 'History pages' });
    expect(within(nav).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Document: report.docx')).toBeTruthy();
    expect(screen.getAllByText(/12,345 words/).length).toBeGreaterThan(0);

    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    const heading = await screen.findByRole('heading', { name: /Rewrites 41–45 of 45/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(nav).getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('output 41')).toBeTruthy();
  });

  it('steps back a page when the last item of a page is deleted', async () => {
    fakeHistory(Array.from({ length: 21 }, (_, index) => index + 1));
    renderWithApp(<HistoryPage />, { path: '/history' });
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText('output 21');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const heading = await screen.findByRole('heading', { name: /Rewrites 1–20 of 20/ });
    expect(screen.queryByRole('navigation', { name: 'History pages' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('moves focus to the next item after a delete', async () => {
    fakeHistory([1, 2, 3]);
    renderWithApp(<HistoryPage />, { path: '/history' });
    await screen.findByText('output 1');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('output 1')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'Open' })[0]),
    );
  });
});

/** GET /history/{id} as apps/api answers it (HistoryEntrySchema): texts, marked HTML, changes and summary. */
function entry(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    job_id: null,
    created_at: '2025-01-02T03:04:05.000Z',
    words: 14,
    options: { mode: 'standard' },
    source_name: null,
    input: 'In order to succeed, it is important to note that we must utilize every tool.\n\nThanks.',
    text: 'To succeed, we must use every tool.\n\nThanks.',
    paraphrasedContent:
      '<p><mark class="ww-change" data-edit="0" title="Shorter">To succeed</mark>, we must ' +
      '<mark class="ww-change" data-edit="1" title="Plainer word">use</mark> every tool.</p><p>Thanks.</p>',
    changes: [
      {
        transform: 'phrase',
        rule: 'in-order-to',
        input: { start: 0, end: 19 },
        output: { start: 0, end: 10 },
        before: 'In order to succeed',
        after: 'To succeed',
        reason: {
          en: 'Shorter: "in order to" says no more than "to".',
          zh: '更简洁：“in order to”与“to”意思相同。',
        },
      },
      {
        transform: 'word',
        rule: 'utilize',
        input: { start: 58, end: 65 },
        output: { start: 20, end: 23 },
        before: 'utilize',
        after: 'use',
        reason: { en: 'Plainer word with the same meaning.', zh: '意思相同、更朴素的词。' },
      },
    ],
    summary: {
      wordsIn: 16,
      wordsOut: 8,
      wordsChanged: 9,
      changedShare: 0.56,
      phrasesRemoved: 2,
      readability: { before: 11.4, after: 6.2 },
      sentenceVariety: { before: 0.2, after: 0.5 },
      meaningChecksPassed: true,
    },
    ...overrides,
  };
}

/** Opens the only entry on the page and waits for its rewrite. */
async function openEntry() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
  await screen.findByTestId('rewrite-output');
}
const changeList = () => screen.getByRole('region', { name: /changes?$/ });
const summaryFigure = (label: string) =>
  within(screen.getByRole('region', { name: 'Summary' })).getByText(label).nextElementSibling?.textContent;

describe('an opened history entry', () => {
  it('shows the rewrite with every change highlighted and the change list with reasons', async () => {
    const { requested } = fakeHistory([1], { 1: entry(1) });
    renderWithApp(<HistoryPage />, { path: '/history' });
    await openEntry();
    expect(requested).toContain('/history/1');

    const marks = screen.getByTestId('rewrite-output').querySelectorAll('mark.ww-change');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['To succeed', 'use']);
    // The tooltip is the change's reason in the reader's language, as in the workspace.
    expect(marks[1]?.getAttribute('title')).toBe('Plainer word with the same meaning.');

    const list = changeList();
    expect(within(list).getByRole('heading', { name: '2 changes' })).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.querySelector('del')?.textContent).toBe('In order to succeed');
    expect(items[0]?.querySelector('ins')?.textContent).toBe('To succeed');
    expect(items[0]?.textContent).toContain('Shorter: "in order to" says no more than "to".');
    expect(items[1]?.textContent).toContain('Plainer word with the same meaning.');
    // Where: the paragraph of the original the change is in.
    expect(items[1]?.textContent).toContain('¶1');

    // Choosing a change marks its highlight as the current one.
    await userEvent.click(within(items[1] as HTMLElement).getByRole('button'));
    expect(screen.getByTestId('rewrite-output').querySelector('mark[aria-current="true"]')?.textContent).toBe(
      'use',
    );
  });

  it('takes the summary figures from the entry', async () => {
    fakeHistory([1], { 1: entry(1) });
    renderWithApp(<HistoryPage />, { path: '/history' });
    await openEntry();
    expect(summaryFigure('Words changed')).toBe('9');
    expect(summaryFigure('Formulaic phrases removed')).toBe('2');
    expect(summaryFigure('Changes')).toBe('2');
    expect(summaryFigure('Readability (grade)')).toBe('11.4 → 6.2');
    expect(summaryFigure('Sentence variety')).toBe('0.2 → 0.5');
    expect(summaryFigure('Meaning checks')).toBe('All passed');
  });

  it('says a rewrite with no changes needed none, as the workspace does', async () => {
    fakeHistory([1], {
      1: entry(1, {
        text: 'Already plain.',
        paraphrasedContent: '<p>Already plain.</p>',
        changes: [],
        summary: { wordsChanged: 0, phrasesRemoved: 0, meaningChecksPassed: false },
      }),
    });
    renderWithApp(<HistoryPage />, { path: '/history' });
    await openEntry();
    const list = changeList();
    expect(within(list).getByRole('heading', { name: '0 changes' })).toBeTruthy();
    expect(within(list).getByText('No changes were needed.')).toBeTruthy();
    expect(within(list).queryByRole('listitem')).toBeNull();
    expect(screen.getByTestId('rewrite-output').querySelector('mark')).toBeNull();
    expect(summaryFigure('Words changed')).toBe('0');
    expect(summaryFigure('Readability (grade)')).toBe('— → —');
    expect(summaryFigure('Meaning checks')).toBe('Some sentences kept as written');
  });

  it('shows the original side by side from the entry, with one copy button and one set of downloads', async () => {
    const { requested } = fakeHistory([1], { 1: entry(1) });
    renderWithApp(<HistoryPage />, { path: '/history' });
    await openEntry();
    expect(screen.getAllByRole('button', { name: 'Copy Content' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: '.txt' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: '.docx' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Change log' })).toHaveLength(1);
    // A past rewrite is read here, not redone.
    expect(screen.queryByRole('button', { name: 'Rewrite again' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Side by side' }));
    const compare = screen.getByRole('tabpanel', { name: 'Side by side' });
    const original = within(compare).getByRole('heading', { name: 'Original' }).parentElement as HTMLElement;
    expect([...original.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'In order to succeed, it is important to note that we must utilize every tool.',
      'Thanks.',
    ]);
    // The entry already carries the original: it is not read a second time.
    expect(requested.filter((path) => path === '/history/1')).toHaveLength(1);
  });

  it('downloads the entry from its own buttons', async () => {
    const { fetchMock } = fakeHistory([1], { 1: entry(1) });
    const download = vi.fn(() => new Response('text', { headers: { 'Content-Type': 'text/plain' } }));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      new URL(String(input), 'http://test').pathname.endsWith('/download') ? download() : answer(input, init),
    );
    // jsdom has no object URLs and does not follow a download link.
    class BlobUrl extends URL {
      static override createObjectURL = () => 'blob:x';
      static override revokeObjectURL = () => {};
    }
    vi.stubGlobal('URL', BlobUrl);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithApp(<HistoryPage />, { path: '/history' });
    await openEntry();
    await userEvent.click(screen.getByRole('button', { name: 'Change log' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://test');
    expect(url.pathname).toBe('/history/1/download');
    expect(url.searchParams.get('format')).toBe('changelog');
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    click.mockRestore();
  });

  it('gives the reasons in Chinese to a Chinese reader', async () => {
    fakeHistory([1], { 1: entry(1) });
    renderWithApp(<HistoryPage />, { path: '/history', language: 'zh' });
    await userEvent.click(await screen.findByRole('button', { name: '打开' }));
    await screen.findByTestId('rewrite-output');
    const list = screen.getByRole('region', { name: '2 处修改' });
    expect(within(list).getAllByRole('listitem')[1]?.textContent).toContain('意思相同、更朴素的词。');
  });
});
