import { and, eq, gt, lte, sql } from 'drizzle-orm';
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
      await db.update(sessions).set({ last_activity: sql`now()`, expires_at: expiresAt }).where(eq(sessions.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteExpired(): Promise<number> {
      const removed = await db.delete(sessions).where(lte(sessions.expires_at, sql`now()`)).returning({ id: sessions.id });
      return removed.length;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
