// Offers and the letter of intent (issue #30 §1) as one service, `app.offers` (plugins/app/offers.ts),
// a function of what it uses: the repositories, the notifier, the jobs queue and the clock. The routes
// (routes/offers/) check access and shape; the rules are here: who may act (the party whose turn it
// is), the clock's checks of the dates, the signature (the typed name must be the account's), what a
// counter changed, and what an acceptance starts (exclusivity, due diligence, the other buyers told).
import { createHash } from 'node:crypto';
import {
  BUYING_STEP_AFTER_HIDE,
  OFFER_CLOSING_MAX_DAYS,
  OFFER_TERM_FIELDS,
  OFFER_VALID_MAX_DAYS,
  type OfferParty,
  type OfferTermField,
  type OfferTerms,
} from '@bizmarkt/shared/contract';
import type { DialogRow, NotificationType, UserRow } from '../db/schema';
import type { Clock } from '../jobs/clock';
import type { JobQueue } from '../jobs/queue';
import type { MessageKey } from '../lib/messages';
import type { Repositories } from '../repositories';
import type { OfferWithVersions } from '../repositories/offers';
import type { Notifier } from './notifier';

const DAY_MS = 86_400_000;

/** The expiry job: runs at the version's valid-until; idempotent (a stale version or a closed offer is left alone). */
export const OFFER_EXPIRE_JOB = 'offer-expire';
export interface OfferExpirePayload {
  offer_id: number;
  version: number;
}

/** What happened to an offer, for the other party (and, on acceptance, the listing's other buyers). */
export type OfferEventKind = 'received' | 'countered' | 'accepted' | 'declined' | 'expired';

export interface OfferEvent {
  kind: OfferEventKind;
  offer: OfferWithVersions;
  dialog: Pick<DialogRow, 'id' | 'buyer_id' | 'seller_id' | 'business_id'>;
  /** Who acted (null for the expiry job). */
  actor: OfferParty | null;
}

export interface OffersDeps {
  repositories: Pick<Repositories, 'offers' | 'dialogs' | 'listings'>;
  notifier: Notifier;
  jobs: JobQueue;
  clock: Clock;
}

export type OfferRefusal =
  { ok: false; status: 403 | 404 | 409; key: MessageKey | null } | { ok: false; status: 422; errors: Partial<Record<string, MessageKey>> };
export type OfferOutcome = { ok: true; offer: OfferWithVersions } | OfferRefusal;

export function partyOf(dialog: Pick<DialogRow, 'buyer_id' | 'seller_id'>, userId: number): OfferParty | null {
  if (dialog.buyer_id === userId) return 'buyer';
  if (dialog.seller_id === userId) return 'seller';
  return null;
}

/** The terms with their keys in one order and nothing else: what is hashed and compared. */
export function canonicalTerms(terms: OfferTerms): string {
  const sort = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sort);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, sort((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return JSON.stringify(sort({ ...terms, valid_until: new Date(terms.valid_until).toISOString() }));
}

export function termsSha256(terms: OfferTerms): string {
  return createHash('sha256').update(canonicalTerms(terms), 'utf8').digest('hex');
}

/** The fields of `next` that differ from `previous`, in the form's order. */
export function changedFields(previous: OfferTerms, next: OfferTerms): OfferTermField[] {
  const a = JSON.parse(canonicalTerms(previous)) as Record<string, unknown>;
  const b = JSON.parse(canonicalTerms(next)) as Record<string, unknown>;
  return OFFER_TERM_FIELDS.filter((field) => JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null));
}

/** Case, accents' composition and spacing aside, the typed name is the account's "first last" (decision 0175). */
export function nameMatches(typed: string, user: Pick<UserRow, 'name' | 'last_name'>): boolean {
  const normal = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');
  const full = normal([user.name, user.last_name].filter(Boolean).join(' '));
  return full !== '' && normal(typed) === full;
}

/** The clock's checks of the dates (the contract checks their form): 422 keys per field, none when fine. */
export function dateErrors(terms: OfferTerms, now: Date): Partial<Record<string, MessageKey>> {
  const errors: Partial<Record<string, MessageKey>> = {};
  const validUntil = new Date(terms.valid_until).getTime();
  if (validUntil <= now.getTime()) errors['terms.valid_until'] = 'offers.future';
  else if (validUntil > now.getTime() + OFFER_VALID_MAX_DAYS * DAY_MS) errors['terms.valid_until'] = 'offers.valid_too_far';
  const closing = Date.parse(`${terms.target_closing_date}T00:00:00Z`);
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  if (closing <= today) errors['terms.target_closing_date'] = 'offers.future';
  else if (closing > today + OFFER_CLOSING_MAX_DAYS * DAY_MS) errors['terms.target_closing_date'] = 'offers.closing_too_far';
  return errors;
}

