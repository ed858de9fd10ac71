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
 * `/create/description/{id}`: the public summary and the detailed texts.
 *
 * SLOT — images: lane listing-media's field (features/images, exported from its index) goes below the
 * texts once that branch is merged (its API migrations conflict with the lifecycle lane's, so this
 * branch does not carry it): `<ListingImagesField businessId={listing.id} images={listing.images ?? []}
 * onChange={(images) => queryClient.setQueryData(queryKeys.listing(listing.id), { ...listing, images })} />`.
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
