import { useTranslation } from '@bizmarkt/shared/translation';

interface PagerProps {
  page: number;
  last: number;
  onPage: (page: number) => void;
}

/** Previous / next through the result pages (the page lives in the URL). Nothing when there is one page. */
export function Pager({ page, last, onPage }: PagerProps) {
  const { t } = useTranslation('listingsSearch');
  if (last <= 1) return null;
  const go = (next: number) => {
    onPage(next);
    // The new page starts at the top of the results, as a reader expects after "Next".
    window.scrollTo({ top: 0 });
  };
  return (
    <nav className="bz-pager" aria-label={t('search.pager.label')}>
      <button type="button" className="p-button p-component p-button-sm p-button-outlined" disabled={page <= 1} onClick={() => go(page - 1)}>
        {t('search.pager.previous')}
      </button>
      <span>{t('search.pager.pageOf', { page, last })}</span>
      <button type="button" className="p-button p-component p-button-sm p-button-outlined" disabled={page >= last} onClick={() => go(page + 1)}>
        {t('search.pager.next')}
      </button>
    </nav>
  );
}
