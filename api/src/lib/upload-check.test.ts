// The shared upload check (issue #27): type by content for every policy, sizes, names, the PDF rewrite,
// the messages (en/de) and the rule that a failed request leaves no file behind.
import pino from 'pino';
import { pngFixture } from '../../test/helpers/accounts';
import { cleanPdf, pdfScriptInObjectStream, zipFile } from '../../test/helpers/hostile-files';
import { InvalidImageError } from './images';
import {
  checkUpload,
  precheckUpload,
  refusalOf,
  sniffContent,
  storeThenCommit,
  UPLOAD_POLICIES,
  uploadRefusalMessage,
  UploadRefused,
  type FileStore,
} from './upload-check';
import type { UploadedFile } from './uploaded-file';

const file = (data: Buffer, filename: string | undefined): UploadedFile => ({ filename, mimetype: 'image/png', data, truncated: false });
const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>');
const csv = Buffer.from('Date;SalesOrganic\n01.01.2024;12,5\n');

describe('sniffContent', () => {
  it('names the content, whatever the file is called', () => {
    expect(sniffContent(pngFixture(4, 4))).toBe('png');
    expect(sniffContent(cleanPdf())).toBe('pdf');
    expect(sniffContent(zipFile('a', Buffer.from('x')))).toBe('zip');
    expect(sniffContent(svg)).toBe('svg');
    expect(sniffContent(Buffer.from('GIF89a...'))).toBe('gif');
    expect(sniffContent(Buffer.from('<!DOCTYPE html><p>'))).toBe('html');
    expect(sniffContent(csv)).toBe('text');
    expect(sniffContent(Buffer.from([0x41, 0x00, 0x42]))).toBe('binary');
    expect(sniffContent(Buffer.from('\ufeffDate', 'utf16le'))).toBe('text');
    expect(sniffContent(Buffer.alloc(0))).toBe('empty');
  });
});

describe('precheckUpload', () => {
  const reason = (data: Buffer, policy: (typeof UPLOAD_POLICIES)[keyof typeof UPLOAD_POLICIES], name?: string) =>
    precheckUpload(file(data, name ?? 'upload.bin'), policy)?.reason ?? 'ok';

  it('accepts each policy its own kinds only', () => {
    const png = pngFixture(4, 4);
    expect([reason(png, UPLOAD_POLICIES.avatar), reason(png, UPLOAD_POLICIES.listingImage), reason(png, UPLOAD_POLICIES.chatAttachment)]).toEqual([
      'ok',
      'ok',
      'ok',
    ]);
    expect(reason(png, UPLOAD_POLICIES.sellerboardFile)).toBe('wrong_type');
    expect([reason(cleanPdf(), UPLOAD_POLICIES.chatAttachment), reason(cleanPdf(), UPLOAD_POLICIES.avatar)]).toEqual(['ok', 'wrong_type']);
    expect([reason(csv, UPLOAD_POLICIES.sellerboardFile), reason(csv, UPLOAD_POLICIES.chatAttachment)]).toEqual(['ok', 'wrong_type']);
    for (const policy of Object.values(UPLOAD_POLICIES)) expect(reason(svg, policy)).toBe('wrong_type');
  });

  it('refuses a missing file, an empty one, one too large (or cut off), a nameless chat file, an image with a bad header', () => {
    expect(precheckUpload(undefined, UPLOAD_POLICIES.listingImage)?.reason).toBe('missing');
    expect(reason(Buffer.alloc(0), UPLOAD_POLICIES.sellerboardFile)).toBe('empty');
    expect(reason(Buffer.alloc(UPLOAD_POLICIES.avatar.maxBytes + 1), UPLOAD_POLICIES.avatar)).toBe('too_large');
    expect(precheckUpload({ ...file(pngFixture(4, 4), 'a.png'), truncated: true }, UPLOAD_POLICIES.avatar)?.reason).toBe('too_large');
    expect(precheckUpload(file(pngFixture(4, 4), undefined), UPLOAD_POLICIES.chatAttachment)?.reason).toBe('no_name');
    expect(precheckUpload(file(pngFixture(4, 4), ' '), UPLOAD_POLICIES.chatAttachment)?.reason).toBe('no_name');
    expect(precheckUpload(file(pngFixture(4, 4), undefined), UPLOAD_POLICIES.avatar)).toBeNull();
    const flood = Buffer.from(pngFixture(4, 4));
    flood.writeUInt32BE(30_000, 16);
    expect(reason(flood, UPLOAD_POLICIES.avatar)).toBe('bad_image');
  });
});

