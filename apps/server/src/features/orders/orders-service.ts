import type { AccessClaims } from '@app/shared/auth';
import { rupeesToPaise } from '@app/shared/money';
import {
  type AdminOrderPage,
  type CustomerOrderInput,
  canAdminChangeStatus,
  type OrderDetail,
  type OrderStatus,
  orderMessages,
  type PaymentOrderResponse,
} from '@app/shared/orders';
import { webRoutes } from '@app/shared/routes';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/create-db.ts';
import { orders, registeredDomains } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../http-errors.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { createUsersRepository } from '../auth/users-repository.ts';
import type { ProductsRepository } from '../catalog/products-repository.ts';
import type { TldPrices } from '../domains/tld-prices-repository.ts';
import type { CashfreeClient } from './cashfree/cashfree-types.ts';
import { orderStatusMail } from './order-mails.ts';
import { type PricedOrder, priceOrder } from './order-pricing.ts';
import { type OrderRow, type OrdersRepository, toOrderDetail } from './orders-repository.ts';
import type { PaymentSync } from './payment-sync.ts';

export type OrdersServiceDeps = {
  db: Db;
  config: Config;
  cashfree: CashfreeClient;
  repo: OrdersRepository;
  sync: PaymentSync;
  products: ProductsRepository;
  tldPrices: TldPrices;
  onMailQueued: () => void;
  log: FastifyBaseLogger;
};

const ADMIN_LIST_LIMIT = 1000;

// jsonb does not keep key order, so carts are compared by what was bought, not by their JSON.
const cartKey = (products: PricedOrder['products']) =>
  products
    .map((product) => `${product.productId}:${product.name}:${product.quantity}:${product.unitPricePaise}`)
    .join('|');

const sameCart = (order: OrderRow, priced: PricedOrder) =>
  order.amountPaise === priced.amountPaise && cartKey(order.products) === cartKey(priced.products);

