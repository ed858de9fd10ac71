import { createHash } from 'node:crypto';
import { parseGenerateArgs } from '../cli/generate';
import { createRng, DEFAULT_GENERATE_OPTIONS, generateNotifications, generateUsers, type GenerateOptions } from './generate';

const small: GenerateOptions = { ...DEFAULT_GENERATE_OPTIONS, users: 500, notificationsPerUser: 3 };

function digest(options: GenerateOptions): string {
  const hash = createHash('sha256');
  for (const user of generateUsers(options)) hash.update(JSON.stringify(user));
  for (const notification of generateNotifications(options)) hash.update(JSON.stringify(notification));
  return hash.digest('hex');
}

describe('data generator', () => {
  it('gives the same rows for the same seed, and other rows for another seed', () => {
    expect(digest(small)).toBe(digest({ ...small }));
    expect(digest({ ...small, seed: 2 })).not.toBe(digest(small));
  });

  it('keeps users unchanged when only the notification volume changes', () => {
    const users = [...generateUsers(small)];
    expect([...generateUsers({ ...small, notificationsPerUser: 10 })]).toEqual(users);
  });

  it('makes the requested number of users with unique emails and plausible values', () => {
    const users = [...generateUsers(small)];
    expect(users).toHaveLength(500);
    expect(new Set(users.map((u) => u.email)).size).toBe(500);
    for (const user of users) {
      expect(user.name.length).toBeLessThanOrEqual(64);
      expect(user.created_at.getTime()).toBeLessThanOrEqual(small.now.getTime());
      expect(['en', 'de']).toContain(user.locale);
    }
    const subscribed = users.filter((u) => u.subscription === 'active').length / users.length;
    expect(subscribed).toBeGreaterThan(0.05);
    expect(subscribed).toBeLessThan(0.3);
  });

  it('spreads about notificationsPerUser notifications per user over existing users', () => {
    const notifications = [...generateNotifications(small)];
    expect(notifications.length / small.users).toBeGreaterThan(2);
    expect(notifications.length / small.users).toBeLessThan(4);
    expect(notifications.every((n) => n.userIndex >= 0 && n.userIndex < small.users)).toBe(true);
  });

  it('has a uniform random stream in [0, 1)', () => {
    const rng = createRng(7);
    const values = Array.from({ length: 10_000 }, rng);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });
});

describe('generate CLI arguments', () => {
  it('defaults to 10k users and reads the flags', () => {
    expect(parseGenerateArgs([]).users).toBe(10_000);
    expect(parseGenerateArgs(['--users', '20', '--seed', '9', '--notifications-per-user', '0'])).toMatchObject({ users: 20, seed: 9, notificationsPerUser: 0 });
    expect(() => parseGenerateArgs(['--users', '-1'])).toThrow('--users');
    expect(() => parseGenerateArgs(['--listings', '5'])).toThrow();
  });
});
