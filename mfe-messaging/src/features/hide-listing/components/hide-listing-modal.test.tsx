import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createFetchMock, createTestQueryClient, renderWithProviders } from '@bizmarkt/shared/testing';
import { makeDialog, makeGroup, namespaces, page, seller } from '../../../testing/messaging-fixtures';
import { messagingUiStore } from '../../../lib/messaging-ui-store';
import HideListingModal from './hide-listing-modal';

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
  sessionStore.getState().setUser(seller);
  messagingUiStore.getState().setHideTarget({ businessId: 40, dialogId: 70 });
});

it('requires the days, hides the listing and moves the dialog to step 2', async () => {
  const { fetchMock, calls } = createFetchMock({
    'POST /api/businesses/40': [200, {}],
    'PATCH /api/dialogs/70': [200, { id: 70, buyer_step: 1, seller_step: 2, business_sold: false }],
  });
  global.fetch = fetchMock;
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.dialogs(), { pages: [page([makeGroup({ is_mine: true, dialogs: [makeDialog({ is_seller: true })] })])], pageParams: [1] });
  const onClose = jest.fn();
  renderWithProviders(<HideListingModal onClose={onClose} />, { namespaces, user: seller, queryClient, locale: 'de' });

  const days = screen.getByPlaceholderText('Beispiel: 365');
  fireEvent.click(screen.getByRole('button', { name: 'Inserat ausblenden' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Geben Sie die Anzahl der Tage ein.');
  expect(calls).toHaveLength(0);

  fireEvent.change(days, { target: { value: '30' } });
  fireEvent.blur(days);
  fireEvent.click(screen.getByRole('button', { name: 'Inserat ausblenden' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(JSON.parse(String(calls.find((c) => c.method === 'POST')!.body))).toEqual({ hide_listing: { hide_for_x_days: 30 } });
  expect(JSON.parse(String(calls.find((c) => c.method === 'PATCH')!.body))).toEqual({ seller_step: 2 });
});

it("refuses more days than a listing can be hidden for (the API's rule), without asking the API", async () => {
  const { fetchMock, calls } = createFetchMock({});
  global.fetch = fetchMock;
  renderWithProviders(<HideListingModal onClose={jest.fn()} />, { namespaces, user: seller });
  const days = screen.getByPlaceholderText('Example: 365');
  fireEvent.change(days, { target: { value: '3651' } });
  fireEvent.blur(days);
  fireEvent.click(screen.getByRole('button', { name: 'Hide listing' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Enter the number of days.');
  expect(calls).toHaveLength(0);
});
