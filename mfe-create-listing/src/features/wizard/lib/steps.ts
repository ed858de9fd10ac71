import { LISTING_STEPS, type ListingStepId } from '@bizmarkt/shared/contract';
import type { CreateStep } from '@bizmarkt/shared/routing';

/** The eight steps in the spec's order (§1): each is its own route `/create/{step}/{id}`. */
export const WIZARD_STEPS: readonly (ListingStepId & CreateStep)[] = LISTING_STEPS;

export type WizardStep = ListingStepId & CreateStep;

export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

export function nextStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[stepIndex(step) + 1] ?? null;
}

export function previousStep(step: WizardStep): WizardStep | null {
  return stepIndex(step) > 0 ? WIZARD_STEPS[stepIndex(step) - 1]! : null;
}
