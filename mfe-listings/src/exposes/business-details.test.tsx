import { screen } from '@testing-library/react';
import { makePublishedListing, mockUPlot, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../i18n/testing';
import BusinessDetails from './business-details';

mockUPlot();

it('exposes the business details for other remotes, drawn with this remote’s texts', () => {
  renderWithProviders(<BusinessDetails listing={makePublishedListing()} headingLevel={2} />, {
    locale: 'de',
    namespaces: resourcesOf('listingsDetails', 'listings'),
  });
  expect(screen.getByRole('heading', { level: 2, name: 'Garden Tools Brand' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Kennzahlen' })).toBeInTheDocument();
});
