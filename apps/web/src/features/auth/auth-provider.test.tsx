import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, jsonResponse, mockFetch, renderWithApp, sampleUser } from '../../test/render';
import { useAuth } from './auth-provider';

function Probe() {
  const { status, user, connectionMessage } = useAuth();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="email">{user?.email ?? ''}</p>
      <p data-testid="connection">{connectionMessage ?? ''}</p>
    </div>
  );
}

const validToken = () => fakeJwt({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 });
const status = () => screen.getByTestId('status').textContent;

afterEach(() => vi.unstubAllGlobals());

describe('session restore (spec §4)', () => {
  it('is signed out without a token', async () => {
    mockFetch({});
    renderWithApp(<Probe />);
    await waitFor(() => expect(status()).toBe('signedOut'));
  });

  it('clears an expired token, the user and the timestamp', async () => {
    mockFetch({});
    localStorage.setItem('token', fakeJwt({ exp: Math.floor(Date.now() / 1000) - 10 }));
    localStorage.setItem('tokenTimestamp', String(Date.now()));
    localStorage.setItem('userInfo', JSON.stringify(sampleUser));
    renderWithApp(<Probe />);
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('tokenTimestamp')).toBeNull();
  });

  it('treats an unparseable token as invalid', async () => {
    mockFetch({});
    localStorage.setItem('token', 'garbage');
    localStorage.setItem('tokenTimestamp', String(Date.now()));
    renderWithApp(<Probe />);
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps a token without exp for 24 h from tokenTimestamp', async () => {
    mockFetch({ 'GET /users/me/': () => jsonResponse(sampleUser) });
    localStorage.setItem('token', fakeJwt({ sub: '7' }));
    localStorage.setItem('tokenTimestamp', String(Date.now() - 23 * 3600_000));
    renderWithApp(<Probe />);
    await waitFor(() => expect(status()).toBe('signedIn'));
  });

  it('uses a valid cached user at once and refreshes it in the background', async () => {
    let resolve: (response: Response) => void = () => {};
    const fetchMock = mockFetch({
      'GET /users/me/': () => new Promise<Response>((done) => (resolve = done)),
    });
    localStorage.setItem('token', validToken());
    localStorage.setItem('userInfo', JSON.stringify(sampleUser));
    renderWithApp(<Probe />);
    await waitFor(() => expect(status()).toBe('signedIn'));
    expect(screen.getByTestId('email').textContent).toBe('writer@example.com');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    resolve(jsonResponse({ ...sampleUser, email: 'fresh@example.com' }));
    await waitFor(() => expect(screen.getByTestId('email').textContent).toBe('fresh@example.com'));
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}').email).toBe('fresh@example.com');
  });

  it('clears the session on 401 and says so', async () => {
    mockFetch({ 'GET /users/me/': () => jsonResponse({ detail: 'Not authenticated' }, 401) });
    localStorage.setItem('token', validToken());
    localStorage.setItem('userInfo', JSON.stringify(sampleUser));
    renderWithApp(<Probe />);
    expect(await screen.findByText('Authentication failed, please login again')).toBeTruthy();
    expect(status()).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('keeps the session through network failures, with the retry messages', async () => {
    const fetchMock = mockFetch({ 'GET /users/me/': () => Promise.reject(new TypeError('Failed to fetch')) });
    const token = validToken();
    localStorage.setItem('token', token);
    renderWithApp(<Probe />);
    await waitFor(() =>
      expect(screen.getByTestId('connection').textContent).toBe(
        'Connection failed, but you remain logged in. Please try again later',
      ),
    );
    // The first try and its two retries; a quiet re-check may follow later.
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(status()).toBe('offline');
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('checks again quietly after giving up, and signs in when the server answers', async () => {
    let calls = 0;
    const fetchMock = mockFetch({
      'GET /users/me/': () => {
        calls += 1;
        return calls <= 4
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(jsonResponse(sampleUser));
      },
    });
    localStorage.setItem('token', validToken());
    renderWithApp(<Probe />);
    await waitFor(() => expect(status()).toBe('offline'));
    await waitFor(() => expect(status()).toBe('signedIn'), { timeout: 3000 });
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(screen.getByTestId('email').textContent).toBe('writer@example.com');
  });

  it('shows "Connection issue, retrying... (n/2)" while it retries', async () => {
    let calls = 0;
    mockFetch({
      'GET /users/me/': () => {
        calls += 1;
        return calls < 3 ? Promise.reject(new TypeError('offline')) : new Promise<Response>(() => {});
      },
    });
    localStorage.setItem('token', validToken());
    renderWithApp(<Probe />);
    await waitFor(() =>
      expect(screen.getByTestId('connection').textContent).toBe('Connection issue, retrying... (2/2)'),
    );
  });

  it('rejects user data without the required fields', async () => {
    mockFetch({ 'GET /users/me/': () => jsonResponse({ hello: 'world' }) });
    localStorage.setItem('token', validToken());
    localStorage.setItem('userInfo', '{"broken":');
    renderWithApp(<Probe />);
    await waitFor(() => expect(status()).toBe('offline'));
  });
});
