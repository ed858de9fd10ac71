import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import type { DataRoomResponse, Dialog } from '@bizmarkt/shared/contract';
import { buyer, makeDialog, namespaces, seller } from '../../../testing/messaging-fixtures';
import { DataRoomSection } from './data-room-section';

const pnl = {
  id: 5,
  folder: 'P&L exports',
  name: 'pnl-2025.pdf',
  content_type: 'application/pdf',
  size: 1200,
  visibility: 'nda' as const,
  created_at: '2026-06-01T09:00:00.000Z',
  url: '/api/dialogs/70/data-room/documents/5',
};
const contract = {
  ...pnl,
  id: 6,
  folder: 'Supplier contracts',
  name: 'supplier.pdf',
  visibility: 'loi' as const,
  url: '/api/dialogs/70/data-room/documents/6',
};

function room(changes: Partial<DataRoomResponse> = {}): DataRoomResponse {
  return {
    role: 'seller',
    folders: [
      { name: 'P&L exports', documents: [pnl] },
      { name: 'Supplier contracts', documents: [contract] },
    ],
    access: { nda: true, loi: false, reason: 'nda', override: null, paused_until: null },
    log: [
      {
        id: 1,
        document_id: 5,
        document_name: 'pnl-2025.pdf',
        buyer_id: 9,
        buyer_name: 'Ada Lovelace',
        buyer_email: 'ada@example.com',
        action: 'download',
        created_at: '2026-06-01T10:15:00.000Z',
      },
    ],
    suggested_folders: ['P&L exports', 'Amazon account health'],
    ...changes,
  };
}

function renderRoom(dialog: Dialog, locale: 'en' | 'de' = 'en') {
  return renderWithProviders(<DataRoomSection dialog={dialog} />, { namespaces, user: dialog.is_seller ? seller : buyer, locale });
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
});

const buyers = {
  data: [
    { dialog_id: 70, buyer_id: 9, buyer_name: 'Ada Lovelace', access: { nda: true, loi: false, reason: 'nda', override: null, paused_until: null } },
    { dialog_id: 71, buyer_id: 10, buyer_name: 'Bob Builder', access: { nda: false, loi: false, reason: 'revoked', override: 'revoked', paused_until: null } },
    {
      dialog_id: 72,
      buyer_id: 11,
      buyer_name: 'Cleo Patra',
      access: { nda: false, loi: false, reason: 'exclusivity', override: null, paused_until: '2026-07-01T09:00:00.000Z' },
    },
  ],
};

