import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { normalizeResult } from './api';
import { OutputPanel } from './output-panel';

/** A document-sized result: 60 paragraphs of about 1,000 characters, each with changes; 450 changes. */
function hugeResult() {
  const filler = 'The committee reviewed the plan and agreed on the next steps for the team. '.repeat(13);
  const changes = Array.from({ length: 450 }, (_, index) => ({
    index,
    before: `old${index}`,
    after: `new${index}`,
    rule: 'swap',
    reason: { en: `Reason ${index}` },
  }));
  // Change 5 sits in the last paragraph: choosing it must draw that far at once.
  const order = [...changes.map((change) => change.index).filter((index) => index !== 5), 5];
  const paragraphs = Array.from({ length: 60 }, (_, n) => {
    const marks = order
      .slice(n * 7.5, (n + 1) * 7.5)
      .map((index) => `<mark class="ww-change" data-edit="${index}">new${index}</mark>`)
      .join(' ');
    return `<p>Paragraph ${n + 1}. ${filler}${marks}</p>`;
  });
  return normalizeResult({
    paraphrasedContent: paragraphs.join(''),
    text: 'the whole text',
    original: paragraphs.map((_, n) => `Original paragraph ${n + 1}.`).join('\n\n'),
    changes,
    summary: {},
    rewrite_id: 7,
  });
}

/** Lets the idle-time drawing run its course, one step at a time (each step is scheduled by the previous one). */
async function drawAll() {
  for (let step = 0; step < 100 && screen.queryByText('Loading the rest of the text…'); step += 1)
    await act(() => vi.runOnlyPendingTimersAsync());
}

const output = () => screen.getByTestId('rewrite-output');
const changeButtons = () =>
  within(screen.getByRole('region', { name: /changes/i })).getAllByRole('button', { pressed: false });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a huge result', () => {
  it('draws the first part at once and the rest while idle, until the whole text is there', async () => {
    renderWithApp(<OutputPanel result={hugeResult()} busy={false} onRewriteAgain={() => {}} />);
    const first = output().querySelectorAll('p').length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(60);
    expect(output().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading the rest of the text…')).toBeTruthy();
    expect(changeButtons()).toHaveLength(200);

    await drawAll();
    expect(output().querySelectorAll('p')).toHaveLength(60);
    expect(output().querySelectorAll('mark')).toHaveLength(450);
    expect(output().getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByText('Loading the rest of the text…')).toBeNull();
    expect(changeButtons()).toHaveLength(450);
  });

  it('draws a chosen change at once, with the text before it, and marks it current', () => {
    renderWithApp(<OutputPanel result={hugeResult()} busy={false} onRewriteAgain={() => {}} />);
    const button = changeButtons()[5];
    expect(button?.textContent).toContain('new5');
    expect(output().querySelector('mark[data-edit="5"]')).toBeNull();
    fireEvent.click(button as HTMLElement);
    expect(output().querySelector('mark[data-edit="5"]')?.getAttribute('aria-current')).toBe('true');
    expect(output().querySelectorAll('p')).toHaveLength(60);
    expect(output().querySelectorAll('mark[aria-current]')).toHaveLength(1);
  });

  it('draws the side-by-side view in pieces too, both sides complete in the end', async () => {
    renderWithApp(<OutputPanel result={hugeResult()} busy={false} onRewriteAgain={() => {}} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Side by side' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel.querySelectorAll('.ww-output p').length).toBeLessThan(60);
    await drawAll();
    expect(panel.getAttribute('aria-busy')).toBe('false');
    expect(within(panel).getAllByText(/^Original paragraph/)).toHaveLength(60);
    expect(panel.querySelectorAll('.ww-output p')).toHaveLength(60);
  });
});
