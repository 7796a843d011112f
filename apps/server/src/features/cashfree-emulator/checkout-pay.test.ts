import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CashfreePeer,
  startCashfreePeer,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../test/cashfree-peer.ts';
import type { CashfreeClient } from '../orders/cashfree/cashfree-types.ts';
import { verifyWebhookSignature } from '../orders/cashfree/webhook-signature.ts';

const card = (number: string) => ({
  card_number: number,
  card_holder_name: 'Asha Rao',
  card_expiry: '12/39',
  card_cvv: '123',
});

describe('paying on the checkout page', () => {
  let peer: CashfreePeer;
  let cashfree: CashfreeClient;
  let receiver: WebhookReceiver;
  let count = 0;
  beforeAll(async () => {
    [peer, receiver] = await Promise.all([startCashfreePeer(), startWebhookReceiver()]);
    cashfree = peer.client();
  });
  afterAll(async () => {
    await peer.close();
    await receiver.close();
  });

  const newOrder = (notify = true) =>
    cashfree.createOrder({
      order_id: `ORD_pay_${++count}`,
      order_amount: 5098,
      order_currency: 'INR',
      customer_details: { customer_id: 'u_12345', customer_phone: '9876543210', customer_email: 'a@b.in' },
      order_meta: notify ? { notify_url: receiver.url } : undefined,
      order_tags: { domain: 'example.in' },
    });
  const post = async (path: string, body: object, contentType = 'application/json') => {
    const response = await fetch(`${peer.emulatorUrl}/checkout/${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body:
        contentType === 'application/json'
          ? JSON.stringify(body)
          : new URLSearchParams(body as Record<string, string>).toString(),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('with 4111…: the order is PAID, a SUCCESS payment is recorded and a signed webhook sent', async () => {
    const order = await newOrder();
    const answer = await post('pay', {
      payment_session_id: order.payment_session_id,
      ...card('4111 1111 1111 1111'),
    });
    expect(answer).toEqual({
      status: 200,
      body: { status: 'SUCCESS', order_id: order.order_id, payment_message: 'Transaction successful' },
    });
    expect((await cashfree.getOrder(order.order_id)).order_status).toBe('PAID');
    const [payment, ...others] = await cashfree.getPayments(order.order_id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      payment_status: 'SUCCESS',
      payment_amount: 5098,
      payment_group: 'credit_card',
      is_captured: true,
      payment_method: { card: { card_number: 'XXXXXXXXXXXX1111', channel: 'link', card_network: 'visa' } },
      error_details: null,
    });
    expect(payment?.bank_reference).toMatch(/^\d{12}$/);

    const webhook = await receiver.next();
    expect(webhook.headers['content-type']).toBe('application/json');
    expect(webhook.headers['x-webhook-version']).toBe('2023-08-01');
    expect(webhook.headers['x-webhook-attempt']).toBe('1');
    const check = verifyWebhookSignature({
      secret: peer.config.payment.secretKey,
      timestamp: String(webhook.headers['x-webhook-timestamp']),
      signature: String(webhook.headers['x-webhook-signature']),
      rawBody: webhook.rawBody,
    });
    expect(check).toBe('valid');
    expect(webhook.body).toEqual({
      type: 'PAYMENT_SUCCESS_WEBHOOK',
      event_time: expect.stringMatching(/\+05:30$/),
      data: {
        order: {
          order_id: order.order_id,
          order_amount: 5098,
          order_currency: 'INR',
          order_tags: { domain: 'example.in' },
        },
        payment: {
          cf_payment_id: payment?.cf_payment_id,
          payment_status: 'SUCCESS',
          payment_amount: 5098,
          payment_currency: 'INR',
          payment_message: 'Transaction successful',
          payment_time: payment?.payment_time,
          bank_reference: payment?.bank_reference,
          auth_id: payment?.auth_id,
          payment_method: payment?.payment_method,
          payment_group: 'credit_card',
        },
        customer_details: order.customer_details,
        error_details: null,
      },
    });
  });

  it('with 4000…0002: a FAILED payment, the order stays ACTIVE, PAYMENT_FAILED_WEBHOOK', async () => {
    const order = await newOrder();
    const answer = await post('pay', {
      payment_session_id: order.payment_session_id,
      ...card('4000000000000002'),
    });
    expect(answer.body).toMatchObject({ status: 'FAILED', order_id: order.order_id });
    expect((await cashfree.getOrder(order.order_id)).order_status).toBe('ACTIVE');
    const [payment] = await cashfree.getPayments(order.order_id);
    expect(payment).toMatchObject({
      payment_status: 'FAILED',
      is_captured: false,
      bank_reference: null,
      error_details: { error_code: 'TRANSACTION_DECLINED' },
    });
    const webhook = await receiver.next();
    expect(webhook.body.type).toBe('PAYMENT_FAILED_WEBHOOK');
    expect(webhook.body.data.error_details?.error_code).toBe('TRANSACTION_DECLINED');
  });

  it('accepts a form post and Cashfree’s sandbox success cards', async () => {
    const order = await newOrder(false);
    const form = { payment_session_id: order.payment_session_id, ...card('5409 1626 6938 1034') };
    const answer = await post('pay', form, 'application/x-www-form-urlencoded');
    expect(answer.body.status).toBe('SUCCESS');
    const [payment] = await cashfree.getPayments(order.order_id);
    expect(payment).toMatchObject({
      payment_group: 'debit_card',
      payment_method: { card: { card_network: 'mastercard' } },
    });
  });

  it('refuses another card, and bad card details, with a message for the page', async () => {
    const order = await newOrder(false);
    const session = { payment_session_id: order.payment_session_id };
    const other = await post('pay', { ...session, ...card('4242424242424242') });
    expect(other).toEqual({
      status: 400,
      body: {
        code: 'card_number_invalid',
        message: 'Use one of the test cards listed on this page.',
        type: 'invalid_request_error',
      },
    });
    const expired = await post('pay', { ...session, ...card('4111111111111111'), card_expiry: '01/20' });
    expect(expired.body).toMatchObject({
      code: 'card_expiry_invalid',
      message: expect.stringMatching(/expired/),
    });
    const cvv = await post('pay', { ...session, ...card('4111111111111111'), card_cvv: '12' });
    expect(cvv.body.code).toBe('card_cvv_invalid');
    expect(await cashfree.getPayments(order.order_id)).toEqual([]);
  });

  it('records a cancel as USER_DROPPED with its webhook', async () => {
    const order = await newOrder();
    const answer = await post('drop', { payment_session_id: order.payment_session_id });
    expect(answer.body).toMatchObject({ status: 'USER_DROPPED', order_id: order.order_id });
    const [payment] = await cashfree.getPayments(order.order_id);
    expect(payment?.payment_status).toBe('USER_DROPPED');
    const webhook = await receiver.next();
    expect(webhook.body.type).toBe('PAYMENT_USER_DROPPED_WEBHOOK');
    expect(webhook.body.data.payment.payment_status).toBe('USER_DROPPED');
  });

  it('refuses to pay or drop an order already paid, and an unknown session', async () => {
    const order = await newOrder(false);
    const session = { payment_session_id: order.payment_session_id };
    expect((await post('pay', { ...session, ...card('4111111111111111') })).body.status).toBe('SUCCESS');
    const twice = await post('pay', { ...session, ...card('4111111111111111') });
    expect(twice).toEqual({
      status: 409,
      body: {
        code: 'order_already_paid',
        message: 'This order is already paid.',
        type: 'invalid_request_error',
      },
    });
    expect((await post('drop', session)).status).toBe(409);
    expect(await cashfree.getPayments(order.order_id)).toHaveLength(1);
    expect(
      (await post('pay', { ...card('4111111111111111'), payment_session_id: 'session_nope' })).status,
    ).toBe(404);
  });

  it('takes one payment when two arrive at once', async () => {
    const order = await newOrder(false);
    const pay = () =>
      post('pay', { payment_session_id: order.payment_session_id, ...card('4111111111111111') });
    const answers = await Promise.all([pay(), pay(), pay()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await cashfree.getPayments(order.order_id)).toHaveLength(1);
  });
});
