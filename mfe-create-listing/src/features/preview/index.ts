// The preview step's public entry, for its page (features/steps/pages).
export { PreviewStep } from './components/preview-step';
