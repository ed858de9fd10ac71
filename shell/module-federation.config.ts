// The shell is the host. It declares no remotes at build time: their URLs come from /remotes.json at
// runtime (registerRemotes + loadRemote), so a remote is redeployed without rebuilding the shell.
import { installedVersion, mfShared } from '../shared/tooling/mf-shared';

const shared = mfShared(process.cwd());
const primereactVersion = installedVersion(process.cwd(), 'primereact');

/**
 * PrimeReact's api and overlay bus as the shell provides them to every app: the library's modules,
 * set up for the page when an app first loads them (src/prime/configured-api.ts), so that no page
 * loads PrimeReact before it draws a PrimeReact component.
 */
const configuredPrime = (file: string) => ({ ...shared['primereact/']!, version: primereactVersion, import: file });

export default {
  name: 'shell',
  remotes: {},
  shared: {
    ...shared,
    'primereact/api': configuredPrime('./src/prime/configured-api.ts'),
    'primereact/overlayservice': configuredPrime('./src/prime/configured-overlay-service.ts'),
  },
};
