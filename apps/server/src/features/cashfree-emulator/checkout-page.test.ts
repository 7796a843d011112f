import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CashfreePeer, startCashfreePeer } from '../../../test/cashfree-peer.ts';
import type { CashfreeClient, OrderEntity } from '../orders/cashfree/cashfree-types.ts';

const card = {
  card_number: '4111111111111111',
  card_holder_name: 'Asha Rao',
  card_expiry: '12/39',
  card_cvv: '123',
};

describe('the hosted checkout page', () => {
  let peer: CashfreePeer;
  let cashfree: CashfreeClient;
  let order: OrderEntity;
  beforeAll(async () => {
    peer = await startCashfreePeer({ env: { COMPANY_NAME: 'Acme <Hosting> & Co' } });
    cashfree = peer.client();
    order = await cashfree.createOrder({
      order_id: 'ORD_page_1',
      order_amount: 5098,
      order_currency: 'INR',
      customer_details: { customer_id: 'u_1', customer_phone: '9876543210' },
    });
  });
  afterAll(() => peer.close());

  const page = (sessionId: string) =>
    fetch(`${peer.emulatorUrl}/checkout?payment_session_id=${encodeURIComponent(sessionId)}`);

  it('shows the test label, merchant, order and amount in rupees, and the test cards', async () => {
    const response = await page(order.payment_session_id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('Test payment — no money moves');
    expect(html).toContain('Acme &lt;Hosting&gt; &amp; Co');
    expect(html).not.toContain('<Hosting>');
    expect(html).toContain('ORD_page_1');
    expect(html).toContain('Pay ₹5,098');
    expect(html).toContain('4111 1111 1111 1111');
    expect(html).toContain('4000 0000 0000 0002');
    expect(html).toContain('id="cancel"');
  });

  it('labels every input, and has no inline script or style (strict CSP)', async () => {
    const html = await (await page(order.payment_session_id)).text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toMatch(/<style/);
    expect(html).not.toMatch(/\son[a-z]+=/);
    const inputs = [...html.matchAll(/<input id="([^"]+)"/g)].map((match) => match[1]);
    expect(inputs).toEqual(['card_number', 'card_holder_name', 'card_expiry', 'card_cvv']);
    for (const id of inputs) expect(html).toContain(`<label for="${id}">`);
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
  });

  it('may be framed by the shop only, and is never cached', async () => {
    const response = await page(order.payment_session_id);
    const csp = String(response.headers.get('content-security-policy'));
    expect(csp).toContain("frame-ancestors 'self' http://shop.test");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves its script and styles as files, with versioned URLs', async () => {
    const html = await (await page(order.payment_session_id)).text();
    const scriptUrl = /<script src="([^"]+)"/.exec(html)?.[1];
    const styleUrl = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    expect(scriptUrl).toMatch(/^checkout\.js\?v=[0-9a-f]{12}$/);
    expect(styleUrl).toMatch(/^checkout\.css\?v=[0-9a-f]{12}$/);
    const script = await fetch(`${peer.emulatorUrl}/${scriptUrl}`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toContain('immutable');
    const source = await script.text();
    expect(() => new vm.Script(source)).not.toThrow();
    const styles = await fetch(`${peer.emulatorUrl}/${styleUrl}`);
    expect(styles.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await styles.text()).toContain('.test-label');
  });

  it('answers an unknown or missing session with a clear 404 page', async () => {
    for (const response of [await page('session_nope'), await fetch(`${peer.emulatorUrl}/checkout`)]) {
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('Payment link not valid');
      expect(html).toContain('Test payment — no money moves');
    }
  });

  it('answers an expired order with a 404 page', async () => {
    const expired = await cashfree.createOrder({
      order_id: 'ORD_page_expired',
      order_amount: 10,
      order_currency: 'INR',
      customer_details: { customer_id: 'u_1', customer_phone: '9876543210' },
      ...{ order_expiry_time: '2024-01-01T10:00:00+05:30' },
    });
    const response = await page(expired.payment_session_id);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Payment link expired');
  });

  it('says so when the order is already paid', async () => {
    const paid = await fetch(`${peer.emulatorUrl}/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payment_session_id: order.payment_session_id, ...card }),
    });
    expect(await paid.json()).toMatchObject({ status: 'SUCCESS' });
    const response = await page(order.payment_session_id);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('This order is already paid');
    expect(html).not.toContain('id="pay-form"');
  });
});
