/**
 * A link as it is shown (spec §2: a website without a scheme is displayed with https:// added). Only
 * http and https count as a scheme, so "javascript:…" is shown as a harmless https:// address.
 * The value saved is what the user typed.
 */
export function displayUrl(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return '';
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}
