import type { Quote } from '@app/shared/quotes';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { quoteRequests } from '../../db/schema.ts';

export type NewQuote = { name: string; mobile: string; email: string; description: string };

function toQuote(row: typeof quoteRequests.$inferSelect): Quote {
  return {
    quoteId: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createQuotesRepository() {
  return {
    async create(db: Db, quote: NewQuote): Promise<Quote> {
      const [row] = await db.insert(quoteRequests).values(quote).returning();
      if (!row) throw new Error('quote request not stored');
      return toQuote(row);
    },

    /** Newest first; the id breaks ties so paging never repeats or skips a row. */
    async list(db: Db, page: { offset: number; limit: number }): Promise<{ quotes: Quote[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(quoteRequests)
          .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(quoteRequests),
      ]);
      return { quotes: rows.map(toQuote), total: totals?.total ?? 0 };
    },
  };
}
