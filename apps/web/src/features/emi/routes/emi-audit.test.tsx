import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/storage.ts';
import { errorResponse, jsonResponse, type RecordedCall } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { deferredResponse, emiSummary, RECEIPT_URL, stubEmiApi } from '../testing/emi-fixtures.ts';

const SUMMARY_PATH = '/api/v1/emi/summary';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function openAudit(answer: (call: RecordedCall) => Response | Promise<Response>) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WINDOWS_CHROME);
  const net = stubEmiApi((call) => (call.path === SUMMARY_PATH ? answer(call) : undefined));
  return { net, ...renderApp('/audit') };
}

const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('EMI Audit Summary (/audit)', () => {
  it('posts {ip, device, browser} with no token, showing a spinner until the answer', async () => {
    storeTokens({ accessToken: 'admin-token', refreshToken: '' });
    const pending = deferredResponse();
    const { net } = openAudit(() => pending.promise);
    expect(await screen.findByText('Loading EMI summary…')).toBeInTheDocument();
    await waitFor(() => expect(net.callsTo(SUMMARY_PATH)).toHaveLength(1));

    const [call] = net.callsTo(SUMMARY_PATH);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ ip: '', device: 'Windows', browser: 'Chrome' });
    expect(call?.headers.has('Authorization')).toBe(false);

    pending.resolve(jsonResponse(200, emiSummary()));
    expect(await screen.findByRole('table', { name: 'EMI summary' })).toBeInTheDocument();
    expect(screen.queryByText('Loading EMI summary…')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('EMI Audit Summary'));
  });

  it('shows borrowed, paid and remaining for EMI 1, EMI 2 and in total', async () => {
    openAudit(() => jsonResponse(200, emiSummary()));
    const table = await screen.findByRole('table', { name: 'EMI summary' });
    expect(within(table).getAllByRole('row').map(cellTexts)).toEqual([
      ['', 'EMI 1', 'EMI 2', 'Total'],
      ['Borrowed Amount', '₹5,00,000', '₹3,00,000', '₹8,00,000'],
      ['Total Paid Amount', '₹24,000.5', '₹15,000', '₹44,000.5'],
      ['Remaining Amount', '₹4,75,999.5', '₹2,85,000', '₹7,55,999.5'],
    ]);
    expect(table).toHaveAccessibleDescription('Total paid includes extra payments of ₹5,000.');
  });

  it("lists each payment under 'EMI Details' with a View link and a totals row", async () => {
    openAudit(() => jsonResponse(200, emiSummary()));
    const table = await screen.findByRole('table', { name: 'EMI Details' });
    expect(screen.getByRole('heading', { level: 2, name: 'EMI Details' })).toBeInTheDocument();
    const [header, first, second, totals] = within(table).getAllByRole('row');
    expect(cellTexts(header as HTMLElement)).toEqual([
      'Receipt',
      'EMI 1',
      'EMI 2',
      'Extra',
      'Total',
      'EMI Paid At',
    ]);
    expect(cellTexts(first as HTMLElement)).toEqual([
      'View',
      '₹12,000.5',
      '₹7,500',
      '₹5,000',
      '₹24,500.5',
      '22 Nov 2026, 4:15 pm',
    ]);
    const view = within(first as HTMLElement).getByRole('link', { name: 'View' });
    expect(view).toHaveAttribute('href', RECEIPT_URL);
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    expect(cellTexts(second as HTMLElement)).toEqual([
      '—No receipt',
      '₹12,000',
      '₹7,500',
      '₹0',
      '₹19,500',
      '22 Oct 2026, 10:00 am',
    ]);
    expect(within(second as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(cellTexts(totals as HTMLElement)).toEqual([
      'Totals',
      '₹24,000.5',
      '₹15,000',
      '₹5,000',
      '₹44,000.5',
      '',
    ]);
    expect(screen.getByRole('img', { name: /Secure SSL/ })).toBeInTheDocument();
  });

  it('says so when no payment is recorded yet', async () => {
    openAudit(() => jsonResponse(200, emiSummary({ responseList: [] })));
    expect(await screen.findByText('No EMI payments recorded yet.')).toBeInTheDocument();
  });

  it.each([401, 403])('on %i shows the failure with Retry and stays on /audit', async (status) => {
    let fail = true;
    const { user, currentPath, net } = openAudit(() =>
      fail ? errorResponse(status, 'Forbidden') : jsonResponse(200, emiSummary()),
    );
    expect(await screen.findByText('Access Denied!')).toBeInTheDocument();
    expect(currentPath()).toBe('/audit');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'EMI summary' })).toBeInTheDocument();
    expect(net.callsTo(SUMMARY_PATH)).toHaveLength(2);
  });

  it('shows other failures by code and message', async () => {
    openAudit(() => errorResponse(400, 'Bad summary request'));
    expect(await screen.findByText('Error Code: 400')).toBeInTheDocument();
    expect(screen.getByText('Message: Bad summary request')).toBeInTheDocument();
  });
});
