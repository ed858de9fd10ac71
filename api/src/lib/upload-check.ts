// Every upload endpoint checks its file here (issue #27, point 4): the avatar, listing images, chat
// attachments and the sellerboard file — and any later one, with a policy of its own:
// - the type is read from the content (magic bytes), never from the file's name or declared type;
// - the size against the policy's limit (the multipart reader cuts a larger file off and marks it);
// - images: a complete JPEG, PNG or WebP header with acceptable dimensions before anything decodes
//   them (then sharp decodes with limitInputPixels and re-encodes without metadata: images.ts);
// - PDFs: parsed, refused for active content, and saved anew (pdf-sanitize.ts, on its own thread);
// - text (CSV): no known binary signature (a ZIP, an xlsx, a PDF, an image) and no NUL bytes;
// - XLSX (the data room only): a ZIP read as a workbook, refused for macros, external links, embedded
//   objects and inflated sizes no spreadsheet has (xlsx-check.ts); any other ZIP is refused.
// A refusal is an UploadRefused, answered 422 in the Laravel shape by `sendUploadRefused` with a
// message in the request's language that says what was refused.
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { ATTACHMENT_MAX_BYTES, DATA_ROOM_DOCUMENT_MAX_BYTES, LISTING_IMAGE_MAX_BYTES } from '@bizmarkt/shared/contract';
import { checkImage, IMAGE_KINDS, InvalidImageError, sniffImage, type ImageHeader, type ImageKind } from './images-header';
import type { Lang } from './lang';
import { attributeName, translate, type MessageKey } from './messages';
import { checkPdf } from './pdf-check';
import { PdfRefused, type PdfFinding } from './pdf-refused';
import { sellerboardErrorMessage } from './sellerboard/errors';
import { MAX_UPLOAD_BYTES, type UploadedFile } from './uploaded-file';
import { checkXlsx, XlsxRefused } from './xlsx-check';

export type UploadKind = ImageKind | 'pdf' | 'csv' | 'xlsx';

export interface UploadPolicy {
  name: 'avatar' | 'listing_image' | 'chat_attachment' | 'sellerboard_file' | 'data_room_document';
  /** The form field the file comes in (errors are reported on it). */
  field: string;
  accept: readonly UploadKind[];
  maxBytes: number;
  /** The file's name is shown to others (chat): a part without one is refused. */
  needsName?: boolean;
}

export const UPLOAD_POLICIES = {
  avatar: { name: 'avatar', field: 'file', accept: IMAGE_KINDS, maxBytes: MAX_UPLOAD_BYTES },
  listingImage: { name: 'listing_image', field: 'file', accept: IMAGE_KINDS, maxBytes: LISTING_IMAGE_MAX_BYTES },
  chatAttachment: { name: 'chat_attachment', field: 'media', accept: ['jpeg', 'png', 'pdf'], maxBytes: ATTACHMENT_MAX_BYTES, needsName: true },
  sellerboardFile: { name: 'sellerboard_file', field: 'file', accept: ['csv'], maxBytes: MAX_UPLOAD_BYTES },
  // The data room (issue #30 §2): XLSX too, checked as a workbook (decision 0223).
  dataRoomDocument: {
    name: 'data_room_document',
    field: 'document',
    accept: ['jpeg', 'png', 'pdf', 'csv', 'xlsx'],
    maxBytes: DATA_ROOM_DOCUMENT_MAX_BYTES,
    needsName: true,
  },
} as const satisfies Record<string, UploadPolicy>;

export type UploadRefusalReason =
  | 'missing'
  | 'empty'
  | 'no_name'
  | 'too_large'
  | 'wrong_type'
  | 'bad_image'
  | 'pdf_active'
  | 'pdf_encrypted'
  | 'pdf_unreadable'
  | 'xlsx_invalid'
  | 'xlsx_macro'
  | 'xlsx_external'
  | 'xlsx_embedded'
  | 'xlsx_too_large';

export class UploadRefused extends Error {
  constructor(
    readonly reason: UploadRefusalReason,
    readonly detail: string,
    /** For 'pdf_active': what the PDF holds. */
    readonly findings: readonly PdfFinding[] = [],
  ) {
    super(`upload refused (${reason}): ${detail}`);
    this.name = 'UploadRefused';
  }
}

