// Attachments (issue #12): judged by content, re-encoded without metadata, served to the two parties
// only with safe headers; hostile files refused.
import zlib from 'node:zlib';
import sharp from 'sharp';
import { multipartBody, pngFixture } from '../helpers/accounts';
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

function upload(client: MessagingWorld['pro']['client'], filename: string, contentType: string, data: Buffer, opponentId?: number) {
  const fields: Record<string, string> = { type: 'media', business_id: String(w.listingId) };
  if (opponentId !== undefined) fields.opponent_id = String(opponentId);
  const body = multipartBody(fields, { name: 'media', filename, contentType, data });
  return client.request({ method: 'POST', url: '/api/messages', payload: body.payload, headers: body.headers });
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

function pdfWithCompressedScript(): Buffer {
  const hidden = zlib.deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>'));
  const body = Buffer.concat([
    Buffer.from(
      `%PDF-1.5\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n3 0 obj\n<< /Type /ObjStm /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`,
      'latin1',
    ),
    hidden,
    Buffer.from('\nendstream\nendobj\nstartxref\n9\n%%EOF\n', 'latin1'),
  ]);
  return body;
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

  it('accepts a plain PDF as a download and refuses PDFs with JavaScript, also escaped or compressed', async () => {
    const ok = await upload(w.seller.client, 'loi.pdf', 'application/pdf', pdf(), w.pro.user.id);
    expect(ok.statusCode).toBe(201);
    const file = await w.pro.client.request({ url: ok.json().message.media_url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="loi.pdf"/);
    expect(ok.json().message.image_url).toBeNull();

    for (const hostile of [
      pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
      pdf('/Names << /J#61vaScript 5 0 R >> '),
      pdf('/Names << /EmbeddedFiles 6 0 R >> '),
      pdfWithCompressedScript(),
    ]) {
      const refused = await upload(w.pro.client, 'contract.pdf', 'application/pdf', hostile);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.media[0]).toMatch(/JavaScript/);
    }
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
