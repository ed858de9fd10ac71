// A file field's schema runs the upload check's cheap part (upload-check.ts: name, size, type by
// content, image header) and reports a refusal as the form validation words it: one message, the
// policy's own (e.g. "The picture must be a complete JPEG, PNG or WebP image…").
import type { z } from 'zod';
import { customRule } from '../lib/form-validation';
import type { MessageKey } from '../lib/messages';
import { precheckUpload, type UploadPolicy, type UploadRefusalReason } from '../lib/upload-check';
import type { UploadedFile } from '../lib/uploaded-file';

const INVALID: Record<UploadPolicy['name'], MessageKey> = {
  avatar: 'accounts.image_invalid',
  listing_image: 'listing_images.image_invalid',
  chat_attachment: 'messaging.attachment_invalid',
  // The sellerboard route reads its file itself (its messages are its own).
  sellerboard_file: 'validation.invalid',
  data_room_document: 'data_room.document_invalid',
};

function ruleFor(reason: UploadRefusalReason, policy: UploadPolicy) {
  if (reason === 'no_name') return customRule('uploads.no_name');
  if (reason === 'too_large') return customRule('accounts.file_too_large', { max: Math.floor(policy.maxBytes / 1024) });
  return customRule(INVALID[policy.name]);
}

export function uploadRefinement(policy: UploadPolicy) {
  return (file: UploadedFile, context: z.RefinementCtx) => {
    const refused = precheckUpload(file, policy);
    if (!refused) return;
    const rule = ruleFor(refused.reason, policy);
    context.addIssue({ code: 'custom', message: rule.message, params: rule.params });
  };
}