/** What the bytes are, by their signature (and, for text, by the absence of binary). */
export type ContentKind = ImageKind | 'pdf' | 'gif' | 'zip' | 'gzip' | 'svg' | 'html' | 'text' | 'binary' | 'empty';

export function sniffContent(data: Buffer): ContentKind {
  if (data.length === 0) return 'empty';
  const image = sniffImage(data);
  if (image) return image;
  const head = data.toString('latin1', 0, Math.min(data.length, 512));
  if (head.startsWith('%PDF-')) return 'pdf';
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.startsWith('PK\x03\x04') || head.startsWith('PK\x05\x06') || head.startsWith('PK\x07\x08')) return 'zip';
  if (data[0] === 0x1f && data[1] === 0x8b) return 'gzip';
  const utf16 = (data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff);
  if (!utf16 && data.includes(0)) return 'binary';
  const start = head
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart()
    .toLowerCase();
  if (start.startsWith('<svg') || (start.startsWith('<?xml') && start.includes('<svg'))) return 'svg';
  if (start.startsWith('<!doctype html') || start.startsWith('<html') || start.startsWith('<script')) return 'html';
  return 'text';
}

function isNamed(file: UploadedFile): boolean {
  return typeof file.filename === 'string' && file.filename.trim() !== '';
}

/**
 * The checks that need no decoding, in the order a user should hear about them: a file at all, its
 * name where it is shown, its size, its type by content, an image's header. Schemas call this (a
 * request with a bad file is refused before the handler runs); `checkUpload` calls it again.
 */
export function precheckUpload(file: UploadedFile | undefined | null, policy: UploadPolicy): UploadRefused | null {
  if (!file) return new UploadRefused('missing', 'no file');
  if (policy.needsName && !isNamed(file)) return new UploadRefused('no_name', 'the file part has no file name');
  if (file.truncated || file.data.length > policy.maxBytes) return new UploadRefused('too_large', `over ${policy.maxBytes} bytes`);
  if (file.data.length === 0) return new UploadRefused('empty', 'no bytes');
  const kind = sniffContent(file.data);
  // Text is a CSV, a ZIP can only be an XLSX (checked as one by `checkUpload`).
  const accepted = (policy.accept as readonly string[]).includes(kind === 'text' ? 'csv' : kind === 'zip' ? 'xlsx' : kind);
  if (!accepted) return new UploadRefused('wrong_type', `content is ${kind}`);
  if (kind === 'jpeg' || kind === 'png' || kind === 'webp') {
    try {
      checkImage(file.data, [kind]);
    } catch (error) {
      if (error instanceof InvalidImageError) return new UploadRefused('bad_image', error.reason);
      throw error;
    }
  }
  return null;
}

export type CheckedUpload =
  | { kind: 'image'; format: ImageKind; header: ImageHeader; data: Buffer }
  | { kind: 'pdf'; data: Buffer; removed: string[] }
  | { kind: 'csv'; data: Buffer }
  | { kind: 'xlsx'; data: Buffer };

/**
 * Checks an upload against its policy; a PDF comes back rewritten (store that, never the upload).
 * An image still has to be decoded and re-encoded by its route's pipeline (images.ts), whose
 * InvalidImageError `refusalOf` turns into a refusal. Throws UploadRefused.
 */
export async function checkUpload(file: UploadedFile | undefined | null, policy: UploadPolicy): Promise<CheckedUpload> {
  const refused = precheckUpload(file, policy);
  if (refused) throw refused;
  const data = file!.data;
  const kind = sniffContent(data);
  if (kind === 'pdf') {
    try {
      const { data: rewritten, removed } = await checkPdf(data);
      return { kind: 'pdf', data: rewritten, removed };
    } catch (error) {
      throw refusalOf(error) ?? error;
    }
  }
  if (kind === 'text') return { kind: 'csv', data };
  if (kind === 'zip') {
    try {
      await checkXlsx(data);
    } catch (error) {
      throw refusalOf(error) ?? error;
    }
    return { kind: 'xlsx', data };
  }
  const format = kind as ImageKind;
  return { kind: 'image', format, header: checkImage(data, [format]), data };
}

