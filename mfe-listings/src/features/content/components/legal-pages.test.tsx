import { screen, within } from '@testing-library/react';
import type { OperatorDetails } from '@bizmarkt/shared/contract';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import ContactPage from '../pages/contact-page';
import ImprintPage from '../pages/imprint-page';

const namespaces = resourcesOf('listingsContent', 'listings');

const operator: OperatorDetails = {
  name: 'Handelsplatz GmbH',
  street: 'Hauptstraße 5',
  postal_code: '80331',
  city: 'München',
  country_code: 'DE',
  email: 'hallo@handelsplatz.example',
  phone: '+49 89 123456',
  register: 'Amtsgericht München, HRB 123456',
  vat_id: 'DE123456789',
  representative: 'Max Beispiel',
  responsible: 'Max Beispiel, Hauptstraße 5, 80331 München',
  placeholder: false,
};

describe('the imprint', () => {
  it('shows the configured operator’s details (§ 5 DDG), in German', async () => {
    global.fetch = createFetchMock({ 'GET /api/operator': [200, operator] }).fetchMock;
    renderWithProviders(<ImprintPage />, { locale: 'de', route: '/de/imprint', namespaces });
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    const provider = screen.getByRole('region', { name: 'Diensteanbieter' });
    const address = await within(provider).findByRole('group');
    expect(address).toHaveTextContent('Handelsplatz GmbH');
    expect(address).toHaveTextContent('80331 München');
    expect(address).toHaveTextContent('Deutschland');
    expect(provider).toHaveTextContent('Vertreten durchMax Beispiel');
    expect(provider).toHaveTextContent('HandelsregisterAmtsgericht München, HRB 123456');
    expect(provider).toHaveTextContent('Umsatzsteuer-Identifikationsnummer (§ 27a UStG)DE123456789');
    expect(within(provider).getByRole('link', { name: 'hallo@handelsplatz.example' })).toHaveAttribute('href', 'mailto:hallo@handelsplatz.example');
    expect(provider).not.toHaveTextContent('Demodaten');
  });

  it('marks the demo’s placeholder details as demo data', async () => {
    global.fetch = createFetchMock({ 'GET /api/operator': [200, { ...operator, register: null, placeholder: true }] }).fetchMock;
    renderWithProviders(<ImprintPage />, { namespaces });
    const provider = await screen.findByRole('region', { name: 'Service provider' });
    expect(await within(provider).findByText('Demo data')).toBeVisible();
    expect(provider).toHaveTextContent('the company details below are placeholders');
    expect(provider).not.toHaveTextContent('Commercial register');
  });
});

describe('the contact page', () => {
  it('offers the operator’s email and phone, and sends listing questions to the seller', async () => {
    global.fetch = createFetchMock({ 'GET /api/operator': [200, operator] }).fetchMock;
    renderWithProviders(<ContactPage />, { namespaces });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'hallo@handelsplatz.example' })).toHaveAttribute('href', 'mailto:hallo@handelsplatz.example');
    expect(screen.getByRole('link', { name: '+49 89 123456' })).toHaveAttribute('href', 'tel:+4989123456');
    expect(screen.getByRole('region', { name: 'About a listing' })).toHaveTextContent('We are not a party to the sale');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});
