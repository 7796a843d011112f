import { count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { emiPayments, emiSettings, emiViews } from '../../db/schema.ts';

export type EmiPaymentRow = typeof emiPayments.$inferSelect;
export type EmiSettingsRow = typeof emiSettings.$inferSelect;
export type NewEmiView = Omit<typeof emiViews.$inferInsert, 'id' | 'viewedAt'>;

export function createEmiRepository() {
  return {
    async settings(db: Db): Promise<EmiSettingsRow> {
      const [row] = await db.select().from(emiSettings).where(eq(emiSettings.id, 1));
      if (row) return row;
      // The migration creates the row; this only covers a database restored without it.
      const [created] = await db.insert(emiSettings).values({ id: 1 }).onConflictDoNothing().returning();
      return created ?? (await this.settings(db));
    },

    async saveSettings(db: Db, values: Omit<typeof emiSettings.$inferInsert, 'id' | 'updatedAt'>) {
      const [row] = await db
        .insert(emiSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: emiSettings.id, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row as EmiSettingsRow;
    },

    async addPayment(db: Db, payment: typeof emiPayments.$inferInsert): Promise<EmiPaymentRow> {
      const [row] = await db.insert(emiPayments).values(payment).returning();
      return row as EmiPaymentRow;
    },

    /** Every payment, oldest first (a household's loans: hundreds of rows, not millions). */
    payments: (db: Db) => db.select().from(emiPayments).orderBy(emiPayments.paidAt, emiPayments.id),

    async paymentByReceipt(db: Db, receiptId: string): Promise<EmiPaymentRow | undefined> {
      const [row] = await db.select().from(emiPayments).where(eq(emiPayments.receiptId, receiptId));
      return row;
    },

    async recordView(db: Db, view: NewEmiView): Promise<void> {
      await db.insert(emiViews).values(view);
    },

    async views(db: Db, page: { offset: number; limit: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(emiViews)
          .orderBy(desc(emiViews.viewedAt), desc(emiViews.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(emiViews),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async purgeViewsBefore(db: Db, cutoff: Date): Promise<number> {
      const purged = await db
        .delete(emiViews)
        .where(lt(emiViews.viewedAt, cutoff))
        .returning({ id: emiViews.id });
      return purged.length;
    },
  };
}

export type EmiRepository = ReturnType<typeof createEmiRepository>;
