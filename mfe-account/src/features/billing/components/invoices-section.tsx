import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import type { Invoice } from '@bizmarkt/shared/contract';
import { formatDate, formatNumber } from '@bizmarkt/shared/locale';
import { money } from '../../../lib/money';

function VatCell({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const amount = money(invoice.vat_amount, invoice.currency, locale);
  if (invoice.reverse_charge) return <>{t('billing.invoiceReverseCharge')}</>;
  return <>{t('billing.invoiceVatValue', { rate: formatNumber(invoice.vat_rate, locale), amount })}</>;
}

/** Paid, or what the provider has refunded of it (the invoice keeps its number and amounts). */
function StatusCell({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  if (invoice.status === 'refunded') return <>{t('billing.invoiceStatusRefunded')}</>;
  if (invoice.status === 'partially_refunded') {
    return <>{t('billing.invoiceStatusPartiallyRefunded', { amount: money(invoice.refunded_amount, invoice.currency, locale) })}</>;
  }
  return <>{t('billing.invoiceStatusPaid')}</>;
}

/** The invoices, newest first, each with its PDF (the API checks that it is the caller's). */
export function InvoicesSection({ invoices }: { invoices: Invoice[] }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <section className="bz-billing__section" aria-labelledby="bz-billing-invoices">
      <h2 id="bz-billing-invoices">{t('billing.invoicesTitle')}</h2>
      {invoices.length === 0 ? (
        <p>{t('billing.invoicesEmpty')}</p>
      ) : (
        // Scrolls sideways on a phone; focusable so keyboard users can scroll it too.
        <div className="bz-billing__table" role="region" aria-labelledby="bz-billing-invoices" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('billing.invoiceNumber')}</th>
                <th scope="col">{t('billing.invoiceDate')}</th>
                <th scope="col" className="bz-num">
                  {t('billing.invoiceAmount')}
                </th>
                <th scope="col">{t('billing.invoiceVat')}</th>
                <th scope="col">{t('billing.invoiceStatus')}</th>
                <th scope="col">{t('billing.invoicePdf')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">{invoice.number}</th>
                  <td>{formatDate(invoice.issued_at, locale)}</td>
                  <td className="bz-num" data-money="">
                    {money(invoice.gross_amount, invoice.currency, locale)}
                  </td>
                  <td>
                    <VatCell invoice={invoice} />
                  </td>
                  <td>
                    <StatusCell invoice={invoice} />
                  </td>
                  <td>
                    {/* The name keeps the visible "PDF" outside parentheses: axe (and speech input) ignore bracketed words. */}
                    <a href={invoice.pdf_url} download={`invoice-${invoice.number}.pdf`} aria-label={t('billing.invoiceDownload', { number: invoice.number })}>
                      <span className="pi pi-file-pdf" aria-hidden="true" /> {t('billing.invoicePdf')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
