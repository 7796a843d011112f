import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';

async function openForgotPassword() {
  const app = renderApp('/login');
  await app.user.click(await screen.findByRole('button', { name: 'Forgot Password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
  return { ...app, dialog: within(dialog) };
}

describe('forgot-password modal', () => {
  it('sends the email, shows the success toast and closes', async () => {
    const net = stubFetch(() => jsonResponse(200, { message: 'sent' }));
    const { user, dialog } = await openForgotPassword();
    expect(dialog.getByText(/enter your registered email/i)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Registered Email'), 'asha@example.in');
    await user.click(dialog.getByRole('button', { name: 'Reset My Password' }));

    expect(
      await screen.findByText('Password reset link is sent to your registered email address.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.calls[0]).toMatchObject({
      path: '/api/auth/forgotPassword',
      body: { email: 'asha@example.in' },
    });
  });

  it('shows the server message inline and as an Error toast', async () => {
    const message = 'This Email is not registered with Navya Web Solutions';
    stubFetch(() => errorResponse(404, message));
    const { user, dialog } = await openForgotPassword();
    await user.type(dialog.getByLabelText('Registered Email'), 'nobody@example.in');
    await user.click(dialog.getByRole('button', { name: 'Reset My Password' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('validates the email before sending anything', async () => {
    const net = stubFetch(() => jsonResponse(200, {}));
    const { user, dialog } = await openForgotPassword();
    await user.click(dialog.getByRole('button', { name: 'Reset My Password' }));
    expect(await dialog.findByText('Email is required')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Registered Email'), 'asha@example');
    expect(await dialog.findByText('Invalid Email')).toBeInTheDocument();
    expect(net.calls).toHaveLength(0);
  });

  it('closes on Cancel and on Escape', async () => {
    const { user, dialog } = await openForgotPassword();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    await screen.findByRole('dialog', { name: 'Reset Password' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
