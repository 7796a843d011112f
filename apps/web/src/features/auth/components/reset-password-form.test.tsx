import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';

async function openReset(path = '/reset-password?token=tok-123') {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Reset Password' });
  return app;
}

describe('password reset (/reset-password)', () => {
  it('asks for both passwords and keeps the button disabled until both are filled', async () => {
    const { user } = await openReset();
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText('New Password'));
    await user.tab();
    await user.tab();
    expect(screen.getByText('Please enter new password')).toBeInTheDocument();
    expect(screen.getByText('Please enter verify password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Verify Password'), 'n');
    expect(submit).toBeEnabled();
  });

  it('shows a mismatch but still sends, then shows the server text inline', async () => {
    const net = stubFetch(() => errorResponse(400, 'Verify password is not matching new password!'));
    const { user } = await openReset();
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Verify Password'), 'other-secret');
    expect(screen.getByText('Verify password is not matching new password!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(
      'Verify password is not matching new password!',
    );
    expect(net.calls[0]).toMatchObject({
      path: '/api/auth/resetPassword',
      body: { token: 'tok-123', newPassword: 'new-secret', confirmPassword: 'other-secret' },
    });
  });

  it("on success shows 'Password rest successfully!' and goes to /login", async () => {
    stubFetch(() => jsonResponse(200, { message: 'ok' }));
    const { user, currentPath } = await openReset();
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Verify Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Password rest successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Customer Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('explains a link without a token and offers the way back to login', async () => {
    await openReset('/reset-password');
    expect(screen.getByText(/this password reset link is invalid or has expired/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});
