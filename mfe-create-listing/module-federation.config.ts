// mfe-create-listing: the Create New Listing modal and the eight-step wizard /create/{step}/{id}.
import { mfShared } from '../shared/tooling/mf-shared';

export default {
  name: 'mfe_create_listing',
  exposes: {
    './routes': './src/exposes/routes.ts',
    './modals': './src/exposes/modals.ts',
  },
  shared: mfShared(process.cwd()),
};
