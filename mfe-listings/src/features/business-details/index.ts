// The business details' public entry: the listing's page body (features/business) and the view the
// moderation screen draws from a listing (features/moderation).
export { BusinessDetails } from './components/business-details';
export { BusinessDetailsView } from './components/business-details-view';
export { toBusinessView } from './to-business-view';
