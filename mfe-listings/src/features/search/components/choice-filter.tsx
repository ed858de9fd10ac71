import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';

interface ChoiceFilterProps<T extends string | number> {
  legend: string;
  idPrefix: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  selected: readonly T[];
  onChange: (next: T[]) => void;
  /** Shown instead of the options (loading, failed). */
  placeholder?: ReactNode;
}

/** Lists longer than this show their first options and a "Show all" toggle (never a scroll box). */
export const CHOICES_SHOWN = 12;

/**
 * A list filter (categories, business models, marketplaces): any of the ticked values matches. Every
 * option is on the page, none hidden in a scroll box (issue #29: 4 of 12 categories were, without a
 * hint); a long list shows its first options and says how many more a "Show all" reveals. A ticked
 * option is always shown.
 */
export function ChoiceFilter<T extends string | number>({ legend, idPrefix, options, selected, onChange, placeholder }: ChoiceFilterProps<T>) {
  const { t } = useTranslation('listingsSearch');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const toggle = (value: T, on: boolean) => onChange(on ? [...selected, value] : selected.filter((item) => item !== value));
  const long = options.length > CHOICES_SHOWN;
  const shown = !long || expanded ? options : options.filter((option, index) => index < CHOICES_SHOWN || selected.includes(option.value));
  return (
    <fieldset className="bz-choices">
      <legend>{legend}</legend>
      {placeholder ?? (
        <>
          <ul className="bz-choices__list" id={listId}>
            {shown.map((option) => {
              const id = `${idPrefix}-${option.value}`;
              return (
                <li key={option.value}>
                  <input id={id} type="checkbox" checked={selected.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
                  <label htmlFor={id}>{option.label}</label>
                </li>
              );
            })}
          </ul>
          {long ? (
            <button type="button" className="bz-choices__more" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
              {expanded ? t('search.filters.showFewer') : t('search.filters.showAll', { count: options.length })}
            </button>
          ) : null}
        </>
      )}
    </fieldset>
  );
}
