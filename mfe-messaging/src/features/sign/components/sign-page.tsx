import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Link, useNavigate, useParams } from '@bizmarkt/shared/router';
import { useQueryClient } from '@bizmarkt/shared/query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { isApiError, panelStore } from '@bizmarkt/shared';
import type { Listing } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { usePaths } from '@bizmarkt/shared/routing';
import { messagingUiStore } from '../../../lib/messaging-ui-store';
import { useListing } from '../api/get-listing';
import { useRequestNda } from '../api/request-nda';
import './sign.css';

type Errors = Partial<Record<'signer_name' | 'agree' | 'form', string>>;

function SignForm({ listing }: { listing: Listing }) {
  const { t } = useTranslation('messaging');
  const ids = useId();
  const navigate = useNavigate();
  const paths = usePaths();
  const queryClient = useQueryClient();
  const request = useRequestNda();
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const validate = (): Errors => ({
    ...(name.trim().length < 2 ? { signer_name: t('sign.nameRequired') } : {}),
    ...(agreed ? {} : { agree: t('sign.agreeRequired') }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await request.mutateAsync({
        business_id: listing.id,
        signer_name: name.trim(),
        message: t('sign.message'),
        ...(listing.nda_version_id ? { nda_version_id: listing.nda_version_id } : {}),
      });
      // Spec §2: signing opens the conversation with the seller.
      messagingUiStore.getState().openDialog(answer.dialog_id);
      await queryClient.invalidateQueries({ queryKey: queryKeys.dialogs() });
      await navigate(paths.business(listing.id));
      panelStore.getState().openPanel('messages');
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.status === 409) {
        setErrors({ form: t('sign.versionChanged') });
        void queryClient.invalidateQueries({ queryKey: queryKeys.listing(listing.id) });
      } else if (error.status === 422) {
        const fields = error.fieldErrors;
        setErrors({ signer_name: fields.signer_name?.[0], form: fields.signer_name ? undefined : (Object.values(fields).flat()[0] ?? error.message) });
      }
    }
  };

  return (
    <form className="bz-sign__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 id={`${ids}-agreement`}>{t('sign.agreement')}</h2>
      <div className="bz-sign__text" tabIndex={0} role="document" aria-labelledby={`${ids}-agreement`}>
        {listing.nda_text}
      </div>
      <label htmlFor={`${ids}-name`}>{t('sign.fullName')}</label>
      <InputText
        id={`${ids}-name`}
        value={name}
        autoComplete="name"
        onChange={(event) => setName(event.target.value)}
        aria-invalid={errors.signer_name ? true : undefined}
        aria-describedby={errors.signer_name ? `${ids}-name-error` : undefined}
      />
      {errors.signer_name ? (
        <p id={`${ids}-name-error`} className="bz-field-error">
          {errors.signer_name}
        </p>
      ) : null}
      <div className="bz-sign__agree">
        <Checkbox
          inputId={`${ids}-agree`}
          checked={agreed}
          onChange={(event) => setAgreed(Boolean(event.checked))}
          aria-invalid={errors.agree ? true : undefined}
          aria-describedby={errors.agree ? `${ids}-agree-error` : undefined}
        />
        <label htmlFor={`${ids}-agree`}>{t('sign.agree')}</label>
      </div>
      {errors.agree ? (
        <p id={`${ids}-agree-error`} className="bz-field-error">
          {errors.agree}
        </p>
      ) : null}
      {errors.form ? (
        <p className="bz-field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" label={t('sign.submit')} icon="pi pi-pen-to-square" loading={request.isPending} />
    </form>
  );
}

/** `/sign/{id}` (subscribed): the listing's current NDA, the signer's full name, agree, Sign. */
export default function SignPage() {
  const { t } = useTranslation('messaging');
  const paths = usePaths();
  const id = Number(useParams().id);
  const listing = useListing(id);
  let body;
  if (!listing.data) body = <p role="status">{t('sign.loading')}</p>;
  else if (listing.data.is_mine) body = <p>{t('sign.own')}</p>;
  else if (!listing.data.nda || !listing.data.nda_text) body = <p>{t('sign.noNda')}</p>;
  else if (listing.data.access.granted) body = <p>{t('sign.granted')}</p>;
  else body = <SignForm listing={listing.data} />;
  return (
    <div className="bz-sign">
      <h1>{t('sign.title')}</h1>
      {listing.data ? <p>{t('sign.intro', { name: listing.data.name })}</p> : null}
      {body}
      {listing.data ? <Link to={paths.business(id)}>{t('sign.back')}</Link> : null}
    </div>
  );
}
