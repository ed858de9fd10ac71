// The financials step's public entry, for its page (features/steps/pages).
export { FinancialsStep } from './components/financials-step';
