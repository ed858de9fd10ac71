// The one way third-party scripts enter the page: async, one element per src however often a
// component re-mounts or an effect re-runs (React's StrictMode runs effects twice in development).

export interface ScriptRequest {
  src: string;
  /** Some vendors find their own tag by id (Cookiebot: 'Cookiebot', 'CookieDeclaration'). */
  id?: string;
  /** `data-*` settings the vendor reads from its tag. */
  attributes?: Record<string, string>;
  /** Where the tag goes; default `document.head`. The cookie declaration renders where its tag is. */
  parent?: HTMLElement;
}

/** The script already in the document with this src, if any. */
export function findScript(src: string, doc: Document = document): HTMLScriptElement | null {
  // Compared by attribute rather than a selector: a src holding quotes or brackets needs no escaping.
  return Array.from(doc.scripts).find((script) => script.getAttribute('src') === src) ?? null;
}

/** Adds the script unless one with the same src is already in the document; returns the element. */
export function loadScript({ src, id, attributes = {}, parent }: ScriptRequest, doc: Document = document): HTMLScriptElement {
  const existing = findScript(src, doc);
  if (existing) return existing;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  if (id) script.id = id;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  (parent ?? doc.head).appendChild(script);
  return script;
}
