import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { useLocale } from '@bizmarkt/shared';
import { defaultNdaText } from '@bizmarkt/shared/contract';
import { LOCALES, type Locale } from '@bizmarkt/shared/constants';
import { CheckboxInput, TextArea } from '../../components/inputs';
import { StepLayout, useStepForm } from '../wizard';
import type { StepFormProps } from '../wizard';

interface NdaValues {
  nda: { nda: boolean; nda_text: string };
}

/**
 * `/create/nda/{id}`: whether buyers must accept an NDA first, and its text — the default template
 * in the page's language with the listing's title, editable, replaceable by the template in either
 * language. Each saved change of the text is a new version on the server.
 */
export function NdaStep({ listing }: StepFormProps) {
  const { t } = useTranslation('createListing');
  const locale = useLocale();
  const name = listing?.name ?? '';
  const saved: NdaValues = { nda: { nda: listing?.nda ?? false, nda_text: listing?.nda_text ?? '' } };
  const { form, bind, change, saveAndContinue, back } = useStepForm<NdaValues>('nda', listing, saved);
  const required = bind<boolean>('nda.nda');

  /** Turning the NDA on with no text yet starts from the template in the page's language. */
  const toggle = (on: boolean) => {
    required.onChange(on);
    if (on && !form.data.nda.nda_text.trim()) change('nda.nda_text', defaultNdaText(locale, name));
  };

  return (
    <StepLayout step="nda" onNext={() => void saveAndContinue()} onBack={back} processing={form.processing}>
      <div className="bz-step__fields">
        <CheckboxInput field={{ ...required, onChange: toggle }} label={t('nda.required')} />
        {form.data.nda.nda ? (
          <>
            <TextArea field={bind<string>('nda.nda_text')} label={t('nda.text')} hint={t('nda.textHint')} rows={14} required />
            <div className="bz-nda__templates bz-field--wide">
              {LOCALES.map((language: Locale) => (
                <Button
                  key={language}
                  type="button"
                  outlined
                  size="small"
                  label={t('nda.useTemplate', { language: t(`nda.languages.${language}`) })}
                  onClick={() => change('nda.nda_text', defaultNdaText(language, name))}
                />
              ))}
            </div>
          </>
        ) : (
          <p className="bz-field__hint bz-field--wide">{t('nda.notRequired')}</p>
        )}
      </div>
    </StepLayout>
  );
}
