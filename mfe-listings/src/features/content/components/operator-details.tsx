import type { ReactNode } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import type { OperatorDetails } from '@bizmarkt/shared/contract';
import { useOperator } from '../api/get-operator';

type Details = 'address' | 'contact' | 'imprint';

/**
 * The site operator's details from the API's configuration, in a legal text. While the deployment
 * still runs on the demo values they carry a "Demo data" badge: a visitor must not take them for a
 * real company's.
 */
export function OperatorDetailsBlock({ details }: { details: Details }) {
  const { t } = useTranslation(['listingsContent', 'listings']);
  const { data, isPending, isError, refetch, isFetching } = useOperator();
  if (isPending) {
    return (
      <p className="bz-muted" role="status">
        {t('operator.loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert">
        <p>{t('operator.failed')}</p>
        <button type="button" className="p-button p-component p-button-outlined p-button-sm" onClick={() => void refetch()} disabled={isFetching}>
          {t('listings:shared.retry')}
        </button>
      </div>
    );
  }
  return <OperatorCard operator={data} details={details} />;
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function OperatorCard({ operator, details }: { operator: OperatorDetails; details: Details }) {
  const { t } = useTranslation('listingsContent');
  const locale = useLocale();
  const rows: [string, ReactNode][] = [];
  if (details !== 'address' && operator.phone) rows.push([t('operator.phone'), <a href={`tel:${operator.phone.replace(/[^+\d]/g, '')}`}>{operator.phone}</a>]);
  if (details === 'imprint') {
    rows.push([t('operator.representative'), operator.representative]);
    if (operator.register) rows.push([t('operator.register'), operator.register]);
    if (operator.vat_id) rows.push([t('operator.vatId'), operator.vat_id]);
    rows.push([t('operator.responsible'), operator.responsible]);
  }
  return (
    <div className="bz-operator" data-placeholder={operator.placeholder || undefined}>
      {operator.placeholder ? (
        <p className="bz-operator__demo">
          <span className="bz-operator__badge">{t('operator.demoBadge')}</span> {t('operator.demoText')}
        </p>
      ) : null}
      <address className="bz-operator__address">
        <strong>{operator.name}</strong>
        <br />
        {operator.street}
        <br />
        {operator.postal_code} {operator.city}
        <br />
        {countryName(operator.country_code, locale)}
        <br />
        {t('operator.email')}: <a href={`mailto:${operator.email}`}>{operator.email}</a>
      </address>
      {rows.length > 0 ? (
        <dl className="bz-operator__details">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
