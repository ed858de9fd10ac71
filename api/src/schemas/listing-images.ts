// `POST /api/businesses/{id}/images`: one multipart `file`, read into memory (at most
// LISTING_IMAGE_MAX_BYTES) and looked at by its header here; decoding comes in the handler.
import { LISTING_IMAGE_MAX_BYTES } from '@bizmarkt/shared/contract';
import { z } from 'zod';
import { customRule } from '../lib/form-validation';
import { checkImage, InvalidImageError } from '../lib/images';
import { isUploadedFile, type UploadedFile } from './profile';

function plausibleImage(file: UploadedFile): boolean {
  try {
    checkImage(file.data);
    return true;
  } catch (error) {
    if (error instanceof InvalidImageError) return false;
    throw error;
  }
}

export const listingImageUploadBodySchema = z.object({
  file: z
    .custom<UploadedFile>(isUploadedFile, customRule('listing_images.image_invalid'))
    .refine((file) => !file.truncated, customRule('accounts.file_too_large', { max: LISTING_IMAGE_MAX_BYTES / 1024 }))
    .refine((file) => file.truncated || plausibleImage(file), customRule('listing_images.image_invalid')),
});
