/** A link without a scheme opens as https (as the About me panel shows it, spec §2). */
export function withScheme(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}
