import { defaultFormats, Jimp } from 'jimp';
import {
  applyOrientation,
  checkImage,
  exifOrientation,
  InvalidImageError,
  makeAvatarImages,
  readImageHeader,
  sniffImage,
} from './images';

jest.setTimeout(60_000);

let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  // Left half red, right half blue: orientation changes become visible in the pixels.
  const image = new Jimp({ width: 40, height: 20, color: 0xff0000ff });
  for (let x = 20; x < 40; x += 1) for (let y = 0; y < 20; y += 1) image.setPixelColor(0x0000ffff, x, y);
  jpeg = await image.getBuffer('image/jpeg', { quality: 95 });
  png = await image.getBuffer('image/png');
});

/** A JPEG segment (marker + length + payload). */
function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** An APP1 EXIF block (big-endian TIFF) holding only the Orientation tag. */
function exifWithOrientation(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22);
  return segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

/** Jimp's own JPEG decoder (Jimp.fromBuffer loads an ESM module, which Jest's sandbox refuses). */
async function decodeJpeg(data: Buffer): Promise<{ width: number; height: number; data: Buffer }> {
  const format = defaultFormats.map((create) => create()).find((candidate) => candidate.mime === 'image/jpeg')!;
  return (format.decode as (input: Buffer) => { width: number; height: number; data: Buffer } | Promise<{ width: number; height: number; data: Buffer }>)(data);
}

const afterSoi = (data: Buffer, insert: Buffer) => Buffer.concat([data.subarray(0, 2), insert, data.subarray(2)]);

describe('sniffImage and readImageHeader', () => {
  it('knows JPEG and PNG by their bytes, and nothing else', () => {
    expect(sniffImage(jpeg)).toBe('jpeg');
    expect(sniffImage(png)).toBe('png');
    expect(sniffImage(Buffer.from('GIF89a....'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it('reads the dimensions from the header', () => {
    expect(readImageHeader(jpeg)).toEqual({ kind: 'jpeg', width: 40, height: 20 });
    expect(readImageHeader(png)).toEqual({ kind: 'png', width: 40, height: 20 });
  });

  it('refuses truncated files, also when an earlier end marker (an EXIF thumbnail\'s) is present', () => {
    for (const cut of [1, 2, 50, Math.floor(jpeg.length / 2)]) expect(readImageHeader(jpeg.subarray(0, jpeg.length - cut))).toBeNull();
    for (const cut of [1, 12, 100]) expect(readImageHeader(png.subarray(0, png.length - cut))).toBeNull();
    const withEarlyEnd = afterSoi(jpeg, segment(0xfe, Buffer.from([0xff, 0xd9, 0xff, 0xd9])));
    expect(readImageHeader(withEarlyEnd)).not.toBeNull();
    expect(readImageHeader(withEarlyEnd.subarray(0, withEarlyEnd.length - 10))).toBeNull();
  });
});

describe('checkImage', () => {
  it('refuses canvases over 40 megapixels or 20,000 pixels a side before decoding', () => {
    const withSize = (width: number, height: number) => {
      const copy = Buffer.from(png);
      copy.writeUInt32BE(width, 16);
      copy.writeUInt32BE(height, 20);
      return copy;
    };
    expect(() => checkImage(withSize(7000, 7000))).toThrow(InvalidImageError);
    expect(() => checkImage(withSize(30_000, 10))).toThrow(InvalidImageError);
    expect(() => checkImage(withSize(0, 10))).toThrow(InvalidImageError);
    expect(checkImage(withSize(6000, 4000))).toEqual({ kind: 'png', width: 6000, height: 4000 });
    expect(() => checkImage(Buffer.from('plain text'))).toThrow(InvalidImageError);
  });
});

describe('EXIF orientation', () => {
  it('is read from the APP1 block, 1 without one', () => {
    expect(exifOrientation(jpeg)).toBe(1);
    expect(exifOrientation(afterSoi(jpeg, exifWithOrientation(6)))).toBe(6);
    expect(exifOrientation(afterSoi(jpeg, exifWithOrientation(42)))).toBe(1);
  });

  it('turns a bitmap: 6 is a quarter turn clockwise', () => {
    // 2 × 1: A B  →  1 × 2: A over B.
    const bitmap = { width: 2, height: 1, data: Buffer.from([1, 1, 1, 1, 2, 2, 2, 2]) };
    expect(applyOrientation(bitmap, 6)).toEqual({ width: 1, height: 2, data: Buffer.from([1, 1, 1, 1, 2, 2, 2, 2]) });
    expect(applyOrientation(bitmap, 3)).toEqual({ width: 2, height: 1, data: Buffer.from([2, 2, 2, 2, 1, 1, 1, 1]) });
    expect(applyOrientation(bitmap, 1)).toBe(bitmap);
  });
});

describe('makeAvatarImages', () => {
  it('makes three upright JPEGs without metadata', async () => {
    const rotated = afterSoi(jpeg, exifWithOrientation(6));
    const images = await makeAvatarImages(rotated);
    expect(readImageHeader(images.avatar)).toEqual({ kind: 'jpeg', width: 20, height: 40 });
    expect(readImageHeader(images.thumb)).toEqual({ kind: 'jpeg', width: 114, height: 114 });
    expect(readImageHeader(images.thumb64)).toEqual({ kind: 'jpeg', width: 64, height: 64 });
    expect(exifOrientation(images.avatar)).toBe(1);
    expect(images.avatar.includes(Buffer.from('Exif', 'latin1'))).toBe(false);
    // Turned clockwise: the red half (left) is now on top, the blue one below.
    const decoded = await decodeJpeg(images.avatar);
    const pixel = (x: number, y: number) => decoded.data.subarray((y * decoded.width + x) * 4, (y * decoded.width + x) * 4 + 3);
    const [topRed, , topBlue] = pixel(10, 5);
    const [bottomRed, , bottomBlue] = pixel(10, 35);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('throws InvalidImageError for data that does not decode', async () => {
    const garbled = Buffer.from(jpeg);
    garbled.fill(0, 300, garbled.length - 2);
    await expect(makeAvatarImages(garbled)).rejects.toBeInstanceOf(InvalidImageError);
    await expect(makeAvatarImages(Buffer.from('nope'))).rejects.toBeInstanceOf(InvalidImageError);
  });
});
