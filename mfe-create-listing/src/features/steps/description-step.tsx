import { useTranslation } from '@bizmarkt/shared/translation';
import { useQueryClient } from '@bizmarkt/shared/query';
import type { DescriptionSection } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { ListingImagesField } from '../images';
import { TextArea } from '../../components/inputs';
import { StepLayout, useStepForm } from '../wizard';
import type { StepFormProps } from '../wizard';

type Texts = { [K in keyof DescriptionSection]: string };
interface DescriptionValues {
  description: Texts;
}

/**
 * `/create/description/{id}`: the public summary and the detailed texts, and the listing's images
 * (uploaded one by one as they are chosen, apart from the texts' Save; features/images).
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
  const queryClient = useQueryClient();
  return (
    <StepLayout step="description" onNext={() => void saveAndContinue()} onBack={back} processing={form.processing}>
      <div className="bz-step__fields">
        <TextArea field={field('summary')} label={t('description.summary')} hint={t('description.summaryHint')} required rows={3} />
        <TextArea field={field('description')} label={t('description.details')} required rows={8} />
        <TextArea field={field('opportunities')} label={t('description.opportunities')} />
        <TextArea field={field('risks')} label={t('description.risks')} />
        <TextArea field={field('seller_support')} label={t('description.support')} />
      </div>
      {listing && (
        <ListingImagesField
          businessId={listing.id}
          images={listing.images ?? []}
          onChange={(images) => queryClient.setQueryData(queryKeys.listing(listing.id), { ...listing, images })}
        />
      )}
    </StepLayout>
  );
}
