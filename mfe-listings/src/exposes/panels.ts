// Panel contents this remote provides to the shell's panel frame, keyed by panel id (the shell's
// PANEL_OWNERS says which remote owns which): the search's filters on small screens. Like a route,
// a panel preloads exactly the namespaces its components use (routes.test.ts checks it).
import { withNamespaces } from '@bizmarkt/shared';
import type { RemotePanels } from '@bizmarkt/shared/federation';
import { NAMESPACE, SEARCH_NS } from './register';

const panels = {
  filters: withNamespaces([SEARCH_NS, NAMESPACE], async () => ({
    default: (await import('../features/search/components/filters-panel')).default,
    meta: { titleKey: 'listingsSearch:search.filters.title' },
  })),
} satisfies RemotePanels;

export default panels;
