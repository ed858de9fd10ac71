import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient } from '@bizmarkt/shared';
import { createFetchMock, makePublishedListing, makeUser, makeWithheldListing, mockUPlot, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import BusinessPage from './business-page';

// The ways to the seller are messaging's (`mfe_messaging/contact-actions`, tested there and end to
// end): here, that the page puts them where they belong, for the listing shown.
jest.mock('./contact-actions', () => ({
  ContactSellerButton: ({ listing, primary }: { listing: { id: number }; primary?: boolean }) => (
    <button type="button" data-primary={primary ? 'true' : 'false'}>
      messaging: contact about {listing.id}
    </button>
  ),
  RequestAccessButton: ({ listing }: { listing: { id: number } }) => <a href={`/sign/${listing.id}`}>messaging: request access to {listing.id}</a>,
}));
// 'Make an offer' is messaging's too (`mfe_messaging/offer-action`, which decides who sees it).
jest.mock('./make-offer-action', () => ({
  MakeOfferButton: ({ listing }: { listing: { id: number } }) => <button type="button">messaging: offer on {listing.id}</button>,
}));

mockUPlot();

// The whole business page (charts, gallery, PrimeReact): slow on a shared machine.
jest.setTimeout(30_000);

const namespaces = resourcesOf('listingsDetails', 'listings');

function renderPage(route: string, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/business/:id" element={<BusinessPage />} />
      <Route path="/de/business/:id" element={<BusinessPage />} />
      <Route path="/login" element={<h1>Log in</h1>} />
      <Route path="/de/login" element={<h1>Anmelden</h1>} />
      <Route path="/404" element={<h1>Page not found</h1>} />
    </Routes>,
    { namespaces, route, ...options },
  );
}

