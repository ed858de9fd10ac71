// API paths: the data room of a deal (issue #30 §2; schemas: ../data-room.ts). A module of its own, so
// a page bundles the paths of the areas it calls and no others (paths.ts).
import { apiPath, type RoutesOf } from './path';

export const DATA_ROOM_PATHS = {
  /** GET → `DataRoomResponse`: the listing's data room as the dialog's party may see it. */
  dataRoom: apiPath('/api/dialogs/:id/data-room'),
  /** POST multipart `file`, `folder`, `visibility` → 201 `DataRoomDocument` (the seller). */
  documents: apiPath('/api/dialogs/:id/data-room/documents'),
  /** GET `?download=1&lang=` → the file (a buyer's PDF watermarked); DELETE → 204 (the seller). */
  document: apiPath('/api/dialogs/:id/data-room/documents/:document'),
  /** PUT `DataRoomAccessRequest` → `DataRoomAccess`: the seller grants, pauses or revokes the dialog's buyer. */
  access: apiPath('/api/dialogs/:id/data-room/access'),
  /** GET → `DataRoomBuyersResponse`: every buyer of the listing with their access (the seller). */
  buyers: apiPath('/api/dialogs/:id/data-room/buyers'),
} as const;

/** What each path serves (the API reference's summaries). */
export const DATA_ROOM_ENDPOINTS: RoutesOf<typeof DATA_ROOM_PATHS> = {
  dataRoom: {
    GET: "The listing's data room for the dialog's two parties: the seller sees every folder, the buyer's access and the access log; the buyer only the documents their access opens.",
  },
  documents: { POST: 'Multipart `file` (PDF, JPEG, PNG or CSV, checked by content), `folder`, `visibility` (nda|loi) → 201 the document: the seller only.' },
  document: {
    GET: "The document, to the seller and to a buyer whose access opens it (403 otherwise); a buyer's PDF carries their name, email and the time on every page; each open or download is logged.",
    DELETE: 'Deletes the document and its file: the seller only.',
  },
  access: { PUT: "`{ state: granted|paused|revoked|default }` → the dialog buyer's access: the seller only." },
  buyers: {
    GET: "Every buyer in a dialog about the dialog's listing, with their data-room access (NDA, LOI, paused, revoked, held by another buyer's exclusivity): the seller only.",
  },
};
