import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useCategories, useLocale } from '@bizmarkt/shared';
import {
  AMAZON_MARKETPLACES,
  BUSINESS_MODELS,
  SEARCH_RANGE_FIELDS,
  searchRangeParam,
  type AmazonMarketplace,
  type BusinessModel,
  type SearchQuery,
  type SearchRangeField,
} from '@bizmarkt/shared/contract';
import { useMarketplaceName } from '../../../lib/use-marketplace-name';
import { filtersOf, withFilters, withoutFilters, type SearchFilters } from '../lib/search-state';
import { withTypedWords } from '../lib/typed-words';
import { boundText, parseBound } from '../lib/range-text';
import { ChoiceFilter } from './choice-filter';
import { RangeFilter, type RangeTexts } from './range-filter';

type Texts = Record<SearchRangeField, RangeTexts>;

interface FiltersFormProps {
  query: SearchQuery;
  /** Called with the whole next search (filters applied, page 1). */
  onApply: (next: SearchQuery) => void;
  /** Unique per instance (the sidebar and the panel may both exist). */
  idPrefix: string;
}

function textsOf(query: SearchQuery, locale: 'en' | 'de'): Texts {
  return Object.fromEntries(
    SEARCH_RANGE_FIELDS.map((field) => [
      field,
      { min: boundText(query[searchRangeParam(field, 'min')], locale), max: boundText(query[searchRangeParam(field, 'max')], locale) },
    ]),
  ) as Texts;
}

/** The ranges' numbers, or the message of each range that cannot be applied. */
function readRanges(texts: Texts): { values: Partial<SearchFilters>; errors: Partial<Record<SearchRangeField, 'number' | 'order'>> } {
  const values: Record<string, number | undefined> = {};
  const errors: Partial<Record<SearchRangeField, 'number' | 'order'>> = {};
  for (const field of SEARCH_RANGE_FIELDS) {
    const min = parseBound(field, texts[field].min);
    const max = parseBound(field, texts[field].max);
    if (Number.isNaN(min) || Number.isNaN(max)) errors[field] = 'number';
    else if (min !== undefined && max !== undefined && min > max) errors[field] = 'order';
    values[searchRangeParam(field, 'min')] = min;
    values[searchRangeParam(field, 'max')] = max;
  }
  return { values: values as Partial<SearchFilters>, errors };
}

/** A name as it sorts: without accents and case (`Ägypten` among the A's, as German dictionaries sort). */
const sortKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Alphabetical order of the marketplaces' names. Not `localeCompare(…, locale)` or an Intl.Collator:
 * the first collator of a page loads the browser's collation data, 18–25 ms of main thread in this
 * Chromium (≈ 50 ms here under Lighthouse's 4× CPU), for 23 names that sort right without it.
 */
export function compareNames(a: string, b: string): number {
  const [x, y] = [sortKey(a), sortKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Every filter of the search (issue #11): the alert dimensions as ranges (spec §5 bounds), then
 * categories, business models and marketplaces. Edits stay in the form until applied, so the URL (and
 * the history) gets one entry per search, not one per keystroke. The form is keyed by the URL by its
 * parent, so Back shows the filters of the page it returns to.
 */
export function FiltersForm({ query, onApply, idPrefix }: FiltersFormProps) {
  const { t } = useTranslation(['listingsSearch', 'listings']);
  const locale = useLocale();
  const marketplaceName = useMarketplaceName();
  const categories = useCategories();
  const initial = filtersOf(query);
  const [texts, setTexts] = useState<Texts>(() => textsOf(query, locale));
  const [categoryIds, setCategoryIds] = useState<number[]>(initial.categories ?? []);
  const [models, setModels] = useState<BusinessModel[]>(initial.fba_statuses ?? []);
  const [markets, setMarkets] = useState<AmazonMarketplace[]>(initial.marketplaces ?? []);
  const [verified, setVerified] = useState(initial.verified_financials === true);
  const [errors, setErrors] = useState<Partial<Record<SearchRangeField, 'number' | 'order'>>>({});

  const modelOptions = useMemo(() => BUSINESS_MODELS.map((value) => ({ value, label: t(`listings:shared.businessModels.${value}`) })), [t]);
  const marketOptions = useMemo(
    () => AMAZON_MARKETPLACES.map((value) => ({ value, label: marketplaceName(value) })).sort((a, b) => compareNames(a.label, b.label)),
    [marketplaceName],
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const { values, errors: found } = readRanges(texts);
    setErrors(found);
    if (Object.keys(found).length) return;
    onApply(
      withTypedWords(
        withFilters(query, {
          ...values,
          categories: categoryIds,
          fba_statuses: models,
          marketplaces: markets,
          verified_financials: verified || undefined,
        } as SearchFilters),
      ),
    );
  };

  const categoryPlaceholder = categories.isPending ? (
    <p className="bz-muted" role="status">
      {t('listings:categories.loading')}
    </p>
  ) : categories.isError ? (
    <p className="bz-muted">{t('listings:categories.error')}</p>
  ) : undefined;

  return (
    <form className="bz-filters" onSubmit={apply} aria-label={t('search.filters.title')} noValidate>
      {SEARCH_RANGE_FIELDS.map((field) => (
        <RangeFilter
          key={field}
          field={field}
          idPrefix={idPrefix}
          value={texts[field]}
          onChange={(next) => setTexts((current) => ({ ...current, [field]: next }))}
          error={errors[field] ? t(`search.filters.errors.${errors[field]}`) : undefined}
        />
      ))}
      <ChoiceFilter
        legend={t('search.filters.categories')}
        idPrefix={`${idPrefix}-category`}
        options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
        selected={categoryIds}
        onChange={setCategoryIds}
        placeholder={categoryPlaceholder}
      />
      <ChoiceFilter legend={t('search.filters.businessModels')} idPrefix={`${idPrefix}-model`} options={modelOptions} selected={models} onChange={setModels} />
      <ChoiceFilter
        legend={t('search.filters.marketplaces')}
        idPrefix={`${idPrefix}-market`}
        options={marketOptions}
        selected={markets}
        onChange={setMarkets}
      />
      <div className="bz-filters__flag">
        <input
          type="checkbox"
          id={`${idPrefix}-verified-financials`}
          checked={verified}
          onChange={(event) => setVerified(event.target.checked)}
          aria-describedby={`${idPrefix}-verified-financials-hint`}
        />
        <label htmlFor={`${idPrefix}-verified-financials`}>{t('search.filters.verifiedFinancials')}</label>
        <p id={`${idPrefix}-verified-financials-hint`} className="bz-muted">
          {t('search.filters.verifiedFinancialsHint')}
        </p>
      </div>
      <div className="bz-filters__actions">
        <button type="submit" className="p-button p-component">
          {t('search.filters.apply')}
        </button>
        <button type="button" className="p-button p-component p-button-outlined" onClick={() => onApply(withTypedWords(withoutFilters(query)))}>
          {t('search.filters.reset')}
        </button>
      </div>
    </form>
  );
}