const refuse = (status: 403 | 404 | 409, key: MessageKey | null = null): OfferRefusal => ({ ok: false, status, key });

const NOTIFICATION_OF: Record<OfferEventKind, NotificationType> = {
  received: 'offer-received',
  countered: 'offer-countered',
  accepted: 'offer-accepted',
  declined: 'offer-declined',
  expired: 'offer-expired',
};

export function createOffers(deps: OffersDeps) {
  const { repositories, clock } = deps;
  const { offers } = repositories;

  const scheduleExpiry = (offer: OfferWithVersions) =>
    deps.jobs.enqueue(OFFER_EXPIRE_JOB, { offer_id: offer.id, version: offer.current_version } satisfies OfferExpirePayload, {
      runAt: offer.valid_until,
      key: `offer:${offer.id}:v${offer.current_version}:expire`,
    });

  /**
   * The one place an offer event leaves the service as notifications (in the app and by mail, as each
   * user's settings allow). The live stream's `offer` event is published by the repository inside the
   * write's own transaction (repositories/offers.ts, decision 0209), so it leaves exactly at commit.
   */
  async function emitOfferEvent(event: OfferEvent): Promise<void> {
    const { dialog, offer, actor } = event;
    const listing = await repositories.listings.findRecord(dialog.business_id);
    const recipients = actor === null ? [dialog.buyer_id, dialog.seller_id] : [actor === 'buyer' ? dialog.seller_id : dialog.buyer_id];
    for (const userId of recipients) {
      await deps.notifier.notify(userId, NOTIFICATION_OF[event.kind], {
        business_id: dialog.business_id,
        ...(listing ? { business_name: listing.name } : {}),
        business_price: offer.versions.at(-1)?.terms.price,
        dialog_id: dialog.id,
        // Which settings flag applies (mail/notification-flags.ts): the seller's or the buyer's.
        party: userId === dialog.seller_id ? 'seller' : 'buyer',
      });
    }
  }

  /** An offer that is open by its row but past its valid-until by the clock: expired now, and told. */
  async function expireIfDue(offer: OfferWithVersions, dialog: DialogRow): Promise<boolean> {
    if (offer.status !== 'open' || offer.valid_until.getTime() > clock.now().getTime()) return false;
    const expired = await offers.expire(offer.id, clock.now());
    if (expired) await emitOfferEvent({ kind: 'expired', offer: expired, dialog, actor: null });
    return true;
  }

  /** Checks common to counter, accept and decline: the offer is open, current, not expired, the caller's turn. */
  async function answerable(offer: OfferWithVersions, dialog: DialogRow, user: UserRow, version: number): Promise<OfferRefusal | OfferParty> {
    const party = partyOf(dialog, user.id);
    if (!party) return refuse(403);
    if (offer.status !== 'open') return refuse(409, 'offers.closed');
    if (await expireIfDue(offer, dialog)) return refuse(409, 'offers.expired');
    if (offer.turn !== party) return refuse(403);
    if (version !== offer.current_version) return refuse(409, 'offers.stale');
    return party;
  }

  /** What acceptance starts (issue #30 §1): exclusivity, both sides at due diligence, the other buyers told. */
  async function startExclusivity(dialog: DialogRow, days: number): Promise<void> {
    const listing = await repositories.listings.findRecord(dialog.business_id);
    // The owner's hide-listing, as the hide-listing modal does it: hidden for the agreed days, then back by itself.
    if (listing && listing.status === 'published') await repositories.listings.hide(listing.id, days, clock.now());
    for (const side of ['buyer_step', 'seller_step'] as const) {
      if (dialog[side] < BUYING_STEP_AFTER_HIDE) await repositories.dialogs.setStep(dialog.id, side, BUYING_STEP_AFTER_HIDE);
    }
    // Told without naming the buyer.
    for (const other of await offers.otherBuyers(dialog.business_id, dialog.id)) {
      await deps.notifier.notify(other.buyer_id, 'listing-under-offer', {
        business_id: dialog.business_id,
        ...(listing ? { business_name: listing.name } : {}),
        days,
        dialog_id: other.dialog_id,
        party: 'buyer',
      });
    }
  }

  return {
    emitOfferEvent,

    list: (dialogId: number) => offers.listForDialog(dialogId),

    find: (id: number) => offers.find(id),

    participants: (id: number) => offers.participants(id),

    /** The dialog's buyer makes an offer (the route has checked PRO and participation). */
    async make(dialog: DialogRow, user: UserRow, terms: OfferTerms): Promise<OfferOutcome> {
      if (partyOf(dialog, user.id) !== 'buyer') return refuse(403);
      const listing = await repositories.listings.findRecord(dialog.business_id);
      if (!listing) return refuse(404);
      if (listing.nda && (listing.nda_version_id === null || !(await repositories.listings.hasAcceptedNda(user.id, listing.nda_version_id)))) {
        return refuse(403, 'offers.nda_required');
      }
      if (listing.status !== 'published') return refuse(409, 'offers.not_available');
      const errors = dateErrors(terms, clock.now());
      if (Object.keys(errors).length > 0) return { ok: false, status: 422, errors };
      for (const open of await offers.listForDialog(dialog.id)) await expireIfDue(open, dialog);
      const offer = await offers.create(dialog.id, listing.id, { authorId: user.id, authorParty: 'buyer', terms, changedFields: [], now: clock.now() });
      if (!offer) return refuse(409, 'offers.open_exists');
      await scheduleExpiry(offer);
      await emitOfferEvent({ kind: 'received', offer, dialog, actor: 'buyer' });
      return { ok: true, offer };
    },

    async counter(offer: OfferWithVersions, dialog: DialogRow, user: UserRow, version: number, terms: OfferTerms): Promise<OfferOutcome> {
      const party = await answerable(offer, dialog, user, version);
      if (typeof party !== 'string') return party;
      const errors = dateErrors(terms, clock.now());
      if (Object.keys(errors).length > 0) return { ok: false, status: 422, errors };
      const previous = offer.versions.at(-1)!.terms;
      const countered = await offers.counter(offer.id, version, {
        authorId: user.id,
        authorParty: party,
        terms,
        changedFields: changedFields(previous, terms),
        now: clock.now(),
      });
      if (!countered) return refuse(409, 'offers.stale');
      await scheduleExpiry(countered);
      await emitOfferEvent({ kind: 'countered', offer: countered, dialog, actor: party });
      return { ok: true, offer: countered };
    },

    async accept(
      offer: OfferWithVersions,
      dialog: DialogRow,
      user: UserRow,
      input: { version: number; signerName: string; ip: string; userAgent: string },
    ): Promise<OfferOutcome> {
      const party = await answerable(offer, dialog, user, input.version);
      if (typeof party !== 'string') return party;
      if (!nameMatches(input.signerName, user)) return { ok: false, status: 422, errors: { signer_name: 'offers.name_mismatch' } };
      const terms = offer.versions.at(-1)!.terms;
      const now = clock.now();
      // Another buyer's accepted offer still holds the listing: one exclusivity at a time.
      if (await offers.exclusiveElsewhere(dialog.business_id, dialog.id, now)) return refuse(409, 'offers.under_offer');
      const accepted = await offers.accept(offer.id, {
        signerId: user.id,
        signerParty: party,
        signerName: input.signerName.trim().replace(/\s+/g, ' '),
        ip: input.ip,
        userAgent: input.userAgent.slice(0, 512),
        version: input.version,
        termsSha256: termsSha256(terms),
        exclusivityUntil: new Date(now.getTime() + terms.exclusivity_days * DAY_MS),
        now,
      });
      if (!accepted) return refuse(409, 'offers.stale');
      await startExclusivity(dialog, terms.exclusivity_days);
      await emitOfferEvent({ kind: 'accepted', offer: accepted, dialog, actor: party });
      return { ok: true, offer: accepted };
    },

    async decline(offer: OfferWithVersions, dialog: DialogRow, user: UserRow, version: number): Promise<OfferOutcome> {
      const party = await answerable(offer, dialog, user, version);
      if (typeof party !== 'string') return party;
      const declined = await offers.decline(offer.id, version, party, user.id, clock.now());
      if (!declined) return refuse(409, 'offers.stale');
      await emitOfferEvent({ kind: 'declined', offer: declined, dialog, actor: party });
      return { ok: true, offer: declined };
    },

    /** The expiry job. */
    async runExpiry(payload: OfferExpirePayload, now: Date): Promise<'expired' | 'unchanged'> {
      const expired = await offers.expire(payload.offer_id, now, payload.version);
      if (!expired) return 'unchanged';
      const dialog = await repositories.dialogs.find(expired.dialog_id);
      if (dialog) await emitOfferEvent({ kind: 'expired', offer: expired, dialog, actor: null });
      return 'expired';
    },
  };
}

export type Offers = ReturnType<typeof createOffers>;
