import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient, panelStore, sessionStore } from '@bizmarkt/shared';
import type { Listing } from '@bizmarkt/shared/contract';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import { buyer, namespaces } from '../../../testing/messaging-fixtures';
import { messagingUiStore } from '../../../lib/messaging-ui-store';
import SignPage from './sign-page';

// Only the fields the page reads; the rest of the listing answer does not matter here.
const listing = {
  id: 40,
  name: 'Organic skincare brand (EU)',
  is_mine: false,
  nda: true,
  nda_text: 'Non-Disclosure Agreement for the listing "Organic skincare brand (EU)"',
  nda_version_id: 3,
  access: { nda_required: true, granted: false },
} as Listing;

function renderSign(answer: [number, unknown?] = [201, { dialog_id: 70, messages: [], record: {} }]) {
  const { fetchMock, calls } = createFetchMock({
    'GET /api/businesses/40': [200, listing],
    'POST /api/messages/nda': answer,
    'GET /api/dialogs': [200, { data: [], meta: { current_page: 1, last_page: 1 } }],
  });
  global.fetch = fetchMock;
  renderWithProviders(
    <Routes>
      <Route path="/sign/:id" element={<SignPage />} />
      <Route path="/business/:id" element={<h1>Business page</h1>} />
    </Routes>,
    { namespaces, user: buyer, route: '/sign/40' },
  );
  return calls;
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
  sessionStore.getState().setUser(buyer);
  panelStore.getState().closePanels();
  messagingUiStore.getState().closeDialog();
});

it('shows the NDA, requires the full name and the agreement, signs and opens the conversation', async () => {
  const calls = renderSign();
  expect(await screen.findByRole('document', { name: 'Non-disclosure agreement' }, { timeout: 5000 })).toHaveTextContent('Organic skincare brand (EU)');
  fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
  expect(screen.getByText('Enter your full name.')).toBeInTheDocument();
  expect(screen.getByText('Accept the agreement to sign it.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Paul Pro' } });
  fireEvent.click(screen.getByLabelText('I have read the agreement and accept it.'));
  fireEvent.click(screen.getByRole('button', { name: 'Sign' }));

  expect(await screen.findByRole('heading', { name: 'Business page' }, { timeout: 5000 })).toBeInTheDocument();
  const post = calls.find((c) => c.method === 'POST')!;
  expect(JSON.parse(String(post.body))).toMatchObject({ business_id: 40, signer_name: 'Paul Pro', nda_version_id: 3 });
  await waitFor(() => expect(panelStore.getState().open).toBe('messages'), { timeout: 5000 });
  expect(messagingUiStore.getState().activeDialogId).toBe(70);
});

it('asks to read again when the seller changed the agreement meanwhile (409)', async () => {
  renderSign([409, { message: 'The NDA changed.' }]);
  fireEvent.change(await screen.findByLabelText('Full name', {}, { timeout: 5000 }), { target: { value: 'Paul Pro' } });
  fireEvent.click(screen.getByLabelText('I have read the agreement and accept it.'));
  fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The seller has just updated the agreement.');
});
