// Generated dialogs and messages (text and attachments) and the bench's one fresh message; the NDA
// requests with their signature records and decisions are in ndas.ts.
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { arr, batches, batchSizeOf, between, createRng, DAY_MS, GENERATED_EMAIL_DOMAIN, iso, pick, type GenerateOptions } from './common';
import type { InsertedListings } from './listings';

export { generateNdas, insertNdas, NDA_SIGNED_SHARE, type GeneratedNda } from './ndas';

const CHAT_LINES = [
  'Hi, is the business still available?',
  'Could you share the last 12 months of P&L?',
  'What are the main traffic sources?',
  'Sure, I will send the figures after the NDA.',
  'How many hours per week does it take to run?',
  'Are the supplier contracts transferable?',
  'We could close within 30 days.',
  'Thanks, I will review and get back to you.',
];

export interface GeneratedDialog {
  listingIndex: number;
  buyerIndex: number;
  buyer_step: number;
  seller_step: number;
  created_at: Date;
}

/** Share of chat messages that are attachments (a photo or a PDF). */
export const ATTACHMENT_SHARE = 0.04;
const IMAGE_NAMES = ['warehouse.jpg', 'product-photo.jpg', 'amazon-listing-screenshot.png', 'packaging.png', 'sales-dashboard.png'];
const PDF_NAMES = ['p-and-l-2025.pdf', 'supplier-contract.pdf', 'trademark-certificate.pdf', 'inventory-report.pdf', 'letter-of-intent-signed.pdf'];

/** An attachment's row data (the files themselves are not written: the benches read rows, never files). */
export interface GeneratedAttachment {
  kind: 'image' | 'pdf';
  name: string;
  /** 32 hex digits, as the attachment store's keys carry. */
  token: string;
}

export interface GeneratedMessage {
  dialogIndex: number;
  /** True when the buyer wrote it (else the listing's owner). */
  fromBuyer: boolean;
  type: 'text' | 'media';
  /** The text (null for an attachment, as the send route stores it). */
  message: string | null;
  attachment: GeneratedAttachment | null;
  read: boolean;
  created_at: Date;
}

