import { financialYearOf, formatInvoiceNumber } from '@app/shared/orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';

/**
 * The next invoice number of the financial year, e.g. INV/26-27/000042. Call it inside the
 * transaction that marks the order paid: the counter row is locked until that commits, and a
 * rollback returns the number, so numbers have no gaps and no duplicates (GST rule 46).
 */
export async function nextInvoiceNumber(tx: Db, paidAt: Date): Promise<string> {
  const financialYear = financialYearOf(paidAt);
  const result = (await tx.execute(sql`
    insert into invoice_counters (financial_year, last_number) values (${financialYear}, 1)
    on conflict (financial_year) do update set last_number = invoice_counters.last_number + 1
    returning last_number`)) as unknown as { rows: { last_number: number }[] };
  const number = result.rows[0]?.last_number;
  if (number === undefined) throw new Error('invoice counter not updated');
  return formatInvoiceNumber(financialYear, number);
}