describe('checkUpload', () => {
  it('hands back a PDF saved anew, and refuses one with a script, saying what it holds', async () => {
    const checked = await checkUpload(file(Buffer.concat([cleanPdf(), Buffer.from('<html>')]), 'a.pdf'), UPLOAD_POLICIES.chatAttachment);
    expect(checked.kind).toBe('pdf');
    expect(checked.data.includes(Buffer.from('<html>'))).toBe(false);
    const refused = await checkUpload(file(pdfScriptInObjectStream(['ASCII85Decode']), 'a.pdf'), UPLOAD_POLICIES.chatAttachment).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(UploadRefused);
    expect((refused as UploadRefused).reason).toBe('pdf_active');
    expect(uploadRefusalMessage(refused as UploadRefused, UPLOAD_POLICIES.chatAttachment, 'en')).toBe(
      'PDF files with JavaScript, embedded files or automatic actions cannot be sent. This one contains JavaScript and an automatic action (run when the file is opened).',
    );
    expect(uploadRefusalMessage(new UploadRefused('pdf_active', '', ['javascript', 'launch', 'xfa']), UPLOAD_POLICIES.chatAttachment, 'de')).toBe(
      'PDF-Dateien mit JavaScript, eingebetteten Dateien oder automatischen Aktionen können nicht gesendet werden. Diese enthält JavaScript, einen Befehl, der ein Programm startet und ein XFA-Formular.',
    );
  });

  it('words the other refusals per policy and language', () => {
    const wrong = new UploadRefused('wrong_type', 'content is svg');
    expect(uploadRefusalMessage(wrong, UPLOAD_POLICIES.avatar, 'de')).toBe('Das Bild ist ungültig');
    expect(uploadRefusalMessage(wrong, UPLOAD_POLICIES.sellerboardFile, 'en')).toMatch(/^This is not a sellerboard export/);
    expect(uploadRefusalMessage(new UploadRefused('too_large', ''), UPLOAD_POLICIES.listingImage, 'en')).toBe(
      'The picture field must not be greater than 10240 kilobytes.',
    );
    expect(uploadRefusalMessage(new UploadRefused('pdf_encrypted', ''), UPLOAD_POLICIES.chatAttachment, 'de')).toMatch(
      /^Verschlüsselte oder passwortgeschützte PDF-Dateien/,
    );
    expect(refusalOf(new InvalidImageError('cannot be decoded'))?.reason).toBe('bad_image');
    expect(refusalOf(new Error('other'))).toBeNull();
  });
});

describe('storeThenCommit', () => {
  function memoryStore(failOn?: string): FileStore & { files: Map<string, Buffer> } {
    const files = new Map<string, Buffer>();
    return {
      files,
      async put(key, data) {
        if (key === failOn) throw new Error('disk full');
        files.set(key, data);
      },
      async remove(keys) {
        for (const key of keys) files.delete(key);
      },
    };
  }
  const two = [
    { key: 'a.jpg', data: Buffer.from('a'), contentType: 'image/jpeg' },
    { key: 'a-thumb.jpg', data: Buffer.from('b'), contentType: 'image/jpeg' },
  ];
  const log = pino({ enabled: false });

  it('keeps the files when the commit succeeds', async () => {
    const store = memoryStore();
    await expect(storeThenCommit(store, two, async () => 'row', log)).resolves.toBe('row');
    expect([...store.files.keys()]).toEqual(['a.jpg', 'a-thumb.jpg']);
  });

  it('removes every file when the commit or one write fails', async () => {
    const store = memoryStore();
    await expect(storeThenCommit(store, two, async () => Promise.reject(new Error('insert failed')), log)).rejects.toThrow('insert failed');
    expect(store.files.size).toBe(0);
    const failing = memoryStore('a-thumb.jpg');
    const commit = jest.fn(async () => 'row');
    await expect(storeThenCommit(failing, two, commit, log)).rejects.toThrow('disk full');
    expect(failing.files.size).toBe(0);
    expect(commit).not.toHaveBeenCalled();
  });
});
