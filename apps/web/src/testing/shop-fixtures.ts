import type { Product } from '@app/shared/catalog';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { storeEmail, storeTokens } from '../lib/storage.ts';
import { errorResponse, jsonResponse, type RecordedCall, stubFetch } from './fetch-stub.ts';

const plan = (
  selectedOption: Product['selectedOption'],
  planTitle: string,
  price: number,
  features: string[],
): Product => ({
  productId: `PLAN-${selectedOption.toUpperCase()}`,
  name: `${planTitle} Plan`,
  planTitle,
  description: `${planTitle} website, built and hosted for a year`,
  features,
  price,
  type: 'plan',
  selectedOption,
});

export const basicPlan = plan('basic', 'Basic', 4999, ['Up to 5 pages', 'Free .in domain']);
export const standardPlan = plan('standard', 'Standard', 9999, ['Up to 10 pages', 'Contact form']);
export const businessPlan = plan('business', 'Business', 19999, ['Online store', 'Priority support']);
export const products = [basicPlan, standardPlan, businessPlan];

export const customerEmail = 'asha@example.in';
export const customer = { customerName: 'Asha Rao', customerEmail, mobile: '9876543210', address: '' };
export const userInfoPath = '/api/auth/userinfo/asha%40example.in';

/** Stores the session a customer has after logging in. */
export function signInCustomer(): void {
  storeTokens({ accessToken: 'a1', refreshToken: 'r1' });
  storeEmail(customerEmail);
}

type Handler = (call: RecordedCall) => Response | Promise<Response> | undefined;

/** The shop's server: site, catalogue and user info answered; `handler` answers anything else. */
export function stubShop(handler: Handler = () => undefined) {
  return stubFetch(async (call) => {
    const answer = await handler(call);
    if (answer) return answer;
    if (call.path === '/api/v1/site') return jsonResponse(200, { companyName: 'Navya Web Solutions' });
    if (call.path === '/api/v1/products') return jsonResponse(200, products);
    if (call.path === userInfoPath) return jsonResponse(200, customer);
    return errorResponse(404, `No stub for ${call.path}`);
  });
}

/** Waits for a toast with `message` and checks its title (Success, Info, Warning, Error). */
export async function expectToast(title: string, message: string): Promise<void> {
  const toast = (await screen.findByText(message)).closest('.Toastify__toast');
  expect(toast).toHaveTextContent(new RegExp(`^${title}`));
}
