import { listingStateOf, outdatedDaysLeft } from './listing-state';
import { makePublishedListing } from '@bizmarkt/shared/testing';

const owner = { cancel_reason: null, hidden_until: null, submitted_at: null, verified_at: null };
const now = new Date('2026-06-30T12:00:00Z');

describe('listingStateOf', () => {
  it('tells an owner hide (with its end) from a hide for old financial data', () => {
    expect(listingStateOf(makePublishedListing({ status: 'hidden', owner: { ...owner, hidden_until: '2026-07-05T00:00:00Z' } }))).toEqual({
      kind: 'hidden-owner',
      until: '2026-07-05T00:00:00Z',
    });
    expect(listingStateOf(makePublishedListing({ status: 'hidden', owner }))).toEqual({ kind: 'hidden-financials' });
  });

  it('names the next step of a draft and keeps the reason of a canceled listing', () => {
    expect(listingStateOf(makePublishedListing({ status: 'draft', price: null, owner }))).toEqual({ kind: 'draft', nextStep: 'price' });
    expect(listingStateOf(makePublishedListing({ status: 'canceled', owner: { ...owner, cancel_reason: 'Blurry images' } }))).toMatchObject({
      kind: 'canceled',
      reason: 'Blurry images',
    });
  });
});

describe('outdatedDaysLeft', () => {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  it('warns from day 45 with the days left until day 60, for published listings only', () => {
    expect(outdatedDaysLeft(makePublishedListing({ financials_updated_at: at(44) }), now)).toBeNull();
    expect(outdatedDaysLeft(makePublishedListing({ financials_updated_at: at(45) }), now)).toBe(15);
    expect(outdatedDaysLeft(makePublishedListing({ financials_updated_at: at(59) }), now)).toBe(1);
    expect(outdatedDaysLeft(makePublishedListing({ financials_updated_at: at(70) }), now)).toBe(0);
    expect(outdatedDaysLeft(makePublishedListing({ status: 'pending', financials_updated_at: at(50) }), now)).toBeNull();
  });
});
