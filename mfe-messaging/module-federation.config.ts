// mfe-messaging: messages panel, conversation and chat, buying process, hide-listing modal,
// the other party's profile panel, /sign/{id}, the business page's contact actions and the dashboard's
// latest messages.
import { mfShared } from '../shared/tooling/mf-shared';

export default {
  name: 'mfe_messaging',
  exposes: {
    './routes': './src/exposes/routes.ts',
    './panels': './src/exposes/panels.ts',
    './modals': './src/exposes/modals.ts',
    // The business page's 'Request access / sign NDA' and 'Contact seller'; props: ContactActionsProps.
    './contact-actions': './src/exposes/contact-actions.tsx',
    // The business page's 'Make an offer'; props: OfferActionProps.
    './offer-action': './src/exposes/offer-action.tsx',
    // The "Latest messages" block of /dashboard; props: LatestMessagesProps.
    './latest-messages': './src/exposes/latest-messages.tsx',
  },
  shared: mfShared(process.cwd()),
};
