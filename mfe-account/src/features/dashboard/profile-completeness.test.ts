import { makeUser } from '@bizmarkt/shared/testing';
import { profileCompleteness } from './profile-completeness';

const complete = makeUser({
  avatar: '/media/a.jpg',
  name: 'Sophie',
  last_name: 'Seller',
  country_code: 'DE',
  about: 'I sell brands.',
  role: 'seller',
  email_verified_at: '2026-01-01T00:00:00Z',
});

describe('profileCompleteness', () => {
  it('a full profile is 100 % with nothing missing', () => {
    expect(profileCompleteness(complete)).toEqual({ percent: 100, missing: [] });
  });

  it('lists what is missing, blank text counting as missing', () => {
    const user = makeUser({ ...complete, avatar: null, about: '   ', country_code: null });
    expect(profileCompleteness(user)).toEqual({ percent: 57, missing: ['avatar', 'country_code', 'about'] });
  });

  it('a fresh account only has its role and confirmed email', () => {
    const user = makeUser({ ...complete, avatar: null, name: null, last_name: null, country_code: null, about: null });
    expect(profileCompleteness(user).percent).toBe(28);
  });
});
