import { useTranslation } from '@bizmarkt/shared/translation';
import { modalStore } from '@bizmarkt/shared';

// The same modal as the header's 'Sell now' (spec §2): it lists the steps and starts the wizard,
// whose login rule takes a visitor to the login first.
const openSellNow = () => modalStore.getState().openModal('create-listing');

/** The sellers' call to action at the foot of the landing page. */
export function SellCta() {
  const { t } = useTranslation('listings');
  return (
    <section className="bz-sell-cta" aria-labelledby="bz-sell-cta-title">
      <div>
        <h2 id="bz-sell-cta-title">{t('landing.sell.title')}</h2>
        <p>{t('landing.sell.text')}</p>
      </div>
      <button type="button" className="p-button p-component bz-sell-cta__button" onClick={openSellNow}>
        {t('landing.sell.button')}
      </button>
    </section>
  );
}
