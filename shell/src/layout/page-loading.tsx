import { useTranslation } from 'react-i18next';

export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className="bz-page-loading" role="status" aria-live="polite">
      <span className="bz-spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
