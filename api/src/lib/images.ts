// Image processing with sharp (libvips): after the header checks of images-header.ts, the picture is
// decoded with the pixel limit set (a pixel flood fails before memory is taken), turned upright by its
// EXIF orientation, and re-encoded. sharp writes no metadata unless asked (no EXIF with GPS position,
// camera serials or comments, no XMP, no ICC profile: colours are converted to sRGB), and nothing
// hidden after the image data survives a re-encode.
//
// Why no worker thread (Jimp needed one): sharp does its work on libuv's thread pool, so the event
// loop keeps answering. That pool (4 threads by default) also runs scrypt password hashing and file
// I/O, so at most IMAGE_JOBS_AT_ONCE pictures are processed at a time and the others wait their turn.
import sharp, { type Sharp } from 'sharp';
import { checkImage, IMAGE_KINDS, InvalidImageError, MAX_IMAGE_PIXELS, type ImageHeader, type ImageKind } from './images-header';

export * from './images-header';

/** Uploads are unique files: libvips' operation cache would only hold memory. */
sharp.cache(false);

export const IMAGE_JOBS_AT_ONCE = 2;
/** Longer than any real photo needs (well under a second for 12 MP); a pathological file is abandoned. */
export const IMAGE_TIMEOUT_SECONDS = 20;

/** Runs at most `limit` jobs at once, in the order they came. */
export function createJobLimiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await job();
    } finally {
      release();
    }
  };
}

/** Runs one picture's whole work (decode and encodes) in turn with the others. */
export const imageJob = createJobLimiter(IMAGE_JOBS_AT_ONCE);

/**
 * The decoder for a checked image: only the format its magic bytes named (libvips would otherwise
 * pick a loader by content too), the pixel limit set, and 'warning' as the failure level, so a file
 * the decoder finds damaged is refused rather than half-read.
 */
function decoder(data: Buffer): Sharp {
  return sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning', autoOrient: true, sequentialRead: true }).timeout({
    seconds: IMAGE_TIMEOUT_SECONDS,
  });
}

export interface DecodedImage {
  header: ImageHeader;
  /** RGBA pixels, upright. */
  pixels: Buffer;
  width: number;
  height: number;
}

/** libvips' own complaints (bad data, limits, timeouts) mean the file is not acceptable. */
function asInvalid(error: unknown): never {
  if (error instanceof InvalidImageError) throw error;
  const message = error instanceof Error ? error.message : String(error);
  throw new InvalidImageError(`cannot be decoded (${message.split('\n')[0]})`);
}

/**
 * Checks, decodes and scales an image to fit `maxSide` (never enlarged); `background` lays a
 * transparent picture on a colour (JPEG has no transparency). Throws InvalidImageError.
 * Call it inside `imageJob` together with the encoding.
 */
export async function decodeImage(
  data: Buffer,
  { kinds = IMAGE_KINDS, maxSide, background }: { kinds?: readonly ImageKind[]; maxSide: number; background?: string },
): Promise<DecodedImage> {
  const header = checkImage(data, kinds);
  try {
    const { format } = await decoder(data).metadata();
    if (format !== header.kind) throw new InvalidImageError(`content is ${format}, header says ${header.kind}`);
    let pipeline = decoder(data).resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
    pipeline = background ? pipeline.flatten({ background }).ensureAlpha() : pipeline.ensureAlpha();
    const { data: pixels, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
    return { header, pixels, width: info.width, height: info.height };
  } catch (error) {
    return asInvalid(error);
  }
}

/** A pipeline over decoded pixels, for encoding one size. */
export function fromPixels(image: DecodedImage): Sharp {
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } });
}

export interface AvatarImages {
  /** At most 512 px on its longest side (never enlarged). */
  avatar: Buffer;
  /** 114 × 114, cropped to cover (spec §9: the avatar preview). */
  thumb: Buffer;
  /** 64 × 64, cropped to cover (the messaging list). */
  thumb64: Buffer;
}

export const AVATAR_MAX_SIDE = 512;
export const AVATAR_THUMB_SIDE = 114;
export const AVATAR_THUMB_64_SIDE = 64;
const JPEG_QUALITY = 85;

/** Decodes a checked image and re-encodes the three avatar sizes as JPEG (no metadata survives). */
export function makeAvatarImages(data: Buffer): Promise<AvatarImages> {
  return imageJob(async () => {
    // Everything after decoding works on the 512-pixel version: a 12 MP photo is scaled once, not thrice.
    const large = await decodeImage(data, { maxSide: AVATAR_MAX_SIDE, background: '#ffffff' });
    const jpeg = (pipeline: Sharp) => pipeline.removeAlpha().jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
    const square = (side: number) => fromPixels(large).resize(side, side, { fit: 'cover' });
    const [avatar, thumb, thumb64] = await Promise.all([jpeg(fromPixels(large)), jpeg(square(AVATAR_THUMB_SIDE)), jpeg(square(AVATAR_THUMB_64_SIDE))]);
    return { avatar, thumb, thumb64 };
  });
}
