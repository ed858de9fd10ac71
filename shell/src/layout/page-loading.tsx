import { useTranslation } from '@bizmarkt/shared/translation';

export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className="bz-page-loading" role="status" aria-live="polite">
      <span className="bz-spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
