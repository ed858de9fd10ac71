import { fireEvent, screen, within } from '@testing-library/react';
import { configureApiClient } from '@bizmarkt/shared';
import { createFetchMock, makeCompleteListing, makeListing, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en.json';
import de from '../../../i18n/de.json';
import { PreviewStep } from './preview-step';

// The business-details component is mfe-listings' (loaded through federation); the real composition
// is tested end to end.
jest.mock('./listing-preview', () => ({
  ListingPreview: ({ listing }: { listing: { name: string } }) => <article aria-label="business page">{listing.name}</article>,
}));

const namespaces = { createListing: { en, de } };

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
});

describe('the preview step', () => {
  it('lists the incomplete steps, each linking back to it, under the listing as buyers see it', () => {
    renderWithProviders(<PreviewStep listing={makeListing({ id: 9, name: 'Pet Brand', price: 1000 })} />, { namespaces });
    expect(screen.getByRole('article', { name: 'business page' })).toHaveTextContent('Pet Brand');
    const checklist = screen.getByRole('region', { name: 'Before you submit' });
    expect(
      within(checklist)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Complete “Business information”', '/create/information/9'],
      ['Complete “Financials”', '/create/financials/9'],
      ['Complete “Assets”', '/create/assets/9'],
      ['Complete “Listing description”', '/create/description/9'],
    ]);
  });

  it('submits a complete listing for verification and says so', async () => {
    const { fetchMock, calls } = createFetchMock({ 'POST /api/businesses/42/submit': [200, makeCompleteListing({ status: 'pending' })] });
    global.fetch = fetchMock;
    renderWithProviders(<PreviewStep listing={makeCompleteListing()} />, { namespaces });
    expect(screen.getByText('Every step is complete.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Submitted for verification');
    expect(screen.getByRole('link', { name: 'Go to My listings' })).toHaveAttribute('href', '/my-listings');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("shows the API's list of what is missing when it refuses (German)", async () => {
    global.fetch = createFetchMock({
      'POST /api/businesses/42/submit': [
        422,
        { message: 'Incomplete.', errors: { 'financials.months': ['Mindestens 3 Monate fehlen.'], 'price.price': ['Dieses Feld ist erforderlich.'] } },
      ],
    }).fetchMock;
    renderWithProviders(<PreviewStep listing={makeCompleteListing()} />, { namespaces, locale: 'de', route: '/de/create/preview/42' });
    fireEvent.click(screen.getByRole('button', { name: 'Zur Prüfung einreichen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ihr Inserat kann noch nicht eingereicht werden:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Finanzen: Mindestens 3 Monate fehlen.', 'Preis: Dieses Feld ist erforderlich.']);
  });

  it('a listing already waiting for verification cannot be sent again', () => {
    renderWithProviders(<PreviewStep listing={makeCompleteListing({ status: 'pending' })} />, { namespaces });
    expect(screen.queryByRole('button', { name: 'Submit for verification' })).not.toBeInTheDocument();
    expect(screen.getByText('This listing has been submitted already.')).toBeInTheDocument();
  });
});
