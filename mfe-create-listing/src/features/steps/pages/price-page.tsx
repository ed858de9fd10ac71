import { WizardPage } from '../../wizard';
import { PriceStep } from '../price-step';

export default function PricePage() {
  return <WizardPage step="price" Form={PriceStep} />;
}
