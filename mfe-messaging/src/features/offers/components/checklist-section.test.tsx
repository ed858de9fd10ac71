import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import { DUE_DILIGENCE_ITEMS, type ChecklistItem, type ChecklistResponse, type DataRoomResponse, type Dialog } from '@bizmarkt/shared/contract';
import { buyer, makeDialog, namespaces, seller } from '../../../testing/messaging-fixtures';
import { ChecklistSection } from './checklist-section';

function checklist(changes: Partial<Record<(typeof DUE_DILIGENCE_ITEMS)[number], Partial<ChecklistItem>>> = {}): ChecklistResponse {
  const items = DUE_DILIGENCE_ITEMS.map((item) => ({
    item,
    state: 'open' as const,
    request_note: null,
    answer_note: null,
    requested_at: null,
    answered_at: null,
    verified_at: null,
    documents: [],
    ...changes[item],
  }));
  return { items, verified: items.filter((item) => item.state === 'verified').length, total: items.length };
}

const doc = (id: number, name: string, visibility: 'nda' | 'loi', folder = 'P&L exports') => ({
  id,
  folder,
  name,
  content_type: 'application/pdf',
  size: 1200,
  visibility,
  created_at: '2026-06-01T09:00:00.000Z',
  url: `/api/dialogs/70/data-room/documents/${id}`,
});

/** The seller's view of the data room: an nda PDF, an loi PDF; the buyer has NDA access. */
function dataRoom(): DataRoomResponse {
  return {
    role: 'seller',
    listing_nda: true,
    folders: [
      { name: 'P&L exports', documents: [doc(5, 'pnl-2025.pdf', 'nda')] },
      { name: 'Supplier contracts', documents: [doc(6, 'supplier.pdf', 'loi', 'Supplier contracts')] },
    ],
    access: { nda: true, loi: false, reason: 'nda', override: null, paused_until: null },
    log: [],
    suggested_folders: [],
  };
}

function renderChecklist(dialog: Dialog, locale: 'en' | 'de' = 'en') {
  return renderWithProviders(<ChecklistSection dialog={dialog} />, { namespaces, user: dialog.is_seller ? seller : buyer, locale });
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
});

