import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import type { DataRoomResponse, Dialog } from '@bizmarkt/shared/contract';
import { ConfirmDialog } from 'primereact/confirmdialog';
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
    listing_nda: true,
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
  return renderWithProviders(
    <>
      <ConfirmDialog />
      <DataRoomSection dialog={dialog} />
    </>,
    { namespaces, user: dialog.is_seller ? seller : buyer, locale },
  );
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
  // Each document's size (the shared number format) and upload date.
  expect(within(folder).getByText('1.2 KB · uploaded Jun 1, 2026')).toBeInTheDocument();
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
  // The current override in words, not only by the filled button.
  expect(within(rows[0]!).getByText('Current: follows NDA and offer')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Current: revoked')).toBeInTheDocument();
  expect(screen.getByText(/Ada Lovelace \(ada@example.com\) downloaded pnl-2025\.pdf/)).toBeInTheDocument();

  // Upload: the file picker is the site's button with translated words; the radios PrimeReact's.
  expect(screen.getByText('Choose file')).toBeInTheDocument();
  expect(screen.getByText('No file chosen')).toBeInTheDocument();
  expect(screen.getByLabelText('Buyers with a signed NDA').closest('.p-radiobutton')).not.toBeNull();
  // The client asks for a file and a folder first, then shows the server's 422 under the file.
  fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Please choose a file.')).toBeInTheDocument();
  expect(screen.getByText('Please name a folder.')).toBeInTheDocument();
  const file = new File(['<html>'], 'tm.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText('File'), { target: { files: [file] } });
  expect(screen.getByText('tm.pdf')).toBeInTheDocument();
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
  // A long journey through one render: more than Jest's 5 s on a busy machine.
}, 30_000);

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
  // The date the exclusivity ends, in the shared date format.
  expect(await screen.findByText(/Ihr Zugang ruht bis zum Ende der Exklusivität am 1\. Juli 2026\.$/)).toBeInTheDocument();
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

it('asks before granting a buyer while another buyer holds the exclusivity, naming the holder and its end', async () => {
  sessionStore.getState().setUser(seller);
  const held = {
    data: [
      { dialog_id: 70, buyer_id: 9, buyer_name: 'Paul Pro', access: { nda: true, loi: true, reason: 'loi', override: null, paused_until: null } },
      {
        dialog_id: 72,
        buyer_id: 11,
        buyer_name: 'Dora Buyer',
        access: { nda: false, loi: false, reason: 'exclusivity', override: null, paused_until: '2026-12-23T09:00:00.000Z' },
      },
    ],
  };
  const { fetchMock, calls } = createFetchMock({
    'GET /api/dialogs/70/data-room': [200, room()],
    'GET /api/dialogs/70/data-room/buyers': [200, held],
    'PUT /api/dialogs/72/data-room/access': [200, { nda: true, loi: false, reason: 'granted', override: 'granted', paused_until: null }],
  });
  global.fetch = fetchMock;
  renderRoom(makeDialog({ is_seller: true }));
  const list = await screen.findByRole('region', { name: "Buyers' access" });
  await within(list).findByText(/Dora Buyer/);
  const puts = () => calls.filter((call) => call.method === 'PUT');

  // Cancel keeps the exclusivity: nothing sent.
  fireEvent.click(within(list).getByRole('button', { name: 'Grant: Dora Buyer' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent("Paul Pro's exclusivity runs until Dec 23, 2026. Granting Dora Buyer opens the documents for NDA buyers to them now.");
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(puts()).toHaveLength(0);

  // "Grant anyway" sends it; pausing needs no question.
  fireEvent.click(within(list).getByRole('button', { name: 'Grant: Dora Buyer' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Grant anyway' }));
  await waitFor(() => expect(puts()).toHaveLength(1));
  expect(JSON.parse(String(puts()[0]!.body))).toEqual({ state: 'granted' });
  expect(puts()[0]!.url).toBe('/api/dialogs/72/data-room/access');
});

it('on a listing without an NDA says who opens the documents: buyers in conversation (decision 0254)', async () => {
  sessionStore.getState().setUser(buyer);
  const open = room({
    role: 'buyer',
    listing_nda: false,
    folders: [{ name: 'P&L exports', documents: [pnl] }],
    log: [],
    access: { nda: true, loi: false, reason: 'conversation', override: null, paused_until: null },
  });
  const { fetchMock } = createFetchMock({ 'GET /api/dialogs/70/data-room': [200, open] });
  global.fetch = fetchMock;
  const view = renderRoom(makeDialog());
  expect(await screen.findByText(/This listing asks for no NDA: as a buyer in conversation with the seller you open the documents/)).toBeInTheDocument();
  expect(screen.queryByText(/once the seller has accepted your NDA/)).not.toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'P&L exports' })).getByText('Buyers in conversation')).toBeInTheDocument();
  view.unmount();

  // The seller's upload form names the choice so, in German too.
  sessionStore.getState().setUser(seller);
  global.fetch = createFetchMock({
    'GET /api/dialogs/70/data-room': [200, { ...open, role: 'seller' }],
    'GET /api/dialogs/70/data-room/buyers': [
      200,
      {
        data: [
          {
            dialog_id: 70,
            buyer_id: 9,
            buyer_name: 'Ada Lovelace',
            access: { nda: true, loi: false, reason: 'conversation', override: null, paused_until: null },
          },
        ],
      },
    ],
  }).fetchMock;
  renderRoom(makeDialog({ is_seller: true }), 'de');
  expect(await screen.findByLabelText('Käufer im Gespräch')).toBeInTheDocument();
  expect(screen.getByText(/Dieses Inserat verlangt keine NDA: Dokumente für Käufer im Gespräch öffnen sich jedem PRO-Käufer/)).toBeInTheDocument();
  expect(screen.getByText('Datei auswählen')).toBeInTheDocument();
  expect(screen.getByText('Keine Datei ausgewählt')).toBeInTheDocument();
  expect(await screen.findByText(/Zugang \(im Gespräch, keine NDA nötig\)/)).toBeInTheDocument();
  expect(screen.getByText('1,2 KB · hochgeladen am 1. Juni 2026')).toBeInTheDocument();
});
