// Dialogs (issue #12): one per listing and buyer, between the buyer and the listing's owner. The list
// the messages panel shows is paged by listing ("groups"), newest activity first.
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { publishDialogEvent } from '../db/changes';
import { listings, dialogs, messages, users, type DialogRow, type MessageRow, type UserRow } from '../db/schema';

/** What the messages panel shows of a listing. */
export type DialogListing = Pick<
  typeof listings.$inferSelect,
  'id' | 'user_id' | 'name' | 'image' | 'price' | 'nda' | 'nda_version_id' | 'fba_statuses' | 'status'
>;

/** The activity that orders dialogs and groups: the last message, or the creation of an empty dialog. */
const activity = sql<Date>`coalesce(${dialogs.last_message_at}, ${dialogs.created_at})`;

const participant = (userId: number) => or(eq(dialogs.buyer_id, userId), eq(dialogs.seller_id, userId));

export function createDialogsRepository(db: Db) {
  const byId = db
    .select()
    .from(dialogs)
    .where(eq(dialogs.id, sql.placeholder('id')))
    .limit(1)
    .prepare('dialogs_by_id');

  return {
    async find(id: number): Promise<DialogRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    async forIds(ids: readonly number[]): Promise<DialogRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(dialogs)
        .where(inArray(dialogs.id, [...new Set(ids)]));
    },

    async findPair(listingId: number, buyerId: number): Promise<DialogRow | undefined> {
      const [row] = await db
        .select()
        .from(dialogs)
        .where(and(eq(dialogs.business_id, listingId), eq(dialogs.buyer_id, buyerId)))
        .limit(1);
      return row;
    },

    /** The dialog of this listing and buyer, created when there is none (the pair is unique). */
    async ensure(listingId: number, buyerId: number, sellerId: number): Promise<DialogRow> {
      const [created] = await db
        .insert(dialogs)
        .values({ business_id: listingId, buyer_id: buyerId, seller_id: sellerId })
        .onConflictDoNothing({ target: [dialogs.business_id, dialogs.buyer_id] })
        .returning();
      if (created) return created;
      const [existing] = await db
        .select()
        .from(dialogs)
        .where(and(eq(dialogs.business_id, listingId), eq(dialogs.buyer_id, buyerId)))
        .limit(1);
      if (!existing) throw new Error('dialog vanished after a conflicting insert');
      return existing;
    },

    /** One page of the user's listings with dialogs ("groups"), newest activity first, and the page count. */
    async groupPage(userId: number, page: number, perPage: number): Promise<{ listingIds: number[]; lastPage: number }> {
      const [total] = await db
        .select({ n: sql<number>`count(distinct ${dialogs.business_id})::int` })
        .from(dialogs)
        .where(participant(userId));
      const rows = await db
        .select({ business_id: dialogs.business_id, last: sql<Date>`max(${activity})` })
        .from(dialogs)
        .where(participant(userId))
        .groupBy(dialogs.business_id)
        .orderBy(desc(sql`max(${activity})`), desc(dialogs.business_id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { listingIds: rows.map((row) => row.business_id), lastPage: Math.max(1, Math.ceil((total?.n ?? 0) / perPage)) };
    },

    /** The user's dialogs about these listings, newest activity first. */
    async forListings(userId: number, listingIds: readonly number[]): Promise<DialogRow[]> {
      if (listingIds.length === 0) return [];
      return db
        .select()
        .from(dialogs)
        .where(and(inArray(dialogs.business_id, [...listingIds]), participant(userId)))
        .orderBy(desc(activity), desc(dialogs.id));
    },

    /** The newest `limit` messages of each dialog (oldest first within a dialog). */
    async latestMessages(dialogIds: readonly number[], limit: number): Promise<Map<number, MessageRow[]>> {
      const result = new Map<number, MessageRow[]>(dialogIds.map((id) => [id, []]));
      if (dialogIds.length === 0) return result;
      const ranked = db
        .select({ id: messages.id, rank: sql<number>`row_number() over (partition by ${messages.dialog_id} order by ${messages.id} desc)`.as('rank') })
        .from(messages)
        .where(inArray(messages.dialog_id, [...dialogIds]))
        .as('ranked');
      const rows = await db
        .select({ message: messages })
        .from(messages)
        .innerJoin(ranked, eq(ranked.id, messages.id))
        .where(sql`${ranked.rank} <= ${limit}`)
        .orderBy(messages.id);
      for (const { message } of rows) result.get(message.dialog_id)?.push(message);
      return result;
    },

    /** Messages of the dialog older than `beforeId`, at most `limit`, oldest first; and whether more exist. */
    async olderMessages(dialogId: number, beforeId: number, limit: number): Promise<{ rows: MessageRow[]; more: boolean }> {
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.dialog_id, dialogId), sql`${messages.id} < ${beforeId}`))
        .orderBy(desc(messages.id))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit).reverse(), more: rows.length > limit };
    },

    /** Unread messages to the user per dialog (only these dialogs). */
    async unreadIn(userId: number, dialogIds: readonly number[]): Promise<Map<number, number>> {
      if (dialogIds.length === 0) return new Map();
      const rows = await db
        .select({ dialog_id: messages.dialog_id, n: count() })
        .from(messages)
        .where(and(eq(messages.recipient_id, userId), eq(messages.read, false), inArray(messages.dialog_id, [...dialogIds])))
        .groupBy(messages.dialog_id);
      return new Map(rows.map((row) => [row.dialog_id, row.n]));
    },

    /** Marks every message to the user in the dialog read. */
    async markRead(dialogId: number, userId: number): Promise<void> {
      await db
        .update(messages)
        .set({ read: true })
        .where(and(eq(messages.dialog_id, dialogId), eq(messages.recipient_id, userId), eq(messages.read, false)));
    },

    /** Sets one side's step; returns the dialog afterwards. */
    async setStep(dialogId: number, side: 'buyer_step' | 'seller_step', step: number): Promise<DialogRow | undefined> {
      const [row] = await db
        .update(dialogs)
        .set({ [side]: step })
        .where(eq(dialogs.id, dialogId))
        .returning();
      // Both parties' open 'Buying process' tabs re-read the steps (issue #30 §4, §6).
      if (row) await publishDialogEvent(db, row.id, 'step');
      return row;
    },

    async listings(ids: readonly number[]): Promise<DialogListing[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: listings.id,
          user_id: listings.user_id,
          name: listings.name,
          image: listings.image,
          price: listings.price,
          nda: listings.nda,
          nda_version_id: listings.nda_version_id,
          fba_statuses: listings.fba_statuses,
          status: listings.status,
        })
        .from(listings)
        .where(inArray(listings.id, [...ids]));
    },

    async users(ids: readonly number[]): Promise<UserRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /**
     * Listings per owner as another user finds them on `/search?user_id=` (the profile panel's
     * 'N Listings'): published and without an NDA (the caller is never their own opponent).
     */
    async publishedCounts(userIds: readonly number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ user_id: listings.user_id, n: count() })
        .from(listings)
        .where(and(inArray(listings.user_id, [...userIds]), eq(listings.status, 'published'), eq(listings.nda, false)))
        .groupBy(listings.user_id);
      return new Map(rows.map((row) => [row.user_id, row.n]));
    },

    /**
     * The email throttle of one side: claims the right to email now when the last email about this
     * dialog to that side is older than `since` (one statement, so two messages at once send one mail).
     */
    async claimEmail(dialogId: number, side: 'buyer' | 'seller', now: Date, since: Date): Promise<boolean> {
      const column = side === 'buyer' ? dialogs.buyer_emailed_at : dialogs.seller_emailed_at;
      const rows = await db
        .update(dialogs)
        .set(side === 'buyer' ? { buyer_emailed_at: now } : { seller_emailed_at: now })
        .where(and(eq(dialogs.id, dialogId), or(sql`${column} is null`, sql`${column} < ${since.toISOString()}`)))
        .returning({ id: dialogs.id });
      return rows.length > 0;
    },
  };
}

export type DialogsRepository = ReturnType<typeof createDialogsRepository>;
