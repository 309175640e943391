import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithApp } from '../../test/render';
import ApiDocsPage from './api-docs-page';

afterEach(() => vi.unstubAllGlobals());

/** A small document shaped like the server's: English texts, each with its Chinese twin in `x-zh`. */
const document = {
  openapi: '3.1.0',
  info: { title: 'Wordwright API', version: '1.0.0' },
  paths: {
    '/history/{id}': {
      delete: {
        summary: 'Delete a past rewrite',
        description: 'Its texts are removed from the server.',
        'x-zh': { summary: '删除一条改写记录', description: '其文本会从服务器上移除。' },
        security: [{ bearer: [] }],
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            description: 'The rewrite id',
            'x-zh': { description: '改写记录的 ID' },
            schema: { type: 'integer' },
          },
        ],
        responses: {
          '204': { description: 'Deleted', 'x-zh': { description: '已删除' } },
          '404': { description: 'Default Response', 'x-zh': { description: '默认响应' } },
        },
      },
    },
    '/healthz': {
      // A text without a twin stays English on the Chinese page rather than disappearing.
      get: { summary: 'Liveness: the process is up', responses: { '200': { description: 'OK' } } },
    },
  },
};

function renderPage(language: 'en' | 'zh') {
  const fetchMock = mockFetch({ 'GET /openapi.json': () => jsonResponse(document) });
  renderWithApp(<ApiDocsPage />, { path: '/api', language });
  return fetchMock;
}

describe('API reference page', () => {
  it('shows the Chinese twins of the texts on the Chinese page', async () => {
    renderPage('zh');
    expect(await screen.findByText('删除一条改写记录')).toBeTruthy();
    expect(screen.getByText('其文本会从服务器上移除。')).toBeTruthy();
    expect(screen.getByText(/改写记录的 ID/)).toBeTruthy();
    expect(screen.getByText(/已删除/)).toBeTruthy();
    expect(screen.getByText(/默认响应/)).toBeTruthy();
    expect(screen.getByText('API 文档')).toBeTruthy();
    expect(screen.queryByText('Delete a past rewrite')).toBeNull();
    expect(screen.queryByText(/The rewrite id/)).toBeNull();
    expect(screen.queryByText(/Default Response/)).toBeNull();
    // Falls back to the English text when the server gave no twin.
    expect(screen.getAllByText('Liveness: the process is up').length).toBeGreaterThan(0);
  });

  it('shows the English texts on the English page', async () => {
    const fetchMock = renderPage('en');
    expect(await screen.findByText('Delete a past rewrite')).toBeTruthy();
    expect(screen.getByText('Its texts are removed from the server.')).toBeTruthy();
    expect(screen.getByText(/The rewrite id/)).toBeTruthy();
    expect(screen.getByText(/Deleted/)).toBeTruthy();
    expect(screen.getByText(/Default Response/)).toBeTruthy();
    expect(screen.queryByText(/删除一条改写记录|改写记录的 ID|已删除|默认响应/)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
