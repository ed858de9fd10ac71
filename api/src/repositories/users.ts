import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type NewUserRow, type UserRow } from '../db/schema';

export function createUsersRepository(db: Db) {
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_by_id');

  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    /** Emails match regardless of case (the unique index is on lower(email)). */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    /** Inserts the user unless one with that email exists; returns whether a row was added. */
    async insertIfAbsent(user: NewUserRow): Promise<boolean> {
      const added = await db.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
      return added.length > 0;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      return row?.count ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
