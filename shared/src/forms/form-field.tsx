import type { ReactNode } from 'react';
import { FieldError } from './field-error';

/** The ids a control names in `aria-describedby`: its hint and, when present, its errors. */
export function describedBy(id: string, { hint, errors }: { hint?: boolean; errors?: readonly string[] }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export interface FormFieldProps {
  /** The control's id: the label points at it, hint and errors are `${id}-hint` / `${id}-error`. */
  id: string;
  label: ReactNode;
  /** Shown under the control and read out with it (wire `describedBy(id, { hint: true, errors })`). */
  hint?: ReactNode;
  /** Right-aligned beside the hint, e.g. a character counter; `asideInvalid` colours it as an error. */
  aside?: ReactNode;
  asideInvalid?: boolean;
  /** The form's or the server's messages (spec §8: under the matching field). */
  errors?: readonly string[];
  required?: boolean;
  /** Spans the whole row of a form grid (`bz-field--wide`). */
  wide?: boolean;
  /** The control itself (PrimeReact input, dropdown, textarea…). */
  children: ReactNode;
}

/**
 * The one labelled field of every form: label (with a required marker), the control, hint and aside,
 * and the messages under it. The control carries `id` and `aria-describedby={describedBy(…)}`; the
 * look (`bz-field*` classes) is each app's stylesheet.
 */
export function FormField({ id, label, hint, aside, asideInvalid, errors, required, wide, children }: FormFieldProps) {
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
      {hint || aside ? (
        <div className="bz-field__meta">
          {hint ? (
            <small id={`${id}-hint`} className="bz-field__hint">
              {hint}
            </small>
          ) : (
            <span />
          )}
          {aside ? <small className={asideInvalid ? 'bz-field__aside bz-field__error' : 'bz-field__aside'}>{aside}</small> : null}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}
