// A file part of a multipart request as the routes get it (plugins/app/bodies.ts reads the parts into
// the body), and the largest one the multipart reader accepts (plugins/external/multipart.ts).

/** The largest upload accepted (an avatar; re-encoded to a few dozen KB anyway). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

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
