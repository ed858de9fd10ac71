// mfe-listings: landing, search and browse, business detail, favourites, my listings, content pages.
import { mfShared } from '../shared/tooling/mf-shared';

export default {
  name: 'mfe_listings',
  exposes: {
    './routes': './src/exposes/routes.ts',
    './panels': './src/exposes/panels.ts',
  },
  shared: mfShared(process.cwd()),
};
