// Demo conversations (issue #12), so a fresh `npm start` shows the messages panel at work: the PRO
// buyer and the seller talk about the camping gear store (the last message waits unread for the
// seller), and the free buyer's dialog about it shows the Chat Locked overlay with one unread message.
// Only for `npm start`'s seed (not the test databases, whose tests expect no messages). Idempotent.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listings, dialogs, messages, users } from '../db/schema';
import { DEMO_SELLER_EMAIL } from './listings';

const DEMO_LISTING = 'Camping gear wholesale store';
const MINUTE_MS = 60_000;

async function userId(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/** Answers how many dialogs it added (0 when they exist or the demo users/listing are missing). */
export async function seedDemoConversations(db: Db, now = new Date()): Promise<number> {
  const seller = await userId(db, DEMO_SELLER_EMAIL);
  const pro = await userId(db, 'pro@bizmarkt.test');
  const free = await userId(db, 'free@bizmarkt.test');
  if (!seller || !pro || !free) return 0;
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.user_id, seller), eq(listings.name, DEMO_LISTING)));
  if (!listing) return 0;
  const [existing] = await db.select({ id: dialogs.id }).from(dialogs).where(eq(dialogs.business_id, listing.id)).limit(1);
  if (existing) return 0;

  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS);
  const [proDialog] = await db
    .insert(dialogs)
    .values({ business_id: listing.id, buyer_id: pro, seller_id: seller, buyer_step: 2, seller_step: 1, last_message_at: at(5), created_at: at(180) })
    .returning();
  const [freeDialog] = await db
    .insert(dialogs)
    .values({ business_id: listing.id, buyer_id: free, seller_id: seller, last_message_at: at(30), created_at: at(60) })
    .returning();
  if (!proDialog || !freeDialog) return 0;
  const fromPro = { dialog_id: proDialog.id, user_id: pro, recipient_id: seller };
  const fromSeller = { dialog_id: proDialog.id, user_id: seller, recipient_id: pro };
  await db.insert(messages).values([
    { ...fromPro, message: 'Hi, is the camping gear store still available?', read: true, created_at: at(180) },
    { ...fromSeller, message: 'Yes, it is. Happy to answer your questions.', read: true, created_at: at(150) },
    { ...fromPro, message: 'Could you share the supplier terms and the last 12 months of P&L?', read: false, created_at: at(5) },
    {
      dialog_id: freeDialog.id,
      user_id: seller,
      recipient_id: free,
      message: 'Thanks for your interest! Let me know when you would like to talk.',
      read: false,
      created_at: at(30),
    },
  ]);
  return 2;
}
