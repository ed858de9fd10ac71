import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, createSync, panelStore, sessionStore } from '@bizmarkt/shared';
import { Route, Routes } from '@bizmarkt/shared/router';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import { buyer, makeDialog, makeGroup, makeMessage, namespaces, page } from '../../../testing/messaging-fixtures';
import { messagingUiStore } from '../../../lib/messaging-ui-store';
import DealPage from './deal-page';

function renderAt(path: string, locale: 'en' | 'de' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/deals/:id" element={<DealPage />} />
      <Route path="/de/deals/:id" element={<DealPage />} />
    </Routes>,
    { namespaces, user: buyer, locale, route: path },
  );
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
  sessionStore.getState().setUser(buyer);
  messagingUiStore.getState().closeDialog();
});

it('shows the conversation, the offer, the steps and the checklist of the deal; a reply opens the messages panel on it', async () => {
  const dialog = makeDialog({
    messages: [makeMessage({ id: 3, message: 'The stock is included.' }), makeMessage({ id: 4, is_mine: true, message: 'Great, thanks.' })],
  });
  const { fetchMock } = createFetchMock({
    'GET /api/dialogs': [200, page([makeGroup({ name: 'Kitchen Gadgets FBA', dialogs: [dialog] })])],
    'GET /api/dialogs/70/offers': [200, { data: [] }],
    'GET /api/dialogs/70/checklist': [200, { items: [], verified: 0, total: 11 }],
  });
  global.fetch = fetchMock;
  renderAt('/deals/70');
  expect(await screen.findByRole('heading', { level: 1, name: 'Deal room: Kitchen Gadgets FBA' })).toBeInTheDocument();
  expect(screen.getByText('With Sam Seller')).toBeInTheDocument();
  const log = screen.getByRole('list', { name: 'Messages' });
  // The list scrolls; its messages take no focus, so the list does (a keyboard scrolls it).
  expect(log).toHaveAttribute('tabindex', '0');
  expect(within(log).getByText('The stock is included.').closest('li')).toHaveClass('bz-msg--in');
  expect(within(log).getByText('Great, thanks.').closest('li')).toHaveClass('bz-msg--out');
  expect(await screen.findByRole('button', { name: 'Make an offer' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Buying steps.' })).toBeInTheDocument();
  expect(await screen.findByText('0 of 11 verified')).toBeInTheDocument();
  // On a phone one part at a time: the switch says which.
  fireEvent.click(screen.getByRole('button', { name: 'Conversation' }));
  expect(screen.getByRole('button', { name: 'Conversation' })).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'Reply in messages' }));
  expect(panelStore.getState().open).toBe('messages');
  expect(messagingUiStore.getState().activeDialogId).toBe(70);
});

it('tells anyone but the two parties that the room is not theirs (German)', async () => {
  const { fetchMock } = createFetchMock({ 'GET /api/dialogs': [403, { message: 'This action is unauthorized.' }] });
  global.fetch = fetchMock;
  renderAt('/de/deals/71', 'de');
  expect(await screen.findByText('Dieser Deal-Raum ist nur für den Käufer und den Verkäufer der Unterhaltung geöffnet.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Deal-Raum' })).toBeInTheDocument();
});

