import type { ReactNode } from 'react';

/**
 * Stands where an NDA-protected section would be when the answer does not carry it. The action that
 * requests access belongs to messaging; a page may pass it as `action`.
 */
export function ProtectedPlaceholder({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="bz-protected" role="note">
      <span className="pi pi-lock" aria-hidden="true" />
      <p>{text}</p>
      {action}
    </div>
  );
}
