import zlib from 'node:zlib';
import { createAvatarProcessor } from './avatar-processor';
import { InvalidImageError, readImageHeader } from './images';

jest.setTimeout(60_000);

/** A small RGBA PNG written with zlib. */
function png(width: number, height: number): Buffer {
  const row = width * 4 + 1;
  const raw = Buffer.alloc(row * height, 0x80);
  for (let y = 0; y < height; y += 1) raw[y * row] = 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('createAvatarProcessor (a worker thread)', () => {
  const processor = createAvatarProcessor();
  afterAll(() => processor.close());

  it('answers the three sizes', async () => {
    const images = await processor.process(png(600, 300));
    expect(readImageHeader(images.avatar)).toEqual({ kind: 'jpeg', width: 512, height: 256 });
    expect(readImageHeader(images.thumb)).toEqual({ kind: 'jpeg', width: 114, height: 114 });
    expect(readImageHeader(images.thumb64)).toEqual({ kind: 'jpeg', width: 64, height: 64 });
  });

  it('rejects what is not a picture with InvalidImageError, and keeps working', async () => {
    await expect(processor.process(Buffer.from('not a picture'))).rejects.toEqual(
      expect.objectContaining({ name: 'InvalidImageError', reason: 'not a complete JPEG or PNG' }),
    );
    expect(readImageHeader((await processor.process(png(20, 20))).thumb64)).toMatchObject({ width: 64 });
  });

  it('abandons a job that takes too long and replaces the worker', async () => {
    const impatient = createAvatarProcessor(1);
    await expect(impatient.process(png(300, 300))).rejects.toBeInstanceOf(InvalidImageError);
    await impatient.close();
  });
});
