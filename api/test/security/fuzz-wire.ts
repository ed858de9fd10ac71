// Requests of the schema fuzzing on the wire (fuzz-requests.ts): values as text fields, query strings
// and JSON; multipart bodies, also broken every way a parser can be caught out; and bodies that are not
// what their content type claims.
import { isFilePart, type FilePart } from './fuzz-arbitraries';

// ——— Text on the wire ———

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes the UTF-8 of `text` (a lone surrogate becomes U+FFFD's bytes, as a browser sends it). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** How a value travels as one text field (a form, a query, a multipart part). */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

/** Top-level fields as [name, text] pairs: lists as repeated names (or `name[]`), objects as JSON or `name[key]`. */
export function fieldPairs(value: unknown, style: number): [string, string | FilePart][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value === undefined ? [] : [['value', asText(value)]];
  const pairs: [string, string | FilePart][] = [];
  for (const [name, item] of Object.entries(value)) {
    if (item === undefined) continue;
    if (isFilePart(item)) pairs.push([name, item]);
    else if (Array.isArray(item)) for (const element of item) pairs.push([style % 2 === 0 ? name : `${name}[]`, asText(element)]);
    else if (typeof item === 'object' && item !== null && style % 3 === 0) {
      for (const [key, inner] of Object.entries(item)) pairs.push([`${name}[${key}]`, asText(inner)]);
    } else pairs.push([name, asText(item)]);
  }
  return pairs;
}

export function queryString(value: unknown, style: number): string {
  return fieldPairs(value, style)
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
    .map(([name, text]) => `${percentEncode(name)}=${percentEncode(text)}`)
    .join('&');
}

/** JSON as JSON.stringify writes it, with files as plain objects (what a client could send). */
export function jsonText(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) =>
      isFilePart(item) ? { filename: item.filename, mimetype: item.contentType, data: item.data.toString('base64') } : item,
    ) ?? ''
  );
}

// ——— Multipart ———

function partHeaders(name: string, value: string | FilePart): string {
  if (typeof value === 'string') return `Content-Disposition: form-data; name="${name}"\r\n\r\n`;
  const filename = value.filename === null ? '' : `; filename="${value.filename}"`;
  const type = value.contentType === '' ? '' : `\r\nContent-Type: ${value.contentType}`;
  return `Content-Disposition: form-data; name="${name}"${filename}${type}\r\n\r\n`;
}

export function multipart(pairs: readonly [string, string | FilePart][], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of pairs) {
    chunks.push(Buffer.from(`--${boundary}\r\n${partHeaders(name, value)}`), typeof value === 'string' ? Buffer.from(value) : value.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Ways to get multipart wrong, each an index into this list. */
const BROKEN_MULTIPART = [
  'no boundary',
  'an empty boundary',
  'cut off',
  'another boundary in the body',
  'no closing delimiter',
  'a part without headers',
  'a part without a name',
  'a file part without a filename',
  'too many parts',
  'a header line without a colon',
  'a quoted boundary with spaces',
  'a body of JSON',
] as const;

export function brokenMultipart(kind: number, pairs: readonly [string, string | FilePart][], cut: number): { contentType: string; payload: Buffer } {
  const boundary = 'fuzzB0undary';
  const valid = multipart(pairs, boundary);
  const type = `multipart/form-data; boundary=${boundary}`;
  switch (BROKEN_MULTIPART[kind % BROKEN_MULTIPART.length]) {
    case 'no boundary':
      return { contentType: 'multipart/form-data', payload: valid };
    case 'an empty boundary':
      return { contentType: 'multipart/form-data; boundary=', payload: valid };
    case 'cut off':
      return { contentType: type, payload: valid.subarray(0, Math.max(1, Math.floor(valid.length * cut))) };
    case 'another boundary in the body':
      return { contentType: 'multipart/form-data; boundary=somethingElse', payload: valid };
    case 'no closing delimiter':
      return { contentType: type, payload: valid.subarray(0, valid.length - `--${boundary}--\r\n`.length) };
    case 'a part without headers':
      return { contentType: type, payload: Buffer.concat([Buffer.from(`--${boundary}\r\n\r\nvalue\r\n`), valid]) };
    case 'a part without a name':
      return { contentType: type, payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n`), valid]) };
    case 'a file part without a filename': {
      const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\r\n`;
      const media = `--${boundary}\r\nContent-Disposition: form-data; name="media"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n`;
      return { contentType: type, payload: Buffer.concat([Buffer.from(file + media), valid]) };
    }
    case 'too many parts':
      return { contentType: type, payload: multipart([...pairs, ...Array.from({ length: 30 }, (_, i): [string, string] => [`f${i}`, 'x'])], boundary) };
    case 'a header line without a colon':
      return { contentType: type, payload: Buffer.from(`--${boundary}\r\nContent-Disposition form-data name=x\r\n\r\nv\r\n--${boundary}--\r\n`) };
    case 'a quoted boundary with spaces':
      return { contentType: 'multipart/form-data; boundary="a b"', payload: multipart(pairs, 'a b').subarray(0, Math.max(1, valid.length - 3)) };
    default:
      return { contentType: type, payload: Buffer.from('{"a":1}') };
  }
}

// ——— Bodies that are not what they claim ———

export const RAW_BODIES: readonly { contentType: string | null; payload: (json: string) => string | Buffer }[] = [
  { contentType: 'application/json', payload: (json) => json.slice(0, Math.floor(json.length / 2)) },
  { contentType: 'application/json', payload: (json) => `\uFEFF${json}` },
  { contentType: 'application/json', payload: () => 'null' },
  { contentType: 'application/json', payload: () => '"text"' },
  { contentType: 'application/json', payload: () => '1e999' },
  { contentType: 'application/json', payload: () => `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { contentType: 'application/json', payload: () => '{"a":1,"a":2,"__proto__":{"x":1}}' },
  { contentType: 'application/json; charset=utf-16', payload: (json) => Buffer.from(json, 'utf16le') },
  { contentType: 'application/json', payload: () => Buffer.from([0xff, 0xfe, 0x7b, 0xc3, 0x28, 0x7d]) },
  { contentType: 'text/plain', payload: (json) => json },
  { contentType: 'application/xml', payload: () => '<a>1</a>' },
  { contentType: null, payload: (json) => json },
  { contentType: 'application/x-www-form-urlencoded', payload: () => 'a=%zz&b=%E0%A4%A&c=%FF%FE&=x&&d' },
  { contentType: 'application/x-www-form-urlencoded', payload: () => `${'a[b]'.repeat(200)}=1&x=${'%00'.repeat(10)}` },
];
