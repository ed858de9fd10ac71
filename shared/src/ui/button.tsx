// A button in PrimeReact's look, as a plain <button>. PrimeReact's Button draws the same classes, but
// brings its ripple, tooltip and badge and the library's shared code (about 38 KB brotli) to a page
// whose only PrimeReact part would be that button: the login page, a listing's page (issue #14).
// Pure: every app bundles its own copy (`@bizmarkt/shared/ui`).
import type { AriaAttributes } from 'react';
import './button.css';

/** Every `aria-*` prop reaches the <button> (an `aria-label` names it over its label, as on PrimeReact's). */
export interface ButtonProps extends AriaAttributes {
  label: string;
  type?: 'button' | 'submit';
  /** A PrimeIcons icon before the label (`'pi pi-envelope'`). */
  icon?: string;
  outlined?: boolean;
  /** While set: disabled, busy, and a spinner instead of the icon (as PrimeReact's `loading`). */
  loading?: boolean;
  disabled?: boolean;
  className?: string;
  onClick?: () => void;
}

export function Button({ label, type = 'button', icon, outlined = false, loading = false, disabled = false, className, onClick, ...aria }: ButtonProps) {
  const classes = [
    'bz-button p-button p-component',
    outlined && 'p-button-outlined',
    (loading || disabled) && 'p-disabled',
    loading && 'p-button-loading',
    className,
  ];
  const iconClass = loading ? 'pi pi-spinner bz-button__spinner' : icon;
  return (
    <button
      {...aria}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={loading || disabled}
      aria-busy={loading || aria['aria-busy']}
      onClick={onClick}
    >
      {iconClass ? <span className={`p-button-icon p-button-icon-left ${iconClass}`} aria-hidden="true" /> : null}
      <span className="p-button-label p-c">{label}</span>
    </button>
  );
}
