import type { Product } from '@app/shared/catalog';
import { paiseToRupees } from '@app/shared/money';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { readOnce } from '../../db/read-once.ts';
import { products } from '../../db/schema.ts';

export type ProductsRepository = {
  /** Active plans in catalogue order; read once, then served from memory. */
  list(): Promise<Product[]>;
  findById(productId: string): Promise<Product | undefined>;
};

/**
 * The catalogue changes only by migration, and every page view reads it, so it is cached for the
 * life of the process (design §6: each embedded-database query costs main-thread time).
 */
export function createProductsRepository(db: Db): ProductsRepository {
  async function load(): Promise<Product[]> {
    const rows = await db
      .select()
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.sortOrder));
    return rows.map((row) => ({
      productId: row.productId,
      name: row.name,
      planTitle: row.planTitle,
      description: row.description,
      features: row.features,
      price: paiseToRupees(row.pricePaise),
      type: 'plan' as const,
      selectedOption: row.planKey,
    }));
  }

  const list = readOnce(load);

  return {
    list,
    async findById(productId) {
      return (await list()).find((product) => product.productId === productId);
    },
  };
}
