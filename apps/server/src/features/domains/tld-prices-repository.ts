import type { TldPrice } from '@app/shared/domains';
import { paiseToRupees } from '@app/shared/money';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { readOnce } from '../../db/read-once.ts';
import { tldPrices } from '../../db/schema.ts';

/**
 * The domain endings sold here and their monthly price in rupees, in catalogue order. Every
 * domain search (and later every order) reads it, and each embedded-database query costs main
 * thread time (design §6), so it is read once and kept in memory: a price change in the database
 * takes effect when the server restarts.
 */
export function createTldPrices(db: Db) {
  async function load(): Promise<TldPrice[]> {
    const rows = await db.select().from(tldPrices).orderBy(asc(tldPrices.sortOrder), asc(tldPrices.tld));
    return rows.map((row) => ({ tld: row.tld, price: paiseToRupees(row.monthlyPricePaise) }));
  }

  const list = readOnce(load);

  return {
    list,
    /** Monthly price in rupees of an ending ("in", "co.in"), or undefined when it is not sold. */
    async priceOf(tld: string): Promise<number | undefined> {
      return (await list()).find((entry) => entry.tld === tld)?.price;
    },
  };
}

export type TldPrices = ReturnType<typeof createTldPrices>;
