import { useTranslation } from '@bizmarkt/shared/translation';
import type { SearchRangeField } from '@bizmarkt/shared/contract';
import { inputLength } from '../lib/range-text';

export interface RangeTexts {
  min: string;
  max: string;
}

interface RangeFilterProps {
  field: SearchRangeField;
  idPrefix: string;
  value: RangeTexts;
  onChange: (next: RangeTexts) => void;
  /** A message for the group (not a number, or max below min). */
  error?: string;
}

/** One range filter: a group named after the dimension with its Min and Max inputs. */
export function RangeFilter({ field, idPrefix, value, onChange, error }: RangeFilterProps) {
  const { t } = useTranslation('listingsSearch');
  const id = `${idPrefix}-${field}`;
  const errorId = `${id}-error`;
  const input = (side: 'min' | 'max') => (
    <div className="bz-range__side">
      <label htmlFor={`${id}-${side}`}>{t(`search.filters.${side}`)}</label>
      <input
        id={`${id}-${side}`}
        type="text"
        inputMode={field === 'net_profit' || field === 'profit_margin' ? 'text' : 'decimal'}
        maxLength={inputLength(field)}
        value={value[side]}
        onChange={(event) => onChange({ ...value, [side]: event.target.value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={t('search.filters.any')}
      />
    </div>
  );
  return (
    <fieldset className="bz-range">
      <legend>{t(`search.filters.ranges.${field}`)}</legend>
      <div className="bz-range__inputs">
        {input('min')}
        {input('max')}
      </div>
      {error ? (
        <p id={errorId} className="bz-range__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