/** The refusal an error stands for (a refused upload, an image sharp would not decode, a refused PDF), or null. */
export function refusalOf(error: unknown): UploadRefused | null {
  if (error instanceof UploadRefused) return error;
  if (error instanceof InvalidImageError) return new UploadRefused('bad_image', error.reason);
  if (error instanceof XlsxRefused) return new UploadRefused(`xlsx_${error.reason}`, error.detail);
  if (error instanceof PdfRefused) {
    if (error.reason === 'active') return new UploadRefused('pdf_active', error.detail, error.findings);
    return new UploadRefused(error.reason === 'encrypted' ? 'pdf_encrypted' : 'pdf_unreadable', error.detail);
  }
  return null;
}

/** "A", "A and B", "A, B and C" (German: "und"). */
function listed(items: string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'de' ? 'und' : 'and'} ${items.at(-1)}`;
}

const INVALID_KEYS: Record<UploadPolicy['name'], MessageKey | null> = {
  avatar: 'accounts.image_invalid',
  listing_image: 'listing_images.image_invalid',
  chat_attachment: 'messaging.attachment_invalid',
  sellerboard_file: null,
  data_room_document: 'data_room.document_invalid',
};

/** What the user reads for a refusal, in their language. */
export function uploadRefusalMessage(refusal: UploadRefused, policy: UploadPolicy, lang: Lang): string {
  const attribute = attributeName(policy.field, lang);
  if (policy.name === 'sellerboard_file') {
    if (refusal.reason === 'missing') return sellerboardErrorMessage('missing', lang);
    if (refusal.reason === 'too_large') return sellerboardErrorMessage('too_large', lang);
    if (refusal.reason === 'empty') return sellerboardErrorMessage('empty', lang);
    return sellerboardErrorMessage('unrecognised', lang);
  }
  switch (refusal.reason) {
    case 'no_name':
      return translate('uploads.no_name', lang, { attribute });
    case 'too_large':
      return translate('accounts.file_too_large', lang, { attribute, max: Math.floor(policy.maxBytes / 1024) });
    case 'pdf_active': {
      const found = refusal.findings.map((finding) => translate(`uploads.pdf_finding.${finding}`, lang));
      return translate('uploads.pdf_active', lang, { found: listed(found, lang) });
    }
    case 'pdf_encrypted':
      return translate('uploads.pdf_encrypted', lang);
    case 'pdf_unreadable':
      return translate('uploads.pdf_unreadable', lang);
    case 'xlsx_invalid':
    case 'xlsx_macro':
    case 'xlsx_external':
    case 'xlsx_embedded':
    case 'xlsx_too_large':
      return translate(`uploads.${refusal.reason}`, lang);
    default:
      return translate(INVALID_KEYS[policy.name]!, lang, { attribute });
  }
}

/** The 422 for a refused upload, on the policy's field: `{ message, errors: { field: [message] } }`. */
export function sendUploadRefused(reply: FastifyReply, refusal: UploadRefused, policy: UploadPolicy, lang: Lang): FastifyReply {
  const message = uploadRefusalMessage(refusal, policy, lang);
  reply.log.info({ reason: refusal.reason, detail: refusal.detail, policy: policy.name }, 'upload refused');
  return reply.code(422).send({ message, errors: { [policy.field]: [message] } });
}

// ——— storing ———

/** A store of files by key: an area of the media store (lib/media-store.ts). */
export interface FileStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
}

export interface FileToStore {
  key: string;
  data: Buffer;
  contentType: string;
}

/**
 * Nothing is left in storage by a request that fails: the files are written, then `commit` records
 * them (a database row); if a write or the commit fails, every file of the request is removed (those
 * written and any half-written) and the error goes on.
 */
export async function storeThenCommit<T>(store: FileStore, files: readonly FileToStore[], commit: () => Promise<T>, log: FastifyBaseLogger): Promise<T> {
  try {
    // Every write settles before anything is removed (a write still running would outlive the removal).
    const written = await Promise.allSettled(files.map((file) => store.put(file.key, file.data, file.contentType)));
    const failed = written.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    return await commit();
  } catch (error) {
    const keys = files.map((file) => file.key);
    await store.remove(keys).catch((removeError: unknown) => log.warn({ err: removeError, keys }, 'upload clean-up failed'));
    throw error;
  }
}
