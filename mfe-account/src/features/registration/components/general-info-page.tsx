import { useTranslation } from '@bizmarkt/shared/translation';
import { GeneralInfoForm } from './general-info-form';
import { EmailVerifiedNotice } from '../../../components/email-verified-notice';
import '../../../components/auth-card.css';
import '../../../components/account-pages.css';

/** `/registration/general-info` (login required): the shell holds a user without a role here. */
export default function GeneralInfoPage() {
  const { t } = useTranslation('account');
  return (
    <section className="bz-auth-card" aria-labelledby="bz-general-info-title">
      <h1 id="bz-general-info-title">{t('generalInfo.title')}</h1>
      <EmailVerifiedNotice />
      <p className="bz-auth-card__lead">{t('generalInfo.lead')}</p>
      <GeneralInfoForm />
    </section>
  );
}
