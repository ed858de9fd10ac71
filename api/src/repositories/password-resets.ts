import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResetTokens, type PasswordResetTokenRow } from '../db/schema';

/** Password reset tokens: one per user (a new request replaces the old token), stored as SHA-256. */
export function createPasswordResetsRepository(db: Db) {
  return {
    /** Stores the token's hash for the user, replacing any earlier one, with a fresh creation time. */
    async put(userId: number, tokenHash: string): Promise<void> {
      await db
        .insert(passwordResetTokens)
        .values({ user_id: userId, token_hash: tokenHash })
        .onConflictDoUpdate({
          target: passwordResetTokens.user_id,
          set: { token_hash: tokenHash, created_at: sql`now()` },
        });
    },

    /** The user's token if it was made less than `ttlMinutes` ago. */
    async findFresh(userId: number, ttlMinutes: number): Promise<PasswordResetTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.user_id, userId), gt(passwordResetTokens.created_at, sql`now() - make_interval(mins => ${ttlMinutes})`)));
      return row;
    },

    /** Whether the user's token was made less than `seconds` ago (repeat requests are skipped). */
    async createdWithin(userId: number, seconds: number): Promise<boolean> {
      const [row] = await db
        .select({ user_id: passwordResetTokens.user_id })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.user_id, userId), gt(passwordResetTokens.created_at, sql`now() - make_interval(secs => ${seconds})`)));
      return row !== undefined;
    },

    /** Deletes the user's token when it still has this hash; true when this call deleted it. */
    async consume(userId: number, tokenHash: string): Promise<boolean> {
      const deleted = await db
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.user_id, userId), eq(passwordResetTokens.token_hash, tokenHash)))
        .returning({ user_id: passwordResetTokens.user_id });
      return deleted.length > 0;
    },

    async delete(userId: number): Promise<void> {
      await db.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, userId));
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
