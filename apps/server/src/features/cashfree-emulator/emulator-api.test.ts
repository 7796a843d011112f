import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CashfreePeer, startCashfreePeer } from '../../../test/cashfree-peer.ts';

const order = (orderId: string, extra: object = {}) => ({
  order_id: orderId,
  order_amount: 799,
  order_currency: 'INR',
  customer_details: { customer_id: 'u_12345', customer_phone: '9876543210' },
  ...extra,
});

describe('the Cashfree emulator speaks the PG API', () => {
  let peer: CashfreePeer;
  let headers: Record<string, string>;
  beforeAll(async () => {
    peer = await startCashfreePeer();
    headers = {
      'content-type': 'application/json',
      'x-client-id': peer.config.payment.appId,
      'x-client-secret': peer.config.payment.secretKey,
      'x-api-version': '2023-08-01',
    };
  });
  afterAll(() => peer.close());

  const call = async (method: string, path: string, body?: object | string, extraHeaders = {}) => {
    const response = await fetch(`${peer.baseUrl}${path}`, {
      method,
      headers: { ...headers, ...extraHeaders },
      body: typeof body === 'string' ? body : body && JSON.stringify(body),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    };
  };

  it('refuses missing or wrong credentials with Cashfree 401 before anything else', async () => {
    for (const extra of [{ 'x-client-id': 'someone-else' }, { 'x-client-secret': '' }]) {
      const answer = await call('POST', '/orders', { nonsense: true }, extra);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        message: 'authentication Failed',
        code: 'request_failed',
        type: 'authentication_error',
      });
    }
  });

  it('requires x-api-version (400)', async () => {
    const answer = await call('GET', '/orders/ORD_none', undefined, { 'x-api-version': '' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'x-api-version_missing', type: 'invalid_request_error' });
  });

  it('echoes x-request-id and x-api-version, as Cashfree does', async () => {
    const answer = await call('GET', '/orders/ORD_none', undefined, { 'x-request-id': 'req-42' });
    expect(answer.headers.get('x-request-id')).toBe('req-42');
    expect(answer.headers.get('x-api-version')).toBe('2023-08-01');
    expect(answer.body).toEqual({
      message: 'order does not exist',
      code: 'order_not_found',
      type: 'invalid_request_error',
    });
  });

  it.each([
    ['a missing customer', order('ORD_v1', { customer_details: undefined }), 'customer_details_missing'],
    [
      'a short customer id',
      order('ORD_v2', { customer_details: { customer_id: 'u', customer_phone: '9876543210' } }),
      'customer_details.customer_id_invalid',
    ],
    [
      'a phone with +91',
      order('ORD_v3', { customer_details: { customer_id: 'u_1', customer_phone: '+919876543210' } }),
      'customer_details.customer_phone_invalid',
    ],
    ['a currency other than INR', order('ORD_v4', { order_currency: 'USD' }), 'order_currency_invalid'],
    ['an order id of 2 characters', order('AB'), 'order_id_invalid'],
    ['an order id of 46 characters', order('A'.repeat(46)), 'order_id_invalid'],
    [
      'a notify_url that is not a URL',
      order('ORD_v5', { order_meta: { notify_url: 'example.in/hook' } }),
      'order_meta.notify_url_invalid',
    ],
  ])('answers %s with 400 and a field code', async (_name, body, code) => {
    const answer = await call('POST', '/orders', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code, type: 'invalid_request_error' });
    expect(answer.body.message).toContain(code.replace(/_(invalid|missing)$/, ''));
  });

  it('answers a body that is not JSON with a Cashfree-shaped 400', async () => {
    const answer = await call('POST', '/orders', '{"order_id":');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'request_invalid', type: 'invalid_request_error' });
  });

  it('replays a retried create with x-idempotency-replayed, and refuses a changed body (422)', async () => {
    const key = { 'x-idempotency-key': '8c1e3f5a-0000-8000-8000-000000000001' };
    const first = await call('POST', '/orders', order('ORD_idem'), key);
    expect(first.headers.get('x-idempotency-replayed')).toBe('false');
    const again = await call('POST', '/orders', order('ORD_idem'), key);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-idempotency-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);

    const changed = await call('POST', '/orders', order('ORD_idem', { order_amount: 1 }), key);
    expect(changed.status).toBe(422);
    expect(changed.body).toMatchObject({ code: 'request_invalid', type: 'idempotency_error' });
    const otherKey = await call('POST', '/orders', order('ORD_idem'), { 'x-idempotency-key': 'another' });
    expect(otherKey.status).toBe(409);
  });

  it('makes up an order id when none is sent, as Cashfree does', async () => {
    const { order_id: _omitted, ...withoutId } = order('unused');
    const answer = await call('POST', '/orders', withoutId);
    expect(answer.status).toBe(200);
    expect(answer.body.order_id).toBe(`order_${answer.body.cf_order_id}`);
  });

  it('reports an order past its expiry time as EXPIRED', async () => {
    const answer = await call(
      'POST',
      '/orders',
      order('ORD_old', { order_expiry_time: '2024-01-01T10:00:00+05:30' }),
    );
    expect(answer.body.order_expiry_time).toBe('2024-01-01T10:00:00+05:30');
    expect((await call('GET', '/orders/ORD_old')).body.order_status).toBe('EXPIRED');
  });

  it('keeps its state in the database, so it survives a restart', async () => {
    const created = await call('POST', '/orders', order('ORD_restart'));
    const restarted = await startCashfreePeer({ database: peer.database });
    try {
      const again = await restarted.client().getOrder('ORD_restart');
      expect(again).toEqual(created.body);
    } finally {
      await restarted.close();
    }
  });
});
