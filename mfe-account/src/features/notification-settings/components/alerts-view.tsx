import { useTranslation } from '@bizmarkt/shared/translation';
import { InputText } from 'primereact/inputtext';
import { FieldError } from '@bizmarkt/shared';
import { ALERT_INPUT_MAX_LENGTH, type AlertRangeField } from '@bizmarkt/shared/contract';
import { RANGE_FIELDS, type RangeTexts } from '../lib/settings';
import '../../../components/visually-hidden.css';

interface AlertsViewProps {
  texts: RangeTexts;
  onChange: (field: AlertRangeField, bound: 'min' | 'max', raw: string) => void;
  onSettle: (field: AlertRangeField, bound: 'min' | 'max') => void;
  /** The messages of one bound (the server's, e.g. "min must not be greater than max"). */
  errorsFor: (field: AlertRangeField, bound: 'min' | 'max') => string[];
}

const DECIMAL_FIELDS = new Set<AlertRangeField>(['profit_margin', 'profit_multiply']);
const NEGATIVE_FIELDS = new Set<AlertRangeField>(['net_profit', 'profit_margin']);

/** 'New listing alerts settings' (spec §2, §5): min and max per range, clamped while typing. */
export function AlertsView({ texts, onChange, onSettle, errorsFor }: AlertsViewProps) {
  const { t } = useTranslation('account');
  return (
    <table className="bz-nset__table bz-nset__ranges">
      <caption className="bz-account-sr">{t('notificationSettings.rangesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="bz-account-sr">{t('notificationSettings.range')}</span>
          </th>
          <th scope="col">{t('notificationSettings.min')}</th>
          <th scope="col">{t('notificationSettings.max')}</th>
        </tr>
      </thead>
      <tbody>
        {RANGE_FIELDS.map((field) => {
          const label = t(`notificationSettings.ranges.${field}`);
          return (
            <tr key={field}>
              <th scope="row">{label}</th>
              {(['min', 'max'] as const).map((bound) => {
                const id = `nset-${field}-${bound}`;
                const errors = errorsFor(field, bound);
                return (
                  <td key={bound}>
                    <InputText
                      id={id}
                      value={texts[field][bound]}
                      onChange={(event) => onChange(field, bound, event.target.value)}
                      onBlur={() => onSettle(field, bound)}
                      maxLength={ALERT_INPUT_MAX_LENGTH[field]}
                      // Phones' numeric keypads may lack a minus key: the full keyboard where negatives are allowed.
                      inputMode={NEGATIVE_FIELDS.has(field) ? 'text' : DECIMAL_FIELDS.has(field) ? 'decimal' : 'numeric'}
                      autoComplete="off"
                      placeholder={t('notificationSettings.noBound')}
                      aria-label={t(`notificationSettings.${bound}Of`, { range: label })}
                      invalid={errors.length > 0}
                      aria-invalid={errors.length > 0}
                      aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
                    />
                    <FieldError id={`${id}-error`} messages={errors} />
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
