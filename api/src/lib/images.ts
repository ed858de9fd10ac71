// Uploaded images (avatars) are judged by their content, never by their name or declared type:
// only JPEG and PNG by their magic bytes, with dimensions read from the header BEFORE decoding (a
// small file can claim a huge canvas: a decompression bomb), and only complete files. Accepted
// images are decoded and re-encoded as JPEG, which drops every metadata block (EXIF with GPS
// position, camera serials, comments) and anything hidden after the image data.
import { defaultFormats, Jimp } from 'jimp';

export type ImageKind = 'jpeg' | 'png';

/** Larger canvases are refused before decoding (40 MP is more than any phone camera's default). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Longest side allowed, whatever the area (a 1 × 40,000,000 strip is as unwelcome). */
export const MAX_IMAGE_SIDE = 20_000;

export class InvalidImageError extends Error {
  constructor(readonly reason: string) {
    super(`invalid image: ${reason}`);
    this.name = 'InvalidImageError';
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= PNG_SIGNATURE.length && data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  return null;
}

export interface ImageHeader {
  kind: ImageKind;
  width: number;
  height: number;
}

/** PNG: the IHDR chunk must come first (PNG spec §5.6); it holds width and height. */
function pngHeader(data: Buffer): ImageHeader | null {
  if (data.length < 33) return null;
  if (data.readUInt32BE(8) !== 13 || data.toString('latin1', 12, 16) !== 'IHDR') return null;
  // A complete IEND chunk (length 0, type, CRC) must be there: a cut-off upload is refused, not half-decoded.
  const end = data.lastIndexOf('IEND', undefined, 'latin1');
  if (end < 37 || end + 8 > data.length || data.readUInt32BE(end - 4) !== 0) return null;
  return { kind: 'png', width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** Start-of-frame markers (SOF0–SOF15 without DHT C4, JPG C8 and DAC CC) carry the dimensions. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/**
 * JPEG: walks the marker segments up to the first frame header and the start of scan. The image data
 * after the start of scan must be followed by an end-of-image marker: inside entropy-coded data 0xFF
 * is always stuffed (FF 00), so an FF D9 after the scan starts can only be the real end — a truncated
 * upload has none (an EOI earlier in the file belongs to an EXIF thumbnail and does not count).
 */
function jpegHeader(data: Buffer): ImageHeader | null {
  let offset = 2;
  let frame: { width: number; height: number } | null = null;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and RST0–7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > data.length) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7) return null;
      frame = { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    if (marker === 0xda) {
      if (!frame) return null;
      const scanStart = offset + 2 + length;
      const end = data.lastIndexOf(Buffer.from([0xff, 0xd9]));
      if (end < scanStart) return null;
      return { kind: 'jpeg', ...frame };
    }
    offset += 2 + length;
  }
  return null;
}

/** The image's kind and size from its header, or null when it is not a complete JPEG or PNG. */
export function readImageHeader(data: Buffer): ImageHeader | null {
  const kind = sniffImage(data);
  if (kind === 'png') return pngHeader(data);
  if (kind === 'jpeg') return jpegHeader(data);
  return null;
}

/** Throws InvalidImageError unless the data is a complete JPEG or PNG of acceptable dimensions. */
export function checkImage(data: Buffer): ImageHeader {
  const header = readImageHeader(data);
  if (!header) throw new InvalidImageError('not a complete JPEG or PNG');
  const { width, height } = header;
  if (width < 1 || height < 1) throw new InvalidImageError('empty canvas');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new InvalidImageError(`too large: ${width}x${height}`);
  }
  return header;
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

interface Bitmap {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The EXIF orientation (1–8) of a JPEG, from the TIFF block of its APP1 segment; 1 when absent or
 * unreadable. Phones store portrait photos sideways with this tag: the stored avatar is turned upright.
 */
export function exifOrientation(data: Buffer): number {
  let offset = 2;
  while (offset + 4 <= data.length && data[offset] === 0xff) {
    const marker = data[offset + 1]!;
    if (marker === 0xda || marker === 0xd9) break;
    const length = data.readUInt16BE(offset + 2);
    const start = offset + 4;
    if (marker === 0xe1 && length >= 16 && data.toString('latin1', start, start + 6) === 'Exif\0\0') {
      return orientationFromTiff(data.subarray(start + 6, offset + 2 + length));
    }
    offset += 2 + length;
  }
  return 1;
}

function orientationFromTiff(tiff: Buffer): number {
  if (tiff.length < 8) return 1;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const u16 = (at: number) => (order === 'II' ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (order === 'II' ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    // Orientation (0x0112), type SHORT: the value sits in the first two bytes of the value field.
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** Turns a bitmap upright for an EXIF orientation (the mapping of sylvana.net/jpegcrop/exif_orientation). */
export function applyOrientation(bitmap: Bitmap, orientation: number): Bitmap {
  if (orientation < 2 || orientation > 8) return bitmap;
  const { width: w, height: h, data: source } = bitmap;
  const swap = orientation > 4;
  const width = swap ? h : w;
  const height = swap ? w : h;
  const sourceOf: (x: number, y: number) => [number, number] = {
    2: (x: number, y: number): [number, number] => [w - x - 1, y],
    3: (x: number, y: number): [number, number] => [w - x - 1, h - y - 1],
    4: (x: number, y: number): [number, number] => [x, h - y - 1],
    5: (x: number, y: number): [number, number] => [y, x],
    6: (x: number, y: number): [number, number] => [y, h - x - 1],
    7: (x: number, y: number): [number, number] => [w - y - 1, h - x - 1],
    8: (x: number, y: number): [number, number] => [w - y - 1, x],
  }[orientation]!;
  const data = Buffer.alloc(source.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [sx, sy] = sourceOf(x, y);
      data.writeUInt32BE(source.readUInt32BE((w * sy + sx) * 4), (width * y + x) * 4);
    }
  }
  return { data, width, height };
}

const MIME: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png' };

/**
 * Decodes with the format's own decoder (chosen by the checked magic bytes; Jimp's detection by
 * content would load an ESM module at run time). Errors of the decoder mean a broken file.
 */
type JimpImage = InstanceType<typeof Jimp>;

async function decode(data: Buffer, header: ImageHeader): Promise<JimpImage> {
  const format = defaultFormats.map((create) => create()).find((candidate) => candidate.mime === MIME[header.kind]);
  if (!format) throw new Error(`no decoder for ${header.kind}`);
  let bitmap: Bitmap;
  try {
    bitmap = await (format.decode as (input: Buffer) => Bitmap | Promise<Bitmap>)(data);
  } catch {
    throw new InvalidImageError('cannot be decoded');
  }
  if (bitmap.width !== header.width || bitmap.height !== header.height || bitmap.data.length !== bitmap.width * bitmap.height * 4) {
    throw new InvalidImageError('decoded size differs from the header');
  }
  if (header.kind === 'jpeg') bitmap = applyOrientation(bitmap, exifOrientation(data));
  return new Jimp(bitmap);
}

/** Decodes a checked image and re-encodes the three avatar sizes as JPEG (no metadata survives). */
export async function makeAvatarImages(data: Buffer): Promise<AvatarImages> {
  const header = checkImage(data);
  let large = await decode(data, header);
  // Everything after decoding works on the 512-pixel version: a 12 MP photo is scaled once, not thrice.
  if (large.bitmap.width > AVATAR_MAX_SIDE || large.bitmap.height > AVATAR_MAX_SIDE) {
    large.scaleToFit({ w: AVATAR_MAX_SIDE, h: AVATAR_MAX_SIDE });
  }
  if (header.kind === 'png') {
    // JPEG has no transparency: lay the picture on white instead of letting clear pixels turn black.
    const background = new Jimp({ width: large.bitmap.width, height: large.bitmap.height, color: 0xffffffff });
    background.composite(large, 0, 0);
    large = background;
  }
  const thumb = large.clone().cover({ w: AVATAR_THUMB_SIDE, h: AVATAR_THUMB_SIDE });
  const thumb64 = large.clone().cover({ w: AVATAR_THUMB_64_SIDE, h: AVATAR_THUMB_64_SIDE });
  const [avatarJpeg, thumbJpeg, thumb64Jpeg] = await Promise.all([
    large.getBuffer('image/jpeg', { quality: JPEG_QUALITY }),
    thumb.getBuffer('image/jpeg', { quality: JPEG_QUALITY }),
    thumb64.getBuffer('image/jpeg', { quality: JPEG_QUALITY }),
  ]);
  return { avatar: avatarJpeg, thumb: thumbJpeg, thumb64: thumb64Jpeg };
}
