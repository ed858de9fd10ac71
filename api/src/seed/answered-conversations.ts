// Answered first messages of the demo sellers (walk finding 36): the listing page's seller card says
// "usually answers within N hours" only from three answered conversations of the year (decision 0164),
// so each demo seller gets a few earlier conversations with buyers, answered after a realistic delay.
// The buyers are background accounts without a password (nobody logs in as them; they only give the
// sellers' conversation lists a history). Part of `npm start`'s demo conversations. Idempotent.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dialogs, listings, messages, users } from '../db/schema';
import { BROWSE_SELLER_EMAIL } from './browse-listings';
import { DEMO_SELLER_EMAIL } from './listings';

const HOUR_MS = 3_600_000;

/** The background buyers: no password hash, so no sign-in (like a social account that never set one). */
export const PAST_BUYERS = [
  { name: 'Lena', last_name: 'Lindqvist', email: 'lena.lindqvist@buyers.bizmarkt.test', country_code: 'SE' },
  { name: 'Marco', last_name: 'Bianchi', email: 'marco.bianchi@buyers.bizmarkt.test', country_code: 'IT' },
  { name: 'Jonas', last_name: 'Weber', email: 'jonas.weber@buyers.bizmarkt.test', country_code: 'DE' },
  { name: 'Hannah', last_name: 'Kim', email: 'hannah.kim@buyers.bizmarkt.test', country_code: 'US' },
] as const;

interface PastConversation {
  seller: string;
  listing: string;
  /** Index into PAST_BUYERS. */
  buyer: number;
  /** When the buyer wrote first, hours before the seed. */
  hoursAgo: number;
  /** How long the seller took to answer, hours. */
  answeredAfter: number;
  question: string;
  answer: string;
  /** The buyer's thanks, an hour after the answer (when given). */
  followUp?: string;
}

/** Sophie: 2, 3½ and 6 hours (with the PRO buyer's half hour, a median of 2¾: "within 3 hours"). Greta: 1½, 3, 4½, 7 (4 hours). */
export const PAST_CONVERSATIONS: readonly PastConversation[] = [
  {
    seller: DEMO_SELLER_EMAIL,
    listing: 'Baby bath thermometers',
    buyer: 0,
    hoursAgo: 16 * 24 + 5,
    answeredAfter: 3.5,
    question: 'Hello, how many units do you sell in a typical month, and is the supplier open to a new owner?',
    answer: 'About 1,900 units a month, a little more before Christmas. The supplier knows about the sale and is happy to continue.',
    followUp: 'Thank you, that helps.',
  },
  {
    seller: DEMO_SELLER_EMAIL,
    listing: 'Baby bath thermometers',
    buyer: 1,
    hoursAgo: 12 * 24 + 3,
    answeredAfter: 2,
    question: 'Are the product certifications (CE, UKCA) in the brand’s name?',
    answer: 'Yes, both are in the brand’s name, and the test reports go with the sale.',
  },
  {
    seller: DEMO_SELLER_EMAIL,
    listing: 'Baby bath thermometers',
    buyer: 3,
    hoursAgo: 9 * 24 + 20,
    answeredAfter: 6,
    question: 'What were the refunds in the last quarter?',
    answer: 'A few percent of revenue, most of it in January after the holiday orders. The monthly figures are on the listing.',
    followUp: 'Great, thanks!',
  },
  {
    seller: BROWSE_SELLER_EMAIL,
    listing: 'Hundeleinen und Halsbänder aus Leder',
    buyer: 2,
    hoursAgo: 4 * 24 + 2,
    answeredAfter: 3,
    question: 'Guten Tag, wie lange dauert eine Nachbestellung bei der Manufaktur?',
    answer: 'Guten Tag, etwa sechs Wochen inklusive Versand. Ich bestelle in der Regel alle drei Monate.',
  },
  {
    seller: BROWSE_SELLER_EMAIL,
    listing: 'Smart garden watering kits',
    buyer: 3,
    hoursAgo: 10 * 24 + 6,
    answeredAfter: 7,
    question: 'Hi, does the 3PL contract transfer with the business?',
    answer: 'Yes, it is in the company’s name and can be taken over with one month’s notice.',
    followUp: 'Thanks for the quick answer.',
  },
  {
    seller: BROWSE_SELLER_EMAIL,
    listing: 'Nachhaltige Kaffeefilter aus Bambus',
    buyer: 2,
    hoursAgo: 30,
    answeredAfter: 1.5,
    question: 'Sind die Zahlen direkt aus sellerboard exportiert?',
    answer: 'Ja, als Datei aus sellerboard importiert; die Monate sind von Euro in Dollar umgerechnet.',
  },
  {
    seller: BROWSE_SELLER_EMAIL,
    listing: 'Running gear for trail runners',
    buyer: 0,
    hoursAgo: 20,
    answeredAfter: 4.5,
    question: 'How dependent is the business on the headlamp? It looks like the bestseller.',
    answer: 'It is about a third of revenue; the vests and bottles make up the rest.',
  },
];

/** The past buyers' ids, added when missing. */
async function pastBuyerIds(db: Db): Promise<number[]> {
  await db
    .insert(users)
    .values(PAST_BUYERS.map((buyer) => ({ ...buyer, role: 'buyer' as const, email_verified_at: new Date(), password_hash: null })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        PAST_BUYERS.map((buyer) => buyer.email),
      ),
    );
  return PAST_BUYERS.map((buyer) => rows.find((row) => row.email === buyer.email)?.id ?? 0);
}

/** Answers how many conversations it added (none when a demo seller or listing is missing, or when they exist). */
export async function seedAnsweredConversations(db: Db, now = new Date()): Promise<number> {
  const buyers = await pastBuyerIds(db);
  let added = 0;
  for (const past of PAST_CONVERSATIONS) {
    const buyer = buyers[past.buyer];
    const [listing] = await db
      .select({ id: listings.id, seller: listings.user_id })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.user_id))
      .where(and(eq(users.email, past.seller), eq(listings.name, past.listing)));
    if (!buyer || !listing) continue;
    const asked = new Date(now.getTime() - past.hoursAgo * HOUR_MS);
    const answered = new Date(asked.getTime() + past.answeredAfter * HOUR_MS);
    const thanked = past.followUp ? new Date(answered.getTime() + HOUR_MS) : null;
    const [dialog] = await db
      .insert(dialogs)
      .values({ business_id: listing.id, buyer_id: buyer, seller_id: listing.seller, last_message_at: thanked ?? answered, created_at: asked })
      .onConflictDoNothing()
      .returning();
    if (!dialog) continue;
    const fromBuyer = { dialog_id: dialog.id, user_id: buyer, recipient_id: listing.seller, read: true };
    const fromSeller = { dialog_id: dialog.id, user_id: listing.seller, recipient_id: buyer, read: true };
    await db
      .insert(messages)
      .values([
        { ...fromBuyer, message: past.question, created_at: asked },
        { ...fromSeller, message: past.answer, created_at: answered },
        ...(past.followUp && thanked ? [{ ...fromBuyer, message: past.followUp, created_at: thanked }] : []),
      ]);
    added += 1;
  }
  return added;
}
