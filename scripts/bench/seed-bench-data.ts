import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/create-db.ts';
import { hashPassword } from '../../apps/server/src/features/auth/passwords.ts';

export const CUSTOMER_PASSWORD = 'bench-customer-password';

/** The e-mail of the n-th seeded customer (1-based). */
export const customerEmail = (n: number) => `customer-${n}@bench.test`;

/**
 * Seeds `customers` customers sharing one password (one argon2 hash, so seeding takes
 * seconds) and `orders` orders spread evenly over them: a plan and a domain each, most paid
 * with an invoice number, the rest pending or failed, over the last year.
 */
export async function seedCustomersAndOrders(
  db: Db,
  counts: { customers: number; orders: number },
): Promise<void> {
  const passwordHash = await hashPassword(CUSTOMER_PASSWORD);
  await db.execute(sql`
    insert into users (email, password_hash, user_type, username, mobile, address)
    select 'customer-' || i || '@bench.test', ${passwordHash}, 'USER', 'Customer ' || i,
      '98' || lpad(i::text, 8, '0'), 'Bengaluru'
    from generate_series(1, ${counts.customers}) i`);
  await db.execute(sql`
    with customers as (
      select id, email, username, mobile, row_number() over (order by email) - 1 as n
      from users where email like '%@bench.test'
    ), numbered as (
      select i, (select count(*) from customers) as customer_count
      from generate_series(1, ${counts.orders}) i
    )
    insert into orders (order_id, user_id, customer_name, customer_email, mobile, amount_paise,
      domain, domain_price_paise, products, order_status, payment_status, provider_order_id,
      invoice_number, paid_at, created_at, updated_at)
    select 'ORDBENCH' || lpad(i::text, 8, '0'), c.id, c.username, c.email, c.mobile,
      499900 + 9900, 'shop' || i || '.com', 9900,
      jsonb_build_array(
        jsonb_build_object('productId', 'basic', 'type', 'plan', 'name', 'Basic',
          'planTitle', 'Basic website', 'description', 'A five-page website',
          'features', jsonb_build_array('5 pages', 'Hosting for a year'),
          'unitPricePaise', 499900, 'quantity', 1, 'domainPricePaise', 0),
        jsonb_build_object('productId', 'domain', 'type', 'domain', 'name', 'shop' || i || '.com',
          'planTitle', '', 'description', 'Domain', 'features', '[]'::jsonb,
          'unitPricePaise', 9900, 'quantity', 1, 'domainPricePaise', 9900)),
      case when i % 10 < 8 then 'Paid' when i % 10 = 8 then 'Pending' else 'Failed' end,
      case when i % 10 < 8 then 'SUCCESS' when i % 10 = 8 then 'NOT_ATTEMPTED' else 'FAILED' end,
      'ORDBENCH' || lpad(i::text, 8, '0'),
      case when i % 10 < 8 then 'INVBENCH' || lpad(i::text, 8, '0') end,
      case when i % 10 < 8 then now() - (i % 365) * interval '1 day' end,
      now() - (i % 365) * interval '1 day', now() - (i % 365) * interval '1 day'
    from numbered
    join customers c on c.n = i % numbered.customer_count`);
}

/** Seeds the two loans and `rows` EMI payments (no receipts) over the last `rows` days. */
export async function seedEmiPayments(db: Db, rows: number): Promise<void> {
  await db.execute(sql`
    update emi_settings set emi1_borrowed_paise = 5000000000, emi2_borrowed_paise = 2500000000
    where id = 1`);
  await db.execute(sql`
    insert into emi_payments (emi1_paise, emi2_paise, extra_paise, paid_at)
    select 2500000 + (i % 7) * 100, 1250050, case when i % 12 = 0 then 1000000 else 0 end,
      now() - i * interval '1 day'
    from generate_series(1, ${rows}) i`);
  await db.execute(sql`vacuum analyze`);
}
