import type { HTMLInputAutoCompleteAttribute } from 'react';
import { InputText } from 'primereact/inputtext';
import { FieldError } from '../../../components/field-error';
import '../../../components/text-field.css';

export interface InputFieldProps {
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
}

/**
 * The account pages' text field: like `components/text-field` plus a hint, blur validation and a
 * read-only mode (the reset form's email). Hint and errors are both tied to the input, so a screen
 * reader reads the rule and the problem with the field.
 */
export function InputField({ id, label, value, onChange, onBlur, type = 'text', autoComplete, errors, hint, readOnly, validating, maxLength }: InputFieldProps) {
  const invalid = Boolean(errors?.length);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="bz-field">
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        readOnly={readOnly}
        maxLength={maxLength}
        invalid={invalid}
        aria-invalid={invalid}
        aria-busy={validating || undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <small id={hintId} className="bz-field__hint">
          {hint}
        </small>
      ) : null}
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}
