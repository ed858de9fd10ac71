import { WizardPage } from '../../wizard';
import { FinancialsStep } from '../../financials';

export default function FinancialsPage() {
  return <WizardPage step="financials" Form={FinancialsStep} />;
}