export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, config, repo } = deps;
  const users = createUsersRepository(db);
  const dashboardUrl = `${config.publicUrl}${webRoutes.dashboard}`;

  async function owned(orderId: string, requester: AccessClaims): Promise<OrderRow> {
    const order = await repo.findById(db, orderId);
    // Another customer's order is "not found", never "forbidden" (design §3).
    if (!order || (order.userId !== requester.sub && requester.userType !== 'ADMIN')) {
      throw notFound(orderMessages.notFound);
    }
    return order;
  }

  async function openProviderOrder(order: OrderRow, account: { id: string; mobile: string }) {
    const notifyUrl = `${config.publicUrl}/api/payment/cashfree-webhook`;
    const created = await deps.cashfree.createOrder({
      order_id: order.providerOrderId ?? order.orderId,
      order_amount: order.amountPaise / 100,
      order_currency: 'INR',
      customer_details: {
        customer_id: `cust_${account.id.replaceAll('-', '')}`,
        customer_phone: account.mobile,
        customer_email: order.customerEmail,
        customer_name: order.customerName,
      },
      order_meta: {
        // Cashfree only calls https webhooks; the emulator calls whatever it is given.
        ...(config.payment.mode === 'emulator' || notifyUrl.startsWith('https://')
          ? { notify_url: notifyUrl }
          : {}),
        return_url: `${config.publicUrl}/paymentdetails/${order.orderId}`,
      },
      order_note: `${order.domain}`,
      order_tags: { domain: order.domain, order_id: order.orderId },
    });
    const [row] = await db
      .update(orders)
      .set({
        cfOrderId: created.cf_order_id,
        paymentSessionId: created.payment_session_id,
        updatedAt: new Date(),
      })
      .where(eq(orders.orderId, order.orderId))
      .returning();
    return row ?? order;
  }

  /** A provider that fails or cannot be reached is a 502 with words for the customer, and a log line. */
  async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      deps.log.warn({ err: error }, 'payment provider call failed');
      throw new AppError(502, orderMessages.paymentProviderDown);
    }
  }

  return {
    /** Pay Now (spec §4): prices the cart here, stores the order and opens the provider's. */
    async createPaymentOrder(
      requester: AccessClaims,
      input: CustomerOrderInput & { amount: number },
    ): Promise<PaymentOrderResponse> {
      const priced = await priceOrder(input.products ?? [], deps);
      if (rupeesToPaise(input.amount) !== priced.amountPaise)
        throw new AppError(422, orderMessages.amountMismatch);
      const account = await users.findById(requester.sub);
      if (!account) throw notFound('User not found');
      const mobile = /^\d{10}$/.test(account.mobile) ? account.mobile : (input.mobile ?? '');
      if (!/^\d{10}$/.test(mobile))
        throw badRequest('A 10-digit mobile number is needed to pay.', { mobile: 'invalid Mobile Number' });

      const existing = await repo.findById(db, input.orderId);
      if (existing && existing.userId !== account.id)
        throw conflict('This order id is already in use. Please start again from Plans.');
      if (existing && existing.orderStatus !== 'Pending' && existing.orderStatus !== 'Failed') {
        throw conflict('This order is already paid.');
      }
      if (existing?.paymentSessionId && existing.orderStatus === 'Pending' && sameCart(existing, priced)) {
        return { paymentSessionId: existing.paymentSessionId, orderId: existing.orderId };
      }
      const [taken] = await db
        .select()
        .from(registeredDomains)
        .where(eq(registeredDomains.name, priced.domain));
      if (taken) throw conflict(orderMessages.domainTaken);

      // A new provider order per changed cart: Cashfree refuses to reuse an order id.
      const retryingSameCart = existing && !existing.paymentSessionId && sameCart(existing, priced);
      const attempt = retryingSameCart ? existing.attempt : (existing?.attempt ?? 0) + 1;
      const values = {
        customerName: account.username,
        customerEmail: account.email,
        mobile,
        address: account.address || (input.address ?? ''),
        source: input.source ?? '',
        amountPaise: priced.amountPaise,
        domain: priced.domain,
        domainPricePaise: priced.domainPricePaise,
        products: priced.products,
        orderStatus: 'Pending' as const,
        paymentStatus: 'NOT_ATTEMPTED',
        providerOrderId: attempt === 1 ? input.orderId : `${input.orderId}-${attempt}`,
        attempt,
        paymentSessionId: null,
        cfOrderId: null,
      };
      const stored = existing
        ? ((await repo.transition(db, {
            orderId: existing.orderId,
            from: ['Pending', 'Failed'],
            set: values,
          })) ?? existing)
        : await repo.insert(db, { orderId: input.orderId, userId: account.id, ...values });
      if (!existing) {
        await repo.recordHistory(db, {
          orderId: stored.orderId,
          fromStatus: null,
          toStatus: 'Pending',
          changedBy: account.id,
        });
      }
      const opened = await viaProvider(() => openProviderOrder(stored, { id: account.id, mobile }));
      if (!opened.paymentSessionId) throw new AppError(502, orderMessages.paymentProviderDown);
      return { paymentSessionId: opened.paymentSessionId, orderId: opened.orderId };
    },

    async verify(orderId: string, requester: AccessClaims): Promise<OrderDetail> {
      const order = await owned(orderId, requester);
      return toOrderDetail(await viaProvider(() => deps.sync.sync(order, requester.sub)));
    },

    /** The stored order, if the requester may see it (owner or administrator); else 404. */
    ownedRow: owned,

    async get(orderId: string, requester: AccessClaims): Promise<OrderDetail> {
      return toOrderDetail(await owned(orderId, requester));
    },

    async list(requester: AccessClaims): Promise<OrderDetail[]> {
      if (requester.userType === 'ADMIN') {
        const { rows } = await repo.page(db, { offset: 0, limit: ADMIN_LIST_LIMIT });
        return rows.map(toOrderDetail);
      }
      return (await repo.listForUser(db, requester.sub)).map(toOrderDetail);
    },

    async adminPage(filter: {
      status?: OrderStatus | undefined;
      page: number;
      size: number;
    }): Promise<AdminOrderPage> {
      const { rows, total } = await repo.page(db, {
        status: filter.status,
        offset: (filter.page - 1) * filter.size,
        limit: filter.size,
      });
      return {
        orders: rows.map(toOrderDetail),
        totalOrders: total,
        totalPages: Math.max(1, Math.ceil(total / filter.size)),
      };
    },

    /** Administrator's status change (design §3): recorded in the history and mailed to the customer. */
    async changeStatus(
      admin: AccessClaims,
      orderId: string,
      change: { orderStatus: OrderStatus; note?: string | undefined },
    ) {
      const order = await repo.findById(db, orderId);
      if (!order) throw notFound(orderMessages.notFound);
      if (!canAdminChangeStatus(order.orderStatus, change.orderStatus)) {
        throw new AppError(
          422,
          `An order that is ${order.orderStatus} cannot be changed to ${change.orderStatus}.`,
        );
      }
      const updated = await db.transaction(async (tx) => {
        const row = await repo.transition(tx, {
          orderId,
          from: [order.orderStatus],
          set: { orderStatus: change.orderStatus },
        });
        if (!row) throw conflict('The order changed meanwhile. Please reload and try again.');
        await repo.recordHistory(tx, {
          orderId,
          fromStatus: order.orderStatus,
          toStatus: change.orderStatus,
          changedBy: admin.sub,
          ...(change.note ? { note: change.note } : {}),
        });
        await enqueueMail(tx, orderStatusMail(row, change.note, config.company, dashboardUrl));
        return row;
      });
      deps.onMailQueued();
      return toOrderDetail(updated);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
