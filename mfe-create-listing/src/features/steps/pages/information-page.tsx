import { WizardPage } from '../../wizard';
import { InformationStep } from '../information-step';

export default function InformationPage() {
  return <WizardPage step="information" Form={InformationStep} />;
}
