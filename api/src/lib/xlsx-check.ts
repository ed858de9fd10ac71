// The XLSX check of the data room's uploads (issue #30 §2, decision 0223). An XLSX is a ZIP (Office
// Open XML): read with yauzl, which takes the central directory as the list of entries and refuses
// absolute and `..` names; an entry whose inflated size differs from the size the directory declares
// is refused here (counted while inflating: yauzl 2's own size check stalls the stream instead of
// failing it). Refused, with the reason the user reads:
// - not a workbook: no `[Content_Types].xml` or `xl/workbook.xml`, the workbook's content type not
//   the plain `spreadsheetml.sheet.main+xml`, an encrypted entry, an unreadable archive;
// - macros: `vbaProject.bin`, Excel 4 macro or dialog sheets, a macro-enabled content type (xlsm, xltm, xlam);
// - external links: external workbook links, data connections and query tables, any relationship to
//   an outside target other than a cell's hyperlink;
// - embedded objects: OLE embeddings and ActiveX controls (another file inside the file);
// - too large when inflated: more than XLSX_LIMITS allow in all or in one entry, or a compression ratio
//   that only a zip bomb has. Every entry is inflated (and thrown away, but for the XML parts read), so
//   a directory that lies about sizes is caught too; the inflating is bounded by the declared total.
// The file is stored as uploaded: nothing in it runs in the browser (it is only ever downloaded).
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { XLSX_CONTENT_TYPE } from '@bizmarkt/shared/contract';

export const XLSX_LIMITS = {
  entries: 5_000,
  /** All entries inflated, in bytes. */
  totalBytes: 64 * 1024 * 1024,
  /** One entry inflated. */
  entryBytes: 32 * 1024 * 1024,
  /** Inflated ÷ compressed above which an entry of more than `ratioFloorBytes` is a bomb. */
  ratio: 100,
  ratioFloorBytes: 1024 * 1024,
  /** The XML parts read as text ([Content_Types].xml, the relationships). */
  xmlBytes: 2 * 1024 * 1024,
  /** The whole check (a request never waits longer for it). */
  timeoutMs: 20_000,
} as const;

export type XlsxRefusal = 'invalid' | 'macro' | 'external' | 'embedded' | 'too_large';

export class XlsxRefused extends Error {
  constructor(
    readonly reason: XlsxRefusal,
    readonly detail: string,
  ) {
    super(`xlsx refused (${reason}): ${detail}`);
    this.name = 'XlsxRefused';
  }
}

export { XLSX_CONTENT_TYPE };
const WORKBOOK_TYPE = `${XLSX_CONTENT_TYPE}.main+xml`;

/** Entries that are macros, external data or embedded files by their name alone (lower case). */
const NAMED: Array<[RegExp, XlsxRefusal]> = [
  [/(^|\/)vbaproject(signature)?\.bin$/, 'macro'],
  [/^xl\/(macrosheets|dialogsheets)\//, 'macro'],
  [/^xl\/externallinks\//, 'external'],
  [/^xl\/(connections\.xml|querytables\/)/, 'external'],
  [/^xl\/(embeddings|activex)\//, 'embedded'],
];

/** Content types declared in [Content_Types].xml that betray one of the above. */
const DECLARED: Array<[RegExp, XlsxRefusal]> = [
  [/macroenabled|vbaproject|ms-excel\.(intl)?macrosheet|ms-excel\.addin|ms-excel\.dialogsheet/, 'macro'],
  [/externallink|spreadsheetml\.connections|spreadsheetml\.querytable/, 'external'],
  [/oleobject|activex|officedocument\.oleobject/, 'embedded'],
];

/** A relationship's type (its last path segment) that points at one of the above. */
const RELATIONSHIP: Record<string, XlsxRefusal> = {
  vbaproject: 'macro',
  externallink: 'external',
  externallinkpath: 'external',
  connections: 'external',
  querytable: 'external',
  attachedtemplate: 'external',
  oleobject: 'embedded',
  package: 'embedded',
  control: 'embedded',
  activexcontrolbinary: 'embedded',
};

function open(data: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: false, strictFileNames: true, decodeStrings: true }, (error, zip) =>
      error || !zip ? reject(new XlsxRefused('invalid', error?.message ?? 'not a ZIP')) : resolve(zip),
    );
  });
}

