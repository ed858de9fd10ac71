import { useLocation } from '@bizmarkt/shared/router';
import type { PanelProps } from '@bizmarkt/shared/federation';
import { useSearchState } from '../hooks/use-search-state';
import { FiltersForm } from './filters-form';
import './search.css';

/**
 * The spec's 'filters' panel (phones): the search's filters in the shell's slide-in panel, opened
 * through the panel store (so it closes the others). Applying updates the URL and closes the panel.
 */
export default function FiltersPanel({ onClose }: PanelProps) {
  const { query, go } = useSearchState();
  const { search } = useLocation();
  return (
    <FiltersForm
      key={search}
      query={query}
      idPrefix="bz-panel-filters"
      onApply={(next) => {
        go(next);
        onClose();
      }}
    />
  );
}
