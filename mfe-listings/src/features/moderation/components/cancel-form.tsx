import type { FormEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { FieldError, isApiError, usePrecognitiveForm } from '@bizmarkt/shared';
import { CANCEL_REASON_MAX_LENGTH, type CancelListingRequest, type ModerationDecisionResponse } from '@bizmarkt/shared/contract';
import { cancelListingUrl } from '../api/cancel-listing';
import { DECISION_CONFLICT } from '../api/verify-listing';

interface Props {
  listingId: number;
  listingName: string;
  onCanceled: (answer: ModerationDecisionResponse) => void;
  /** Someone else decided first (409). */
  onConflict: () => void;
  disabled?: boolean;
}

/** Cancel with a reason: the reason is required (the seller reads it), then a confirm dialog. */
export function CancelForm({ listingId, listingName, onCanceled, onConflict, disabled }: Props) {
  const { t } = useTranslation('listingsModeration');
  const form = usePrecognitiveForm<CancelListingRequest>('post', cancelListingUrl(listingId), { reason: '' });
  const errors = form.errorsFor('reason');

  const cancelNow = async () => {
    try {
      onCanceled(await form.submit<ModerationDecisionResponse>({ handled: [DECISION_CONFLICT] }));
    } catch (error) {
      if (isApiError(error) && error.status === DECISION_CONFLICT) onConflict();
      // A 422 is under the field (and in the catalogue's toast); anything else: the catalogue's.
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.data.reason.trim()) {
      form.setErrors({ reason: [t('moderation.cancel.reasonRequired')] });
      return;
    }
    form.setErrors({});
    confirmDialog({
      header: t('moderation.cancel.confirmTitle'),
      message: t('moderation.cancel.confirmText', { name: listingName }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('moderation.cancel.confirmAccept'),
      rejectLabel: t('moderation.cancel.confirmReject'),
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () => void cancelNow(),
    });
  };

  return (
    <form className="bz-cancel-form" onSubmit={submit} noValidate aria-labelledby="bz-cancel-title">
      <h2 id="bz-cancel-title">{t('moderation.cancel.title')}</h2>
      <label htmlFor="bz-cancel-reason">{t('moderation.cancel.reason')}</label>
      <textarea
        id="bz-cancel-reason"
        className="p-inputtextarea p-inputtext p-component"
        rows={4}
        maxLength={CANCEL_REASON_MAX_LENGTH}
        value={form.data.reason}
        required
        aria-invalid={errors.length > 0}
        aria-describedby={errors.length > 0 ? 'bz-cancel-reason-error bz-cancel-reason-hint' : 'bz-cancel-reason-hint'}
        onChange={(event) => {
          form.setData('reason', event.target.value);
          if (form.isInvalid('reason')) form.forgetError('reason');
        }}
      />
      <small id="bz-cancel-reason-hint" className="bz-muted">
        {t('moderation.cancel.reasonHint')}
      </small>
      <FieldError id="bz-cancel-reason-error" messages={errors} />
      <div>
        <Button
          type="submit"
          label={t('moderation.cancel.submit')}
          severity="danger"
          outlined
          icon="pi pi-times"
          loading={form.processing}
          disabled={disabled}
        />
      </div>
    </form>
  );
}
