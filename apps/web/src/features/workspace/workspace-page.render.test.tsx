import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithApp, sampleUser, signedInEachTest } from '../../test/render';
import WorkspacePage from './workspace-page';

// The copy button is drawn on every render of the output panel, and only there: its renders count the panel's.
const renders = vi.hoisted(() => ({ output: 0 }));
vi.mock('../../components/copy-button', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../components/copy-button')>();
  return {
    CopyButton: (props: ComponentProps<typeof actual.CopyButton>) => {
      renders.output += 1;
      return <actual.CopyButton {...props} />;
    },
  };
});

signedInEachTest();

it('typing in the text box does not re-render the result', async () => {
  const draft = 'Clear writing builds trust with every reader, and plain words carry the meaning best.';
  mockFetch({
    'GET /users/me/': () => jsonResponse(sampleUser),
    'POST /deleteai': () =>
      jsonResponse({
        paraphrasedContent: '<p>Clear writing <mark class="ww-change" data-edit="0">earns</mark> trust.</p>',
        text: 'Clear writing earns trust.',
        changes: [{ index: 0, before: 'builds', after: 'earns', rule: 'swap', reason: { en: 'Plainer' } }],
        summary: {},
        rewrite_id: 7,
        userInfo: sampleUser,
      }),
  });
  renderWithApp(<WorkspacePage />, { path: '/workspace' });
  const input = (await screen.findByTestId('workspace-input')) as HTMLTextAreaElement;
  await userEvent.type(input, draft);
  await userEvent.click(screen.getByTestId('workspace-submit'));
  await screen.findByTestId('rewrite-output');
  await waitFor(() => expect(screen.getByTestId('workspace-submit').hasAttribute('disabled')).toBe(false));
  const before = renders.output;
  expect(before).toBeGreaterThan(0);

  await userEvent.type(input, ' And more.');
  expect(input.value).toBe(`${draft} And more.`);
  expect(renders.output).toBe(before);
});
