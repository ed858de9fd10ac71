/** Site paths carry the locale as a prefix: none for English, `/de` for German. */
export function localePrefix(locale: string): '' | '/de' {
  return locale === 'de' ? '/de' : '';
}

/** True when the client said which language it shows (X-LANG): the user's stored locale follows it. */
export function hasLangHeader(headers: Record<string, string | string[] | undefined>): boolean {
  const value = headers['x-lang'];
  return typeof value === 'string' && value.trim() !== '';
}
