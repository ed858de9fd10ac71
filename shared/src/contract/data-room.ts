// The data room of a deal (issue #30 §2), as zod schemas. Per listing, folders of documents the seller
// uploads, each for "buyers with a signed NDA" (`nda`) or "the buyer under LOI only" (`loi`). A
// buyer's access follows the NDA and the offers, and the seller's override for that buyer; every open
// and download is logged for the seller. Reached through a dialog (`/api/dialogs/{id}/data-room`).
import { z } from './zod';
import { requestBody } from './body';

export const DATA_ROOM_VISIBILITIES = ['nda', 'loi'] as const;
export type DataRoomVisibility = (typeof DATA_ROOM_VISIBILITIES)[number];

/** The seller's override of one buyer's access; `default` (in a request) removes it. */
export const DATA_ROOM_OVERRIDES = ['granted', 'paused', 'revoked'] as const;
export type DataRoomOverride = (typeof DATA_ROOM_OVERRIDES)[number];
export const DATA_ROOM_ACCESS_STATES = [...DATA_ROOM_OVERRIDES, 'default'] as const;

/**
 * Why a buyer sees what they see: `nda` (an accepted NDA), `granted` (the seller's grant), `loi` (the
 * buyer of an accepted offer), `conversation` (a listing without an NDA: being in a conversation about
 * it opens the `nda` documents, decision 0254), `no_nda` (the listing's NDA is not accepted yet), `exclusivity` (another buyer's accepted offer holds the listing),
 * `paused`, `revoked` (by the seller), `subscription` (a buyer without PRO: the chat's files are locked too).
 */
export const DATA_ROOM_ACCESS_REASONS = ['nda', 'granted', 'loi', 'conversation', 'no_nda', 'exclusivity', 'paused', 'revoked', 'subscription'] as const;
export type DataRoomAccessReason = (typeof DATA_ROOM_ACCESS_REASONS)[number];

export const DATA_ROOM_LOG_ACTIONS = ['open', 'download'] as const;

/** Folder names a seller is offered (they may type any other). */
export const DATA_ROOM_SUGGESTED_FOLDERS = ['P&L exports', 'Amazon account health', 'Supplier contracts', 'Trademark papers', 'Screenshots'] as const;
export const DATA_ROOM_FOLDER_MAX = 80;
/** An Excel workbook's type: accepted by content, always served as a download, never stamped (decision 0223). */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const DATA_ROOM_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** `PUT /api/dialogs/{id}/data-room/access`. */
export const dataRoomAccessRequestSchema = requestBody(z.object({ state: z.enum(DATA_ROOM_ACCESS_STATES) }));
export type DataRoomAccessRequest = z.infer<typeof dataRoomAccessRequestSchema>;

/** The upload's text fields (the file is read by the API's own schema). */
export const dataRoomUploadFieldsSchema = z.object({
  folder: z.string().trim().min(1).max(DATA_ROOM_FOLDER_MAX),
  visibility: z.enum(DATA_ROOM_VISIBILITIES),
});

export const dataRoomAccessSchema = z.object({
  /** May open `nda` documents. */
  nda: z.boolean(),
  /** May open `loi` documents. */
  loi: z.boolean(),
  reason: z.enum(DATA_ROOM_ACCESS_REASONS),
  /** The seller's override of this buyer (null: none). */
  override: z.enum(DATA_ROOM_OVERRIDES).nullable(),
  /** Until when another buyer's exclusivity holds the listing (reason `exclusivity`). */
  paused_until: z.string().nullable(),
});
export type DataRoomAccess = z.infer<typeof dataRoomAccessSchema>;

export const dataRoomDocumentSchema = z.object({
  id: z.number().int(),
  folder: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  visibility: z.enum(DATA_ROOM_VISIBILITIES),
  created_at: z.string(),
  /** The API path that serves it (to the caller's access only). */
  url: z.string(),
});
export type DataRoomDocument = z.infer<typeof dataRoomDocumentSchema>;

export const dataRoomLogEntrySchema = z.object({
  id: z.number().int(),
  document_id: z.number().int().nullable(),
  document_name: z.string(),
  buyer_id: z.number().int(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  action: z.enum(DATA_ROOM_LOG_ACTIONS),
  created_at: z.string(),
});
export type DataRoomLogEntry = z.infer<typeof dataRoomLogEntrySchema>;

/** `GET /api/dialogs/{id}/data-room`. */
export const dataRoomResponseSchema = z.object({
  role: z.enum(['seller', 'buyer']),
  /**
   * The listing asks for an NDA. Without one, `nda` documents are for the buyers in conversation about
   * it (decision 0254), and the labels say so.
   */
  listing_nda: z.boolean(),
  folders: z.array(z.object({ name: z.string(), documents: z.array(dataRoomDocumentSchema) })),
  /** The dialog buyer's access (for the buyer: their own). */
  access: dataRoomAccessSchema,
  /** The seller only: the listing's access log, newest first (empty for a buyer). */
  log: z.array(dataRoomLogEntrySchema),
  suggested_folders: z.array(z.string()),
});
export type DataRoomResponse = z.infer<typeof dataRoomResponseSchema>;

/** One buyer of the listing on the seller's access list: a dialog about it, their access now. */
export const dataRoomBuyerSchema = z.object({
  /** The buyer's dialog about the listing (the grant, pause and revoke go through its `access` path). */
  dialog_id: z.number().int(),
  buyer_id: z.number().int(),
  buyer_name: z.string(),
  access: dataRoomAccessSchema,
});
export type DataRoomBuyer = z.infer<typeof dataRoomBuyerSchema>;

/** `GET /api/dialogs/{id}/data-room/buyers` (the seller): every buyer in a dialog about the listing. */
export const dataRoomBuyersResponseSchema = z.object({ data: z.array(dataRoomBuyerSchema) });
export type DataRoomBuyersResponse = z.infer<typeof dataRoomBuyersResponseSchema>;
