import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, jsonResponse, mockFetch, renderWithApp, sampleUser } from '../../test/render';
import InvitePage from '../invite/invite-page';
import LoginPage from './login-page';
import RegisterPage from './register-page';

afterEach(() => vi.unstubAllGlobals());

describe('login form', () => {
  it("says 'Invalid email address' and 'Password too short'", async () => {
    mockFetch({});
    renderWithApp(<LoginPage />);
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password too short')).toBeTruthy();
  });

  it('requires both fields', async () => {
    mockFetch({});
    renderWithApp(<LoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('signs in, stores the session, remembers the e-mail and goes to /dashboard', async () => {
    const token = fakeJwt({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 });
    mockFetch({
      'POST /token': () => jsonResponse({ access_token: token, token_type: 'bearer' }),
      'GET /users/me/': () => jsonResponse(sampleUser),
    });
    renderWithApp(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email address'), 'writer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login successful!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('tokenTimestamp')).not.toBeNull();
    expect(localStorage.getItem('rememberedEmail')).toBe('writer@example.com');
  });

  it('toasts the server message and clears the token on failure', async () => {
    mockFetch({ 'POST /token': () => jsonResponse({ detail: 'Incorrect email or password' }, 401) });
    renderWithApp(<LoginPage />);
    await userEvent.type(screen.getByLabelText('Email address'), 'writer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Incorrect email or password')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('validates the forgot-password e-mail and confirms the request', async () => {
    mockFetch({ 'POST /reset-password': () => jsonResponse({ message: 'ok' }) });
    renderWithApp(<LoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    const emails = screen.getAllByLabelText('Email address');
    await userEvent.type(emails[emails.length - 1] as HTMLElement, 'writer@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('Password reset email sent')).toBeTruthy();
  });
});

describe('register form', () => {
  it('requires the e-mail, a 6-character password and matching passwords', async () => {
    mockFetch({});
    renderWithApp(<RegisterPage />);
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password too short')).toBeTruthy();
    expect(screen.getByText('Passwords must match')).toBeTruthy();
  });

  it("shows 'Invite Code Applied' for a valid invite and passes the code on", async () => {
    const fetchMock = mockFetch({
      'GET /invite/validate/FRIEND1': () => jsonResponse({ valid: true, invite_code: 'FRIEND1' }),
      'POST /register': () => jsonResponse({ message: 'Registration successful' }),
    });
    renderWithApp(<RegisterPage />, { path: '/register?invite=FRIEND1' });
    expect(await screen.findByText('Invite Code Applied')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email address'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(/Registration successful/)).toBeTruthy();
    const registerCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/register'));
    expect(String(registerCall?.[0])).toBe('/register?invite=FRIEND1');
    expect(sessionStorage.getItem('pendingVerificationEmail')).toBe('new@example.com');
  });
});

describe('invite code box', () => {
  it("says 'Please enter invite code' for an empty or blank code", async () => {
    mockFetch({
      'GET /invite/my-code': () =>
        jsonResponse({
          success: true,
          data: { invite_code: 'MINE', invite_url: 'http://test/register?invite=MINE' },
        }),
      'GET /invite/stats': () =>
        jsonResponse({
          success: true,
          data: { total_invites: 0, total_rewards_earned: 0, days_extension_earned: 0, leaderboard: [] },
        }),
    });
    renderWithApp(<InvitePage />);
    const input = screen.getByLabelText('Invite code');
    fireEvent.change(input, { target: { value: '   ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(screen.getByText('Please enter invite code')).toBeTruthy();
  });
});
