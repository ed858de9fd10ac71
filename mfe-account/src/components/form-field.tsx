import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import './text-field.css';
import './form-field.css';

/** The ids a control names in `aria-describedby`: its hint and, when present, its errors. */
export function describedBy(id: string, { hint, errors }: { hint?: boolean; errors?: string[] }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface FormFieldProps {
  /** The control's id: the label points at it, hint and errors are `${id}-hint` / `${id}-error`. */
  id: string;
  label: ReactNode;
  /** Shown under the control and read out with it (wire `describedBy(id, { hint: true, errors })`). */
  hint?: ReactNode;
  /** Right-aligned beside the hint, e.g. a character counter. */
  aside?: ReactNode;
  errors?: string[];
  required?: boolean;
  /** The control itself (PrimeReact input, dropdown, textarea…). */
  children: ReactNode;
}

/**
 * A labelled control with hint and error messages, for controls other than a plain text input
 * (TextField covers that). The control must carry `id` and `aria-describedby={describedBy(…)}`.
 */
export function FormField({ id, label, hint, aside, errors, required, children }: FormFieldProps) {
  return (
    <div className="bz-field">
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
      {hint || aside ? (
        <div className="bz-field__meta">
          {hint ? (
            <small id={`${id}-hint`} className="bz-field__hint">
              {hint}
            </small>
          ) : (
            <span />
          )}
          {aside ? <small className="bz-field__aside">{aside}</small> : null}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}
