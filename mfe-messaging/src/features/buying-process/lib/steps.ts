// The buying process of spec §2/§4: five steps per side; a side's step value is the step it is on,
// above 5 means all done, 7 means the deal is closed (set by 'Deal Successfully Closed').
export const BUYING_STEPS = [1, 2, 3, 4, 5] as const;
export type BuyingStep = (typeof BUYING_STEPS)[number];
export const STEPS_DONE = 6;
export const DEAL_CLOSED_STEP = 7;

/**
 * The steps with a template (LOI, APA): our own documents for an Amazon FBA business, one per language,
 * in `public/templates/` and served by this remote beside its chunks (printable, downloadable HTML).
 */
export const STEP_TEMPLATES: Partial<Record<BuyingStep, string>> = {
  1: 'letter-of-intent',
  3: 'asset-purchase-agreement',
};

export type TemplateLanguage = 'en' | 'de';

/** The template file of a step in a language, e.g. `templates/letter-of-intent.de.html`. */
export function templatePath(step: BuyingStep, language: TemplateLanguage): string | null {
  const name = STEP_TEMPLATES[step];
  return name ? `templates/${name}.${language}.html` : null;
}

export type StepState = 'done' | 'current' | 'todo';

export function stepState(step: BuyingStep, ownStep: number): StepState {
  if (ownStep > step) return 'done';
  return ownStep === step ? 'current' : 'todo';
}

/** Spec §2: the 'Mark deal as closed' card appears once both sides exceed step 5. */
export function canCloseDeal(buyerStep: number, sellerStep: number): boolean {
  return buyerStep > 5 && sellerStep > 5;
}

export interface DialogSteps {
  buyer_step: number;
  seller_step: number;
}

/** The caller's own step: the listing's owner moves seller_step, anyone else buyer_step (spec §4). */
export function ownStep(dialog: DialogSteps, isSeller: boolean): number {
  return isSeller ? dialog.seller_step : dialog.buyer_step;
}

/** The PATCH body that moves the caller's own side to `step`. */
export function stepPatch(isSeller: boolean, step: number): { seller_step: number } | { buyer_step: number } {
  return isSeller ? { seller_step: step } : { buyer_step: step };
}
