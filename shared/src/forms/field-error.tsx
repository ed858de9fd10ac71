/**
 * The server's (or the form's) messages for one field, shown under it and read out with it: the
 * control names `id` in its `aria-describedby` (spec §8: field errors under the matching field).
 */
export function FieldError({ id, messages }: { id: string; messages?: readonly string[] }) {
  if (!messages?.length) return null;
  return (
    <small id={id} className="bz-field__error">
      {messages.join(' ')}
    </small>
  );
}
