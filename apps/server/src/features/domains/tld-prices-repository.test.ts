import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/create-db.ts';
import { tldPrices } from '../../db/schema.ts';
import { createTldPrices } from './tld-prices-repository.ts';

describe('createTldPrices', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('lists the seeded endings in catalogue order, in rupees', async () => {
    expect(await createTldPrices(database.db).list()).toEqual([
      { tld: 'in', price: 0 },
      { tld: 'com', price: 99 },
      { tld: 'co.in', price: 49 },
      { tld: 'org', price: 109 },
      { tld: 'net', price: 119 },
      { tld: 'online', price: 79 },
      { tld: 'tech', price: 149 },
    ]);
  });

  it('prices one ending, and knows nothing of endings not sold', async () => {
    const prices = createTldPrices(database.db);
    expect(await prices.priceOf('co.in')).toBe(49);
    expect(await prices.priceOf('xyz')).toBeUndefined();
  });

  it('reads the table once and keeps it (a change shows after a restart)', async () => {
    const running = createTldPrices(database.db);
    expect(await running.priceOf('net')).toBe(119);
    await database.db.update(tldPrices).set({ monthlyPricePaise: 9_950 }).where(eq(tldPrices.tld, 'net'));
    expect(await running.priceOf('net')).toBe(119);
    expect(await createTldPrices(database.db).priceOf('net')).toBe(99.5);
  });
});
