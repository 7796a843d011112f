import { afterEach, describe, expect, it, vi } from 'vitest';
import { CASHFREE_SDK_URL, cashfreeCheckout } from './cashfree-sdk.ts';

type Answer = Awaited<ReturnType<ReturnType<NonNullable<Window['Cashfree']>>['checkout']>>;

/** Stands in for the object Cashfree's script puts on window. */
function fakeCashfree(answer: Answer | Error) {
  const checkout = vi.fn(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)));
  const factory = vi.fn(() => ({ checkout }));
  return { factory, checkout };
}

const sdkScripts = () => document.head.querySelectorAll(`script[src="${CASHFREE_SDK_URL}"]`);

afterEach(() => {
  delete window.Cashfree;
  for (const script of sdkScripts()) script.remove();
});

describe('cashfreeCheckout (sandbox and production)', () => {
  it("loads Cashfree's script once, then opens its modal in the server's mode", async () => {
    const { factory, checkout } = fakeCashfree({ paymentDetails: { paymentMessage: 'Payment finished' } });
    const first = cashfreeCheckout('session_1', 'sandbox');
    const second = cashfreeCheckout('session_2', 'sandbox');
    expect(sdkScripts()).toHaveLength(1);

    window.Cashfree = factory;
    sdkScripts()[0]?.dispatchEvent(new Event('load'));

    await expect(first).resolves.toEqual({ paymentDetails: { paymentMessage: 'Payment finished' } });
    await expect(second).resolves.toEqual({ paymentDetails: { paymentMessage: 'Payment finished' } });
    expect(factory).toHaveBeenCalledWith({ mode: 'sandbox' });
    expect(checkout).toHaveBeenCalledWith({ paymentSessionId: 'session_1', redirectTarget: '_modal' });
  });

  it('passes on the error of a closed or failed checkout', async () => {
    const { factory } = fakeCashfree({ error: { message: 'Popup closed', code: 'closed' } });
    window.Cashfree = factory;
    await expect(cashfreeCheckout('session_1', 'production')).resolves.toEqual({
      error: { message: 'Popup closed', code: 'closed' },
    });
    expect(factory).toHaveBeenCalledWith({ mode: 'production' });
  });

  it('answers with an error, never a rejection, when the SDK throws', async () => {
    window.Cashfree = fakeCashfree(new Error('Invalid session')).factory;
    await expect(cashfreeCheckout('session_1', 'sandbox')).resolves.toEqual({
      error: { message: 'Invalid session' },
    });
  });

  it('answers with an error when the script cannot be loaded, and tries again next time', async () => {
    const failed = cashfreeCheckout('session_1', 'sandbox');
    sdkScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toEqual({ error: { message: 'The payment service could not be loaded' } });
    expect(sdkScripts()).toHaveLength(0);

    void cashfreeCheckout('session_1', 'sandbox');
    expect(sdkScripts()).toHaveLength(1);
  });
});
