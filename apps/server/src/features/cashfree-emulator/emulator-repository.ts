import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { emulatorOrders, emulatorPayments } from '../../db/schema.ts';
import type { OrderEntity, PaymentEntity, RefundEntity } from '../orders/cashfree/cashfree-types.ts';

/** What Cashfree remembers about an order besides the entity it shows. */
export type OrderBookkeeping = {
  /** The create call's `x-idempotency-key` and a hash of its body, to replay or refuse a retry. */
  idempotencyKey: string | null;
  requestHash: string;
  refunds: { entity: RefundEntity; idempotencyKey: string | null }[];
};

export type StoredOrder = { entity: OrderEntity; bookkeeping: OrderBookkeeping };

// The schema gives one jsonb column per order (no refunds table): the OrderEntity is stored as
// Cashfree shows it, with the bookkeeping under one extra key that never leaves this module.
type OrderJson = OrderEntity & { _emulator: OrderBookkeeping };

function toStored(row: { entity: Record<string, unknown> }): StoredOrder {
  // Written only by this module, so the shape is known.
  const { _emulator: bookkeeping, ...entity } = row.entity as OrderJson;
  return { entity, bookkeeping };
}

const toJson = (order: StoredOrder): OrderJson => ({ ...order.entity, _emulator: order.bookkeeping });

/** The emulator's SQL. Functions taking a transaction expect it to hold the order's row lock. */
export const emulatorRepository = {
  /** False when the order id is taken (the caller decides between replay and 409). */
  async insertOrder(db: Db, order: StoredOrder): Promise<boolean> {
    const inserted = await db
      .insert(emulatorOrders)
      .values({
        orderId: order.entity.order_id,
        cfOrderId: order.entity.cf_order_id,
        paymentSessionId: order.entity.payment_session_id,
        entity: toJson(order),
      })
      .onConflictDoNothing({ target: emulatorOrders.orderId })
      .returning({ orderId: emulatorOrders.orderId });
    return inserted.length > 0;
  },

  async findOrder(db: Db, orderId: string): Promise<StoredOrder | undefined> {
    const [row] = await db.select().from(emulatorOrders).where(eq(emulatorOrders.orderId, orderId));
    return row && toStored(row);
  },

  async findBySession(db: Db, paymentSessionId: string): Promise<StoredOrder | undefined> {
    const [row] = await db
      .select()
      .from(emulatorOrders)
      .where(eq(emulatorOrders.paymentSessionId, paymentSessionId));
    return row && toStored(row);
  },

  /** Locks the order row until the transaction ends, so two payments or refunds cannot race. */
  async lockOrder(
    tx: Db,
    by: { orderId: string } | { paymentSessionId: string },
  ): Promise<StoredOrder | undefined> {
    const where =
      'orderId' in by
        ? eq(emulatorOrders.orderId, by.orderId)
        : eq(emulatorOrders.paymentSessionId, by.paymentSessionId);
    const [row] = await tx.select().from(emulatorOrders).where(where).for('update');
    return row && toStored(row);
  },

  async saveOrder(tx: Db, order: StoredOrder): Promise<void> {
    await tx
      .update(emulatorOrders)
      .set({ entity: toJson(order) })
      .where(eq(emulatorOrders.orderId, order.entity.order_id));
  },

  async insertPayment(tx: Db, payment: PaymentEntity): Promise<void> {
    await tx.insert(emulatorPayments).values({
      cfPaymentId: payment.cf_payment_id,
      orderId: payment.order_id,
      entity: payment,
    });
  },

  /** Oldest first, as Cashfree lists them. */
  async listPayments(db: Db, orderId: string): Promise<PaymentEntity[]> {
    const rows = await db
      .select({ entity: emulatorPayments.entity })
      .from(emulatorPayments)
      .where(eq(emulatorPayments.orderId, orderId))
      .orderBy(asc(emulatorPayments.createdAt), asc(emulatorPayments.cfPaymentId));
    return rows.map((row) => row.entity as PaymentEntity);
  },
};
