// Chat attachments (issue #12) are judged by their content, never by their name or declared type,
// through the shared upload check (upload-check.ts, policy `chatAttachment`):
// - JPEG and PNG by magic bytes and header (dimensions checked before decoding: a pixel flood is refused
//   unread), then decoded and re-encoded in the same format without any metadata, plus a thumbnail;
// - PDF parsed by pdf-lib, refused when it carries active content (JavaScript, automatic actions,
//   embedded files, launch actions, XFA…) wherever it hides, and otherwise stored as saved anew
//   (pdf-sanitize.ts): nothing after %%EOF, no links leaving the document.
// Anything else (an SVG renamed .png, HTML, a ZIP) is refused.
import { randomBytes } from 'node:crypto';
import { decodeImage, fromPixels, imageJob } from './images';
import { checkUpload, refusalOf, UPLOAD_POLICIES } from './upload-check';
import type { UploadedFile } from './uploaded-file';

export const ATTACHMENT_IMAGE_MAX_SIDE = 2560;
export const ATTACHMENT_THUMB_SIDE = 320;

export interface PreparedAttachment {
  kind: 'image' | 'pdf';
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  extension: 'jpg' | 'png' | 'pdf';
  data: Buffer;
  /** Images only. */
  thumb: Buffer | null;
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

/** Checks and prepares an upload for storing (the PDF rewritten, the image re-encoded); throws UploadRefused. */
export async function prepareAttachment(file: UploadedFile | undefined): Promise<PreparedAttachment> {
  const checked = await checkUpload(file, UPLOAD_POLICIES.chatAttachment);
  if (checked.kind === 'pdf') return { kind: 'pdf', contentType: 'application/pdf', extension: 'pdf', data: checked.data, thumb: null };
  if (checked.kind !== 'image' || (checked.format !== 'jpeg' && checked.format !== 'png')) throw new Error('the chat policy accepts JPEG, PNG and PDF only');
  try {
    return await prepareImage(checked.data, checked.format);
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}

/** A fresh key for a dialog's attachment (its thumbnail's key follows from it). */
export function newAttachmentKey(dialogId: number, extension: PreparedAttachment['extension']): string {
  return `messages/${dialogId}/${randomBytes(16).toString('hex')}.${extension}`;
}

export function attachmentThumbKey(key: string): string {
  return key.replace(/\.(jpg|png)$/, '-thumb.$1');
}

/** The file name shown in the chat: the uploaded name without paths and control characters. */
export function attachmentName(filename: string | undefined, extension: string): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what this strips
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return clean === '' ? `attachment.${extension}` : clean;
}
