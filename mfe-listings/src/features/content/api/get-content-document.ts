// The text of one content page in one language: a lazily loaded module per page and language, so a
// reader downloads only the page they open. Typed as a full table, so a page without one of the two
// languages does not compile (and content-documents.test.ts loads every cell).
import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { useLocale } from '@bizmarkt/shared';
import type { Locale } from '@bizmarkt/shared/constants';
import type { ContentDocument, ContentPageId } from '../types/content-document';

type DocumentModule = Promise<{ default: ContentDocument }>;

export const CONTENT_DOCUMENTS: Record<ContentPageId, Record<Locale, () => DocumentModule>> = {
  'how-to-buy': { en: () => import('../texts/how-to-buy.en'), de: () => import('../texts/how-to-buy.de') },
  'how-to-sell': { en: () => import('../texts/how-to-sell.en'), de: () => import('../texts/how-to-sell.de') },
  faq: { en: () => import('../texts/faq.en'), de: () => import('../texts/faq.de') },
  'privacy-policy': { en: () => import('../texts/privacy-policy.en'), de: () => import('../texts/privacy-policy.de') },
  'terms-of-service': { en: () => import('../texts/terms-of-service.en'), de: () => import('../texts/terms-of-service.de') },
  'how-we-verify': { en: () => import('../texts/how-we-verify.en'), de: () => import('../texts/how-we-verify.de') },
  imprint: { en: () => import('../texts/imprint.en'), de: () => import('../texts/imprint.de') },
  contact: { en: () => import('../texts/contact.en'), de: () => import('../texts/contact.de') },
};

export async function getContentDocument(page: ContentPageId, locale: Locale): Promise<ContentDocument> {
  return (await CONTENT_DOCUMENTS[page][locale]()).default;
}

export const contentDocumentQuery = (page: ContentPageId, locale: Locale) =>
  queryOptions({
    queryKey: ['content-document', page, locale] as const,
    queryFn: () => getContentDocument(page, locale),
    // Bundled text: it changes only with a new deployment of the remote.
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useContentDocument(page: ContentPageId) {
  return useQuery(contentDocumentQuery(page, useLocale()));
}
