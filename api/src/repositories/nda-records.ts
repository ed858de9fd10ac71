// NDA signatures (issue #12): the request (two messages and the record, together), the seller's answer
// (the pending message replaced by the decision, the acceptance written) and a revocation — each one
// transaction, and each guarded by the record's state in its WHERE clause, so two answers at once
// cannot both win.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { publishDialogEvent } from '../db/changes';
import { listingNdaVersions, dialogs, messages, ndaAcceptances, ndaRecords, type MessageRow, type NdaRecordRow } from '../db/schema';
import type { NewMessage } from './messages';

/** A record with the version it names (number and text). */
export interface NdaRecordWithText extends NdaRecordRow {
  nda_version: number;
  nda_text: string;
}

export interface NdaSignature {
  dialogId: number;
  listingId: number;
  signerId: number;
  sellerId: number;
  signerName: string;
  ip: string;
  userAgent: string;
  versionId: number;
  textSha256: string;
  note: string | null;
  now: Date;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `read`: a message nobody reads as one (the seller's answer buttons) is written read, so it counts in no unread number. */
async function addMessage(tx: Tx, values: NewMessage, read = false): Promise<MessageRow> {
  const [row] = await tx
    .insert(messages)
    .values({ ...values, read })
    .returning();
  if (!row) throw new Error('message insert returned no row');
  await tx.update(dialogs).set({ last_message_at: row.created_at }).where(eq(dialogs.id, row.dialog_id));
  return row;
}

export function createNdaRecordsRepository(db: Db) {
  const withText = async (rows: NdaRecordRow[]): Promise<NdaRecordWithText[]> => {
    if (rows.length === 0) return [];
    const versions = await db
      .select({ id: listingNdaVersions.id, version: listingNdaVersions.version, text: listingNdaVersions.text })
      .from(listingNdaVersions)
      .where(inArray(listingNdaVersions.id, [...new Set(rows.map((row) => row.nda_version_id))]));
    const byId = new Map(versions.map((v) => [v.id, v]));
    return rows.map((row) => ({ ...row, nda_version: byId.get(row.nda_version_id)?.version ?? 0, nda_text: byId.get(row.nda_version_id)?.text ?? '' }));
  };

  return {
    async find(id: number): Promise<NdaRecordWithText | undefined> {
      const rows = await db.select().from(ndaRecords).where(eq(ndaRecords.id, id)).limit(1);
      return (await withText(rows))[0];
    },

    /** The record whose pending message (or decision message) has this id. */
    async findByMessage(messageId: number): Promise<NdaRecordWithText | undefined> {
      const rows = await db
        .select()
        .from(ndaRecords)
        .where(sql`${ndaRecords.pending_message_id} = ${messageId} or ${ndaRecords.decision_message_id} = ${messageId}`)
        .limit(1);
      return (await withText(rows))[0];
    },

    async listForDialog(dialogId: number): Promise<NdaRecordWithText[]> {
      return withText(await db.select().from(ndaRecords).where(eq(ndaRecords.dialog_id, dialogId)).orderBy(desc(ndaRecords.id)));
    },

    /** The newest record of each dialog. */
    async latestForDialogs(dialogIds: readonly number[]): Promise<Map<number, NdaRecordRow>> {
      if (dialogIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([ndaRecords.dialog_id])
        .from(ndaRecords)
        .where(inArray(ndaRecords.dialog_id, [...dialogIds]))
        .orderBy(ndaRecords.dialog_id, desc(ndaRecords.id));
      return new Map(rows.map((row) => [row.dialog_id, row]));
    },

    async hasPending(dialogId: number): Promise<boolean> {
      const rows = await db
        .select({ id: ndaRecords.id })
        .from(ndaRecords)
        .where(and(eq(ndaRecords.dialog_id, dialogId), eq(ndaRecords.decision, 'pending')))
        .limit(1);
      return rows.length > 0;
    },

    /** The request: the `nda_request` card, the pending `nda_request_decision` and the record. */
    async request(s: NdaSignature): Promise<{ messages: MessageRow[]; record: NdaRecordWithText }> {
      const result = await db.transaction(async (tx) => {
        const base = { dialog_id: s.dialogId, user_id: s.signerId, recipient_id: s.sellerId, created_at: s.now };
        const card = await addMessage(tx, { ...base, type: 'nda_request', message: s.note });
        // The answer buttons: one request is one unread message to the seller, not two.
        const pending = await addMessage(tx, { ...base, type: 'nda_request_decision', message: s.note }, true);
        const [record] = await tx
          .insert(ndaRecords)
          .values({
            dialog_id: s.dialogId,
            business_id: s.listingId,
            signer_id: s.signerId,
            request_message_id: card.id,
            pending_message_id: pending.id,
            signer_name: s.signerName,
            ip: s.ip.slice(0, 64),
            user_agent: s.userAgent.slice(0, 512),
            nda_version_id: s.versionId,
            nda_text_sha256: s.textSha256,
            signed_at: s.now,
          })
          .returning();
        if (!record) throw new Error('nda record insert returned no row');
        await publishDialogEvent(tx, s.dialogId, 'nda');
        return { messages: [card, pending], record };
      });
      const [record] = await withText([result.record]);
      return { messages: result.messages, record: record! };
    },

    /**
     * The seller's answer: only a pending record changes (else undefined: answered already). The pending
     * message goes, the decision message comes (a new id: the buyer's poll delivers it), and an accept
     * writes the acceptance of the signed version.
     */
    async answer(
      recordId: number,
      answer: { accept: boolean; deciderId: number; text: string; now: Date },
    ): Promise<{ message: MessageRow; record: NdaRecordWithText } | undefined> {
      const result = await db.transaction(async (tx) => {
        const [record] = await tx
          .update(ndaRecords)
          .set({ decision: answer.accept ? 'accepted' : 'rejected', decided_at: answer.now, decided_by_id: answer.deciderId })
          .where(and(eq(ndaRecords.id, recordId), eq(ndaRecords.decision, 'pending')))
          .returning();
        if (!record) return undefined;
        await tx.delete(messages).where(eq(messages.id, record.pending_message_id));
        const message = await addMessage(tx, {
          dialog_id: record.dialog_id,
          user_id: answer.deciderId,
          recipient_id: record.signer_id,
          type: answer.accept ? 'nda_request_decision_positive' : 'nda_request_decision_negative',
          message: answer.text,
          created_at: answer.now,
        });
        let acceptanceId: number | null = null;
        if (answer.accept) {
          const [acceptance] = await tx
            .insert(ndaAcceptances)
            .values({ user_id: record.signer_id, business_id: record.business_id, nda_version_id: record.nda_version_id, accepted_at: answer.now })
            .onConflictDoUpdate({ target: [ndaAcceptances.user_id, ndaAcceptances.nda_version_id], set: { accepted_at: answer.now } })
            .returning({ id: ndaAcceptances.id });
          acceptanceId = acceptance?.id ?? null;
        }
        const [updated] = await tx
          .update(ndaRecords)
          .set({ decision_message_id: message.id, acceptance_id: acceptanceId })
          .where(eq(ndaRecords.id, record.id))
          .returning();
        await publishDialogEvent(tx, record.dialog_id, 'nda');
        return { message, record: updated ?? record };
      });
      if (!result) return undefined;
      const [record] = await withText([result.record]);
      return { message: result.message, record: record! };
    },

    /** Revokes an accepted, not yet revoked record: its acceptance goes (the fields are hidden at once). */
    async revoke(recordId: number, byId: number, now: Date): Promise<NdaRecordWithText | undefined> {
      const updated = await db.transaction(async (tx) => {
        const [record] = await tx
          .update(ndaRecords)
          .set({ revoked_at: now, revoked_by_id: byId })
          .where(and(eq(ndaRecords.id, recordId), eq(ndaRecords.decision, 'accepted'), isNull(ndaRecords.revoked_at)))
          .returning();
        if (!record) return undefined;
        await tx.delete(ndaAcceptances).where(and(eq(ndaAcceptances.user_id, record.signer_id), eq(ndaAcceptances.nda_version_id, record.nda_version_id)));
        await publishDialogEvent(tx, record.dialog_id, 'nda');
        return record;
      });
      return updated ? (await withText([updated]))[0] : undefined;
    },
  };
}

export type NdaRecordsRepository = ReturnType<typeof createNdaRecordsRepository>;
