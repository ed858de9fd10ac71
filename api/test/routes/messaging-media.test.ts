// Attachments (issue #12): judged by content, re-encoded without metadata, served to the two parties
// only with safe headers; hostile files refused.
import { sql } from 'drizzle-orm';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { multipartBody, pngFixture } from '../helpers/accounts';
import { cleanPdf, pdfScriptInObjectStream, zipFile } from '../helpers/hostile-files';
import { storedKeys } from '../helpers/media';
import { messagingWorld, sendText, type MessagingWorld } from '../helpers/messaging';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
let w: MessagingWorld;

beforeAll(async () => {
  w = await messagingWorld(t.app, t.database);
  // The dialog exists (the buyer wrote first), so the seller may send files into it too.
  await sendText(w.pro.client, w.listingId, 'Hello, files follow.');
});
beforeEach(() => t.app.throttle.clearPrefix('messages:'));

function upload(client: MessagingWorld['pro']['client'], filename: string, contentType: string, data: Buffer, opponentId?: number, lang = 'en') {
  const fields: Record<string, string> = { type: 'media', business_id: String(w.listingId) };
  if (opponentId !== undefined) fields.opponent_id = String(opponentId);
  const body = multipartBody(fields, { name: 'media', filename, contentType, data });
  return client.request({ method: 'POST', url: '/api/messages', payload: body.payload, headers: { ...body.headers, 'x-lang': lang } });
}

/** The files of the attachment store (the media store's private area), thumbnails included. */
const storedFiles = () => storedKeys(t.app.mediaStores.attachments);

