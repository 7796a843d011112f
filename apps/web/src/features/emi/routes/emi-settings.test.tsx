import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, type RecordedCall } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectToast } from '../../../testing/shop-fixtures.ts';
import { emiSettings, signInAdmin, stubEmiApi } from '../testing/emi-fixtures.ts';

const SETTINGS_PATH = '/api/v1/emi/settings';

function openSettings(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  signInAdmin();
  const net = stubEmiApi((call) =>
    call.path === SETTINGS_PATH ? (answer(call) ?? jsonResponse(200, emiSettings())) : undefined,
  );
  return { net, ...renderApp('/admin/emi-settings') };
}

const loan = (name: string) => within(screen.getByRole('group', { name }));

describe('EMI settings (/admin/emi-settings)', () => {
  it('sends a visitor without a token to /loginadmin', async () => {
    stubEmiApi(() => undefined);
    const { currentPath } = renderApp('/admin/emi-settings');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/loginadmin');
  });

  it('loads the settings into the form, with the instalment the terms imply', async () => {
    const { net } = openSettings();
    await screen.findByRole('form', { name: 'EMI settings' });
    expect(net.callsTo(SETTINGS_PATH)[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    await waitFor(() => expect(document.title).toBe('EMI Settings'));
    expect(loan('EMI 1').getByLabelText('Borrowed amount (₹)')).toHaveValue('500000');
    expect(loan('EMI 1').getByLabelText('Annual interest rate (%, optional)')).toHaveValue('10');
    expect(loan('EMI 1').getByLabelText('Tenure in months (optional)')).toHaveValue('120');
    expect(loan('EMI 1').getByLabelText('First instalment date (optional)')).toHaveValue('2026-01-05');
    expect(loan('EMI 1').getByText('Monthly instalment at these terms: ₹6,607.54')).toBeInTheDocument();
    expect(loan('EMI 2').getByLabelText('Borrowed amount (₹)')).toHaveValue('300000');
    expect(loan('EMI 2').getByLabelText('Annual interest rate (%, optional)')).toHaveValue('');
    expect(
      loan('EMI 2').getByText('Add a rate and tenure to see the monthly instalment.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Keep summary views for (days)')).toHaveValue('180');
  });

  it("saves the edited settings and says 'EMI settings saved'", async () => {
    const { net, user } = openSettings((call) =>
      call.method === 'PUT' ? jsonResponse(200, call.body) : undefined,
    );
    await screen.findByRole('form', { name: 'EMI settings' });
    const emi2 = loan('EMI 2');
    await user.clear(emi2.getByLabelText('Borrowed amount (₹)'));
    await user.type(emi2.getByLabelText('Borrowed amount (₹)'), '250000.75');
    await user.type(emi2.getByLabelText('Annual interest rate (%, optional)'), '8.5');
    await user.type(emi2.getByLabelText('Tenure in months (optional)'), '60');
    expect(emi2.getByText(/^Monthly instalment at these terms: ₹/)).toBeInTheDocument();
    await user.clear(loan('EMI 1').getByLabelText('First instalment date (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await expectToast('Success', 'EMI settings saved');
    const put = net.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(SETTINGS_PATH);
    expect(put?.body).toEqual({
      emi1Borrowed: 500000,
      emi2Borrowed: 250000.75,
      emi1Terms: { annualRatePercent: 10, tenureMonths: 120, startDate: null },
      emi2Terms: { annualRatePercent: 8.5, tenureMonths: 60, startDate: null },
      viewRetentionDays: 180,
    });
  });

  it('refuses a missing borrowed amount and out-of-range terms, with Save disabled', async () => {
    const { user } = openSettings();
    await screen.findByRole('form', { name: 'EMI settings' });
    await user.clear(loan('EMI 1').getByLabelText('Borrowed amount (₹)'));
    await user.tab();
    expect(await screen.findByText('Borrowed amount of EMI 1 required!')).toBeInTheDocument();
    await user.type(loan('EMI 2').getByLabelText('Tenure in months (optional)'), '0');
    await user.tab();
    expect(await screen.findByText('Enter whole months from 1 to 600')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Keep summary views for (days)'));
    await user.tab();
    expect(await screen.findByText('View retention days required!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows a refused save in an Error toast', async () => {
    const { user } = openSettings((call) =>
      call.method === 'PUT' ? errorResponse(400, 'Borrowed amount is too large') : undefined,
    );
    await screen.findByRole('form', { name: 'EMI settings' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Error', 'Error Code: 400 Message: Borrowed amount is too large');
  });

  it.each([401, 403])("shows 'Access Denied!' when loading answers %i", async (status) => {
    openSettings(() => errorResponse(status, 'Forbidden'));
    expect(await screen.findByText('Access Denied!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in as administrator' })).toHaveAttribute(
      'href',
      '/loginadmin',
    );
  });
});
