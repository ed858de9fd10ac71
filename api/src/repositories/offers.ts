// Offers (issue #30 §1): an offer and its versions are written together; every change of state is
// guarded by the offer's state in its WHERE clause (open, the version answered, whose turn it is), so
// two answers at once cannot both win and a stale answer changes nothing. Every write tells both
// parties' event streams (`publishDialogEvent`, topic `offer`) in its own transaction: the event leaves
// at commit and never for a write that rolled back (decision 0209).
import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { OfferParty, OfferTermField, OfferTerms } from '@bizmarkt/shared/contract';
import { publishDialogEvent } from '../db/changes';
import type { Db } from '../db/client';
import { dialogs, offers, offerVersions, type OfferRow, type OfferVersionRow } from '../db/schema';

export interface OfferWithVersions extends OfferRow {
  versions: OfferVersionRow[];
}

export interface NewOfferVersion {
  authorId: number;
  authorParty: OfferParty;
  terms: OfferTerms;
  changedFields: OfferTermField[];
  now: Date;
}

export interface OfferSigning {
  signerId: number;
  signerParty: OfferParty;
  signerName: string;
  ip: string;
  userAgent: string;
  version: number;
  termsSha256: string;
  exclusivityUntil: Date;
  now: Date;
}

const other = (party: OfferParty): OfferParty => (party === 'buyer' ? 'seller' : 'buyer');

