import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, type RecordedCall } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { deferredResponse, emiAdded, RECEIPT_URL, signInAdmin, stubEmiApi } from '../testing/emi-fixtures.ts';

const ADD_PATH = '/api/v1/emi/add';

async function fillAndSubmit(answer: (call: RecordedCall) => Response | Promise<Response>, receipt?: File) {
  signInAdmin();
  const net = stubEmiApi((call) => (call.path === ADD_PATH ? answer(call) : undefined));
  const app = renderApp('/addemi');
  const { user } = app;
  await user.type(await screen.findByLabelText('Emi 1'), '1234.5');
  await user.type(screen.getByLabelText('Emi 2'), '0');
  await user.type(screen.getByLabelText('Extra Amount'), '500');
  if (receipt) await user.upload(screen.getByLabelText(/^Receipt/), receipt);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return { net, ...app };
}

describe('Add EMI submit', () => {
  it('sends multipart with the auditRequestVo JSON and the receipt, with the bearer token', async () => {
    const receipt = new File(['%PDF-1.7'], 'march-receipt.pdf', { type: 'application/pdf' });
    const { net } = await fillAndSubmit(() => jsonResponse(201, emiAdded()), receipt);
    await screen.findByRole('dialog', { name: 'Message' });

    const [call] = net.callsTo(ADD_PATH);
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Authorization')).toBe('Bearer admin-token');
    // The browser writes the multipart Content-Type with its boundary; the app must not.
    expect(call?.headers.get('Content-Type')).toBeNull();
    const [form] = net.formsTo(ADD_PATH);
    expect(JSON.parse(String(form?.get('auditRequestVo')))).toEqual({
      emi1: 1234.5,
      emi2: 0,
      extraAmount: 500,
    });
    const sentFile = form?.get('file') as File;
    expect(sentFile.name).toBe('march-receipt.pdf');
    expect([sentFile.type, sentFile.size]).toEqual(['application/pdf', receipt.size]);
  });

  it('sends no file part when no receipt was chosen', async () => {
    const { net } = await fillAndSubmit(() => jsonResponse(201, emiAdded({ receiptUrl: null })));
    await screen.findByRole('dialog', { name: 'Message' });
    const [form] = net.formsTo(ADD_PATH);
    expect(form?.has('file')).toBe(false);
    expect([...(form?.keys() ?? [])]).toEqual(['auditRequestVo']);
  });

  it('disables Submit while sending', async () => {
    const pending = deferredResponse();
    await fillAndSubmit(() => pending.promise);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled());
    pending.resolve(jsonResponse(201, emiAdded()));
    await screen.findByRole('dialog', { name: 'Message' });
  });

  it('shows the recorded payment in the Message dialog, then starts the form again', async () => {
    const receipt = new File(['png'], 'upi.png', { type: 'image/png' });
    const { user, currentPath } = await fillAndSubmit(() => jsonResponse(201, emiAdded()), receipt);
    const dialog = within(await screen.findByRole('dialog', { name: 'Message' }));
    expect(dialog.getByText('EMI payment recorded')).toBeInTheDocument();
    expect(dialog.getByText('₹1,234.5')).toBeInTheDocument();
    expect(dialog.getByText('₹0')).toBeInTheDocument();
    expect(dialog.getByText('₹500')).toBeInTheDocument();
    expect(dialog.getByText('₹1,734.5')).toBeInTheDocument();
    expect(dialog.getByText('22 Nov 2026, 4:15 pm')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'View' })).toHaveAttribute('href', RECEIPT_URL);

    await user.click(dialog.getByText('Close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/addemi');
    expect(screen.getByLabelText('Emi 1')).toHaveValue('');
    expect(screen.getByLabelText('Extra Amount')).toHaveValue('');
    expect(screen.getByText('No file uploaded yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.queryByText('EMI 1 Required!')).not.toBeInTheDocument();
  });

  it('shows a refused payment in the Message dialog and keeps what was typed', async () => {
    const { user, currentPath } = await fillAndSubmit(() =>
      errorResponse(415, 'The receipt must be a PNG, JPEG, WebP or PDF file'),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Message' }));
    expect(dialog.getByText('Error Code: 415')).toBeInTheDocument();
    expect(
      dialog.getByText('Message: The receipt must be a PNG, JPEG, WebP or PDF file'),
    ).toBeInTheDocument();
    await user.click(dialog.getByText('Close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/addemi');
    expect(screen.getByLabelText('Emi 1')).toHaveValue('1234.5');
  });

  it.each([401, 403])("on %i shows 'Access Denied!' and closing goes to /login", async (status) => {
    const { user, currentPath } = await fillAndSubmit(() => errorResponse(status, 'Forbidden'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Message' }));
    expect(dialog.getByText('Access Denied!')).toBeInTheDocument();
    expect(dialog.queryByText(/Forbidden/)).not.toBeInTheDocument();
    await user.click(dialog.getByText('Close'));
    expect(await screen.findByRole('heading', { name: 'Customer Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });
});
