import { useTranslation } from '@bizmarkt/shared/translation';
import { useNavigate } from '@bizmarkt/shared/router';
import { panelStore, useCurrentUser } from '@bizmarkt/shared';
import type { SearchQuery } from '@bizmarkt/shared/contract';
import { usePaths } from '@bizmarkt/shared/routing';
import { useSaveSearchAlert } from '../api/save-search-alert';

/** Parts of a search an alert cannot hold (the alert settings have ranges and categories only, spec §3). */
function leftOut(query: SearchQuery): boolean {
  return Boolean(query.q || query.fba_statuses?.length || query.marketplaces?.length);
}

/**
 * Saves the search's filters as the user's new-listing alert; a visitor is sent to /registration first.
 * What the alert cannot hold (words, business models, marketplaces) is said with the confirmation, not
 * between the search box and the results before anyone asked for an alert (walk finding 26).
 */
export function AlertButton({ query }: { query: SearchQuery }) {
  const { t } = useTranslation('listingsSearch');
  const user = useCurrentUser();
  const paths = usePaths();
  const navigate = useNavigate();
  const save = useSaveSearchAlert();

  const onClick = () => {
    if (!user) {
      void navigate(paths.registration());
      return;
    }
    save.mutate({ user, query });
  };

  return (
    <div className="bz-alert-me">
      <button type="button" className="p-button p-component p-button-outlined p-button-sm" onClick={onClick} disabled={save.isPending}>
        <span className="pi pi-bell" aria-hidden="true" /> {t('search.alert.button')}
      </button>
      <div role="status" className="bz-alert-me__status">
        {save.isSuccess ? (
          <>
            <p>
              {t('search.alert.saved')}{' '}
              <button type="button" className="bz-link-button" onClick={() => panelStore.getState().openPanel('notification-settings')}>
                {t('search.alert.settings')}
              </button>
            </p>
            {leftOut(query) ? <p className="bz-alert-me__note">{t('search.alert.partial')}</p> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
