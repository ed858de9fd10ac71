import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { isApiError } from '@bizmarkt/shared';
import { OFFER_SIGNER_NAME_MAX } from '@bizmarkt/shared/contract';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';

interface SignOfferFormProps {
  version: number;
  onSign: (name: string) => Promise<unknown>;
  onCancel: () => void;
  onConflict: () => void;
}

/** Accepting is signing (decision 0175): the full name as the account has it. */
export function SignOfferForm({ version, onSign, onCancel, onConflict }: SignOfferFormProps) {
  const { t } = useTranslation('messaging');
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('offers.errors.required'));
      return;
    }
    setBusy(true);
    try {
      await onSign(name.trim());
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setError(failure.fieldErrors.signer_name?.[0] ?? failure.message);
      if (failure.status === 409) onConflict();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="bz-offer-sign" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('offers.sign.title')}</h4>
      <p>{t('offers.sign.text', { version })}</p>
      <p className="bz-offer-card__note">{t('offers.nonBinding')}</p>
      <label htmlFor={`${id}-name`}>{t('offers.sign.name')}</label>
      <InputText
        id={`${id}-name`}
        value={name}
        autoComplete="name"
        maxLength={OFFER_SIGNER_NAME_MAX}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="bz-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="bz-offer-form__actions">
        <Button type="button" outlined label={t('offers.cancel')} onClick={onCancel} />
        <Button type="submit" severity="success" label={t('offers.sign.submit')} loading={busy} />
      </div>
    </form>
  );
}
