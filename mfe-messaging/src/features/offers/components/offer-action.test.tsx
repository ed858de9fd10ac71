import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { configureApiClient, modalStore, panelStore, sessionStore, useModals } from '@bizmarkt/shared';
import { createFetchMock, makePublishedListing, makeWithheldListing, renderWithProviders } from '@bizmarkt/shared/testing';
import type { Listing, Offer, User } from '@bizmarkt/shared/contract';
import { buyer, makeDialog, namespaces, seller } from '../../../testing/messaging-fixtures';
import { messagingUiStore } from '../../../lib/messaging-ui-store';
import OfferAction from './offer-action';
import MakeOfferModal from './make-offer-modal';

const listing = makePublishedListing({ id: 40, price: 210_000 });

/** The business page's action and, where the shell would draw it, the modal frame's content. */
function Page({ shown }: { shown: Listing }) {
  const modal = useModals((s) => s.open);
  return (
    <>
      <OfferAction listing={shown} />
      {modal === 'make-offer' ? <MakeOfferModal onClose={() => modalStore.getState().closeModal()} /> : null}
    </>
  );
}

function renderFor(user: User | null, shown: Listing = listing, locale: 'en' | 'de' = 'en') {
  if (user) sessionStore.getState().setUser(user);
  else sessionStore.getState().clear();
  return renderWithProviders(<Page shown={shown} />, { namespaces, user, locale });
}

function openOffer(): Offer {
  return {
    id: 12,
    dialog_id: 70,
    business_id: 40,
    status: 'open',
    turn: 'seller',
    viewer: 'buyer',
    current_version: 1,
    versions: [],
    signature: null,
  } as unknown as Offer;
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
  messagingUiStore.getState().closeDialog();
  messagingUiStore.getState().setOfferTarget(null);
  panelStore.getState().closePanels();
  modalStore.getState().closeModal();
});

describe("the business page's 'Make an offer'", () => {
  it('is there only for a logged-in PRO buyer with access to a published listing', () => {
    const cases: Array<[User | null, Listing, boolean]> = [
      [buyer, listing, true],
      [null, listing, false],
      [makeFree(), listing, false],
      [buyer, { ...listing, is_mine: true }, false],
      [buyer, { ...listing, status: 'hidden' } as Listing, false],
      [buyer, makeWithheldListing(), false],
    ];
    for (const [user, shown, expected] of cases) {
      const view = renderFor(user, shown);
      expect(screen.queryByRole('button', { name: 'Make an offer' }) !== null).toBe(expected);
      view.unmount();
    }
  });

  it("opens the conversation and the offer form from the asking price; sent, the conversation's Buying process tab shows it", async () => {
    const routes: Record<string, [number, unknown?]> = {
      'POST /api/dialogs': [201, { dialog: makeDialog({ id: 70 }) }],
      'GET /api/dialogs/70/offers': [200, { data: [] }],
      'POST /api/dialogs/70/offers': [201, openOffer()],
    };
    const { fetchMock, calls } = createFetchMock(routes);
    global.fetch = fetchMock;
    renderFor(buyer);

    fireEvent.click(screen.getByRole('button', { name: 'Make an offer' }));
    const form = await screen.findByRole('form', { name: 'Your offer' });
    expect(JSON.parse(String(calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/dialogs'))!.body))).toEqual({ business_id: 40 });
    expect(within(form).getByLabelText('Price')).toHaveValue('$210,000');
    fireEvent.click(within(form).getByRole('button', { name: 'Send offer' }));

    await waitFor(() => expect(modalStore.getState().open).toBeNull());
    const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/dialogs/70/offers'))!;
    expect(JSON.parse(String(sent.body)).terms).toMatchObject({ price: 210_000, cash_at_closing: 210_000, exclusivity_days: 30 });
    expect(panelStore.getState().open).toBe('messages');
    expect(messagingUiStore.getState()).toMatchObject({ activeDialogId: 70, tab: 'process' });
  });

  it('with an offer already open in the conversation, opens that offer instead of a second form (German)', async () => {
    global.fetch = createFetchMock({
      'POST /api/dialogs': [201, { dialog: makeDialog({ id: 70 }) }],
      'GET /api/dialogs/70/offers': [200, { data: [openOffer()] }],
    }).fetchMock;
    renderFor(buyer, listing, 'de');
    fireEvent.click(screen.getByRole('button', { name: 'Angebot machen' }));
    await waitFor(() => expect(panelStore.getState().open).toBe('messages'));
    expect(messagingUiStore.getState()).toMatchObject({ activeDialogId: 70, tab: 'process' });
    expect(modalStore.getState().open).toBeNull();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

function makeFree(): User {
  return { ...seller, id: 11, subscription: null };
}
