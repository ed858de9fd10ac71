// Hostile uploads (issue #27), made in code at test time: PDFs with actions hidden every way a reader
// still finds them (object streams behind each filter, escaped names, incremental updates, appended
// files), polyglots, pixel floods, truncated images, decompression bombs. Nothing big is committed.
// The PDFs are in hostile-pdfs.ts (written by pdf-builder.ts), the ZIPs in zip-files.ts; this file has
// the images and the whole corpus, and is where the suites import all of them from.
import zlib from 'node:zlib';
import sharp from 'sharp';
import { pngFixture } from './accounts';
import { latin1 } from './pdf-builder';
import { cleanPdf, HTML, hostilePdfs, rewrittenPdfs } from './hostile-pdfs';
import { zipBomb, zipFile } from './zip-files';
import { hostileXlsx } from './xlsx-files';

export { ascii85, asciiHex, buildPdf, lzw, runLength, stream, type PdfFilter, type PdfLayout, type PdfObject } from './pdf-builder';
export { cleanPdf, hostilePdfs, pdfIncrementalUpdate, pdfScriptInObjectStream, rewrittenPdfs, type HostilePdf } from './hostile-pdfs';
export { zipBomb, zipFile } from './zip-files';

// ——— images and others ———

/** A JPEG of `width` × `height` with detail in it. */
export async function jpegFixture(width: number, height: number, options: { exifGps?: boolean } = {}): Promise<Buffer> {
  let pipeline = sharp(pngFixture(64, 48)).resize(width, height, { kernel: 'nearest' }).jpeg({ quality: 80 });
  if (options.exifGps) {
    pipeline = pipeline.withExif({
      IFD0: { Make: 'SecretCam', Model: 'GPS-Leak 3000', ImageDescription: 'home of the seller' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 36/1' },
    });
  }
  return pipeline.toBuffer();
}

/** A PNG with a chunk inserted after its header. */
function pngWithChunk(png: Buffer, type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([latin1(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  const afterHeader = 8 + 25;
  return Buffer.concat([png.subarray(0, afterHeader), length, body, crc, png.subarray(afterHeader)]);
}

/** A PNG whose header claims `width` × `height` (its CRC fixed), with the small picture's data. */
export function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(pngFixture(8, 8));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** A JPEG whose frame header claims 65,000 × 65,000 pixels. */
export async function jpegClaimingHuge(): Promise<Buffer> {
  const jpeg = Buffer.from(await jpegFixture(16, 16));
  for (let at = 2; at < jpeg.length - 9;) {
    const marker = jpeg[at + 1]!;
    const length = jpeg.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(65_000, at + 5);
      jpeg.writeUInt16BE(65_000, at + 7);
      return jpeg;
    }
    at += 2 + length;
  }
  throw new Error('no frame header');
}

/**
 * `total` zero bytes, zlib-compressed without ever holding them: one deflated 16 MB block of zeros
 * (flushed, not final) repeated, then a final one for the rest, and the Adler-32 of all-zero data.
 */
function deflatedZeros(total: number): Buffer {
  const chunk = 16 * 1024 * 1024;
  const block = zlib.deflateRawSync(Buffer.alloc(Math.min(chunk, total)), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const count = Math.floor(total / chunk);
  const last = zlib.deflateRawSync(Buffer.alloc(total - count * chunk), { level: 9 });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array.from({ length: count }, () => block), last, adler]);
}

/** A PNG of `width` × `height` black pixels: a few KB to MB that decode to width × height × 3 bytes. */
export function pngBomb(width: number, height: number): Buffer {
  const idat = deflatedZeros((width * 3 + 1) * height);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2; // RGB
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([latin1(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface HostileFile {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
  /** Markers that must not be in anything stored from it. */
  markers: string[];
  /** In the bounded run of `npm test` (the full run takes all). */
  sample?: boolean;
}

const SVG = latin1('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script><rect width="10" height="10"/></svg>');
const PHP = latin1('<?php system($_GET["c"]); ?>');
const MARKERS_HTML = ['<script', '<html'];

/** The whole corpus; each file goes to every upload endpoint. `full: false` leaves out what is slow to make. */
export async function hostileCorpus({ full = true } = {}): Promise<HostileFile[]> {
  const jpeg = await jpegFixture(64, 48);
  const png = pngFixture(40, 30);
  const gif = Buffer.concat([latin1('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), latin1(',\0\0\0\0\x01\0\x01\0\0\x02\x02D\x01\0;'), HTML]);
  const files: HostileFile[] = [
    { name: 'GIF + HTML polyglot', filename: 'cat.gif', contentType: 'image/gif', data: gif, markers: MARKERS_HTML, sample: true },
    {
      name: 'JPEG + HTML polyglot (HTML after the image)',
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      data: Buffer.concat([jpeg, HTML]),
      markers: MARKERS_HTML,
      sample: true,
    },
    {
      name: 'JPEG with JavaScript in a comment segment',
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      data: Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe, 0x00, HTML.length + 2]), HTML, jpeg.subarray(2)]),
      markers: MARKERS_HTML,
    },
    { name: 'PNG with a PHP tail', filename: 'logo.png', contentType: 'image/png', data: Buffer.concat([png, PHP]), markers: ['<?php'], sample: true },
    {
      name: 'PNG with an HTML text chunk',
      filename: 'logo.png',
      contentType: 'image/png',
      data: pngWithChunk(png, 'tEXt', Buffer.concat([latin1('Comment\0'), HTML])),
      markers: MARKERS_HTML,
    },
    {
      name: 'PDF + ZIP polyglot',
      filename: 'contract.pdf',
      contentType: 'application/pdf',
      data: Buffer.concat([cleanPdf(), zipFile('a.html', HTML)]),
      markers: ['PK\x03\x04', ...MARKERS_HTML],
      sample: true,
    },
    { name: 'ZIP with a PDF name', filename: 'contract.pdf', contentType: 'application/pdf', data: zipFile('a.pdf', cleanPdf()), markers: ['PK\x03\x04'] },
    { name: 'SVG named .png', filename: 'image.png', contentType: 'image/png', data: SVG, markers: ['<svg'], sample: true },
    { name: 'SVG sent as image/svg+xml', filename: 'image.svg', contentType: 'image/svg+xml', data: SVG, markers: ['<svg'] },
    { name: 'HTML named .jpg', filename: 'photo.jpg', contentType: 'image/jpeg', data: HTML, markers: MARKERS_HTML },
    {
      name: 'pixel flood PNG (30000 × 30000 declared)',
      filename: 'flood.png',
      contentType: 'image/png',
      data: pngClaiming(30_000, 30_000),
      markers: [],
      sample: true,
    },
    { name: 'pixel flood JPEG (65000 × 65000 declared)', filename: 'flood.jpg', contentType: 'image/jpeg', data: await jpegClaimingHuge(), markers: [] },
    { name: 'truncated PNG', filename: 'cut.png', contentType: 'image/png', data: png.subarray(0, Math.floor(png.length / 2)), markers: [], sample: true },
    { name: 'truncated JPEG', filename: 'cut.jpg', contentType: 'image/jpeg', data: jpeg.subarray(0, Math.floor(jpeg.length / 2)), markers: [] },
    {
      name: 'PNG bomb (50000 × 50000: 7 MB inflating to 7.5 GB)',
      filename: 'bomb.png',
      contentType: 'image/png',
      data: pngBomb(50_000, 50_000),
      markers: [],
      sample: true,
    },
    ...(full
      ? [{ name: 'PNG bomb within the limit (6000 × 6000)', filename: 'big.png', contentType: 'image/png', data: pngBomb(6_000, 6_000), markers: [] }]
      : []),
    {
      name: 'zip bomb (xlsx-shaped, 1 GB inflated)',
      filename: 'export.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: zipBomb(1024),
      markers: [],
      sample: true,
    },
    {
      name: 'JPEG with EXIF GPS',
      filename: 'house.jpg',
      contentType: 'image/jpeg',
      data: await jpegFixture(64, 48, { exifGps: true }),
      markers: ['SecretCam', 'GPS-Leak'],
      sample: true,
    },
    ...hostilePdfs().map((pdf) => ({
      name: `PDF: ${pdf.name}`,
      filename: 'document.pdf',
      contentType: 'application/pdf',
      data: pdf.data,
      markers: [],
      sample: /ASCIIHexDecode FlateDecode|behind ASCII85Decode$|J#61|incremental|bomb|encrypted/.test(pdf.name),
    })),
    // Workbooks the data room's XLSX check refuses (decision 0223); every other endpoint refuses any ZIP.
    ...hostileXlsx().map((file) => ({
      name: `XLSX: ${file.name}`,
      filename: 'export.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: file.data,
      markers: [],
      sample: /macro-enabled|bomb|external workbook/.test(file.name),
    })),
    ...rewrittenPdfs().map((pdf) => ({
      name: `PDF: ${pdf.name}`,
      filename: 'document.pdf',
      contentType: 'application/pdf',
      data: pdf.data,
      markers: ['PK\x03\x04', '<script', 'attacker'],
      sample: /ZIP|URI/.test(pdf.name),
    })),
  ];
  return files;
}

/** 60 MB: over every endpoint's limit. */
export function sixtyMegabytes(): Buffer {
  const data = Buffer.alloc(60 * 1024 * 1024, 0x41);
  pngFixture(4, 4).copy(data);
  return data;
}
