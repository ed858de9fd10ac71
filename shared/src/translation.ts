// The page's one react-i18next. A Module Federation singleton like the router entry (the i18next
// instance it binds to must be the shell's), listing what the apps may use instead of sharing
// `react-i18next` whole, whose every export (the HOCs, the SSR helpers, the ICU Trans…) would ship
// on every page because a remote might use any of it. No app imports `react-i18next` itself.
//
// The list is pinned by shared-entries.test.ts and only ever grows: a remote may run on an older
// shell's copy, so a name is added to the shell's deployment before a remote relies on it.
export { Trans, useTranslation } from 'react-i18next';
export type { TransProps, UseTranslationResponse } from 'react-i18next';
