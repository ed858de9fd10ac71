import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import { makeCard } from '../../../testing/card-fixture';
import { ListingCard } from './listing-card';

const namespaces = resourcesOf('listings');

describe('ListingCard', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));
  afterEach(() => act(() => sessionStore.getState().clear()));

  it('shows the public figures in English and links the title to the listing', () => {
    renderWithProviders(<ListingCard listing={makeCard({ id: 7, name: 'Garden Tools Brand', open_to_offers: true })} />, { namespaces, user: null });
    const card = screen.getByRole('article', { name: 'Garden Tools Brand' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Garden Tools Brand' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Garden Tools Brand' })).toHaveAttribute('href', '/business/7');
    expect(card).toHaveTextContent('$250,000');
    expect(card).toHaveTextContent('open to offers');
    // Cards abbreviate and show whole figures (decision 0167); every figure is marked for the no-wrap rule.
    expect(card).toHaveTextContent('Revenue (TTM)$480K');
    expect(card).toHaveTextContent('Margin20%');
    expect(card).toHaveTextContent('Multiple2.6×');
    expect([...card.querySelectorAll('[data-money]')].map((figure) => figure.textContent)).toEqual(['$250,000', '$480K', '$96K', '20%', '2.6×']);
    // The age beside the category, not alone on a row of metrics.
    expect(card.querySelector('.bz-card__category')).toHaveTextContent('Amazon FBA · Age: 4 years');
    expect([...card.querySelectorAll('dt')].map((label) => label.textContent)).toEqual(['Revenue (TTM)', 'Net profit (TTM)', 'Margin', 'Multiple']);
    expect(within(card).getByRole('list', { name: 'Business models' })).toHaveTextContent('FBAPrivate label');
    expect(card).toHaveTextContent('United States, Germany');
    expect(within(card).queryByText('NDA')).not.toBeInTheDocument();
  });

  it('in German: German numbers, the NDA badge, and a visitor’s heart goes to the registration', async () => {
    renderWithProviders(
      <Routes>
        <Route
          path="/de/search"
          element={
            <ListingCard
              listing={makeCard({ id: 8, name: 'Tierbedarf Marke', nda: true, annual_multiple: null, marketplaces: ['DE', 'FR', 'IT', 'ES', 'NL'] })}
            />
          }
        />
        <Route path="/de/registration" element={<h1>Registrieren</h1>} />
      </Routes>,
      { namespaces, locale: 'de', route: '/de/search', user: null },
    );
    const card = screen.getByRole('article', { name: 'Tierbedarf Marke' });
    expect(within(card).getByRole('link', { name: 'Tierbedarf Marke' })).toHaveAttribute('href', '/de/business/8');
    expect(card).toHaveTextContent('250.000');
    expect(card).toHaveTextContent('Umsatz (12 Monate)480.001 $');
    expect(within(card).getByText('20 %')).toHaveAttribute('data-money');
    expect(card).toHaveTextContent('Multiplek. A.');
    expect(card).toHaveTextContent('Deutschland, Frankreich, Italien +2');
    expect(within(card).getByText('NDA')).toBeInTheDocument();

    act(() => sessionStore.getState().markGuest());
    fireEvent.click(within(card).getByRole('button', { name: /Tierbedarf Marke/ }));
    expect(await screen.findByRole('heading', { name: 'Registrieren' })).toBeInTheDocument();
  });

  it('names the marketplaces from its texts, without building an Intl.DisplayNames (20–50 ms at first use)', () => {
    const displayNames = jest.spyOn(Intl, 'DisplayNames');
    try {
      renderWithProviders(<ListingCard listing={makeCard({ id: 9, name: 'Kitchen Brand', marketplaces: ['UK', 'TR', 'XX' as 'US'] })} />, {
        namespaces,
        locale: 'de',
        route: '/de',
        user: null,
      });
      // An unknown code is shown as it is.
      expect(screen.getByRole('article', { name: 'Kitchen Brand' })).toHaveTextContent('Vereinigtes Königreich, Türkei, XX');
      expect(displayNames).not.toHaveBeenCalled();
    } finally {
      displayNames.mockRestore();
    }
  });

  it('fetches the first card’s image at once and with high priority, every other one lazily', () => {
    const { container } = renderWithProviders(
      <>
        <ListingCard listing={makeCard({ id: 1, name: 'First', image: '/api/media/listings/1/a.webp' })} first />
        <ListingCard listing={makeCard({ id: 2, name: 'Second', image: '/api/media/listings/2/b.webp' })} />
      </>,
      { namespaces, user: null },
    );
    const [first, second] = [...container.querySelectorAll('img')];
    expect(first).toHaveAttribute('src', '/api/media/listings/1/a.webp');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '400');
    expect(first).toHaveAttribute('height', '300');
  });
});
