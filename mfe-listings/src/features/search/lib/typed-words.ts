// The words in the search page's box as typed, before they are searched for. Applying the filters
// (the sidebar's or the phone panel's "Show results") searches for them too: a visitor who typed a
// word and then chose filters expects both (issue #29: the word was dropped, the box still showed it).
let typed: string | null = null;

/** The search box reports its text on every change; null when no box is on the page. */
export function setTypedWords(text: string | null): void {
  typed = text;
}

/** The search with the box's words, when a box is on the page; else the search unchanged. */
export function withTypedWords<Q extends { q?: string }>(query: Q): Q {
  if (typed === null) return query;
  return { ...query, q: typed.trim() || undefined };
}
