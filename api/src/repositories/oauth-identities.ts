// Social sign-in identities: which user a provider's subject (`sub`) belongs to, and the two writes
// that create that link (a new account, or an existing one matched by a verified email).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oauthIdentities, sessions, users, type NewUserRow, type UserRow } from '../db/schema';

/** PostgreSQL's unique_violation; Drizzle wraps driver errors, so look at the cause too. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function createOauthIdentitiesRepository(db: Db) {
  return {
    /** The user holding this identity, with the identity's id. */
    async findUser(provider: string, subject: string): Promise<{ identityId: number; user: UserRow } | undefined> {
      const [row] = await db
        .select({ identityId: oauthIdentities.id, user: users })
        .from(oauthIdentities)
        .innerJoin(users, eq(users.id, oauthIdentities.user_id))
        .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)))
        .limit(1);
      return row;
    },

    async listForUser(userId: number): Promise<{ provider: string; subject: string }[]> {
      return db
        .select({ provider: oauthIdentities.provider, subject: oauthIdentities.subject })
        .from(oauthIdentities)
        .where(eq(oauthIdentities.user_id, userId));
    },

    async delete(identityId: number): Promise<void> {
      await db.delete(oauthIdentities).where(eq(oauthIdentities.id, identityId));
    },

    /**
     * A new account and its identity, together. Null when the email was taken meanwhile (a
     * registration finishing at the same moment): the caller starts over and finds that account.
     */
    async createUser(user: NewUserRow, provider: string, subject: string): Promise<UserRow | null> {
      try {
        return await db.transaction(async (tx) => {
          const [created] = await tx.insert(users).values(user).returning();
          if (!created) throw new Error('insert returned no row');
          await tx.insert(oauthIdentities).values({ user_id: created.id, provider, subject });
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /**
     * Links the identity to an existing account matched by an email the provider verified. When
     * that account had never confirmed its email, whoever chose its password never proved they own
     * the address (it may be someone who registered another person's email to wait for them): the
     * link confirms the email, removes that password and ends the account's sessions. The owner can
     * set a password again through "Forgot your password?".
     */
    async linkToUser(user: UserRow, provider: string, subject: string): Promise<UserRow> {
      return db.transaction(async (tx) => {
        await tx.insert(oauthIdentities).values({ user_id: user.id, provider, subject });
        if (user.email_verified_at !== null) return user;
        await tx.delete(sessions).where(eq(sessions.user_id, user.id));
        const [updated] = await tx
          .update(users)
          .set({ email_verified_at: sql`now()`, password_hash: null, updated_at: sql`now()` })
          .where(eq(users.id, user.id))
          .returning();
        return updated ?? user;
      });
    },

    /** The language of the user's emails follows the last sign-in, as with a password login. */
    async setLocale(userId: number, locale: 'en' | 'de'): Promise<void> {
      await db
        .update(users)
        .set({ locale })
        .where(and(eq(users.id, userId), sql`${users.locale} <> ${locale}`));
    },
  };
}

export type OauthIdentitiesRepository = ReturnType<typeof createOauthIdentitiesRepository>;
