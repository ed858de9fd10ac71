import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { federatedComponent, modalStore, panelStore, useCurrentUser } from '@bizmarkt/shared';
import type { User } from '@bizmarkt/shared/contract';
import { profileCompleteness, type ProfilePart } from '../profile-completeness';
import { EmailVerifiedNotice } from '../../../components/email-verified-notice';
import '../../../components/account-pages.css';
import './dashboard.css';
import { usePaths } from '@bizmarkt/shared/routing';
import { LATEST_MESSAGES_EXPOSE, REMOTES, type LatestMessagesProps } from '@bizmarkt/shared/federation';

// The latest messages are messaging's (`mfe_messaging/latest-messages`), drawn here with the
// dead-remote fallback; created once, at module scope.
const LatestMessages = federatedComponent<LatestMessagesProps>(REMOTES.messaging, LATEST_MESSAGES_EXPOSE);

const openAboutMe = () => panelStore.getState().openPanel('about');

function MissingPart({ part }: { part: ProfilePart }) {
  const { t } = useTranslation('account');
  const paths = usePaths();
  // The email is confirmed from its own page; everything else is edited in the About me panel.
  if (part === 'email_verified_at') {
    return <Link to={paths.registrationEmailConfirmation()}>{t('dashboard.missing.email_verified_at')}</Link>;
  }
  return (
    <button type="button" className="bz-link-button" onClick={openAboutMe}>
      {t(`dashboard.missing.${part}`)}
    </button>
  );
}

function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { percent, missing } = profileCompleteness(user);
  return (
    <section className="bz-dashboard__card" aria-labelledby="bz-dashboard-profile">
      <h2 id="bz-dashboard-profile">{t('dashboard.profileTitle')}</h2>
      <p id="bz-dashboard-percent">{t('dashboard.percent', { percent })}</p>
      <ProgressBar value={percent} showValue={false} aria-labelledby="bz-dashboard-percent" className="bz-dashboard__progress" />
      {missing.length === 0 ? (
        <p>{t('dashboard.complete')}</p>
      ) : (
        <>
          <p>{t('dashboard.missingLead')}</p>
          <ul className="bz-dashboard__missing">
            {missing.map((part) => (
              <li key={part}>
                <MissingPart part={part} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * Get started: a buyer-only account (role `buyer`) browses first and may still sell; everyone else
 * sells first (walk #42). The first is the filled button.
 */
function Shortcuts({ buyer, browsePath }: { buyer: boolean; browsePath: string }) {
  const { t } = useTranslation('account');
  const sell = (
    <Button
      key="sell"
      type="button"
      label={t('dashboard.sellNow')}
      icon="pi pi-plus"
      outlined={buyer}
      onClick={() => modalStore.getState().openModal('create-listing')}
    />
  );
  const browse = (
    <Link key="browse" to={browsePath} className={`p-button p-component${buyer ? '' : ' p-button-outlined'}`}>
      {t('dashboard.browse')}
    </Link>
  );
  return <div className="bz-actions">{buyer ? [browse, sell] : [sell, browse]}</div>;
}

/** `/dashboard` (login required): the user's home after logging in. */
export default function DashboardPage() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const user = useCurrentUser();
  if (!user) return null; // the route's access rule only renders the page for a logged-in user

  return (
    <div className="bz-dashboard">
      <h1>{user.name?.trim() ? t('dashboard.greeting', { name: user.name.trim() }) : t('dashboard.greetingNoName')}</h1>
      <EmailVerifiedNotice />
      <p className="bz-dashboard__lead">{t('dashboard.lead')}</p>
      <div className="bz-dashboard__grid">
        <ProfileCard user={user} />
        <div className="bz-dashboard__card bz-dashboard__card--messages">
          <LatestMessages headingLevel={2} />
        </div>
        <section className="bz-dashboard__card" aria-labelledby="bz-dashboard-shortcuts">
          <h2 id="bz-dashboard-shortcuts">{t('dashboard.shortcutsTitle')}</h2>
          <Shortcuts buyer={user.role === 'buyer'} browsePath={paths.search()} />
        </section>
        <section className="bz-dashboard__card" aria-labelledby="bz-dashboard-settings">
          <h2 id="bz-dashboard-settings">{t('dashboard.settingsTitle')}</h2>
          <ul className="bz-dashboard__links">
            <li>
              <button type="button" className="bz-link-button" onClick={() => panelStore.getState().openPanel('notification-settings')}>
                {t('dashboard.notificationSettings')}
              </button>
            </li>
            <li>
              <Link to={paths.emailPreferences()}>{t('dashboard.emailPreferences')}</Link>
            </li>
            <li>
              <button type="button" className="bz-link-button" onClick={() => panelStore.getState().openPanel('password')}>
                {t('dashboard.changePassword')}
              </button>
            </li>
            <li>
              <Link to={paths.deleteAccount()}>{t('dashboard.deleteAccount')}</Link>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
