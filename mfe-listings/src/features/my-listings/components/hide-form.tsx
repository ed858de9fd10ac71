import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { isHideDays, LISTING_LIMITS } from '@bizmarkt/shared/contract';
import { useHideListing } from '../api/hide-listing';

/** Spec §9: the days field's placeholder. */
const HIDE_DAYS_PLACEHOLDER = 365;

/** "Hide for N days": the number and the button, inline under the listing. */
export function HideForm({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation('listingsMine');
  const inputId = useId();
  const errorId = useId();
  const [days, setDays] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hide = useHideListing();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isHideDays(days)) {
      setError(t('myListings.hide.invalid', { min: LISTING_LIMITS.hideDaysMin, max: LISTING_LIMITS.hideDaysMax }));
      return;
    }
    setError(null);
    hide.mutate({ businessId: id, days }, { onSuccess: onDone });
  };

  return (
    <form className="bz-hide-form" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{t('myListings.hide.days')}</label>
      <InputNumber
        inputId={inputId}
        value={days}
        onValueChange={(event) => setDays(event.value ?? null)}
        placeholder={String(HIDE_DAYS_PLACEHOLDER)}
        min={LISTING_LIMITS.hideDaysMin}
        max={LISTING_LIMITS.hideDaysMax}
        useGrouping={false}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
      />
      <Button type="submit" label={t('myListings.hide.submit')} loading={hide.isPending} />
      <Button type="button" label={t('myListings.hide.cancel')} text onClick={onDone} />
      {error ? (
        <p id={errorId} className="bz-hide-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