/** Inflates the entry, counting against its declared size; keeps the bytes only when asked (the XML parts). */
function inflate(zip: ZipFile, entry: Entry, keep: boolean): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new XlsxRefused('invalid', error?.message ?? 'unreadable entry'));
      const chunks: Buffer[] = [];
      let count = 0;
      stream.on('data', (chunk: Buffer) => {
        count += chunk.length;
        if (count > entry.uncompressedSize) {
          stream.destroy();
          reject(new XlsxRefused('invalid', `${entry.fileName} inflates beyond its declared ${entry.uncompressedSize} bytes`));
        } else if (keep) chunks.push(chunk);
      });
      stream.on('error', (streamError: Error) => reject(new XlsxRefused('invalid', streamError.message)));
      stream.on('end', () => {
        if (count !== entry.uncompressedSize) reject(new XlsxRefused('invalid', `${entry.fileName} inflates to ${count}, not ${entry.uncompressedSize} bytes`));
        else resolve(keep ? Buffer.concat(chunks) : null);
      });
    });
  });
}

function refuseByRules(text: string, rules: Array<[RegExp, XlsxRefusal]>, what: string): void {
  for (const [pattern, reason] of rules) if (pattern.test(text)) throw new XlsxRefused(reason, `${what}: ${pattern.source}`);
}

/** Every `<Relationship …>` of a .rels part: an outside target other than a hyperlink, or a refused type. */
function checkRelationships(name: string, xml: string): void {
  for (const [element] of xml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const type = /\bType\s*=\s*["']([^"']*)["']/.exec(element)?.[1] ?? '';
    const kind = type.split('/').at(-1)?.toLowerCase() ?? '';
    const refused = RELATIONSHIP[kind];
    if (refused) throw new XlsxRefused(refused, `${name}: relationship ${kind}`);
    const external = /\bTargetMode\s*=\s*["']External["']/i.test(element);
    if (external && kind !== 'hyperlink') throw new XlsxRefused('external', `${name}: external ${kind || 'target'}`);
  }
}

/** Reads the workbook's parts as the rules above say, within XLSX_LIMITS.timeoutMs; throws XlsxRefused. */
export async function checkXlsx(data: Buffer): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new XlsxRefused('invalid', 'the check took too long')), XLSX_LIMITS.timeoutMs);
  });
  try {
    await Promise.race([readWorkbook(data), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function readWorkbook(data: Buffer): Promise<void> {
  const zip = await open(data);
  const names = new Set<string>();
  const xml = new Map<string, string>();
  let total = 0;
  try {
    if (zip.entryCount > XLSX_LIMITS.entries) throw new XlsxRefused('too_large', `${zip.entryCount} entries`);
    const declared = await new Promise<Entry[]>((resolve, reject) => {
      const entries: Entry[] = [];
      zip.on('entry', (entry: Entry) => {
        entries.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', (error: Error) => reject(new XlsxRefused('invalid', error.message)));
      zip.readEntry();
    });
    for (const entry of declared) {
      const name = entry.fileName.toLowerCase();
      if (names.has(name)) throw new XlsxRefused('invalid', `${name} twice`);
      names.add(name);
      if (entry.isEncrypted()) throw new XlsxRefused('invalid', `${name} is encrypted`);
      for (const [pattern, reason] of NAMED) if (pattern.test(name)) throw new XlsxRefused(reason, name);
      total += entry.uncompressedSize;
      if (entry.uncompressedSize > XLSX_LIMITS.entryBytes || total > XLSX_LIMITS.totalBytes)
        throw new XlsxRefused('too_large', `${name}: ${total} bytes inflated`);
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.uncompressedSize > XLSX_LIMITS.ratioFloorBytes && ratio > XLSX_LIMITS.ratio)
        throw new XlsxRefused('too_large', `${name}: ratio ${Math.round(ratio)}`);
    }
    for (const entry of declared) {
      if (entry.fileName.endsWith('/')) continue;
      const name = entry.fileName.toLowerCase();
      const read = name === '[content_types].xml' || name.endsWith('.rels');
      if (read && entry.uncompressedSize > XLSX_LIMITS.xmlBytes) throw new XlsxRefused('too_large', `${name} is too large to read`);
      const bytes = await inflate(zip, entry, read);
      if (bytes) xml.set(name, bytes.toString('utf8'));
    }
  } finally {
    zip.close();
  }
  const types = xml.get('[content_types].xml');
  if (!types || !names.has('xl/workbook.xml')) throw new XlsxRefused('invalid', 'no [Content_Types].xml or xl/workbook.xml');
  refuseByRules(types.toLowerCase(), DECLARED, '[Content_Types].xml');
  const workbook = /<(?:\w+:)?Override\b[^>]*PartName\s*=\s*["']\/xl\/workbook\.xml["'][^>]*>/i.exec(types)?.[0] ?? '';
  if (!workbook.includes(`"${WORKBOOK_TYPE}"`) && !workbook.includes(`'${WORKBOOK_TYPE}'`))
    throw new XlsxRefused('invalid', 'xl/workbook.xml is not a plain workbook');
  for (const [name, text] of xml) if (name.endsWith('.rels')) checkRelationships(name, text);
}
