// The repeated pieces of the offer form (offer-form.tsx): an optional part of the payment behind a
// checkbox, and a row of radio choices.
import type { ReactNode } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { RadioButton } from 'primereact/radiobutton';

interface OptionalTermsProps {
  /** The checkbox's id. */
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The group's visible legend; without one the checkbox's label names the group, for screen readers only. */
  legend?: string;
  children: ReactNode;
}

/** A part of the payment the buyer may add (seller financing, a deferred payment): its fields while ticked. */
export function OptionalTerms({ id, label, checked, onChange, legend, children }: OptionalTermsProps) {
  return (
    <>
      <div className="bz-offer-form__check">
        <Checkbox inputId={id} checked={checked} onChange={(event) => onChange(Boolean(event.checked))} />
        <label htmlFor={id}>{label}</label>
      </div>
      {checked ? (
        <fieldset className="bz-offer-form__group">
          <legend className={legend ? undefined : 'bz-visually-hidden'}>{legend ?? label}</legend>
          {children}
        </fieldset>
      ) : null}
    </>
  );
}

interface RadioChoicesProps<T extends string> {
  /** The group's name; each radio's id is `${name}-${choice}`. */
  name: string;
  value: T;
  choices: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** One choice of a few, side by side (the deferred payment's kind, the inventory). */
export function RadioChoices<T extends string>({ name, value, choices, onChange }: RadioChoicesProps<T>) {
  return (
    <div className="bz-offer-form__radios">
      {choices.map((choice) => (
        <div key={choice.value} className="bz-offer-form__check">
          <RadioButton
            inputId={`${name}-${choice.value}`}
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <label htmlFor={`${name}-${choice.value}`}>{choice.label}</label>
        </div>
      ))}
    </div>
  );
}
