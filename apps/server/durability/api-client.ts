import type { Product } from '@app/shared/catalog';
import { ADMIN } from './built-server.ts';

export type Session = { email: string; headers: Record<string, string> };

/** A JSON call; any status is returned (the caller decides what is acknowledged). */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  // A 2xx whose body was cut short (the server died mid-answer) still tells the client "done".
  const text = await response.text().catch(() => '');
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (a CSV, an HTML page): kept as text.
  }
  return { status: response.status, json };
}

/** Same as call(), but anything other than `expected` throws with the answer in the message. */
export async function expectCall<T>(
  baseUrl: string,
  method: string,
  path: string,
  expected: number,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const answer = await call(baseUrl, method, path, options);
  if (answer.status !== expected) {
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
  }
  return answer.json as T;
}

export async function signIn(
  baseUrl: string,
  user: { email: string; password: string },
  userType: 'ADMIN' | 'USER',
): Promise<Session> {
  const tokens = await expectCall<{ accessToken: string }>(baseUrl, 'POST', '/api/auth/login', 200, {
    body: { ...user, userType },
  });
  return { email: user.email, headers: { authorization: `Bearer ${tokens.accessToken}` } };
}

export const signInAdmin = (baseUrl: string) => signIn(baseUrl, ADMIN, 'ADMIN');

export const CUSTOMER_PASSWORD = 'durable-password-1';

/** What POST /api/auth/register takes for customer `seq` of run `tag`. */
export function registration(tag: string, seq: number) {
  return {
    username: `Durable Customer ${seq}`,
    email: `buyer-${tag}-${seq}@example.in`,
    password: CUSTOMER_PASSWORD,
    mobile: `9${String(seq).padStart(9, '0')}`,
    address: 'Pune',
    userType: 'USER',
  };
}

/** The cart of "Pay Now": the cheapest plan and a free `.in` domain. */
export function orderCart(plan: Product, domain: string) {
  return [
    { ...plan, selectedQuantity: 1, domainPrice: 0 },
    {
      productId: '0000000',
      name: domain,
      planTitle: domain,
      description: 'Domain',
      features: [],
      price: 0,
      selectedQuantity: 1,
      type: 'domain',
      selectedOption: 'domain',
      domainPrice: 0,
    },
  ];
}

export async function cheapestPlan(baseUrl: string): Promise<Product> {
  const products = await expectCall<Product[]>(baseUrl, 'GET', '/api/v1/products', 200);
  const [plan] = [...products].sort((a, b) => a.price - b.price);
  if (!plan) throw new Error('the catalogue is empty');
  return plan;
}
