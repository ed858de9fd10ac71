import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { describedBy, FieldError, FormField, useLocale } from '@bizmarkt/shared';
import { controlProps, type FieldBinding } from './field';

interface Labelled {
  label: string;
  hint?: string;
  required?: boolean;
  wide?: boolean;
}

export function TextInput({
  field,
  label,
  hint,
  required,
  wide,
  placeholder,
  autoComplete,
}: Labelled & { field: FieldBinding<string>; placeholder?: string; autoComplete?: string }) {
  return (
    <FormField id={field.id} label={label} hint={hint} errors={field.errors} required={required} wide={wide}>
      <InputText
        id={field.id}
        value={field.value}
        placeholder={placeholder}
        autoComplete={autoComplete ?? 'off'}
        aria-required={required || undefined}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        {...controlProps(field, Boolean(hint))}
      />
    </FormField>
  );
}

export function TextArea({ field, label, hint, required, rows = 4 }: Labelled & { field: FieldBinding<string>; rows?: number }) {
  return (
    <FormField id={field.id} label={label} hint={hint} errors={field.errors} required={required} wide>
      <InputTextarea
        id={field.id}
        value={field.value}
        rows={rows}
        autoResize
        aria-required={required || undefined}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        {...controlProps(field, Boolean(hint))}
      />
    </FormField>
  );
}

/** A number in the page's language (thousands separators, decimal comma in German); empty is null. */
export function NumberInput({
  field,
  label,
  hint,
  required,
  wide,
  min,
  max,
  decimals = 0,
  prefix,
  useGrouping = true,
}: Labelled & { field: FieldBinding<number | null>; min?: number; max?: number; decimals?: number; prefix?: string; useGrouping?: boolean }) {
  const locale = useLocale();
  return (
    <FormField id={field.id} label={label} hint={hint} errors={field.errors} required={required} wide={wide}>
      <InputNumber
        inputId={field.id}
        value={field.value}
        locale={locale === 'de' ? 'de-DE' : 'en-US'}
        min={min}
        max={max}
        minFractionDigits={0}
        maxFractionDigits={decimals}
        prefix={prefix}
        useGrouping={useGrouping}
        aria-required={required || undefined}
        onValueChange={(event) => field.onChange(event.value ?? null)}
        onBlur={field.onBlur}
        {...controlProps(field, Boolean(hint))}
      />
    </FormField>
  );
}

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

export function SelectInput<V extends string | number>({
  field,
  label,
  hint,
  required,
  wide,
  options,
  placeholder,
  filter,
}: Labelled & { field: FieldBinding<V | null>; options: readonly Choice<V>[]; placeholder?: string; filter?: boolean }) {
  return (
    <FormField id={field.id} label={label} hint={hint} errors={field.errors} required={required} wide={wide}>
      <Dropdown
        inputId={field.id}
        value={field.value}
        options={[...options]}
        optionLabel="label"
        optionValue="value"
        placeholder={placeholder}
        filter={filter}
        aria-required={required || undefined}
        onChange={(event) => field.onChange((event.value ?? null) as V | null)}
        onBlur={field.onBlur}
        // The native select PrimeReact renders for form posts is no control a user reaches (axe select-name).
        pt={{ select: { 'aria-hidden': true } }}
        {...controlProps(field, Boolean(hint))}
      />
    </FormField>
  );
}

/** Several of a list (business models, marketplaces, assets): checkboxes in a group, each reachable by Tab and Space. */
export function ChoiceGroup<V extends string>({
  field,
  label,
  hint,
  required,
  options,
}: Labelled & { field: FieldBinding<V[]>; options: readonly Choice<V>[] }) {
  const toggle = (value: V, on: boolean) => field.onChange(on ? [...field.value, value] : field.value.filter((one) => one !== value));
  return (
    <fieldset className="bz-choices bz-field--wide" aria-describedby={describedBy(field.id, { hint: Boolean(hint), errors: field.errors })}>
      <legend>
        {label}
        {required ? (
          <span className="bz-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="bz-choices__list">
        {options.map((option) => (
          <div key={option.value} className="bz-check">
            <Checkbox
              inputId={`${field.id}-${option.value}`}
              checked={field.value.includes(option.value)}
              onChange={(event) => toggle(option.value, Boolean(event.checked))}
              onBlur={field.onBlur}
            />
            <label htmlFor={`${field.id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
      {hint ? (
        <small id={`${field.id}-hint`} className="bz-field__hint">
          {hint}
        </small>
      ) : null}
      <FieldError id={`${field.id}-error`} messages={field.errors} />
    </fieldset>
  );
}

export function CheckboxInput({ field, label, hint }: Labelled & { field: FieldBinding<boolean> }) {
  return (
    <div className="bz-field bz-field--wide">
      <div className="bz-check">
        <Checkbox
          inputId={field.id}
          checked={field.value}
          onChange={(event) => field.onChange(Boolean(event.checked))}
          onBlur={field.onBlur}
          aria-describedby={describedBy(field.id, { hint: Boolean(hint), errors: field.errors })}
        />
        <label htmlFor={field.id}>{label}</label>
      </div>
      {hint ? (
        <small id={`${field.id}-hint`} className="bz-field__hint">
          {hint}
        </small>
      ) : null}
      <FieldError id={`${field.id}-error`} messages={field.errors} />
    </div>
  );
}
