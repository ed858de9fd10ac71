import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { remoteAssetUrl } from '../../../lib/asset-url';
import { templatePath, type BuyingStep } from '../lib/steps';

/** A step's 'More' view (spec §2) with its back button 'Buying process'; LOI and APA link our template. */
export function StepDetail({ step, onBack }: { step: BuyingStep; onBack: () => void }) {
  const { t, i18n } = useTranslation('messaging');
  const template = templatePath(step, i18n.language === 'de' ? 'de' : 'en');
  const items = step === 2 ? t('process.details.2.items').split('|') : [];
  return (
    <section className="bz-step-detail" aria-labelledby="bz-step-detail-title">
      <Button type="button" text size="small" icon="pi pi-arrow-left" label={t('process.back')} onClick={onBack} />
      <h3 id="bz-step-detail-title">{t(`process.details.${step}.title`)}</h3>
      <p>{t(`process.details.${step}.body`)}</p>
      {items.length > 0 ? (
        <ul className="bz-step-detail__list">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {template ? (
        <div className="bz-step-detail__template">
          <a href={remoteAssetUrl(template)} target="_blank" rel="noopener noreferrer">
            <span className="pi pi-file" aria-hidden="true" /> {t(`process.templates.${step}`)}
            <span className="bz-step-detail__hint">
              {' – '}
              {t('process.templates.newTab')}
              <span className="pi pi-external-link" aria-hidden="true" />
            </span>
          </a>
          <p className="bz-step-detail__note">{t('process.templates.note')}</p>
        </div>
      ) : null}
    </section>
  );
}
