// `POST /api/messages`: a text (JSON or form) or a file (multipart `media`, read into memory up to
// ATTACHMENT_MAX_BYTES and judged by content: the upload check's cheap part here, the rest in the
// handler), told apart by `type` (spec §7).
import { objectOrEmpty, sendMediaFieldsObjectSchema, sendTextFieldsSchema } from '@bizmarkt/shared/contract';
import { z } from 'zod';
import { customRule } from '../lib/form-validation';
import { UPLOAD_POLICIES } from '../lib/upload-check';
import { isUploadedFile, type UploadedFile } from '../lib/uploaded-file';
import { uploadRefinement } from './upload-refinement';

const mediaFile = z
  .custom<UploadedFile>(isUploadedFile, customRule('messaging.attachment_invalid'))
  .superRefine(uploadRefinement(UPLOAD_POLICIES.chatAttachment));

export const sendMessageBodySchema = z.preprocess(
  objectOrEmpty,
  z.discriminatedUnion('type', [sendTextFieldsSchema, sendMediaFieldsObjectSchema.extend({ media: mediaFile })]),
);
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;
