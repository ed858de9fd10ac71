import { screen } from '@testing-library/react';
import { makeUser, makeWithheldListing, renderWithProviders } from '@bizmarkt/shared/testing';
import { buyer, namespaces } from '../../../testing/messaging-fixtures';
import ContactActions from './contact-actions';

// The NDA button of a listing page (walk #31): signing is for subscribers (/sign/{id} is a PRO route).
describe('the NDA button of a listing', () => {
  it('sends a subscriber to sign', () => {
    renderWithProviders(<ContactActions listing={makeWithheldListing()} only="nda" />, { namespaces, user: { ...buyer, subscription: 'active' } });
    expect(screen.getByRole('link', { name: 'Request access / sign NDA' })).toHaveAttribute('href', expect.stringMatching(/^\/sign\/\d+$/));
  });

  it('tells a free user it needs PRO and leads to the plans with the reason, in German too', () => {
    const free = makeUser({ ...buyer, subscription: 'free' });
    const { unmount } = renderWithProviders(<ContactActions listing={makeWithheldListing()} only="nda" />, { namespaces, user: free });
    expect(screen.getByRole('link', { name: 'Request access with PRO' })).toHaveAttribute('href', '/pricing?reason=nda');
    unmount();
    renderWithProviders(<ContactActions listing={makeWithheldListing()} only="nda" />, { namespaces, user: free, locale: 'de', route: '/de/business/1' });
    expect(screen.getByRole('link', { name: 'Zugang mit PRO anfragen' })).toHaveAttribute('href', '/de/pricing?reason=nda');
  });
});
