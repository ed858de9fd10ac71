import { createHash } from 'node:crypto';
import { parseGenerateArgs } from '../../cli/generate';
import {
  createRng,
  DEFAULT_GENERATE_OPTIONS,
  generateDialogs,
  generateListings,
  generateMessages,
  generateNdas,
  generateNotifications,
  generateUsers,
  type GenerateOptions,
} from '.';

const small: GenerateOptions = { ...DEFAULT_GENERATE_OPTIONS, users: 500, notificationsPerUser: 3, listings: 300, dialogs: 200, messages: 2_005 };

function world(options: GenerateOptions) {
  const listings = [...generateListings(options)];
  const dialogs = [
    ...generateDialogs(
      options,
      listings.map((l) => l.ownerIndex),
    ),
  ];
  const messages = [...generateMessages(options, dialogs)];
  return { listings, dialogs, messages };
}

function digest(options: GenerateOptions): string {
  const hash = createHash('sha256');
  for (const user of generateUsers(options)) hash.update(JSON.stringify(user));
  for (const notification of generateNotifications(options)) hash.update(JSON.stringify(notification));
  hash.update(JSON.stringify(world(options)));
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

  it('gives listings to sellers, one dialog per listing and buyer (never the owner), and exactly the messages asked for', () => {
    const users = [...generateUsers(small)];
    const { listings, dialogs, messages } = world(small);
    expect(listings).toHaveLength(300);
    for (const listing of listings) expect(['seller', 'universal']).toContain(users[listing.ownerIndex]!.role);
    expect(new Set(listings.map((l) => l.name)).size).toBe(300);
    expect(listings.every((l) => l.price >= 20_000 && l.price <= 5_000_000)).toBe(true);

    expect(dialogs).toHaveLength(200);
    expect(new Set(dialogs.map((d) => `${d.listingIndex}:${d.buyerIndex}`)).size).toBe(200);
    for (const dialog of dialogs) expect(dialog.buyerIndex).not.toBe(listings[dialog.listingIndex]!.ownerIndex);

    expect(messages).toHaveLength(2_005);
    const perDialog = new Map<number, number>();
    for (const message of messages) perDialog.set(message.dialogIndex, (perDialog.get(message.dialogIndex) ?? 0) + 1);
    expect(Math.min(...perDialog.values())).toBe(10);
    expect(Math.max(...perDialog.values())).toBe(11);
    // Each conversation runs forward in time and never past "now".
    for (let i = 1; i < messages.length; i += 1) {
      if (messages[i]!.dialogIndex === messages[i - 1]!.dialogIndex) {
        expect(messages[i]!.created_at.getTime()).toBeGreaterThanOrEqual(messages[i - 1]!.created_at.getTime());
      }
      expect(messages[i]!.created_at.getTime()).toBeLessThanOrEqual(small.now.getTime());
    }
  });

  it('makes about 4 % of the chat attachments (photos and PDFs, named like uploads), never the opening message', () => {
    const { messages } = world(small);
    const files = messages.filter((m) => m.type === 'media');
    expect(files.length / messages.length).toBeGreaterThan(0.02);
    expect(files.length / messages.length).toBeLessThan(0.06);
    for (const file of files) {
      expect(file.message).toBeNull();
      expect(file.attachment!.token).toMatch(/^[0-9a-f]{32}$/);
      expect(file.attachment!.name).toMatch(file.attachment!.kind === 'pdf' ? /\.pdf$/ : /\.(jpg|png)$/);
    }
    expect(new Set(files.map((f) => f.attachment!.kind))).toEqual(new Set(['image', 'pdf']));
    expect(messages.filter((m) => m.type === 'text').every((m) => m.attachment === null && m.message)).toBe(true);
    const openings = messages.filter((m, i) => i === 0 || messages[i - 1]!.dialogIndex !== m.dialogIndex);
    expect(openings.every((m) => m.type === 'text' && m.fromBuyer)).toBe(true);
  });

  it('signs the NDA in about 70 % of the NDA dialogs; answers mostly accepted, some rejected or pending, a few revoked', () => {
    const ndas = [...generateNdas(small, 2_000)];
    const signed = ndas.filter((n) => n !== null);
    expect(signed.length / ndas.length).toBeGreaterThan(0.65);
    expect(signed.length / ndas.length).toBeLessThan(0.75);
    const share = (decision: string) => signed.filter((n) => n.decision === decision).length / signed.length;
    expect(share('accepted')).toBeGreaterThan(0.6);
    expect(share('rejected')).toBeGreaterThan(0.1);
    expect(share('pending')).toBeGreaterThan(0.15);
    expect(signed.filter((n) => n.revoked).every((n) => n.decision === 'accepted')).toBe(true);
    expect(signed.some((n) => n.revoked)).toBe(true);
    expect(signed.every((n) => /^203\.0\.113\.\d+$/.test(n.ip) && n.user_agent.startsWith('Mozilla/5.0'))).toBe(true);
    expect([...generateNdas(small, 50)]).toEqual(ndas.slice(0, 50));
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
    expect(parseGenerateArgs([])).toMatchObject({ users: 10_000, listings: 100_000, dialogs: 50_000, messages: 1_000_000 });
    expect(parseGenerateArgs(['--listings', '7', '--dialogs', '3', '--messages', '30'])).toMatchObject({ listings: 7, dialogs: 3, messages: 30 });
    expect(parseGenerateArgs(['--users', '20', '--seed', '9', '--notifications-per-user', '0'])).toMatchObject({ users: 20, seed: 9, notificationsPerUser: 0 });
    // as `pnpm --filter api generate -- --users 20` (the README's form) passes them
    expect(parseGenerateArgs(['--', '--users', '20'])).toMatchObject({ users: 20 });
    expect(() => parseGenerateArgs(['--users', '-1'])).toThrow('--users');
    expect(() => parseGenerateArgs(['--favourites', '5'])).toThrow();
  });
});
