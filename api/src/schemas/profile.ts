// `POST /api/users/{id}`: the contract's two forms (About me, or the notification settings alone),
// plus what only the API sees — the multipart `file`, read into memory and checked by its header.
import { profileFieldsSchema, settingsFieldsSchema, objectOrEmpty } from '@bizmarkt/shared/contract';
import { z } from 'zod';
import { customRule } from '../lib/form-validation';
import { UPLOAD_POLICIES } from '../lib/upload-check';
import { isUploadedFile, type UploadedFile } from '../lib/uploaded-file';
import { uploadRefinement } from './upload-refinement';

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
