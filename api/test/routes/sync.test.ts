// GET /api/sync
import { notifications, users } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { TestClient } from '../helpers/client';
import { FREE, SELLER, useTestApp } from '../helpers/test-app';

const t = useTestApp();

async function userId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no seeded user ${email}`);
  return row.id;
}

describe('GET /api/sync', () => {
  it('answers 401 without a logged-in session', async () => {
    const response = await t.app.inject({ url: '/api/sync?timestamp=1&latestMessageId=0' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it("answers the user's real unread-notifications count, and no messages before any exist", async () => {
    const client = new TestClient(t.app);
    await client.login(SELLER);
    const first = await client.request({ url: '/api/sync?timestamp=1795300000&latestMessageId=0' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({ messages: [], unreadNotifications: 0 });

    const seller = await userId(SELLER.email);
    const other = await userId(FREE.email);
    await t.database.db.insert(notifications).values([
      { user_id: seller, type: 'business-verified', data: { business_id: 1, business_name: 'Acme' } },
      { user_id: seller, type: 'password-was-changed' },
      { user_id: seller, type: 'nda-requested', read_at: new Date() },
      { user_id: other, type: 'payment-received' },
    ]);
    const second = await client.request({ url: '/api/sync?timestamp=1795300000&latestMessageId=0' });
    expect(second.json()).toEqual({ messages: [], unreadNotifications: 2 });

    // the user record carries the same count, so the client sees no difference and stops re-fetching
    const user = await client.request({ url: '/api/user' });
    expect(user.json().unread_notifications).toBe(2);
  });

  it('refuses a malformed query with 422 field errors', async () => {
    const client = new TestClient(t.app);
    await client.login(FREE);
    const response = await client.request({ url: '/api/sync?timestamp=yesterday&latestMessageId=-1' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['latestMessageId', 'timestamp']);
  });

  it('the database refuses a notification type the spec does not know', async () => {
    const seller = await userId(SELLER.email);
    await expect(
      t.database.db.insert(notifications).values({ user_id: seller, type: 'made-up' as never }),
    ).rejects.toThrow();
  });
});
