/** Spec §2: a link without a scheme is shown (and opened) with https:// added. */
export function withScheme(link: string): string {
  const trimmed = link.trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
