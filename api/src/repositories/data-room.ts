// The data room (issue #30 §2): folders and documents per listing, the seller's override of one
// buyer's access, the access log, and what the access rules read of the offers. Each write that
// changes what a buyer may see tells the streams of the listing's dialogs (topic `data-room`) in its
// own transaction (decision 0221), as the offers and the checklist do (0209).
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DataRoomOverride, DataRoomVisibility } from '@bizmarkt/shared/contract';
import { CHANGES_CHANNEL } from '../db/changes';
import type { Db } from '../db/client';
import { dataRoomAccess, dataRoomAccessLog, dataRoomDocuments, dataRoomFolders, dialogs, offers, users, type DataRoomDocumentRow } from '../db/schema';

/**
 * A `dialog:<id>:data-room` event for every dialog about the listing (or the one of `buyerId`): one
 * statement, delivered at commit, dropped on rollback (db/changes.ts `publishDialogEvent`).
 */
async function publishDataRoomEvent(db: Pick<Db, 'execute'>, businessId: number, buyerId?: number): Promise<void> {
  const buyer = buyerId === undefined ? sql`` : sql` and ${dialogs.buyer_id} = ${buyerId}`;
  await db.execute(
    sql`select pg_notify(${CHANGES_CHANNEL}, 'dialog:' || ${dialogs.id}::text || ':data-room') from ${dialogs} where ${dialogs.business_id} = ${businessId}${buyer}`,
  );
}

/** A buyer in a dialog about the listing, with what the access rules read of them. */
export interface DataRoomBuyerRow {
  dialog_id: number;
  buyer_id: number;
  name: string | null;
  last_name: string | null;
  subscription: string | null;
}

export interface DataRoomDocumentWithFolder extends DataRoomDocumentRow {
  folder: string;
}

export interface NewDataRoomDocument {
  business_id: number;
  folder: string;
  name: string;
  storage_key: string;
  content_type: string;
  size: number;
  visibility: DataRoomVisibility;
  created_at: Date;
}

const documentColumns = {
  id: dataRoomDocuments.id,
  business_id: dataRoomDocuments.business_id,
  folder_id: dataRoomDocuments.folder_id,
  name: dataRoomDocuments.name,
  storage_key: dataRoomDocuments.storage_key,
  content_type: dataRoomDocuments.content_type,
  size: dataRoomDocuments.size,
  visibility: dataRoomDocuments.visibility,
  created_at: dataRoomDocuments.created_at,
  folder: dataRoomFolders.name,
};

