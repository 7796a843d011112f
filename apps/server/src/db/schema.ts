import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored normalized (trimmed, lower case), so the unique index is case-insensitive in effect.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: ['ADMIN', 'USER'] }).notNull(),
    username: text('username').notNull(),
    mobile: text('mobile').notNull().default(''),
    address: text('address').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Every token issued from one sign-in shares a family; reuse of a rotated token revokes it.
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

export type MailAttachment = { filename: string; contentType: string; storageKey: string };

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** The plans sold (design §3); seeded by a migration, read through an in-memory cache. */
export const products = pgTable('products', {
  productId: text('product_id').primaryKey(),
  planKey: text('plan_key', { enum: ['basic', 'standard', 'business'] })
    .notNull()
    .unique(),
  name: text('name').notNull(),
  planTitle: text('plan_title').notNull(),
  description: text('description').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  pricePaise: integer('price_paise').notNull(),
  sortOrder: integer('sort_order').notNull(),
  active: boolean('active').notNull().default(true),
});

/** Monthly price of each domain ending sold here (design §3); `.in` is free. */
export const tldPrices = pgTable('tld_prices', {
  tld: text('tld').primaryKey(),
  monthlyPricePaise: integer('monthly_price_paise').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** The offline registry of the `local` domain provider: well-known names and every domain sold. */
export const registeredDomains = pgTable('registered_domains', {
  name: text('name').primaryKey(),
  source: text('source', { enum: ['seed', 'order'] }).notNull(),
  createdAt: createdAt(),
});

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_requests_created_idx').on(t.createdAt.desc())],
);

export type OrderProductSnapshot = {
  productId: string;
  type: 'plan' | 'domain';
  name: string;
  planTitle: string;
  description: string;
  features: string[];
  unitPricePaise: number;
  quantity: number;
  domainPricePaise: number;
};

/** A customer's order; prices are a snapshot taken (by the server) when it was created. */
export const orders = pgTable(
  'orders',
  {
    orderId: text('order_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    mobile: text('mobile').notNull(),
    address: text('address').notNull().default(''),
    source: text('source').notNull().default(''),
    amountPaise: integer('amount_paise').notNull(),
    domain: text('domain').notNull(),
    domainPricePaise: integer('domain_price_paise').notNull(),
    products: jsonb('products').$type<OrderProductSnapshot[]>().notNull(),
    orderStatus: text('order_status', {
      enum: ['Pending', 'Paid', 'InProgress', 'Complete', 'OnHold', 'Failed', 'Canceled'],
    })
      .notNull()
      .default('Pending'),
    paymentStatus: text('payment_status').notNull().default('NOT_ATTEMPTED'),
    /** The order_id sent to Cashfree: ours, or ours + '-N' when the cart changed before paying. */
    providerOrderId: text('provider_order_id'),
    attempt: integer('attempt').notNull().default(0),
    cfOrderId: text('cf_order_id'),
    paymentSessionId: text('payment_session_id'),
    transactionId: text('transaction_id'),
    bankReference: text('bank_reference'),
    transactionTime: timestamp('transaction_time', { withTimezone: true }),
    invoiceNumber: text('invoice_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    lastVerifiedAt: timestamp('last_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_created_idx').on(t.orderStatus, t.createdAt.desc()),
    uniqueIndex('orders_invoice_number_key').on(t.invoiceNumber),
    uniqueIndex('orders_provider_order_id_key').on(t.providerOrderId),
    // The sweep looks for unpaid orders that reached the provider.
    index('orders_pending_idx').on(t.orderStatus, t.lastVerifiedAt),
  ],
);

/** Every status change of an order: who, when, from what, why (design §3). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** A user id, or 'payment' / 'sweep' / 'webhook' for system changes. */
    changedBy: text('changed_by').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Webhook events already handled, so Cashfree's at-least-once delivery acts once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    cfPaymentId: text('cf_payment_id').notNull(),
    type: text('type').notNull(),
    orderId: text('order_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cfPaymentId, t.type] })],
);

/** The last invoice number issued per Indian financial year (e.g. '2026-27'); no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** The Cashfree emulator's own state (PAYMENT_MODE=emulator), kept so it survives restarts. */
export const emulatorOrders = pgTable('emulator_orders', {
  orderId: text('order_id').primaryKey(),
  cfOrderId: text('cf_order_id').notNull(),
  paymentSessionId: text('payment_session_id').notNull().unique(),
  /** The create-order request and answer as Cashfree shapes them (OrderEntity). */
  entity: jsonb('entity').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

export const emulatorPayments = pgTable(
  'emulator_payments',
  {
    cfPaymentId: text('cf_payment_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => emulatorOrders.orderId),
    /** PaymentEntity as Cashfree shapes it. */
    entity: jsonb('entity').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('emulator_payments_order_idx').on(t.orderId)],
);

/**
 * An administrator's saved link (spec §3 "Link"). `searchText` is the lower-cased name,
 * description, url, type and tag names, kept by the links repository on every save, so one
 * trigram index serves the search of design §3.
 */
export const links = pgTable(
  'links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    /** Base64 PNG thumbnail, fetched once after save; null when it could not be fetched. */
    image: text('image'),
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One index per sort of spec §7, each ending in the id tie-break, so a page is an index walk.
    index('links_owner_name_idx').on(t.ownerId, sql`lower(${t.name})`, t.id),
    index('links_owner_description_idx').on(t.ownerId, sql`lower(left(${t.description}, 100))`, t.id),
    index('links_owner_type_idx').on(t.ownerId, sql`lower(${t.type})`, t.id),
    index('links_owner_url_idx').on(t.ownerId, t.url),
    index('links_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** An owner's tags: created on first use, unique per owner whatever their case (design §3). */
export const linkTags = pgTable(
  'link_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('link_tags_owner_name_key').on(t.ownerId, sql`lower(${t.name})`)],
);

export const linkTagLinks = pgTable(
  'link_tag_links',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => links.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => linkTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.tagId] }), index('link_tag_links_tag_idx').on(t.tagId)],
);

/** A link its owner shared, view-only, with another administrator. */
export const linkShares = pgTable(
  'link_shares',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => links.id, { onDelete: 'cascade' }),
    sharedWith: uuid('shared_with')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.sharedWith] }),
    index('link_shares_shared_with_idx').on(t.sharedWith),
  ],
);

