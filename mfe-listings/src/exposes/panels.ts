// Panel contents this remote provides to the shell's panel frame, keyed by panel id (the shell's
// PANEL_OWNERS says which remote owns which): the search's filters on small screens.
import { withNamespaces } from '@bizmarkt/shared';
import type { PanelModule, RemotePanels } from '@bizmarkt/shared/federation';
import { NAMESPACE } from './register';

const panel = (load: () => Promise<PanelModule>) => withNamespaces([NAMESPACE], load);

const panels = {
  filters: panel(async () => ({
    default: (await import('../features/search/components/filters-panel')).default,
    meta: { titleKey: 'listings:search.filters.title' },
  })),
} satisfies RemotePanels;

export default panels;