describe('BusinessPage', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('shows a listing without an NDA with its seller, the heart and the way to contact the seller (logged in)', async () => {
    global.fetch = createFetchMock({
      'GET /api/businesses/7': [200, makePublishedListing()],
      'GET /api/favorites/ids': [200, [7]],
    }).fetchMock;
    renderPage('/business/7', { user: makeUser({ id: 9 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Garden Tools Brand' })).toBeInTheDocument();
    const seller = screen.getByRole('region', { name: 'Seller' });
    expect(await screen.findByText('Sam Seller')).toBeInTheDocument();
    expect(seller).toContainElement(screen.getByRole('link', { name: 'More listings from this seller' }));
    expect(screen.getByRole('link', { name: 'More listings from this seller' })).toHaveAttribute('href', '/search?user_id=3');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Garden Tools Brand to favorites' })).toHaveAttribute('aria-pressed', 'true'));

    expect(screen.getByRole('button', { name: 'messaging: contact about 7' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /request access/ })).not.toBeInTheDocument();
    // 'Make an offer' beside the primary action, in the deal's bar.
    const actions = screen.getByRole('group', { name: 'Actions' });
    // Contact seller is the deal's one call to action: asked for filled, not outlined (walk finding 5).
    expect(within(actions).getByRole('button', { name: 'messaging: contact about 7' })).toHaveAttribute('data-primary', 'true');
    expect(within(actions).getByRole('button', { name: 'messaging: offer on 7' })).toBeInTheDocument();
  });

  it('shows one NDA prompt to a visitor without access, listing what is behind it, and masks the seller (German)', async () => {
    global.fetch = createFetchMock({ 'GET /api/businesses/7': [200, makeWithheldListing()] }).fetchMock;
    renderPage('/de/business/7', { locale: 'de', user: null });
    const prompt = await screen.findByRole('region', { name: 'Einige Details sind durch ein NDA geschützt' });
    const hidden = within(prompt).getByRole('list', { name: 'Durch das NDA geschützt' });
    expect(
      within(hidden)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual([
      'Ausführliche Beschreibung',
      'Chancen',
      'Risiken',
      'Monatliche Gewinn- und Verlustrechnung, Hinzurechnungen und Diagramm',
      'Die Anmerkungen des Verkäufers zu den Vermögenswerten',
      'Die Bilder außer dem Titelbild',
      'Website und Social-Media-Konten',
      'Unterstützung durch den Verkäufer nach dem Verkauf',
      'Die eigenen Worte des Verkäufers zum Verkaufsgrund',
      'Wo die Marke eingetragen ist',
      'Der Name des Verkäufers und seine weiteren Inserate',
    ]);
    // One way to request access in the prompt and one in the deal summary's actions — none per section.
    expect(within(prompt).getByRole('link', { name: 'messaging: request access to 7' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'messaging: request access to 7' })).toHaveLength(2);
    // The deal's bar holds the one primary action and the heart; contacting first is in the prompt.
    const actions = screen.getByRole('group', { name: 'Aktionen' });
    expect(within(actions).getByRole('link', { name: 'messaging: request access to 7' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'messaging: contact about 7' })).not.toBeInTheDocument();
    // Beside 'Request access' in the prompt, contacting is the secondary action (outlined).
    expect(within(prompt).getByRole('button', { name: 'messaging: contact about 7' })).toHaveAttribute('data-primary', 'false');
    expect(screen.getByText('Unterzeichnen Sie das NDA, um die Risiken zu sehen.')).toBeInTheDocument();

    const seller = screen.getByRole('region', { name: 'Verkäufer' });
    expect(within(seller).getByText('Verkäufer', { selector: 'p' })).toBeInTheDocument();
    expect(seller).toHaveTextContent('Geprüfter Verkäufer · Mitglied seit März 2024 · 2 Unternehmen verkauft · antwortet meist innerhalb von 5 Stunden');
    expect(seller).toHaveTextContent('Der Name des Verkäufers wird angezeigt, sobald Sie das NDA unterzeichnet haben.');
    expect(screen.queryByRole('link', { name: 'Weitere Inserate dieses Verkäufers' })).not.toBeInTheDocument();
  });

  it('names the seller of an NDA listing once the viewer accepted the NDA, from the listing answer', async () => {
    const { fetchMock, calls } = createFetchMock({
      'GET /api/businesses/7': [200, makePublishedListing({ nda: true, access: { nda_required: true, granted: true, nda_request: 'accepted' } })],
      'GET /api/favorites/ids': [200, []],
    });
    global.fetch = fetchMock;
    renderPage('/business/7', { user: makeUser({ id: 9 }) });
    const seller = await screen.findByRole('region', { name: 'Seller' });
    expect(within(seller).getByText('Sam Seller')).toBeInTheDocument();
    expect(seller).toHaveTextContent('Verified seller · member since Mar 2024 · 2 businesses sold · usually answers within 5 hours');
    expect(screen.getByRole('link', { name: 'More listings from this seller' })).toHaveAttribute('href', '/search?user_id=3');
    expect(screen.queryByText("The seller's name is shown once you have signed the NDA.")).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Some details are behind an NDA' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/profile'))).toBe(false);
  });

  it('says "waiting for the seller" after signing, and shows the details without a reload once the seller accepts', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const pending = { ...makeWithheldListing(), access: { nda_required: true, granted: false, nda_request: 'pending' as const } };
      const { fetchMock } = createFetchMock({ 'GET /api/businesses/7': [200, pending], 'GET /api/favorites/ids': [200, []] });
      global.fetch = fetchMock;
      renderPage('/business/7', { user: makeUser({ id: 9 }) });
      const prompt = await screen.findByRole('region', { name: 'Some details are behind an NDA' });
      expect(within(prompt).getByRole('status')).toHaveTextContent('Request sent — waiting for the seller.');
      // …and in the deal summary, in the first screen, beside the action that sent it (walk finding 21).
      const deal = screen.getByRole('region', { name: 'The deal at a glance' });
      expect(within(deal).getByText('NDA request sent — waiting for the seller')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'messaging: request access to 7' })).not.toBeInTheDocument();
      expect(screen.queryByText('Three hero products with 4.6 stars.')).not.toBeInTheDocument();

      // The seller accepts: the next answer grants access, and the page asks again by itself.
      const accepted = makePublishedListing({ nda: true, access: { nda_required: true, granted: true, nda_request: 'accepted' } });
      const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      fetchMock.mockImplementation(async (input: RequestInfo | URL) => (String(input).includes('/api/favorites') ? json([]) : json(accepted)));
      await act(async () => {
        jest.advanceTimersByTime(10_000);
      });
      expect(await screen.findByText('Three hero products with 4.6 stars.')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Some details are behind an NDA' })).not.toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Seller' })).getByText('Sam Seller')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says the seller declined the last request, and offers the request again', async () => {
    const declined = { ...makeWithheldListing(), access: { nda_required: true, granted: false, nda_request: 'rejected' as const } };
    global.fetch = createFetchMock({ 'GET /api/businesses/7': [200, declined], 'GET /api/favorites/ids': [200, []] }).fetchMock;
    renderPage('/business/7', { user: makeUser({ id: 9 }) });
    const prompt = await screen.findByRole('region', { name: 'Some details are behind an NDA' });
    expect(within(prompt).getByRole('status')).toHaveTextContent('The seller declined your last request. You can ask again.');
    expect(screen.queryByText('NDA request sent — waiting for the seller')).not.toBeInTheDocument();
    expect(within(prompt).getByRole('link', { name: 'messaging: request access to 7' })).toBeInTheDocument();
  });

  it('says when the listing could not be loaded, and tries again', async () => {
    const { fetchMock } = createFetchMock({ 'GET /api/businesses/7': [500, { message: 'Server Error' }] });
    global.fetch = fetchMock;
    renderPage('/business/7', { user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('The listing could not be loaded.');
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(makePublishedListing()), { headers: { 'content-type': 'application/json' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Garden Tools Brand' })).toBeInTheDocument();
  });

  it('sends a malformed id to the not-found page', async () => {
    global.fetch = createFetchMock({}).fetchMock;
    renderPage('/business/abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
