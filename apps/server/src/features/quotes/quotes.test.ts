import { quoteMessages } from '@app/shared/quotes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, signIn } from '../../../test/factories.ts';

const request = {
  name: 'Ravi Kumar',
  mobile: '9812345678',
  email: 'Ravi@Example.in',
  description: 'A website for my bakery with online orders\nand a gallery.',
};

describe('custom quote requests', () => {
  let t: TestApp;
  let adminToken: string;
  let userToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ QUOTE_NOTIFY_EMAIL: 'sales@navya.test', QUOTE_RATE_LIMIT_PER_IP: '4' });
    const admin = await createUser(t.database.db, { userType: 'ADMIN' });
    const user = await createUser(t.database.db);
    adminToken = (await signIn(t.app, admin)).accessToken;
    userToken = (await signIn(t.app, user)).accessToken;
  });
  afterAll(() => t.close());

  const post = (payload: object, ip = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/quotes', payload, remoteAddress: ip });
  const list = (token: string, query = '') =>
    t.app.inject({ url: `/api/v1/quotes${query}`, headers: bearer(token) });

  it('stores a request and mails the administrator and the customer', async () => {
    const response = await post(request);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ quoteId: expect.any(String), message: quoteMessages.sent });

    const mails = await t.sentMail();
    const toAdmin = mails.find((mail) => mail.to && 'text' in mail.to && mail.to.text === 'sales@navya.test');
    expect(toAdmin?.subject).toBe('Quote request from Ravi Kumar');
    expect(toAdmin?.text).toContain('9812345678');
    expect(toAdmin?.text).toContain('and a gallery.');
    expect(toAdmin?.text).toContain('http://shop.test/admin/quotes');
    const toCustomer = mails.find(
      (mail) => mail.to && 'text' in mail.to && mail.to.text === 'ravi@example.in',
    );
    expect(toCustomer?.subject).toMatch(/^We received your quote request/);
  });

  it('lists requests newest first for the administrator, with totals', async () => {
    await post({ ...request, name: 'Second Customer' });
    const response = await list(adminToken, '?page=1&size=1');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ totalQuotes: 2, totalPages: 2 });
    expect(page.quotes).toHaveLength(1);
    expect(page.quotes[0]).toMatchObject({ name: 'Second Customer', email: 'ravi@example.in' });
    const second = (await list(adminToken, '?page=2&size=1')).json();
    expect(second.quotes[0].name).toBe('Ravi Kumar');
    expect(second.quotes[0].description).toBe(request.description);
  });

  it('keeps the list from customers (403) and strangers (401)', async () => {
    expect((await list(userToken)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: '/api/v1/quotes' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ errorCode: 401, errorCodeValue: 'UNAUTHORIZED' });
  });

  it('refuses bad input with the spec messages and stores nothing', async () => {
    const response = await post(
      { name: 'Ra', mobile: '12345', email: 'nope', description: 'x'.repeat(1001) },
      '203.0.113.9',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Proper name is required',
      mobile: 'invalid Mobile Number',
      email: 'Invalid Email',
      description: quoteMessages.descriptionTooLong,
    });
    const empty = await post({ ...request, description: '   ' }, '203.0.113.9');
    expect(empty.json().errors).toEqual({ description: quoteMessages.descriptionRequired });
    expect((await list(adminToken)).json().totalQuotes).toBe(2);
  });

  it('accepts exactly 1000 characters of description', async () => {
    const response = await post({ ...request, description: 'y'.repeat(1000) }, '203.0.113.7');
    expect(response.statusCode).toBe(201);
  });

  it('limits requests per IP address (429 with Retry-After)', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 4; i++) expect((await post(request, ip)).statusCode).toBe(201);
    const limited = await post(request, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ errorCode: 429, errorCodeValue: 'TOO_MANY_REQUESTS' });
    expect((await post(request, '198.51.100.21')).statusCode).toBe(201);
  });
});
