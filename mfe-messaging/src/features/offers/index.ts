// The offers feature's public entry: its section in the buying process (features/buying-process).
export { OfferSection } from './components/offer-section';
