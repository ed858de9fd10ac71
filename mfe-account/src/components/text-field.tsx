import type { HTMLInputAutoCompleteAttribute } from 'react';
import { InputText } from 'primereact/inputtext';
import { FieldError } from './field-error';
import './text-field.css';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** Messages for this field (the form's or the server's); the field is marked invalid when present. */
  errors?: string[];
}

/** A labelled input with its error messages read out with it. Every form of the account remote uses it. */
export function TextField({ id, label, value, onChange, type = 'text', autoComplete, errors }: TextFieldProps) {
  const invalid = Boolean(errors?.length);
  const errorId = `${id}-error`;
  return (
    <div className="bz-field">
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        invalid={invalid}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
      />
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}
