import { WizardPage } from '../../wizard/components/wizard-page';
import { InformationStep } from '../information-step';

export default function InformationPage() {
  return <WizardPage step="information" Form={InformationStep} />;
}
