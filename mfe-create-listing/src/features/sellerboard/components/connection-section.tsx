import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { isApiError, useLocale } from '@bizmarkt/shared';
import { formatDate } from '@bizmarkt/shared/locale';
import { presetImportCurrency, type AmazonMarketplace, type ImportCurrency, type SellerboardConnection } from '@bizmarkt/shared/contract';
import { useConnectSellerboard } from '../api/connect-sellerboard';
import { useDisconnectSellerboard } from '../api/disconnect-sellerboard';
import { useSellerboardConnection } from '../api/get-sellerboard-connection';
import { CurrencyDropdown } from './currency-dropdown';

function StatusLine({ connection }: { connection: SellerboardConnection }) {
  const { t } = useTranslation('createListing');
  const locale = useLocale();
  if (!connection.connected) return null;
  if (connection.status === 'expired') {
    return (
      <p className="bz-sellerboard__error" role="alert">
        {t('sellerboard.connect.expired')}
      </p>
    );
  }
  return (
    <>
      <p role="status">
        {connection.last_synced_at
          ? t('sellerboard.connect.synced', { date: formatDate(connection.last_synced_at, locale) })
          : t('sellerboard.connect.pending')}
      </p>
      {connection.currency && connection.currency !== 'USD' ? <p>{t('sellerboard.connect.converted', { currency: connection.currency })}</p> : null}
      {connection.last_error ? <p>{t('sellerboard.connect.lastError', { error: connection.last_error })}</p> : null}
    </>
  );
}

/** Connect a sellerboard automation report (the server syncs it daily), see its status, disconnect. */
export default function ConnectionSection({ listingId, marketplaces = [] }: { listingId: number; marketplaces?: readonly AmazonMarketplace[] }) {
  const { t } = useTranslation('createListing');
  const id = useId();
  const [url, setUrl] = useState('');
  const [currency, setCurrency] = useState<ImportCurrency>(() => presetImportCurrency(marketplaces));
  const connection = useSellerboardConnection(listingId);
  const connect = useConnectSellerboard(listingId);
  const disconnect = useDisconnectSellerboard(listingId);
  const error = isApiError(connect.error) && connect.error.status === 422 ? (connect.error.fieldErrors.url?.[0] ?? connect.error.message) : null;
  const current = connection.data;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate({ url, currency }, { onSuccess: () => setUrl('') });
  };

  return (
    <div className="bz-sellerboard__connect">
      <h3>{t('sellerboard.connect.title')}</h3>
      {current ? <StatusLine connection={current} /> : null}
      {current?.connected ? (
        <Button
          type="button"
          label={t('sellerboard.connect.disconnect')}
          onClick={() => disconnect.mutate()}
          loading={disconnect.isPending}
          outlined
          severity="danger"
        />
      ) : null}
      {current && (!current.connected || current.status === 'expired') ? (
        <form onSubmit={onSubmit} noValidate>
          <label htmlFor={`${id}-url`}>{t('sellerboard.connect.label')}</label>
          <InputText
            id={`${id}-url`}
            type="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
          />
          <small id={`${id}-hint`}>{t('sellerboard.connect.hint')}</small>
          <label htmlFor={`${id}-currency`}>{t('sellerboard.connect.currency')}</label>
          <CurrencyDropdown inputId={`${id}-currency`} value={currency} onChange={setCurrency} />
          {error ? (
            <p id={`${id}-error`} className="bz-sellerboard__error" role="alert">
              {error}
            </p>
          ) : null}
          <Button type="submit" label={t('sellerboard.connect.submit')} loading={connect.isPending} disabled={url.trim() === ''} />
        </form>
      ) : null}
    </div>
  );
}
