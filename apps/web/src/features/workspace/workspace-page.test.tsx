import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithApp, sampleUser, signedInEachTest } from '../../test/render';
import WorkspacePage from './workspace-page';

const job = (status: string, extra: Record<string, unknown> = {}) =>
  jsonResponse({
    id: 'j1',
    kind: 'document',
    status,
    segments_done: 1,
    segments_total: 4,
    words: 900,
    source_name: 'essay.docx',
    created_at: new Date().toISOString(),
    finished_at: null,
    ...extra,
  });

const result = {
  paraphrasedContent: '<p>The rewritten essay.</p>',
  text: 'The rewritten essay.',
  changes: [],
  summary: {},
  rewrite_id: 7,
  job_id: 'j1',
};

const location = () => screen.getByTestId('location').textContent;

signedInEachTest();

describe('following a job', () => {
  it('polls when the event stream fails and keeps ?job= until the job has ended', async () => {
    let reads = 0;
    mockFetch({
      'GET /users/me/': () => jsonResponse(sampleUser),
      'GET /jobs/j1': () => {
        reads += 1;
        return reads < 3 ? job('running') : job('succeeded', { result });
      },
      'GET /jobs/j1/events': () => jsonResponse({ detail: 'Bad gateway' }, 502),
      'GET /history/7': () =>
        jsonResponse({
          id: 7,
          input: 'The original essay text, long enough to be rewritten again from here.',
        }),
    });
    renderWithApp(<WorkspacePage />, { path: '/workspace?job=j1' });
    expect(await screen.findByText(/Connection interrupted/)).toBeTruthy();
    expect(location()).toBe('/workspace?job=j1');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(location()).toBe('/workspace'), { timeout: 3000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Connection interrupted/)).toBeNull();
    // The job says how long the original is, so Rewrite again is offered before that text is read.
    const again = await screen.findByRole('button', { name: 'Rewrite again' });
    expect((again as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText(/^Sentence variety is how much sentence lengths vary/)).toBeTruthy();
  });

  it('cancels a running job, says it was refunded and refreshes the credits', async () => {
    let cancelled = false;
    let meCalls = 0;
    let push: (chunk: string) => void = () => {};
    let close: () => void = () => {};
    const fetchMock = mockFetch({
      'GET /users/me/': () => {
        meCalls += 1;
        return jsonResponse(sampleUser);
      },
      'GET /jobs/j1': () =>
        job(cancelled ? 'cancelled' : 'running', cancelled ? { error: 'Cancelled by the user' } : {}),
      'GET /jobs/j1/events': () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              const encoder = new TextEncoder();
              push = (chunk) => controller.enqueue(encoder.encode(chunk));
              close = () => controller.close();
              push('event: progress\ndata: {"segments_done":1,"segments_total":4}\n\n');
            },
          }),
          { headers: { 'Content-Type': 'text/event-stream' } },
        ),
      'POST /jobs/j1/cancel': () => {
        cancelled = true;
        queueMicrotask(() => {
          push('event: error\ndata: {"status":"cancelled","detail":"Cancelled by the user"}\n\n');
          close();
        });
        return job('cancelled', { error: 'Cancelled by the user' });
      },
    });
    renderWithApp(<WorkspacePage />, { path: '/workspace?job=j1' });
    expect(await screen.findByText('1 of 4 segments done')).toBeTruthy();
    const before = meCalls;
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/Nothing was charged/)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/workspace'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(meCalls).toBeGreaterThan(before);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });
});

