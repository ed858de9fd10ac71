import type { ReactNode } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import type { BusinessView } from '../types/business-view';
import { AssetsSection } from './assets-section';
import { BusinessFacts } from './business-facts';
import { FinancialCharts } from './financial-charts';
import { FinancialsTable } from './financials-table';
import { ImageGallery } from './image-gallery';
import { MetricCards } from './metric-cards';
import { NdaLine } from './nda-line';
import { ProtectedPlaceholder } from './protected-placeholder';
import { SectionHeading, TitleLevelContext } from './section-heading';
import { SocialsList } from './socials-list';
import { RiskPanel } from '../../risk-panel';
import './business-details.css';

export interface BusinessDetailsViewProps {
  view: BusinessView;
  /** The request-access action the business page shows beside each withheld section (messaging's). */
  ndaAction?: ReactNode;
  /** "Today" for the age; tests pass a fixed date. */
  now?: Date;
  /** Heading level of the title: 1 on a page of its own, 2 inside another page (preview, moderation). */
  headingLevel?: 1 | 2;
  /** Beside the summary (the business page's seller block and actions). */
  aside?: ReactNode;
  /**
   * The business page's deal summary (price, multiples, badge, primary action): drawn first in the
   * column beside the gallery — first of all on a phone — and the key metrics then leave out its figures.
   */
  deal?: ReactNode;
}

interface SectionProps {
  id: string;
  title: string;
  /** The section's content, or null when the answer does not carry it. */
  children: ReactNode | null;
  /** What the placeholder says when the section is withheld ("Sign the NDA to see …"). */
  withheld: string | null;
  ndaAction?: ReactNode;
}

/** A titled section: its content, the NDA placeholder when withheld, or nothing when the seller left it empty. */
function Section({ id, title, children, withheld, ndaAction }: SectionProps) {
  if (children === null && !withheld) return null;
  return (
    <section className="bz-details__section" aria-labelledby={id}>
      <SectionHeading id={id}>{title}</SectionHeading>
      {children ?? <ProtectedPlaceholder text={withheld!} action={ndaAction} />}
    </section>
  );
}

const text = (value: string | null) => (value ? <p className="bz-details__text">{value}</p> : null);

/** One listing as a buyer sees it on the business page; the same drawing in the preview and moderation. */
export function BusinessDetailsView({ view, ndaAction, now = new Date(), headingLevel = 1, aside, deal }: BusinessDetailsViewProps) {
  const { t } = useTranslation('listingsDetails');
  const withheld = view.access.ndaRequired && !view.access.granted;
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const section = (id: string, title: string, content: ReactNode | null) => (
    <Section id={`bz-details-${id}`} title={title} withheld={withheld ? t(`details.protected.${id}`) : null} ndaAction={ndaAction}>
      {content}
    </Section>
  );

  return (
    <TitleLevelContext.Provider value={headingLevel}>
      <article className="bz-details" aria-labelledby="bz-details-title">
        <header className="bz-details__header">
          <Title id="bz-details-title">{view.name}</Title>
          {view.category ? <p className="bz-details__category">{view.category}</p> : null}
          <NdaLine access={view.access} />
        </header>
        <div className={deal ? 'bz-details__top bz-details__top--deal' : 'bz-details__top'}>
          <ImageGallery view={view} />
          <div className="bz-details__summary">
            {deal}
            {view.summary ? <p className="bz-details__text">{view.summary}</p> : null}
            {aside}
          </div>
        </div>
        <MetricCards view={view} omitSummarised={Boolean(deal)} />
        <FinancialCharts view={view} />
        <BusinessFacts view={view} now={now} />
        {section('description', t('details.sections.description'), text(view.description))}
        {section('opportunities', t('details.sections.opportunities'), text(view.opportunities))}
        {section('risks', t('details.sections.risks'), text(view.risks))}
        {section(
          'financials',
          t('details.sections.financials'),
          view.months && view.months.length > 0 ? <FinancialsTable months={view.months} addbacks={view.addbacks} /> : null,
        )}
        <RiskPanel risk={view.risk} headingLevel={headingLevel === 1 ? 2 : 3} />
        {section('assets', t('details.sections.assets'), view.assets ? <AssetsSection assets={view.assets} /> : null)}
        {section(
          'socials',
          t('details.sections.socials'),
          view.website || (view.socials && view.socials.length > 0) ? <SocialsList website={view.website} socials={view.socials ?? []} /> : null,
        )}
        {section('support', t('details.sections.sellerSupport'), text(view.sellerSupport))}
      </article>
    </TitleLevelContext.Provider>
  );
}
