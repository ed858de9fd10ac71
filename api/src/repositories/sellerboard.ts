// sellerboard connections and import previews (issue #10). Times come from the app's clock as
// parameters (fake-clock tests), never SQL now().
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { ImportCurrency, SellerboardMonth } from '@bizmarkt/shared/contract';
import type { Db } from '../db/client';
import { listings, sellerboardConnections, sellerboardImports, type SellerboardConnectionRow, type SellerboardImportRow } from '../db/schema';

export interface NewImport {
  token: string;
  listingId: number;
  userId: number;
  format: string;
  months: SellerboardMonth[];
  /** The file's currency (the months are already converted into USD). */
  currency: ImportCurrency;
  now: Date;
  expiresAt: Date;
}

export function createSellerboardRepository(db: Db) {
  const connectionOf = db
    .select()
    .from(sellerboardConnections)
    .where(eq(sellerboardConnections.business_id, sql.placeholder('listingId')))
    .prepare('sellerboard_connection_by_business');
  const ownerOf = db
    .select({ user_id: listings.user_id, name: listings.name })
    .from(listings)
    .where(eq(listings.id, sql.placeholder('listingId')))
    .prepare('sellerboard_business_owner');

  return {
    /** The listing's owner and name, or undefined when there is no such listing. */
    async listing(listingId: number): Promise<{ user_id: number; name: string } | undefined> {
      const [row] = await ownerOf.execute({ listingId });
      return row;
    },

    async connection(listingId: number): Promise<SellerboardConnectionRow | undefined> {
      const [row] = await connectionOf.execute({ listingId });
      return row;
    },

    /** Connects (or replaces the link of) a listing: a fresh active connection with no history. */
    async connect(listingId: number, urlEncrypted: string, currency: ImportCurrency, now: Date): Promise<SellerboardConnectionRow> {
      const fresh = {
        url_encrypted: urlEncrypted,
        currency,
        status: 'active' as const,
        last_synced_at: null,
        last_attempt_at: null,
        last_error: null,
        expired_notified_at: null,
        updated_at: now,
      };
      const [row] = await db
        .insert(sellerboardConnections)
        .values({ business_id: listingId, ...fresh, created_at: now })
        .onConflictDoUpdate({ target: sellerboardConnections.business_id, set: fresh })
        .returning();
      return row as SellerboardConnectionRow;
    },

    async disconnect(listingId: number): Promise<boolean> {
      const rows = await db.delete(sellerboardConnections).where(eq(sellerboardConnections.business_id, listingId)).returning();
      return rows.length > 0;
    },

    /** Active connections not attempted since `before` (the scheduled sync's round). */
    async dueForSync(before: Date): Promise<number[]> {
      const rows = await db
        .select({ business_id: sellerboardConnections.business_id })
        .from(sellerboardConnections)
        .where(
          and(
            eq(sellerboardConnections.status, 'active'),
            or(sql`${sellerboardConnections.last_attempt_at} is null`, lte(sellerboardConnections.last_attempt_at, before)),
          ),
        )
        .orderBy(sellerboardConnections.business_id);
      return rows.map((row) => row.business_id);
    },

    async markSynced(listingId: number, now: Date): Promise<void> {
      await db
        .update(sellerboardConnections)
        .set({ last_synced_at: now, last_attempt_at: now, last_error: null, updated_at: now })
        .where(eq(sellerboardConnections.business_id, listingId));
    },

    /** A failed attempt that may pass next time (sellerboard down): the connection stays active. */
    async markFailed(listingId: number, error: string, now: Date): Promise<void> {
      await db
        .update(sellerboardConnections)
        .set({ last_attempt_at: now, last_error: error, updated_at: now })
        .where(eq(sellerboardConnections.business_id, listingId));
    },

    /**
     * The link stopped working: the connection becomes expired. Answers true only for the call that
     * made the change and had not notified yet, so the expiry is announced once.
     */
    async markExpired(listingId: number, error: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(sellerboardConnections)
        .set({ status: 'expired', last_attempt_at: now, last_error: error, expired_notified_at: now, updated_at: now })
        .where(and(eq(sellerboardConnections.business_id, listingId), sql`${sellerboardConnections.expired_notified_at} is null`))
        .returning({ business_id: sellerboardConnections.business_id });
      if (rows.length > 0) return true;
      await db
        .update(sellerboardConnections)
        .set({ status: 'expired', last_attempt_at: now, last_error: error, updated_at: now })
        .where(eq(sellerboardConnections.business_id, listingId));
      return false;
    },

    /** Stores a preview; older previews of the listing and expired ones go. */
    async saveImport(input: NewImport): Promise<void> {
      await db.delete(sellerboardImports).where(or(eq(sellerboardImports.business_id, input.listingId), lte(sellerboardImports.expires_at, input.now)));
      await db.insert(sellerboardImports).values({
        token: input.token,
        business_id: input.listingId,
        user_id: input.userId,
        format: input.format,
        months: input.months,
        currency: input.currency,
        created_at: input.now,
        expires_at: input.expiresAt,
      });
    },

    /** The currency the listing's months were imported from (null: not from a file). */
    async setFinancialsCurrency(listingId: number, currency: ImportCurrency | null): Promise<void> {
      await db.update(listings).set({ financials_currency: currency }).where(eq(listings.id, listingId));
    },

    /** Takes a live preview of this listing and user (used once: it is deleted). */
    async takeImport(token: string, listingId: number, userId: number, now: Date): Promise<SellerboardImportRow | undefined> {
      const [row] = await db
        .delete(sellerboardImports)
        .where(
          and(
            eq(sellerboardImports.token, token),
            eq(sellerboardImports.business_id, listingId),
            eq(sellerboardImports.user_id, userId),
            gt(sellerboardImports.expires_at, now),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type SellerboardRepository = ReturnType<typeof createSellerboardRepository>;
