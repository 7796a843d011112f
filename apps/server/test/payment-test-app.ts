import type { CartItem } from '@app/shared/orders/cart';
import type { Env } from '../src/config.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { freePort } from './free-port.ts';

export type PaymentTestApp = TestApp & { baseUrl: string };

/**
 * The whole app listening on a real port, with PUBLIC_URL pointing at it: the adapter reaches
 * the emulator over HTTP and the emulator's webhooks reach the app, as in production.
 */
export async function startPaymentTestApp(
  env: Partial<Env> = {},
  options: Parameters<typeof buildTestApp>[1] = {},
): Promise<PaymentTestApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await buildTestApp({ PUBLIC_URL: baseUrl, ...env }, options);
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, baseUrl };
}

export const basicPlanLine: CartItem = {
  productId: '1000001',
  name: 'Basic',
  planTitle: 'Basic — Starter Website',
  description: 'whatever the browser says',
  features: [],
  price: 4999,
  selectedQuantity: 1,
  type: 'plan',
  selectedOption: 'basic',
  domainPrice: 0,
};

export function domainLine(name: string, price: number): CartItem {
  return {
    productId: '0000000',
    name,
    planTitle: name,
    description: 'Domain',
    features: [],
    price,
    selectedQuantity: 1,
    type: 'domain',
    selectedOption: 'domain',
    domainPrice: price,
  };
}

let orderCounter = 0;
/** An order id of the shape the web app makes, unique within the test run. */
export function testOrderId(): string {
  orderCounter += 1;
  return `ORD20261122${String(100000 + orderCounter).slice(-6)}${String(orderCounter).padStart(6, 'T')}`.slice(
    0,
    23,
  );
}

/** A signed-in customer with a 10-digit mobile, ready to pay. */
export async function signedInCustomer(t: TestApp, email?: string) {
  const user = await createUser(t.database.db, email ? { email } : {});
  const tokens = await signIn(t.app, user);
  return { user, headers: bearer(tokens.accessToken) };
}

export const SUCCESS_CARD = '4111 1111 1111 1111';
export const FAILURE_CARD = '4000 0000 0000 0002';

/** Pays on the emulator's checkout, as the page's form does. */
export async function payOnEmulator(t: PaymentTestApp, paymentSessionId: string, card = SUCCESS_CARD) {
  const response = await fetch(`${t.baseUrl}/emulator/cashfree/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      payment_session_id: paymentSessionId,
      card_number: card,
      card_holder_name: 'Asha Rao',
      card_expiry: '12/39',
      card_cvv: '123',
    }),
  });
  if (!response.ok) throw new Error(`emulator pay failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { status: string; order_id: string };
}

/** Pay Now for the basic plan and `domain` (monthly `price`); answers the order and its session. */
export async function openOrder(
  t: PaymentTestApp,
  headers: Record<string, string>,
  domain: string,
  price = 0,
): Promise<{ orderId: string; paymentSessionId: string }> {
  const orderId = testOrderId();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payment/cashfree-order',
    headers,
    payload: { amount: 4999 + price, products: [basicPlanLine, domainLine(domain, price)], orderId },
  });
  if (response.statusCode !== 200)
    throw new Error(`order not opened: ${response.statusCode} ${response.body}`);
  return { orderId, paymentSessionId: response.json().paymentSessionId };
}
