import { useState } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { sessionStatus, useCurrentUser, useLocale, useSession } from '@bizmarkt/shared';
import { Link, useLocation } from '@bizmarkt/shared/router';
import { usePaths } from '@bizmarkt/shared/routing';
import type { Currency, Plan, PlanInterval, PlansResponse } from '@bizmarkt/shared/contract';
import { usePlans } from '../api/get-plans';
import { money, tileMoney, yearlySavingAmount } from '../../../lib/money';
import { IntervalSwitch } from './interval-switch';
import { ProPlanAction, SUBSCRIBE_PARAM } from './pro-plan-action';
import { VatNote } from './vat-note';
import '../../../components/account-pages.css';
import './pricing.css';

const FREE_FEATURES = ['browse', 'favorites', 'sell', 'seeNda'] as const;
const PRO_FEATURES = ['free', 'message', 'nda', 'process', 'unread'] as const;

/** The figure to show for one plan: VAT included where the API says prices are shown gross. */
function shownAmount(plan: Plan | undefined, currency: Currency, includeVat: boolean): number | null {
  const price = plan?.prices.find((p) => p.currency === currency);
  if (!price) return null;
  return includeVat ? price.gross_amount : price.net_amount;
}

function FeatureList({ keys, group }: { keys: readonly string[]; group: 'freeFeatures' | 'proFeatures' }) {
  const { t } = useTranslation('account');
  return (
    <ul className="bz-pricing__features">
      {keys.map((key) => (
        <li key={key}>
          <span className="pi pi-check" aria-hidden="true" /> {t(`pricing.${group}.${key}`)}
        </li>
      ))}
    </ul>
  );
}

/** Marks the plan the logged-in reader is on (nothing for a visitor). */
function CurrentPlanTag({ show }: { show: boolean }) {
  const { t } = useTranslation('account');
  return show ? <p className="bz-pricing__current">{t('pricing.currentPlan')}</p> : null;
}

function PlanCards({ data }: { data: PlansResponse }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const user = useCurrentUser();
  const isPro = user?.subscription === 'active';
  const paths = usePaths();
  const status = useSession(sessionStatus);
  const location = useLocation();
  // Back from "Get PRO" with a yearly plan chosen: the yearly prices show, and that plan is the one bought.
  const wanted = new URLSearchParams(location.search).get(SUBSCRIBE_PARAM);
  const [interval, setInterval] = useState<PlanInterval>(() => data.plans.find((plan) => plan.id === wanted)?.interval ?? 'month');
  const { currency, vat } = data;
  const monthly = data.plans.find((plan) => plan.interval === 'month');
  const yearly = data.plans.find((plan) => plan.interval === 'year');
  const chosen = interval === 'year' ? yearly : monthly;
  const amount = shownAmount(chosen, currency, vat.prices_include_vat);
  const monthlyAmount = shownAmount(monthly, currency, vat.prices_include_vat);
  const yearlyAmount = shownAmount(yearly, currency, vat.prices_include_vat);
  const saving = monthlyAmount !== null && yearlyAmount !== null ? yearlySavingAmount(monthlyAmount, yearlyAmount) : 0;

  return (
    <>
      {yearly ? <IntervalSwitch value={interval} onChange={setInterval} savingPercent={yearly.saving_percent} /> : null}
      <div className="bz-pricing__plans">
        <article className="bz-pricing__plan" aria-labelledby="bz-plan-free">
          <h2 id="bz-plan-free">{t('pricing.free')}</h2>
          <CurrentPlanTag show={Boolean(user) && !isPro} />
          <p className="bz-pricing__lead">{t('pricing.freeLead')}</p>
          <p className="bz-pricing__price">
            <strong data-money="">{tileMoney(0, currency, locale)}</strong> <span>{t('pricing.freeForever')}</span>
          </p>
          <FeatureList keys={FREE_FEATURES} group="freeFeatures" />
          {status === 'guest' ? (
            <Link to={paths.registration()} className="p-button p-component p-button-outlined bz-pricing__cta">
              {t('pricing.startFree')}
            </Link>
          ) : null}
        </article>
        <article className="bz-pricing__plan bz-pricing__plan--pro" aria-labelledby="bz-plan-pro">
          <h2 id="bz-plan-pro">{t('pricing.pro')}</h2>
          <CurrentPlanTag show={isPro} />
          <p className="bz-pricing__lead">{t('pricing.proLead')}</p>
          {amount !== null ? (
            <p className="bz-pricing__price">
              <strong data-money="">{tileMoney(amount, currency, locale)}</strong>{' '}
              <span>{t(interval === 'year' ? 'pricing.perYear' : 'pricing.perMonth')}</span>
            </p>
          ) : null}
          {interval === 'year' && amount !== null ? (
            <p className="bz-pricing__aside">
              {t('pricing.yearlyAsMonthly', { amount: money(Math.round(amount / 12), currency, locale) })}
              {saving > 0 ? ` · ${t('pricing.savingDetail', { amount: tileMoney(saving, currency, locale) })}` : ''}
            </p>
          ) : null}
          <VatNote vat={vat} />
          <p className="bz-pricing__vat">{t(currency === 'EUR' ? 'pricing.currencyEur' : 'pricing.currencyUsd')}</p>
          <FeatureList keys={PRO_FEATURES} group="proFeatures" />
          <ProPlanAction planId={chosen?.id ?? null} currency={currency} />
        </article>
      </div>
    </>
  );
}

/** `/pricing` (public): Free and PRO side by side, prices in the caller's currency with VAT as it applies. */
export default function PricingPage() {
  const { t } = useTranslation('account');
  const plans = usePlans();
  // Sent here by a listing's "Request access with PRO": say why first.
  const fromNda = new URLSearchParams(useLocation().search).get('reason') === 'nda';
  return (
    <section className="bz-pricing" aria-labelledby="bz-pricing-title">
      <h1 id="bz-pricing-title">{t('pricing.title')}</h1>
      {fromNda ? (
        <div className="bz-notice bz-notice--info" role="status">
          <p>{t('pricing.ndaReason')}</p>
        </div>
      ) : null}
      <p>{t('pricing.lead')}</p>
      {plans.isPending ? (
        <p aria-busy="true">{t('pricing.loading')}</p>
      ) : plans.isError ? (
        <div className="bz-notice bz-notice--warn" role="alert">
          <p>{t('pricing.failed')}</p>
          <Button type="button" label={t('pricing.retry')} size="small" onClick={() => void plans.refetch()} />
        </div>
      ) : (
        <PlanCards data={plans.data} />
      )}
    </section>
  );
}
