import type { HTMLInputAutoCompleteAttribute } from 'react';
import { FormField, describedBy } from '@bizmarkt/shared';
import './text-field.css';
import './form-field.css';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Live validation runs on blur (Precognition), as Laravel's forms do. */
  onBlur?: () => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** Messages for this field (the form's or the server's); the field is marked invalid when present. */
  errors?: string[];
  /** A rule the visitor should know before typing (e.g. the password length), read out with the field. */
  hint?: string;
  readOnly?: boolean;
  /** The server is checking this field right now. */
  validating?: boolean;
  maxLength?: number;
  /**
   * A length limit shown before it bites: a counter beside the hint, and the field marked invalid
   * once over it — the text is never cut (a pasted sentence stays whole for the visitor to shorten).
   */
  limit?: { max: number; counter: string };
  required?: boolean;
}

/**
 * A labelled text input with an optional hint, blur validation and read-only mode; every form of the
 * account remote uses it. Hint and errors are both tied to the input, so a screen reader reads the
 * rule and the problem with the field.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  errors,
  hint,
  readOnly,
  validating,
  maxLength,
  limit,
  required,
}: TextFieldProps) {
  const overLimit = limit ? value.length > limit.max : false;
  const invalid = Boolean(errors?.length) || overLimit;
  return (
    <FormField id={id} label={label} hint={hint} aside={limit?.counter} asideInvalid={overLimit} errors={errors} required={required}>
      {/* PrimeReact's InputText draws exactly this input with these classes; as a plain input, a page
          whose only PrimeReact parts are fields and a button (the login) loads no PrimeReact code. */}
      <input
        id={id}
        type={type}
        className={`p-inputtext p-component${invalid ? ' p-invalid' : ''}${value ? ' p-filled' : ''}`}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        readOnly={readOnly}
        maxLength={maxLength}
        aria-invalid={invalid}
        aria-busy={validating || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), errors })}
      />
    </FormField>
  );
}
