import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import type { Dropdown } from 'primereact/dropdown';
import { useCountries } from '@bizmarkt/shared';
import { SelectDropdown } from './select-dropdown';
import './country-dropdown.css';

export interface CountryDropdownProps {
  /** The id the field's `<label htmlFor>` points at (the combobox input). */
  inputId: string;
  value: string | null;
  onChange: (code: string | null) => void;
  placeholder: string;
  invalid?: boolean;
  required?: boolean;
  /** Ids of the field's hint and error texts. */
  describedBy?: string;
  /**
   * When the list cannot be loaded: `retry` (the forms that need a country: general info, billing
   * details) says so with a retry button; `log-only` (About me, spec §8 "Loading countries fails —
   * Only logged") keeps the field as it is, with an empty list. The failure is logged either way
   * (`getCountries` reports it to the client error log).
   */
  whenListFails?: 'retry' | 'log-only';
}

interface Country {
  code: string;
  name: string;
}

/** PrimeReact's own filter ("contains", in the page's locale), so our first match is the list's first row. */
function firstMatch(countries: readonly Country[], filter: string, locale: string): Country | undefined {
  const needle = filter.trim().toLocaleLowerCase(locale);
  if (needle === '') return undefined;
  return countries.find((country) => country.name.toLocaleLowerCase(locale).includes(needle));
}

/**
 * The country field of every account form (general info, About me, billing details): the countries of
 * `GET /api/countries` in the page's language, searchable, and usable by keyboard alone.
 * - Closed: typing a letter opens the list at the first country with that initial (PrimeReact's
 *   type-ahead); Enter, Space or Alt+Down open it with the search field focused.
 * - Open: typing filters; Arrow keys move; Enter takes the highlighted country — or, when none is
 *   highlighted, the first one the filter left (PrimeReact would do nothing, or take a row of the
 *   unfiltered list whose index it still remembers). The focus then goes back to the field.
 * - A list that failed to load offers a retry instead of an empty dropdown (unless `whenListFails` is
 *   `log-only`).
 */
export function CountryDropdown({
  inputId,
  value,
  onChange,
  placeholder,
  invalid = false,
  required,
  describedBy,
  whenListFails = 'retry',
}: CountryDropdownProps) {
  const { t, i18n } = useTranslation('account');
  const countries = useCountries();
  const dropdown = useRef<Dropdown>(null);
  const [filter, setFilter] = useState('');
  const options: Country[] = countries.data?.countries ?? [];

  const takeFirstMatch = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    const panel = event.target.closest('.p-dropdown-panel');
    if (!panel || !event.target.classList.contains('p-dropdown-filter')) return;
    if (panel.querySelector('li[data-p-focused="true"]')) return; // PrimeReact takes the highlighted row
    const match = firstMatch(options, filter, i18n.language);
    event.preventDefault();
    event.stopPropagation();
    if (!match) return;
    onChange(match.code);
    dropdown.current?.hide();
    dropdown.current?.focus();
  };

  if (countries.isError && whenListFails === 'retry') {
    return (
      <p className="bz-notice bz-notice--warn" role="alert">
        {t('countryField.failed')}{' '}
        <button type="button" className="bz-link-button" onClick={() => void countries.refetch()}>
          {t('countryField.retry')}
        </button>
      </p>
    );
  }

  return (
    <div onKeyDownCapture={takeFirstMatch}>
      <SelectDropdown
        ref={dropdown}
        inputId={inputId}
        value={value || null}
        options={options}
        optionLabel="name"
        optionValue="code"
        onChange={(event) => onChange((event.value as string | null | undefined) || null)}
        // While the list loads the field stays enabled and readable (a disabled PrimeReact dropdown is
        // drawn at 60 % opacity: "Loading countries…" measured 2.3:1): a spinner, and the list says so.
        placeholder={countries.isPending ? t('countryField.loading') : placeholder}
        loading={countries.isPending}
        aria-busy={countries.isPending}
        filter
        // Keyboard users land in the search field when the list opens, so typing filters.
        filterInputAutoFocus
        onFilter={(event) => setFilter(event.filter)}
        filterPlaceholder={t('countryField.search')}
        pt={{ filterInput: { 'aria-label': t('countryField.search') } }}
        emptyFilterMessage={t('countryField.none')}
        emptyMessage={countries.isPending ? t('countryField.loading') : t('countryField.none')}
        resetFilterOnHide
        invalid={invalid}
        aria-invalid={invalid}
        aria-required={required}
        aria-describedby={describedBy}
        className="bz-dropdown-full"
        panelClassName="bz-country-panel"
      />
    </div>
  );
}