/**
 * Per owner: how many links they have (exact totals without counting 100,000 rows per page) and
 * a version bumped by every change to their links, which keys the cache of search totals.
 */
export const linkOwnerStats = pgTable('link_owner_stats', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  linkCount: integer('link_count').notNull().default(0),
  version: integer('version').notNull().default(0),
});

const paise = (name: string) => bigint(name, { mode: 'number' });

/** The EMI tracker's one settings row (id 1): borrowed amounts, optional loan terms, retention. */
export const emiSettings = pgTable('emi_settings', {
  id: integer('id').primaryKey().default(1),
  emi1BorrowedPaise: paise('emi1_borrowed_paise').notNull().default(0),
  emi2BorrowedPaise: paise('emi2_borrowed_paise').notNull().default(0),
  emi1AnnualRatePercent: numeric('emi1_annual_rate_percent', { mode: 'number' }),
  emi1TenureMonths: integer('emi1_tenure_months'),
  emi1StartDate: date('emi1_start_date', { mode: 'string' }),
  emi2AnnualRatePercent: numeric('emi2_annual_rate_percent', { mode: 'number' }),
  emi2TenureMonths: integer('emi2_tenure_months'),
  emi2StartDate: date('emi2_start_date', { mode: 'string' }),
  viewRetentionDays: integer('view_retention_days').notNull().default(180),
  /** Moved on by a trigger on every change to emi_payments or these amounts: keys the summary cache. */
  dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One EMI payment, with its receipt (optional) kept in file storage under a random key. */
export const emiPayments = pgTable(
  'emi_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emi1Paise: paise('emi1_paise').notNull(),
    emi2Paise: paise('emi2_paise').notNull(),
    extraPaise: paise('extra_paise').notNull(),
    /** Unguessable: the receipt's public address is /api/v1/emi/receipts/{receiptId}. */
    receiptId: text('receipt_id'),
    receiptStorageKey: text('receipt_storage_key'),
    /** Sniffed from the file's bytes, never taken from the upload. */
    receiptContentType: text('receipt_content_type'),
    receiptBytes: integer('receipt_bytes'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('emi_payments_receipt_key').on(t.receiptId),
    index('emi_payments_paid_idx').on(t.paidAt),
  ],
);

/** Who looked at the EMI summary (design §3), purged after the retention setting. */
export const emiViews = pgTable(
  'emi_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    serverIp: text('server_ip').notNull(),
    clientIp: text('client_ip').notNull(),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [index('emi_views_viewed_idx').on(t.viewedAt)],
);
