import './submit-button.css';

/**
 * A form's submit button in PrimeReact's look, as a plain button: PrimeReact's Button draws the same
 * classes, but brings its ripple, tooltip and badge code with it, and the login page needs none of
 * them. While the form is being sent it is disabled and shows the spinner PrimeReact's shows.
 */
export function SubmitButton({ label, loading = false, className }: { label: string; loading?: boolean; className?: string }) {
  return (
    <button
      type="submit"
      className={['p-button p-component', loading ? 'p-button-loading p-disabled' : '', className ?? ''].filter(Boolean).join(' ')}
      disabled={loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="p-button-loading-icon p-button-icon p-button-icon-left pi pi-spinner bz-submit-spinner" aria-hidden="true" /> : null}
      <span className="p-button-label p-c">{label}</span>
    </button>
  );
}
