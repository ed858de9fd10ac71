// Offer terms for tests (issue #30 §1): a valid cash offer, its dates counted from `now` (a test's fake
// clock, or the real one), and what a test changes laid over it.
const DAY_MS = 86_400_000;

/** A cash offer of $200,000, inventory at cost, 30 days of exclusivity, open for three days from `now`. */
export function offerTermsAt(now: Date, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return {
    price: 200_000,
    cash_at_closing: 200_000,
    seller_financing: null,
    deferred: null,
    inventory: 'at_cost',
    exclusivity_days: 30,
    due_diligence_days: 21,
    target_closing_date: inDays(60).toISOString().slice(0, 10),
    conditions: '',
    valid_until: inDays(3).toISOString(),
    ...overrides,
  };
}
