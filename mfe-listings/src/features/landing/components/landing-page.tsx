import { useTranslation } from 'react-i18next';
import { CategoryList } from './category-list';
import './landing.css';

export default function LandingPage() {
  const { t } = useTranslation('listings');
  return (
    <>
      {/* data-header-backdrop: the shell's header turns transparent over this hero only (shell header.css). */}
      <section className="bz-hero" data-header-backdrop="dark">
        <div className="bz-hero__inner">
          <h1>{t('landing.title')}</h1>
          <p className="bz-hero__lead">{t('landing.lead')}</p>
          <ul className="bz-hero__points">
            <li>{t('landing.pointVerified')}</li>
            <li>{t('landing.pointNda')}</li>
            <li>{t('landing.pointProcess')}</li>
          </ul>
        </div>
      </section>
      <section className="bz-section" aria-labelledby="bz-categories-title">
        <h2 id="bz-categories-title">{t('landing.categoriesTitle')}</h2>
        <CategoryList />
      </section>
    </>
  );
}
