// XLSX files built at test time (decision 0223): a minimal workbook Excel opens, and the variants the
// data room's check refuses — macros, external links, embedded objects, a bomb, a path out of the archive.
import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer | string;
  /** Stored instead of deflated. */
  store?: boolean;
  /** The size the directory declares, when it lies. */
  declaredSize?: number;
}

/** A ZIP archive (local headers, central directory, end record) of the entries. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data) : entry.data;
    const body = entry.store ? raw : zlib.deflateRawSync(raw);
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? raw.length;
    const crc = zlib.crc32(raw) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.store ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.store ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const SHEET_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function contentTypes(main = SHEET_MAIN, extra = ''): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${main}"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${extra}</Types>`;
}

function workbookRels(extra = ''): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>${extra}</Relationships>`;
}

/** A sheet with a P&L row, and (optionally) a cell hyperlink to a website (allowed). */
function sheet(hyperlink: boolean): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Revenue 2025</t></is></c><c r="B1"><v>480000</v></c></row></sheetData>${hyperlink ? '<hyperlinks><hyperlink ref="A1" r:id="rId1"/></hyperlinks>' : ''}</worksheet>`;
}

interface WorkbookOptions {
  main?: string;
  typesExtra?: string;
  relsExtra?: string;
  entries?: ZipEntry[];
  hyperlink?: boolean;
}

/** A minimal workbook (four parts); options add what a variant needs. */
export function xlsxWorkbook(options: WorkbookOptions = {}): Buffer {
  const entries: ZipEntry[] = [
    { name: '[Content_Types].xml', data: contentTypes(options.main, options.typesExtra) },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}"><sheets><sheet name="P&amp;L" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    { name: 'xl/_rels/workbook.xml.rels', data: workbookRels(options.relsExtra) },
    { name: 'xl/worksheets/sheet1.xml', data: sheet(options.hyperlink ?? false) },
    ...(options.hyperlink
      ? [
          {
            name: 'xl/worksheets/_rels/sheet1.xml.rels',
            data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/hyperlink" Target="https://example.com/pnl" TargetMode="External"/></Relationships>`,
          },
        ]
      : []),
    ...(options.entries ?? []),
  ];
  return zipOf(entries);
}

export interface HostileXlsx {
  name: string;
  data: Buffer;
  /** The refusal the check gives. */
  reason: 'invalid' | 'macro' | 'external' | 'embedded' | 'too_large';
}

/** Workbooks the data room refuses, each with the reason. */
export function hostileXlsx(): HostileXlsx[] {
  const vba = { name: 'xl/vbaProject.bin', data: Buffer.from('\xd0\xcf\x11\xe0 VBA macro project', 'latin1') };
  return [
    {
      name: 'xlsm: vbaProject.bin and a macro-enabled workbook',
      reason: 'macro',
      data: xlsxWorkbook({ main: 'application/vnd.ms-excel.sheet.macroEnabled.main+xml', entries: [vba] }),
    },
    { name: 'xlsx with a vbaProject.bin under a plain content type', reason: 'macro', data: xlsxWorkbook({ entries: [vba] }) },
    {
      name: 'xlsx with an Excel 4 macro sheet',
      reason: 'macro',
      data: xlsxWorkbook({
        entries: [{ name: 'xl/macrosheets/sheet2.xml', data: '<xm:macrosheet xmlns:xm="http://schemas.microsoft.com/office/excel/2006/main"/>' }],
      }),
    },
    {
      name: 'xlsx with an external workbook link',
      reason: 'external',
      data: xlsxWorkbook({
        relsExtra: `<Relationship Id="rId9" Type="${REL}/externalLink" Target="externalLinks/externalLink1.xml"/>`,
        entries: [{ name: 'xl/externalLinks/externalLink1.xml', data: '<externalLink/>' }],
      }),
    },
    {
      name: 'xlsx with an external link path only in a relationship',
      reason: 'external',
      data: xlsxWorkbook({ relsExtra: `<Relationship Id="rId9" Type="${REL}/externalLinkPath" Target="file:///C:/secret.xlsx" TargetMode="External"/>` }),
    },
    {
      name: 'xlsx with a data connection',
      reason: 'external',
      data: xlsxWorkbook({ entries: [{ name: 'xl/connections.xml', data: '<connections><connection id="1" name="web"/></connections>' }] }),
    },
    {
      name: 'xlsx with an embedded OLE object',
      reason: 'embedded',
      data: xlsxWorkbook({ entries: [{ name: 'xl/embeddings/oleObject1.bin', data: Buffer.from('MZ\x90\x00 an executable', 'latin1') }] }),
    },
    {
      name: 'xlsx bomb (a sheet of 200 MB of zeros)',
      reason: 'too_large',
      data: xlsxWorkbook({ entries: [{ name: 'xl/worksheets/sheet2.xml', data: Buffer.alloc(200 * 1024 * 1024) }] }),
    },
    {
      name: 'xlsx whose directory lies about a sheet inflating to 8 MB',
      reason: 'invalid',
      data: xlsxWorkbook({ entries: [{ name: 'xl/worksheets/sheet2.xml', data: Buffer.alloc(8 * 1024 * 1024, 0x20), declaredSize: 1000 }] }),
    },
    { name: 'a ZIP with a path out of the archive', reason: 'invalid', data: xlsxWorkbook({ entries: [{ name: '../../evil.sh', data: 'rm -rf /' }] }) },
    { name: 'a ZIP that is no workbook', reason: 'invalid', data: zipOf([{ name: 'readme.txt', data: 'hello' }]) },
  ];
}
