import { backoffSeconds, MAX_ATTEMPTS } from './backoff';

describe('backoffSeconds', () => {
  it('doubles from 30 seconds and stops growing at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffSeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920]);
    expect(backoffSeconds(8)).toBe(3600);
    expect(backoffSeconds(30)).toBe(3600);
  });

  it('gives up after 8 attempts, about an hour of retries in all', () => {
    expect(MAX_ATTEMPTS).toBe(8);
    let total = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) total += backoffSeconds(attempt);
    expect(total).toBe(30 * (2 ** 7 - 1));
  });
});
