// The page's document title (WCAG 2.4.2): the shell names each route on navigation, and a page may
// refine it (e.g. with a listing's name) while it is shown. One store for the page, so the order in
// which the shell's and the page's effects run does not matter.
import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';

export const DOCUMENT_TITLE_SUFFIX = 'Bizmarkt';

interface DocumentTitleState {
  /** The route's title, set by the shell from the route table's title key. */
  route: string | null;
  /** A page's more specific title; wins while the page is shown. */
  page: string | null;
}

export const documentTitleStore = createStore<DocumentTitleState>(() => ({ route: null, page: null }));

/** "Log in – Bizmarkt"; just "Bizmarkt" before anything named the page. */
export function composeDocumentTitle(title: string | null): string {
  return title ? `${title} – ${DOCUMENT_TITLE_SUFFIX}` : DOCUMENT_TITLE_SUFFIX;
}

function applyDocumentTitle({ route, page }: DocumentTitleState): void {
  if (typeof document !== 'undefined') document.title = composeDocumentTitle(page ?? route);
}

documentTitleStore.subscribe(applyDocumentTitle);

/** Called by the shell on every navigation, with the translated title of the route. */
export function setRouteTitle(title: string | null): void {
  documentTitleStore.setState({ route: title });
}

/**
 * A page's own title, e.g. `useDocumentTitle(listing?.name)`: shown as "<title> – Bizmarkt" while the
 * page is mounted; the route's title comes back when it unmounts or the title is empty.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    documentTitleStore.setState({ page: title });
    return () => {
      if (documentTitleStore.getState().page === title) documentTitleStore.setState({ page: null });
    };
  }, [title]);
}
