import { useDocumentTitle } from '@bizmarkt/shared';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import { ROUTES } from '@bizmarkt/shared/routing';
import en from '../i18n/en.json';
import de from '../i18n/de.json';
import { DocumentTitle, routeTitleKey } from './document-title';

function lookup(bundle: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
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
    expect(Object.keys(en.titles).sort()).toEqual(ROUTES.map((route) => route.id).sort());
  });

  it('sets the route title in the page language, and a page may refine it while shown', () => {
    const namespaces = { shell: { en, de } };
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
});
