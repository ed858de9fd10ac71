import { screen } from '@testing-library/react';
import { configureApiClient } from '@bizmarkt/shared';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en.json';
import de from '../../../i18n/de.json';
import BusinessUnavailablePage from './business-unavailable-page';

const namespaces = { listings: { en, de } };

it('explains that the listing is off the market and links to similar listings (German)', async () => {
  configureApiClient({ baseUrl: '' });
  global.fetch = createFetchMock({ 'GET /api/categories': [200, [{ id: 2, name: 'Haus & Garten' }]] }).fetchMock;
  renderWithProviders(<BusinessUnavailablePage />, { locale: 'de', route: '/de/business-unavailable', namespaces });
  expect(screen.getByRole('heading', { level: 1, name: 'Dieses Angebot ist nicht mehr verfügbar' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Alle Angebote durchsuchen' })).toHaveAttribute('href', '/de/search');
  expect(await screen.findByRole('link', { name: 'Angebote in Haus & Garten' })).toHaveAttribute('href', '/de/search?categories=2');
});
