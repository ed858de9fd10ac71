// The landing's newest listings, asked for early (issue #14: the first card's image is the landing's
// largest paint). The landing route's loader asks for them while the page's code downloads, and
// the first card's image is requested as soon as the answer names it, before React draws the card;
// the page's query then takes that answer instead of asking again. The same query as /search sorted
// by newest, so its first page is in the cache when the visitor goes on.
import { useQuery } from '@bizmarkt/shared/query';
import { currentLocale, useLocale } from '@bizmarkt/shared';
import type { Locale } from '@bizmarkt/shared/constants';
import { FIRST_PAINT_ID } from '@bizmarkt/shared/first-paint';
import type { SearchResponse } from '@bizmarkt/shared/contract';
import { searchBusinesses, searchQueryOptions } from '../../search';

export const NEWEST = { sort: 'newest' } as const;
/** An answer asked for ahead is taken only this soon after; later, the page asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

interface EarlyAnswer {
  locale: Locale;
  at: number;
  answer: Promise<SearchResponse>;
}

let early: EarlyAnswer | null = null;

/** A high-priority preload of the image the first card shows (the same URL its `<img>` asks for). */
function preloadImage(src: string | null | undefined, doc: Document): void {
  if (!src || [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((link) => link.getAttribute('href') === src)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('href', src);
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
}

/**
 * Asks for the newest listings now (the landing route's loader calls it). Its failures are silent:
 * the page may never be shown (a prefetch on a link's hover), and when it is, its query asks again.
 */
export function prefetchNewestListings(locale: Locale = currentLocale(), doc: Document = document): void {
  // The server drew this page (shared/tooling/first-paint.mjs): its answer is in the query already.
  if (doc.getElementById(FIRST_PAINT_ID)) return;
  const answer = searchBusinesses(NEWEST, locale, { handled: 'all' });
  early = { locale, at: Date.now(), answer };
  answer.then(
    (page) => preloadImage(page.data[0]?.image, doc),
    () => undefined,
  );
}

/** The early answer for this language, once, if it is recent; a failed one is asked again, out loud. */
function takeEarlyAnswer(locale: Locale): Promise<SearchResponse> | null {
  const taken = early;
  early = null;
  if (!taken || taken.locale !== locale || Date.now() - taken.at > EARLY_ANSWER_MAX_AGE_MS) return null;
  return taken.answer.catch(() => searchBusinesses(NEWEST, locale));
}

export function useNewestListings() {
  const locale = useLocale();
  return useQuery({ ...searchQueryOptions(NEWEST, locale), queryFn: () => takeEarlyAnswer(locale) ?? searchBusinesses(NEWEST, locale) });
}

/** Forgets an early answer (tests). */
export function resetEarlyNewestListings(): void {
  early = null;
}
