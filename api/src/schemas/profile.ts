// `POST /api/users/{id}`: the contract's two forms (About me, or the notification settings alone),
// plus what only the API sees — the multipart `file`, read into memory and checked by its header.
import { profileFieldsSchema, settingsFieldsSchema, objectOrEmpty } from '@bizmarkt/shared/contract';
import { z } from 'zod';
import { customRule } from '../lib/form-validation';
import { readImageHeader, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../lib/images';
import { MAX_UPLOAD_BYTES } from '../plugins/external/multipart';

/** A file part of a multipart request, read into memory (at most MAX_UPLOAD_BYTES). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
  /** The upload was larger than the limit and was cut off. */
  truncated: boolean;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data) && typeof (value as UploadedFile).truncated === 'boolean';
}

/** A cheap look at the header (magic bytes, dimensions, completeness); decoding comes in the handler. */
function plausibleImage(file: UploadedFile): boolean {
  const header = readImageHeader(file.data);
  return (
    header !== null &&
    header.width > 0 &&
    header.height > 0 &&
    header.width <= MAX_IMAGE_SIDE &&
    header.height <= MAX_IMAGE_SIDE &&
    header.width * header.height <= MAX_IMAGE_PIXELS
  );
}

const fileSchema = z
  .custom<UploadedFile>(isUploadedFile, customRule('accounts.image_invalid'))
  .refine((file) => !file.truncated, customRule('accounts.file_too_large', { max: MAX_UPLOAD_BYTES / 1024 }))
  .refine((file) => file.truncated || plausibleImage(file), customRule('accounts.image_invalid'));

const profileForm = profileFieldsSchema.extend({ kind: z.literal('profile'), file: fileSchema.nullish() });
const settingsForm = settingsFieldsSchema.extend({ kind: z.literal('settings') });

/**
 * Which of the two forms a request is: the settings panel sends `notification_settings` alone; every
 * other request is a profile save. The form is named in `kind`, so each is validated by its own rules.
 */
function withKind(value: unknown): Record<string, unknown> {
  const body = objectOrEmpty(value) as Record<string, unknown>;
  const settings = body.notification_settings;
  return { ...body, kind: settings === undefined || settings === null ? 'profile' : 'settings' };
}

export const updateUserBodySchema = z.preprocess(withKind, z.discriminatedUnion('kind', [profileForm, settingsForm]));
export type ProfileUpdate = z.output<typeof profileForm>;
