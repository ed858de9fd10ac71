// Listings set up through the API for the journeys that need one (moderation, business pages):
// calls as the SPA makes them (JSON, the XSRF header), and a P&L of whole recent months.
import type { APIRequestContext } from '@playwright/test';
import { expect, xsrfToken } from './fixtures';

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
