import type { ComponentType } from 'react';
import { Navigate, useParams } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { isApiError } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import { useListing } from '../api/get-listing';
import { useVisitedSteps } from '../hooks/use-visited-steps';
import { doneSteps, type WizardListing } from '../lib/listing';
import type { WizardStep } from '../lib/steps';
import { WizardStepper } from './wizard-stepper';
import './wizard.css';

/** What every step's form receives: the seller's listing, or null on step one of a new listing. */
export interface StepFormProps {
  listing: WizardListing | null;
}

/** A listing id of the path: a positive whole number, else the page does not exist. */
function parseListingId(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined) return null;
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 'invalid';
}

interface WizardPageProps {
  step: WizardStep;
  /** The step's form (each route loads only its own). */
  Form: ComponentType<StepFormProps>;
}

/**
 * `/create/{step}/{id?}`: the wizard's frame around one step — the heading, the stepper with each
 * step's completion, and the step's form once the seller's listing is loaded. Someone else's listing
 * (the API's 403, or its public view) → said here; an unknown one, or someone else's draft (the API
 * answers 404 for those) → the error catalogue sends the seller to /404.
 */
export function WizardPage({ step, Form }: WizardPageProps) {
  const { t } = useTranslation('createListing');
  const paths = usePaths();
  const parsed = parseListingId(useParams().id);
  const listingId = typeof parsed === 'number' ? parsed : null;
  const listing = useListing(listingId);
  const visited = useVisitedSteps(listingId, step);

  if (parsed === 'invalid') return <Navigate to={paths.notFound()} replace />;

  let body;
  if (listingId !== null && listing.isPending) {
    body = (
      <p role="status" className="bz-step__intro">
        {t('wizard.loading')}
      </p>
    );
  } else if (listingId !== null && (listing.isError || listing.data?.is_mine === false)) {
    // Someone else's published listing reads as the public view (is_mine false); its saves would be
    // refused with 403: either way the page says it is not theirs.
    const forbidden = listing.data?.is_mine === false || (isApiError(listing.error) && listing.error.status === 403);
    body = (
      <p role="alert" className="bz-wizard__status">
        {t(forbidden ? 'wizard.notYours' : 'wizard.loadFailed')}
      </p>
    );
  } else {
    const data = listing.data ?? null;
    body = (
      <>
        <WizardStepper current={step} listingId={listingId} complete={doneSteps(data, visited)} />
        <Form key={`${listingId ?? 'new'}:${step}`} listing={data} />
      </>
    );
  }

  return (
    <section className="bz-wizard" aria-labelledby="bz-wizard-title">
      <h1 id="bz-wizard-title">{listing.data?.name ? t('wizard.titleOf', { name: listing.data.name }) : t('wizard.title')}</h1>
      {body}
    </section>
  );
}
