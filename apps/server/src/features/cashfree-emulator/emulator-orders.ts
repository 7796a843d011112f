import { createHash } from 'node:crypto';
import type { Db } from '../../db/create-db.ts';
import type { OrderEntity } from '../orders/cashfree/cashfree-types.ts';
import { EmulatorError } from './emulator-errors.ts';
import { cashfreeTime, numericId, paymentSessionId } from './emulator-format.ts';
import { emulatorRepository as repo, type StoredOrder } from './emulator-repository.ts';
import type { CreateOrderInput } from './emulator-schemas.ts';

const DEFAULT_LIFETIME_MS = 30 * 24 * 60 * 60_000;

/** ACTIVE turns EXPIRED once the expiry passes; computed on read, as nothing runs at that moment. */
export function currentStatus(order: OrderEntity, now = new Date()): OrderEntity {
  if (order.order_status === 'ACTIVE' && Date.parse(order.order_expiry_time) <= now.getTime()) {
    return { ...order, order_status: 'EXPIRED' };
  }
  return order;
}

function newOrder(input: CreateOrderInput, now: Date): OrderEntity {
  const cfOrderId = numericId(10);
  const meta = input.order_meta;
  return {
    cf_order_id: cfOrderId,
    // Cashfree makes an id up when none is sent (contract A.1).
    order_id: input.order_id ?? `order_${cfOrderId}`,
    entity: 'order',
    order_currency: input.order_currency,
    order_amount: input.order_amount,
    order_status: 'ACTIVE',
    payment_session_id: paymentSessionId(),
    order_expiry_time: cashfreeTime(
      input.order_expiry_time
        ? new Date(input.order_expiry_time)
        : new Date(now.getTime() + DEFAULT_LIFETIME_MS),
    ),
    order_note: input.order_note ?? null,
    created_at: cashfreeTime(now),
    customer_details: input.customer_details,
    order_meta: {
      return_url: meta?.return_url ?? null,
      notify_url: meta?.notify_url ?? null,
      payment_methods: meta?.payment_methods ?? null,
    },
    order_tags: input.order_tags ?? null,
  };
}

/**
 * POST /pg/orders. A taken order id is 409, unless the request repeats the first call's
 * `x-idempotency-key` (contract A.0): then the first answer is replayed, and the same key with
 * a different body is Cashfree's 422 idempotency error.
 */
export async function createOrder(
  db: Db,
  input: CreateOrderInput,
  idempotencyKey: string | undefined,
): Promise<{ order: OrderEntity; replayed: boolean }> {
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  const order: StoredOrder = {
    entity: newOrder(input, new Date()),
    bookkeeping: { idempotencyKey: idempotencyKey ?? null, requestHash, refunds: [] },
  };
  if (await repo.insertOrder(db, order)) return { order: order.entity, replayed: false };

  const existing = await repo.findOrder(db, order.entity.order_id);
  if (!existing) throw new Error('order id taken but the order is not stored');
  const sameKey = idempotencyKey !== undefined && idempotencyKey === existing.bookkeeping.idempotencyKey;
  if (!sameKey) throw new EmulatorError(409, 'order_already_exists', 'order with same id is already present');
  if (existing.bookkeeping.requestHash !== requestHash) {
    throw new EmulatorError(
      422,
      'request_invalid',
      'idempotency key was used with a different request',
      'idempotency_error',
    );
  }
  // The first answer: order_status is the only field that changes after creation.
  return { order: { ...existing.entity, order_status: 'ACTIVE' }, replayed: true };
}

export async function getOrder(db: Db, orderId: string): Promise<OrderEntity | undefined> {
  const order = await repo.findOrder(db, orderId);
  return order && currentStatus(order.entity);
}
