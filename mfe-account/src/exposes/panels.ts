// Panel contents this remote provides to the shell's panel frame, keyed by panel id (the shell's
// PANEL_OWNERS says which remote owns which). Each panel loads in its own chunk, with the account
// namespace fetched in parallel.
import { withNamespaces } from '@bizmarkt/shared';
import type { PanelModule, RemotePanels } from '@bizmarkt/shared/federation';
import { NAMESPACE } from './register';

const panel = (load: () => Promise<PanelModule>) => withNamespaces([NAMESPACE], load);

const panels = {
  about: panel(async () => ({
    default: (await import('../features/about-me/components/about-me-panel')).default,
    meta: { titleKey: 'account:aboutMe.title' },
  })),
  notifications: panel(async () => {
    const [content, title] = await Promise.all([
      import('../features/notifications/components/notifications-panel'),
      import('../features/notifications/components/notifications-title'),
    ]);
    // The title says how many were new when the panel opened ('3 new notifications').
    return { default: content.default, meta: { titleKey: 'account:notifications.title', Title: title.NotificationsTitle } };
  }),
  'notification-settings': panel(async () => ({
    default: (await import('../features/notification-settings/components/notification-settings-panel')).default,
    meta: { titleKey: 'account:notificationSettings.title' },
  })),
  password: panel(async () => ({
    default: (await import('../features/change-password/components/change-password-panel')).default,
    meta: { titleKey: 'account:changePassword.title' },
  })),
} satisfies RemotePanels;

export default panels;
