import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { usePaths } from '@bizmarkt/shared/routing';
import { WIZARD_STEPS, type WizardStep } from '../lib/steps';
import './wizard.css';

interface WizardStepperProps {
  current: WizardStep;
  /** The seller's draft; null before step one has been saved (only step one is reachable then). */
  listingId: number | null;
  /** Which steps hold everything they need (the contract's listingCompleteness). */
  complete: Partial<Record<WizardStep, boolean>>;
}

/**
 * The eight steps with their completion; every step of the seller's own draft is a link (jumping
 * keeps what was typed on the step left). The current step is marked for assistive technology.
 * Eight columns of ~115 px hold one short word each ("Unternehmen", "Beschreibung"); the step's
 * full name ("Unternehmensinformationen") is its accessible name, the step's heading, and on a phone
 * the line under the markers. Words are never split: Chromium on Linux has no hyphenation
 * dictionaries, so `hyphens: auto` does nothing and `overflow-wrap: anywhere` cut words unmarked.
 */
export function WizardStepper({ current, listingId, complete }: WizardStepperProps) {
  const { t } = useTranslation('createListing');
  const paths = usePaths();
  const pathOf = (step: WizardStep) => (step === 'information' ? paths.create(step, listingId ?? undefined) : paths.create(step, listingId!));

  return (
    <nav className="bz-stepper" aria-label={t('wizard.stepsLabel')}>
      <ol>
        {WIZARD_STEPS.map((step, index) => {
          const done = complete[step] === true;
          const state = t(done ? 'wizard.stepComplete' : 'wizard.stepIncomplete');
          const content = (
            <>
              <span className="bz-stepper__marker" aria-hidden="true">
                {done ? <i className="pi pi-check" /> : index + 1}
              </span>
              <span className="bz-stepper__name" aria-hidden="true">
                {t(`stepsShort.${step}`)}
              </span>
              <span className="bz-stepper__full">{t(`steps.${step}`)}</span>
              <span className="bz-visually-hidden">{` (${state})`}</span>
            </>
          );
          const className = `bz-stepper__step${step === current ? ' is-current' : ''}${done ? ' is-done' : ''}`;
          const reachable = listingId !== null || step === 'information';
          return (
            <li key={step} className={className}>
              {reachable ? (
                <Link to={pathOf(step)} aria-current={step === current ? 'step' : undefined}>
                  {content}
                </Link>
              ) : (
                <span aria-disabled="true">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
