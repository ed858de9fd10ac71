// Uploaded images are judged by their content, never by their name or declared type: only JPEG, PNG
// and WebP by their magic bytes, with dimensions read from the header BEFORE anything decodes them
// (a small file can claim a huge canvas: a decompression bomb), and only complete files. An SVG, a
// GIF or HTML renamed to .png has none of these signatures and never reaches the decoder.

export type ImageKind = 'jpeg' | 'png' | 'webp';

export const IMAGE_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'webp'];

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
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
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

const u24le = (data: Buffer, at: number) => data[at]! | (data[at + 1]! << 8) | (data[at + 2]! << 16);

/**
 * WebP (RIFF container): the RIFF size must cover the whole file (a cut-off upload is refused); the
 * first chunk is VP8 (lossy: 14-bit sizes after the start code), VP8L (lossless: sizes − 1 packed in
 * 28 bits) or VP8X (extended: the canvas size − 1 as two 24-bit numbers).
 */
function webpHeader(data: Buffer): ImageHeader | null {
  if (data.length < 30) return null;
  const riffSize = data.readUInt32LE(4);
  if (riffSize % 2 === 1 || riffSize + 8 > data.length) return null;
  const chunk = data.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    if (data[23] !== 0x9d || data[24] !== 0x01 || data[25] !== 0x2a) return null;
    return { kind: 'webp', width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (data[20] !== 0x2f) return null;
    const bits = data.readUInt32LE(21);
    return { kind: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { kind: 'webp', width: u24le(data, 24) + 1, height: u24le(data, 27) + 1 };
  return null;
}

/** The image's kind and size from its header, or null when it is not a complete JPEG, PNG or WebP. */
export function readImageHeader(data: Buffer): ImageHeader | null {
  const kind = sniffImage(data);
  if (kind === 'png') return pngHeader(data);
  if (kind === 'jpeg') return jpegHeader(data);
  if (kind === 'webp') return webpHeader(data);
  return null;
}

/** Throws InvalidImageError unless the data is a complete image of an allowed kind and acceptable size. */
export function checkImage(data: Buffer, kinds: readonly ImageKind[] = IMAGE_KINDS): ImageHeader {
  const header = readImageHeader(data);
  if (!header || !kinds.includes(header.kind)) throw new InvalidImageError(`not a complete ${kinds.join('/')} image`);
  const { width, height } = header;
  if (width < 1 || height < 1) throw new InvalidImageError('empty canvas');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new InvalidImageError(`too large: ${width}x${height}`);
  }
  return header;
}
