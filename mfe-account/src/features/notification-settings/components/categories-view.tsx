import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useCategories } from '@bizmarkt/shared';
import '../../../components/visually-hidden.css';

interface CategoriesViewProps {
  selected: number[];
  onChange: (ids: number[]) => void;
}

/** 'Categories' (spec §2): the categories new-listing alerts are about; none chosen means every one. */
export function CategoriesView({ selected, onChange }: CategoriesViewProps) {
  const { t } = useTranslation('account');
  const categories = useCategories();

  if (categories.isPending)
    return (
      <p className="bz-account-muted" role="status">
        {t('notificationSettings.loading')}
      </p>
    );
  if (categories.isError) {
    return (
      <div role="alert" className="bz-nset__state">
        <p>{t('notificationSettings.categoriesError')}</p>
        <Button type="button" size="small" label={t('notificationSettings.retry')} onClick={() => void categories.refetch()} />
      </div>
    );
  }
  if (categories.data.length === 0) return <p className="bz-account-muted">{t('notificationSettings.noCategories')}</p>;

  const toggle = (id: number, on: boolean) => onChange(on ? [...selected.filter((x) => x !== id), id] : selected.filter((x) => x !== id));
  return (
    <fieldset className="bz-nset__categories">
      <legend className="bz-account-sr">{t('notificationSettings.categories')}</legend>
      <p className="bz-account-muted">
        {selected.length === 0 ? t('notificationSettings.allCategories') : t('notificationSettings.selectedCount', { count: selected.length })}
      </p>
      <ul>
        {categories.data.map((category) => (
          <li key={category.id}>
            <Checkbox
              inputId={`nset-category-${category.id}`}
              checked={selected.includes(category.id)}
              onChange={(event) => toggle(category.id, Boolean(event.checked))}
            />
            <label htmlFor={`nset-category-${category.id}`}>{category.name}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
