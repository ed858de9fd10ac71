import sharp from 'sharp';
import { checkImage, createJobLimiter, InvalidImageError, makeAvatarImages, readImageHeader, sniffImage } from './images';

let jpeg: Buffer;
let png: Buffer;
let webp: Buffer;
let lossless: Buffer;

/** Left half red, right half blue: orientation changes become visible in the pixels. */
function halves(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels.set(x < width / 2 ? [255, 0, 0] : [0, 0, 255], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

beforeAll(async () => {
  jpeg = await halves(40, 20).jpeg({ quality: 95 }).toBuffer();
  png = await halves(40, 20).png().toBuffer();
  webp = await halves(40, 20).webp().toBuffer();
  lossless = await halves(40, 20).webp({ lossless: true }).toBuffer();
});

/** A JPEG segment (marker + length + payload). */
function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

const afterSoi = (data: Buffer, insert: Buffer) => Buffer.concat([data.subarray(0, 2), insert, data.subarray(2)]);

describe('sniffImage and readImageHeader', () => {
  it('knows JPEG, PNG and WebP by their bytes, and nothing else', () => {
    expect(sniffImage(jpeg)).toBe('jpeg');
    expect(sniffImage(png)).toBe('png');
    expect(sniffImage(webp)).toBe('webp');
    expect(sniffImage(Buffer.from('GIF89a....'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it('reads the dimensions from the header', async () => {
    expect(readImageHeader(jpeg)).toEqual({ kind: 'jpeg', width: 40, height: 20 });
    expect(readImageHeader(png)).toEqual({ kind: 'png', width: 40, height: 20 });
    expect(readImageHeader(webp)).toEqual({ kind: 'webp', width: 40, height: 20 });
    expect(readImageHeader(lossless)).toEqual({ kind: 'webp', width: 40, height: 20 });
    // With an alpha channel and EXIF, WebP uses the extended (VP8X) header.
    const extended = await sharp(png)
      .ensureAlpha(0.5)
      .withExif({ IFD0: { Copyright: 'x' } })
      .webp()
      .toBuffer();
    expect(extended.toString('latin1', 12, 16)).toBe('VP8X');
    expect(readImageHeader(extended)).toEqual({ kind: 'webp', width: 40, height: 20 });
  });

  it("refuses truncated files, also when an earlier end marker (an EXIF thumbnail's) is present", () => {
    for (const cut of [1, 2, 50, Math.floor(jpeg.length / 2)]) expect(readImageHeader(jpeg.subarray(0, jpeg.length - cut))).toBeNull();
    for (const cut of [1, 12, 100]) expect(readImageHeader(png.subarray(0, png.length - cut))).toBeNull();
    for (const cut of [2, 10]) expect(readImageHeader(webp.subarray(0, webp.length - cut))).toBeNull();
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

  it('accepts only the kinds asked for', () => {
    expect(() => checkImage(webp, ['jpeg', 'png'])).toThrow(InvalidImageError);
    expect(checkImage(webp, ['webp']).kind).toBe('webp');
  });
});

describe('makeAvatarImages', () => {
  it('makes three upright JPEGs without metadata', async () => {
    // Orientation 6 (the phone was turned): stored sideways, shown a quarter turn clockwise.
    const rotated = await halves(40, 20)
      .withExif({ IFD0: { Artist: 'Secret Camera' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const images = await makeAvatarImages(rotated);
    expect(readImageHeader(images.avatar)).toEqual({ kind: 'jpeg', width: 20, height: 40 });
    expect(readImageHeader(images.thumb)).toEqual({ kind: 'jpeg', width: 114, height: 114 });
    expect(readImageHeader(images.thumb64)).toEqual({ kind: 'jpeg', width: 64, height: 64 });
    const metadata = await sharp(images.avatar).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(images.avatar.includes(Buffer.from('Secret Camera', 'latin1'))).toBe(false);
    // Turned clockwise: the red half (left) is now on top, the blue one below.
    const { data, info } = await sharp(images.avatar).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3);
    const [topRed, , topBlue] = pixel(10, 5);
    const [bottomRed, , bottomBlue] = pixel(10, 35);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('never enlarges, and turns transparency white', async () => {
    const clear = await sharp({ create: { width: 30, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const images = await makeAvatarImages(clear);
    expect(readImageHeader(images.avatar)).toEqual({ kind: 'jpeg', width: 30, height: 30 });
    const { dominant } = await sharp(images.avatar).stats();
    expect(dominant.r).toBeGreaterThan(240);
  });

  it('throws InvalidImageError for data that does not decode, and keeps working', async () => {
    const garbled = Buffer.from(jpeg);
    garbled.fill(0x55, 200, garbled.length - 2);
    await expect(makeAvatarImages(garbled)).rejects.toBeInstanceOf(InvalidImageError);
    await expect(makeAvatarImages(Buffer.from('nope'))).rejects.toBeInstanceOf(InvalidImageError);
    expect(readImageHeader((await makeAvatarImages(webp)).thumb64)).toMatchObject({ width: 64 });
  });
});

describe('createJobLimiter', () => {
  it('runs at most the limit at once, in order', async () => {
    const run = createJobLimiter(2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setImmediate(resolve));
      order.push(n);
      active -= 1;
      if (n === 2) throw new Error('a failing job frees its place');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => run(job(n))));
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
  });
});
