import { paiseToRupees } from '@app/shared/money';
import type { OrderDetail, OrderStatus, PaymentStatus } from '@app/shared/orders';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { orderStatusHistory, orders } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** Spec §3 "Order detail" from a stored order. */
export function toOrderDetail(row: OrderRow): OrderDetail {
  return {
    orderId: row.orderId,
    orderDate: row.createdAt.toISOString(),
    orderStatus: row.orderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    mobile: row.mobile,
    orderAmount: paiseToRupees(row.amountPaise),
    domain: row.domain,
    domainPrice: paiseToRupees(row.domainPricePaise),
    transactionId: row.transactionId,
    bankReferenceNumber: row.bankReference,
    transactionDate: row.transactionTime?.toISOString() ?? null,
    invoiceNumber: row.invoiceNumber,
    products: row.products.map((product) => ({
      planTitle: product.planTitle,
      description: product.description,
      domainPrice: paiseToRupees(product.domainPricePaise),
      features: product.features,
    })),
  };
}

export function createOrdersRepository() {
  return {
    async findById(db: Db, orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
      return row;
    },

    async findByProviderOrderId(db: Db, providerOrderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
      return row;
    },

    async insert(db: Db, order: NewOrder): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(order).returning();
      if (!row) throw new Error('order not stored');
      return row;
    },

    async listForUser(db: Db, userId: string): Promise<OrderRow[]> {
      return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
    },

    async page(db: Db, filter: { status?: OrderStatus | undefined; offset: number; limit: number }) {
      const where: SQL | undefined = filter.status ? eq(orders.orderStatus, filter.status) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.orderId))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Changes the status only if it still is `from`; answers the updated row or undefined. */
    async transition(
      db: Db,
      change: { orderId: string; from: OrderStatus[]; set: Partial<NewOrder> & { orderStatus: OrderStatus } },
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ ...change.set, updatedAt: new Date() })
        .where(and(eq(orders.orderId, change.orderId), inArray(orders.orderStatus, change.from)))
        .returning();
      return row;
    },

    async recordHistory(
      db: Db,
      entry: {
        orderId: string;
        fromStatus: string | null;
        toStatus: OrderStatus;
        changedBy: string;
        note?: string;
      },
    ) {
      await db.insert(orderStatusHistory).values(entry);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
