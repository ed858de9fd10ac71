import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { createFetchMock, createTestQueryClient, renderWithProviders } from '@bizmarkt/shared/testing';
import { buyer, makeDialog, makeGroup, makeMessage, namespaces, page, seller } from '../../../testing/messaging-fixtures';
import { messagingUiStore } from '../../../lib/messaging-ui-store';
import MessagesPanel from './messages-panel';

// The buyer's request: the buyer's own messages, the seller's to answer.
const request = (asSeller: boolean) => makeMessage({ id: 11, type: 'nda_request', is_mine: !asSeller, message: null });
const decision = (asSeller: boolean) => makeMessage({ id: 12, type: 'nda_request_decision', is_mine: !asSeller, message: null });

function renderChat(asSeller: boolean, routes: Parameters<typeof createFetchMock>[0] = {}) {
  const user = asSeller ? seller : buyer;
  sessionStore.getState().setUser(user);
  const dialog = makeDialog({
    is_seller: asSeller,
    messages: [request(asSeller), decision(asSeller)],
    opponent: { ...makeDialog().opponent, id: asSeller ? 5 : 9, name: asSeller ? 'Bea' : 'Sam', last_name: asSeller ? 'Buyer' : 'Seller' },
  });
  const group = makeGroup({ is_mine: asSeller, dialogs: [dialog] });
  const { fetchMock, calls } = createFetchMock({ 'GET /api/dialogs': [200, page([group])], ...routes });
  global.fetch = fetchMock;
  messagingUiStore.getState().openDialog(dialog.id);
  const view = renderWithProviders(<MessagesPanel onClose={jest.fn()} />, { namespaces, user, queryClient: createTestQueryClient() });
  return { ...view, calls };
}

beforeEach(() => {
  messagingUiStore.getState().closeDialog();
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
});

it("shows the seller the request card with the buyer's name and 'Accept agreement' / 'Decline'", async () => {
  const accepted = makeMessage({ id: 13, type: 'nda_request_decision_positive', is_mine: true, message: 'The request to view the listing was accepted.' });
  const { calls } = renderChat(true, { 'PATCH /api/messages/nda/12': [200, { message: accepted, replaced_message_id: 12, record: {} }] });
  expect(await screen.findByText('Listing view request')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Bea Buyer' })).toBeInTheDocument();
  expect(screen.getByText('requested access to view the details of this listing.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Accept agreement' }));
  expect(await screen.findByText('The request to view the listing was accepted.')).toBeInTheDocument();
  expect(JSON.parse(String(calls.find((c) => c.method === 'PATCH')!.body))).toEqual({ result: 'accept' });
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept agreement' })).not.toBeInTheDocument());
});

it('the buyer who asked sees the card but no decision buttons', async () => {
  renderChat(false);
  expect(await screen.findByText('Listing view request')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accept agreement' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
});
