import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { formatDate } from '@bizmarkt/shared/locale';
import { useContentDocument } from '../api/get-content-document';
import { useHashTarget } from '../hooks/use-hash-target';
import type { ContentDocument, ContentPageId } from '../types/content-document';
import { ContentBlocks } from './content-blocks';
import { FaqAccordion } from './faq-accordion';
import './content.css';

/** One long-form page: how to buy/sell, FAQ, privacy policy, terms, in the page's language. */
export function ContentPage({ page }: { page: ContentPageId }) {
  const { t } = useTranslation(['listingsContent', 'listings']);
  const { data, isPending, isError, refetch, isFetching } = useContentDocument(page);
  useHashTarget(data !== undefined);

  if (isPending) {
    return (
      <div className="bz-content">
        <p className="bz-muted" role="status">
          {t('content.loading')}
        </p>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="bz-content" role="alert">
        <p>{t('content.failed')}</p>
        <button type="button" className="p-button p-component p-button-outlined p-button-sm" onClick={() => void refetch()} disabled={isFetching}>
          {t('listings:shared.retry')}
        </button>
      </div>
    );
  }
  return <ContentArticle document={data} />;
}

function ContentArticle({ document }: { document: ContentDocument }) {
  const { t } = useTranslation(['listingsContent', 'listings']);
  const locale = useLocale();
  const isFaq = document.sections.some((section) => section.questions);
  return (
    <article className="bz-content">
      <header className="bz-content__header">
        <h1>{document.title}</h1>
        <p className="bz-content__lead">{document.lead}</p>
        {document.effectiveDate ? (
          <p className="bz-muted">{t('content.effective', { date: formatDate(`${document.effectiveDate}T12:00:00Z`, locale) })}</p>
        ) : null}
      </header>
      {isFaq ? null : (
        <nav className="bz-content__toc" aria-label={t('content.onThisPage')}>
          <h2 className="bz-content__toc-title">{t('content.onThisPage')}</h2>
          <ul>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} className="bz-content__section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.heading}</h2>
          {section.blocks ? <ContentBlocks blocks={section.blocks} /> : null}
          {section.questions ? <FaqAccordion questions={section.questions} /> : null}
        </section>
      ))}
    </article>
  );
}
