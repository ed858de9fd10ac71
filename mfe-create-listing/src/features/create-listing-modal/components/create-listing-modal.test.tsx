import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en.json';
import de from '../../../i18n/de.json';
import CreateListingModal, { meta } from './create-listing-modal';

const namespaces = { createListing: { en, de } };

describe('Create New Listing modal', () => {
  it('lists the eight steps and the sellerboard tip, titled for the shell frame', () => {
    renderWithProviders(<CreateListingModal onClose={() => undefined} />, { namespaces });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Business information',
      'Financials',
      'Assets',
      'Listing description',
      'Price',
      'Social Media',
      'NDA',
      'Preview',
    ]);
    expect(screen.getByText(/sellerboard/)).toBeInTheDocument();
    expect(meta.titleKey).toBe('createListing:modal.title');
    expect(en.modal.title).toBe('Create New Listing');
  });

  it("'Sell Now' closes the modal and starts a new listing in the page language", () => {
    const onClose = jest.fn();
    renderWithProviders(
      <Routes>
        <Route path="/de" element={<CreateListingModal onClose={onClose} />} />
        <Route path="/de/create/information" element={<p>wizard</p>} />
      </Routes>,
      { route: '/de', locale: 'de', namespaces },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt verkaufen' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByText('wizard')).toBeInTheDocument();
  });
});
