import { screen } from '@testing-library/react';
import { makePublishedListing, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../i18n/en.json';
import de from '../i18n/de.json';
import BusinessDetails from './business-details';

jest.mock('chart.js', () => ({ __esModule: true, Chart: Object.assign(jest.fn(() => ({ destroy: jest.fn() })), { register: jest.fn() }) }));

it('exposes the business details for other remotes, drawn with this remote’s texts', () => {
  renderWithProviders(<BusinessDetails listing={makePublishedListing()} headingLevel={2} />, { locale: 'de', namespaces: { listings: { en, de } } });
  expect(screen.getByRole('heading', { level: 2, name: 'Garden Tools Brand' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Kennzahlen' })).toBeInTheDocument();
});
