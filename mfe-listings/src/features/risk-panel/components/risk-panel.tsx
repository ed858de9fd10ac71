import { useId } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import type { ListingRisk } from '@bizmarkt/shared/contract';
import { riskReading } from '../lib/readings';
import './risk-panel.css';

export interface RiskPanelProps {
  /** The listing answer's `risk` (absent from an older answer: nothing drawn). */
  risk: ListingRisk | null | undefined;
  /** The heading's level: one below the listing's title. */
  headingLevel?: 2 | 3;
}

/**
 * The Amazon risk panel (issue #29, decision 0194): each figure with its number, a risk level in words
 * and a one-line reading. Figures read from the monthly financials are greyed and locked, with the NDA
 * hint, for a viewer without access (the API sends no numbers for them).
 */
export function RiskPanel({ risk, headingLevel = 2 }: RiskPanelProps) {
  const { t } = useTranslation('listingsDetails');
  const locale = useLocale();
  const id = useId();
  if (!risk) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const anyLocked = risk.figures.some((figure) => figure.locked);
  return (
    <section className="bz-risk" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="bz-risk__title">
        {t('riskPanel.title')}
      </Heading>
      <p className="bz-risk__intro">{t('riskPanel.intro', { count: risk.months_used })}</p>
      {risk.converted_from ? <p className="bz-risk__converted">{t('riskPanel.converted', { currency: risk.converted_from })}</p> : null}
      <ul className="bz-risk__list">
        {risk.figures.map((figure) => {
          const reading = riskReading(figure, locale);
          const { headline, unit } = reading;
          const shown = headline !== null && unit ? t(`riskPanel.units.${unit.key}`, { value: headline, count: unit.count }) : headline;
          const tone = figure.locked ? 'locked' : (figure.level ?? 'none');
          return (
            <li key={figure.key} className={`bz-risk__item bz-risk__item--${tone}`} aria-describedby={figure.locked ? `${id}-hint` : undefined}>
              <div className="bz-risk__head">
                <span className="bz-risk__name">{t(`riskPanel.names.${figure.key}`)}</span>
                {figure.locked ? (
                  <span className="bz-risk__badge bz-risk__badge--locked">
                    <span className="pi pi-lock" aria-hidden="true" /> {t('riskPanel.locked')}
                  </span>
                ) : figure.level ? (
                  <span className={`bz-risk__badge bz-risk__badge--${figure.level}`}>{t(`riskPanel.levels.${figure.level}`)}</span>
                ) : null}
              </div>
              {shown ? (
                <span className="bz-risk__value" data-money="">
                  {shown}
                </span>
              ) : null}
              {reading.variant ? (
                <p className="bz-risk__reading">
                  {t(`riskPanel.readings.${figure.key}.${reading.variant}`, reading.values)}
                  {figure.trend && reading.trendChange !== null ? ` ${t(`riskPanel.trends.${figure.trend}`, { change: reading.trendChange })}` : null}
                </p>
              ) : !figure.locked && figure.gap ? (
                <p className="bz-risk__reading">{t(`riskPanel.gaps.${figure.gap}`)}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {anyLocked ? (
        <p id={`${id}-hint`} className="bz-risk__hint" role="note">
          <span className="pi pi-lock" aria-hidden="true" /> {t('riskPanel.lockedHint')}
        </p>
      ) : null}
    </section>
  );
}
