import { useTranslation } from '@bizmarkt/shared/translation';
import { FieldError } from '@bizmarkt/shared';
import { LISTING_LIMITS, SOCIAL_NETWORKS, type SocialNetwork } from '@bizmarkt/shared/contract';
import { NumberInput, TextInput } from '../../components/inputs';
import type { FieldBinding } from '../../components/field';
import { StepLayout, useStepForm } from '../wizard';
import type { StepFormProps } from '../wizard';
import { withScheme } from './lib/links';

interface Account {
  network: SocialNetwork;
  url: string;
  followers: number | null;
}
interface SocialsValues {
  socials: { website: string; socials: Account[] };
}

/** "Shown as https://…" under a link the seller typed (spec §2 rule for links). */
function ShownAs({ link }: { link: string }) {
  const { t } = useTranslation('createListing');
  const shown = withScheme(link);
  if (!shown) return null;
  return (
    <>
      {t('socials.shownAs')}{' '}
      <a href={shown} target="_blank" rel="noopener noreferrer">
        {shown}
      </a>
    </>
  );
}

/**
 * `/create/socials/{id}`: the website and one row per network. The section's list holds only the
 * accounts the seller filled in: typing a link adds the network's entry, emptying it removes it
 * (field errors follow the entry, as the server names them by position).
 */
export function SocialsStep({ listing }: StepFormProps) {
  const { t } = useTranslation('createListing');
  const saved: SocialsValues = {
    socials: { website: listing?.website ?? '', socials: (listing?.socials ?? []).map((account) => ({ ...account })) },
  };
  const { form, bind, change, saveAndContinue, back } = useStepForm<SocialsValues>('socials', listing, saved);
  const accounts = form.data.socials.socials;
  const website = bind<string>('socials.website');

  /** The network's entry, bound by its position in the list, or an empty one that creates it when typed into. */
  const accountFields = (network: SocialNetwork): { url: FieldBinding<string>; followers: FieldBinding<number | null> } => {
    const index = accounts.findIndex((account) => account.network === network);
    if (index >= 0) {
      const url = bind<string>(`socials.socials.${index}.url`);
      return {
        url: { ...url, onChange: (value) => (value.trim() ? url.onChange(value) : form.removeRow('socials.socials', index)) },
        followers: bind<number | null>(`socials.socials.${index}.followers`),
      };
    }
    const create = (patch: Partial<Account>) => {
      form.addRow('socials.socials', { network, url: '', followers: null, ...patch });
      form.validate(`socials.socials.${accounts.length}.url`);
    };
    const id = `listing-socials-${network}`;
    const idle = { errors: [], onBlur: () => undefined, validating: false };
    return {
      url: { id: `${id}-url`, value: '', onChange: (url) => create({ url }), ...idle },
      followers: { id: `${id}-followers`, value: null, onChange: (followers) => create({ followers }), ...idle },
    };
  };

  return (
    <StepLayout step="socials" onNext={() => void saveAndContinue()} onBack={back} processing={form.processing}>
      <div className="bz-step__fields">
        <TextInput field={{ ...website, onChange: (value) => change('socials.website', value) }} label={t('networks.website')} autoComplete="url" wide />
        <p className="bz-field__hint bz-field--wide" id={`${website.id}-shown`}>
          <ShownAs link={website.value} />
        </p>
        {SOCIAL_NETWORKS.map((network) => {
          const fields = accountFields(network);
          const name = t(`networks.${network}`);
          return (
            <div key={network} className="bz-social bz-field--wide">
              <TextInput field={fields.url} label={t('socials.url', { network: name })} />
              <NumberInput field={fields.followers} label={t('socials.followers', { network: name })} min={0} max={LISTING_LIMITS.followersMax} />
              <p className="bz-field__hint">
                <ShownAs link={fields.url.value} />
              </p>
            </div>
          );
        })}
        <FieldError id="listing-socials-socials-error" messages={form.errorsFor('socials.socials')} />
      </div>
    </StepLayout>
  );
}
