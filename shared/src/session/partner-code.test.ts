import { readCookie } from '../api/cookies';
import { partnerCodeFrom, storePartnerCode } from './partner-code';

describe('partner code (spec §5)', () => {
  it.each([
    ['?p=a', 'a'],
    ['?p=abcde', 'abcde'],
    ['?x=1&p=AB12', 'AB12'],
    ['?p=', null],
    ['?p=abcdef', null],
    ['', null],
  ])('%s → %s', (search, code) => expect(partnerCodeFrom(search)).toBe(code));

  it('stores a valid code in the p cookie and ignores an invalid one', () => {
    storePartnerCode('?p=XY1');
    expect(readCookie('p')).toBe('XY1');
    storePartnerCode('?p=toolong');
    expect(readCookie('p')).toBe('XY1');
  });
});
