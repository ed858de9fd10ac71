import { screen } from '@testing-library/react';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createFetchMock, createTestQueryClient, renderWithProviders } from '@bizmarkt/shared/testing';
import { makeDialog, makeGroup, namespaces, page, seller } from '../../../testing/messaging-fixtures';
import { BuyingProcess } from './buying-process';

function show(steps: { buyer_step: number; seller_step: number }, locale: 'en' | 'de' = 'en') {
  const dialog = makeDialog({ is_seller: true, ...steps });
  const group = makeGroup({ is_mine: true, dialogs: [dialog] });
  global.fetch = createFetchMock({ 'GET /api/dialogs': [200, page([group])] }).fetchMock;
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.dialogs(), { pages: [page([group])], pageParams: [1] });
  renderWithProviders(<BuyingProcess group={group} dialog={dialog} onNavigate={() => undefined} />, { namespaces, user: seller, queryClient, locale });
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  sessionStore.getState().setUser(seller);
});

describe("the 'Deal Successfully Closed' card", () => {
  it('says the deal waits for the other side while only this side pressed it', () => {
    show({ buyer_step: 6, seller_step: 7 });
    expect(screen.getByText(/waits for the other side/)).toBeInTheDocument();
    expect(screen.queryByText('The deal is closed.')).toBeNull();
  });

  it('says the deal is closed once both sides pressed it (in German too)', () => {
    show({ buyer_step: 7, seller_step: 7 }, 'de');
    expect(screen.getByText('Das Geschäft ist abgeschlossen.')).toBeInTheDocument();
  });
});
