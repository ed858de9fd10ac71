// Listings: reading the full listing, creating a draft, saving sections, hiding, submitting, and the
// NDA acceptances that decide who sees the protected fields. Section → column mapping lives in
// listing-columns.ts; the rules of who may do what live in the routes (routes/listings).
import { and, asc, count, desc, eq, getTableColumns, inArray, max, min, sql } from 'drizzle-orm';
import type { FinancialMonth, FinancialsSource, InformationSection, ListingNdaRequestState, ListingUpdateRequest } from '@bizmarkt/shared/contract';
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
  listingImages,
  type ListingAddbackRow,
  type ListingImageRow,
  type ListingMonthRow,
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

/**
 * A listing as the repository loads it: the row, its months (oldest first), add-backs (in order)
 * and the current NDA text. The lifecycle hooks (domain/listing-lifecycle.ts) get these.
 */
export interface ListingRecord extends ListingRow {
  months: ListingMonthRow[];
  addbacks: ListingAddbackRow[];
  /** The text of the current NDA version (`nda_version_id`), null when none was saved. */
  nda_text: string | null;
}

/** What the listing answer's seller summary is made of (responses/listing.ts masks the name). */
export interface SellerFacts {
  name: string | null;
  created_at: Date;
  email_verified: boolean;
  businesses_sold: number;
  response_hours: number | null;
}

/** Everything the listing page's answer reads (GET /api/businesses/{id}), loaded in one statement. */
export interface ListingPage {
  record: ListingRecord;
  images: ListingImageRow[];
  /** When a moderator first published the listing (its first 'verified' event). */
  listedAt: Date | null;
  seller: SellerFacts | undefined;
  /** The viewer's NDA request state and acceptance of the current version (none / false without a viewer). */
  ndaRequest: ListingNdaRequestState;
  accepted: boolean;
}

/** The sections of a save (hide_listing is its own call). */
export type ListingSections = Omit<ListingUpdateRequest, 'hide_listing'>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;

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

/** A month row as json_build_object writes it (numerics may come as numbers or strings). */
type ListingMonthJson = Omit<ListingMonthRow, 'revenue' | 'cogs' | 'amazon_fees' | 'advertising' | 'refunds' | 'other_expenses' | 'net_profit'> &
  Record<'revenue' | 'cogs' | 'amazon_fees' | 'advertising' | 'refunds' | 'other_expenses', number | string> & { net_profit: number | string | null };
type ListingImageJson = Omit<ListingImageRow, 'created_at'> & { created_at: string };

/** A json column: node-postgres parses it, PGlite may hand the text. */
function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** The columns of `recordColumns` as the ListingRecord the separate reads give (JSON numerics to numbers). */
function recordOfRow<
  Row extends ListingRow & { months_json: ListingMonthJson[] | string; addbacks_json: ListingAddbackRow[] | string; nda_text_value: string | null },
