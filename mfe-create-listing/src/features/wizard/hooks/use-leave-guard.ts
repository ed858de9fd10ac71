import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { confirmDialog } from 'primereact/confirmdialog';
import { addPopStateGuard, installPopStateGuards } from '@bizmarkt/shared';
import { stripLocale } from '@bizmarkt/shared/locale';

/** A path inside the wizard: moving there keeps what was typed (see typed-values), so it needs no question. */
export function isWizardPath(pathname: string): boolean {
  return stripLocale(pathname).startsWith('/create/');
}

/** The same-site, same-tab link a click would follow, or null (new tab, download, other site, modifier keys). */
export function followedLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

interface HistoryEntry {
  state: unknown;
  url: string;
}

function currentEntry(): HistoryEntry {
  return { state: window.history.state as unknown, url: window.location.href };
}

/** React Router's index of a history entry (`state.idx`); NaN for an entry it did not make. */
function historyIndex(state: unknown): number {
  return typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : Number.NaN;
}

function pathOf(href: string): string {
  const url = new URL(href);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Leaving the wizard with unsaved changes asks first (issue #10, the spec's confirm dialog): a link
 * out of the wizard is held until the seller confirms; closing or reloading the tab gets the browser's
 * own question. The shell uses a plain BrowserRouter (no data router, so no `useBlocker`): links are
 * caught on the document, before React Router's own click handler; the browser's Back (and Forward)
 * button out of the wizard is caught by a popstate guard (`@bizmarkt/shared`), which the shell's one
 * listener asks before React Router hears of the traversal: the entry left is pushed back at once (so
 * the page stays), and "Leave" goes back for real. Back and Forward between the wizard's steps pass
 * (typed values are kept).
 */
export function useLeaveGuard(dirty: boolean, onDiscard?: () => void): void {
  const { t } = useTranslation('createListing');
  const navigate = useNavigate();
  const dirtyRef = useRef(dirty);
  const discardRef = useRef(onDiscard);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
    discardRef.current = onDiscard;
  });
  // The page's own history entry (React Router's state holds its index), put back when Back is held.
  const location = useLocation();
  const guardedRef = useRef<HistoryEntry | null>(null);
  useEffect(() => {
    guardedRef.current = currentEntry();
  }, [location.key]);

  useEffect(() => {
    const ask = (leave: () => void) =>
      confirmDialog({
        header: t('leave.title'),
        message: t('leave.text'),
        icon: 'pi pi-exclamation-triangle',
        acceptLabel: t('leave.accept'),
        rejectLabel: t('leave.reject'),
        // The safe choice has the focus: Enter keeps the seller on the step with their input.
        defaultFocus: 'reject',
        accept: () => {
          dirtyRef.current = false;
          discardRef.current?.();
          leave();
        },
      });
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current) return;
      const url = followedLink(event);
      if (!url || isWizardPath(url.pathname)) return;
      event.preventDefault();
      event.stopPropagation();
      ask(() => navigate(`${url.pathname}${url.search}${url.hash}`));
    };
    const holdTraversal = (): boolean => {
      const guarded = guardedRef.current;
      if (!dirtyRef.current || !guarded || isWizardPath(window.location.pathname)) return false;
      const target = currentEntry();
      window.history.pushState(guarded.state, '', guarded.url);
      ask(() => {
        // Back: the entry the browser was going to lies right below the one put back. Forward: the
        // push dropped it, so it is opened anew.
        if (historyIndex(target.state) < historyIndex(guarded.state)) window.history.back();
        else navigate(pathOf(target.url));
      });
      return true;
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirtyRef.current) event.preventDefault();
    };
    // A no-op under the shell, which installed the listener before its router; elsewhere the guard
    // still runs, after a router mounted earlier.
    installPopStateGuards();
    const removeGuard = addPopStateGuard(holdTraversal);
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      removeGuard();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [navigate, t]);
}
