import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useCategories } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import { useCategoryCounts } from '../api/get-category-counts';

/** The category's search: `categories` is the search contract's list of category ids. */
const CATEGORY_QUERY = 'categories';

export function CategoryList() {
  const { t } = useTranslation('listings');
  const { data, isPending, isError, refetch, isFetching } = useCategories();
  const paths = usePaths();
  const counts = useCategoryCounts();

  if (isPending) {
    return (
      <p className="bz-muted" role="status">
        {t('categories.loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="bz-inline-error">
        <p>{t('categories.error')}</p>
        <button type="button" className="p-button p-component p-button-outlined p-button-sm" onClick={() => void refetch()} disabled={isFetching}>
          {t('shared.retry')}
        </button>
      </div>
    );
  }
  if (data.length === 0) return <p className="bz-muted">{t('categories.empty')}</p>;
  return (
    <ul className="bz-category-list" aria-label={t('landing.categoriesTitle')}>
      {data.map((category) => (
        <li key={category.id} className="bz-category-list__item">
          <Link className="bz-category-list__link" to={paths.search({ [CATEGORY_QUERY]: category.id })}>
            <span className="bz-category-list__name">{category.name}</span>
            {counts ? <span className="bz-category-list__count">{t('categories.count', { count: counts.get(category.id) ?? 0 })}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
