import type { ReactNode } from 'react';

interface ChoiceFilterProps<T extends string | number> {
  legend: string;
  idPrefix: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  selected: readonly T[];
  onChange: (next: T[]) => void;
  /** Shown instead of the options (loading, failed). */
  placeholder?: ReactNode;
}

/** A list filter (categories, business models, marketplaces): any of the ticked values matches. */
export function ChoiceFilter<T extends string | number>({ legend, idPrefix, options, selected, onChange, placeholder }: ChoiceFilterProps<T>) {
  const toggle = (value: T, on: boolean) => onChange(on ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <fieldset className="bz-choices">
      <legend>{legend}</legend>
      {placeholder ?? (
        <ul className="bz-choices__list">
          {options.map((option) => {
            const id = `${idPrefix}-${option.value}`;
            return (
              <li key={option.value}>
                <input id={id} type="checkbox" checked={selected.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
                <label htmlFor={id}>{option.label}</label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
