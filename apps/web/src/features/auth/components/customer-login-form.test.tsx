import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAuthToken, getRefreshToken, getStoredEmail } from '../../../lib/storage.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';

async function openLogin() {
  const app = renderApp('/login');
  await screen.findByRole('heading', { name: 'Customer Login' });
  return app;
}

describe('customer sign-in (/login)', () => {
  it('shows the note and the trust seal', async () => {
    await openLogin();
    expect(screen.getByText('Only registered users can login from here')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /secure ssl/i })).toBeInTheDocument();
  });

  it('keeps Login disabled while invalid; a malformed email reads as required', async () => {
    const { user } = await openLogin();
    const submit = screen.getByRole('button', { name: 'Login' });
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(screen.getByText('Email is Required!')).toBeInTheDocument();
    expect(screen.getByText('Password is Required!')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), 'example.in');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    expect(submit).toBeEnabled();
  });

  it('sends userType USER, stores tokens and email, then opens the dashboard', async () => {
    const net = stubFetch(() => jsonResponse(200, { accessToken: 'a1', refreshToken: 'r1' }));
    const { user, currentPath } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'Asha@Example.in');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to the Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    expect(net.calls[0]?.body).toEqual({ email: 'Asha@Example.in', password: 'secret12', userType: 'USER' });
    expect([getAuthToken(), getRefreshToken(), getStoredEmail()]).toEqual(['a1', 'r1', 'asha@example.in']);
  });

  it('on failure shows the inline message and an Error toast', async () => {
    stubFetch(() => errorResponse(401, 'Invalid username or password!'));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const main = screen.getByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent('Invalid username or password!');
    const toast = (await screen.findByText('Error')).closest('.Toastify__toast');
    expect(toast).toHaveTextContent('Invalid username or password!');
    expect(getStoredEmail()).toBe('');
  });
});
