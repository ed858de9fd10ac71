// The shape of a long-form content page (how to buy/sell, FAQ, privacy policy, terms). The texts
// live in one module per page and language (../texts), loaded lazily, not in the i18n JSON: they
// are long, and only the page being read should be downloaded.
/** Routes a text may link to (path builders of `usePaths()` that need no parameter). */
export type ContentLinkTarget =
  | 'landing'
  | 'search'
  | 'pricing'
  | 'howToBuy'
  | 'howToSell'
  | 'faq'
  | 'howWeVerify'
  | 'privacyPolicy'
  | 'termsOfService'
  | 'imprint'
  | 'contact'
  | 'registration'
  | 'login'
  | 'emailPreferences'
  | 'deleteAccount'
  | 'billing'
  | 'myListings'
  | 'favorites';

/** Text with optional links to pages of the site (in the page's language) or to another site. */
export type InlinePart = string | { text: string; to: ContentLinkTarget } | { text: string; href: `https://${string}` } | { strong: string };
export type RichText = string | readonly InlinePart[];

export type ContentBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: readonly RichText[] }
  /** Numbered steps, each with a short title and an explanation. */
  | { kind: 'steps'; items: readonly { title: string; text: RichText }[] }
  /** A highlighted remark, e.g. "this is not legal advice". */
  | { kind: 'note'; text: RichText }
  /**
   * The site operator's details from the API's configuration (`GET /api/operator`): the postal
   * address and email, the contact channels, or the imprint's full set (register, VAT id, …).
   */
  | { kind: 'operator'; details: 'address' | 'contact' | 'imprint' };

export interface FaqQuestion {
  /** Stable across languages (the test compares them): the anchor of the question. */
  readonly id: string;
  readonly question: string;
  readonly answer: readonly ContentBlock[];
}

export interface ContentSection {
  /** Stable across languages: the section's anchor (`#due-diligence`). */
  readonly id: string;
  readonly heading: string;
  readonly blocks?: readonly ContentBlock[];
  /** FAQ sections: questions shown as an accordion. */
  readonly questions?: readonly FaqQuestion[];
}

export interface ContentDocument {
  readonly title: string;
  readonly lead: string;
  /** Legal pages: the date the text took effect, ISO `YYYY-MM-DD`. */
  readonly effectiveDate?: string;
  readonly sections: readonly ContentSection[];
}

export const CONTENT_PAGES = ['how-to-buy', 'how-to-sell', 'faq', 'privacy-policy', 'terms-of-service', 'how-we-verify', 'imprint', 'contact'] as const;
export type ContentPageId = (typeof CONTENT_PAGES)[number];
