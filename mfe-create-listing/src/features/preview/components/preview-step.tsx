import { Link, useNavigate } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { isApiError } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import type { StepFormProps } from '../../wizard';
import { completedSteps, isSubmittable, WIZARD_STEPS, forgetListing } from '../../wizard';
import { useSubmitListing } from '../api/submit-listing';
import { ListingPreview } from './listing-preview';
import './preview.css';

/**
 * The API's 422 on submit: every field's messages (`<step>.<field>`), each introduced by the name of
 * its step, as one list; the answer's message when it names no field.
 */
function missingFromAnswer(error: unknown, stepName: (step: string) => string | null): Array<{ key: string; text: string }> {
  if (!isApiError(error) || error.status !== 422) return [];
  const items = Object.entries(error.fieldErrors).flatMap(([field, messages]) =>
    messages.map((message, index) => {
      const step = stepName(field.split('.')[0]!);
      return { key: `${field}:${index}`, text: step ? `${step}: ${message}` : message };
    }),
  );
  return items.length ? items : [{ key: 'message', text: error.body?.message ?? '' }];
}

/**
 * `/create/preview/{id}`: the listing exactly as a buyer will see it, the steps still incomplete
 * (each a link back to it), and "Submit for verification".
 */
export function PreviewStep({ listing }: StepFormProps) {
  const { t } = useTranslation('createListing');
  const paths = usePaths();
  const navigate = useNavigate();
  const id = listing!.id;
  const submit = useSubmitListing(id);
  const complete = completedSteps(listing);
  const incomplete = WIZARD_STEPS.filter((step) => step !== 'preview' && !complete[step]);
  const missing = missingFromAnswer(submit.error, (step) => ((WIZARD_STEPS as readonly string[]).includes(step) ? t(`steps.${step}`) : null));
  const submitted = submit.isSuccess;

  const send = () => {
    submit.mutate(undefined, { onSuccess: () => forgetListing(id) });
  };

  return (
    <section className="bz-step" aria-labelledby="bz-step-preview-title">
      <h2 id="bz-step-preview-title">{t('steps.preview')}</h2>
      <p className="bz-step__intro">{t('preview.intro')}</p>

      <section className="bz-preview__checklist" aria-labelledby="bz-preview-checklist-title">
        <h3 id="bz-preview-checklist-title">{t('preview.checklistTitle')}</h3>
        {incomplete.length ? (
          <ul>
            {incomplete.map((step) => (
              <li key={step}>
                <Link to={paths.create(step as 'financials', id)}>{t('preview.completeStep', { step: t(`steps.${step}`) })}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('preview.allComplete')}</p>
        )}
      </section>

      <div className="bz-preview__frame">
        <ListingPreview listing={listing!} />
      </div>

      {missing.length ? (
        <div role="alert" className="bz-wizard__status">
          <p>{t('preview.refused')}</p>
          <ul>
            {missing.map((item) => (
              <li key={item.key}>{item.text}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {submitted ? (
        <div role="status" className="bz-preview__success">
          <h3>{t('preview.submittedTitle')}</h3>
          <p>{t('preview.submittedText')}</p>
          <Link to={paths.myListings()}>{t('preview.toMyListings')}</Link>
        </div>
      ) : (
        <div className="bz-step__actions">
          <Button
            type="button"
            label={t('wizard.back')}
            icon="pi pi-arrow-left"
            severity="secondary"
            outlined
            onClick={() => navigate(paths.create('nda', id))}
          />
          {isSubmittable(listing!) ? (
            <Button type="button" className="bz-step__next" label={t('preview.submit')} icon="pi pi-send" loading={submit.isPending} onClick={send} />
          ) : (
            <p className="bz-step__next">{t('preview.alreadySubmitted')}</p>
          )}
        </div>
      )}
    </section>
  );
}
