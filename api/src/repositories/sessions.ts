import { and, asc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, type SessionRow } from '../db/schema';

export interface NewSession {
  tokenHash: string;
  userId: number | null;
  csrfToken: string;
  remember: boolean;
  userAgent: string | null;
  ipAddress: string | null;
  expiresAt: Date;
}

export function createSessionsRepository(db: Db) {
  // Runs on every request that carries a session cookie.
  const activeByTokenHash = db
    .select()
    .from(sessions)
    .where(and(eq(sessions.token_hash, sql.placeholder('tokenHash')), gt(sessions.expires_at, sql`now()`)))
    .limit(1)
    .prepare('sessions_active_by_token_hash');

  return {
    async findActiveByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await activeByTokenHash.execute({ tokenHash });
      return row;
    },

    async create(session: NewSession): Promise<SessionRow> {
      const [row] = await db
        .insert(sessions)
        .values({
          token_hash: session.tokenHash,
          user_id: session.userId,
          csrf_token: session.csrfToken,
          remember: session.remember,
          user_agent: session.userAgent,
          ip_address: session.ipAddress,
          expires_at: session.expiresAt,
        })
        .returning();
      if (!row) throw new Error('session insert returned no row');
      return row;
    },

    /** Slides the expiry forward. */
    async touch(id: string, expiresAt: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ last_activity: sql`now()`, expires_at: expiresAt })
        .where(eq(sessions.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /**
     * Ends every session of the user (password reset, account deletion), or every one but the
     * session given (password change keeps the one that made it). Returns how many were ended.
     */
    async deleteByUser(userId: number, exceptSessionId?: string): Promise<number> {
      const condition = exceptSessionId === undefined ? eq(sessions.user_id, userId) : and(eq(sessions.user_id, userId), ne(sessions.id, exceptSessionId));
      const removed = await db.delete(sessions).where(condition).returning({ id: sessions.id });
      return removed.length;
    },

    /** The user's sessions, oldest first (the data export lists them). */
    async listByUser(userId: number): Promise<SessionRow[]> {
      return db.select().from(sessions).where(eq(sessions.user_id, userId)).orderBy(asc(sessions.created_at));
    },

    async deleteExpired(): Promise<number> {
      const removed = await db
        .delete(sessions)
        .where(lte(sessions.expires_at, sql`now()`))
        .returning({ id: sessions.id });
      return removed.length;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
