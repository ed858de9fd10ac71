import { WizardPage } from '../../wizard/components/wizard-page';
import { DescriptionStep } from '../description-step';

export default function DescriptionPage() {
  return <WizardPage step="description" Form={DescriptionStep} />;
}