>(row: Row): ListingRecord {
  const { months_json, addbacks_json, nda_text_value, ...rowOnly } = row;
  return {
    ...rowOnly,
    months: parseJson(months_json).map((m) => ({
      ...m,
      revenue: Number(m.revenue),
      cogs: Number(m.cogs),
      amazon_fees: Number(m.amazon_fees),
      advertising: Number(m.advertising),
      refunds: Number(m.refunds),
      other_expenses: Number(m.other_expenses),
      net_profit: m.net_profit === null ? null : Number(m.net_profit),
    })),
    addbacks: parseJson(addbacks_json).map((a) => ({ ...a, amount: Number(a.amount) })),
    nda_text: rowOnly.nda_version_id === null ? null : nda_text_value,
  };
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

  // The outer listing's columns as the subqueries name them: qualified always (drizzle leaves a
  // single-table select's columns unqualified, and `"id"` inside a subquery is the subquery's own).
  const OUTER = {
    id: sql.raw('"businesses"."id"'),
    user_id: sql.raw('"businesses"."user_id"'),
    nda_version_id: sql.raw('"businesses"."nda_version_id"'),
  };

  /** The listing's row with its months, add-backs and NDA text (a ListingRecord) as one select's columns. */
  const recordColumns = {
    ...getTableColumns(listings),
    months_json: sql<
      ListingMonthJson[]
    >`(SELECT coalesce(json_agg(json_build_object('business_id', m.business_id, 'month', m.month, 'revenue', m.revenue, 'cogs', m.cogs, 'amazon_fees', m.amazon_fees, 'advertising', m.advertising, 'refunds', m.refunds, 'other_expenses', m.other_expenses, 'net_profit', m.net_profit) ORDER BY m.month), '[]'::json) FROM ${listingMonths} m WHERE m.business_id = ${OUTER.id})`,
    addbacks_json: sql<
      ListingAddbackRow[]
    >`(SELECT coalesce(json_agg(json_build_object('id', a.id, 'business_id', a.business_id, 'position', a.position, 'label', a.label, 'amount', a.amount) ORDER BY a.position), '[]'::json) FROM ${listingAddbacks} a WHERE a.business_id = ${OUTER.id})`,
    nda_text_value: sql<string | null>`(SELECT v.text FROM ${listingNdaVersions} v WHERE v.id = ${OUTER.nda_version_id})`,
  };

  const pageColumns = {
    ...recordColumns,
    images_json: sql<
      ListingImageJson[]
    >`(SELECT coalesce(json_agg(json_build_object('id', i.id, 'business_id', i.business_id, 'key', i.key, 'width', i.width, 'height', i.height, 'position', i.position, 'created_at', i.created_at) ORDER BY i.position, i.id), '[]'::json) FROM ${listingImages} i WHERE i.business_id = ${OUTER.id})`,
    listed_at_value:
      sql<Date | null>`(SELECT min(e.created_at) FROM ${listingLifecycleEvents} e WHERE e.business_id = ${OUTER.id} AND e.kind = 'verified')`.mapWith(
        listingLifecycleEvents.created_at,
      ),
    seller_name: users.name,
    seller_last_name: users.last_name,
    seller_created_at: users.created_at,
    seller_email_verified_at: users.email_verified_at,
    seller_deleted_at: users.deleted_at,
    seller_sold: sql<number>`(SELECT count(*)::int FROM ${listings} s WHERE s.user_id = ${OUTER.user_id} AND s.status = 'sold')`.mapWith(Number),
  };

  /** `findRecord` in one statement (recordIn's three or four inside a transaction). */
  const recordQuery = db
    .select(recordColumns)
    .from(listings)
    .where(eq(listings.id, sql.placeholder('id')))
    .limit(1)
    .prepare('business_record_by_id');

  // Built once (a prepared statement): building this select took more CPU than the rest of the request.
  // `answered` is MATERIALIZED: inlined, each reply's subquery ran twice (for the filter and the value);
  // see decision 0235.
  const pageQuery = db
    .select({
      ...pageColumns,
      answers_json: sql<{ median_seconds: number | string | null; answered: number | string } | null>`(WITH asked AS (
          SELECT d.id, (SELECT min(m.created_at) FROM messages m WHERE m.dialog_id = d.id AND m.user_id = d.buyer_id) AS at
          FROM dialogs d WHERE d.seller_id = ${OUTER.user_id}
          ORDER BY d.created_at DESC LIMIT 50
        ), answered AS MATERIALIZED (
          SELECT a.at, (SELECT min(m.created_at) FROM messages m WHERE m.dialog_id = a.id AND m.user_id = ${OUTER.user_id} AND m.created_at > a.at) AS reply
          FROM asked a WHERE a.at >= ${sql.placeholder('since')}::timestamptz
        )
        SELECT json_build_object('median_seconds', percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM reply - at)), 'answered', count(*))
        FROM answered WHERE reply IS NOT NULL)`,
      nda_record_json: sql<{
        version: number | null;
        decision: ListingNdaRequestState;
        revoked: string | null;
      } | null>`(SELECT json_build_object('version', r.nda_version_id, 'decision', r.decision, 'revoked', r.revoked_at) FROM ${ndaRecords} r WHERE r.business_id = ${OUTER.id} AND r.signer_id = ${sql.placeholder('viewerId')}::int ORDER BY r.id DESC LIMIT 1)`,
      accepted_value: sql<boolean>`EXISTS (SELECT 1 FROM ${ndaAcceptances} n WHERE n.user_id = ${sql.placeholder('viewerId')}::int AND n.nda_version_id = ${OUTER.nda_version_id})`,
    })
    .from(listings)
    .leftJoin(users, eq(users.id, listings.user_id))
    .where(eq(listings.id, sql.placeholder('id')))
    .limit(1)
    .prepare('business_page_by_id');

  return {
    /**
     * Everything the listing page's answer reads in one statement (issue #31 §5, decision 0215): the
     * row with its months, add-backs, NDA text and images aggregated as JSON, the first 'verified'
     * event, the seller's facts (sellerFacts' rule) and, for a logged-in viewer, the NDA request state
     * and acceptance — one round trip instead of eleven to fourteen.
     */
    async findPage(id: number, viewerId: number | null, now: Date): Promise<ListingPage | undefined> {
      const since = new Date(now.getTime() - 365 * DAY_MS).toISOString();
      const [row] = await pageQuery.execute({ id, viewerId, since });
      if (!row) return undefined;
      const {
        images_json,
        listed_at_value,
        seller_name,
        seller_last_name,
        seller_created_at,
        seller_email_verified_at,
        seller_deleted_at,
        seller_sold,
        answers_json,
        nda_record_json,
        accepted_value,
        ...listing
      } = row;
      const record = recordOfRow(listing);
      const images = parseJson(images_json).map((i) => ({ ...i, created_at: new Date(i.created_at) }));
      let seller: SellerFacts | undefined;
      if (seller_created_at !== null && seller_deleted_at === null) {
        const answers = parseJson(answers_json);
        const answered = Number(answers?.answered ?? 0);
        const median = answers?.median_seconds == null ? null : Number(answers.median_seconds);
        seller = {
          name: [seller_name, seller_last_name].filter(Boolean).join(' ').trim() || null,
          created_at: seller_created_at,
          email_verified: seller_email_verified_at !== null,
          businesses_sold: seller_sold,
          response_hours: answered >= 3 && median !== null ? Math.max(1, Math.ceil(median / 3600)) : null,
        };
      }
      const ndaRecord = parseJson(nda_record_json);
      const versionId = record.nda_version_id;
      const ndaRequest: ListingNdaRequestState =
        viewerId === null || versionId === null || !ndaRecord || ndaRecord.version !== versionId ? 'none' : ndaRecord.revoked ? 'revoked' : ndaRecord.decision;
      return { record, images, listedAt: listed_at_value, seller, ndaRequest, accepted: viewerId !== null && versionId !== null && accepted_value === true };
    },

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

    /** The full listing, or undefined when the id does not exist. */
    async findRecord(id: number): Promise<ListingRecord | undefined> {
      const [row] = await recordQuery.execute({ id });
      return row ? recordOfRow(row) : undefined;
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
