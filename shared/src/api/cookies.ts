// Minimal cookie access for the browser. Cookies set here are first-party and readable by JS on purpose
// (locale, guest flag, partner code); the session cookie is HttpOnly and never touched.

export function readCookie(name: string, source: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (!globalThis.document) return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
