// The due-diligence checklist (issue #30 §3): one row per item of a dialog once someone acted on it.
// Every change is guarded by the state it starts from (WHERE), so two answers at once cannot both win,
// and tells both parties' event streams (topic `checklist`) in its own transaction (decision 0209).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DueDiligenceItem, DueDiligenceState } from '@bizmarkt/shared/contract';
import { publishDialogEvent } from '../db/changes';
import type { Db } from '../db/client';
import { dataRoomDocuments, dataRoomFolders, dueDiligenceDocuments, dueDiligenceItems, type DueDiligenceItemRow } from '../db/schema';

/** A data-room document an answer points at (decision 0220). */
export interface AnswerDocumentRow {
  item_id: number;
  id: number;
  name: string;
  folder: string;
  content_type: string;
  visibility: 'nda' | 'loi';
}

export function createDueDiligenceRepository(db: Db) {
  return {
    async forDialog(dialogId: number): Promise<DueDiligenceItemRow[]> {
      return db.select().from(dueDiligenceItems).where(eq(dueDiligenceItems.dialog_id, dialogId));
    },

    /** The buyer asks for an item: open (no row) or answered → requested. Undefined when in another state. */
    async request(dialogId: number, item: DueDiligenceItem, note: string | null, now: Date): Promise<DueDiligenceItemRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(dueDiligenceItems)
          .values({ dialog_id: dialogId, item, state: 'requested', request_note: note, requested_at: now })
          .onConflictDoUpdate({
            target: [dueDiligenceItems.dialog_id, dueDiligenceItems.item],
            set: { state: 'requested', request_note: note, requested_at: now, answered_at: null },
            setWhere: eq(dueDiligenceItems.state, 'answered'),
          })
          .returning();
        if (row) await publishDialogEvent(tx, dialogId, 'checklist');
        return row;
      });
    },

    /**
     * A move from one state to the next; undefined when the item is not in `from`. `documentIds` (an
     * answer) replace the documents the item points at, in the same transaction.
     */
    async move(
      dialogId: number,
      item: DueDiligenceItem,
      from: DueDiligenceState,
      changes: Partial<Pick<DueDiligenceItemRow, 'state' | 'answer_note' | 'answered_at' | 'verified_at'>>,
      documentIds?: readonly number[],
    ): Promise<DueDiligenceItemRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(dueDiligenceItems)
          .set(changes)
          .where(and(eq(dueDiligenceItems.dialog_id, dialogId), eq(dueDiligenceItems.item, item), inArray(dueDiligenceItems.state, [from])))
          .returning();
        if (!row) return undefined;
        if (documentIds) {
          await tx.delete(dueDiligenceDocuments).where(eq(dueDiligenceDocuments.item_id, row.id));
          if (documentIds.length > 0) {
            await tx.insert(dueDiligenceDocuments).values(documentIds.map((documentId, position) => ({ item_id: row.id, document_id: documentId, position })));
          }
        }
        await publishDialogEvent(tx, dialogId, 'checklist');
        return row;
      });
    },

    /** The documents the dialog's answers point at, by item then the seller's order. */
    async documentsOf(dialogId: number): Promise<AnswerDocumentRow[]> {
      return db
        .select({
          item_id: dueDiligenceDocuments.item_id,
          id: dataRoomDocuments.id,
          name: dataRoomDocuments.name,
          folder: dataRoomFolders.name,
          content_type: dataRoomDocuments.content_type,
          visibility: dataRoomDocuments.visibility,
        })
        .from(dueDiligenceDocuments)
        .innerJoin(dueDiligenceItems, eq(dueDiligenceItems.id, dueDiligenceDocuments.item_id))
        .innerJoin(dataRoomDocuments, eq(dataRoomDocuments.id, dueDiligenceDocuments.document_id))
        .innerJoin(dataRoomFolders, eq(dataRoomFolders.id, dataRoomDocuments.folder_id))
        .where(eq(dueDiligenceItems.dialog_id, dialogId))
        .orderBy(asc(dueDiligenceDocuments.item_id), asc(dueDiligenceDocuments.position));
    },
  };
}

export type DueDiligenceRepository = ReturnType<typeof createDueDiligenceRepository>;