describe('reading a finished job once', () => {
  const original = 'The original essay text, long enough to be rewritten again from here.';
  const calls = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
    fetchMock.mock.calls.filter(([input, init]) => {
      const url = new URL(String(input), 'http://test');
      return (init?.method ?? 'GET') === 'GET' && url.pathname === path;
    }).length;

  it('draws the result from the job alone and reads the original only for the compare view', async () => {
    const fetchMock = mockFetch({
      'GET /users/me/': () => jsonResponse(sampleUser),
      'GET /jobs/j1': () => job('succeeded', { result }),
      'GET /history/7': () => jsonResponse({ id: 7, input: original, text: result.text }),
    });
    renderWithApp(<WorkspacePage />, { path: '/workspace?job=j1' });
    expect((await screen.findByTestId('rewrite-output')).textContent).toBe('The rewritten essay.');
    await waitFor(() => expect(location()).toBe('/workspace'));
    expect(calls(fetchMock, '/jobs/j1')).toBe(1);
    expect(calls(fetchMock, '/history/7')).toBe(0);

    await userEvent.click(screen.getByRole('tab', { name: 'Side by side' }));
    expect(await screen.findByText(original)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Changes highlighted' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Side by side' }));
    expect(screen.getByText(original)).toBeTruthy();
    expect(calls(fetchMock, '/history/7')).toBe(1);
  });

  it('says so when the original cannot be read, and reads it again on request', async () => {
    let reads = 0;
    mockFetch({
      'GET /users/me/': () => jsonResponse(sampleUser),
      'GET /jobs/j1': () => job('succeeded', { result }),
      'GET /history/7': () => {
        reads += 1;
        return reads === 1
          ? jsonResponse({ detail: 'Service unavailable' }, 503)
          : jsonResponse({ id: 7, input: original, text: result.text });
      },
    });
    renderWithApp(<WorkspacePage />, { path: '/workspace?job=j1' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Side by side' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The original text could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(original)).toBeTruthy();
  });

  it('Rewrite again reads the original of a job once and sends it', async () => {
    const sent: string[] = [];
    const fetchMock = mockFetch({
      'GET /users/me/': () => jsonResponse(sampleUser),
      'GET /jobs/j1': () => job('succeeded', { result }),
      'GET /history/7': () => jsonResponse({ id: 7, input: original, text: result.text }),
      'POST /deleteai': (init) => {
        sent.push(JSON.parse(String(init?.body)).text);
        return jsonResponse({ ...result, rewrite_id: 8 });
      },
    });
    renderWithApp(<WorkspacePage />, { path: '/workspace?job=j1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Rewrite again' }));
    await waitFor(() => expect(sent).toEqual([original]));
    expect(calls(fetchMock, '/history/7')).toBe(1);
    expect((screen.getByTestId('workspace-input') as HTMLTextAreaElement).value).toBe(original);
  });

  it('never reads back a long text this page sent', async () => {
    const text = Array.from({ length: 600 }, (_, i) => `word${i}`).join(' ');
    const fetchMock = mockFetch({
      'GET /users/me/': () => jsonResponse(sampleUser),
      'POST /deleteai/long-text': () => jsonResponse({ job_id: 'j1' }, 202),
      'GET /jobs/j1': () => job('succeeded', { result }),
    });
    renderWithApp(<WorkspacePage />, { path: '/workspace' });
    fireEvent.change(await screen.findByTestId('workspace-input'), { target: { value: text } });
    await userEvent.click(screen.getByTestId('workspace-submit'));
    await screen.findByTestId('rewrite-output');
    await userEvent.click(screen.getByRole('tab', { name: 'Side by side' }));
    expect(within(screen.getByRole('tabpanel')).getByText(text)).toBeTruthy();
    expect(calls(fetchMock, '/jobs/j1')).toBe(1);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/history'))).toBe(false);
  });
});