describe('the conversation of the room is the chat of the panel', () => {
  it('sends text and a file; both join the conversation; a message that arrives joins it and is read', async () => {
    const dialog = makeDialog({ unread_count: 1, messages: [makeMessage({ id: 3, read: false, message: 'The stock is included.' })] });
    const text = makeMessage({ id: 5, is_mine: true, message: 'Could I see the supplier contract?', created_at: '2026-11-22T15:00:00.000Z' });
    const pdf = makeMessage({
      id: 6,
      type: 'media',
      is_mine: true,
      message: null,
      media_type: 'application/pdf',
      media_name: 'loi-draft.pdf',
      media_url: '/api/media/6',
      created_at: '2026-11-22T15:01:00.000Z',
    });
    const routes: Record<string, [number, unknown?]> = {
      'GET /api/dialogs': [200, page([makeGroup({ dialogs: [dialog] })])],
      'GET /api/dialogs/70/offers': [200, { data: [] }],
      'GET /api/dialogs/70/checklist': [200, { items: [], verified: 0, total: 11 }],
      'POST /api/dialogs/70/read': [200, { unreadMessages: 0 }],
      'GET /api/sync': [200, { messages: [], unreadNotifications: 0, unreadMessages: 0, unreadByDialog: {} }],
      'POST /api/messages': [201, { message: text }],
    };
    const { fetchMock, calls } = createFetchMock(routes);
    global.fetch = fetchMock;
    renderAt('/deals/70');

    const log = await screen.findByRole('list', { name: 'Messages' });
    // Shown, so read (as opening the panel's conversation).
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/dialogs/70/read'))).toBe(true));

    const input = screen.getByPlaceholderText('Your message..');
    fireEvent.change(input, { target: { value: 'Could I see the supplier contract?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await within(log).findByText('Could I see the supplier contract?')).closest('li')).toHaveClass('bz-msg--out');
    const sentText = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/messages'))!;
    expect(JSON.parse(String(sentText.body))).toEqual({ type: 'text', business_id: 40, message: 'Could I see the supplier contract?' });

    routes['POST /api/messages'] = [201, { message: pdf }];
    const file = new File(['%PDF-1.4'], 'loi-draft.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('chat-file'), { target: { files: [file] } });
    expect(await within(log).findByText('loi-draft.pdf')).toBeInTheDocument();
    const sentFile = calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/messages'))[1]!;
    expect(sentFile.body).toBeInstanceOf(FormData);
    expect((sentFile.body as FormData).get('media')).toBeInstanceOf(File);

    // The other side answers: the stream (or a poll) hands the message on, and it joins the room.
    const sync = createSync({ startedAt: 0, currentUser: () => buyer, refetchUser: async () => {} });
    await act(() =>
      sync.receive({ type: 'message', message: makeMessage({ id: 7, message: 'Sure, it is in the data room.', created_at: '2026-11-22T15:02:00.000Z' }) }),
    );
    expect((await within(log).findByText('Sure, it is in the data room.')).closest('li')).toHaveClass('bz-msg--in');
  });

  it('a free buyer sees Chat Locked in the room, as in the panel', async () => {
    const dialog = makeDialog({ hide_messages: true, unread_count: 2, messages: [] });
    global.fetch = createFetchMock({
      'GET /api/dialogs': [200, page([makeGroup({ dialogs: [dialog] })])],
      'GET /api/dialogs/70/offers': [200, { data: [] }],
      'GET /api/dialogs/70/checklist': [200, { items: [], verified: 0, total: 11 }],
    }).fetchMock;
    renderAt('/deals/70');
    expect(await screen.findByText(/^Chat Locked/)).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Your message..')).not.toBeInTheDocument();
  });
});

it("locked out by another buyer's exclusivity (German): the banner at the top, once; no offer, no step or checklist action", async () => {
  const dialog = makeDialog({ buyer_step: 1 });
  const { fetchMock } = createFetchMock({
    'GET /api/dialogs': [200, page([makeGroup({ name: 'Campingausrüstung', dialogs: [dialog] })])],
    'GET /api/dialogs/70/offers': [200, { data: [], under_offer_until: '2026-12-23T09:00:00.000Z', listing_inventory: null }],
    'GET /api/dialogs/70/checklist': [
      200,
      {
        items: [
          { item: 'domain', state: 'open', request_note: null, answer_note: null, requested_at: null, answered_at: null, verified_at: null, documents: [] },
        ],
        verified: 0,
        total: 11,
      },
    ],
  });
  global.fetch = fetchMock;
  renderAt('/de/deals/70', 'de');
  const banner = (await screen.findByText(/^Reserviert für einen anderen Käufer bis/)).closest('[role="status"]')!;
  expect(banner).toHaveTextContent(/Reserviert für einen anderen Käufer bis 23\. Dez\.? 2026/);
  expect(banner).toHaveTextContent('Kommt der Abschluss nicht zustande, werden Sie benachrichtigt.');
  expect(screen.getAllByText(/Reserviert für einen anderen Käufer/)).toHaveLength(1);
  // Above the parts: the first thing after the title and the other party.
  expect(
    banner.compareDocumentPosition(screen.getByRole('heading', { level: 2, name: 'Angebot und Kaufprozess' })) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  expect(await screen.findByText('0 von 11 geprüft')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Angebot machen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Als erledigt markieren' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Anfragen' })).not.toBeInTheDocument();
  // The spec's own heading ('Buying steps.', with its full stop), in German.
  expect(screen.getByRole('heading', { name: 'Schritte zum Kauf.' })).toBeInTheDocument();
});

it("a message that was not sent can be sent again from its 'Not sent' line (walk 37)", async () => {
  const dialog = makeDialog({ messages: [] });
  const sent = makeMessage({ id: 9, is_mine: true, message: 'Is the supplier contract transferable?', created_at: '2026-11-22T15:00:00.000Z' });
  const routes: Record<string, [number, unknown?]> = {
    'GET /api/dialogs': [200, page([makeGroup({ dialogs: [dialog] })])],
    'GET /api/dialogs/70/offers': [200, { data: [] }],
    'GET /api/dialogs/70/checklist': [200, { items: [], verified: 0, total: 11 }],
    'GET /api/sync': [200, { messages: [], unreadNotifications: 0, unreadMessages: 0, unreadByDialog: {} }],
    'POST /api/messages': [500, { message: 'Server Error' }],
  };
  const { fetchMock, calls } = createFetchMock(routes);
  global.fetch = fetchMock;
  renderAt('/deals/70');
  const log = await screen.findByRole('list', { name: 'Messages' });
  fireEvent.change(screen.getByPlaceholderText('Your message..'), { target: { value: 'Is the supplier contract transferable?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const failedLine = (await within(log).findByText('Not sent', { exact: false })).closest('li')!;
  expect(failedLine).toHaveTextContent('Is the supplier contract transferable?');

  routes['POST /api/messages'] = [201, { message: sent }];
  fireEvent.click(within(failedLine).getByRole('button', { name: 'Send again' }));
  await waitFor(() => expect(within(log).queryByText('Not sent', { exact: false })).not.toBeInTheDocument());
  expect((await within(log).findByText('Is the supplier contract transferable?')).closest('li')).toHaveClass('bz-msg--out');
  const posts = calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/messages'));
  expect(posts).toHaveLength(2);
  expect(JSON.parse(String(posts[1]!.body))).toEqual({ type: 'text', business_id: 40, message: 'Is the supplier contract transferable?' });
});
