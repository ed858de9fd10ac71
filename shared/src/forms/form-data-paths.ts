// Nested form values by path, as Laravel names them: `financials.0.revenue` in error keys and
// Precognition-Validate-Only, `financials[0][revenue]` in a multipart body.

/** The value at a dotted path (`a.0.b`); undefined when a step is missing. */
export function valueAt(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** A copy of `data` with `value` at the dotted path; arrays stay arrays, only the steps on the path are copied. */
export function withValueAt<T>(data: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const container: unknown = data ?? (/^\d+$/.test(head!) ? [] : {});
  const child = rest.length === 0 ? value : withValueAt((container as Record<string, unknown>)[head!], rest.join('.'), value);
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(head)] = child;
    return copy as T;
  }
  return { ...(container as object), [head!]: child } as T;
}

/** True when a File or Blob sits anywhere in the value: it must travel as multipart. */
export function containsFile(value: unknown): boolean {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(containsFile);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(containsFile);
  return false;
}

function appendValue(body: FormData, name: string, value: unknown): void {
  if (value === undefined) return;
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    body.append(name, value, value instanceof File ? value.name : 'blob');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => appendValue(body, `${name}[${index}]`, item));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) appendValue(body, `${name}[${key}]`, item);
  } else if (typeof value === 'boolean') {
    // Laravel's boolean rule accepts 1/0 from a form; "true"/"false" it does not.
    body.append(name, value ? '1' : '0');
  } else {
    body.append(name, value === null ? '' : String(value));
  }
}

/** A nested object as a multipart body in Laravel's bracket notation (`rows[0][name]`). */
export function toFormData(data: object): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(data)) appendValue(body, key, value);
  return body;
}

/**
 * Error keys after the row at `index` of the array at `path` was removed: the row's own messages go,
 * the messages of the rows after it move up by one, so each message stays with its row.
 */
export function errorsAfterRowRemoved(errors: Record<string, string[]>, path: string, index: number): Record<string, string[]> {
  const prefix = `${path}.`;
  const next: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (!key.startsWith(prefix)) {
      next[key] = messages;
      continue;
    }
    const [row, ...rest] = key.slice(prefix.length).split('.');
    const at = Number(row);
    if (!Number.isInteger(at) || at < index) next[key] = messages;
    else if (at > index) next[[path, String(at - 1), ...rest].join('.')] = messages;
  }
  return next;
}