export function createDataRoomRepository(db: Db) {
  return {
    /** Every document of the listing, by folder name then upload. */
    async documents(businessId: number): Promise<DataRoomDocumentWithFolder[]> {
      return db
        .select(documentColumns)
        .from(dataRoomDocuments)
        .innerJoin(dataRoomFolders, eq(dataRoomFolders.id, dataRoomDocuments.folder_id))
        .where(eq(dataRoomDocuments.business_id, businessId))
        .orderBy(asc(sql`lower(${dataRoomFolders.name})`), asc(dataRoomDocuments.id));
    },

    async document(businessId: number, id: number): Promise<DataRoomDocumentWithFolder | undefined> {
      const [row] = await db
        .select(documentColumns)
        .from(dataRoomDocuments)
        .innerJoin(dataRoomFolders, eq(dataRoomFolders.id, dataRoomDocuments.folder_id))
        .where(and(eq(dataRoomDocuments.business_id, businessId), eq(dataRoomDocuments.id, id)));
      return row;
    },

    /** Adds the document to its folder (the folder made when it is new; names compare case-blind). */
    async add(document: NewDataRoomDocument): Promise<DataRoomDocumentWithFolder> {
      return db.transaction(async (tx) => {
        await tx
          .insert(dataRoomFolders)
          .values({ business_id: document.business_id, name: document.folder, created_at: document.created_at })
          .onConflictDoNothing();
        const [folder] = await tx
          .select()
          .from(dataRoomFolders)
          .where(and(eq(dataRoomFolders.business_id, document.business_id), sql`lower(${dataRoomFolders.name}) = lower(${document.folder})`));
        const [row] = await tx
          .insert(dataRoomDocuments)
          .values({
            business_id: document.business_id,
            folder_id: folder!.id,
            name: document.name,
            storage_key: document.storage_key,
            content_type: document.content_type,
            size: document.size,
            visibility: document.visibility,
            created_at: document.created_at,
          })
          .returning();
        await publishDataRoomEvent(tx, document.business_id);
        return { ...row!, folder: folder!.name };
      });
    },

    /** Deletes the document (its log rows keep its name); empty folders go with their last document. */
    async remove(businessId: number, id: number): Promise<DataRoomDocumentRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(dataRoomDocuments)
          .where(and(eq(dataRoomDocuments.business_id, businessId), eq(dataRoomDocuments.id, id)))
          .returning();
        if (row) {
          await tx
            .delete(dataRoomFolders)
            .where(
              and(
                eq(dataRoomFolders.id, row.folder_id),
                sql`not exists (select 1 from ${dataRoomDocuments} where ${dataRoomDocuments.folder_id} = ${row.folder_id})`,
              ),
            );
          await publishDataRoomEvent(tx, businessId);
        }
        return row;
      });
    },

    async override(businessId: number, buyerId: number): Promise<DataRoomOverride | null> {
      const [row] = await db
        .select({ state: dataRoomAccess.state })
        .from(dataRoomAccess)
        .where(and(eq(dataRoomAccess.business_id, businessId), eq(dataRoomAccess.buyer_id, buyerId)));
      return row?.state ?? null;
    },

    /** Sets the seller's override of the buyer (null removes it); the buyer's dialog hears of a change. */
    async setOverride(businessId: number, buyerId: number, state: DataRoomOverride | null, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        if (state === null) {
          const gone = await tx
            .delete(dataRoomAccess)
            .where(and(eq(dataRoomAccess.business_id, businessId), eq(dataRoomAccess.buyer_id, buyerId)))
            .returning({ id: dataRoomAccess.id });
          if (gone.length > 0) await publishDataRoomEvent(tx, businessId, buyerId);
          return;
        }
        await tx
          .insert(dataRoomAccess)
          .values({ business_id: businessId, buyer_id: buyerId, state, updated_at: now })
          .onConflictDoUpdate({ target: [dataRoomAccess.business_id, dataRoomAccess.buyer_id], set: { state, updated_at: now } });
        await publishDataRoomEvent(tx, businessId, buyerId);
      });
    },

    /** Every buyer in a dialog about the listing, oldest dialog first. */
    async buyers(businessId: number): Promise<DataRoomBuyerRow[]> {
      return db
        .select({ dialog_id: dialogs.id, buyer_id: dialogs.buyer_id, name: users.name, last_name: users.last_name, subscription: users.subscription })
        .from(dialogs)
        .innerJoin(users, eq(users.id, dialogs.buyer_id))
        .where(eq(dialogs.business_id, businessId))
        .orderBy(asc(dialogs.id));
    },

    /** The listing's documents among `ids` (others' and unknown ids are left out). */
    async documentsIn(businessId: number, ids: readonly number[]): Promise<DataRoomDocumentWithFolder[]> {
      if (ids.length === 0) return [];
      return db
        .select(documentColumns)
        .from(dataRoomDocuments)
        .innerJoin(dataRoomFolders, eq(dataRoomFolders.id, dataRoomDocuments.folder_id))
        .where(and(eq(dataRoomDocuments.business_id, businessId), inArray(dataRoomDocuments.id, [...ids])));
    },

    /** The listing's accepted offers: whose they are and until when their exclusivity holds. */
    async acceptedOffers(businessId: number): Promise<Array<{ buyer_id: number; exclusivity_until: Date | null }>> {
      return db
        .select({ buyer_id: dialogs.buyer_id, exclusivity_until: offers.exclusivity_until })
        .from(offers)
        .innerJoin(dialogs, eq(dialogs.id, offers.dialog_id))
        .where(and(eq(offers.business_id, businessId), eq(offers.status, 'accepted')));
    },

    async log(entry: { business_id: number; document_id: number; document_name: string; user_id: number; action: 'open' | 'download'; created_at: Date }) {
      await db.insert(dataRoomAccessLog).values(entry);
    },

    /** The listing's access log with each buyer's name and email, newest first. */
    async logOf(businessId: number, limit: number, after?: Date) {
      return db
        .select({
          id: dataRoomAccessLog.id,
          document_id: dataRoomAccessLog.document_id,
          document_name: dataRoomAccessLog.document_name,
          buyer_id: dataRoomAccessLog.user_id,
          buyer_first_name: users.name,
          buyer_last_name: users.last_name,
          buyer_email: users.email,
          action: dataRoomAccessLog.action,
          created_at: dataRoomAccessLog.created_at,
        })
        .from(dataRoomAccessLog)
        .innerJoin(users, eq(users.id, dataRoomAccessLog.user_id))
        .where(and(eq(dataRoomAccessLog.business_id, businessId), after ? gt(dataRoomAccessLog.created_at, after) : undefined))
        .orderBy(desc(dataRoomAccessLog.id))
        .limit(limit);
    },
  };
}

export type DataRoomRepository = ReturnType<typeof createDataRoomRepository>;
