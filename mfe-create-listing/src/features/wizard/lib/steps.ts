import type { CreateStep } from '@bizmarkt/shared/routing';

/** The eight steps in the spec's order (§1): each is its own route `/create/{step}/{id}`. */
export const WIZARD_STEPS = ['information', 'financials', 'assets', 'description', 'price', 'socials', 'nda', 'preview'] as const satisfies readonly CreateStep[];

export type WizardStep = (typeof WIZARD_STEPS)[number];

export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

export function nextStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[stepIndex(step) + 1] ?? null;
}

export function previousStep(step: WizardStep): WizardStep | null {
  return stepIndex(step) > 0 ? WIZARD_STEPS[stepIndex(step) - 1]! : null;
}
