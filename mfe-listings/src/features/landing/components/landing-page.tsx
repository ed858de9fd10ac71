import { useTranslation } from '@bizmarkt/shared/translation';
import { useNavigate } from '@bizmarkt/shared/router';
import { usePaths } from '@bizmarkt/shared/routing';
import { SearchBox } from '../../search';
import { CategoryList } from './category-list';
import { HowItWorks } from './how-it-works';
import { NewestListings } from './newest-listings';
import { SellCta } from './sell-cta';
import '../../../components/listing-card.css';
import './landing.css';

/** `/`: the home page of buyers and sellers — search, newest listings, categories, how it works, sell. */
export default function LandingPage() {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const paths = usePaths();
  return (
    <>
      {/* data-header-backdrop: the shell's header turns transparent over this hero only (shell header.css). */}
      <section className="bz-hero" data-header-backdrop="dark">
        <div className="bz-hero__inner">
          <h1>{t('landing.title')}</h1>
          <p className="bz-hero__lead">{t('landing.lead')}</p>
          <SearchBox onSearch={(q) => void navigate(paths.search({ q }))} />
          <ul className="bz-hero__points">
            <li>{t('landing.pointVerified')}</li>
            <li>{t('landing.pointNda')}</li>
            <li>{t('landing.pointProcess')}</li>
          </ul>
        </div>
      </section>
      <section className="bz-section" aria-labelledby="bz-newest-title">
        <h2 id="bz-newest-title">{t('landing.newest.title')}</h2>
        <NewestListings />
      </section>
      <section className="bz-section" aria-labelledby="bz-categories-title">
        <h2 id="bz-categories-title">{t('landing.categoriesTitle')}</h2>
        <CategoryList />
      </section>
      <section className="bz-section" aria-labelledby="bz-how-title">
        <h2 id="bz-how-title">{t('landing.how.title')}</h2>
        <HowItWorks />
      </section>
      <div className="bz-section">
        <SellCta />
      </div>
    </>
  );
}
