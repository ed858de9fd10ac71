// Operations on everything the API holds about one person, across tables: the account's deletion
// (GDPR Art. 17) and the export of their data (Art. 20).
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  clientErrorLogs,
  listings,
  dialogs,
  emails,
  messages,
  notifications,
  oauthIdentities,
  passwordResetTokens,
  rateLimits,
  sessions,
  users,
  type UserRow,
} from '../db/schema';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@bizmarkt/shared/contract';
import {
  avatarUploadKey,
  forgotPasswordEmailKey,
  loginKeyPrefix,
  sellerboardImportKey,
  verificationHourKey,
  verificationMinuteKey,
} from '../lib/throttle-keys';

/** The email a deleted account keeps: unique per id, undeliverable (RFC 2606 `.invalid`). */
export const deletedEmailOf = (userId: number) => `deleted-${userId}@deleted.invalid`;

export interface DeletedAccount {
  /** Media-store keys of the avatar files, to delete once the transaction has committed. */
  avatarKeys: string[];
}

export function createAccountsRepository(db: Db) {
  return {
    /**
     * Deletes the account in one transaction: the row stays (messages and records the law requires
     * keep their reference, shown as a deleted user) with every personal field wiped and the email
     * replaced by a placeholder, so the address is free for a new account. Notifications, reset
     * tokens, social identities, throttle counters, unsent mail and every session go; sent mail keeps
     * only its template, status and dates. Null when there is no such (undeleted) account.
     */
    async delete(userId: number): Promise<DeletedAccount | null> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deleted_at)))
          .for('update');
        if (!user) return null;
        const placeholder = deletedEmailOf(userId);

        await tx
          .update(users)
          .set({
            name: null,
            last_name: null,
            email: placeholder,
            email_verified_at: null,
            password_hash: null,
            avatar: null,
            avatar_thumb: null,
            avatar_thumb_64: null,
            country_code: null,
            about: null,
            website: null,
            facebook: null,
            twitter: null,
            instagram: null,
            pinterest: null,
            is_admin: false,
            partner_code: null,
            notification_settings: DEFAULT_NOTIFICATION_SETTINGS,
            deleted_at: sql`now()`,
            updated_at: sql`now()`,
          })
          .where(eq(users.id, userId));

        await tx.delete(notifications).where(eq(notifications.user_id, userId));
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, userId));
        await tx.delete(oauthIdentities).where(eq(oauthIdentities.user_id, userId));
        await tx
          .delete(rateLimits)
          .where(
            or(
              sql`starts_with(${rateLimits.key}, ${loginKeyPrefix(user.email)})`,
              inArray(rateLimits.key, [
                verificationMinuteKey(userId),
                verificationHourKey(userId),
                avatarUploadKey(userId),
                sellerboardImportKey(userId),
                forgotPasswordEmailKey(user.email),
              ]),
            ),
          );

        const addressedToUser = or(eq(emails.user_id, userId), sql`lower(${emails.to_email}) = lower(${user.email})`);
        // Mail not sent yet is not sent at all.
        await tx.delete(emails).where(and(addressedToUser, inArray(emails.status, ['pending', 'sending'])));
        // Sent (or failed) mail stays as a record that a mail of that kind went out, without content.
        await tx.update(emails).set({ to_email: placeholder, subject: '', html: '', text: '', headers: {}, last_error: null }).where(addressedToUser);

        await tx.update(clientErrorLogs).set({ user_id: null }).where(eq(clientErrorLogs.user_id, userId));
        await tx.delete(sessions).where(eq(sessions.user_id, userId));

        const avatarKeys = [user.avatar, user.avatar_thumb, user.avatar_thumb_64].filter((key): key is string => typeof key === 'string' && key !== '');
        return { avatarKeys };
      });
    },

    /** Everything held about the user besides the user row itself, for the data export. */
    async personalData(user: UserRow) {
      const [notificationRows, sessionRows, emailRows, identityRows, errorLogRows] = await Promise.all([
        db
          .select({
            type: notifications.type,
            data: notifications.data,
            read_at: notifications.read_at,
            created_at: notifications.created_at,
          })
          .from(notifications)
          .where(eq(notifications.user_id, user.id))
          .orderBy(desc(notifications.created_at)),
        db
          .select({
            id: sessions.id,
            ip_address: sessions.ip_address,
            user_agent: sessions.user_agent,
            created_at: sessions.created_at,
            last_activity: sessions.last_activity,
            expires_at: sessions.expires_at,
          })
          .from(sessions)
          .where(eq(sessions.user_id, user.id))
          .orderBy(asc(sessions.created_at)),
        db
          .select({
            to: emails.to_email,
            template: emails.template,
            subject: emails.subject,
            status: emails.status,
            created_at: emails.created_at,
            sent_at: emails.sent_at,
          })
          .from(emails)
          .where(or(eq(emails.user_id, user.id), sql`lower(${emails.to_email}) = lower(${user.email})`))
          .orderBy(desc(emails.created_at)),
        db
          .select({ provider: oauthIdentities.provider, subject: oauthIdentities.subject, created_at: oauthIdentities.created_at })
          .from(oauthIdentities)
          .where(eq(oauthIdentities.user_id, user.id)),
        db
          .select({
            received_at: clientErrorLogs.received_at,
            type: clientErrorLogs.type,
            message: clientErrorLogs.message,
            href: clientErrorLogs.href,
            user_agent: clientErrorLogs.user_agent,
            ip_address: clientErrorLogs.ip_address,
          })
          .from(clientErrorLogs)
          .where(eq(clientErrorLogs.user_id, user.id))
          .orderBy(desc(clientErrorLogs.received_at)),
      ]);
      // Their listings and the messages they wrote (messages to them belong to their authors too,
      // but the conversation is theirs to take along: both directions) — except what the PRO gate
      // withholds: a buyer without PRO gets none of the seller's words here either, as in the chat.
      const pro = user.subscription === 'active';
      const readable = pro
        ? eq(messages.recipient_id, user.id)
        : and(eq(messages.recipient_id, user.id), sql`${messages.dialog_id} in (select ${dialogs.id} from ${dialogs} where ${dialogs.buyer_id} <> ${user.id})`);
      const [listingRows, messageRows] = await Promise.all([
        db
          .select({ id: listings.id, name: listings.name, status: listings.status, price: listings.price, created_at: listings.created_at })
          .from(listings)
          .where(eq(listings.user_id, user.id))
          .orderBy(asc(listings.id)),
        db
          .select({
            id: messages.id,
            dialog_id: messages.dialog_id,
            sent_by_me: sql<boolean>`${messages.user_id} = ${user.id}`,
            type: messages.type,
            message: messages.message,
            media_name: messages.media_name,
            created_at: messages.created_at,
          })
          .from(messages)
          .where(or(eq(messages.user_id, user.id), readable))
          .orderBy(asc(messages.id)),
      ]);
      const [resetToken] = await db
        .select({ created_at: passwordResetTokens.created_at })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.user_id, user.id));
      return {
        notifications: notificationRows,
        sessions: sessionRows,
        emails: emailRows,
        social_logins: identityRows,
        client_error_reports: errorLogRows,
        listings: listingRows,
        messages: messageRows,
        password_reset_requested_at: resetToken?.created_at ?? null,
      };
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