export function createOffersRepository(db: Db) {
  /** A closing write (accept, decline, expire) and, when it changed the offer, its stream event, in one transaction. */
  const closing = (write: (tx: Db) => Promise<{ id: number; dialog_id: number } | undefined>) =>
    db.transaction(async (tx) => {
      const row = await write(tx);
      if (row) await publishDialogEvent(tx, row.dialog_id, 'offer');
      return row;
    });
  const withVersions = async (rows: OfferRow[]): Promise<OfferWithVersions[]> => {
    if (rows.length === 0) return [];
    const versions = await db
      .select()
      .from(offerVersions)
      .where(
        inArray(
          offerVersions.offer_id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(offerVersions.offer_id), asc(offerVersions.version));
    return rows.map((row) => ({ ...row, versions: versions.filter((version) => version.offer_id === row.id) }));
  };

  return {
    async find(id: number): Promise<OfferWithVersions | undefined> {
      return (await withVersions(await db.select().from(offers).where(eq(offers.id, id)).limit(1)))[0];
    },

    /** The dialog's buyer and seller for an offer id (the access check), or undefined. */
    async participants(id: number): Promise<{ buyer_id: number; seller_id: number } | undefined> {
      const [row] = await db
        .select({ buyer_id: dialogs.buyer_id, seller_id: dialogs.seller_id })
        .from(offers)
        .innerJoin(dialogs, eq(dialogs.id, offers.dialog_id))
        .where(eq(offers.id, id))
        .limit(1);
      return row;
    },

    async listForDialog(dialogId: number): Promise<OfferWithVersions[]> {
      return withVersions(await db.select().from(offers).where(eq(offers.dialog_id, dialogId)).orderBy(desc(offers.id)));
    },

    async hasOpen(dialogId: number): Promise<boolean> {
      const rows = await db
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.dialog_id, dialogId), eq(offers.status, 'open')))
        .limit(1);
      return rows.length > 0;
    },

    /** A new open offer with its first version; undefined when one is open already (the unique index). */
    async create(dialogId: number, listingId: number, first: NewOfferVersion): Promise<OfferWithVersions | undefined> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(offers)
          .values({
            dialog_id: dialogId,
            business_id: listingId,
            turn: other(first.authorParty),
            valid_until: new Date(first.terms.valid_until),
            created_at: first.now,
          })
          .onConflictDoNothing()
          .returning({ id: offers.id });
        if (!row) return undefined;
        await tx.insert(offerVersions).values({
          offer_id: row.id,
          version: 1,
          author_id: first.authorId,
          author_party: first.authorParty,
          terms: first.terms,
          changed_fields: [],
          created_at: first.now,
        });
        await publishDialogEvent(tx, dialogId, 'offer');
        return row.id;
      });
      return id === undefined ? undefined : this.find(id);
    },

    /** The next version, if `version` is still the current one, open, and the author's turn. */
    async counter(id: number, version: number, next: NewOfferVersion): Promise<OfferWithVersions | undefined> {
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(offers)
          .set({ current_version: version + 1, turn: other(next.authorParty), valid_until: new Date(next.terms.valid_until) })
          .where(and(eq(offers.id, id), eq(offers.status, 'open'), eq(offers.current_version, version), eq(offers.turn, next.authorParty)))
          .returning({ id: offers.id, dialog_id: offers.dialog_id });
        if (!row) return false;
        await tx.insert(offerVersions).values({
          offer_id: id,
          version: version + 1,
          author_id: next.authorId,
          author_party: next.authorParty,
          terms: next.terms,
          changed_fields: next.changedFields,
          created_at: next.now,
        });
        await publishDialogEvent(tx, row.dialog_id, 'offer');
        return true;
      });
      return done ? this.find(id) : undefined;
    },

    /** Accepted and signed, if `version` is current, open, not expired by `now`, and the signer's turn. */
    async accept(id: number, signing: OfferSigning): Promise<OfferWithVersions | undefined> {
      const row = await closing(async (tx) => {
        const [updated] = await tx
          .update(offers)
          .set({
            status: 'accepted',
            signer_id: signing.signerId,
            signer_party: signing.signerParty,
            signer_name: signing.signerName,
            ip: signing.ip,
            user_agent: signing.userAgent,
            signed_version: signing.version,
            terms_sha256: signing.termsSha256,
            signed_at: signing.now,
            exclusivity_until: signing.exclusivityUntil,
            closed_at: signing.now,
            closed_by_id: signing.signerId,
          })
          .where(
            and(
              eq(offers.id, id),
              eq(offers.status, 'open'),
              eq(offers.current_version, signing.version),
              eq(offers.turn, signing.signerParty),
              sql`${offers.valid_until} > ${signing.now}`,
            ),
          )
          .returning({ id: offers.id, dialog_id: offers.dialog_id });
        return updated;
      });
      return row ? this.find(id) : undefined;
    },

    async decline(id: number, version: number, party: OfferParty, userId: number, now: Date): Promise<OfferWithVersions | undefined> {
      const row = await closing(async (tx) => {
        const [updated] = await tx
          .update(offers)
          .set({ status: 'declined', closed_at: now, closed_by_id: userId })
          .where(and(eq(offers.id, id), eq(offers.status, 'open'), eq(offers.current_version, version), eq(offers.turn, party)))
          .returning({ id: offers.id, dialog_id: offers.dialog_id });
        return updated;
      });
      return row ? this.find(id) : undefined;
    },

    /** Expired, if still open (at `version` when given) and its valid-until has passed by `now`. */
    async expire(id: number, now: Date, version?: number): Promise<OfferWithVersions | undefined> {
      const row = await closing(async (tx) => {
        const [updated] = await tx
          .update(offers)
          .set({ status: 'expired', closed_at: now })
          .where(
            and(
              eq(offers.id, id),
              eq(offers.status, 'open'),
              lte(offers.valid_until, now),
              version === undefined ? undefined : eq(offers.current_version, version),
            ),
          )
          .returning({ id: offers.id, dialog_id: offers.dialog_id });
        return updated;
      });
      return row ? this.find(id) : undefined;
    },

    /** Whether an offer of another dialog about the listing was accepted and its exclusivity still runs at `now`. */
    async exclusiveElsewhere(listingId: number, dialogId: number, now: Date): Promise<boolean> {
      return (await this.exclusiveElsewhereUntil(listingId, dialogId, now)) !== null;
    },

    /** Until when any accepted offer's exclusivity holds the listing at `now` (null: none does). */
    async exclusivityUntil(listingId: number, now: Date): Promise<Date | null> {
      return this.exclusiveElsewhereUntil(listingId, 0, now);
    },

    /** Until when another dialog's accepted offer holds the listing at `now` (null: none does). */
    async exclusiveElsewhereUntil(listingId: number, dialogId: number, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ until: sql<Date | string | null>`max(${offers.exclusivity_until})` })
        .from(offers)
        .where(
          and(eq(offers.business_id, listingId), ne(offers.dialog_id, dialogId), eq(offers.status, 'accepted'), sql`${offers.exclusivity_until} > ${now}`),
        );
      return row?.until ? new Date(row.until) : null;
    },

    /**
     * Until when another buyer's accepted offer holds the listing, for a buyer with a dialog about it
     * (the listing page's "under offer"; null: the viewer has no dialog, or no exclusivity runs).
     */
    async underOfferTo(listingId: number, buyerId: number, now: Date): Promise<Date | null> {
      const [own] = await db
        .select({ id: dialogs.id })
        .from(dialogs)
        .where(and(eq(dialogs.business_id, listingId), eq(dialogs.buyer_id, buyerId)))
        .limit(1);
      return own ? this.exclusiveElsewhereUntil(listingId, own.id, now) : null;
    },

    /** The buyers of the listing's other dialogs (the "under offer" notice). */
    async otherBuyers(listingId: number, dialogId: number): Promise<Array<{ dialog_id: number; buyer_id: number }>> {
      return db
        .select({ dialog_id: dialogs.id, buyer_id: dialogs.buyer_id })
        .from(dialogs)
        .where(and(eq(dialogs.business_id, listingId), ne(dialogs.id, dialogId)));
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