const hex32 = (rng: () => number) =>
  Array.from({ length: 4 }, () =>
    Math.floor(rng() * 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  ).join('');

function attachment(rng: () => number): GeneratedAttachment {
  const kind = rng() < 0.6 ? 'image' : 'pdf';
  return { kind, name: pick(rng, kind === 'image' ? IMAGE_NAMES : PDF_NAMES), token: hex32(rng) };
}

/** The attachment store's keys of a generated attachment (as `newAttachmentKey` / `attachmentThumbKey` make them). */
export function attachmentKeys(dialogId: number, file: GeneratedAttachment): { media_key: string; thumb_key: string | null; media_type: string } {
  if (file.kind === 'pdf') return { media_key: `messages/${dialogId}/${file.token}.pdf`, thumb_key: null, media_type: 'application/pdf' };
  const extension = file.name.endsWith('.png') ? 'png' : 'jpg';
  return {
    media_key: `messages/${dialogId}/${file.token}.${extension}`,
    thumb_key: `messages/${dialogId}/${file.token}-thumb.${extension}`,
    media_type: 'image',
  };
}

/** Dialogs: a buyer (never the owner) about a listing; at most one per listing and buyer. */
export function* generateDialogs(options: GenerateOptions, owners: readonly number[]): Generator<GeneratedDialog> {
  if (options.listings === 0 || options.users < 2) return;
  const rng = createRng(options.seed ^ 0x5eed_0003);
  const seen = new Set<string>();
  let made = 0;
  let attempts = 0;
  while (made < options.dialogs && attempts < options.dialogs * 20) {
    attempts += 1;
    const listingIndex = between(rng, 0, options.listings - 1);
    const buyerIndex = between(rng, 0, options.users - 1);
    const key = `${listingIndex}:${buyerIndex}`;
    if (buyerIndex === owners[listingIndex] || seen.has(key)) continue;
    seen.add(key);
    made += 1;
    yield {
      listingIndex,
      buyerIndex,
      buyer_step: between(rng, 1, 7),
      seller_step: between(rng, 1, 7),
      created_at: new Date(options.now.getTime() - between(rng, 30, 365) * DAY_MS - between(rng, 0, DAY_MS - 1)),
    };
  }
}

/** Messages: `messages / dialogs` per dialog (the remainder to the first ones), in time order. */
export function* generateMessages(options: GenerateOptions, dialogs: readonly Pick<GeneratedDialog, 'created_at'>[]): Generator<GeneratedMessage> {
  if (dialogs.length === 0) return;
  const rng = createRng(options.seed ^ 0x5eed_0004);
  const base = Math.floor(options.messages / dialogs.length);
  const remainder = options.messages % dialogs.length;
  for (let d = 0; d < dialogs.length; d += 1) {
    const count = base + (d < remainder ? 1 : 0);
    let at = dialogs[d]!.created_at.getTime();
    for (let m = 0; m < count; m += 1) {
      at += between(rng, 1, 24 * 60) * 60_000;
      const fromBuyer = m === 0 || rng() < 0.5;
      const file = m > 0 && rng() < ATTACHMENT_SHARE ? attachment(rng) : null;
      yield {
        dialogIndex: d,
        fromBuyer,
        type: file ? 'media' : 'text',
        message: file ? null : pick(rng, CHAT_LINES),
        attachment: file,
        // The last few of a conversation may still be unread.
        read: m < count - 3 || rng() < 0.6,
        created_at: new Date(Math.min(at, options.now.getTime())),
      };
    }
  }
}

export interface InsertedDialogs {
  dialogIds: number[];
  dialogParties: Array<{ buyer: number; seller: number }>;
  dialogRows: GeneratedDialog[];
}

export async function insertDialogs(db: Db, options: GenerateOptions, ids: readonly number[], listings: InsertedListings): Promise<InsertedDialogs> {
  const { listingIds, listingOwners } = listings;
  // Dialogs: matched back by their unique (listing, buyer) pair.
  const dialogRows = [...generateDialogs(options, listingOwners)];
  const dialogIds: number[] = [];
  const dialogParties: Array<{ buyer: number; seller: number }> = [];
  for (let start = 0; start < dialogRows.length; start += batchSizeOf(options)) {
    const batch = dialogRows.slice(start, start + batchSizeOf(options));
    const inserted = await selectRows<{ id: number; business_id: number; buyer_id: number }>(
      db,
      sql`insert into dialogs (business_id, buyer_id, seller_id, buyer_step, seller_step, created_at)
          select * from unnest(${arr(batch.map((d) => listingIds[d.listingIndex]))}::int[], ${arr(batch.map((d) => ids[d.buyerIndex]))}::int[],
            ${arr(batch.map((d) => ids[listingOwners[d.listingIndex]!]))}::int[], ${arr(batch.map((d) => d.buyer_step))}::int[],
            ${arr(batch.map((d) => d.seller_step))}::int[], ${arr(batch.map((d) => iso(d.created_at)))}::timestamptz[])
          returning id, business_id, buyer_id`,
    );
    const byPair = new Map(inserted.map((row) => [`${row.business_id}:${row.buyer_id}`, row.id]));
    batch.forEach((d, i) => {
      dialogIds[start + i] = byPair.get(`${listingIds[d.listingIndex]}:${ids[d.buyerIndex]}`)!;
      dialogParties[start + i] = { buyer: ids[d.buyerIndex]!, seller: ids[listingOwners[d.listingIndex]!]! };
    });
  }
  return { dialogIds, dialogParties, dialogRows };
}

/** Inserts the messages of the dialogs and sets each dialog's last_message_at; answers how many. */
export async function insertMessages(db: Db, options: GenerateOptions, dialogs: InsertedDialogs): Promise<number> {
  const { dialogIds, dialogParties, dialogRows } = dialogs;
  let messageCount = 0;
  for await (const batch of batches(generateMessages(options, dialogRows), batchSizeOf(options))) {
    const author = (m: GeneratedMessage) => (m.fromBuyer ? dialogParties[m.dialogIndex]!.buyer : dialogParties[m.dialogIndex]!.seller);
    const recipient = (m: GeneratedMessage) => (m.fromBuyer ? dialogParties[m.dialogIndex]!.seller : dialogParties[m.dialogIndex]!.buyer);
    const keys = batch.map((m) => (m.attachment ? attachmentKeys(dialogIds[m.dialogIndex]!, m.attachment) : null));
    await db.execute(
      sql`insert into messages (dialog_id, user_id, recipient_id, type, message, read, created_at, media_key, thumb_key, media_type, media_name)
          select * from unnest(${arr(batch.map((m) => dialogIds[m.dialogIndex]))}::int[], ${arr(batch.map(author))}::int[],
            ${arr(batch.map(recipient))}::int[], ${arr(batch.map((m) => m.type))}::text[], ${arr(batch.map((m) => m.message))}::text[],
            ${arr(batch.map((m) => m.read))}::boolean[], ${arr(batch.map((m) => iso(m.created_at)))}::timestamptz[],
            ${arr(keys.map((k) => k?.media_key ?? null))}::text[], ${arr(keys.map((k) => k?.thumb_key ?? null))}::text[],
            ${arr(keys.map((k) => k?.media_type ?? null))}::text[], ${arr(batch.map((m) => m.attachment?.name ?? null))}::text[])`,
    );
    messageCount += batch.length;
  }
  if (dialogIds.length > 0) {
    await db.execute(sql`update dialogs d set last_message_at = m.last from
      (select dialog_id, max(created_at) as last from messages where dialog_id = any(${arr(dialogIds)}::int[]) group by dialog_id) m
      where d.id = m.dialog_id`);
  }
  return messageCount;
}

/**
 * One fresh message to the user with `email` from the owner of a generated listing (the bench's
 * "sync with one new message": a poll with latestMessageId = id − 1 finds exactly this one).
 * Answers the message id.
 */
export async function addNewMessageTo(db: Db, email: string): Promise<number> {
  const [user] = await selectRows<{ id: number }>(db, sql`select id from users where lower(email) = lower(${email})`);
  if (!user) throw new Error(`no user ${email}`);
  const [listing] = await selectRows<{ id: number; user_id: number }>(
    db,
    sql`select b.id, b.user_id from businesses b join users u on u.id = b.user_id
        where u.email like ${`%@${GENERATED_EMAIL_DOMAIN}`} and b.user_id <> ${user.id} and b.status = 'published'
        order by b.id limit 1`,
  );
  if (!listing) throw new Error('no generated published listing to write from (generate listings first)');
  const [dialog] = await selectRows<{ id: number }>(
    db,
    sql`insert into dialogs (business_id, buyer_id, seller_id) values (${listing.id}, ${user.id}, ${listing.user_id})
        on conflict (business_id, buyer_id) do update set last_message_at = now() returning id`,
  );
  const [message] = await selectRows<{ id: number }>(
    db,
    sql`insert into messages (dialog_id, user_id, recipient_id, message)
        values (${dialog!.id}, ${listing.user_id}, ${user.id}, 'Thanks for your interest: when would suit you for a call?')
        returning id`,
  );
  await db.execute(sql`update dialogs set last_message_at = now() where id = ${dialog!.id}`);
  return Number(message!.id);
}
