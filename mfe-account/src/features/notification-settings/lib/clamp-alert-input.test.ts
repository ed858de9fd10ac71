import { ALERT_RANGE_BOUNDS, type AlertRangeField } from '@bizmarkt/shared/contract';
import { alertInputText, clampAlertInput, settleAlertText } from './clamp-alert-input';

describe('clampAlertInput: every bound of spec §5', () => {
  const cases: Array<[AlertRangeField, lower: number, upper: number, belowText: string, aboveText: string]> = [
    ['price', 0, 2_147_483_647, '-5', '99999999999'],
    ['sales', 0, 2_147_483_647, '-1', '2147483648'],
    ['net_profit', -2_147_483_647, 2_147_483_647, '-9999999999', '9999999999'],
    ['profit_margin', -10_000, 10_000, '-10001', '10001'],
    ['profit_multiply', 0, 10_000, '-3', '10000.5'],
    ['age', 0, 150, '-1', '999'],
  ];

  it.each(cases)('%s: the table matches the spec (%d to %d)', (field, lower, upper) => {
    expect(ALERT_RANGE_BOUNDS[field]).toEqual({ lower, upper });
  });

  it.each(cases)('%s: a value below the lower bound becomes the lower bound', (field, lower, _upper, below) => {
    expect(clampAlertInput(field, below)).toEqual({ text: String(lower), value: lower });
  });

  it.each(cases)('%s: a value above the upper bound becomes the upper bound', (field, _lower, upper, _below, above) => {
    expect(clampAlertInput(field, above)).toEqual({ text: String(upper), value: upper });
  });

  it.each(cases)('%s: the bounds themselves are kept', (field, lower, upper) => {
    expect(clampAlertInput(field, String(lower))).toEqual({ text: String(lower), value: lower });
    expect(clampAlertInput(field, String(upper))).toEqual({ text: String(upper), value: upper });
  });

  it.each(cases)('%s: empty means no bound', (field) => {
    expect(clampAlertInput(field, '')).toEqual({ text: '', value: null });
    expect(clampAlertInput(field, '   ')).toEqual({ text: '', value: null });
  });
});

describe('clampAlertInput: typing', () => {
  it('age takes 3 characters: 99999 becomes 999, then the upper bound 150', () => {
    expect(clampAlertInput('age', '99999')).toEqual({ text: '150', value: 150 });
    expect(clampAlertInput('age', '42')).toEqual({ text: '42', value: 42 });
  });

  it('other fields take 11 characters', () => {
    expect(clampAlertInput('net_profit', '-99999999999999')).toEqual({ text: '-2147483647', value: -2_147_483_647 });
    expect(clampAlertInput('price', '123456789012345').text).toBe('2147483647');
  });

  it('a lone minus waits for digits; typed on, a negative price becomes the lower bound', () => {
    expect(clampAlertInput('net_profit', '-')).toEqual({ text: '-', value: null });
    expect(clampAlertInput('price', '-')).toEqual({ text: '-', value: null });
    expect(clampAlertInput('price', '-5')).toEqual({ text: '0', value: 0 });
    expect(clampAlertInput('profit_margin', '-2000')).toEqual({ text: '-2000', value: -2000 });
    expect(clampAlertInput('profit_margin', '-20000')).toEqual({ text: '-10000', value: -10_000 });
  });

  it('drops what is not part of a number', () => {
    expect(clampAlertInput('price', '$ 12a3')).toEqual({ text: '123', value: 123 });
    expect(clampAlertInput('sales', '1.000')).toEqual({ text: '1000', value: 1000 });
    expect(clampAlertInput('net_profit', '5-5')).toEqual({ text: '55', value: 55 });
  });

  it('margins and multiples keep two decimals, with a point or a German comma', () => {
    expect(clampAlertInput('profit_multiply', '3,5')).toEqual({ text: '3.5', value: 3.5 });
    expect(clampAlertInput('profit_margin', '-12.345')).toEqual({ text: '-12.34', value: -12.34 });
    expect(clampAlertInput('profit_multiply', '2.')).toEqual({ text: '2.', value: 2 });
  });
});

it('settleAlertText drops what is left unfinished when the input is left', () => {
  expect(settleAlertText('-')).toBe('');
  expect(settleAlertText('2.')).toBe('2');
  expect(settleAlertText('-12')).toBe('-12');
});

it('alertInputText shows a stored bound, and nothing for no bound', () => {
  expect(alertInputText(null)).toBe('');
  expect(alertInputText(-12)).toBe('-12');
});

describe('alert numbers in the page language', () => {
  it('German: "12,5" is 12.5 in value and stays "12,5" on screen', () => {
    expect(clampAlertInput('profit_margin', '12,5', 'de')).toEqual({ text: '12,5', value: 12.5 });
    expect(clampAlertInput('profit_multiply', '3.5', 'de')).toEqual({ text: '3,5', value: 3.5 });
    expect(alertInputText(2.25, 'de')).toBe('2,25');
    expect(settleAlertText('2,')).toBe('2');
  });

  it('English keeps the point; whole-number fields have no separator in either language', () => {
    expect(clampAlertInput('profit_margin', '12,5', 'en')).toEqual({ text: '12.5', value: 12.5 });
    expect(clampAlertInput('price', '500000', 'de')).toEqual({ text: '500000', value: 500000 });
  });
});
