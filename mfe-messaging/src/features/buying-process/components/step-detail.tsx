import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { STEP_TEMPLATES, type BuyingStep } from '../lib/steps';

/** A step's 'More' view (spec §2) with its back button 'Buying process'. */
export function StepDetail({ step, onBack }: { step: BuyingStep; onBack: () => void }) {
  const { t } = useTranslation('messaging');
  const template = STEP_TEMPLATES[step];
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
        <a href={template} target="_blank" rel="noopener noreferrer">
          {t('process.template')}
        </a>
      ) : null}
    </section>
  );
}
