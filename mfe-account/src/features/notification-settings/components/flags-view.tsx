import { useTranslation } from '@bizmarkt/shared/translation';
import { Checkbox } from 'primereact/checkbox';
import type { NotificationSettings } from '@bizmarkt/shared/contract';
import { FLAG_ROWS, isEmailOnly, type FlagRow } from '../lib/settings';
import '../../../components/visually-hidden.css';

interface FlagsViewProps {
  settings: NotificationSettings;
  onToggle: (group: 'email' | 'app', flag: FlagRow, on: boolean) => void;
}

/** The main table (spec §2): a row per flag, Email and App columns; three rows are email only. */
export function FlagsView({ settings, onToggle }: FlagsViewProps) {
  const { t } = useTranslation('account');
  return (
    <table className="bz-nset__table">
      <caption className="bz-account-sr">{t('notificationSettings.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="bz-account-sr">{t('notificationSettings.notification')}</span>
          </th>
          <th scope="col">{t('notificationSettings.email')}</th>
          <th scope="col">{t('notificationSettings.app')}</th>
        </tr>
      </thead>
      <tbody>
        {FLAG_ROWS.map((flag) => {
          const label = t(`notificationSettings.flags.${flag}`);
          return (
            <tr key={flag}>
              <th scope="row">{label}</th>
              <td>
                <Checkbox
                  inputId={`nset-email-${flag}`}
                  checked={settings.email[flag]}
                  onChange={(event) => onToggle('email', flag, Boolean(event.checked))}
                  aria-label={t('notificationSettings.flagIn', { flag: label, channel: t('notificationSettings.email') })}
                />
              </td>
              <td>
                {isEmailOnly(flag) ? (
                  <span className="bz-account-muted" aria-label={t('notificationSettings.emailOnly')}>
                    –
                  </span>
                ) : (
                  <Checkbox
                    inputId={`nset-app-${flag}`}
                    checked={settings.app[flag]}
                    onChange={(event) => onToggle('app', flag, Boolean(event.checked))}
                    aria-label={t('notificationSettings.flagIn', { flag: label, channel: t('notificationSettings.app') })}
                  />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
