// mfe-messaging: messages panel, conversation and chat, buying process, hide-listing modal,
// the other party's profile panel. Its panels join `./panels` with the messaging issue.
import { mfShared } from '../shared/tooling/mf-shared';

export default {
  name: 'mfe_messaging',
  exposes: {
    './routes': './src/exposes/routes.ts',
    './panels': './src/exposes/panels.ts',
  },
  shared: mfShared(process.cwd()),
};
