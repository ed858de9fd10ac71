import { WizardPage } from '../../wizard/components/wizard-page';
import { PriceStep } from '../price-step';

export default function PricePage() {
  return <WizardPage step="price" Form={PriceStep} />;
}
