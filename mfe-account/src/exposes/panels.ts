// Panel contents this remote provides to the shell's panel frame, keyed by panel id. The about, notifications, notification-settings and password panels arrive with the accounts issue;
// until then the shell's panel says the content is not available yet.
import type { RemotePanels } from '@bizmarkt/shared';
import './register';

const panels: RemotePanels = {};

export default panels;
