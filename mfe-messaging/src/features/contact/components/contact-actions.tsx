import { useState } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Link } from '@bizmarkt/shared/router';
import { useQueryClient } from '@bizmarkt/shared/query';
import { Button } from '@bizmarkt/shared/ui';
import { panelStore, useCurrentUser, useSession } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import type { ContactActionsProps } from '@bizmarkt/shared/federation';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { messagingUiStore } from '../../../lib/messaging-ui-store';
import { createDialog } from '../../dialogs';

/**
 * The business page's messaging actions (exposed as `./contact-actions`): 'Request access / sign NDA'
 * for a listing whose details the viewer may not see yet, and 'Contact seller', which opens the
 * conversation about the listing (created when needed). Visitors go to the login page, free users
 * to the plans ("Request access with PRO"); the owner sees neither. 'Contact seller' is filled when
 * it is the page's primary action (`primary`), else outlined beside 'Request access'.
 */
export default function ContactActions({ listing, only, primary = false }: ContactActionsProps) {
  const { t } = useTranslation('messaging');
  const paths = usePaths();
  const queryClient = useQueryClient();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const user = useCurrentUser();
  const [busy, setBusy] = useState(false);
  if (listing.is_mine) return null;
  const showNda = only !== 'contact' && listing.nda && !listing.access.granted;
  const showContact = only !== 'nda';
  // Signing an NDA is for subscribers (/sign/{id}, spec §access): a free user's button says so and
  // leads to the plans, which tell why they came (`?reason=nda`).
  const needsPro = loggedIn && user !== null && user.subscription !== 'active';
  const ndaTarget = !loggedIn ? paths.login() : needsPro ? `${paths.pricing()}?reason=nda` : paths.sign(listing.id);

  const contact = async () => {
    setBusy(true);
    try {
      const { dialog } = await createDialog(listing.id);
      messagingUiStore.getState().openDialog(dialog.id);
      await queryClient.invalidateQueries({ queryKey: queryKeys.dialogs() });
      panelStore.getState().openPanel('messages');
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="bz-contact-actions">
      {showNda ? (
        <Link className="p-button p-component" to={ndaTarget}>
          {t(needsPro ? 'actions.requestAccessPro' : 'actions.requestAccess')}
        </Link>
      ) : null}
      {showContact ? (
        loggedIn ? (
          <Button
            outlined={!primary}
            icon="pi pi-envelope"
            label={t('actions.contactSeller')}
            loading={busy}
            onClick={() => void contact().catch(() => undefined)}
          />
        ) : (
          <Link className={primary ? 'p-button p-component' : 'p-button p-component p-button-outlined'} to={paths.login()}>
            {t('actions.contactSeller')}
          </Link>
        )
      ) : null}
    </span>
  );
}
