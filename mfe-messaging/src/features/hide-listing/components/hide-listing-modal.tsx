import { useState, type FormEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useQueryClient } from '@bizmarkt/shared/query';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { notify } from '@bizmarkt/shared';
import type { ModalProps } from '@bizmarkt/shared/federation';
import { BUYING_STEP_AFTER_HIDE, isHideDays } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { useMessagingUi } from '../../../lib/messaging-ui-store';
import { findDialog, type DialogPages } from '../../../lib/dialog-cache';
import { useHideListing } from '../api/hide-listing';
import { useUpdateStep } from '../../buying-process';

/**
 * Spec §2 hide-listing modal: a required number of days ('Example: 365'). Submitting hides the
 * listing and moves the seller's step to 2 (due diligence); a seller already further stays where they are.
 */
export default function HideListingModal({ onClose }: ModalProps) {
  const { t } = useTranslation('messaging');
  const queryClient = useQueryClient();
  const target = useMessagingUi((s) => s.hideTarget);
  const [days, setDays] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hide = useHideListing();
  const step = useUpdateStep(target?.dialogId ?? 0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    // The one rule of hiding (the API's bounds); spec §5 shows no bound here, so the text names none.
    if (!isHideDays(days)) {
      setError(t('hide.required'));
      return;
    }
    await hide.mutateAsync({ businessId: target.businessId, days });
    const dialog = findDialog(queryClient.getQueryData<DialogPages>(queryKeys.dialogs()), target.dialogId)?.dialog;
    if (!dialog || dialog.seller_step < BUYING_STEP_AFTER_HIDE) await step.mutateAsync({ seller_step: BUYING_STEP_AFTER_HIDE });
    notify({ severity: 'success', summary: t('hide.done', { count: days }) });
    onClose();
  };

  return (
    <form className="bz-hide-form" onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
      <p>{t('hide.intro')}</p>
      <label htmlFor="bz-hide-days">{t('hide.days')}</label>
      <InputNumber
        inputId="bz-hide-days"
        value={days}
        onValueChange={(event) => {
          setDays(event.value ?? null);
          setError(null);
        }}
        placeholder={t('hide.placeholder')}
        min={1}
        useGrouping={false}
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'bz-hide-days-error' : undefined}
      />
      {error ? (
        <p id="bz-hide-days-error" className="bz-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="bz-hide-form__actions">
        <Button type="button" outlined label={t('hide.cancel')} onClick={onClose} />
        <Button type="submit" label={t('hide.submit')} loading={hide.isPending || step.isPending} />
      </div>
    </form>
  );
}