describe('not enough credits', () => {
  const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
  const refused = () => jsonResponse({ detail: "You don't have enough credits. Please subscribe." }, 402);

  it('says how many credits the text needs and how many are left, from a fresh balance', async () => {
    let meCalls = 0;
    mockFetch({
      'GET /users/me/': () => {
        meCalls += 1;
        // The cached balance is out of date: the refused rewrite reads it again.
        return jsonResponse({ ...sampleUser, left_credit: meCalls === 1 ? 4200 : 310 });
      },
      'POST /deleteai/long-text': refused,
    });
    renderWithApp(<WorkspacePage />, { path: '/workspace' });
    expect(await screen.findByText('4,200')).toBeTruthy();
    fireEvent.change(screen.getByTestId('workspace-input'), { target: { value: words(1240) } });
    await userEvent.click(screen.getByTestId('workspace-submit'));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe(
        "You don't have enough credits. Please subscribe. This text needs 1,240 credits; you have 310 left. See plans",
      ),
    );
    expect(within(alert).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('says so before sending when the balance on screen is short, and keeps the button off', async () => {
    mockFetch({ 'GET /users/me/': () => jsonResponse({ ...sampleUser, left_credit: 5 }) });
    renderWithApp(<WorkspacePage />, { path: '/workspace' });
    expect(await screen.findByText('5')).toBeTruthy();
    fireEvent.change(screen.getByTestId('workspace-input'), { target: { value: words(12) } });
    const note = await screen.findByTestId('workspace-credits-short');
    expect(note.textContent).toBe(
      "You don't have enough credits. Please subscribe. This text needs 12 credits; you have 5 left. See plans",
    );
    expect(within(note).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByTestId('workspace-submit').hasAttribute('disabled')).toBe(true);
  });

  it('says it in Chinese too', async () => {
    mockFetch({ 'GET /users/me/': () => jsonResponse({ ...sampleUser, left_credit: 5 }) });
    renderWithApp(<WorkspacePage />, { path: '/workspace', language: 'zh' });
    expect(await screen.findByText('5')).toBeTruthy();
    fireEvent.change(screen.getByTestId('workspace-input'), { target: { value: words(12) } });
    const note = await screen.findByTestId('workspace-credits-short');
    expect(note.textContent).toContain('这段文本需要 12 积分，您还剩 5 积分。');
    expect(note.textContent).toContain('您的积分不足，请订阅。');
  });

  it('keeps the plain message when a figure is unknown or does not explain the refusal', async () => {
    mockFetch({
      'GET /users/me/': () => jsonResponse(sampleUser),
      'POST /deleteai': refused,
      'POST /documents': refused,
    });
    renderWithApp(<WorkspacePage />, { path: '/workspace' });
    // A document's words are counted by the server: the page does not know them.
    const file = new File(['some text'], 'essay.txt', { type: 'text/plain' });
    await userEvent.upload(await screen.findByLabelText('Upload document'), file);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You don't have enough credits. Please subscribe. See plans",
    );
    // 4,200 credits left cover 12 words: one of the figures is out of date, so neither is quoted.
    fireEvent.change(screen.getByTestId('workspace-input'), { target: { value: words(12) } });
    await userEvent.click(screen.getByTestId('workspace-submit'));
    await waitFor(() => expect(screen.getByTestId('workspace-submit').hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('alert').textContent).toBe(
      "You don't have enough credits. Please subscribe. See plans",
    );
  });
});

describe('English variant', () => {
  const draftText = 'The organisation moved its centre to the old theatre near the river last spring.';

  it("sends no variant by default, so the draft keeps its own spelling, and sends the writer's choice", async () => {
    const sent: unknown[] = [];
    mockFetch({
      'GET /users/me/': () => jsonResponse(sampleUser),
      'POST /deleteai': (init) => {
        sent.push(JSON.parse(String(init?.body)).options);
        return jsonResponse({ ...result, text: draftText, paraphrasedContent: `<p>${draftText}</p>` });
      },
    });
    renderWithApp(<WorkspacePage />, { path: '/workspace' });
    const select = (await screen.findByLabelText('English variant')) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Same as my draft');
    fireEvent.change(screen.getByTestId('workspace-input'), { target: { value: draftText } });
    await userEvent.click(screen.getByTestId('workspace-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('variant');

    await waitFor(() => expect(screen.getByTestId('workspace-submit').hasAttribute('disabled')).toBe(false));
    await userEvent.selectOptions(select, 'UK English');
    await userEvent.click(screen.getByTestId('workspace-submit'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ variant: 'uk' });
  });
});

describe('text the built-in engine does not rewrite', () => {
  const chinese = '人工智能写作工具可以帮助学生修改草稿，但最终的文字应当是作者自己的声音。';

  it.each([
    ['en', /The built-in engine rewrites English text only/],
    ['zh', /内置引擎只改写英文文本/],
  ] as const)('says so when the text is mostly Chinese (%s)', async (language, note) => {
    mockFetch({ 'GET /users/me/': () => jsonResponse(sampleUser) });
    renderWithApp(<WorkspacePage />, { path: '/dashboard', language });
    const input = await screen.findByTestId('workspace-input');
    fireEvent.change(input, { target: { value: 'Clear writing builds trust with every reader.' } });
    expect(screen.queryByTestId('workspace-english-only')).toBeNull();
    fireEvent.change(input, { target: { value: chinese } });
    expect(screen.getByTestId('workspace-english-only').textContent).toMatch(note);
  });

  it('says nothing when an engine for other languages is configured', async () => {
    mockFetch({ 'GET /users/me/': () => jsonResponse(sampleUser) });
    renderWithApp(<WorkspacePage />, { path: '/dashboard', boot: { multilingualEngine: true } });
    fireEvent.change(await screen.findByTestId('workspace-input'), { target: { value: chinese } });
    expect(screen.queryByTestId('workspace-english-only')).toBeNull();
  });
});
