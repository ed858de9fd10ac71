// The shell is the host. It declares no remotes at build time: their URLs come from /remotes.json at
// runtime (registerRemotes + loadRemote), so a remote is redeployed without rebuilding the shell.
import { mfShared } from '../shared/tooling/mf-shared';

export default {
  name: 'shell',
  remotes: {},
  shared: mfShared(process.cwd()),
};
