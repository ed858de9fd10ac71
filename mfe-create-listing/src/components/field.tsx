import type { ReactNode } from 'react';
import { FieldError } from '@bizmarkt/shared';
import './field.css';

/** What a control needs from the step's form for one field (see useStepForm's `bind`). */
export interface FieldBinding<V> {
  /** The control's id; hint and errors are `${id}-hint` / `${id}-error`. */
  id: string;
  value: V;
  errors: string[];
  onChange: (value: V) => void;
  /** Validates the field at once (live validation runs while typing too). */
  onBlur: () => void;
  validating: boolean;
}

/** The ids a control names in `aria-describedby`: its hint and, when present, its errors. */
export function describedBy(id: string, hint: boolean, errors: readonly string[]): string | undefined {
  const ids = [hint ? `${id}-hint` : null, errors.length ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The attributes every control of a field carries: invalid state, busy while checked, described by hint and errors. */
export function controlProps<V>(field: FieldBinding<V>, hint: boolean) {
  const invalid = field.errors.length > 0;
  return {
    invalid,
    'aria-invalid': invalid,
    'aria-busy': field.validating || undefined,
    'aria-describedby': describedBy(field.id, hint, field.errors),
  };
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors: readonly string[];
  required?: boolean;
  /** Spans the whole row of the step's grid. */
  wide?: boolean;
  children: ReactNode;
}

/** A labelled control with its hint and the messages of the form or the server under it. */
export function Field({ id, label, hint, errors, required, wide, children }: FieldProps) {
  return (
    <div className={wide ? 'bz-field bz-field--wide' : 'bz-field'}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="bz-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <small id={`${id}-hint`} className="bz-field__hint">
          {hint}
        </small>
      ) : null}
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}
