import { isNearEnd, NEXT_PAGE_THRESHOLD_PX } from './near-end';

it(`is near the end within ${NEXT_PAGE_THRESHOLD_PX} px of it, not before`, () => {
  expect(isNearEnd({ scrollHeight: 1000, clientHeight: 400, scrollTop: 500 })).toBe(true);
  expect(isNearEnd({ scrollHeight: 1000, clientHeight: 400, scrollTop: 499 })).toBe(false);
  expect(isNearEnd({ scrollHeight: 300, clientHeight: 400, scrollTop: 0 })).toBe(true);
});
