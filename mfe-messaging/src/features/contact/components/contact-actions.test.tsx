import { screen } from '@testing-library/react';
import { sessionStore } from '@bizmarkt/shared';
import { makePublishedListing, makeUser, makeWithheldListing, renderWithProviders } from '@bizmarkt/shared/testing';
import type { Listing, User } from '@bizmarkt/shared/contract';
import { buyer, namespaces } from '../../../testing/messaging-fixtures';
import ContactActions from './contact-actions';

function renderFor(user: User | null, props: { listing: Listing; only?: 'nda' | 'contact'; primary?: boolean }) {
  if (user) sessionStore.getState().setUser(user);
  else sessionStore.getState().clear();
  return renderWithProviders(<ContactActions {...props} />, { namespaces, user });
}

const contact = () => screen.getByRole(sessionStore.getState().isLoggedIn ? 'button' : 'link', { name: 'Contact seller' });

describe("the business page's 'Contact seller'", () => {
  // The deal summary's one call to action is filled; beside 'Request access' it is the outlined second
  // (walk finding 5: the page's only action looked like the least important button on screen).
  for (const [who, user] of [
    ['a visitor (a link to the login page)', null],
    ['a logged-in buyer (a button)', buyer],
  ] as const) {
    it(`is filled as the primary action and outlined otherwise, for ${who}`, () => {
      const listing = makePublishedListing();
      const { unmount } = renderFor(user, { listing, only: 'contact', primary: true });
      expect(contact()).toHaveClass('p-button');
      expect(contact()).not.toHaveClass('p-button-outlined');
      unmount();
      renderFor(user, { listing, only: 'contact' });
      expect(contact()).toHaveClass('p-button', 'p-button-outlined');
    });
  }

  it("draws 'Request access' filled, as before", () => {
    renderFor(null, { listing: makeWithheldListing(), only: 'nda' });
    const request = screen.getByRole('link', { name: 'Request access / sign NDA' });
    expect(request).toHaveClass('p-button');
    expect(request).not.toHaveClass('p-button-outlined');
  });
});

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
