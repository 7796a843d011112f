import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getAuthToken,
  getRefreshToken,
  getStoredEmail,
  storeEmail,
  storeTokens,
} from '../../../lib/storage.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const site = {
  companyName: 'Navya Web Solutions',
  supportEmail: 'support@navya.example',
  supportPhone: '+91 98765 43210',
  whatsappNumber: '919876543210',
  companyAddress: 'MG Road, Bengaluru',
  gstin: '29ABCDE1234F1Z5',
  publicUrl: 'http://localhost',
  paymentMode: 'emulator',
};
const customer = {
  customerName: 'Asha Rao',
  customerEmail: 'asha@example.in',
  mobile: '9876543210',
  address: '',
};

function signIn() {
  storeTokens({ accessToken: 'a1', refreshToken: 'r1' });
  storeEmail('asha@example.in');
  return stubFetch((call) => {
    if (call.path === '/api/v1/site') return jsonResponse(200, site);
    if (call.path === '/api/auth/userinfo/asha%40example.in') return jsonResponse(200, customer);
    if (call.path === '/api/auth/logout') return new Response(null, { status: 204 });
    return errorResponse(404, 'Not found');
  });
}

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('marketing navbar', () => {
  it('shows Login and no Dashboard to a visitor, without a user-info lookup', async () => {
    const net = stubFetch((call) =>
      call.path === '/api/v1/site' ? jsonResponse(200, site) : errorResponse(404, 'x'),
    );
    renderApp('/homepage');
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/homepage');
    expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/homepage#services');
    expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus');
    expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/aboutus');
    expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Signout' })).not.toBeInTheDocument();
    expect(net.calls.some((call) => call.path.startsWith('/api/auth/userinfo'))).toBe(false);
  });

  it('treats a stored email that does not resolve to a user as signed out', async () => {
    storeEmail('gone@example.in');
    stubFetch((call) =>
      call.path === '/api/v1/site' ? jsonResponse(200, site) : errorResponse(404, 'No user'),
    );
    renderApp('/aboutus');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows Dashboard and Signout to a signed-in customer', async () => {
    const net = signIn();
    renderApp('/homepage');
    expect(await screen.findByRole('button', { name: 'Signout' })).toBeInTheDocument();
    expect(mainNav().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(net.callsTo('/api/auth/userinfo/asha%40example.in')[0]?.headers.get('Authorization')).toBe(
      'Bearer a1',
    );
  });

  it('Signout revokes the refresh token, blanks the session and goes to /homepage', async () => {
    const net = signIn();
    const { user, currentPath } = renderApp('/privacypolicy');
    await user.click(await screen.findByRole('button', { name: 'Signout' }));

    await waitFor(() => expect(currentPath()).toBe('/homepage'));
    expect(net.callsTo('/api/auth/logout')[0]?.body).toEqual({ refreshToken: 'r1' });
    expect([getAuthToken(), getStoredEmail(), getRefreshToken()]).toEqual(['', '', '']);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
