import { api, type UploadProgress } from '@bizmarkt/shared';
import { LISTING_IMAGE_PATHS, type ListingImageUploadResponse } from '@bizmarkt/shared/contract';

/** Long enough for 10 MB on a slow uplink (the client's default is for small JSON calls). */
const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * `POST /api/businesses/{id}/images`: one file, its progress reported as it is sent. A 422 (not an
 * image, too large, too many) is shown on the file's row, so the error catalogue stays silent for it.
 */
export function uploadListingImage(
  businessId: number,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ListingImageUploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<ListingImageUploadResponse>(LISTING_IMAGE_PATHS.images(businessId), form, {
    handled: [422],
    timeoutMs: UPLOAD_TIMEOUT_MS,
    signal,
    onUploadProgress: ({ loaded, total }: UploadProgress) => onProgress(total > 0 ? loaded / total : 0),
  });
}
