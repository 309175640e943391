import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, jsonResponse, mockFetch, renderWithApp, sampleUser } from '../../test/render';
import { PublicLayout } from './layouts';

afterEach(() => vi.unstubAllGlobals());

const inviteLinks = () =>
  screen.getAllByRole('link', { name: 'Invite Friends' }).map((link) => link.getAttribute('href'));

describe('Invite Friends in the top bar and the footer', () => {
  it('goes to /login from both when signed out (spec §3)', () => {
    mockFetch({});
    renderWithApp(<PublicLayout>page</PublicLayout>);
    expect(inviteLinks()).toEqual(['/login', '/login']);
  });

  it('goes to /invite from both when signed in', async () => {
    localStorage.setItem('token', fakeJwt({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 }));
    localStorage.setItem('userInfo', JSON.stringify(sampleUser));
    mockFetch({ 'GET /users/me/': () => jsonResponse(sampleUser) });
    renderWithApp(<PublicLayout>page</PublicLayout>);
    await waitFor(() => expect(inviteLinks()).toEqual(['/invite', '/invite']));
  });
});
