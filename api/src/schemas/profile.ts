// `POST /api/users/{id}`: the contract's two forms (About me, or the notification settings alone),
// plus what only the API sees — the multipart `file`, read into memory and checked by its header.
import { profileFieldsSchema, settingsFieldsSchema, objectOrEmpty } from '@bizmarkt/shared/contract';
import { z } from 'zod';
import { customRule } from '../lib/form-validation';
import { UPLOAD_POLICIES } from '../lib/upload-check';
import { uploadRefinement } from './upload-refinement';

/** A file part of a multipart request, read into memory (at most MAX_UPLOAD_BYTES). */
export interface UploadedFile {
  /** As the client sent it; undefined for a file part without a name (busboy reads one sent as octet-stream as a file). */
  filename: string | undefined;
  mimetype: string;
  data: Buffer;
  /** The upload was larger than the limit and was cut off. */
  truncated: boolean;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data) && typeof (value as UploadedFile).truncated === 'boolean';
}

/** The upload check's cheap part (content type, size, image header); decoding comes in the handler. */
const fileSchema = z.custom<UploadedFile>(isUploadedFile, customRule('accounts.image_invalid')).superRefine(uploadRefinement(UPLOAD_POLICIES.avatar));

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
