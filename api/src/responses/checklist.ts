// The due-diligence checklist as both parties see it (issue #30 §3): an answer's data-room documents
// link to the data room's own path (its access checks and watermark) when the reader's access opens
// them, and are listed as locked otherwise (decision 0220).
import { DATA_ROOM_PATHS, type ChecklistItem, type ChecklistResponse, type DataRoomVisibility } from '@bizmarkt/shared/contract';
import type { ChecklistEntry } from '../domain/due-diligence';

/** Who reads the checklist: the dialog (for the documents' paths) and what their access opens. */
export interface ChecklistReader {
  dialogId: number;
  opens(visibility: DataRoomVisibility): boolean;
}

export function toChecklistItem({ item, row, documents }: ChecklistEntry, reader: ChecklistReader): ChecklistItem {
  return {
    item,
    state: row?.state ?? 'open',
    request_note: row?.request_note ?? null,
    answer_note: row?.answer_note ?? null,
    requested_at: row?.requested_at?.toISOString() ?? null,
    answered_at: row?.answered_at?.toISOString() ?? null,
    verified_at: row?.verified_at?.toISOString() ?? null,
    documents: documents.map((document) => {
      const locked = !reader.opens(document.visibility);
      return {
        id: document.id,
        name: document.name,
        folder: document.folder,
        content_type: document.content_type,
        visibility: document.visibility,
        locked,
        url: locked ? null : DATA_ROOM_PATHS.document(reader.dialogId, document.id),
      };
    }),
  };
}

export function toChecklist(entries: readonly ChecklistEntry[], reader: ChecklistReader): ChecklistResponse {
  const items = entries.map((entry) => toChecklistItem(entry, reader));
  return { items, verified: items.filter((item) => item.state === 'verified').length, total: items.length };
}
