import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationSettings, Role } from '@bizmarkt/shared/contract';
import type { Db } from '../db/client';
import { users, type NewUserRow, type UserRow } from '../db/schema';

/** What `POST /api/user/general-info` sets. */
export interface GeneralInfo {
  role: Role;
  name: string;
  last_name: string;
  country_code: string;
}

/** The columns the About me panel edits (`POST /api/users/{id}`); absent keys stay as they are. */
export type ProfileChanges = Partial<
  Pick<
    UserRow,
    | 'role'
    | 'name'
    | 'last_name'
    | 'country_code'
    | 'about'
    | 'website'
    | 'facebook'
    | 'twitter'
    | 'instagram'
    | 'pinterest'
    | 'avatar'
    | 'avatar_thumb'
    | 'avatar_thumb_64'
  >
>;

export function createUsersRepository(db: Db) {
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_by_id');

  const update = async (id: number, changes: Partial<NewUserRow>): Promise<UserRow | undefined> => {
    const [row] = await db
      .update(users)
      .set({ ...changes, updated_at: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row;
  };

  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    /**
     * Emails match regardless of case (the unique index is on lower(email)). A deleted account never
     * matches: its email is a placeholder, and it is excluded besides.
     */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deleted_at)))
        .limit(1);
      return row;
    },

    /** Whether any account (deleted ones keep a placeholder, so they do not count) has this email. */
    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row !== undefined;
    },

    /** Inserts the user unless one with that email exists; returns whether a row was added. */
    async insertIfAbsent(user: NewUserRow): Promise<boolean> {
      const added = await db.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
      return added.length > 0;
    },

    /** A new user, or null when the email was taken meanwhile (the unique index decides). */
    async create(user: NewUserRow): Promise<UserRow | null> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row ?? null;
    },

    async setLocale(id: number, locale: 'en' | 'de'): Promise<void> {
      await db
        .update(users)
        .set({ locale })
        .where(and(eq(users.id, id), sql`${users.locale} <> ${locale}`));
    },

    /** Sets `email_verified_at` unless it is set already (a second click on the link changes nothing). */
    async markEmailVerified(id: number): Promise<void> {
      await db
        .update(users)
        .set({ email_verified_at: sql`now()`, updated_at: sql`now()` })
        .where(and(eq(users.id, id), isNull(users.email_verified_at)));
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await update(id, { password_hash: passwordHash });
    },

    async setGeneralInfo(id: number, info: GeneralInfo): Promise<UserRow | undefined> {
      return update(id, info);
    },

    async updateProfile(id: number, changes: ProfileChanges): Promise<UserRow | undefined> {
      return update(id, changes);
    },

    async setNotificationSettings(id: number, settings: NotificationSettings): Promise<UserRow | undefined> {
      return update(id, { notification_settings: settings });
    },

    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      return row?.count ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
