// Realistic volumes for the bench (issue #5): a deterministic generator. The same seed and counts
// give the same rows on every machine and driver; rows go in through multi-row `unnest` inserts
// (one statement per batch), not row by row.
//
// Defaults: 10k users (with ~5 notifications each), 100k listings, 1M chat messages (4 % of them
// attachments) across 50k dialogs, plus the NDA requests, records and decisions of the dialogs about
// NDA listings.
// Each kind of row has its own random stream, so changing one count leaves the others' rows alone
// where they don't depend on it. Generated users are recognisable by their email domain, so a re-run
// replaces them and everything hanging on them. Later issues add their tables' rows here.
// One file per domain (accounts, listings, messaging): each vertical adds its rows in its own file
// and one step in insertGenerated below.
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { insertNotifications, insertUsers } from './accounts';
import { GENERATED_EMAIL_DOMAIN, type GenerateOptions } from './common';
import { insertListings } from './listings';
import { insertDialogs, insertMessages, insertNdas } from './messaging';

export { generateNotifications, generateUsers, type GeneratedNotification, type GeneratedUser } from './accounts';
export { createRng, DEFAULT_GENERATE_OPTIONS, GENERATED_EMAIL_DOMAIN, type GenerateOptions } from './common';
export { generateListings, type GeneratedListing } from './listings';
export { addNewMessageTo, generateDialogs, generateMessages, generateNdas, type GeneratedDialog, type GeneratedMessage, type GeneratedNda } from './messaging';

/** Removes earlier generated users (and, by cascade, what hangs on them). */
export async function clearGenerated(db: Db): Promise<number> {
  const generated = sql`select id from users where email like ${`%@${GENERATED_EMAIL_DOMAIN}`}`;
  // Listings of generated users (their dialogs and messages go with them by cascade), then dialogs
  // in which a generated user is the buyer, then the users (notifications, sessions cascade).
  await db.execute(sql`delete from businesses where user_id in (${generated})`);
  await db.execute(sql`delete from dialogs where buyer_id in (${generated}) or seller_id in (${generated})`);
  const rows = await selectRows<{ id: number }>(db, sql`delete from users where email like ${`%@${GENERATED_EMAIL_DOMAIN}`} returning id`);
  return rows.length;
}

export interface GenerateResult {
  users: number;
  notifications: number;
  listings: number;
  dialogs: number;
  /** Every message: the chat (text and attachments, as asked for) plus the NDA requests and decisions. */
  messages: number;
  /** Chat messages that are attachments (rows only: the files are not written). */
  attachments: number;
  /** NDA signature records (of dialogs about NDA listings; pending, accepted, rejected, some revoked). */
  ndaRecords: number;
  milliseconds: number;
}

/**
 * Inserts the generated data. All generated users share one password hash (hashing 10k scrypt
 * passwords would take minutes and measures nothing); `passwordHash` is that hash.
 */
export async function insertGenerated(db: Db, options: GenerateOptions, passwordHash: string): Promise<GenerateResult> {
  const started = Date.now();
  await clearGenerated(db);
  const ids = await insertUsers(db, options, passwordHash);
  const notifications = await insertNotifications(db, options, ids);
  const listings = await insertListings(db, options, ids);
  const dialogs = await insertDialogs(db, options, ids, listings);
  const messageCount = await insertMessages(db, options, dialogs);
  const ndas = await insertNdas(db, options, dialogs);
  const [media] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from messages where type = 'media' and dialog_id = any(${sql.param(dialogs.dialogIds)}::int[])`,
  );

  return {
    users: ids.filter((id) => id !== undefined).length,
    notifications,
    listings: listings.listingIds.filter((id) => id !== undefined).length,
    dialogs: dialogs.dialogIds.length,
    messages: messageCount + ndas.messages,
    attachments: media?.count ?? 0,
    ndaRecords: ndas.records,
    milliseconds: Date.now() - started,
  };
}
