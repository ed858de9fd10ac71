// Chat attachments (issue #12) are judged by their content, never by their name or declared type:
// - JPEG and PNG by magic bytes and header (dimensions checked before decoding: a pixel flood is refused
//   unread), then decoded and re-encoded in the same format without any metadata, plus a thumbnail;
// - PDF by its header (`%PDF-1.x`), an end-of-file marker and a cross-reference section, and refused when
//   it carries active content (JavaScript, embedded files, launch actions, forms with scripts), also
//   inside compressed object streams and behind `#xx` name escapes.
// Anything else (an SVG renamed .png, HTML, a ZIP) is refused.
import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { decodeImage, fromPixels, imageJob, InvalidImageError, sniffImage } from './images';

export const ATTACHMENT_IMAGE_MAX_SIDE = 2560;
export const ATTACHMENT_THUMB_SIDE = 320;

export class AttachmentRefused extends Error {
  constructor(
    readonly reason: 'invalid' | 'active_pdf',
    detail: string,
  ) {
    super(`attachment refused: ${detail}`);
    this.name = 'AttachmentRefused';
  }
}

export interface PreparedAttachment {
  kind: 'image' | 'pdf';
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  extension: 'jpg' | 'png' | 'pdf';
  data: Buffer;
  /** Images only. */
  thumb: Buffer | null;
}

/** Names a PDF must not contain: scripts, embedded or launched files, rich media, XFA forms. */
const ACTIVE_PDF_NAMES = ['/JavaScript', '/JS', '/EmbeddedFile', '/EmbeddedFiles', '/Launch', '/RichMedia', '/XFA', '/SubmitForm', '/ImportData'];

/** `/J#61vaScript` is `/JavaScript` to a PDF reader. */
function unescapeNames(text: string): string {
  return text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function hasActiveName(text: string): string | null {
  const plain = unescapeNames(text);
  for (const name of ACTIVE_PDF_NAMES) {
    // A name ends at whitespace or a delimiter; `/JSON` is not `/JS`.
    const pattern = new RegExp(`${name.replace('/', '\\/')}(?=[\\s/<>\\[\\]()%{}]|$)`);
    if (pattern.test(plain)) return name;
  }
  return null;
}

/** The contents of the Flate-compressed streams (object streams hide dictionaries there). */
function* inflatedStreams(data: Buffer): Generator<string> {
  const text = data.toString('latin1');
  const pattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      yield inflateSync(data.subarray(start, end), { finishFlush: 2 }).toString('latin1');
    } catch {
      // Not Flate (an image, or damaged): no dictionaries to find there.
    }
    pattern.lastIndex = end;
  }
}

export function checkPdf(data: Buffer): void {
  const head = data.toString('latin1', 0, 16);
  if (!/^%PDF-[12]\.\d/.test(head)) throw new AttachmentRefused('invalid', 'no PDF header');
  const tail = data.toString('latin1', Math.max(0, data.length - 1024));
  if (!tail.includes('%%EOF')) throw new AttachmentRefused('invalid', 'no %%EOF (truncated)');
  const text = data.toString('latin1');
  if (!/startxref\s+\d+/.test(text)) throw new AttachmentRefused('invalid', 'no cross-reference');
  if (!/\d+\s+\d+\s+obj\b/.test(text)) throw new AttachmentRefused('invalid', 'no objects');
  const found = hasActiveName(text);
  if (found) throw new AttachmentRefused('active_pdf', `contains ${found}`);
  for (const stream of inflatedStreams(data)) {
    const inner = hasActiveName(stream);
    if (inner) throw new AttachmentRefused('active_pdf', `compressed stream contains ${inner}`);
  }
}

async function prepareImage(data: Buffer, kind: 'jpeg' | 'png'): Promise<PreparedAttachment> {
  return imageJob(async () => {
    const decoded = await decodeImage(data, { kinds: [kind], maxSide: ATTACHMENT_IMAGE_MAX_SIDE, ...(kind === 'jpeg' ? { background: '#ffffff' } : {}) });
    const encode = (pipeline: ReturnType<typeof fromPixels>) =>
      kind === 'jpeg' ? pipeline.removeAlpha().jpeg({ quality: 85, mozjpeg: true }).toBuffer() : pipeline.png({ compressionLevel: 9 }).toBuffer();
    const [image, thumb] = await Promise.all([
      encode(fromPixels(decoded)),
      encode(fromPixels(decoded).resize(ATTACHMENT_THUMB_SIDE, ATTACHMENT_THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })),
    ]);
    return kind === 'jpeg'
      ? { kind: 'image', contentType: 'image/jpeg', extension: 'jpg', data: image, thumb }
      : { kind: 'image', contentType: 'image/png', extension: 'png', data: image, thumb };
  });
}

/** Checks and prepares an upload for storing; throws AttachmentRefused. */
export async function prepareAttachment(data: Buffer): Promise<PreparedAttachment> {
  const image = sniffImage(data);
  if (image === 'jpeg' || image === 'png') {
    try {
      return await prepareImage(data, image);
    } catch (error) {
      if (error instanceof InvalidImageError) throw new AttachmentRefused('invalid', error.reason);
      throw error;
    }
  }
  if (data.toString('latin1', 0, 5) === '%PDF-') {
    checkPdf(data);
    return { kind: 'pdf', contentType: 'application/pdf', extension: 'pdf', data, thumb: null };
  }
  throw new AttachmentRefused('invalid', 'not JPEG, PNG or PDF');
}

/** A fresh key for a dialog's attachment (its thumbnail's key follows from it). */
export function newAttachmentKey(dialogId: number, extension: PreparedAttachment['extension']): string {
  return `messages/${dialogId}/${randomBytes(16).toString('hex')}.${extension}`;
}

export function attachmentThumbKey(key: string): string {
  return key.replace(/\.(jpg|png)$/, '-thumb.$1');
}

/** The file name shown in the chat: the uploaded name without paths and control characters. */
export function attachmentName(filename: string, extension: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return clean === '' ? `attachment.${extension}` : clean;
}