it("shows the seller the folders, every buyer with their access and the log; uploads, shows a 422 on its field, sets one buyer's access", async () => {
  sessionStore.getState().setUser(seller);
  const { fetchMock, calls } = createFetchMock({
    'GET /api/dialogs/70/data-room': [200, room()],
    'POST /api/dialogs/70/data-room/documents': [
      422,
      { message: 'Invalid', errors: { document: ['The document must be a PDF file, a complete JPEG or PNG image (at most 40 megapixels) or a CSV file.'] } },
    ],
    'PUT /api/dialogs/71/data-room/access': [200, { nda: false, loi: false, reason: 'paused', override: 'paused', paused_until: null }],
    'GET /api/dialogs/70/data-room/buyers': [200, buyers],
  });
  global.fetch = fetchMock;
  renderRoom(makeDialog({ is_seller: true }));
  const folder = await screen.findByRole('region', { name: 'P&L exports' });
  expect(within(folder).getByText('pnl-2025.pdf')).toBeInTheDocument();
  expect(within(folder).getByText('Buyers with a signed NDA')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Supplier contracts' })).getByText('The buyer under LOI only')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download: pnl-2025.pdf' })).toHaveAttribute('href', '/api/dialogs/70/data-room/documents/5?download=1&lang=en');
  expect(screen.getByRole('link', { name: 'Open: pnl-2025.pdf' })).toHaveAttribute('target', '_blank');
  // The access list: every buyer of the listing, this conversation's marked, each state in words.
  const list = await screen.findByRole('region', { name: "Buyers' access" });
  const rows = within(list).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringContaining('Ada LovelaceNDA access'),
    expect.stringContaining('Bob BuilderRevoked'),
    expect.stringMatching(/Cleo PatraPaused: another buyer's exclusivity until .*2026/),
  ]);
  expect(rows[0]).toHaveAttribute('aria-current', 'true');
  expect(within(list).getByRole('button', { name: 'Revoke: Bob Builder' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(list).getByRole('button', { name: 'Follow NDA and offer: Ada Lovelace' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText(/Ada Lovelace \(ada@example.com\) downloaded pnl-2025\.pdf/)).toBeInTheDocument();

  // Upload: the client asks for a file and a folder first, then shows the server's 422 under the file.
  fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Please choose a file.')).toBeInTheDocument();
  expect(screen.getByText('Please name a folder.')).toBeInTheDocument();
  const file = new File(['<html>'], 'tm.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText('File'), { target: { files: [file] } });
  fireEvent.change(screen.getByLabelText('Folder'), { target: { value: 'Trademark papers' } });
  fireEvent.click(screen.getByLabelText('The buyer under LOI only'));
  fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText(/The document must be a PDF file/)).toBeInTheDocument();
  expect(screen.getByLabelText('File')).toHaveAttribute('aria-invalid', 'true');
  const sent = calls.find((call) => call.method === 'POST')!.body as FormData;
  expect(sent.get('folder')).toBe('Trademark papers');
  expect(sent.get('visibility')).toBe('loi');
  expect((sent.get('document') as File).name).toBe('tm.pdf');

  // Pausing Bob goes through Bob's own dialog; the list is read afresh and the change said.
  const listReads = () => calls.filter((call) => call.method === 'GET' && call.url.endsWith('/buyers')).length;
  const readsBefore = listReads();
  fireEvent.click(within(list).getByRole('button', { name: 'Pause: Bob Builder' }));
  await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
  expect(calls.find((call) => call.method === 'PUT')!.url).toBe('/api/dialogs/71/data-room/access');
  expect(JSON.parse(String(calls.find((call) => call.method === 'PUT')!.body))).toEqual({ state: 'paused' });
  expect(await within(list).findByText('Access changed for Bob Builder.')).toBeInTheDocument();
  await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
});

it('shows the buyer why, and only links (German)', async () => {
  sessionStore.getState().setUser(buyer);
  const { fetchMock } = createFetchMock({
    'GET /api/dialogs/70/data-room': [
      200,
      room({
        role: 'buyer',
        folders: [],
        log: [],
        access: { nda: false, loi: false, reason: 'exclusivity', override: null, paused_until: '2026-07-01T09:00:00.000Z' },
      }),
    ],
  });
  global.fetch = fetchMock;
  renderRoom(makeDialog(), 'de');
  expect(await screen.findByText(/Ihr Zugang ruht bis zum Ende der Exklusivität/)).toBeInTheDocument();
  expect(screen.getByText('Für Sie sind noch keine Dokumente freigegeben.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Hochladen' })).not.toBeInTheDocument();
  expect(screen.queryByText('Zugriffsprotokoll')).not.toBeInTheDocument();
});

it('gives the buyer open and download links in their language', async () => {
  sessionStore.getState().setUser(buyer);
  const { fetchMock } = createFetchMock({
    'GET /api/dialogs/70/data-room': [200, room({ role: 'buyer', folders: [{ name: 'P&L exports', documents: [pnl] }], log: [] })],
  });
  global.fetch = fetchMock;
  renderRoom(makeDialog(), 'de');
  expect(await screen.findByRole('link', { name: 'Herunterladen: pnl-2025.pdf' })).toHaveAttribute(
    'href',
    '/api/dialogs/70/data-room/documents/5?download=1&lang=de',
  );
  expect(screen.queryByRole('button', { name: /Löschen/ })).not.toBeInTheDocument();
});

it('offers a spreadsheet only as a download, and says so beside the upload', async () => {
  sessionStore.getState().setUser(seller);
  const sheet = {
    ...pnl,
    id: 7,
    name: 'pnl-2025.xlsx',
    content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    url: '/api/dialogs/70/data-room/documents/7',
  };
  const { fetchMock } = createFetchMock({
    'GET /api/dialogs/70/data-room': [200, room({ folders: [{ name: 'P&L exports', documents: [pnl, sheet] }] })],
    'GET /api/dialogs/70/data-room/buyers': [200, { data: [] }],
  });
  global.fetch = fetchMock;
  renderRoom(makeDialog({ is_seller: true }));
  expect(await screen.findByRole('link', { name: 'Download: pnl-2025.xlsx' })).toHaveAttribute(
    'href',
    '/api/dialogs/70/data-room/documents/7?download=1&lang=en',
  );
  expect(screen.queryByRole('link', { name: 'Open: pnl-2025.xlsx' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open: pnl-2025.pdf' })).toBeInTheDocument();
  expect(screen.getByLabelText('File')).toHaveAttribute('accept', expect.stringContaining('.xlsx'));
  expect(screen.getByText(/Spreadsheets are only downloaded, never shown in the browser, and carry no watermark/)).toBeInTheDocument();
  expect(await screen.findByText('No buyer has written about this listing yet.')).toBeInTheDocument();
});
