// `POST /api/businesses/{id}/images`: one multipart `file`, read into memory (at most
// LISTING_IMAGE_MAX_BYTES) and looked at by the upload check here; decoding comes in the handler.
import { z } from 'zod';
import { customRule } from '../lib/form-validation';
import { UPLOAD_POLICIES } from '../lib/upload-check';
import { isUploadedFile, type UploadedFile } from '../lib/uploaded-file';
import { uploadRefinement } from './upload-refinement';

export const listingImageUploadBodySchema = z.object({
  file: z.custom<UploadedFile>(isUploadedFile, customRule('listing_images.image_invalid')).superRefine(uploadRefinement(UPLOAD_POLICIES.listingImage)),
});
