import { firstGap, lastFullMonth, monthLabel, monthsEndingAt, shiftMonth } from './months';

describe('months of the financials table', () => {
  it('moves across year ends both ways', () => {
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-03', -26)).toBe('2024-01');
  });

  it('starts from the last full month, oldest first, without gaps', () => {
    expect(lastFullMonth(new Date(2026, 0, 15))).toBe('2025-12');
    expect(monthsEndingAt('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(firstGap(['2025-12', '2026-01', '2026-02'])).toBeNull();
    expect(firstGap(['2025-11', '2026-01'])).toBe('2026-01');
  });

  it('names a month in the page language', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
    expect(monthLabel('2026-03', 'de')).toBe('März 2026');
  });
});
