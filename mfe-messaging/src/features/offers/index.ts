// The offers feature's public entry: its sections in the buying process (features/buying-process).
export { OfferSection } from './components/offer-section';
export { ChecklistSection } from './components/checklist-section';
export { UnderOfferBanner } from './components/under-offer-banner';
export { useUnderOfferUntil } from './api/get-offers';
