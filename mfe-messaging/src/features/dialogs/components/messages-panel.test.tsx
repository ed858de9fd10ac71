import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, sessionStore, unreadStore } from '@bizmarkt/shared';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import { buyer, makeDialog, makeGroup, makeMaskedDialog, makeMessage, namespaces, page, seller } from '../../../testing/messaging-fixtures';
import { messagingUiStore } from '../../../lib/messaging-ui-store';
import MessagesPanel from './messages-panel';

function renderPanel(locale: 'en' | 'de' = 'en') {
  return renderWithProviders(<MessagesPanel onClose={jest.fn()} />, { locale, namespaces, user: buyer, route: locale === 'de' ? '/de' : '/' });
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
  sessionStore.getState().setUser(buyer);
  messagingUiStore.getState().closeDialog();
  messagingUiStore.setState({ expandedGroups: [] });
  unreadStore.getState().setMessageCounts(0, {});
});

describe('Messages panel', () => {
  it("opens the conversation from the listing's name (the icon beside it goes to the listing's page)", async () => {
    const group = makeGroup({ dialogs: [makeDialog()] });
    global.fetch = createFetchMock({ 'GET /api/dialogs': [200, page([group])], 'POST /api/dialogs/70/read': [200, { unreadMessages: 0 }] }).fetchMock;
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Conversations by listing' });
    expect(within(list).getByRole('link', { name: 'Open listing Kitchen Gadgets FBA' })).toHaveAttribute('href', '/business/40');
    fireEvent.click(within(list).getByRole('button', { name: 'Kitchen Gadgets FBA' }));
    expect(await screen.findByRole('tab', { name: 'Chat', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Hello, thanks for your interest.')).toBeInTheDocument();
  });

  it("says 'There are no messages here yet.' without dialogs", async () => {
    global.fetch = createFetchMock({ 'GET /api/dialogs': [200, page([])] }).fetchMock;
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('There are no messages here yet.')).toBeInTheDocument();
  });

  it('lists a listing with its statuses, price and unread count; a buyer opens the dialog and sends with Enter', async () => {
    const group = makeGroup({ dialogs: [makeDialog({ unread_count: 2 })] });
    const sent = makeMessage({ id: 2, is_mine: true, message: 'Is the price negotiable?', created_at: '2026-11-22T15:00:00.000Z' });
    const { fetchMock, calls } = createFetchMock({
      'GET /api/dialogs': [200, page([group])],
      'POST /api/dialogs/70/read': [200, { unreadMessages: 0 }],
      'POST /api/messages': [201, { message: sent }],
    });
    global.fetch = fetchMock;
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Conversations by listing' });
    expect(within(list).getByText('FBA, Private label')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Open listing Kitchen Gadgets FBA' })).toHaveAttribute('href', '/business/40');
    expect(within(list).getByText('2 unread')).toBeInTheDocument();

    fireEvent.click(within(list).getByRole('button', { name: 'Open conversation with Sam Seller' }));
    expect(await screen.findByRole('tab', { name: 'Chat', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Hello, thanks for your interest.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/dialogs/70/read'))).toBe(true));

    const input = screen.getByPlaceholderText('Your message..');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(calls.filter((c) => c.url.endsWith('/api/messages'))).toHaveLength(0); // empty text is never sent
    fireEvent.change(input, { target: { value: 'Is the price negotiable?' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(calls.filter((c) => c.url.endsWith('/api/messages'))).toHaveLength(0); // Shift+Enter is a new line
    fireEvent.keyDown(input, { key: 'Enter' });

    const log = screen.getByRole('list', { name: 'Messages' });
    expect(await within(log).findByText('Is the price negotiable?')).toBeInTheDocument();
    expect(within(log).getByText('Sent')).toBeInTheDocument();
    const send = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/messages'))!;
    // A buyer writes about the listing; the server finds its owner (issue #27).
    expect(JSON.parse(String(send.body))).toEqual({ type: 'text', business_id: 40, message: 'Is the price negotiable?' });
    expect(input).toHaveValue('');

    fireEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(await screen.findByRole('list', { name: 'Conversations by listing' })).toBeInTheDocument();
  });

  it("a PRO buyer before the NDA is accepted: 'Seller', no profile, the message sent by listing alone", async () => {
    const fromSeller = makeMessage({ id: 3, is_mine: false, message: 'Please sign the NDA first.' });
    const mine = makeMessage({ id: 4, is_mine: true, message: 'I will, thanks.' });
    const group = makeGroup({ nda: true, user_id: null, dialogs: [makeMaskedDialog({ nda_status: 'pending', messages: [fromSeller] })] });
    const { fetchMock, calls } = createFetchMock({ 'GET /api/dialogs': [200, page([group])], 'POST /api/messages': [201, { message: mine }] });
    global.fetch = fetchMock;
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Open conversation with Seller' }));
    const log = await screen.findByRole('list', { name: 'Messages' });
    expect(within(log).getByText('Please sign the NDA first.').closest('li')).toHaveClass('bz-msg--in');
    expect(screen.queryByRole('button', { name: /Open the profile of/ })).not.toBeInTheDocument();

    const input = screen.getByPlaceholderText('Your message..');
    fireEvent.change(input, { target: { value: 'I will, thanks.' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await within(log).findByText('I will, thanks.')).closest('li')).toHaveClass('bz-msg--out');
    const send = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/messages'))!;
    expect(JSON.parse(String(send.body))).toEqual({ type: 'text', business_id: 40, message: 'I will, thanks.' });
  });

  it('the owner answers a buyer by naming the buyer (the buyer is never masked)', async () => {
    sessionStore.getState().setUser(seller);
    const answer = makeMessage({ id: 5, is_mine: true, message: 'Yes, it is still for sale.' });
    const group = makeGroup({
      is_mine: true,
      dialogs: [makeDialog({ id: 71, is_seller: true, opponent: { ...makeDialog().opponent, id: 5, name: 'Bea', last_name: 'Buyer' } })],
    });
    const { fetchMock, calls } = createFetchMock({ 'GET /api/dialogs': [200, page([group])], 'POST /api/messages': [201, { message: answer }] });
    global.fetch = fetchMock;
    renderWithProviders(<MessagesPanel onClose={jest.fn()} />, { namespaces, user: seller });
    fireEvent.click(await screen.findByRole('button', { name: 'Show conversations about Kitchen Gadgets FBA' }));
    fireEvent.click(screen.getByRole('button', { name: /Bea Buyer/ }));
    const input = await screen.findByPlaceholderText('Your message..');
    fireEvent.change(input, { target: { value: 'Yes, it is still for sale.' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/messages'))).toBe(true));
    const send = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/messages'))!;
    expect(JSON.parse(String(send.body))).toEqual({ type: 'text', business_id: 40, opponent_id: 5, message: 'Yes, it is still for sale.' });
  });

  it("the seller sees an NDA request waiting for an answer on the listing's row and on the buyer's (German; walk 33)", async () => {
    const group = makeGroup({
      is_mine: true,
      dialogs: [
        makeDialog({ id: 71, is_seller: true, nda_status: 'pending', opponent: { ...makeDialog().opponent, id: 5, name: 'Bea', last_name: 'Buyer' } }),
        makeDialog({ id: 72, is_seller: true, nda_status: 'accepted', opponent: { ...makeDialog().opponent, id: 6, name: 'Ben', last_name: 'Bidder' } }),
      ],
    });
    global.fetch = createFetchMock({ 'GET /api/dialogs': [200, page([group])] }).fetchMock;
    renderPanel('de');
    const toggle = await screen.findByRole('button', { name: 'Unterhaltungen zu Kitchen Gadgets FBA anzeigen' });
    expect(toggle.closest('li')).toHaveTextContent('NDA-Anfrage offen');
    fireEvent.click(toggle);
    const rows = within(screen.getByRole('list', { name: 'Unterhaltungen zu Kitchen Gadgets FBA' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('NDA-Anfrage offen');
    expect(rows[1]).not.toHaveTextContent('NDA-Anfrage');
  });

  it("a seller's own listing expands to its buyers' dialogs", async () => {
    const group = makeGroup({
      is_mine: true,
      dialogs: [
        makeDialog({ id: 71, is_seller: true, opponent: { ...makeDialog().opponent, id: 5, name: 'Bea', last_name: 'Buyer' } }),
        makeDialog({ id: 72, is_seller: true, opponent: { ...makeDialog().opponent, id: 6, name: 'Ben', last_name: 'Bidder' } }),
      ],
    });
    global.fetch = createFetchMock({ 'GET /api/dialogs': [200, page([group])] }).fetchMock;
    renderPanel();
    const toggle = await screen.findByRole('button', { name: 'Show conversations about Kitchen Gadgets FBA' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    const dialogs = screen.getByRole('list', { name: 'Conversations about Kitchen Gadgets FBA' });
    expect(
      within(dialogs)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Bea Buyer'), expect.stringContaining('Ben Bidder')]);
  });

  it('zeigt einem Käufer ohne PRO „Chat gesperrt“ mit den ungelesenen Nachrichten und dem Weg zu Pro', async () => {
    const group = makeGroup({ nda: true, user_id: null, dialogs: [makeMaskedDialog({ hide_messages: true, unread_count: 3, messages: [] })] });
    global.fetch = createFetchMock({ 'GET /api/dialogs': [200, page([group])] }).fetchMock;
    renderPanel('de');
    fireEvent.click(await screen.findByRole('button', { name: 'Unterhaltung mit Verkäufer öffnen' }));
    expect(await screen.findByText('Chat gesperrt – Wechseln Sie zum PRO-Tarif, um den Verkäufer kontaktieren zu können.')).toBeInTheDocument();
    expect(screen.getByText('Sie haben 3 ungelesene Nachrichten')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Auf PRO upgraden' })).toHaveAttribute('href', '/de/pricing');
    expect(screen.queryByPlaceholderText('Ihre Nachricht..')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Profil von/ })).not.toBeInTheDocument();
  });
});
