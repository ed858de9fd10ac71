// The email of each of the 19 notification types (spec §3), in English and German, built from the
// notification's data. Every field may be missing or malformed (later issues fill them): each text
// has a wording without it, so no mail ever shows "undefined" or "null".
import { CANCEL_REASON_MAX_LENGTH } from '@bizmarkt/shared/contract';
import type { NotificationType } from '../../db/schema';
import type { Lang } from '../../lib/lang';
import { formatDate, formatPrice, localePrefix, readCount, readDate, readNumber, readText } from '../format';
import type { MailBody } from '../types';
import { de } from './notifications-de';
import { en } from './notifications-en';

/** What the texts use, read defensively from the notification's `data`. */
export interface NotificationFacts {
  listing?: string;
  listingId?: number;
  /** Formatted prices. */
  price?: string;
  oldPrice?: string;
  days?: number;
  /** Formatted period end. */
  periodEnd?: string;
  buyer?: string;
  /** A moderator's reason for canceling a listing. */
  reason?: string;
  /** `favorite-updated` about a listing sold through the buying process. */
  sold?: boolean;
}

export interface NotificationLinks {
  billing: string;
  passwordReset: string;
  myListings: string;
  /** Any page with `?messages` opens the messages panel (spec §2). */
  messages: string;
  favorites: string;
  /** The listing page (only with a business id). */
  listing?: string;
  /** The financials step of the listing, or My listings without a business id. */
  financials: string;
}

export function notificationFacts(payload: Record<string, unknown>, locale: Lang): NotificationFacts {
  const facts: NotificationFacts = {};
  const listing = readText(payload.business_name);
  if (listing) facts.listing = listing;
  const listingId = readCount(payload.business_id);
  if (listingId !== undefined && listingId > 0) facts.listingId = listingId;
  const price = readNumber(payload.business_price);
  if (price !== undefined) facts.price = formatPrice(price, locale);
  const oldPrice = readNumber(payload.old_price);
  if (oldPrice !== undefined) facts.oldPrice = formatPrice(oldPrice, locale);
  const days = readCount(payload.days);
  if (days !== undefined) facts.days = days;
  const periodEnd = readDate(payload.period_end);
  if (periodEnd) facts.periodEnd = formatDate(periodEnd, locale);
  const buyer = readText(payload.buyer_name, 80);
  if (buyer) facts.buyer = buyer;
  const reason = readText(payload.reason, CANCEL_REASON_MAX_LENGTH);
  if (reason) facts.reason = reason;
  if (payload.sold === true) facts.sold = true;
  return facts;
}

export function notificationLinks(appUrl: string, locale: Lang, facts: NotificationFacts): NotificationLinks {
  const site = `${appUrl}${localePrefix(locale)}`;
  const myListings = `${site}/my-listings`;
  return {
    billing: `${site}/billing`,
    passwordReset: `${site}/password-reset`,
    myListings,
    messages: `${site}/dashboard?messages`,
    favorites: `${site}/favorites`,
    ...(facts.listingId ? { listing: `${site}/business/${facts.listingId}` } : {}),
    financials: facts.listingId ? `${site}/create/financials/${facts.listingId}` : myListings,
  };
}

export type Copy = (facts: NotificationFacts, links: NotificationLinks) => MailBody;

const COPY: Record<Lang, Record<NotificationType, Copy>> = { en, de };

export function notificationBody(type: NotificationType, payload: Record<string, unknown>, locale: Lang, appUrl: string): MailBody {
  const facts = notificationFacts(payload, locale);
  return COPY[locale][type](facts, notificationLinks(appUrl, locale, facts));
}
