import { RECEIPT_MAX_BYTES } from '@app/shared/emi/constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAuthToken, getRefreshToken, storeTokens } from '../../../lib/storage.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signInAdmin, stubEmiApi } from '../testing/emi-fixtures.ts';

async function openAddEmi() {
  signInAdmin();
  const net = stubEmiApi(() => undefined);
  const app = renderApp('/addemi');
  await screen.findByRole('heading', { level: 1, name: 'Add EMI' });
  return { net, ...app };
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });

describe('Add EMI (/addemi)', () => {
  it('sends a visitor without a token to /loginadmin', async () => {
    stubEmiApi(() => undefined);
    const { currentPath } = renderApp('/addemi');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/loginadmin');
  });

  it('shows its title, the Login / My Audit / Signout buttons and the admin tools', async () => {
    await openAddEmi();
    await waitFor(() => expect(document.title).toBe('Add EMI'));
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/loginadmin');
    expect(screen.getByRole('link', { name: 'My Audit' })).toHaveAttribute('href', '/audit');
    expect(screen.getByRole('button', { name: 'Signout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'EMI settings' })).toHaveAttribute('href', '/admin/emi-settings');
    expect(screen.getByRole('link', { name: 'Summary views' })).toHaveAttribute('href', '/admin/emi-views');
    for (const label of ['Emi 1', 'Emi 2', 'Extra Amount']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('inputmode', 'decimal');
    }
  });

  it('shows each required message once its box is touched, with Submit disabled', async () => {
    const { user } = await openAddEmi();
    expect(submitButton()).toBeDisabled();
    expect(screen.queryByText('EMI 1 Required!')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Emi 1'));
    await user.tab();
    expect(await screen.findByText('EMI 1 Required!')).toBeInTheDocument();
    expect(screen.queryByText('EMI 2 Required!')).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(await screen.findByText('EMI 2 Required!')).toBeInTheDocument();
    expect(screen.getByText('Extra Amount required!')).toBeInTheDocument();
    expect(screen.getByLabelText('Emi 1')).toHaveAccessibleDescription('EMI 1 Required!');
    expect(submitButton()).toBeDisabled();
  });

  it('refuses amounts that are not plain rupees, and an entry of all zeros', async () => {
    const { user } = await openAddEmi();
    await user.type(screen.getByLabelText('Emi 1'), '12.345');
    await user.tab();
    expect(
      await screen.findByText('Enter an amount of 0 or more, with at most 2 decimals'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Emi 1'));
    await user.type(screen.getByLabelText('Emi 1'), '0');
    await user.type(screen.getByLabelText('Emi 2'), '0');
    await user.type(screen.getByLabelText('Extra Amount'), '0');
    await user.tab();
    expect(await screen.findByText('Enter at least one amount above 0')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.clear(screen.getByLabelText('Extra Amount'));
    await user.type(screen.getByLabelText('Extra Amount'), '500');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByText('Enter at least one amount above 0')).not.toBeInTheDocument();
  });

  it("shows the chosen receipt's name, or 'No file uploaded yet.'", async () => {
    const { user } = await openAddEmi();
    expect(screen.getByText('No file uploaded yet.')).toBeInTheDocument();
    const input = screen.getByLabelText(/^Receipt/);
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,application/pdf');
    await user.upload(input, new File(['%PDF-1.7'], 'march-receipt.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('march-receipt.pdf')).toBeInTheDocument();
    expect(screen.queryByText('No file uploaded yet.')).not.toBeInTheDocument();
  });

  it('refuses a receipt above 5 MB before sending anything', async () => {
    const { user, net } = await openAddEmi();
    await user.type(screen.getByLabelText('Emi 1'), '100');
    await user.type(screen.getByLabelText('Emi 2'), '0');
    await user.type(screen.getByLabelText('Extra Amount'), '0');
    await waitFor(() => expect(submitButton()).toBeEnabled());

    const big = new File(['x'.repeat(RECEIPT_MAX_BYTES + 1)], 'scan.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Receipt/), big);
    expect(screen.getByText('The receipt is larger than 5 MB')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(net.callsTo('/api/v1/emi/add')).toHaveLength(0);
  });

  it('Signout clears the stored tokens and goes to /login', async () => {
    storeTokens({ accessToken: 'admin-token', refreshToken: 'admin-refresh' });
    const net = stubEmiApi(() => undefined);
    const { user, currentPath } = renderApp('/addemi');
    await user.click(await screen.findByRole('button', { name: 'Signout' }));
    expect(await screen.findByRole('heading', { name: 'Customer Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect([getAuthToken(), getRefreshToken()]).toEqual(['', '']);
    expect(net.callsTo('/api/auth/logout')[0]?.body).toEqual({ refreshToken: 'admin-refresh' });
  });
});
