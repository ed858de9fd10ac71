// `POST /api/messages`: a text (JSON or form) or a file (multipart `media`, read into memory up to
// ATTACHMENT_MAX_BYTES and judged by content in the handler), told apart by `type` (spec §7).
import { ATTACHMENT_MAX_BYTES, objectOrEmpty, sendMediaFieldsObjectSchema, sendTextFieldsSchema } from '@bizmarkt/shared/contract';
import { z } from 'zod';
import { customRule } from '../lib/form-validation';
import { isUploadedFile, type UploadedFile } from './profile';

const mediaFile = z
  .custom<UploadedFile>(isUploadedFile, customRule('messaging.attachment_invalid'))
  .refine((file) => !file.truncated, customRule('accounts.file_too_large', { max: ATTACHMENT_MAX_BYTES / 1024 }));

export const sendMessageBodySchema = z.preprocess(
  objectOrEmpty,
  z.discriminatedUnion('type', [sendTextFieldsSchema, sendMediaFieldsObjectSchema.extend({ media: mediaFile })]),
);
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;
