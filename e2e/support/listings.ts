// Listings set up through the API for the journeys that need one (moderation, business pages, the
// messaging deal): calls as the SPA makes them (JSON, the XSRF header), a P&L of whole recent months,
// and a fresh published listing of the demo seller.
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, logInThroughApi, NO_STORAGE, USERS, xsrfToken } from './fixtures';
import { stackPorts } from './ports';

export const JSON_HEADERS = { Accept: 'application/json' };

/** `count` recent calendar months of a plausible P&L, the last one the month before this one. */
export function recentMonths(count: number, { revenue = 40_000, step = 120 } = {}): Array<Record<string, number | string>> {
  const now = new Date();
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count + i, 1));
    const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    return { month, revenue: revenue + i * step, cogs: 11_500, amazon_fees: 8_500, advertising: 3_800, refunds: 450, other_expenses: 1_300 };
  });
}

/** A POST that must succeed; answers the listing (or other record) it returns. */
export async function postJson(request: APIRequestContext, path: string, data: unknown): Promise<{ id: number; status: string }> {
  const answer = await request.post(path, { data, headers: { ...JSON_HEADERS, 'X-XSRF-TOKEN': await xsrfToken(request) } });
  expect(answer.ok(), `POST ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as { id: number; status: string };
}

/** The category every listing made here is in (the first of the seeded ones). */
export async function firstCategoryId(request: APIRequestContext): Promise<number> {
  const categories = (await (await request.get('/api/categories', { headers: JSON_HEADERS })).json()) as Array<{ id: number }>;
  return categories[0]!.id;
}

/** What a journey may choose of the complete listing; the rest is a plausible Amazon brand. */
export interface ListingChoices {
  name: string;
  price?: number;
  nda?: boolean;
  /** The inventory term: included in the price (the default) or at cost on top. */
  inventoryIncluded?: boolean;
  /** The description step's words, when a journey reads them on a page. */
  description?: { summary: string; description: string; risks?: string };
}

const DEFAULT_DESCRIPTION = {
  summary: 'A kitchen accessories brand selling on Amazon US and DE since 2020.',
  description: 'Twelve products with 4.5 stars on average, a steady base of repeat buyers and two long-standing suppliers.',
  risks: 'One supplier makes most products.',
};

/**
 * A complete listing (every step filled) of the seller whose session `request` holds, submitted for
 * verification (status pending): its id. The admin's verify call publishes it.
 */
export async function submitCompleteListing(
  request: APIRequestContext,
  { name, price = 385_000, nda = false, inventoryIncluded = true, description = DEFAULT_DESCRIPTION }: ListingChoices,
): Promise<number> {
  const information = {
    name,
    category_id: await firstCategoryId(request),
    fba_statuses: ['fba', 'private_label'],
    marketplaces: ['US', 'DE'],
    founded_year: 2020,
    founded_month: 4,
    country_code: 'DE',
    asin_count: 12,
    sale_reason: 'new_venture',
  };
  const { id } = await postJson(request, '/api/businesses', { information });
  await postJson(request, `/api/businesses/${id}`, {
    financials: { months: recentMonths(14), addbacks: [] },
    assets: { inventory_value: 18000, inventory_included: inventoryIncluded, assets_included: ['brand_trademarks', 'amazon_seller_account'] },
    description,
    price: { price, open_to_offers: true },
    socials: { website: 'kitchen-accessories.example', socials: [] },
    nda: nda
      ? { nda: true, nda_text: 'The buyer keeps everything learned about this business confidential and uses it only to evaluate the purchase of it.' }
      : { nda: false, nda_text: null },
  });
  const submitted = await postJson(request, `/api/businesses/${id}/submit`, {});
  expect(submitted.status).toBe('pending');
  return id;
}

/** A session of its own for one user (a context of its own, so no shared role session is replaced). */
export async function withSession<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  user: { email: string; password: string },
  work: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  const request = await playwright.request.newContext({ baseURL: `http://localhost:${stackPorts.shell}`, storageState: NO_STORAGE });
  try {
    await logInThroughApi(request, user);
    return await work(request);
  } finally {
    await request.dispose();
  }
}

/** The demo seller's complete listing, submitted for verification (pending): its id. */
export function submitDemoListing(playwright: PlaywrightWorkerArgs['playwright'], choices: ListingChoices): Promise<number> {
  return withSession(playwright, USERS.seller, (request) => submitCompleteListing(request, choices));
}

/**
 * A new published listing of the demo seller, for a journey that changes it (sells, hides, reprices)
 * and so must not touch the seeded ones other specs rely on: created complete, submitted, verified by
 * the demo admin. Answers its id.
 */
export async function publishListing(playwright: PlaywrightWorkerArgs['playwright'], choices: ListingChoices): Promise<number> {
  const id = await submitDemoListing(playwright, choices);
  await withSession(playwright, USERS.admin, (request) => postJson(request, `/api/admin/businesses/${id}/verify`, {}));
  return id;
}
