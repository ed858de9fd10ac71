import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from '@bizmarkt/shared/router';
import { useQueryClient } from '@bizmarkt/shared/query';
import { usePrecognitiveForm, valueAt } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { usePaths } from '@bizmarkt/shared/routing';
import type { FieldBinding } from '../../../components/field';
import { LISTING_PATHS, type WizardListing } from '../lib/listing';
import { nextStep, previousStep, type WizardStep } from '../lib/steps';
import { forgetTyped, keepTyped, typedValues } from '../lib/typed-values';
import { useLeaveGuard } from './use-leave-guard';

function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * One step's form on the one form pattern: live validation per field against the route it saves to
 * (`POST /api/businesses` for a new listing, `POST /api/businesses/{id}` after), what was typed kept
 * when the seller moves to another step, a question before leaving the wizard with unsaved changes,
 * and "Next" = save, then the next step of the saved listing.
 *
 * `saved` is the step's values as the server holds them; the form starts from what the seller typed
 * here before, if anything.
 */
export function useStepForm<TData extends object>(step: WizardStep, listing: WizardListing | null, saved: TData) {
  const listingId = listing?.id ?? null;
  const navigate = useNavigate();
  const paths = usePaths();
  const queryClient = useQueryClient();
  const url = listingId === null ? LISTING_PATHS.create : LISTING_PATHS.listing(listingId);
  const form = usePrecognitiveForm<TData>('post', url, typedValues<TData>(listingId, step) ?? saved);
  const dirty = !sameValues(form.data, saved);

  // Read when the step unmounts: whatever is unsaved then is kept for the seller's return.
  const keep = useRef({ dirty, data: form.data });
  useLayoutEffect(() => {
    keep.current = { dirty, data: form.data };
  });
  useEffect(
    () => () => {
      if (keep.current.dirty) keepTyped(listingId, step, keep.current.data);
      else forgetTyped(listingId, step);
    },
    [listingId, step],
  );
  useLeaveGuard(dirty, () => {
    keep.current.dirty = false;
  });

  /** Every change is validated by the server while typing (debounced by the form helper). */
  const change = (path: string, value: unknown) => {
    form.setData(path, value);
    form.validate(path);
  };

  /** One field's value, messages and handlers for the controls in components/inputs (path: `financials.0.revenue`). */
  const bind = <V>(path: string): FieldBinding<V> => ({
    id: `listing-${path.replaceAll('.', '-')}`,
    value: valueAt(form.data, path) as V,
    errors: form.errorsFor(path),
    onChange: (value) => change(path, value),
    onBlur: () => form.validate(path),
    validating: form.isValidating(path),
  });

  const goTo = (target: WizardStep, id: number | null) => {
    navigate(target === 'information' ? paths.create(target, id ?? undefined) : paths.create(target, id!));
  };

  /** Saves the step; on success the cache holds the saved listing and the seller sees the next step. */
  const saveAndContinue = async (): Promise<WizardListing | null> => {
    if (form.validating) await form.settle();
    else form.cancel();
    let result: WizardListing;
    try {
      result = await form.submit<WizardListing>();
    } catch {
      return null; // 422: under the fields (and the catalogue's toast); anything else: the catalogue's
    }
    queryClient.setQueryData(queryKeys.listing(result.id), result);
    keep.current.dirty = false;
    forgetTyped(listingId, step);
    const next = nextStep(step);
    if (next) goTo(next, result.id);
    return result;
  };

  const previous = previousStep(step);
  const back = previous ? () => goTo(previous, listingId) : undefined;

  return { form, dirty, change, bind, saveAndContinue, back };
}
