import { Dropdown } from 'primereact/dropdown';
import { IMPORT_CURRENCIES, type ImportCurrency } from '@bizmarkt/shared/contract';

interface CurrencyDropdownProps {
  inputId: string;
  value: ImportCurrency;
  onChange: (currency: ImportCurrency) => void;
  describedBy?: string;
  disabled?: boolean;
}

/** The currency of a sellerboard file or report: the site's dropdown, as every other choice of the wizard. */
export function CurrencyDropdown({ inputId, value, onChange, describedBy, disabled }: CurrencyDropdownProps) {
  return (
    <Dropdown
      inputId={inputId}
      className="bz-sellerboard__currency"
      value={value}
      options={[...IMPORT_CURRENCIES]}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.value as ImportCurrency)}
      // The native select PrimeReact renders for form posts is no control a user reaches (axe select-name);
      // nor is the arrow beside the value, a click target only: the labelled input opens the list by keyboard.
      pt={{ select: { 'aria-hidden': true }, trigger: { 'aria-hidden': true } }}
    />
  );
}
