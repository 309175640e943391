import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { AppRoutes } from '../../app/router';
import { render as renderOnServer } from '../../entry-server';
import { createI18n } from '../../i18n';
import { jsonResponse, mockFetch, renderWithApp } from '../../test/render';
import { savePendingEmail } from './pending-email';
import VerifyEmailPage from './verify-email-page';

let hydrated: { app?: ReturnType<typeof hydrateRoot>; root: HTMLElement } | undefined;

afterEach(() => {
  if (hydrated) act(() => hydrated?.app?.unmount());
  hydrated?.root.remove();
  hydrated = undefined;
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const publicUrl = 'https://wordwright.example';

describe('verify e-mail page after a reload', () => {
  it('hydrates without a mismatch although the browser knows the address and the server does not', async () => {
    const server = await renderOnServer('/verify-email', { lang: 'en', publicUrl });
    const root = document.createElement('div');
    root.innerHTML = server.html;
    document.body.append(root);
    hydrated = { root };
    // What the browser keeps across a reload after sign-up: the router's navigation state and the saved address.
    window.history.replaceState(
      { usr: { email: 'new@example.com' }, key: 'k1', idx: 0 },
      '',
      '/verify-email',
    );
    savePendingEmail('new@example.com');
    mockFetch({});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrated = {
        root,
        app: hydrateRoot(
          root,
          <StrictMode>
            <AppProviders
              i18n={createI18n('en')}
              queryClient={createQueryClient({})}
              boot={{ lang: 'en', publicUrl }}
            >
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </AppProviders>
          </StrictMode>,
          { onRecoverableError: (error) => recoverable.push(error) },
        ),
      };
    });
    await waitFor(() => expect(root.textContent).toContain('We sent a 4-character code to new@example.com.'));
    expect(root.querySelector('input[name="email"]')).toBeNull();
    expect(recoverable).toEqual([]);
  });
});

describe('verify e-mail page after too many wrong codes', () => {
  it.each([
    ['en', 'Too many wrong attempts. Please request a new code.', 'Resend'],
    ['zh', '错误次数过多，请重新获取验证码。', '重新发送'],
  ] as const)('lets the writer request a new code at once (%s)', async (language, message, resend) => {
    savePendingEmail('typo@example.com');
    const sent = vi.fn(() => jsonResponse({ message: 'Verification link resent.' }));
    mockFetch({
      'POST /auth/verify': () =>
        jsonResponse(
          {
            detail: 'Verification failed. Too many wrong attempts: please request a new code.',
            code: 'code_locked',
          },
          400,
        ),
      'POST /auth/resend-verification': sent,
    });
    renderWithApp(<VerifyEmailPage />, { path: '/verify-email', language });
    const resendButton = await screen.findByRole('button', { name: /^(Resend in|\d+ 秒后)/ });
    expect(resendButton).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox'), 'ZZZZ');
    await userEvent.keyboard('{Enter}');
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    const enabled = screen.getByRole('button', { name: resend });
    expect(enabled).toHaveProperty('disabled', false);
    await userEvent.click(enabled);
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });
});
