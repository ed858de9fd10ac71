// A PDF writer for the hostile-upload tests (hostile-files.ts): objects laid out plain, in compressed
// object streams behind any chain of the standard filters, with a cross-reference table or stream, as
// an incremental update of an earlier revision. Made in code at test time.
import zlib from 'node:zlib';

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

export const latin1 = (text: string) => Buffer.from(text, 'latin1');

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
