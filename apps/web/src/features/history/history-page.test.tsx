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

/** A fake GET /history over `ids`, honouring page and page_size, with DELETE removing one. */
function fakeHistory(initial: number[]) {
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
  return { requested };
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
