// The PDF check (issue #27, point 4): every hiding place of an action is found by the parser, and what
// comes out is saved anew with nothing active and nothing after %%EOF.
import { PDFDocument } from 'pdf-lib';
import { buildPdf, cleanPdf, hostilePdfs, pdfScriptInObjectStream, rewrittenPdfs, type PdfFilter } from '../../test/helpers/hostile-files';
import { PdfRefused, sanitizePdf } from './pdf-sanitize';

async function refusal(data: Buffer): Promise<PdfRefused> {
  try {
    await sanitizePdf(data);
  } catch (error) {
    if (error instanceof PdfRefused) return error;
    throw error;
  }
  throw new Error('not refused');
}

/** What a reader could act on, in the written bytes (pdf-lib writes every dictionary in plain text). */
const ACTIVE_MARKERS = ['/JavaScript', '/JS', '/OpenAction', '/AA', '/URI', '/Launch', '/GoToR', '/EmbeddedFile', '/XFA', '/SubmitForm'];

describe('sanitizePdf', () => {
  const FILTER_CHAINS: PdfFilter[][] = [
    ['ASCIIHexDecode'],
    ['ASCII85Decode'],
    ['ASCIIHexDecode', 'FlateDecode'],
    ['FlateDecode'],
    ['LZWDecode'],
    ['RunLengthDecode'],
    ['ASCII85Decode', 'RunLengthDecode'],
  ];
  it.each(FILTER_CHAINS.map((filters) => [filters.join(' '), filters] as const))(
    'finds an /OpenAction script in an object stream behind [%s]',
    async (_name, filters) => {
      const refused = await refusal(pdfScriptInObjectStream(filters));
      expect(refused.reason).toBe('active');
      expect(refused.findings).toEqual(['javascript', 'automatic_action']);
    },
  );

  it('refuses every hostile variant with what it found', async () => {
    const expected: Record<string, string[]> = {
      '#-escaped /J#61vaScript': ['javascript', 'automatic_action'],
      '#-escaped with lower-case hex /#4aavaScript': ['javascript'],
      '/OpenAction /URI': ['automatic_action'],
      '/OpenAction /Launch': ['automatic_action', 'launch'],
      '/AA on a page': ['automatic_action'],
      'button submitting the form': ['form_submission'],
      'embedded file (/EmbeddedFiles)': ['embedded_file'],
      '/FileAttachment annotation': ['embedded_file'],
      'XFA form': ['xfa'],
      'rich media annotation': ['rich_media'],
      'incremental update adding a script to a clean first revision': ['javascript', 'automatic_action'],
    };
    for (const pdf of hostilePdfs()) {
      const refused = await refusal(pdf.data);
      if (pdf.name === 'encrypted') expect([pdf.name, refused.reason]).toEqual([pdf.name, 'encrypted']);
      else if (pdf.name.includes('bomb')) expect([pdf.name, refused.reason, refused.detail]).toEqual([pdf.name, 'unreadable', 'inflates beyond budget']);
      else expect([pdf.name, refused.reason]).toEqual([pdf.name, 'active']);
      if (expected[pdf.name]) expect([pdf.name, refused.findings]).toEqual([pdf.name, expected[pdf.name]]);
    }
  });

  it('saves the others anew: no trailing bytes, no links leaving the document, no automatic action, still a readable PDF', async () => {
    for (const pdf of rewrittenPdfs()) {
      const { data, removed } = await sanitizePdf(pdf.data);
      const text = data.toString('latin1');
      expect([pdf.name, ACTIVE_MARKERS.filter((marker) => text.includes(marker))]).toEqual([pdf.name, []]);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(text).not.toContain('attacker');
      expect(text).not.toContain('PK\x03\x04');
      expect(removed.length).toBeGreaterThan(0);
      expect((await PDFDocument.load(data)).getPageCount()).toBe(1);
    }
  });

  it('keeps a clean document as it is, page and text', async () => {
    const { data, removed } = await sanitizePdf(cleanPdf());
    expect(removed).toEqual([]);
    expect(data.toString('latin1')).toContain('(Letter of intent) Tj');
    expect((await PDFDocument.load(data)).getPageCount()).toBe(1);
  });

  it('reads what pdf-lib itself writes (object and cross-reference streams) and keeps its pages', async () => {
    const document = await PDFDocument.create();
    for (let page = 0; page < 3; page += 1) document.addPage().drawText(`Page ${page + 1}`);
    const { data } = await sanitizePdf(Buffer.from(await document.save({ useObjectStreams: true })));
    expect((await PDFDocument.load(data)).getPageCount()).toBe(3);
  });

  it('names an encrypted file as such, also when its encrypted object streams cannot be read', async () => {
    const encryptedStreams = buildPdf({
      objects: [{ num: 2, body: '<< /Type /Pages /Kids [] /Count 0 >>' }],
      objectStream: { num: 6, filters: [], objects: [{ num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' }] },
      trailer: '/Encrypt << /Filter /Standard /V 2 /R 3 >>',
    });
    const scrambled = Buffer.from(encryptedStreams.toString('latin1').replace('/N 1 /First', '/Filter /FlateDecode /N 1 /First'), 'latin1');
    expect((await refusal(scrambled)).reason).toBe('encrypted');
  });

  it('refuses what is not a readable PDF: no header, no catalog, nesting too deep, garbage', async () => {
    expect((await refusal(Buffer.from('%!PS-Adobe-3.0\n'))).reason).toBe('unreadable');
    expect((await refusal(buildPdf({ objects: [{ num: 1, body: '<< /Type /Catalog >>' }] }))).detail).toBe('no document catalog with pages');
    const deep = buildPdf({
      objects: [
        { num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' },
        { num: 2, body: `<< /Type /Pages /Kids [] /Count 0 /X ${'['.repeat(500)}${']'.repeat(500)} >>` },
      ],
    });
    expect((await refusal(deep)).reason).toBe('unreadable');
    expect((await refusal(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x41)]))).reason).toBe('unreadable');
  });
});
