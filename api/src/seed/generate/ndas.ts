// Generated NDA flows (messaging.ts makes the dialogs): for dialogs about an NDA listing, the buyer's
// signature records, the seller's decisions (some revoked later) and the chat messages that go with them.
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { arr, batchSizeOf, between, createRng, DAY_MS, iso, pick, type GenerateOptions } from './common';
import type { InsertedDialogs } from './messaging';

/** Share of the dialogs about an NDA listing in which the buyer signed the NDA. */
export const NDA_SIGNED_SHARE = 0.7;
const NDA_NOTE = 'I have signed the NDA and would like to see the details of this listing.';
const NDA_ACCEPTED = 'The request to view the details of this listing was accepted.';
const NDA_REJECTED = 'The request to view the details of this listing was rejected.';
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
];

/** One signed NDA of a dialog: the signature and the seller's answer (pending, or decided; revoked later). */
export interface GeneratedNda {
  /** Minutes after the dialog's last chat message that the buyer signed. */
  signedAfterMinutes: number;
  ip: string;
  user_agent: string;
  decision: 'pending' | 'accepted' | 'rejected';
  /** Minutes from signing to the answer (decided only). */
  answeredAfterMinutes: number;
  revoked: boolean;
  /** Whether the recipient has read the newest NDA message. */
  read: boolean;
}

/** The NDA flows: for each dialog about an NDA listing, signed with NDA_SIGNED_SHARE; answers mostly accepted. */
export function* generateNdas(options: GenerateOptions, count: number): Generator<GeneratedNda | null> {
  const rng = createRng(options.seed ^ 0x5eed_0005);
  for (let i = 0; i < count; i += 1) {
    if (rng() >= NDA_SIGNED_SHARE) {
      yield null;
      continue;
    }
    const roll = rng();
    const decision = roll < 0.65 ? 'accepted' : roll < 0.8 ? 'rejected' : 'pending';
    yield {
      signedAfterMinutes: between(rng, 5, 3 * 24 * 60),
      ip: `203.0.113.${between(rng, 1, 254)}`,
      user_agent: pick(rng, USER_AGENTS),
      decision,
      answeredAfterMinutes: between(rng, 10, 2 * 24 * 60),
      revoked: decision === 'accepted' && rng() < 0.05,
      read: rng() < 0.7,
    };
  }
}

/**
 * The NDA requests of the dialogs about NDA listings, as the request and answer routes write them: the
 * `nda_request` card and the pending `nda_request_decision` (replaced by the positive or negative
 * decision once answered), the signature record (signer, typed name, IP, user agent, version, SHA-256
 * of the text) and, when accepted, the acceptance. They follow the dialog's chat. Answers how many
 * records and messages were added.
 */
