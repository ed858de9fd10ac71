import type { FormEvent } from 'react';
import { useNavigate } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { usePrecognitiveForm } from '@bizmarkt/shared';
import type { EmailPreferences } from '@bizmarkt/shared/contract';
import { EMAIL_PREFERENCE_FLAGS, EMAIL_PREFERENCES_URL, useAfterEmailPreferencesSaved, useEmailPreferences } from '../api/email-preferences';
import '../../../components/account-pages.css';
import './email-preferences.css';
import { usePaths } from '@bizmarkt/shared/routing';

function PreferencesForm({ initial }: { initial: EmailPreferences }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const paths = usePaths();
  const afterSaved = useAfterEmailPreferencesSaved();
  const form = usePrecognitiveForm<EmailPreferences>('post', EMAIL_PREFERENCES_URL, initial);
  const flags = form.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let saved: EmailPreferences | undefined;
    try {
      saved = await form.submit<EmailPreferences | undefined>();
    } catch {
      return; // the catalogue's toast (spec §8)
    }
    afterSaved(saved, flags);
    navigate(paths.emailPreferencesSuccess());
  };
  const setAll = (value: boolean) => form.setData(Object.fromEntries(EMAIL_PREFERENCE_FLAGS.map((flag) => [flag, value])) as Partial<EmailPreferences>);
  const allOff = EMAIL_PREFERENCE_FLAGS.every((flag) => !flags[flag]);

  return (
    <form className="bz-form" onSubmit={(event) => void submit(event)}>
      <fieldset className="bz-fieldset">
        <legend>{t('emailPreferences.legend')}</legend>
        <ul className="bz-email-preferences__list">
          {EMAIL_PREFERENCE_FLAGS.map((flag) => (
            <li key={flag} className="bz-check">
              <Checkbox
                inputId={`email-preference-${flag}`}
                checked={flags[flag]}
                onChange={(event) => form.setData(flag, Boolean(event.checked))}
                aria-describedby={`email-preference-${flag}-hint`}
              />
              <label htmlFor={`email-preference-${flag}`}>
                <strong>{t(`emailPreferences.flags.${flag}`)}</strong>
                <small id={`email-preference-${flag}-hint`} className="bz-field__hint">
                  {t(`emailPreferences.hints.${flag}`)}
                </small>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="bz-field__hint">{t('emailPreferences.accountMails')}</p>
      <div className="bz-actions">
        <Button type="submit" label={t('emailPreferences.save')} loading={form.processing} />
        <Button type="button" label={allOff ? t('emailPreferences.allOn') : t('emailPreferences.allOff')} outlined onClick={() => setAll(allOff)} />
      </div>
    </form>
  );
}

/** `/email-preferences` (login required, preferences layout): which emails the user gets. */
export default function EmailPreferencesPage() {
  const { t } = useTranslation('account');
  const preferences = useEmailPreferences();
  return (
    <section className="bz-page-card" aria-labelledby="bz-email-preferences-title">
      <h1 id="bz-email-preferences-title">{t('emailPreferences.title')}</h1>
      <p>{t('emailPreferences.lead')}</p>
      {preferences.isPending ? (
        <p aria-busy="true">{t('emailPreferences.loading')}</p>
      ) : preferences.isError ? (
        <div className="bz-form">
          <p className="bz-notice bz-notice--warn" role="alert">
            {t('emailPreferences.loadFailed')}
          </p>
          <div className="bz-actions">
            <Button type="button" label={t('emailPreferences.retry')} outlined onClick={() => void preferences.refetch()} />
          </div>
        </div>
      ) : (
        <PreferencesForm initial={preferences.data} />
      )}
    </section>
  );
}
