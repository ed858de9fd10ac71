import type { TFunction } from 'i18next';
import type { Dialog } from '@bizmarkt/shared/contract';

/** The other party's name, or 'Seller' when the API masks the owner (NDA listing or hidden chat). */
export function opponentName(dialog: Pick<Dialog, 'opponent' | 'opponent_masked' | 'hide_messages'>, t: TFunction): string {
  if (dialog.opponent_masked || dialog.hide_messages) return t('panel.seller');
  const name = [dialog.opponent.name, dialog.opponent.last_name].filter(Boolean).join(' ');
  return name || t('panel.seller');
}
