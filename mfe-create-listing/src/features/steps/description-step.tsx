import { useTranslation } from 'react-i18next';
import type { DescriptionSection } from '@bizmarkt/shared/contract';
import { TextArea } from '../../components/inputs';
import { StepLayout } from '../wizard/components/step-layout';
import type { StepFormProps } from '../wizard/components/wizard-page';
import { useStepForm } from '../wizard/hooks/use-step-form';

type Texts = { [K in keyof DescriptionSection]: string };
interface DescriptionValues {
  description: Texts;
}

/**
 * `/create/description/{id}`: the public summary and the detailed texts. The images field (lane
 * listing-media, features/images: upload with progress, reorder, cover first) joins below the texts —
 * SLOT: not in this branch yet.
 */
export function DescriptionStep({ listing }: StepFormProps) {
  const { t } = useTranslation('createListing');
  const saved: DescriptionValues = {
    description: {
      summary: listing?.summary ?? '',
      description: listing?.description ?? '',
      opportunities: listing?.opportunities ?? '',
      risks: listing?.risks ?? '',
      seller_support: listing?.seller_support ?? '',
    },
  };
  const { form, bind, saveAndContinue, back } = useStepForm<DescriptionValues>('description', listing, saved);
  const field = (name: keyof Texts) => bind<string>(`description.${name}`);
  return (
    <StepLayout step="description" onNext={() => void saveAndContinue()} onBack={back} processing={form.processing}>
      <div className="bz-step__fields">
        <TextArea field={field('summary')} label={t('description.summary')} hint={t('description.summaryHint')} required rows={3} />
        <TextArea field={field('description')} label={t('description.details')} required rows={8} />
        <TextArea field={field('opportunities')} label={t('description.opportunities')} />
        <TextArea field={field('risks')} label={t('description.risks')} />
        <TextArea field={field('seller_support')} label={t('description.support')} />
      </div>
    </StepLayout>
  );
}
