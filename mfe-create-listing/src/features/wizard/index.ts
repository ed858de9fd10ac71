// The wizard's public entry: the frame every step page is drawn in, and what a step's form needs from it.
export { WizardPage, type StepFormProps } from './components/wizard-page';
export { StepLayout } from './components/step-layout';
export { useStepForm } from './hooks/use-step-form';
export { completedSteps, isSubmittable, LISTING_PATHS, type WizardListing } from './lib/listing';
export { WIZARD_STEPS } from './lib/steps';
export { forgetListing } from './lib/typed-values';
