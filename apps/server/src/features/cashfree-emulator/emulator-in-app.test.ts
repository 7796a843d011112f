import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createCashfreeClient } from '../orders/cashfree/cashfree-client.ts';
import { emulatorBaseUrl } from './emulator-url.ts';

// The emulator as app.ts mounts it: beside the app's security headers, form parser, error and
// not-found handlers, and OpenAPI document.
describe('the emulator inside the whole app', () => {
  let t: TestApp;
  let app: TestApp['app'];
  const credentials = {
    appId: 'emulator-app-id',
    secretKey: 'emulator-secret-key',
    apiVersion: '2023-08-01',
  };

  beforeAll(async () => {
    t = await buildTestApp();
    app = t.app;
  });
  afterAll(() => t.close());

  it('has no base URL before the app listens', () => {
    expect(() => emulatorBaseUrl(app)).toThrow(/not listening/);
  });

  it('serves the adapter at the base URL read from the listening socket', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = emulatorBaseUrl(app);
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/emulator\/cashfree\/pg$/);
    const cashfree = createCashfreeClient({
      baseUrl: () => emulatorBaseUrl(app),
      ...credentials,
      log: app.log,
    });
    const order = await cashfree.createOrder({
      order_id: 'ORD_in_app',
      order_amount: 19999,
      order_currency: 'INR',
      customer_details: { customer_id: 'u_1', customer_phone: '9876543210' },
    });
    expect((await cashfree.getOrder('ORD_in_app')).payment_session_id).toBe(order.payment_session_id);

    const page = await app.inject(
      `/emulator/cashfree/checkout?payment_session_id=${order.payment_session_id}`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay ₹19,999');
    // The page's own policy replaces the app's "frame-ancestors 'none'", so the modal can frame it.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' http://shop.test");
    expect(csp).not.toContain("frame-ancestors 'none'");
  });

  it('answers with Cashfree error bodies, not the app’s', async () => {
    const unauthorised = await app.inject({ method: 'GET', url: '/emulator/cashfree/pg/orders/ORD_in_app' });
    expect(unauthorised.json()).toEqual({
      message: 'authentication Failed',
      code: 'request_failed',
      type: 'authentication_error',
    });
    const invalid = await app.inject({
      method: 'POST',
      url: '/emulator/cashfree/pg/orders',
      headers: {
        'x-client-id': credentials.appId,
        'x-client-secret': credentials.secretKey,
        'x-api-version': '2023-08-01',
      },
      payload: { order_amount: 5 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'order_currency_invalid', type: 'invalid_request_error' });
    // The app keeps its own body elsewhere.
    expect((await app.inject('/api/nothing')).json()).toMatchObject({ errorCode: 404 });
  });

  it('takes a form post through the app’s form parser', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/emulator/cashfree/checkout/drop',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'payment_session_id=session_nope',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('payment_session_id_invalid');
  });

  it('stays out of the app’s API documentation', async () => {
    const doc = (await app.inject('/api/docs/json')).json();
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/emulator'))).toEqual([]);
  });
});
