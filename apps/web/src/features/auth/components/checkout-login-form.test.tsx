import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeOrderId } from '../../../lib/cart-storage.ts';
import { getAuthToken, getStoredEmail, storeEmail, storeTokens } from '../../../lib/storage.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const site = { companyName: 'Navya Web Solutions' };

async function openLoginMode(handler: Parameters<typeof stubFetch>[0]) {
  const net = stubFetch((call) => (call.path === '/api/v1/site' ? jsonResponse(200, site) : handler(call)));
  const app = renderApp('/checkoutuser');
  await app.user.click(await screen.findByRole('radio', { name: 'Login - Existing User' }));
  const form = within(screen.getByRole('form', { name: 'Login - Existing User' }));
  return { ...app, net, form };
}

describe('checkout login', () => {
  it("refuses a bad email or short password with 'Please, fill the error fields!'", async () => {
    const { user, form, net } = await openLoginMode(() => jsonResponse(200, {}));
    await user.type(form.getByLabelText('Email'), 'asha@example.in');
    await user.type(form.getByLabelText('Password'), '123456');
    await user.click(form.getByRole('button', { name: 'Login & Continue' }));
    expect(await screen.findByText('Please, fill the error fields!')).toBeInTheDocument();
    expect(net.callsTo('/api/auth/login')).toHaveLength(0);
  });

  it('logs in as USER, stores the session and continues to the cart', async () => {
    // The order id the plans screen started; the cart needs it.
    storeOrderId('ORD20261122104512K7P2QX');
    const { user, form, net, currentPath } = await openLoginMode(() =>
      jsonResponse(200, { accessToken: 'a1', refreshToken: 'r1' }),
    );
    await user.type(form.getByLabelText('Email'), 'asha@example.in');
    await user.type(form.getByLabelText('Password'), 'secret12');
    await user.click(form.getByRole('button', { name: 'Login & Continue' }));

    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(currentPath()).toBe('/cart');
    expect(net.callsTo('/api/auth/login')[0]?.body).toEqual({
      email: 'asha@example.in',
      password: 'secret12',
      userType: 'USER',
    });
    expect([getAuthToken(), getStoredEmail()]).toEqual(['a1', 'asha@example.in']);
  });

  it('shows a login failure as an Error toast', async () => {
    const { user, form } = await openLoginMode(() => errorResponse(401, 'Invalid username or password!'));
    await user.type(form.getByLabelText('Email'), 'asha@example.in');
    await user.type(form.getByLabelText('Password'), 'secret12');
    await user.click(form.getByRole('button', { name: 'Login & Continue' }));
    const toast = (await screen.findByText('Invalid username or password!')).closest('.Toastify__toast');
    expect(toast).toHaveTextContent(/^Error/);
  });

  it('opens the forgot-password modal', async () => {
    const { user, form } = await openLoginMode(() => jsonResponse(200, {}));
    await user.click(form.getByRole('button', { name: 'Forgot Password' }));
    expect(await screen.findByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
  });
});

describe('checkout-user page chrome', () => {
  it('shows Login when signed out and Change Plan goes to /plans', async () => {
    const net = stubFetch((call) =>
      call.path === '/api/v1/products' ? jsonResponse(200, []) : jsonResponse(200, site),
    );
    const { user, currentPath } = renderApp('/checkoutuser');
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/homepage');
    expect(net.calls.some((call) => call.path.startsWith('/api/auth/userinfo'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Change Plan' }));
    expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(currentPath()).toBe('/plans');
  });

  it('shows Signout for a stored email that resolves to a user; Signout blanks the session', async () => {
    storeTokens({ accessToken: 'a1', refreshToken: 'r1' });
    storeEmail('asha@example.in');
    const net = stubFetch((call) => {
      if (call.path === '/api/v1/site') return jsonResponse(200, site);
      if (call.path === '/api/auth/logout') return new Response(null, { status: 204 });
      return jsonResponse(200, {
        customerName: 'Asha',
        customerEmail: 'asha@example.in',
        mobile: '',
        address: '',
      });
    });
    const { user, currentPath } = renderApp('/checkoutuser');
    await user.click(await screen.findByRole('button', { name: 'Signout' }));

    await waitFor(() => expect(currentPath()).toBe('/homepage'));
    expect(net.callsTo('/api/auth/userinfo/asha%40example.in')[0]?.headers.get('Authorization')).toBe(
      'Bearer a1',
    );
    expect(net.callsTo('/api/auth/logout')[0]?.body).toEqual({ refreshToken: 'r1' });
    expect([getAuthToken(), getStoredEmail()]).toEqual(['', '']);
  });
});
