// The wizard's binding of a control to the step form; the labelled field itself is the shared
// `FormField` (`@bizmarkt/shared`), styled by field.css.
import { describedBy } from '@bizmarkt/shared';
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

/** The attributes every control of a field carries: invalid state, busy while checked, described by hint and errors. */
export function controlProps<V>(field: FieldBinding<V>, hint: boolean) {
  const invalid = field.errors.length > 0;
  return {
    invalid,
    'aria-invalid': invalid,
    'aria-busy': field.validating || undefined,
    'aria-describedby': describedBy(field.id, { hint, errors: field.errors }),
  };
}
