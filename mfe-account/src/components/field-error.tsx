/** The server's (or the form's) messages for one field, read out with the field. */
export function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <small id={id} className="bz-field__error">
      {messages.join(' ')}
    </small>
  );
}
