// Listings: reading the full listing, creating a draft, saving sections, hiding, submitting, and the
// NDA acceptances that decide who sees the protected fields. Section → column mapping lives in
// listing-columns.ts; the listing page's one-statement reads in listing-page.ts, the shapes handed out
// in listing-records.ts; the rules of who may do what live in the routes (routes/listings).
import { and, asc, count, desc, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { FinancialMonth, FinancialsSource, InformationSection, ListingNdaRequestState } from '@bizmarkt/shared/contract';
import { selectRows, type Db } from '../db/client';
import {
  listingAddbacks,
  listings,
  listingMonths,
  listingNdaVersions,
  categories,
  listingLifecycleEvents,
  ndaAcceptances,
  ndaRecords,
  users,
  type ListingRow,
} from '../db/schema';
import {
  assetsColumns,
  descriptionColumns,
  informationColumns,
  metricsColumns,
  monthOfRow,
  monthToDate,
  priceColumns,
  socialsColumns,
  type ListingChanges,
} from './listing-columns';
import { createListingPageQueries } from './listing-page';
import { DAY_MS, type ListingRecord, type ListingSections, type SellerFacts } from './listing-records';

export type { ListingPage, ListingRecord, ListingSections, SellerFacts } from './listing-records';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const MONTH_FIGURES = ['revenue', 'cogs', 'amazon_fees', 'advertising', 'refunds', 'other_expenses', 'net_profit'] as const;

/** Whether these months are exactly the stored ones (same months, same figures; a listing with no source never is). */
function sameMonths(current: ListingRecord, months: readonly FinancialMonth[]): boolean {
  if (current.financials_source === null || current.months.length !== months.length) return false;
  return current.months.every((row, i) => {
    const stored = monthOfRow(row);
    const sent = months[i];
    return sent !== undefined && stored.month === sent.month && MONTH_FIGURES.every((key) => stored[key] === sent[key]);
  });
}

export function createListingsRepository(db: Db) {
  const ownerById = db
    .select({ user_id: listings.user_id, status: listings.status })
    .from(listings)
    .where(eq(listings.id, sql.placeholder('id')))
    .limit(1)
    .prepare('businesses_owner_by_id');

  const acceptance = db
    .select({ id: ndaAcceptances.id })
    .from(ndaAcceptances)
    .where(and(eq(ndaAcceptances.user_id, sql.placeholder('userId')), eq(ndaAcceptances.nda_version_id, sql.placeholder('versionId'))))
    .limit(1)
    .prepare('nda_acceptance_by_user_version');

  /** Loads months, add-backs and NDA texts of these rows in three queries. */
  async function withDetails(executor: Db | Tx, rows: ListingRow[]): Promise<ListingRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const versionIds = rows.flatMap((row) => (row.nda_version_id === null ? [] : [row.nda_version_id]));
    // One after the other: inside a transaction they share one connection (node-postgres queues, and warns).
    const months = await executor.select().from(listingMonths).where(inArray(listingMonths.business_id, ids)).orderBy(asc(listingMonths.month));
    const addbacks = await executor.select().from(listingAddbacks).where(inArray(listingAddbacks.business_id, ids)).orderBy(asc(listingAddbacks.position));
    const texts =
      versionIds.length === 0
        ? []
        : await executor
            .select({ id: listingNdaVersions.id, text: listingNdaVersions.text })
            .from(listingNdaVersions)
            .where(inArray(listingNdaVersions.id, versionIds));
    const textById = new Map(texts.map((row) => [row.id, row.text]));
    return rows.map((row) => ({
      ...row,
      months: months.filter((m) => m.business_id === row.id),
      addbacks: addbacks.filter((a) => a.business_id === row.id),
      nda_text: row.nda_version_id === null ? null : (textById.get(row.nda_version_id) ?? null),
    }));
  }

  async function recordIn(executor: Db | Tx, id: number): Promise<ListingRecord | undefined> {
    const rows = await executor.select().from(listings).where(eq(listings.id, id)).limit(1);
    return (await withDetails(executor, rows))[0];
  }

  /** Replaces the months and add-backs; the metrics are recomputed by the caller's `refreshMetrics`. */
  async function replaceFinancials(tx: Tx, id: number, financials: NonNullable<ListingSections['financials']>) {
    await tx.delete(listingMonths).where(eq(listingMonths.business_id, id));
    await tx.delete(listingAddbacks).where(eq(listingAddbacks.business_id, id));
    await tx.insert(listingMonths).values(financials.months.map((m) => ({ ...m, business_id: id, month: monthToDate(m.month) })));
    if (financials.addbacks.length > 0) {
      await tx.insert(listingAddbacks).values(financials.addbacks.map((a, position) => ({ ...a, business_id: id, position })));
    }
  }

  /** A new NDA version when the text differs from the current one; returns its id (or the current one). */
  async function ndaVersionFor(tx: Tx, id: number, text: string, current: ListingRecord): Promise<number | null> {
    if (text === current.nda_text) return current.nda_version_id;
    const [last] = await tx
      .select({ version: max(listingNdaVersions.version) })
      .from(listingNdaVersions)
      .where(eq(listingNdaVersions.business_id, id));
    const [created] = await tx
      .insert(listingNdaVersions)
      .values({ business_id: id, version: (last?.version ?? 0) + 1, text })
      .returning({ id: listingNdaVersions.id });
    return created?.id ?? null;
  }

  async function refreshMetrics(tx: Tx, id: number) {
    const [row] = await tx.select({ price: listings.price }).from(listings).where(eq(listings.id, id));
    const months = await tx.select().from(listingMonths).where(eq(listingMonths.business_id, id)).orderBy(asc(listingMonths.month));
    const addbacks = await tx.select({ amount: listingAddbacks.amount }).from(listingAddbacks).where(eq(listingAddbacks.business_id, id));
    await tx
      .update(listings)
      .set(metricsColumns(months.map(monthOfRow), addbacks, row?.price ?? null))
      .where(eq(listings.id, id));
  }

  return {
    ...createListingPageQueries(db),

    /**
     * The owner's listings the viewer finds on `/search?user_id=` (the profile's "N Listings"):
     * published, and not behind an NDA unless the viewer is the owner — counting those would tell that
     * a masked seller sells more than she lists under her name (issue #27).
     */
    async countListedBy(ownerId: number, viewerId: number): Promise<number> {
      const shown = ownerId === viewerId ? undefined : eq(listings.nda, false);
      const [row] = await db
        .select({ total: count() })
        .from(listings)
        .where(and(eq(listings.user_id, ownerId), eq(listings.status, 'published'), shown));
      return row?.total ?? 0;
    },

    /** Owner and status of a listing (the access layer's ownership check), undefined for an unknown id. */
    async ownerOf(id: number): Promise<Pick<ListingRow, 'user_id' | 'status'> | undefined> {
      const [row] = await ownerById.execute({ id });
      return row;
    },

    /** The user's listings, every status, newest first. */
    async listByOwner(userId: number): Promise<ListingRecord[]> {
      const rows = await db.select().from(listings).where(eq(listings.user_id, userId)).orderBy(desc(listings.created_at), desc(listings.id));
      return withDetails(db, rows);
    },

    /** The category's name in the language (the answer's `category_name`). */
    async categoryName(id: number | null, lang: 'en' | 'de'): Promise<string | null> {
      if (id === null) return null;
      const [row] = await db.select({ en: categories.name_en, de: categories.name_de }).from(categories).where(eq(categories.id, id));
      return row ? row[lang] : null;
    },

    /** Whether the user accepted this NDA version (written by the messaging issue). */
    async hasAcceptedNda(userId: number, versionId: number): Promise<boolean> {
      return (await acceptance.execute({ userId, versionId })).length > 0;
    },

    /** When a moderator first published the listing (its first 'verified' event). */
    async firstVerifiedAt(id: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: min(listingLifecycleEvents.created_at) })
        .from(listingLifecycleEvents)
        .where(and(eq(listingLifecycleEvents.business_id, id), eq(listingLifecycleEvents.kind, 'verified')));
      return row?.at ?? null;
    },

    /** Where the user's newest NDA request for this listing's version stands (the chat's rule, ndaStatusOf). */
    async ndaRequestState(userId: number, listingId: number, versionId: number | null): Promise<ListingNdaRequestState> {
      if (versionId === null) return 'none';
      const [row] = await db
        .select({ version: ndaRecords.nda_version_id, decision: ndaRecords.decision, revoked: ndaRecords.revoked_at })
        .from(ndaRecords)
        .where(and(eq(ndaRecords.business_id, listingId), eq(ndaRecords.signer_id, userId)))
        .orderBy(desc(ndaRecords.id))
        .limit(1);
      if (!row || row.version !== versionId) return 'none';
      return row.revoked ? 'revoked' : row.decision;
    },

    /**
     * The seller summary's figures (decision 0164): the account, the listings sold, and the median time
     * to the seller's first answer in their 50 newest conversations whose first buyer message is at
     * most a year old (a conversation never answered is not counted; fewer than 3 answered → null).
     */
    async sellerFacts(userId: number, now: Date): Promise<SellerFacts | undefined> {
      const [user] = await db
        .select({
          name: users.name,
          last_name: users.last_name,
          created_at: users.created_at,
          email_verified_at: users.email_verified_at,
          deleted_at: users.deleted_at,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!user || user.deleted_at) return undefined;
      const [sold] = await db
        .select({ n: count() })
        .from(listings)
        .where(and(eq(listings.user_id, userId), eq(listings.status, 'sold')));
      const since = new Date(now.getTime() - 365 * DAY_MS);
      const [answers] = await selectRows<{ median_seconds: number | string | null; answered: number | string }>(
        db,
        sql`WITH asked AS (
              SELECT d.id, (SELECT min(m.created_at) FROM messages m WHERE m.dialog_id = d.id AND m.user_id = d.buyer_id) AS at
              FROM dialogs d WHERE d.seller_id = ${userId}
              ORDER BY d.created_at DESC LIMIT 50
            ), answered AS (
              SELECT a.at, (SELECT min(m.created_at) FROM messages m WHERE m.dialog_id = a.id AND m.user_id = ${userId} AND m.created_at > a.at) AS reply
              FROM asked a WHERE a.at >= ${since.toISOString()}::timestamptz
            )
            SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM reply - at)) AS median_seconds, count(*) AS answered
            FROM answered WHERE reply IS NOT NULL`,
      );
      const answered = Number(answers?.answered ?? 0);
      const median = answers?.median_seconds == null ? null : Number(answers.median_seconds);
      return {
        name: [user.name, user.last_name].filter(Boolean).join(' ').trim() || null,
        created_at: user.created_at,
        email_verified: user.email_verified_at !== null,
        businesses_sold: Number(sold?.n ?? 0),
        response_hours: answered >= 3 && median !== null ? Math.max(1, Math.ceil(median / 3600)) : null,
      };
    },

    /** Step one: a new draft owned by the user. */
    async createDraft(userId: number, info: InformationSection): Promise<ListingRecord> {
      const [row] = await db
        .insert(listings)
        .values({ ...informationColumns(info), name: info.name, user_id: userId, status: 'draft' })
        .returning();
      if (!row) throw new Error('listing insert returned no row');
      return { ...row, months: [], addbacks: [], nda_text: null };
    },

    /**
     * Saves the given sections in one transaction; the metrics follow the months, add-backs and price.
     * `source` says where a months table came from (the sellerboard lane passes its own).
     */
    async saveSections(id: number, sections: ListingSections, now: Date, source: FinancialsSource = 'manual'): Promise<ListingRecord> {
      return db.transaction(async (tx) => {
        const current = await recordIn(tx, id);
        if (!current) throw new Error(`listing ${id} vanished during a save`);
        const changes: ListingChanges = {
          ...(sections.information && informationColumns(sections.information)),
          ...(sections.assets && assetsColumns(sections.assets)),
          ...(sections.description && descriptionColumns(sections.description)),
          ...(sections.price && priceColumns(sections.price)),
          ...(sections.socials && socialsColumns(sections.socials)),
        };
        if (sections.financials) {
          await replaceFinancials(tx, id, sections.financials);
          // The months' source changes only when the months do: the wizard's "Next" after an import or a
          // sync sends the same months back (and maybe other add-backs), which stay the file's or the sync's.
          if (!sameMonths(current, sections.financials.months)) {
            Object.assign(changes, { financials_source: source, financials_updated_at: now });
          }
        }
        if (sections.nda) {
          changes.nda = sections.nda.nda;
          // No text sent keeps the current version (turning the NDA off does not delete its history).
          if (sections.nda.nda_text !== null) changes.nda_version_id = await ndaVersionFor(tx, id, sections.nda.nda_text, current);
        }
        await tx
          .update(listings)
          .set({ ...changes, updated_at: now })
          .where(eq(listings.id, id));
        if (sections.financials || sections.price) await refreshMetrics(tx, id);
        const saved = await recordIn(tx, id);
        if (!saved) throw new Error(`listing ${id} vanished during a save`);
        return saved;
      });
    },

    /** The owner's hide_listing: hidden until `now` + days, then back on its own (lifecycle job). */
    async hide(id: number, days: number, now: Date): Promise<ListingRecord | undefined> {
      await db
        .update(listings)
        .set({ status: 'hidden', hide_for_x_days: days, hidden_until: new Date(now.getTime() + days * DAY_MS), updated_at: now })
        .where(eq(listings.id, id));
      return recordIn(db, id);
    },

    /** Draft or canceled → pending verification; undefined when the status changed meanwhile. */
    async submit(id: number, now: Date): Promise<ListingRecord | undefined> {
      const updated = await db
        .update(listings)
        .set({ status: 'pending', submitted_at: now, cancel_reason: null, updated_at: now })
        .where(and(eq(listings.id, id), inArray(listings.status, ['draft', 'canceled'])))
        .returning({ id: listings.id });
      return updated.length > 0 ? recordIn(db, id) : undefined;
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
