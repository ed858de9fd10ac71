// The listing page's reads in one statement each (listings.ts spreads them into its repository): the
// listing with its months, add-backs and NDA text (`findRecord`), and with its images, first publication,
// the seller's facts and the viewer's NDA state besides (`findPage`), as prepared statements.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { ListingNdaRequestState } from '@bizmarkt/shared/contract';
import type { Db } from '../db/client';
import {
  listingAddbacks,
  listingImages,
  listingLifecycleEvents,
  listingMonths,
  listingNdaVersions,
  listings,
  ndaAcceptances,
  ndaRecords,
  users,
  type ListingAddbackRow,
} from '../db/schema';
import {
  DAY_MS,
  parseJson,
  recordOfRow,
  type ListingImageJson,
  type ListingMonthJson,
  type ListingPage,
  type ListingRecord,
  type SellerFacts,
} from './listing-records';

export function createListingPageQueries(db: Db) {
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

    /** The full listing, or undefined when the id does not exist. */
    async findRecord(id: number): Promise<ListingRecord | undefined> {
      const [row] = await recordQuery.execute({ id });
      return row ? recordOfRow(row) : undefined;
    },
  };
}
