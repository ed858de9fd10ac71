import { screen } from '@testing-library/react';
import { configureApiClient } from '@bizmarkt/shared';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import { buyer, makeGroup, makeMaskedDialog, namespaces, page } from '../../../testing/messaging-fixtures';
import { messagingUiStore } from '../../../lib/messaging-ui-store';
import UserProfilePanel from './user-profile-panel';

const countries = { countries: [{ code: 'DE', name: 'Germany' }], countries_eu: ['DE'], states: [] };

function renderProfile(group: ReturnType<typeof makeGroup>) {
  global.fetch = createFetchMock({ 'GET /api/dialogs': [200, page([group])], 'GET /api/countries': [200, countries] }).fetchMock;
  messagingUiStore.getState().openDialog(group.dialogs[0]!.id);
  return renderWithProviders(<UserProfilePanel onClose={jest.fn()} />, { namespaces, user: buyer });
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  messagingUiStore.getState().closeDialog();
});

it("shows the other party's profile with a link to their listings", async () => {
  renderProfile(makeGroup());
  expect(await screen.findByRole('heading', { name: 'Sam Seller' })).toBeInTheDocument();
  expect(screen.getByText('Seller of kitchen things')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '2 Listings' })).toHaveAttribute('href', '/search?user_id=9');
});

it('shows no profile of a masked seller and links nowhere (the API sends no id to link to; issue #27)', async () => {
  renderProfile(makeGroup({ nda: true, user_id: null, dialogs: [makeMaskedDialog()] }));
  expect(await screen.findByText('Choose a conversation first.')).toBeInTheDocument();
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
