import { useTranslation } from '@bizmarkt/shared/translation';
import { ASSET_KINDS, LISTING_LIMITS, type AssetKind, type AssetsSection } from '@bizmarkt/shared/contract';
import { CheckboxInput, ChoiceGroup, NumberInput, TextArea } from '../../components/inputs';
import { StepLayout, useStepForm } from '../wizard';
import type { StepFormProps } from '../wizard';

interface AssetsValues {
  assets: { inventory_value: number | null; inventory_included: boolean; assets_included: AssetKind[]; assets_notes: string };
}
type Assets = AssetsValues['assets'];
// Compile-time check: the form carries exactly the section's fields.
const sameFields: keyof Assets extends keyof AssetsSection ? (keyof AssetsSection extends keyof Assets ? true : never) : never = true;
void sameFields;

/** `/create/assets/{id}`: the inventory (value at cost, included or on top) and what changes hands. */
export function AssetsStep({ listing }: StepFormProps) {
  const { t } = useTranslation('createListing');
  const saved: AssetsValues = {
    assets: {
      inventory_value: listing?.inventory_value ?? null,
      inventory_included: listing?.inventory_included ?? false,
      assets_included: listing?.assets_included ?? [],
      assets_notes: listing?.assets_notes ?? '',
    },
  };
  const { form, bind, saveAndContinue, back } = useStepForm<AssetsValues>('assets', listing, saved);
  const field = <K extends keyof Assets>(name: K) => bind<Assets[K]>(`assets.${name}`);
  return (
    <StepLayout step="assets" onNext={() => void saveAndContinue()} onBack={back} processing={form.processing}>
      <div className="bz-step__fields">
        <NumberInput field={field('inventory_value')} label={t('assets.inventoryValue')} min={0} max={LISTING_LIMITS.inventoryMax} decimals={2} required />
        <CheckboxInput field={field('inventory_included')} label={t('assets.inventoryIncluded')} />
        <ChoiceGroup<AssetKind>
          field={field('assets_included')}
          label={t('assets.included')}
          options={ASSET_KINDS.map((kind) => ({ value: kind, label: t(`assetKinds.${kind}`) }))}
          required
        />
        <TextArea field={field('assets_notes')} label={t('assets.notes')} />
      </div>
    </StepLayout>
  );
}
