import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAuthToken, getRefreshToken } from '../../../lib/storage.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';

async function openAdminLogin() {
  const app = renderApp('/loginadmin');
  await screen.findByRole('heading', { name: 'Admin Login' });
  return app;
}

describe('administrator sign-in (/loginadmin)', () => {
  it('keeps Login disabled while invalid and shows messages only for touched fields', async () => {
    const { user } = await openAdminLogin();
    const submit = screen.getByRole('button', { name: 'Login' });
    expect(submit).toBeDisabled();
    expect(screen.queryByText('Email is Required!')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(screen.getByText('Email is Required!')).toBeInTheDocument();
    expect(screen.queryByText('Password is Required!')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Password is Required!')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is Required!');

    await user.type(screen.getByLabelText('Email'), 'admin@localhost');
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(screen.queryByText('Email is Required!')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('sends userType ADMIN, stores both tokens and opens the links dashboard', async () => {
    const net = stubFetch((call) =>
      call.path === '/api/auth/login'
        ? jsonResponse(200, { accessToken: 'a1', refreshToken: 'r1' })
        : jsonResponse(200, { listOfLinks: [], totalLinksCount: 0, totalPages: 0 }),
    );
    const { user, currentPath } = await openAdminLogin();
    await user.type(screen.getByLabelText('Email'), 'admin@localhost');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'YouTube Links Manager App' })).toBeInTheDocument();
    expect(currentPath()).toBe('/home');
    expect(net.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'admin@localhost', password: 'secret', userType: 'ADMIN' },
    });
    expect([getAuthToken(), getRefreshToken()]).toEqual(['a1', 'r1']);
  });

  it.each([
    [401, 'Invalid username or password!'],
    [429, 'Too many attempts'],
  ])('shows the generic message on any failure (%i)', async (status, serverMessage) => {
    stubFetch(() => errorResponse(status, serverMessage));
    const { user } = await openAdminLogin();
    await user.type(screen.getByLabelText('Email'), 'admin@localhost');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password!');
    expect(getAuthToken()).toBe('');
  });

  it('links to sign-up and to the policy pages', async () => {
    await openAdminLogin();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    const footer = within(screen.getByRole('contentinfo'));
    const hrefs = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/aboutus',
      '/contactus',
      '/privacypolicy',
      '/returnandrefund',
      '/termsandconditions',
    ]);
  });
});
