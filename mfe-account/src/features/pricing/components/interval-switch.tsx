import { useTranslation } from '@bizmarkt/shared/translation';
import { RadioButton } from 'primereact/radiobutton';
import type { PlanInterval } from '@bizmarkt/shared/contract';

interface IntervalSwitchProps {
  value: PlanInterval;
  onChange: (interval: PlanInterval) => void;
  /** The yearly plan's saving in percent, shown beside 'Yearly'; nothing when null or 0. */
  savingPercent: number | null;
}

/** Monthly / yearly as a radio group: arrow keys move between them, as a switch of two should. */
export function IntervalSwitch({ value, onChange, savingPercent }: IntervalSwitchProps) {
  const { t } = useTranslation('account');
  const options: Array<{ interval: PlanInterval; label: string }> = [
    { interval: 'month', label: t('pricing.monthly') },
    { interval: 'year', label: t('pricing.yearly') },
  ];
  return (
    <fieldset className="bz-fieldset bz-pricing__switch">
      <legend>{t('pricing.interval')}</legend>
      <div className="bz-radio-group">
        {options.map((option) => (
          <div className="bz-check" key={option.interval}>
            <RadioButton
              inputId={`pricing-interval-${option.interval}`}
              name="pricing-interval"
              value={option.interval}
              checked={value === option.interval}
              onChange={() => onChange(option.interval)}
            />
            <label htmlFor={`pricing-interval-${option.interval}`}>
              {option.label}
              {option.interval === 'year' && savingPercent ? (
                <span className="bz-pricing__badge">{t('pricing.saving', { percent: savingPercent })}</span>
              ) : null}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
