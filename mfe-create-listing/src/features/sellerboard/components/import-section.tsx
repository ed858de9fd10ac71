import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { isApiError } from '@bizmarkt/shared';
import {
  presetImportCurrency,
  type AmazonMarketplace,
  type ImportCurrency,
  type SellerboardImportPreview,
  type SellerboardMonth,
} from '@bizmarkt/shared/contract';
import { useApplySellerboardImport } from '../api/apply-sellerboard-import';
import { useImportSellerboardFile } from '../api/import-sellerboard-file';
import ImportDiff from './import-diff';
import { CurrencyDropdown } from './currency-dropdown';

interface ImportSectionProps {
  listingId: number;
  /** The listing's marketplaces: the file's currency is preset from the first (Amazon.de → EUR). */
  marketplaces?: readonly AmazonMarketplace[];
  onApplied?: (months: SellerboardMonth[]) => void;
  /**
   * The confirmation held by the caller, for a caller that remounts this section when the import lands
   * (the financials form is keyed by `financials_updated_at`): without it the words would vanish with
   * the remount a moment after they appear.
   */
  notice?: string | null;
  onNotice?: (notice: string | null) => void;
}

/** The server's words for a refused file or preview (422), else nothing: the error catalogue speaks. */
function refusal(error: unknown, field: string): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  return error.fieldErrors[field]?.[0] ?? error.body?.message ?? null;
}

/** Import a sellerboard export: pick the file → see what would change → replace or cancel. */
export default function ImportSection({ listingId, marketplaces = [], onApplied, notice: heldNotice, onNotice }: ImportSectionProps) {
  const { t } = useTranslation('createListing');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<SellerboardImportPreview | null>(null);
  const [currency, setCurrency] = useState<ImportCurrency>(() => presetImportCurrency(marketplaces));
  const [ownNotice, setOwnNotice] = useState<string | null>(null);
  const notice = onNotice ? (heldNotice ?? null) : ownNotice;
  const setNotice = onNotice ?? setOwnNotice;
  const upload = useImportSellerboardFile(listingId);
  const apply = useApplySellerboardImport(listingId);
  const error = refusal(upload.error, 'file') ?? refusal(upload.error, 'currency') ?? refusal(apply.error, 'token');

  const reset = () => {
    setPreview(null);
    if (input.current) input.current.value = '';
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setNotice(null);
    setPreview(null);
    apply.reset();
    if (file) upload.mutate({ file, currency }, { onSuccess: setPreview });
  };
  const onCurrency = (next: ImportCurrency) => {
    setCurrency(next);
    // A file already read is read again in the new currency.
    const file = input.current?.files?.[0];
    setPreview(null);
    if (file) upload.mutate({ file, currency: next }, { onSuccess: setPreview });
  };
  const onReplace = () => {
    if (!preview) return;
    apply.mutate(preview.token, {
      onSuccess: ({ months }) => {
        reset();
        setNotice(t('sellerboard.import.applied', { count: months.length }));
        onApplied?.(months);
      },
    });
  };

  return (
    <div className="bz-sellerboard__import">
      <h3>{t('sellerboard.import.title')}</h3>
      <label htmlFor={`${id}-currency`}>{t('sellerboard.import.currency')}</label>
      <CurrencyDropdown
        inputId={`${id}-currency`}
        value={currency}
        onChange={onCurrency}
        describedBy={`${id}-currency-hint`}
        disabled={upload.isPending || apply.isPending}
      />
      <small id={`${id}-currency-hint`}>{t('sellerboard.import.currencyHint')}</small>
      <label htmlFor={`${id}-file`}>{t('sellerboard.import.label')}</label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept=".csv,text/csv,text/plain"
        onChange={onFile}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        disabled={upload.isPending || apply.isPending}
      />
      <small id={`${id}-hint`}>{t('sellerboard.import.hint')}</small>
      {upload.isPending ? <p role="status">{t('sellerboard.import.reading')}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="bz-sellerboard__error" role="alert">
          {error}
        </p>
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
      {preview ? <ImportDiff preview={preview} busy={apply.isPending} onReplace={onReplace} onCancel={reset} /> : null}
    </div>
  );
}
