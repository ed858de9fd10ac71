import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import type { WizardStep } from '../lib/steps';
import './wizard.css';

interface StepLayoutProps {
  step: WizardStep;
  /** Saves the step and moves on (the form's submit: Enter in a field does the same). */
  onNext: () => void;
  /** Back to the step before, keeping what was typed; absent on the first step. */
  onBack?: () => void;
  processing: boolean;
  /** The label of the forward button: 'Save and continue' unless the step says otherwise. */
  nextLabel?: string;
  children: ReactNode;
}

/** One step of the wizard: its heading, its fields, and Back / Next. */
export function StepLayout({ step, onNext, onBack, processing, nextLabel, children }: StepLayoutProps) {
  const { t } = useTranslation('createListing');
  const headingId = `bz-step-${step}-title`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <form className="bz-step" aria-labelledby={headingId} onSubmit={submit} noValidate aria-busy={processing}>
      <h2 id={headingId}>{t(`steps.${step}`)}</h2>
      <p className="bz-step__intro">{t(`${step}.intro`)}</p>
      {children}
      <div className="bz-step__actions">
        {onBack ? (
          <Button type="button" label={t('wizard.back')} icon="pi pi-arrow-left" severity="secondary" outlined onClick={onBack} disabled={processing} />
        ) : null}
        <Button type="submit" className="bz-step__next" label={nextLabel ?? t('wizard.next')} icon="pi pi-arrow-right" iconPos="right" loading={processing} />
      </div>
    </form>
  );
}
