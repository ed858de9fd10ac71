// mfe-listings: landing, search and browse, business detail, favourites, my listings, content pages.
import { mfShared } from '../shared/tooling/mf-shared';

export default {
  name: 'mfe_listings',
  exposes: {
    './routes': './src/exposes/routes.ts',
    './panels': './src/exposes/panels.ts',
    // The listing as a buyer sees it, for the wizard's preview (issue #10); props: BusinessDetailsProps.
    './business-details': './src/exposes/business-details.tsx',
  },
  shared: mfShared(process.cwd()),
};
