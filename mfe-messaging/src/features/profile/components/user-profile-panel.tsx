import { useTranslation } from '@bizmarkt/shared/translation';
import { Link } from '@bizmarkt/shared/router';
import { Button } from 'primereact/button';
import { panelStore, useCountries, useLocale } from '@bizmarkt/shared';
import { formatDate } from '@bizmarkt/shared/locale';
import { usePaths } from '@bizmarkt/shared/routing';
import type { DialogOpponent } from '@bizmarkt/shared/contract';
import type { PanelProps } from '@bizmarkt/shared/federation';
import { useDialogs } from '../../dialogs';
import { findDialog } from '../../../lib/dialog-cache';
import { useMessagingUi } from '../../../lib/messaging-ui-store';
import { Avatar } from '../../../components/avatar';
import { withScheme } from '../lib/with-scheme';
import '../../../components/messages.css';

const SOCIALS = ['website', 'facebook', 'twitter', 'instagram'] as const;

function SocialLinks({ opponent }: { opponent: DialogOpponent }) {
  const { t } = useTranslation('messaging');
  const links = SOCIALS.filter((key) => opponent[key]);
  if (links.length === 0) return null;
  return (
    <ul className="bz-profile__socials" aria-label={t('profile.socials')}>
      {links.map((key) => (
        <li key={key}>
          <a href={withScheme(opponent[key]!)} target="_blank" rel="noopener noreferrer" aria-label={t('profile.newTab', { name: t(`profile.${key}`) })}>
            {t(`profile.${key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The other party's profile (spec §2), opened from the open conversation. */
export default function UserProfilePanel({ onClose }: PanelProps) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const paths = usePaths();
  const countries = useCountries();
  const activeDialogId = useMessagingUi((s) => s.activeDialogId);
  const found = findDialog(useDialogs().data, activeDialogId);
  const back = () => panelStore.getState().openPanel('messages');
  // The API masks the owner of an NDA listing or a hidden chat: no profile to show then.
  if (!found || found.dialog.opponent_masked || found.dialog.hide_messages) {
    return (
      <div className="bz-profile">
        <p>{t('profile.none')}</p>
        <Button type="button" outlined icon="pi pi-arrow-left" label={t('profile.back')} onClick={back} />
      </div>
    );
  }
  const { opponent, total_listings_count: listings } = found.dialog;
  const name = [opponent.name, opponent.last_name].filter(Boolean).join(' ');
  const country = countries.data?.countries.find((c) => c.code === opponent.country_code)?.name ?? null;
  return (
    <div className="bz-profile">
      <Avatar opponent={opponent} masked={false} size={114} />
      <h3 className="bz-profile__name">{name}</h3>
      {opponent.created_at ? <p>{t('profile.joined', { date: formatDate(opponent.created_at, locale) })}</p> : null}
      {opponent.about ? <p className="bz-profile__about">{opponent.about}</p> : null}
      {country ? <p>{country}</p> : null}
      {listings > 0 && opponent.id !== null ? (
        <Link className="p-button p-component p-button-outlined" to={paths.search({ user_id: opponent.id })} onClick={onClose}>
          {t('profile.listings', { count: listings })}
        </Link>
      ) : (
        <Button type="button" outlined disabled label={t('profile.listings', { count: listings })} />
      )}
      <SocialLinks opponent={opponent} />
      <Button type="button" text icon="pi pi-arrow-left" label={t('profile.back')} onClick={back} />
    </div>
  );
}
