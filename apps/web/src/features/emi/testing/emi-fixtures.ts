import type { EmiAdded, EmiRow, EmiSettings, EmiSummary, EmiView, EmiViewsPage } from '@app/shared/emi';
import { vi } from 'vitest';
import { storeTokens } from '../../../lib/storage.ts';
import { errorResponse, type RecordedCall, stubFetch } from '../../../testing/fetch-stub.ts';

export const RECEIPT_URL = '/api/v1/emi/receipts/r-3f9c2a';

/** 22 Nov 2026, 10:45 UTC: 4:15 pm in India. */
export const PAID_AT = '2026-11-22T10:45:12.000Z';

export function emiRow(overrides: Partial<EmiRow> = {}): EmiRow {
  return {
    receiptUrl: RECEIPT_URL,
    emi1: 12000.5,
    emi2: 7500,
    extraAmount: 5000,
    totalPaidAmount: 24500.5,
    paidAt: PAID_AT,
    ...overrides,
  };
}

/** Borrowed ₹5,00,000 and ₹3,00,000; two payments, the second without a receipt. */
export function emiSummary(overrides: Partial<EmiSummary> = {}): EmiSummary {
  return {
    totalEmi1Amount: 500000,
    totalEmi2Amount: 300000,
    totalEmiAmount: 800000,
    totalEmi1PaidAmount: 24000.5,
    totalEmi2PaidAmount: 15000,
    totalExtraPaidAmount: 5000,
    totalPaidAmount: 44000.5,
    totalEmi1PaidValue: '₹24,000.5',
    totalEmi2PaidValue: '₹15,000',
    totalEmi1RemainingValue: '₹4,75,999.5',
    totalEmi2RemainingValue: '₹2,85,000',
    totalRemainingValue: '₹7,55,999.5',
    responseList: [
      emiRow(),
      emiRow({
        receiptUrl: null,
        emi1: 12000,
        emi2: 7500,
        extraAmount: 0,
        totalPaidAmount: 19500,
        paidAt: '2026-10-22T04:30:00.000Z',
      }),
    ],
    ...overrides,
  };
}

export function emiAdded(overrides: Partial<EmiAdded> = {}): EmiAdded {
  return {
    message: 'EMI payment recorded',
    emiId: 'emi-1',
    emi1: 1234.5,
    emi2: 0,
    extraAmount: 500,
    paidAt: PAID_AT,
    receiptUrl: RECEIPT_URL,
    ...overrides,
  };
}

export function emiSettings(overrides: Partial<EmiSettings> = {}): EmiSettings {
  return {
    emi1Borrowed: 500000,
    emi2Borrowed: 300000,
    emi1Terms: { annualRatePercent: 10, tenureMonths: 120, startDate: '2026-01-05' },
    emi2Terms: { annualRatePercent: null, tenureMonths: null, startDate: null },
    viewRetentionDays: 180,
    ...overrides,
  };
}

export function emiView(overrides: Partial<EmiView> = {}): EmiView {
  return {
    viewId: 'v-1',
    viewedAt: PAID_AT,
    serverIp: '203.0.113.7',
    clientIp: '',
    device: 'Windows',
    browser: 'Chrome',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    ...overrides,
  };
}

export function viewsPage(views: EmiView[], totalViews = views.length, totalPages = 1): EmiViewsPage {
  return { views, totalViews, totalPages };
}

/** Stores the tokens an administrator has after signing in; no refresh token, so no refresh. */
export function signInAdmin(): void {
  storeTokens({ accessToken: 'admin-token', refreshToken: '' });
}

type Handler = (call: RecordedCall) => Response | Promise<Response> | undefined;

/**
 * The EMI API: `handler` answers first, logout has a default, anything else is 404. Multipart
 * bodies are kept as the FormData the app sent (the shared stub only records text).
 */
export function stubEmiApi(handler: Handler) {
  const net = stubFetch(async (call) => {
    const answer = await handler(call);
    if (answer) return answer;
    if (call.path === '/api/auth/logout') return new Response(null, { status: 204 });
    return errorResponse(404, `No stub for ${call.method} ${call.path}`);
  });
  const recordingFetch = globalThis.fetch;
  const forms: { path: string; form: FormData }[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    if (init.body instanceof FormData) forms.push({ path: input, form: init.body });
    return recordingFetch(input, init);
  });
  return {
    ...net,
    formsTo: (path: string) => forms.filter((sent) => sent.path === path).map((sent) => sent.form),
  };
}

/** A response whose arrival the test decides, to look at the page while a call is in flight. */
export function deferredResponse() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
