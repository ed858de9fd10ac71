// XLSX in the data room (issue #30 §2, decision 0223): a plain workbook is accepted, stored as
// uploaded, served to a buyer always as an attachment with its own type, never stamped, and its
// download logged; macros, external links, embedded objects, bombs and ZIPs that are no workbook are
// refused with a message that says why, in the reader's language.
import { eq } from 'drizzle-orm';
import { dataRoomDocuments } from '../../src/db/schema';
import { multipartBody } from '../helpers/accounts';
import { dialogOf, ndaListing, proBuyer, uploadDocument } from '../helpers/data-room';
import { isStored } from '../helpers/media';
import { messagingWorld, type MessagingWorld, type Party } from '../helpers/messaging';
import { useTestApp } from '../helpers/test-app';
import { hostileXlsx, xlsxWorkbook } from '../helpers/xlsx-files';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const t = useTestApp();
let w: MessagingWorld;
let ada: Party;

beforeAll(async () => {
  w = await messagingWorld(t.app, t.database);
  ada = await proBuyer(t.app, t.database, 'Ada', 'Lovelace');
});

describe('XLSX in the data room', () => {
  it('accepts a plain workbook, stores it as uploaded and serves it only as an attachment, unstamped and logged', async () => {
    const listingId = await ndaListing(t.database, w.seller.user.id, 'Spreadsheet brand', ada);
    const dialogId = await dialogOf(ada, listingId);
    const workbook = xlsxWorkbook({ hyperlink: true });
    const uploaded = await uploadDocument(
      w.seller.client,
      dialogId,
      { folder: 'P&L exports', visibility: 'nda' },
      { filename: 'pnl-2025.xlsx', contentType: XLSX, data: workbook },
    );
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({ name: 'pnl-2025.xlsx', content_type: XLSX, size: workbook.length, visibility: 'nda' });
    const [row] = await t.database.db.select().from(dataRoomDocuments).where(eq(dataRoomDocuments.id, uploaded.json().id));
    expect(row!.storage_key).toMatch(/\.xlsx$/);
    expect(await isStored(t.app.mediaStores.dataRoom, row!.storage_key)).toBe(true);

    // The buyer "opens" it: an attachment all the same, the bytes as uploaded (no watermark), logged as a download.
    const opened = await ada.client.request({ url: uploaded.json().url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe(XLSX);
    expect(opened.headers['content-disposition']).toMatch(/^attachment; filename="pnl-2025\.xlsx"/);
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    expect(opened.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(opened.rawPayload.equals(workbook)).toBe(true);
    const log = (await w.seller.client.request({ url: `/api/dialogs/${dialogId}/data-room` })).json().log;
    expect(log[0]).toMatchObject({ document_name: 'pnl-2025.xlsx', action: 'download', buyer_email: ada.user.email });
  });

  it('refuses macros, external links, embedded objects, bombs and ZIPs that are no workbook, saying why (English and German)', async () => {
    const listingId = await ndaListing(t.database, w.seller.user.id, 'Hostile spreadsheets', ada);
    const dialogId = await dialogOf(ada, listingId);
    const expected = {
      macro: /contains macros/,
      external: /links to other files or data sources/,
      embedded: /embedded objects or controls/,
      too_large: /too large once unpacked/,
      invalid: /not an Excel workbook \(XLSX\) we can read/,
    };
    for (const file of hostileXlsx()) {
      const refused = await uploadDocument(
        w.seller.client,
        dialogId,
        { folder: 'P&L exports', visibility: 'nda' },
        { filename: 'x.xlsx', contentType: XLSX, data: file.data },
      );
      expect([file.name, refused.statusCode]).toEqual([file.name, 422]);
      expect([file.name, refused.json().errors.document[0]]).toEqual([file.name, expect.stringMatching(expected[file.reason])]);
    }
    const german = await w.seller.client.request({
      method: 'POST',
      url: `/api/dialogs/${dialogId}/data-room/documents`,
      ...withLang(hostileXlsx()[0]!.data),
    });
    expect(german.statusCode).toBe(422);
    expect(german.json().errors.document[0]).toMatch(/enthält Makros/);
    expect(await t.database.db.select().from(dataRoomDocuments).where(eq(dataRoomDocuments.business_id, listingId))).toEqual([]);
  });
});

function withLang(data: Buffer) {
  const body = multipartBody({ folder: 'P&L exports', visibility: 'nda' }, { name: 'document', filename: 'x.xlsm', contentType: XLSX, data });
  return { payload: body.payload, headers: { ...body.headers, 'x-lang': 'de' } };
}
