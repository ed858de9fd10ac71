// Panel contents this remote provides to the shell's panel frame, keyed by panel id: the messages
// panel (list and conversation) and the other party's profile. Each loads in its own chunk, with the
// messaging namespace fetched in parallel.
import { withNamespaces } from '@bizmarkt/shared';
import type { PanelModule, RemotePanels } from '@bizmarkt/shared/federation';
import { NAMESPACE } from './register';

const panel = (load: () => Promise<PanelModule>) => withNamespaces([NAMESPACE], load);

const panels = {
  messages: panel(async () => ({
    default: (await import('../features/dialogs/components/messages-panel')).default,
    meta: { titleKey: 'messaging:panel.title' },
  })),
  'user-profile': panel(async () => ({
    default: (await import('../features/profile/components/user-profile-panel')).default,
    meta: { titleKey: 'messaging:profile.title' },
  })),
} satisfies RemotePanels;

export default panels;
