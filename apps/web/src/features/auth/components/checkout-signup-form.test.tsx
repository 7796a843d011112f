import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeOrderId } from '../../../lib/cart-storage.ts';
import { getAuthToken, getStoredEmail } from '../../../lib/storage.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const site = jsonResponse(200, { companyName: 'Navya Web Solutions' });

async function openSignup(handler: Parameters<typeof stubFetch>[0] = () => site.clone()) {
  const net = stubFetch((call) => (call.path === '/api/v1/site' ? site.clone() : handler(call)));
  const app = renderApp('/checkoutuser');
  const form = within(await screen.findByRole('form', { name: 'Signup - New User' }));
  return { ...app, net, form };
}

describe('checkout sign-up', () => {
  it('is the default mode', async () => {
    await openSignup();
    expect(screen.getByRole('radio', { name: 'Signup - New User' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Login - Existing User' })).not.toBeChecked();
  });

  it("on an invalid submit shows every message, toasts 'Please, fill the error fields!' and calls nothing", async () => {
    const { user, form, net } = await openSignup();
    await user.click(form.getByRole('button', { name: 'Signup & Continue' }));

    expect(await screen.findByText('Please, fill the error fields!')).toBeInTheDocument();
    for (const text of [
      'Proper name is required',
      'Email is required',
      'Mobile is required',
      'Password is required, minimum 6 character.',
      'Confirm Password is required',
    ]) {
      expect(form.getByText(text)).toBeInTheDocument();
    }
    expect(net.calls.filter((call) => call.path !== '/api/v1/site')).toHaveLength(0);
  });

  it('shows format errors and clears each one as its field is edited', async () => {
    const { user, form } = await openSignup();
    await user.type(form.getByLabelText('Name'), 'Ash');
    await user.type(form.getByLabelText('Email'), 'asha@example');
    await user.type(form.getByLabelText('Mobile'), '98765');
    await user.type(form.getByLabelText('Password'), '123456');
    await user.click(form.getByRole('button', { name: 'Signup & Continue' }));
    expect(form.getByText('Proper name is required')).toBeInTheDocument();
    expect(form.getByText('Invalid Email')).toBeInTheDocument();
    expect(form.getByText('invalid Mobile Number')).toBeInTheDocument();
    expect(form.getByText('Password is required, minimum 6 character.')).toBeInTheDocument();

    await user.type(form.getByLabelText('Mobile'), '4');
    expect(form.queryByText('invalid Mobile Number')).not.toBeInTheDocument();
    expect(form.getByText('Invalid Email')).toBeInTheDocument();
  });

  it('shows a confirm-password mismatch while typing', async () => {
    const { user, form } = await openSignup();
    await user.type(form.getByLabelText('Password'), 'secret12');
    await user.type(form.getByLabelText('Confirm Password'), 'secret1');
    expect(form.getByText('Confirm password is not matching!')).toBeInTheDocument();
    await user.type(form.getByLabelText('Confirm Password'), '2');
    expect(form.queryByText('Confirm password is not matching!')).not.toBeInTheDocument();
  });

  it('registers the customer, stores the session and continues to the cart', async () => {
    // The order id the plans screen started; the cart needs it.
    storeOrderId('ORD20261122104512K7P2QX');
    const { user, form, net, currentPath } = await openSignup(() =>
      jsonResponse(201, { accessToken: 'a1', refreshToken: 'r1' }),
    );
    await user.type(form.getByLabelText('Name'), 'Asha Rao');
    await user.type(form.getByLabelText('Email'), 'Asha@Example.in');
    await user.type(form.getByLabelText('Mobile'), '9876543210');
    await user.type(form.getByLabelText('Password'), 'secret12');
    await user.type(form.getByLabelText('Confirm Password'), 'secret12');
    await user.click(form.getByRole('button', { name: 'Signup & Continue' }));

    expect(await screen.findByText('User registered successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(currentPath()).toBe('/cart');
    expect(net.callsTo('/api/auth/register')[0]?.body).toEqual({
      username: 'Asha Rao',
      email: 'asha@example.in',
      password: 'secret12',
      mobile: '9876543210',
      userType: 'USER',
      address: '',
    });
    expect([getAuthToken(), getStoredEmail()]).toEqual(['a1', 'asha@example.in']);
  });

  it("shows a registration failure in a toast titled 'Error'", async () => {
    const { user, form } = await openSignup(() =>
      errorResponse(409, 'An account with this email already exists.'),
    );
    await user.type(form.getByLabelText('Name'), 'Asha Rao');
    await user.type(form.getByLabelText('Email'), 'asha@example.in');
    await user.type(form.getByLabelText('Mobile'), '9876543210');
    await user.type(form.getByLabelText('Password'), 'secret12');
    await user.type(form.getByLabelText('Confirm Password'), 'secret12');
    await user.click(form.getByRole('button', { name: 'Signup & Continue' }));

    const toast = (await screen.findByText('An account with this email already exists.')).closest(
      '.Toastify__toast',
    );
    expect(toast).toHaveTextContent(/^Error/);
    expect(getAuthToken()).toBe('');
  });
});
