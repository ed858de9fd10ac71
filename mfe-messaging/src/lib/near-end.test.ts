import { isNearEnd, isNearTop } from './near-end';

it('is near the end within 100 px of it', () => {
  expect(isNearEnd({ scrollHeight: 1000, scrollTop: 500, clientHeight: 400 })).toBe(true);
  expect(isNearEnd({ scrollHeight: 1000, scrollTop: 499, clientHeight: 400 })).toBe(false);
  expect(isNearTop({ scrollTop: 100 })).toBe(true);
  expect(isNearTop({ scrollTop: 101 })).toBe(false);
});
