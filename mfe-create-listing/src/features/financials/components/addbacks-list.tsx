import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { LISTING_LIMITS } from '@bizmarkt/shared/contract';
import type { FieldBinding } from '../../../components/field';
import { NumberInput, TextInput } from '../../../components/inputs';

interface AddbacksListProps {
  count: number;
  bind: <V>(path: string) => FieldBinding<V>;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** The seller's discretionary add-backs, line by line (label and amount over the last 12 months). */
export function AddbacksList({ count, bind, onAdd, onRemove }: AddbacksListProps) {
  const { t } = useTranslation('createListing');
  return (
    <fieldset className="bz-addbacks bz-choices">
      <legend>{t('financials.addbacks')}</legend>
      <p className="bz-field__hint">{t('financials.addbacksIntro')}</p>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="bz-addbacks__row">
          <TextInput field={bind<string>(`financials.addbacks.${index}.label`)} label={`${t('financials.addbackLabel')} ${index + 1}`} />
          <NumberInput
            field={bind<number | null>(`financials.addbacks.${index}.amount`)}
            label={`${t('financials.addbackAmount')} ${index + 1}`}
            min={0}
            max={LISTING_LIMITS.moneyMax}
            decimals={2}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            severity="danger"
            aria-label={t('financials.removeAddback', { number: index + 1 })}
            onClick={() => onRemove(index)}
          />
        </div>
      ))}
      <div>
        <Button
          type="button"
          label={t('financials.addAddback')}
          icon="pi pi-plus"
          outlined
          size="small"
          disabled={count >= LISTING_LIMITS.addbacksMax}
          onClick={onAdd}
        />
      </div>
    </fieldset>
  );
}
