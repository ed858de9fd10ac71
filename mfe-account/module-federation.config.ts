// mfe-account: login, registration, password reset, email confirmation, general info, profile and
// notification panels, pricing, billing and subscription pages, email preferences, account deletion.
import { mfShared } from '../shared/tooling/mf-shared';

export default {
  name: 'mfe_account',
  exposes: {
    './routes': './src/exposes/routes.ts',
    './panels': './src/exposes/panels.ts',
  },
  shared: mfShared(process.cwd()),
};
