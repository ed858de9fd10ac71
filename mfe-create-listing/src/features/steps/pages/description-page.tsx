import { WizardPage } from '../../wizard';
import { DescriptionStep } from '../description-step';

export default function DescriptionPage() {
  return <WizardPage step="description" Form={DescriptionStep} />;
}
