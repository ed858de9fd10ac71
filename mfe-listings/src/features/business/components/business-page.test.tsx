import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient } from '@bizmarkt/shared';
import { createFetchMock, makePublishedListing, makeUser, makeWithheldListing, mockUPlot, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import BusinessPage from './business-page';

// The ways to the seller are messaging's (`mfe_messaging/contact-actions`, tested there and end to
// end): here, that the page puts them where they belong, for the listing shown.
jest.mock('./contact-actions', () => ({
  ContactSellerButton: ({ listing }: { listing: { id: number } }) => <button type="button">messaging: contact about {listing.id}</button>,
  RequestAccessButton: ({ listing }: { listing: { id: number } }) => <a href={`/sign/${listing.id}`}>messaging: request access to {listing.id}</a>,
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
      'GET /api/users/3/profile': [200, { id: 3, name: 'Sam', last_name: 'Seller', deleted: false }],
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
  });

  it('explains the NDA to a visitor without access, masks the seller and offers the request for access (German)', async () => {
    global.fetch = createFetchMock({ 'GET /api/businesses/7': [200, makeWithheldListing()] }).fetchMock;
    renderPage('/de/business/7', { locale: 'de', user: null });
    expect(await screen.findByRole('region', { name: 'Einige Details sind durch ein NDA geschützt' })).toHaveTextContent('Vertraulichkeitsvereinbarung');
    const seller = screen.getByRole('region', { name: 'Verkäufer' });
    expect(seller).toHaveTextContent('Der Name des Verkäufers wird angezeigt, sobald Sie das NDA unterzeichnet haben.');
    expect(screen.queryByRole('link', { name: 'Weitere Inserate dieses Verkäufers' })).not.toBeInTheDocument();

    // Beside the explanation and in place of each withheld section.
    const explanation = screen.getByRole('region', { name: 'Einige Details sind durch ein NDA geschützt' });
    expect(explanation).toContainElement(screen.getAllByRole('link', { name: 'messaging: request access to 7' })[0]!);
  });

  it('names the seller of an NDA listing once the viewer accepted the NDA (the API sends the owner then)', async () => {
    const { fetchMock, calls } = createFetchMock({
      'GET /api/businesses/7': [200, makePublishedListing({ nda: true, access: { nda_required: true, granted: true } })],
      'GET /api/users/3/profile': [200, { id: 3, name: 'Sam', last_name: 'Seller', deleted: false }],
      'GET /api/favorites/ids': [200, []],
    });
    global.fetch = fetchMock;
    renderPage('/business/7', { user: makeUser({ id: 9 }) });
    expect(await screen.findByText('Sam Seller')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More listings from this seller' })).toHaveAttribute('href', '/search?user_id=3');
    expect(screen.queryByText("The seller's name is shown once you have signed the NDA.")).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/api/users/3/profile'))).toBe(true);
  });

  it('masks the seller of an NDA listing without access and asks for no profile (logged in)', async () => {
    const { fetchMock, calls } = createFetchMock({ 'GET /api/businesses/7': [200, makeWithheldListing()], 'GET /api/favorites/ids': [200, []] });
    global.fetch = fetchMock;
    renderPage('/business/7', { user: makeUser({ id: 9 }) });
    const seller = await screen.findByRole('region', { name: 'Seller' });
    expect(seller).toHaveTextContent("The seller's name is shown once you have signed the NDA.");
    expect(screen.queryByRole('link', { name: 'More listings from this seller' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/profile'))).toBe(false);
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
