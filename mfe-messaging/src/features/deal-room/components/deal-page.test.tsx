import { fireEvent, screen } from '@testing-library/react';
import { configureApiClient, panelStore, sessionStore } from '@bizmarkt/shared';
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
  expect(screen.getByRole('list', { name: 'Conversation' })).toHaveTextContent('Sam SellerThe stock is included.');
  expect(screen.getByText('Great, thanks.').closest('li')).toHaveTextContent('You');
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
