import { WizardPage } from '../../wizard/components/wizard-page';
import { FinancialsStep } from '../../financials/components/financials-step';

export default function FinancialsPage() {
  return <WizardPage step="financials" Form={FinancialsStep} />;
}
