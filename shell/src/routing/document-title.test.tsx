import { useDocumentTitle } from '@bizmarkt/shared';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import { ROUTES } from '@bizmarkt/shared/routing';
import { act, screen } from '@testing-library/react';
import { Link } from '@bizmarkt/shared/router';
import en from '../i18n/titles/en.json';
import de from '../i18n/titles/de.json';
import { DocumentTitle, routeTitleKey, TITLES_NS } from './document-title';

function lookup(bundle: Record<string, unknown>, key: string): unknown {
  return bundle[key];
}

describe('document titles', () => {
  it.each(ROUTES.map((route) => route.id))('route %s has a title in English and German', (id) => {
    const english = lookup(en, routeTitleKey(id));
    const german = lookup(de, routeTitleKey(id));
    expect(typeof english).toBe('string');
    expect(typeof german).toBe('string');
    expect(english).not.toBe('');
    expect(german).not.toBe('');
  });

  it('names no route that the table lacks', () => {
    expect(Object.keys(en).sort()).toEqual(ROUTES.map((route) => route.id).sort());
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('sets the route title in the page language, and a page may refine it while shown', () => {
    const namespaces = { [TITLES_NS]: { en, de } };
    const { unmount } = renderWithProviders(<DocumentTitle />, { route: '/de/login', locale: 'de', namespaces });
    expect(document.title).toBe('Anmelden – Bizmarkt');
    unmount();

    function ListingPage({ name }: { name: string }) {
      useDocumentTitle(name);
      return null;
    }
    const page = renderWithProviders(
      <>
        <DocumentTitle />
        <ListingPage name="Coffee roastery" />
      </>,
      { route: '/business/7', namespaces },
    );
    expect(document.title).toBe('Coffee roastery – Bizmarkt');
    page.rerender(<DocumentTitle />);
    expect(document.title).toBe('Listing – Bizmarkt');
    page.unmount();
    renderWithProviders(<DocumentTitle />, { route: '/no-such-page', namespaces });
    expect(document.title).toBe('Page not found – Bizmarkt');
  });

  it('keeps the title the server gave the page the browser asked for, and names the next page', async () => {
    // The entry of the page load, as a browser lists it (jsdom has none).
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ name: 'http://localhost/de/faq' }] });
    document.title = 'Server title – Bizmarkt';
    const namespaces = { [TITLES_NS]: { en, de } };
    renderWithProviders(
      <>
        <DocumentTitle />
        <Link to="/de/login">weiter</Link>
      </>,
      { route: '/de/faq', locale: 'de', namespaces },
    );
    expect(document.title).toBe('Server title – Bizmarkt');
    await act(async () => screen.getByRole('link', { name: 'weiter' }).click());
    expect(document.title).toBe('Anmelden – Bizmarkt');
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });
});