it('shows the buyer the eleven items and the progress; requests, verifies', async () => {
  sessionStore.getState().setUser(buyer);
  const { fetchMock, calls } = createFetchMock({
    'GET /api/dialogs/70/checklist': [200, checklist({ domain: { state: 'verified' }, revenue: { state: 'answered', answer_note: 'P&L in the chat.' } })],
    'POST /api/dialogs/70/checklist/analytics': [200, checklist().items[1]],
    'POST /api/dialogs/70/checklist/revenue': [200, checklist().items[2]],
  });
  global.fetch = fetchMock;
  renderChecklist(makeDialog());
  expect(await screen.findByText('1 of 11 verified')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: '1 of 11 verified' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(11);
  expect(screen.getByText('Answer: P&L in the chat.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Request: Analytics' }));
  await waitFor(() => expect(calls.some((call) => call.url.endsWith('/checklist/analytics'))).toBe(true));
  expect(JSON.parse(String(calls.find((call) => call.url.endsWith('/checklist/analytics'))!.body))).toEqual({ action: 'request', note: '', document_ids: [] });
  fireEvent.click(screen.getByRole('button', { name: 'Mark verified: Revenue' }));
  await waitFor(() => expect(calls.some((call) => call.url.endsWith('/checklist/revenue'))).toBe(true));
  expect(JSON.parse(String(calls.find((call) => call.url.endsWith('/checklist/revenue'))!.body))).toEqual({ action: 'verify', note: '', document_ids: [] });
  // The buyer has nothing to answer.
  expect(screen.queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
});

it('lets the seller answer a requested item with a note, and shows a 422 under it (German)', async () => {
  sessionStore.getState().setUser(seller);
  const { fetchMock, calls } = createFetchMock({
    'GET /api/dialogs/70/checklist': [200, checklist({ domain: { state: 'requested', request_note: 'Transfer code?' } })],
    'POST /api/dialogs/70/checklist/domain': [422, { message: 'Ungültig', errors: { note: ['Bitte schreiben Sie eine Antwort.'] } }],
    'GET /api/dialogs/70/data-room': [200, dataRoom()],
  });
  global.fetch = fetchMock;
  renderChecklist(makeDialog({ is_seller: true }), 'de');
  expect(await screen.findByText('0 von 11 geprüft')).toBeInTheDocument();
  const item = screen.getByText('Anfrage: Transfer code?').closest('li')!;
  fireEvent.change(within(item).getByLabelText('Ihre Antwort zu Domain'), { target: { value: '' } });
  fireEvent.click(within(item).getByRole('button', { name: 'Antworten' }));
  expect(await within(item).findByText('Bitte schreiben Sie eine Antwort.')).toBeInTheDocument();
  fireEvent.change(within(item).getByLabelText('Ihre Antwort zu Domain'), { target: { value: 'Bei Namecheap.' } });
  fireEvent.click(within(item).getByRole('button', { name: 'Antworten' }));
  await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
  expect(JSON.parse(String(calls.filter((call) => call.method === 'POST')[1]!.body))).toEqual({ action: 'answer', note: 'Bei Namecheap.', document_ids: [] });
  expect(screen.queryByRole('button', { name: /^Anfragen/ })).not.toBeInTheDocument();
});

it('lets the seller attach only documents the buyer may open, and shows a 422 on them', async () => {
  sessionStore.getState().setUser(seller);
  const { fetchMock, calls } = createFetchMock({
    'GET /api/dialogs/70/checklist': [200, checklist({ revenue: { state: 'requested' } })],
    'GET /api/dialogs/70/data-room': [200, dataRoom()],
    'POST /api/dialogs/70/checklist/revenue': [
      422,
      { message: 'Invalid', errors: { document_ids: ['Pick documents of this data room that the buyer may open.'] } },
    ],
  });
  global.fetch = fetchMock;
  renderChecklist(makeDialog({ is_seller: true }));
  const item = (await screen.findByText('Revenue')).closest('li')!;
  const picker = await within(item).findByRole('group', { name: 'Documents from the data room' });
  // The loi document is not offered: the buyer has no accepted offer.
  expect(within(picker).getAllByRole('checkbox')).toHaveLength(1);
  expect(within(picker).queryByLabelText(/supplier\.pdf/)).not.toBeInTheDocument();
  fireEvent.click(within(picker).getByLabelText('P&L exports / pnl-2025.pdf'));
  fireEvent.change(within(item).getByLabelText('Your answer about Revenue'), { target: { value: 'The 2025 P&L.' } });
  fireEvent.click(within(item).getByRole('button', { name: 'Answer' }));
  await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  expect(JSON.parse(String(calls.find((call) => call.method === 'POST')!.body))).toEqual({ action: 'answer', note: 'The 2025 P&L.', document_ids: [5] });
  expect(await within(item).findByText('Pick documents of this data room that the buyer may open.')).toBeInTheDocument();
  expect(picker).toHaveAccessibleDescription(/Only documents this buyer may open are offered\. Pick documents/);
});

it("shows the buyer an answer's documents as links through the data room, and locked ones without a link (German)", async () => {
  sessionStore.getState().setUser(buyer);
  const { fetchMock, calls } = createFetchMock({
    'GET /api/dialogs/70/checklist': [
      200,
      checklist({
        revenue: {
          state: 'answered',
          answer_note: 'Siehe P&L.',
          documents: [
            {
              id: 5,
              name: 'pnl-2025.pdf',
              folder: 'P&L exports',
              content_type: 'application/pdf',
              visibility: 'nda',
              locked: false,
              url: '/api/dialogs/70/data-room/documents/5',
            },
            { id: 6, name: 'supplier.pdf', folder: 'Supplier contracts', content_type: 'application/pdf', visibility: 'loi', locked: true, url: null },
          ],
        },
      }),
    ],
  });
  global.fetch = fetchMock;
  renderChecklist(makeDialog(), 'de');
  const item = (await screen.findByText('Antwort: Siehe P&L.')).closest('li')!;
  const list = within(item).getByRole('list', { name: 'Beigefügte Dokumente' });
  expect(within(list).getByRole('link', { name: 'pnl-2025.pdf' })).toHaveAttribute('href', '/api/dialogs/70/data-room/documents/5?lang=de');
  expect(within(list).getByRole('link', { name: 'pnl-2025.pdf' })).toHaveAttribute('target', '_blank');
  expect(within(list).queryByRole('link', { name: /supplier/ })).not.toBeInTheDocument();
  expect(within(list).getByText(/supplier\.pdf \(gesperrt: Ihr Datenraum-Zugang öffnet es nicht\)/)).toBeInTheDocument();
  // The buyer's checklist does not read the seller's data room.
  expect(calls.some((call) => call.url.includes('/data-room') && !call.url.includes('/documents/'))).toBe(false);
});
