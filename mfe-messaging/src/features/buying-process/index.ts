// The buying process's public entry: its panel in the conversation (features/chat) and the step update the
// hide-listing modal sends (features/hide-listing).
export { BuyingProcess } from './components/buying-process';
export { useUpdateStep } from './api/update-step';
