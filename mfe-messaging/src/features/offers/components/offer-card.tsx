import { useState } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useQueryClient } from '@bizmarkt/shared/query';
import { isApiError, useLocale } from '@bizmarkt/shared';
import { formatDate, formatMessageDate } from '@bizmarkt/shared/locale';
import { OFFER_PATHS, type Offer } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { Button } from 'primereact/button';
import { useAcceptOffer } from '../api/accept-offer';
import { useCounterOffer } from '../api/counter-offer';
import { useDeclineOffer } from '../api/decline-offer';
import { valuesFromTerms } from '../lib/offer-form';
import { OfferForm } from './offer-form';
import { OfferTerms } from './offer-terms';
import { SignOfferForm } from './sign-offer-form';

type Mode = 'view' | 'counter' | 'sign';

/** The current version of an offer with its state, and the actions of the party whose turn it is. */
export function OfferCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('view');
  const [error, setError] = useState<string | null>(null);
  const current = offer.versions[offer.versions.length - 1]!;
  const counter = useCounterOffer(offer.dialog_id, offer.id, offer.current_version);
  const accept = useAcceptOffer(offer.dialog_id, offer.id, offer.current_version);
  const decline = useDeclineOffer(offer.dialog_id, offer.id, offer.current_version);
  const reload = () => void queryClient.invalidateQueries({ queryKey: queryKeys.offers(offer.dialog_id) });
  const myTurn = offer.status === 'open' && offer.turn === offer.viewer;

  if (mode === 'counter') {
    return (
      <OfferForm
        initial={valuesFromTerms(current.terms)}
        title={t('offers.counterTitle')}
        submitLabel={t('offers.sendCounter')}
        onSubmit={async (terms) => {
          await counter.mutateAsync(terms);
          setMode('view');
        }}
        onCancel={() => setMode('view')}
        onConflict={reload}
      />
    );
  }
  if (mode === 'sign') {
    return (
      <SignOfferForm
        version={offer.current_version}
        onSign={async (name) => {
          await accept.mutateAsync(name);
          setMode('view');
        }}
        onCancel={() => setMode('view')}
        onConflict={reload}
      />
    );
  }

  const onDecline = () => {
    setError(null);
    decline.mutate(undefined, { onError: (failure) => setError(isApiError(failure) ? failure.message : null) });
  };
  const signature = offer.signature;
  return (
    <article className={`bz-offer-card bz-offer-card--${offer.status}`} aria-labelledby={`bz-offer-${offer.id}-title`}>
      <header className="bz-offer-card__header">
        <h4 id={`bz-offer-${offer.id}-title`}>
          {t('offers.title')} · {t('offers.version', { version: current.version })}
        </h4>
        <span className="bz-offer-card__status">{t(`offers.status.${offer.status}`)}</span>
      </header>
      <p className="bz-offer-card__meta">
        {t(`offers.by.${current.author}`)}, {formatMessageDate(current.created_at, locale)}
      </p>
      {current.changed_fields.length > 0 ? <p className="bz-offer-card__note">{t('offers.changedHint')}</p> : null}
      <OfferTerms version={current} />
      {offer.status === 'open' ? <p className="bz-offer-card__turn">{myTurn ? t('offers.yourTurn') : t(`offers.waiting.${offer.turn ?? 'seller'}`)}</p> : null}
      {offer.status === 'declined' ? <p>{t('offers.declinedText')}</p> : null}
      {offer.status === 'expired' ? <p>{t('offers.expiredText')}</p> : null}
      {offer.status === 'accepted' && signature ? (
        <div className="bz-offer-card__signed">
          <p>
            {t('offers.signed', {
              name: signature.signer_name ?? t(`offers.signedByParty.${signature.signer}`),
              date: formatMessageDate(signature.signed_at, locale),
            })}
          </p>
          {offer.exclusivity_until ? <p>{t('offers.exclusivityUntil', { date: formatDate(offer.exclusivity_until, locale) })}</p> : null}
          <p className="bz-offer-card__note">{t('offers.nonBinding')}</p>
          <a href={`${OFFER_PATHS.letter(offer.id)}?lang=${locale}`} target="_blank" rel="noopener noreferrer">
            <span className="pi pi-file-pdf" aria-hidden="true" /> {t('offers.letter')}
            <span className="bz-visually-hidden"> – {t('offers.newTab')}</span>
          </a>
        </div>
      ) : null}
      {error ? (
        <p className="bz-field-error" role="alert">
          {error}
        </p>
      ) : null}
      {myTurn ? (
        <div className="bz-offer-card__actions">
          <Button type="button" severity="success" size="small" label={t('offers.accept')} onClick={() => setMode('sign')} />
          <Button type="button" outlined size="small" label={t('offers.counter')} onClick={() => setMode('counter')} />
          <Button type="button" outlined severity="danger" size="small" label={t('offers.decline')} loading={decline.isPending} onClick={onDecline} />
        </div>
      ) : null}
    </article>
  );
}
