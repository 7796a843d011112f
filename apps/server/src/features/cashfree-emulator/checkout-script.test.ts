import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CashfreePeer, startCashfreePeer } from '../../../test/cashfree-peer.ts';

// The page's script runs in jsdom (the web app's test DOM, already installed for the monorepo),
// against the emulator over real HTTP. The server has no DOM types, so only what is used is typed.
type Element = {
  value: string;
  textContent: string | null;
  hidden: boolean;
  click(): void;
  requestSubmit(): void;
  getAttribute(name: string): string | null;
};
type Window = {
  document: { getElementById(id: string): Element | null; readyState: string };
  close(): void;
};
type Jsdom = {
  JSDOM: {
    fromURL(url: string, options: object): Promise<{ window: Window & Record<string, unknown> }>;
  };
};

type Posted = { message: Record<string, unknown>; targetOrigin: string };

async function openPage(url: string, embedded: boolean) {
  const jsdomModule = 'jsdom';
  const { JSDOM } = (await import(jsdomModule)) as Jsdom;
  const posted: Posted[] = [];
  const dom = await JSDOM.fromURL(url, {
    runScripts: 'dangerously',
    resources: 'usable',
    beforeParse(window: Record<string, unknown>) {
      // jsdom has no fetch; the page's relative URLs resolve against its own address.
      window.fetch = (path: string, init: RequestInit) => fetch(new URL(path, url), init);
      if (embedded) {
        const parent = {
          postMessage: (message: Record<string, unknown>, targetOrigin: string) =>
            posted.push({ message, targetOrigin }),
        };
        Object.defineProperty(window, 'parent', { value: parent, configurable: true });
      }
    },
  });
  const { window } = dom;
  await until(
    () =>
      window.document.readyState === 'complete' &&
      window.document.getElementById('cancel')?.hidden !== undefined,
  );
  const element = (id: string) => {
    const found = window.document.getElementById(id);
    if (!found) throw new Error(`#${id} not on the page`);
    return found;
  };
  return { window, element, posted };
}

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the checkout page script', () => {
  let peer: CashfreePeer;
  let count = 0;
  beforeAll(async () => {
    peer = await startCashfreePeer();
  });
  afterAll(() => peer.close());

  const checkoutUrl = async () => {
    const order = await peer.client().createOrder({
      order_id: `ORD_script_${++count}`,
      order_amount: 5098,
      order_currency: 'INR',
      customer_details: { customer_id: 'u_1', customer_phone: '9876543210' },
    });
    return { order, url: `${peer.emulatorUrl}/checkout?payment_session_id=${order.payment_session_id}` };
  };

  const fill = (element: (id: string) => Element, number: string) => {
    element('card_number').value = number;
    element('card_holder_name').value = 'Asha Rao';
    element('card_expiry').value = '12/39';
    element('card_cvv').value = '123';
  };

  it('pays and tells the embedding window, as Cashfree’s modal would', async () => {
    const { order, url } = await checkoutUrl();
    const page = await openPage(url, true);
    fill(page.element, '4111 1111 1111 1111');
    page.element('pay-form').requestSubmit();
    await until(() => page.posted.length > 0);
    expect(page.posted).toEqual([
      {
        targetOrigin: '*',
        message: {
          source: 'cashfree-emulator',
          type: 'paymentDetails',
          status: 'SUCCESS',
          orderId: order.order_id,
          paymentMessage: 'Transaction successful',
        },
      },
    ]);
    expect(page.element('result').textContent).toContain('Payment successful');
    expect((await peer.client().getOrder(order.order_id)).order_status).toBe('PAID');
    page.window.close();
  });

  it('shows a refused card beside the card field, and posts nothing', async () => {
    const { url } = await checkoutUrl();
    const page = await openPage(url, true);
    fill(page.element, '4242 4242 4242 4242');
    page.element('pay-form').requestSubmit();
    await until(() => !page.element('card_number-error').hidden);
    expect(page.element('card_number-error').textContent).toBe(
      'Use one of the test cards listed on this page.',
    );
    expect(page.element('card_number').getAttribute('aria-invalid')).toBe('true');
    expect(page.posted).toEqual([]);
    page.window.close();
  });

  it('reports Cancel as user_dropped and records the drop', async () => {
    const { order, url } = await checkoutUrl();
    const page = await openPage(url, true);
    page.element('cancel').click();
    await until(() => page.posted.length > 0);
    expect(page.posted[0]?.message).toEqual({
      source: 'cashfree-emulator',
      type: 'error',
      code: 'user_dropped',
      message: 'Payment cancelled by user',
    });
    const [payment] = await peer.client().getPayments(order.order_id);
    expect(payment?.payment_status).toBe('USER_DROPPED');
    page.window.close();
  });

  it('shows the outcome on the page when opened on its own', async () => {
    const { url } = await checkoutUrl();
    const page = await openPage(url, false);
    fill(page.element, '4000 0000 0000 0002');
    page.element('pay-form').requestSubmit();
    await until(() => !page.element('result').hidden);
    expect(page.element('result').textContent).toContain('Payment failed');
    // The form stays, so another card can be tried.
    expect(page.element('pay-form').hidden).toBe(false);
    page.window.close();
  });
});
