import { Trans, useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { formatPrice } from '@bizmarkt/shared/locale';
import type { AssetsView } from '../types/business-view';

/** Inventory (included in the price or on top at cost), the assets that change hands, the notes. */
export function AssetsSection({ assets }: { assets: AssetsView }) {
  const { t } = useTranslation('listingsDetails');
  const locale = useLocale();
  return (
    <>
      {assets.inventoryValue !== null ? (
        <p>
          <Trans
            t={t}
            i18nKey={assets.inventoryIncluded ? 'details.assets.inventoryIncluded' : 'details.assets.inventoryOnTop'}
            values={{ value: formatPrice(assets.inventoryValue, locale, { decimals: 0 }) }}
            components={{ money: <span className="bz-money" data-money="" /> }}
          />
        </p>
      ) : null}
      {assets.included.length > 0 ? (
        <ul className="bz-assets">
          {assets.included.map((kind) => (
            <li key={kind}>
              <span className="pi pi-check" aria-hidden="true" /> {t(`details.assets.kinds.${kind}`, { defaultValue: kind })}
            </li>
          ))}
        </ul>
      ) : null}
      {assets.notes ? <p className="bz-details__text">{assets.notes}</p> : null}
    </>
  );
}
