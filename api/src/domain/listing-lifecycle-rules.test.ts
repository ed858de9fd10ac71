import {
  DAY_MS,
  daysLeftBeforeHiding,
  financialsAgeDays,
  hideCutoff,
  isFinancialsExpired,
  isFinancialsOutdated,
  outdatedCutoff,
  outdatedWarningDue,
  ownerHideEndsAt,
} from './listing-lifecycle-rules';

const updated = new Date('2026-01-01T10:00:00Z');
const after = (days: number, extraMs = 0) => new Date(updated.getTime() + days * DAY_MS + extraMs);

describe('financials age', () => {
  it('counts whole days', () => {
    expect(financialsAgeDays(updated, after(0))).toBe(0);
    expect(financialsAgeDays(updated, after(1, -1))).toBe(0);
    expect(financialsAgeDays(updated, after(46, 5))).toBe(46);
  });

  it('is outdated from day 45 and expired from day 60', () => {
    expect(isFinancialsOutdated(updated, after(45, -1))).toBe(false);
    expect(isFinancialsOutdated(updated, after(45))).toBe(true);
    expect(isFinancialsExpired(updated, after(60, -1))).toBe(false);
    expect(isFinancialsExpired(updated, after(60))).toBe(true);
  });

  it('gives the cutoffs the jobs compare with', () => {
    const now = after(50);
    expect(outdatedCutoff(now).toISOString()).toBe(after(5).toISOString());
    expect(hideCutoff(now).toISOString()).toBe(after(-10).toISOString());
  });
});

describe('daysLeftBeforeHiding', () => {
  it('counts down from 15 on day 45 to 0 on the last day', () => {
    expect(daysLeftBeforeHiding(updated, after(45))).toBe(15);
    expect(daysLeftBeforeHiding(updated, after(46))).toBe(14);
    expect(daysLeftBeforeHiding(updated, after(59, 1))).toBe(0);
    expect(daysLeftBeforeHiding(updated, after(75))).toBe(0);
  });
});

describe('outdatedWarningDue', () => {
  it('is due once per version of the financials', () => {
    expect(outdatedWarningDue(updated, null, after(44))).toBe(false);
    expect(outdatedWarningDue(updated, null, after(46))).toBe(true);
    expect(outdatedWarningDue(updated, after(46), after(47))).toBe(false);
    const newer = after(50);
    expect(outdatedWarningDue(newer, after(46), new Date(newer.getTime() + 46 * DAY_MS))).toBe(true);
  });
});

describe('ownerHideEndsAt', () => {
  it('adds the days', () => {
    expect(ownerHideEndsAt(updated, 3).toISOString()).toBe(after(3).toISOString());
  });
});
