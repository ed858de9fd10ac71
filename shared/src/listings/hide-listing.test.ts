import { configureApiClient } from '../api/client';
import { isHideDays, LISTING_LIMITS } from '../contract/listing-enums';
import { hideListing } from './hide-listing';

describe('hiding a listing: one client, one rule', () => {
  it('allows a whole number of days from 1 to 3650, as the API does', () => {
    expect([LISTING_LIMITS.hideDaysMin, LISTING_LIMITS.hideDaysMax]).toEqual([1, 3650]);
    for (const days of [1, 365, 3650]) expect(isHideDays(days)).toBe(true);
    for (const days of [null, undefined, 0, -5, 3651, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(isHideDays(days)).toBe(false);
  });

  it('posts hide_listing.hide_for_x_days to the listing and answers the listing', async () => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    const fetchMock = jest.fn(
      async () => new Response(JSON.stringify({ id: 40, status: 'hidden' }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(hideListing({ businessId: 40, days: 30 })).resolves.toMatchObject({ id: 40, status: 'hidden' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([String(url).replace(/^https?:\/\/[^/]+/, ''), init.method]).toEqual(['/api/businesses/40', 'POST']);
    expect(JSON.parse(String(init.body))).toEqual({ hide_listing: { hide_for_x_days: 30 } });
  });
});
