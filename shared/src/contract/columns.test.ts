import { INT4_MAX, INT4_MIN } from './column-limits';
import { bigintNumber, idField, idFromText, int4, int4FromText, moneyNumber, rangeBound } from './columns';
import { ALERT_RANGE_FIELDS } from './account-limits';

describe('numbers bounded by their column type', () => {
  it('an id is 1…2147483647, as a number or as text', () => {
    expect(idField().safeParse(INT4_MAX).success).toBe(true);
    expect(idField().safeParse(INT4_MAX + 1).success).toBe(false);
    expect(idField().safeParse(0).success).toBe(false);
    expect(idField().safeParse(1.5).success).toBe(false);
    expect(idFromText().safeParse('2147483647').success).toBe(true);
    expect(idFromText().safeParse('2147483648').success).toBe(false);
    expect(idFromText().safeParse('NaN').success).toBe(false);
  });

  it('an integer defaults to the whole int4 range', () => {
    expect(int4().safeParse(INT4_MIN).success).toBe(true);
    expect(int4().safeParse(INT4_MIN - 1).success).toBe(false);
    expect(int4FromText(0).safeParse('-1').success).toBe(false);
  });

  it('a bound that does not fit the column is a programming error', () => {
    expect(() => int4(0, INT4_MAX + 1)).toThrow(RangeError);
    expect(() => int4FromText(INT4_MIN - 1)).toThrow(RangeError);
    expect(() => moneyNumber(0, 1e13)).toThrow(RangeError);
    expect(() => bigintNumber(0, 2 ** 60)).toThrow(RangeError);
  });

  it('the ranges compared with whole-number columns take whole numbers only (the price is a bigint of dollars)', () => {
    expect(rangeBound('price').safeParse(1.5).success).toBe(false);
    expect(rangeBound('age').safeParse(2.5).success).toBe(false);
    expect(rangeBound('sales').safeParse(1.5).success).toBe(true);
    expect(rangeBound('profit_margin').safeParse(-0.25).success).toBe(true);
    for (const field of ALERT_RANGE_FIELDS) expect([field, rangeBound(field).safeParse(3e9).success]).toEqual([field, false]);
  });
});