async function messageCount(): Promise<number> {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from messages`)) as { rows: Array<{ n: number }> };
  return result.rows[0]!.n;
}

/** A media part sent as octet-stream without a file name (busboy reads it as a file named undefined). */
function namelessUpload(client: MessagingWorld['pro']['client'], data: Buffer) {
  const boundary = '----bizmarkt-nameless';
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(
      `${field('type', 'media')}${field('business_id', String(w.listingId))}--${boundary}\r\nContent-Disposition: form-data; name="media"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request({ method: 'POST', url: '/api/messages', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG with a text chunk (metadata) before its image data. */
function pngWithComment(comment: string): Buffer {
  const png = pngFixture(40, 30);
  const afterHeader = 8 + 25;
  return Buffer.concat([png.subarray(0, afterHeader), chunk('tEXt', Buffer.from(`Comment\0${comment}`, 'latin1')), png.subarray(afterHeader)]);
}

/** A small PNG whose header claims 30000 × 30000 pixels. */
function pixelFlood(): Buffer {
  const png = Buffer.from(pngFixture(8, 8));
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

function pdf(extra = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra}>>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\nxref\n0 3\n0000000000 65535 f \ntrailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n`,
    'latin1',
  );
}

describe('attachments', () => {
  it('re-encodes a PNG without its metadata and serves it to the two parties only, with safe headers', async () => {
    const response = await upload(w.pro.client, 'photo.png', 'image/png', pngWithComment('GPS 52.52 13.40 secret'));
    expect(response.statusCode).toBe(201);
    const message = response.json().message;
    expect(message).toMatchObject({ type: 'media', media_type: 'image', media_name: 'photo.png', media_url: `/api/messages/${message.id}/media` });
    expect(message.image_url).toBe(`/api/messages/${message.id}/media/thumb`);

    const file = await w.seller.client.request({ url: message.media_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="photo.png"/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.includes(Buffer.from('secret'))).toBe(false);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(40);
    const thumb = await w.pro.client.request({ url: message.image_url });
    expect(thumb.statusCode).toBe(200);

    expect((await w.stranger.client.request({ url: message.media_url })).statusCode).toBe(403);
    expect((await t.app.inject({ url: message.media_url })).statusCode).toBe(401);
    expect((await w.seller.client.request({ url: '/api/messages/999999/media' })).statusCode).toBe(404);
  });

  it('accepts a plain PDF, shown in the browser in a sandbox, and refuses PDFs with JavaScript, also escaped or compressed, saying what was found', async () => {
    const ok = await upload(w.seller.client, 'loi.pdf', 'application/pdf', pdf(), w.pro.user.id);
    expect(ok.statusCode).toBe(201);
    const file = await w.pro.client.request({ url: ok.json().message.media_url });
    expect(file.headers['content-type']).toBe('application/pdf');
    // 'View PDF' shows it in a new tab (issue #30 §6): inline, in a sandbox without scripts.
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="loi.pdf"/);
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.rawPayload.toString('latin1', 0, 5)).toBe('%PDF-');
    expect(ok.json().message.image_url).toBeNull();

    const cases: Array<[Buffer, RegExp]> = [
      [pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '), /contains JavaScript and an automatic action/],
      [pdf('/Names << /J#61vaScript 5 0 R >> '), /contains JavaScript\.$/],
      [pdf('/Names << /EmbeddedFiles 6 0 R >> '), /contains an embedded file\.$/],
      [pdfScriptInObjectStream(['ASCIIHexDecode', 'FlateDecode']), /contains JavaScript and an automatic action/],
      [pdfScriptInObjectStream(['ASCII85Decode']), /contains JavaScript and an automatic action/],
      [pdf('/OpenAction << /S /URI /URI (https://example.com/) >> '), /contains an automatic action/],
    ];
    for (const [hostile, found] of cases) {
      const before = (await storedFiles()).length;
      const refused = await upload(w.pro.client, 'contract.pdf', 'application/pdf', hostile);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.media[0]).toMatch(/^PDF files with JavaScript, embedded files or automatic actions cannot be sent\. This one/);
      expect(refused.json().errors.media[0]).toMatch(found);
      expect(await storedFiles()).toHaveLength(before);
    }
    const german = await upload(w.pro.client, 'vertrag.pdf', 'application/pdf', pdfScriptInObjectStream(['FlateDecode']), undefined, 'de');
    expect(german.json().errors.media).toEqual([
      'PDF-Dateien mit JavaScript, eingebetteten Dateien oder automatischen Aktionen können nicht gesendet werden. Diese enthält JavaScript und eine automatische Aktion (beim Öffnen ausgeführt).',
    ]);
  });

  it('stores a PDF saved anew: a ZIP appended after %%EOF is not served, and neither is a link leaving the document', async () => {
    const polyglot = Buffer.concat([cleanPdf(), zipFile('payload.html', Buffer.from('<script>alert(1)</script>'))]);
    const sent = await upload(w.pro.client, 'offer.pdf', 'application/pdf', polyglot);
    expect(sent.statusCode).toBe(201);
    const served = (await w.seller.client.request({ url: sent.json().message.media_url })).rawPayload;
    expect(served.equals(polyglot)).toBe(false);
    expect(served.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
    expect(served.includes(Buffer.from('<script'))).toBe(false);
    expect(served.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);

    const link = cleanPdf({
      page: '/Annots [5 0 R]',
      extra: [{ num: 5, body: '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://phish.example/) >> >>' }],
    });
    const linked = await upload(w.pro.client, 'offer.pdf', 'application/pdf', link);
    expect(linked.statusCode).toBe(201);
    const text = (await w.seller.client.request({ url: linked.json().message.media_url })).rawPayload.toString('latin1');
    expect(text).toContain('/Subtype /Link');
    expect(text).not.toContain('/URI');
    expect(text).not.toContain('phish.example');
  });

  it('refuses an encrypted PDF and an unreadable one, each with its own message', async () => {
    const encrypted = Buffer.from(cleanPdf().toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 >>'), 'latin1');
    const locked = await upload(w.pro.client, 'locked.pdf', 'application/pdf', encrypted);
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors.media).toEqual(['Encrypted or password-protected PDF files cannot be sent. Save it without a password and try again.']);
    const broken = await upload(w.pro.client, 'broken.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n', 'latin1'));
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.media).toEqual(['This PDF file cannot be read: it is damaged, or too large or complex to check.']);
  });

  it('refuses a file part without a file name with a 422 and stores nothing (it answered 500 after writing the files)', async () => {
    const [filesBefore, rowsBefore] = [(await storedFiles()).length, await messageCount()];
    for (const data of [pngFixture(20, 20), cleanPdf()]) {
      const response = await namelessUpload(w.pro.client, data);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'The media must be sent as a file with a name.',
        errors: { media: ['The media must be sent as a file with a name.'] },
      });
    }
    expect(await storedFiles()).toHaveLength(filesBefore);
    expect(await messageCount()).toBe(rowsBefore);
  });

  it('removes the files it wrote when the message cannot be saved', async () => {
    const [filesBefore, rowsBefore] = [(await storedFiles()).length, await messageCount()];
    const failing = jest.spyOn(t.app.repositories.messages, 'add').mockRejectedValueOnce(new Error('database gone'));
    try {
      const response = await upload(w.pro.client, 'photo.png', 'image/png', pngFixture(30, 20));
      expect(response.statusCode).toBe(500);
      expect(failing).toHaveBeenCalledTimes(1);
    } finally {
      failing.mockRestore();
    }
    expect(await storedFiles()).toHaveLength(filesBefore);
    expect(await messageCount()).toBe(rowsBefore);
    // The same upload succeeds afterwards and leaves exactly its two files (picture and thumbnail).
    expect((await upload(w.pro.client, 'photo.png', 'image/png', pngFixture(30, 20))).statusCode).toBe(201);
    expect(await storedFiles()).toHaveLength(filesBefore + 2);
  });

  it('refuses an SVG renamed .png, a pixel flood, a truncated PDF and a 50 MB file', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    const cases: Array<[string, string, Buffer]> = [
      ['image.png', 'image/png', svg],
      ['flood.png', 'image/png', pixelFlood()],
      ['cut.pdf', 'application/pdf', pdf().subarray(0, 60)],
    ];
    for (const [name, type, data] of cases) {
      const refused = await upload(w.pro.client, name, type, data);
      expect([name, refused.statusCode]).toEqual([name, 422]);
      expect(Object.keys(refused.json().errors)).toEqual(['media']);
    }
    const huge = Buffer.alloc(50 * 1024 * 1024, 0x41);
    pngFixture(4, 4).copy(huge);
    const tooLarge = await upload(w.pro.client, 'huge.png', 'image/png', huge);
    expect([413, 422]).toContain(tooLarge.statusCode);
    if (tooLarge.statusCode === 422) expect(Object.keys(tooLarge.json().errors)).toEqual(['media']);
  });

  it("withholds the seller's files from a free buyer and refuses a free buyer's upload", async () => {
    expect((await upload(w.free.client, 'photo.png', 'image/png', pngFixture(10, 10))).statusCode).toBe(403);
    const opened = await w.free.client.request({ method: 'POST', url: '/api/dialogs', payload: { business_id: w.listingId } });
    expect(opened.statusCode).toBe(200);
    const sent = await upload(w.seller.client, 'terms.pdf', 'application/pdf', pdf(), w.free.user.id);
    expect(sent.statusCode).toBe(201);
    const file = await w.free.client.request({ url: sent.json().message.media_url });
    expect(file.statusCode).toBe(403);
    expect(file.json()).toEqual({ message: 'PRO subscription required' });
  });
});
