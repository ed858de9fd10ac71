import { WizardPage } from '../../wizard/components/wizard-page';
import { NdaStep } from '../nda-step';

export default function NdaPage() {
  return <WizardPage step="nda" Form={NdaStep} />;
}
