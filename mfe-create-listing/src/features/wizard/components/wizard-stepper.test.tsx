import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en.json';
import de from '../../../i18n/de.json';
import { WizardStepper } from './wizard-stepper';

const namespaces = { createListing: { en, de } };

describe('the wizard stepper', () => {
  it('lists the eight steps, marks the current one and links every step of the draft', () => {
    renderWithProviders(<WizardStepper current="price" listingId={12} complete={{ information: true, financials: true }} />, { namespaces });
    const nav = screen.getByRole('navigation', { name: 'Listing steps' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/create/information/12',
      '/create/financials/12',
      '/create/assets/12',
      '/create/description/12',
      '/create/price/12',
      '/create/socials/12',
      '/create/nda/12',
      '/create/preview/12',
    ]);
    expect(within(nav).getByRole('link', { current: 'step' })).toHaveAccessibleName('Price (not complete yet)');
    expect(within(nav).getByRole('link', { name: 'Financials (complete)' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Assets (not complete yet)' })).toBeInTheDocument();
  });

  it('before step one is saved, only step one is a link (German)', () => {
    renderWithProviders(<WizardStepper current="information" listingId={null} complete={{}} />, { namespaces, locale: 'de', route: '/de/create/information' });
    const nav = screen.getByRole('navigation', { name: 'Schritte des Inserats' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/de/create/information');
    expect(links[0]).toHaveAccessibleName('Unternehmensinformationen (noch nicht vollständig)');
    expect(within(nav).getAllByText('Vorschau')).toHaveLength(2);
  });

  it('shows short names under the markers and keeps the full name as the link name (walk #22)', () => {
    renderWithProviders(<WizardStepper current="financials" listingId={3} complete={{}} />, { namespaces, locale: 'de', route: '/de/create/financials/3' });
    const nav = screen.getByRole('navigation', { name: 'Schritte des Inserats' });
    const shown = Array.from(nav.querySelectorAll('.bz-stepper__name')).map((name) => name.textContent);
    expect(shown).toEqual(['Unternehmen', 'Finanzen', 'Vermögen', 'Beschreibung', 'Preis', 'Soziale Medien', 'NDA', 'Vorschau']);
    expect(within(nav).getByRole('link', { name: 'Inseratsbeschreibung (noch nicht vollständig)' })).toBeInTheDocument();
  });
});
