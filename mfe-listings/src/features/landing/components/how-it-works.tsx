import { useTranslation } from '@bizmarkt/shared/translation';
import { Link } from '@bizmarkt/shared/router';
import { usePaths } from '@bizmarkt/shared/routing';

const BUYING_STEPS = ['browse', 'nda', 'contact', 'deal'] as const;
const SELLING_STEPS = ['list', 'verify', 'talk', 'close'] as const;

/** How buying and selling work here, each side with its guide (`/how-to-buy`, `/how-to-sell`). */
export function HowItWorks() {
  const { t } = useTranslation('listings');
  const paths = usePaths();
  return (
    <div className="bz-how">
      <section className="bz-how__side" aria-labelledby="bz-how-buy">
        <h3 id="bz-how-buy">{t('landing.how.buyTitle')}</h3>
        <ol className="bz-how__steps">
          {BUYING_STEPS.map((step) => (
            <li key={step}>{t(`landing.how.buy.${step}`)}</li>
          ))}
        </ol>
        <Link to={paths.howToBuy()} className="bz-how__link">
          {t('landing.how.buyLink')}
        </Link>
      </section>
      <section className="bz-how__side" aria-labelledby="bz-how-sell">
        <h3 id="bz-how-sell">{t('landing.how.sellTitle')}</h3>
        <ol className="bz-how__steps">
          {SELLING_STEPS.map((step) => (
            <li key={step}>{t(`landing.how.sell.${step}`)}</li>
          ))}
        </ol>
        <Link to={paths.howToSell()} className="bz-how__link">
          {t('landing.how.sellLink')}
        </Link>
      </section>
    </div>
  );
}