export async function insertNdas(db: Db, options: GenerateOptions, dialogs: InsertedDialogs): Promise<{ records: number; messages: number }> {
  const ndaDialogs = await selectRows<{
    id: number;
    business_id: number;
    buyer_id: number;
    seller_id: number;
    signer_name: string;
    nda_version_id: number;
    sha: string;
    last: string | Date;
  }>(
    db,
    sql`select d.id, d.business_id, d.buyer_id, d.seller_id, trim(u.name || ' ' || coalesce(u.last_name, '')) as signer_name, b.nda_version_id,
          encode(sha256(convert_to(v.text, 'UTF8')), 'hex') as sha, coalesce(d.last_message_at, d.created_at) as last
        from dialogs d join businesses b on b.id = d.business_id join business_nda_versions v on v.id = b.nda_version_id join users u on u.id = d.buyer_id
        where d.id = any(${arr(dialogs.dialogIds)}::int[]) and b.nda
        order by d.id`,
  );
  const flows = [...generateNdas(options, ndaDialogs.length)];
  const nowMs = options.now.getTime();
  let records = 0;
  let messageCount = 0;
  for (let start = 0; start < ndaDialogs.length; start += batchSizeOf(options)) {
    const batch = ndaDialogs
      .slice(start, start + batchSizeOf(options))
      .map((dialog, i) => ({ dialog, nda: flows[start + i]! }))
      .filter((row): row is { dialog: (typeof ndaDialogs)[number]; nda: GeneratedNda } => row.nda !== null);
    if (batch.length === 0) continue;
    // Message ids first, so the record can name its card, its pending message and its decision.
    const idRows = await selectRows<{ id: string | number }>(
      db,
      sql`select nextval(pg_get_serial_sequence('messages', 'id')) as id from generate_series(1, ${batch.length * 3})`,
    );
    const ids = idRows.map((row) => Number(row.id));
    const rows = batch.map(({ dialog, nda }, i) => {
      const signed = Math.min(new Date(dialog.last).getTime() + nda.signedAfterMinutes * 60_000, nowMs);
      const decided = nda.decision === 'pending' ? null : Math.min(signed + nda.answeredAfterMinutes * 60_000, nowMs);
      return {
        dialog,
        nda,
        card: ids[i * 3]!,
        pending: ids[i * 3 + 1]!,
        decision: ids[i * 3 + 2]!,
        signed: new Date(signed),
        decided: decided === null ? null : new Date(decided),
      };
    });
    const decidedRows = rows.filter((row) => row.decided !== null);
    // The buyer's card and pending message (the seller has read the card once answered; the pending
    // message, the answer buttons, is written read as the API writes it: one request, one unread).
    const asked = rows.flatMap((row) =>
      [row.card, row.pending].map((id) => ({
        id,
        row,
        type: id === row.card ? 'nda_request' : 'nda_request_decision',
        read: id === row.pending || row.decided !== null || row.nda.read,
      })),
    );
    await db.execute(
      sql`insert into messages (id, dialog_id, user_id, recipient_id, type, message, read, created_at)
          select * from unnest(${arr(asked.map((m) => m.id))}::bigint[], ${arr(asked.map((m) => m.row.dialog.id))}::int[],
            ${arr(asked.map((m) => m.row.dialog.buyer_id))}::int[], ${arr(asked.map((m) => m.row.dialog.seller_id))}::int[],
            ${arr(asked.map((m) => m.type))}::text[], ${arr(asked.map(() => NDA_NOTE))}::text[], ${arr(asked.map((m) => m.read))}::boolean[],
            ${arr(asked.map((m) => iso(m.row.signed)))}::timestamptz[])`,
    );
    // An answer replaces the pending message with the decision, from the seller.
    if (decidedRows.length > 0) {
      await db.execute(sql`delete from messages where id = any(${arr(decidedRows.map((row) => row.pending))}::bigint[])`);
      await db.execute(
        sql`insert into messages (id, dialog_id, user_id, recipient_id, type, message, read, created_at)
            select * from unnest(${arr(decidedRows.map((row) => row.decision))}::bigint[], ${arr(decidedRows.map((row) => row.dialog.id))}::int[],
              ${arr(decidedRows.map((row) => row.dialog.seller_id))}::int[], ${arr(decidedRows.map((row) => row.dialog.buyer_id))}::int[],
              ${arr(decidedRows.map((row) => (row.nda.decision === 'accepted' ? 'nda_request_decision_positive' : 'nda_request_decision_negative')))}::text[],
              ${arr(decidedRows.map((row) => (row.nda.decision === 'accepted' ? NDA_ACCEPTED : NDA_REJECTED)))}::text[],
              ${arr(decidedRows.map((row) => row.nda.read))}::boolean[], ${arr(decidedRows.map((row) => iso(row.decided)))}::timestamptz[])`,
      );
    }
    const granted = rows.filter((row) => row.nda.decision === 'accepted' && !row.nda.revoked);
    if (granted.length > 0) {
      await db.execute(
        sql`insert into nda_acceptances (user_id, business_id, nda_version_id, accepted_at)
            select * from unnest(${arr(granted.map((row) => row.dialog.buyer_id))}::int[], ${arr(granted.map((row) => row.dialog.business_id))}::int[],
              ${arr(granted.map((row) => row.dialog.nda_version_id))}::int[], ${arr(granted.map((row) => iso(row.decided)))}::timestamptz[])
            on conflict (user_id, nda_version_id) do nothing`,
      );
    }
    const revokedAt = (row: (typeof rows)[number]) => (row.nda.revoked && row.decided ? new Date(Math.min(row.decided.getTime() + 7 * DAY_MS, nowMs)) : null);
    await db.execute(
      sql`insert into nda_records (dialog_id, business_id, signer_id, request_message_id, pending_message_id, decision_message_id, signer_name, ip,
            user_agent, nda_version_id, nda_text_sha256, signed_at, decision, decided_at, decided_by_id, revoked_at, revoked_by_id, acceptance_id)
          select r.*, a.id from unnest(${arr(rows.map((row) => row.dialog.id))}::int[], ${arr(rows.map((row) => row.dialog.business_id))}::int[],
              ${arr(rows.map((row) => row.dialog.buyer_id))}::int[], ${arr(rows.map((row) => row.card))}::bigint[], ${arr(rows.map((row) => row.pending))}::bigint[],
              ${arr(rows.map((row) => (row.decided ? row.decision : null)))}::bigint[], ${arr(rows.map((row) => row.dialog.signer_name))}::text[],
              ${arr(rows.map((row) => row.nda.ip))}::text[], ${arr(rows.map((row) => row.nda.user_agent))}::text[],
              ${arr(rows.map((row) => row.dialog.nda_version_id))}::int[], ${arr(rows.map((row) => row.dialog.sha))}::text[],
              ${arr(rows.map((row) => iso(row.signed)))}::timestamptz[], ${arr(rows.map((row) => row.nda.decision))}::text[],
              ${arr(rows.map((row) => iso(row.decided)))}::timestamptz[], ${arr(rows.map((row) => (row.decided ? row.dialog.seller_id : null)))}::int[],
              ${arr(rows.map((row) => iso(revokedAt(row))))}::timestamptz[], ${arr(rows.map((row) => (revokedAt(row) ? row.dialog.seller_id : null)))}::int[])
            as r(dialog_id, business_id, signer_id, request_message_id, pending_message_id, decision_message_id, signer_name, ip, user_agent,
                 nda_version_id, nda_text_sha256, signed_at, decision, decided_at, decided_by_id, revoked_at, revoked_by_id)
          left join nda_acceptances a on a.user_id = r.signer_id and a.nda_version_id = r.nda_version_id and r.decision = 'accepted' and r.revoked_at is null`,
    );
    records += rows.length;
    messageCount += rows.length * 2;
  }
  if (records > 0) {
    await db.execute(sql`update dialogs d set last_message_at = m.last from
      (select dialog_id, max(created_at) as last from messages where dialog_id = any(${arr(dialogs.dialogIds)}::int[]) group by dialog_id) m
      where d.id = m.dialog_id and d.last_message_at is distinct from m.last`);
  }
  return { records, messages: messageCount };
}
