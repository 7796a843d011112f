import type { UserType } from '@app/shared/auth';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** Inserts a user; returns undefined when the email is already taken. */
    async create(input: {
      email: string;
      passwordHash: string;
      userType: UserType;
      username: string;
      mobile?: string;
      address?: string;
    }): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values(input)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },
    async updatePassword(id: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
    },
    async countAdministrators(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.userType, 'ADMIN'));
      return row?.count ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
